import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

/// A folder of token files written for one test, removed when the test ends.
struct TokenFolder: ~Copyable {
    let path: String

    init() throws { path = try temporaryFolder() }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` (folders created) and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Loads `name` from the folder.
    func load(_ name: String, modeMap: [TokenMode: String]? = nil) -> Result<DesignTokenSet, DocumentProblems> {
        DesignTokenSet.load(contentsOf: path + "/" + name, modeMap: modeMap)
    }
}

extension Result where Success == DesignTokenSet, Failure == DocumentProblems {
    /// The set, or a test failure listing the problems.
    func set(sourceLocation: SourceLocation = #_sourceLocation) throws -> DesignTokenSet {
        switch self {
        case .success(let set): return set
        case .failure(let problems):
            Issue.record("unexpected problems: \(problems.problems.map(\.description))", sourceLocation: sourceLocation)
            throw problems
        }
    }

    /// The problems, or a test failure when the tokens loaded.
    func problems(sourceLocation: SourceLocation = #_sourceLocation) throws -> [DocumentProblem] {
        switch self {
        case .success(let set):
            Issue.record("expected problems, loaded \(set.paths)", sourceLocation: sourceLocation)
            throw TokenTestError.loaded
        case .failure(let problems): return problems.problems
        }
    }
}

enum TokenTestError: Error { case loaded, notAColor }

extension DesignTokenSet {
    /// The token's colors in every mode, as hex.
    func hex(_ path: String) throws -> TokenModes<String> {
        guard case .color(let modes)? = token(path)?.value else { throw TokenTestError.notAColor }
        return TokenModes(
            light: modes.light.hexString, dark: modes.dark.hexString,
            lightHighContrast: modes.lightHighContrast.hexString, darkHighContrast: modes.darkHighContrast.hexString)
    }
}

/// A 2025.10 sRGB color value from 8-bit channels, as a design tool writes it.
func srgb(_ red: Int, _ green: Int, _ blue: Int) -> String {
    "{\"colorSpace\": \"srgb\", \"components\": [\(Double(red) / 255), \(Double(green) / 255), \(Double(blue) / 255)]}"
}
