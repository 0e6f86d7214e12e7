import Foundation
import StrictJSON
import Testing
import ViewConfigurations

@testable import StyleDefinitions

/// Reloading the tokens file: exactly the styles naming a changed token (and those extending them) change, with
/// their digests; a file that does not load, or that a style naming a token no longer decodes against, keeps the
/// tokens in force.
@Suite("Reloading design tokens")
struct TokenReloadTests {
    /// A DTCG tokens file: `palette.blue.500`, `brand.accent` aliasing it, `spacing.m` and `spacing.l`.
    private static func tokensFile(blue: String = "#336699", spacing: Int = 12, withSpacing: Bool = true) -> String {
        let spacingGroup =
            withSpacing
            ? #", "spacing": {"$type": "dimension", "m": {"$value": {"value": \#(spacing), "unit": "px"}}, "#
                + #""l": {"$value": {"value": 20, "unit": "px"}}}"#
            : ""
        let digits = Array(blue.dropFirst())
        let components = stride(from: 0, to: 6, by: 2).map { index in
            "\(Double(Int(String(digits[index...index + 1]), radix: 16) ?? 0) / 255)"
        }
        return #"{"palette": {"blue": {"500": {"$type": "color", "$value": {"colorSpace": "srgb", "components": ["#
            + components.joined(separator: ", ")
            + ##"], "hex": "\##(blue)"}}}}, "brand": {"accent": {"$value": "{palette.blue.500}"}}"##
            + spacingGroup + "}"
    }

    private static let documents = [
        "accented": #"{"extends": "cell", "overrides": {"background": {"backgroundColor": "{brand.accent}"}}}"#,
        "child": #"{"extends": "accented", "overrides": {"background": {"strokeWidth": 1}}}"#,
        "spaced": #"{"extends": "cell", "overrides": {"content": {"imageToTextPadding": "{spacing.m}"}}}"#,
        "wide": #"{"extends": "cell", "overrides": {"content": {"imageToTextPadding": "{spacing.l}"}}}"#,
        "plain": ##"{"extends": "cell", "overrides": {"background": {"backgroundColor": "#FF0000"}}}"##,
    ]

    /// A registry over a tokens file in a new folder, with ``documents`` put; the file's path.
    private func registry(changes: LockedChanges) throws -> (StyleRegistry, String) {
        let folder = NSTemporaryDirectory() + "token-reload-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/tokens.json"
        try write(Self.tokensFile(), to: path)
        let file = TokensFile(path: path)
        let registry = StyleRegistry(store: nil, tokens: try file.load().get(), tokensFile: file)
        for name in ["accented", "child", "spaced", "wide", "plain"] {
            _ = try registry.put(name: name, document: try json(Self.documents[name] ?? ""))
        }
        registry.addChangeObserver { changes.append($0) }
        return (registry, path)
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func digests(_ registry: StyleRegistry) -> [String: UInt64] {
        registry.snapshot.styles.filter { $0.value.origin == .dataFolder }.mapValues(\.digest)
    }

    @Test func aChangedTokenChangesExactlyTheStylesNamingIt() throws {
        let changes = LockedChanges()
        let (registry, path) = try registry(changes: changes)
        let before = digests(registry)
        try write(Self.tokensFile(blue: "#CC3300"), to: path)
        let report = registry.reloadTokens()
        #expect(report.problems.isEmpty && report.changed)
        #expect(changes.all.map(\.styles) == [["accented", "child"]])
        let after = digests(registry)
        for name in ["accented", "child"] { #expect(after[name] != before[name], "\(name)") }
        for name in ["spaced", "wide", "plain"] { #expect(after[name] == before[name], "\(name)") }
        let color = try #require(registry.snapshot["child"]).definition.resolve(
            state: CellConfigurationState(traitCollection: TraitCollection(userInterfaceStyle: .light))
        ).resolvedBackground.backgroundColor
        #expect(color.hexString == "#CC3300")

        try write(Self.tokensFile(blue: "#CC3300", spacing: 16), to: path)
        #expect(registry.reloadTokens().problems.isEmpty)
        #expect(changes.all.last?.styles == ["spaced"])
        let padding = try #require(registry.snapshot["spaced"]).definition.resolve(
            state: CellConfigurationState(traitCollection: TraitCollection())
        ).content.imageToTextPadding
        #expect(padding == 16)
    }

    @Test func theSameTokensPublishNothing() throws {
        let changes = LockedChanges()
        let (registry, _) = try registry(changes: changes)
        let version = registry.version
        let report = registry.reloadTokens()
        #expect(report.problems.isEmpty && !report.changed)
        #expect(registry.version == version && changes.all.isEmpty)
    }

    @Test func aBrokenFileKeepsTheTokensInForce() throws {
        let changes = LockedChanges()
        let (registry, path) = try registry(changes: changes)
        let version = registry.version
        try write(##"{"palette": {"blue": {"500": {"$type": "color", "$value": "#336699"}}}}"##, to: path)
        let report = registry.reloadTokens()
        #expect(!report.changed)
        #expect(report.problems.first?.hasPrefix("\(path): /palette/blue/500/$value") == true, "\(report.problems)")
        #expect(registry.version == version && changes.all.isEmpty)
        #expect(registry.tokens?.token("brand.accent") != nil)
    }

    @Test func aRemovedTokenAStyleNamesKeepsTheTokensInForce() throws {
        let changes = LockedChanges()
        let (registry, path) = try registry(changes: changes)
        try write(Self.tokensFile(withSpacing: false), to: path)
        let report = registry.reloadTokens()
        #expect(!report.changed && changes.all.isEmpty)
        #expect(
            report.problems.contains { $0.hasPrefix("data folder: spaced.json: /overrides/content/imageToTextPadding") }
        )
        #expect(
            report.problems.contains { $0.hasPrefix("data folder: wide.json: /overrides/content/imageToTextPadding") })
        #expect(registry.tokens?.token("spacing.m") != nil)
    }
}

/// The changes an observer heard, in order.
final class LockedChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var changes: [RegistryChange] = []

    func append(_ change: RegistryChange) { lock.withLock { changes.append(change) } }
    var all: [RegistryChange] { lock.withLock { changes } }
}
