import StyleDefinitions
import Testing
import ViewConfigurations

/// Holds the row around the cell to the accessories file (§1 accessories, §2 separators, §5 the list): style
/// documents declaring accessories and separators as a team would, put on list cells in every list environment and
/// resolved in ten states × light and dark × both contrasts × six text sizes × both directions × both designs. The
/// expectations come from the tables in this folder, transcribed from the reference, never from the library; explain
/// must mark inferred exactly the values the reference leaves open for the design asked.
@Suite("The row reference matrix")
struct RowReferenceTests {
    private static let parts = 4

    @Test func styledRowsHoldTheReferenceOverTheMatrix() async throws {
        var jobs: [(RowScenario, RowBase, StyleDefinition)] = []
        for scenario in RowScenario.all {
            for base in RowBase.all {
                let document = scenario.document(extending: base.style)
                let compiled = try compile(document)
                #expect(compiled.problemLines == nil, "\(document)")
                guard case .success(let definition) = compiled else { continue }
                jobs.append((scenario, base, definition))
            }
        }
        let all = jobs
        let logs = await withTaskGroup(of: MatrixLog.self) { group in
            for part in 0..<Self.parts {
                group.addTask {
                    var log = MatrixLog()
                    for index in stride(from: part, to: all.count, by: Self.parts) {
                        let (scenario, base, definition) = all[index]
                        for state in RowLooks.states {
                            for look in RowLooks.all {
                                RowCheck.run(
                                    scenario, base: base, definition: definition, state: state, look: look, log: &log)
                            }
                        }
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
}
