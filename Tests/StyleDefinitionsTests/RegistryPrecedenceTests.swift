import Foundation
import StrictJSON
import StyleDefinitions
import Testing

/// The styles folder (the operator's) wins over the data folder (the users'), and a reload reaches what a restart
/// on the same folders reaches: a user style the folder breaks or hides is left out, said, and kept on disk.
@Suite("Registry precedence")
struct RegistryPrecedenceTests {
    static let keyedBrand = #"{ "extends": "cell", "keys": { "k": { "type": "boolean" } } }"#
    static let plainBrand = #"{ "extends": "cell" }"#
    static let userRow =
        #"{ "extends": "brand", "rules": [ { "when": { "customStates": { "k": true } }, "set": {} } ] }"#

    /// A data folder and a styles folder, removed at the end.
    struct Folders {
        let data: String
        let styles: String

        init() throws {
            data = try temporaryFolder()
            styles = try temporaryFolder()
        }

        func write(_ name: String, _ text: String) throws {
            try text.write(toFile: "\(styles)/\(name).json", atomically: true, encoding: .utf8)
        }

        func registry(limits: RegistryLimits = RegistryLimits()) throws -> StyleRegistry {
            StyleRegistry(
                store: try StyleStore(directory: data),
                stylesFolder: FolderReader(directory: styles, maximumFileBytes: 1 << 20), limits: limits)
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: data)
            try? FileManager.default.removeItem(atPath: styles)
        }
    }

    /// The published user styles by name with their origin and digest: what live and restarted registries compare.
    static func published(_ registry: StyleRegistry) -> [String: String] {
        registry.snapshot.styles.filter { $0.value.origin != .builtIn }.mapValues { "\($0.origin) \($0.digest)" }
    }

    @Test func aReloadThatBreaksAUserStyleLoadsTheFolderAndLeavesTheUserStyleOut() throws {
        let folders = try Folders()
        defer { folders.remove() }
        try folders.write("brand", Self.keyedBrand)
        let live = try folders.registry()
        _ = try live.put(name: "userRow", document: try json(Self.userRow))

        try folders.write("brand", Self.plainBrand)
        let report = live.reloadStylesFolder()
        #expect(report.problems.isEmpty, "the operator's folder always loads: \(report.problems)")
        #expect(report.changed)
        #expect(report.leftOut.contains { $0.hasPrefix("data folder: userRow.json: /rules/0/when/customStates/k") })
        #expect(live.snapshot["brand"]?.definition.keys.isEmpty == true)
        #expect(live.snapshot["userRow"] == nil)
        #expect(live.leftOutProblems(of: "userRow") != nil)
        #expect(FileManager.default.fileExists(atPath: folders.data + "/userRow.json"), "kept on disk")

        // A restart on the same folders reaches the same registry, and says why the style is left out.
        let restarted = try folders.registry()
        #expect(Self.published(restarted) == Self.published(live))
        #expect(restarted.snapshot.digest == live.snapshot.digest)
        #expect(restarted.initialLoadReport.problems.contains { $0.hasPrefix("data folder: userRow.json:") })
        #expect(restarted.leftOutProblems(of: "userRow") == live.leftOutProblems(of: "userRow"))

        // The folder bringing the key back brings the user style back, live as at a restart.
        try folders.write("brand", Self.keyedBrand)
        #expect(live.reloadStylesFolder().problems.isEmpty)
        #expect(live.snapshot["userRow"]?.origin == .dataFolder)
        #expect(Self.published(try folders.registry()) == Self.published(live))

        // Left out again, it can still be deleted: the file goes, and a restart no longer mentions it.
        try folders.write("brand", Self.plainBrand)
        #expect(live.reloadStylesFolder().problems.isEmpty)
        let version = live.snapshot.version
        _ = try live.delete(name: "userRow")
        #expect(live.snapshot.version == version, "nothing published changed")
        #expect(live.leftOutProblems(of: "userRow") == nil)
        #expect(!FileManager.default.fileExists(atPath: folders.data + "/userRow.json"))
        #expect(try folders.registry().initialLoadReport.problems.isEmpty)
    }

    @Test func aStyleOfTheFolderHidesTheUserStyleOfTheSameNameLiveAndAtRestart() throws {
        let folders = try Folders()
        defer { folders.remove() }
        let live = try folders.registry()
        _ = try live.put(name: "promo", document: try json(#"{ "extends": "valueCell" }"#))
        _ = try live.put(name: "promoRow", document: try json(#"{ "extends": "promo" }"#))

        try folders.write("promo", Self.plainBrand)
        let report = live.reloadStylesFolder()
        #expect(report.problems.isEmpty)
        #expect(report.leftOut.contains { $0.hasPrefix("data folder: promo.json: left out (kept on disk)") })
        #expect(live.snapshot["promo"]?.origin == .stylesFolder)
        #expect(live.snapshot["promoRow"]?.definition.contentFactory == "cell", "it extends the folder's promo now")
        #expect(throws: RegistryError.self) { try live.put(name: "promo", document: try json(Self.plainBrand)) }
        #expect(throws: RegistryError.self) { try live.delete(name: "promo") }
        #expect(FileManager.default.fileExists(atPath: folders.data + "/promo.json"))

        let restarted = try folders.registry()
        #expect(Self.published(restarted) == Self.published(live))
        #expect(restarted.initialLoadReport.problems.contains { $0.hasPrefix("data folder: promo.json: left out") })

        // The folder dropping the name brings the user's style back.
        try FileManager.default.removeItem(atPath: folders.styles + "/promo.json")
        #expect(live.reloadStylesFolder().problems.isEmpty)
        #expect(live.snapshot["promo"]?.origin == .dataFolder)
        #expect(live.snapshot["promoRow"]?.definition.contentFactory == "valueCell")
        #expect(Self.published(try folders.registry()) == Self.published(live))
    }

    @Test func aFolderStyleNeverDependsOnAUserStyle() throws {
        let folders = try Folders()
        defer { folders.remove() }
        let live = try folders.registry()
        _ = try live.put(name: "userBase", document: try json(Self.plainBrand))
        try folders.write("brand", #"{ "extends": "userBase" }"#)
        let report = live.reloadStylesFolder()
        #expect(report.problems.contains { $0.contains("\"brand\" extends \"userBase\", which is not a style") })
        #expect(live.snapshot["brand"] == nil)
        #expect(try folders.registry().snapshot["brand"] == nil, "a restart agrees")
    }

    @Test func aFolderStyleLeftOutAtStartUpStillFailsALaterReload() throws {
        let folders = try Folders()
        defer { folders.remove() }
        try folders.write("broken", #"{ "extends": "nowhere" }"#)
        try folders.write("brand", Self.plainBrand)
        let registry = try folders.registry()
        #expect(registry.initialLoadReport.problems.contains { $0.hasPrefix("styles folder: broken.json: /extends") })
        try folders.write("brand", #"{ "extends": "valueCell" }"#)
        let report = registry.reloadStylesFolder()
        #expect(report.problems.contains { $0.hasPrefix("styles folder: broken.json: /extends") }, "all or nothing")
        #expect(registry.snapshot["brand"]?.definition.contentFactory == "cell", "the registry is kept")
    }

    @Test func theStyleCapAdmitsTheFolderFirstThenUserStylesByNameLiveAndAtRestart() throws {
        let folders = try Folders()
        defer { folders.remove() }
        let limits = RegistryLimits(maximumStyles: 3)
        let live = try folders.registry(limits: limits)
        for name in ["a", "b", "c"] { _ = try live.put(name: name, document: try json(Self.plainBrand)) }
        let plain = try json(Self.plainBrand)
        let refused = refusal { () throws(RegistryError) in _ = try live.put(name: "d", document: plain) }
        guard case .tooManyStyles(let limit) = refused else {
            Issue.record("a fourth style was not refused as too many: \(String(describing: refused))")
            return
        }
        #expect(limit == 3)
        #expect(throws: RegistryError.self) { try live.validate(name: "d", document: try json(Self.plainBrand)) }
        #expect(try live.put(name: "c", document: try json(#"{ "extends": "valueCell" }"#)).created == false)

        try folders.write("brand", Self.plainBrand)
        #expect(live.reloadStylesFolder().problems.isEmpty)
        #expect(live.snapshot["brand"]?.origin == .stylesFolder)
        #expect(live.snapshot["c"] == nil, "the last user style by name makes room")
        #expect(live.leftOutProblems(of: "c")?.problems.first?.message.contains("at most 3 styles") == true)
        let restarted = try folders.registry(limits: limits)
        #expect(Self.published(restarted) == Self.published(live))

        try folders.write("more", Self.plainBrand)
        try folders.write("most", Self.plainBrand)
        try folders.write("extra", Self.plainBrand)
        let over = live.reloadStylesFolder()
        #expect(over.problems == ["the styles folder holds 4 styles; at most 3 are allowed"])
        #expect(live.snapshot["brand"] != nil && live.snapshot["more"] == nil, "the registry is kept")
    }

    @Test func documentsOverTheSizeCapAreRefusedAndSkippedAtLoad() throws {
        let folders = try Folders()
        defer { folders.remove() }
        let long = String(repeating: "x", count: 2_000)
        let large = #"{ "extends": "cell", "description": "\#(long)" }"#
        try folders.write("large", large)
        try folders.write("small", Self.plainBrand)
        let registry = try folders.registry(limits: RegistryLimits(maximumDocumentBytes: 1_024))
        #expect(registry.snapshot["small"] != nil)
        #expect(registry.snapshot["large"] == nil)
        #expect(
            registry.initialLoadReport.problems == [
                "styles folder: large.json: the document has 2035 bytes as compact JSON; at most 1024 are allowed"
            ])
        let largeDocument = try json(large)
        let refused = refusal { () throws(RegistryError) in
            _ = try registry.put(name: "large", document: largeDocument)
        }
        guard case .documentTooLarge(let bytes, let limit) = refused else {
            Issue.record("a large document was not refused as such: \(String(describing: refused))")
            return
        }
        #expect(bytes == 2_035 && limit == 1_024)

        // A stored style over the cap (one written under a larger cap) is skipped at start-up with why, and can
        // still be deleted.
        try large.write(toFile: folders.data + "/stored.json", atomically: true, encoding: .utf8)
        let restarted = try folders.registry(limits: RegistryLimits(maximumDocumentBytes: 1_024))
        #expect(restarted.snapshot["stored"] == nil)
        #expect(
            restarted.initialLoadReport.problems.contains { $0.hasPrefix("data folder: stored.json: the document") })
        #expect(restarted.leftOutProblems(of: "stored")?.problems.first?.message.contains("2035 bytes") == true)
        _ = try restarted.delete(name: "stored")
        #expect(!FileManager.default.fileExists(atPath: folders.data + "/stored.json"))
        #expect(restarted.leftOutProblems(of: "stored") == nil)
        #expect(throws: RegistryError.self) { try restarted.delete(name: "stored") }

        // Whatever the cap, a description has at most 4096 bytes.
        let described = #"{ "extends": "cell", "description": "\#(String(repeating: "x", count: 4_097))" }"#
        let describedDocument = try json(described)
        let tooLong = refusal { () throws(RegistryError) in
            _ = try StyleRegistry(store: nil).put(name: "described", document: describedDocument)
        }
        guard case .invalidDocument(let problems) = tooLong else {
            Issue.record("a long description was not refused: \(String(describing: tooLong))")
            return
        }
        #expect(
            problems.problems.map(\.description) == [
                "/description: expected a description of at most 4096 bytes, found 4097"
            ])
    }
}
