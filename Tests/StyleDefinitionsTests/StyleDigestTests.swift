import StrictJSON
import StyleDefinitions
import Testing

/// A style's digest (the root of its per-style entity tags): its own content and its `extends` chain, the same in
/// every registry holding the same styles.
@Suite("Style digests")
struct StyleDigestTests {
    func document(_ text: String) throws -> JSONValue { try JSONReader().parse(Array(text.utf8)) }

    func registry(_ styles: [(String, String)]) throws -> StyleRegistry {
        let registry = StyleRegistry(store: nil)
        for (name, text) in styles { _ = try registry.put(name: name, document: try document(text)) }
        return registry
    }

    @Test func equalStylesHaveEqualDigestsWhateverElseTheRegistryHolds() throws {
        let first = try registry([("base", #"{"extends": "cell"}"#), ("child", #"{"extends": "base"}"#)])
        let second = try registry([
            ("other", #"{"extends": "valueCell"}"#), ("base", #"{"extends": "sidebarCell"}"#),
            ("base", #"{"extends": "cell"}"#), ("child", #"{"extends": "base"}"#),
        ])
        #expect(first.snapshot.version != second.snapshot.version)
        for name in ["cell", "sidebarCell", "base", "child"] {
            let digest = try #require(first.snapshot[name]?.digest)
            #expect(digest == second.snapshot[name]?.digest, "\(name)")
            #expect(digest != 0)
        }
        #expect(first.snapshot["child"]?.digest != first.snapshot["base"]?.digest)
        #expect(first.snapshot["cell"]?.digest != first.snapshot["subtitleCell"]?.digest)
    }

    @Test func aChangedBaseChangesItsDescendantsAndNoOneElse() throws {
        let registry = try registry([
            ("base", #"{"extends": "cell"}"#), ("child", #"{"extends": "base"}"#),
            ("grandchild", #"{"extends": "child"}"#), ("bystander", #"{"extends": "cell"}"#),
        ])
        let before = registry.snapshot
        _ = try registry.put(
            name: "base",
            document: try document(#"{"extends": "cell", "overrides": {"background": {"cornerRadius": 3}}}"#))
        let after = registry.snapshot
        for name in ["base", "child", "grandchild"] {
            #expect(before[name]?.digest != after[name]?.digest, "\(name) changes with its base")
        }
        for name in ["bystander", "cell", "sidebarCell"] {
            #expect(before[name]?.digest == after[name]?.digest, "\(name) does not")
        }
    }

    @Test func digestsAreFixedAcrossBuildsAndProcesses() throws {
        // The tags replicas compare: a change to how digests are computed changes every client's tags, so say so.
        let registry = try registry([("base", #"{"extends": "cell"}"#)])
        #expect(registry.snapshot["cell"]?.digest == registry.snapshot["cell"]?.digest)
        let again = try self.registry([("base", #"{"extends": "cell"}"#)])
        #expect(registry.snapshot["base"]?.digest == again.snapshot["base"]?.digest)
        #expect(registry.snapshot.digest == again.snapshot.digest)
    }
}
