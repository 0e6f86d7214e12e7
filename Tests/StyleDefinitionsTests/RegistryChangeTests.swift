import Foundation
import StyleDefinitions
import Synchronization
import Testing

/// Every publication is a change with its version and the styles it changed (dependents included), heard by the
/// observers in order and kept in a bounded history.
@Suite("Registry changes")
struct RegistryChangeTests {
    /// The changes an observer heard, in order.
    final class Heard: Sendable {
        private let changes = Mutex<[RegistryChange]>([])
        var all: [RegistryChange] { changes.withLock { $0 } }
        func record(_ change: RegistryChange) { changes.withLock { $0.append(change) } }
    }

    @Test func putsAndDeletesNameTheStylesTheyChangeWithTheirDependents() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let registry = StyleRegistry(store: try StyleStore(directory: folder))
        let heard = Heard()
        registry.addChangeObserver { heard.record($0) }
        _ = try registry.put(name: "base", document: try json(#"{ "extends": "sidebarCell" }"#))
        _ = try registry.put(name: "middle", document: try json(#"{ "extends": "base" }"#))
        _ = try registry.put(name: "leaf", document: try json(#"{ "extends": "middle" }"#))
        _ = try registry.put(name: "other", document: try json(#"{ "extends": "cell" }"#))
        let rounded = #"{ "extends": "sidebarCell", "overrides": { "background": { "cornerRadius": 3 } } }"#
        _ = try registry.put(name: "base", document: try json(rounded))
        _ = try registry.put(name: "leaf", document: try json(#"{ "extends": "other" }"#))
        _ = try registry.delete(name: "leaf")
        #expect(
            heard.all == [
                RegistryChange(version: 2, styles: ["base"]),
                RegistryChange(version: 3, styles: ["middle"]),
                RegistryChange(version: 4, styles: ["leaf"]),
                RegistryChange(version: 5, styles: ["other"]),
                // A changed base changes every style that extends it, however indirectly.
                RegistryChange(version: 6, styles: ["base", "leaf", "middle"]),
                RegistryChange(version: 7, styles: ["leaf"]),
                RegistryChange(version: 8, styles: ["leaf"]),
            ])
        #expect(registry.snapshot.version == 8)
        #expect(registry.changeHistory.changes(after: 5) == Array(heard.all[4...]))
        #expect(registry.changeHistory.changes(after: 8) == [])
    }

    @Test func refusedWritesAndFailedReloadsChangeNothing() throws {
        let data = try temporaryFolder()
        let styles = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: data)
            try? FileManager.default.removeItem(atPath: styles)
        }
        try #"{ "extends": "cell" }"#.write(toFile: styles + "/brand.json", atomically: true, encoding: .utf8)
        try #"{ "extends": "brand" }"#.write(toFile: styles + "/brandRow.json", atomically: true, encoding: .utf8)
        let registry = StyleRegistry(
            store: try StyleStore(directory: data),
            stylesFolder: FolderReader(directory: styles, maximumFileBytes: 1 << 20))
        let heard = Heard()
        registry.addChangeObserver { heard.record($0) }
        #expect(throws: RegistryError.self) { try registry.put(name: "brand", document: try json("{}")) }
        #expect(throws: RegistryError.self) { try registry.delete(name: "nothing") }
        try #"{ "extends": "nowhere" }"#.write(toFile: styles + "/broken.json", atomically: true, encoding: .utf8)
        #expect(!registry.reloadStylesFolder().problems.isEmpty)
        #expect(heard.all.isEmpty)

        try FileManager.default.removeItem(atPath: styles + "/broken.json")
        try #"{ "extends": "sidebarCell" }"#.write(toFile: styles + "/brand.json", atomically: true, encoding: .utf8)
        #expect(registry.reloadStylesFolder().problems.isEmpty)
        // An unchanged reload publishes nothing: no version, no event.
        let unchanged = registry.reloadStylesFolder()
        #expect(unchanged.problems.isEmpty && !unchanged.changed)
        #expect(heard.all == [RegistryChange(version: 2, styles: ["brand", "brandRow"])])
        #expect(registry.snapshot.version == 2)
    }

    @Test(
        arguments: [
            // (known version, expected versions after it, or nil for "too old or not ours")
            (UInt64(6), [UInt64]()), (5, [6]), (3, [4, 5, 6]), (2, nil), (0, nil), (7, nil),
        ] as [(UInt64, [UInt64]?)])
    func theHistoryKeepsTheLatestChanges(known: UInt64, expected: [UInt64]?) {
        var history = ChangeHistory(version: 1, capacity: 3)
        for version in UInt64(2)...6 { history.record(RegistryChange(version: version, styles: ["s\(version)"])) }
        #expect(history.version == 6)
        #expect(history.changes.map(\.version) == [4, 5, 6])
        #expect(history.changes(after: known)?.map(\.version) == expected)
    }

    @Test func aNewRegistryHasNoHistoryBeforeItsFirstVersion() {
        let registry = StyleRegistry(store: nil)
        #expect(registry.changeHistory.changes(after: 1) == [])
        #expect(registry.changeHistory.changes(after: 0) == nil)
    }
}
