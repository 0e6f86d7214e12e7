import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

/// Parses JSON text written in a test; a typo in a test is reported, not crashed on.
func json(_ text: String) throws -> JSONValue {
    try JSONReader().parse(text)
}

/// A state with traits and flags set by name.
func cellState(
    _ traits: TraitCollection = TraitCollection(userInterfaceStyle: .light, designGeneration: .ios18),
    _ configure: (inout CellConfigurationState) -> Void = { _ in }
) -> CellConfigurationState {
    var state = CellConfigurationState(traitCollection: traits)
    configure(&state)
    return state
}

/// A fresh empty folder under the system's temporary folder, removed by the caller.
func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "style-registry-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The DESIGN.md example: the seed's archived cell as a style document (shared with the service tests).
let archivedCellDocument: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/archived-cell-style.json")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}()

/// Compiles one document alone (its parents among the built-ins).
func compile(_ text: String, name: String = "test") throws -> Result<StyleDefinition, DocumentProblems> {
    switch StyleDocument.decode(try json(text)) {
    case .failure(let problems): return .failure(problems)
    case .success(let document): return StyleCompiler(documents: [name: document]).compile(name)
    }
}

extension Result where Failure == DocumentProblems {
    /// The problems as `pointer: message` lines, or nil when it succeeded.
    var problemLines: [String]? {
        if case .failure(let problems) = self { return problems.problems.map(\.description) }
        return nil
    }
}

/// A background assignment by the property's catalogue path; a typo is reported, not crashed on.
func backgroundAssignment(_ path: String, _ value: PropertyValue) throws -> BackgroundAssignment {
    BackgroundAssignment(try #require(BackgroundConfiguration.catalogue.property(at: path)), value)
}

/// The error a registry call throws, or nil when it succeeds.
func refusal(_ body: () throws(RegistryError) -> Void) -> RegistryError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}
