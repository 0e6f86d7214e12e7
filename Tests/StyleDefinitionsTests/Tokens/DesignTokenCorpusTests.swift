import Foundation
import StyleDefinitions
import Testing

/// The reader's side of the token file corpus (Tests/Fixtures/design-tokens/): every file of valid/ loads, every
/// file of invalid/ and refused/ is refused with problems. Scripts/check_token_files.py checks the same folders
/// against the official DTCG schemas, so the reader and the schemas agree on valid/ and invalid/.
@Suite struct DesignTokenCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/design-tokens").path

    static func files(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus + "/" + folder)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func everyFolderHasItsFiles() {
        #expect(Self.files("valid").count >= 10)
        #expect(Self.files("invalid").count >= 10)
        #expect(Self.files("refused").count >= 10)
    }

    @Test(arguments: files("valid"))
    func validFilesLoad(_ name: String) throws {
        let result = DesignTokenSet.load(contentsOf: Self.corpus + "/valid/" + name)
        let set = try result.set()
        #expect(!set.paths.isEmpty)
    }

    @Test(arguments: files("invalid") + files("refused").map { "../refused/" + $0 })
    func otherFilesAreRefused(_ name: String) throws {
        let problems = try DesignTokenSet.load(contentsOf: Self.corpus + "/invalid/" + name).problems()
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { !$0.message.isEmpty })
    }

    @Test func theThemeResolverReadsItsDarkFile() throws {
        let set = try DesignTokenSet.load(contentsOf: Self.corpus + "/valid/theme.resolver.json").set()
        #expect(
            try set.hex("brand.text")
                == TokenModes(
                    light: "#111111", dark: "#FFFFFF", lightHighContrast: "#000000", darkHighContrast: "#FFFFFF"))
        let colors = try DesignTokenSet.load(contentsOf: Self.corpus + "/valid/color-spaces.tokens.json").set()
        #expect(colors.paths.count == 14)
    }

    @Test func contextNamesAndReferenceOverridesGiveTheModes() throws {
        let names = try DesignTokenSet.load(contentsOf: Self.corpus + "/valid/mode-context-names.resolver.json").set()
        #expect(
            try names.hex("brand.text")
                == TokenModes(
                    light: "#111111", dark: "#FFFFFF", lightHighContrast: "#000000", darkHighContrast: "#000000"))
        let overrides = try DesignTokenSet.load(contentsOf: Self.corpus + "/valid/reference-overrides.resolver.json")
            .set()
        #expect(try overrides.hex("brand.text") == TokenModes("#CC0000"))
        #expect(try overrides.hex("brand.accent") == TokenModes("#0066CC"))
    }
}
