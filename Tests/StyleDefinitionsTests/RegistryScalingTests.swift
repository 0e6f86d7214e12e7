import Dispatch
import Foundation
import StyleDefinitions
import Synchronization
import Testing

/// A write compiles the style it changes and the styles extending it, not the whole registry, and a validation
/// does not wait for a writer. Counted through the registry's compilation observer, so no timing is involved.
@Suite("Registry writes scale")
struct RegistryScalingTests {
    /// The names compiled, in order.
    final class Compiled: Sendable {
        private let names = Mutex<[String]>([])
        func record(_ name: String) { names.withLock { $0.append(name) } }
        /// The names compiled since the last call.
        func take() -> [String] {
            names.withLock { names in
                defer { names = [] }
                return names
            }
        }
    }

    static let others = 300

    /// A registry holding `others` unrelated styles and the chain base ← middle ← leaf, with its observer emptied.
    static func registry(_ compiled: Compiled) throws -> StyleRegistry {
        let registry = StyleRegistry(store: nil, compilationObserver: { compiled.record($0) })
        for index in 0..<others {
            _ = try registry.put(name: "other\(index)", document: try json(#"{ "extends": "cell" }"#))
        }
        _ = try registry.put(name: "base", document: try json(#"{ "extends": "sidebarCell" }"#))
        _ = try registry.put(name: "middle", document: try json(#"{ "extends": "base" }"#))
        _ = try registry.put(name: "leaf", document: try json(#"{ "extends": "middle" }"#))
        _ = compiled.take()
        return registry
    }

    @Test func aPutCompilesTheStyleAndItsDependentsOnly() throws {
        let compiled = Compiled()
        let registry = try Self.registry(compiled)
        _ = try registry.put(name: "other7", document: try json(#"{ "extends": "valueCell" }"#))
        #expect(compiled.take() == ["other7"])
        _ = try registry.put(name: "new", document: try json(#"{ "extends": "cell" }"#))
        #expect(compiled.take() == ["new"])

        let rounded = #"{ "extends": "sidebarCell", "overrides": { "background": { "cornerRadius": 3 } } }"#
        _ = try registry.put(name: "base", document: try json(rounded))
        #expect(compiled.take() == ["base", "middle", "leaf"], "bases before the styles extending them")
        #expect(registry.snapshot["leaf"]?.definition.overrides.background.count == 1, "the leaf sees its new base")

        _ = try registry.delete(name: "new")
        #expect(compiled.take().isEmpty, "a delete of a style nothing extends compiles nothing")
        #expect(try registry.validate(name: "middle", document: try json(#"{ "extends": "cell" }"#)) == false)
        #expect(compiled.take() == ["middle", "leaf"])
        #expect(registry.snapshot.styles.count == BuiltInStyles.all.count + Self.others + 3)
    }

    @Test func aPutGivesTheSameStylesAndDigestsAsARegistryBuiltFromScratch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let live = StyleRegistry(store: try StyleStore(directory: folder))
        _ = try live.put(name: "base", document: try json(#"{ "extends": "sidebarCell" }"#))
        _ = try live.put(name: "child", document: try json(#"{ "extends": "base" }"#))
        _ = try live.put(name: "bystander", document: try json(#"{ "extends": "cell" }"#))
        _ = try live.put(name: "base", document: try json(#"{ "extends": "valueCell" }"#))
        let restarted = StyleRegistry(store: try StyleStore(directory: folder)).snapshot
        #expect(restarted.digest == live.snapshot.digest)
        for (name, style) in restarted.styles {
            #expect(live.snapshot[name]?.digest == style.digest, "\(name)")
            #expect(live.snapshot[name]?.definition.extends == style.definition.extends, "\(name)")
        }
        #expect(live.snapshot.styles.count == restarted.styles.count)
    }

    /// A validation runs while a writer holds the registry: the writer's compilation waits for it (bounded).
    @Test func aValidationDoesNotWaitForAWriter() throws {
        let validated = DispatchSemaphore(value: 0)
        let outcome = Mutex<Bool?>(nil)
        let registry = Mutex<StyleRegistry?>(nil)
        let created = StyleRegistry(
            store: nil,
            compilationObserver: { name in
                guard name == "slow", let registry = registry.withLock({ $0 }) else { return }
                DispatchQueue.global().async {
                    let creates = try? registry.validate(name: "quick", document: try json(#"{ "extends": "cell" }"#))
                    outcome.withLock { $0 = creates }
                    validated.signal()
                }
                _ = validated.wait(timeout: .now() + .seconds(10))
            })
        registry.withLock { $0 = created }
        _ = try created.put(name: "slow", document: try json(#"{ "extends": "cell" }"#))
        #expect(outcome.withLock { $0 } == true, "the validation answered while the put held the write lock")
    }
}
