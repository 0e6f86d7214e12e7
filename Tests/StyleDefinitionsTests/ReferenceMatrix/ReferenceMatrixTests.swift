import StyleDefinitions
import Testing
import ViewConfigurations

/// Holds every built-in style to the reference facts over the whole matrix: 17 states (nine single, eight combined)
/// × light and dark × both contrasts × three text sizes × both directions × both designs, and the adaptive styles in
/// every list environment. The expectations come from the tables and model in this folder, transcribed from the
/// reference, never from the library.
@Suite("The reference matrix")
struct ReferenceMatrixTests {
    /// How many parts the cases are checked in, concurrently.
    private static let parts = 4

    @Test func everyBuiltInStyleHoldsTheReferenceOverTheMatrix() async throws {
        #expect(
            Set(ReferenceStyles.table.map(\.name))
                == Set(BuiltInStyles.all.filter { $0.value.configurationKind == .cell }.keys),
            "the matrix covers exactly the built-in cell styles (ButtonReference holds the buttons)")
        var styles: [String: StyleDefinition] = [:]
        for entry in ReferenceStyles.table {
            let style = try #require(BuiltInStyles.all[entry.name])
            styles[entry.name] = style
        }
        let cases = MatrixCase.all
        let partLogs = await withTaskGroup(of: (Int, MatrixLog).self) { group in
            for part in 0..<Self.parts {
                group.addTask { [styles] in
                    var log = MatrixLog()
                    let size = (cases.count + Self.parts - 1) / Self.parts
                    for index in part * size..<min(cases.count, (part + 1) * size) {
                        guard let style = styles[cases[index].style] else { continue }
                        MatrixCheck.run(cases[index], style: style, log: &log)
                    }
                    return (part, log)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        var log = MatrixLog()
        for (_, partLog) in partLogs.sorted(by: { $0.0 < $1.0 }) { log.append(partLog) }
        print("reference matrix: \(cases.count) resolves, \(log.checked) values checked, \(log.total) mismatches")
        #expect(log.total == 0, "\(log.report())")
    }
}
