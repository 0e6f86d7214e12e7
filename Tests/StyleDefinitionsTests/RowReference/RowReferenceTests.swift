import StrictJSON
import StyleDefinitions
import StyleService
import Testing
import ViewConfigurations

/// Holds the row around the cell to the accessories file (§1 accessories, §2 separators, §5 the list): style
/// documents declaring accessories and separators as a team would, registered and put on list cells in every list
/// environment, resolved in ten states × light and dark × both contrasts × six text sizes × both directions × both
/// designs. A fifth of the cases are read from the service's JSON answer with `explain`, the others from the values the
/// service's encoder reads. The expectations come from the tables in this folder, transcribed from the reference,
/// never from the library; explain must mark inferred exactly the values the reference leaves open for the design.
@Suite("The row reference matrix")
struct RowReferenceTests {
    private static let parts = 4

    @Test func styledRowsHoldTheReferenceOverTheMatrix() async throws {
        let registry = StyleRegistry(store: nil)
        var jobs: [(RowScenario, RowBase, StyleDefinition, name: String)] = []
        for (index, scenario) in RowScenario.all.enumerated() {
            for (baseIndex, base) in RowBase.all.enumerated() {
                let document = scenario.document(extending: base.style)
                let name = "row\(index)on\(baseIndex)"
                _ = try registry.put(name: name, document: try json(document))
                let definition = try #require(registry.snapshot[name]?.definition, "\(document)")
                jobs.append((scenario, base, definition, name))
            }
        }
        let all = jobs
        let snapshot = registry.snapshot
        let logs = await withTaskGroup(of: MatrixLog.self) { group in
            for part in 0..<Self.parts {
                group.addTask {
                    var log = MatrixLog()
                    for index in stride(from: part, to: all.count, by: Self.parts) {
                        Self.run(all[index], snapshot: snapshot, log: &log)
                    }
                    return log
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        var log = MatrixLog()
        for part in logs { log.append(part) }
        print("row reference matrix: \(log.checked) values checked, \(log.total) mismatches")
        #expect(log.total == 0, "\(log.report(lines: 80))")
    }

    /// Every state and look of one style on one base.
    private static func run(
        _ job: (scenario: RowScenario, base: RowBase, definition: StyleDefinition, name: String),
        snapshot: RegistrySnapshot, log: inout MatrixLog
    ) {
        let resolver = Resolver(batchLimit: 1)
        let (scenario, base) = (job.scenario, job.base)
        let content = CellContent(text: "Wi-Fi", image: scenario.hasImage ? "wifi" : nil)
        for (stateIndex, state) in RowLooks.states.enumerated() {
            for (lookIndex, look) in RowLooks.all.enumerated() {
                let matrixCase = MatrixCase(
                    style: scenario.name + " on " + base.style, background: .listCell, content: base.content,
                    list: base.list, listInTraits: base.listInTraits, state: state, look: look)
                let observed: ObservedRow?
                // A fifth of the cases, spread over every look, through the service's JSON answer.
                if (lookIndex + stateIndex) % 5 == 0 {
                    let body = RowCheck.request(style: job.name, matrixCase, hasImage: scenario.hasImage)
                    let answer = try? resolver.resolve(body: Array(body.utf8), snapshot: snapshot, explain: true)
                    observed = answer.flatMap { try? JSONReader().parse($0) }.flatMap { ObservedRow(answer: $0) }
                } else {
                    let resolution = job.definition.resolve(
                        state: matrixCase.cellState, tintColor: .systemBlue, content: content, recordingSources: true)
                    observed = ObservedRow(
                        library: resolution, definition: job.definition, hasImage: scenario.hasImage)
                }
                guard let observed else {
                    log.expect("answer", false, in: matrixCase) { "the service gave no readable answer" }
                    continue
                }
                RowCheck.check(observed, scenario, base: base, matrixCase, log: &log)
            }
        }
    }
}
