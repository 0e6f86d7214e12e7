import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@Suite("Style registry")
struct StyleRegistryTests {
    @Test func putGetDeleteBumpVersionsAndPersistAcrossRestarts() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let registry = StyleRegistry(store: try StyleStore(directory: folder))
        #expect(registry.snapshot.version == 1)
        #expect(registry.snapshot.styles.count == BuiltInStyles.all.count)

        let created = try registry.put(name: "archivedCell", document: try json(archivedCellDocument))
        #expect(created.created)
        #expect(created.snapshot.version == 2)
        let replaced = try registry.put(name: "archivedCell", document: try json(archivedCellDocument))
        #expect(!replaced.created)
        #expect(replaced.snapshot.version == 3)
        #expect(registry.snapshot["archivedCell"]?.origin == .dataFolder)
        #expect(FileManager.default.fileExists(atPath: folder + "/archivedCell.json"))

        // A new registry on the same folder (a restart) loads the style.
        let restarted = StyleRegistry(store: try StyleStore(directory: folder))
        #expect(restarted.initialLoadReport.problems.isEmpty)
        #expect(restarted.initialLoadReport.loaded == 1)
        let style = try #require(restarted.snapshot["archivedCell"])
        #expect(style.document == (try json(archivedCellDocument)))
        // The same styles give the same digest in another process at another version; other styles another digest.
        #expect(restarted.snapshot.version == 1)
        #expect(restarted.snapshot.digest == registry.snapshot.digest)
        let builtInsOnly = StyleRegistry(store: nil).snapshot
        #expect(builtInsOnly.version == 1)
        #expect(builtInsOnly.digest != restarted.snapshot.digest, "same version, different styles: different digests")

        let deleted = try registry.delete(name: "archivedCell")
        #expect(deleted.version == 4)
        #expect(deleted.digest == builtInsOnly.digest)
        #expect(registry.snapshot["archivedCell"] == nil)
        #expect(!FileManager.default.fileExists(atPath: folder + "/archivedCell.json"))
        #expect(StyleRegistry(store: try StyleStore(directory: folder)).snapshot["archivedCell"] == nil)
    }

    @Test func refusalsSayWhy() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let registry = StyleRegistry(store: try StyleStore(directory: folder))
        let document = try json(#"{ "extends": "cell" }"#)
        let badDocument = try json(#"{ "background": "nope", "content": "cell" }"#)
        #expect(throws: RegistryError.self) { try registry.put(name: "sidebarCell", document: document) }
        #expect(throws: RegistryError.self) { try registry.put(name: "../escape", document: document) }
        #expect(throws: RegistryError.self) { try registry.delete(name: "missing") }
        #expect(throws: RegistryError.self) { try registry.delete(name: "cell") }
        let invalid = refusal { () throws(RegistryError) in
            _ = try registry.put(name: "bad", document: badDocument)
        }
        guard case .invalidDocument(let problems) = invalid else {
            Issue.record("an invalid document was not refused as such: \(String(describing: invalid))")
            return
        }
        #expect(problems.problems.map(\.pointer.description) == ["/background"])

        _ = try registry.put(name: "parent", document: document)
        _ = try registry.put(name: "child", document: try json(#"{ "extends": "parent" }"#))
        let dependents = refusal { () throws(RegistryError) in _ = try registry.delete(name: "parent") }
        guard case .hasDependents(_, let names) = dependents else {
            Issue.record("a style with dependents was not refused as such: \(String(describing: dependents))")
            return
        }
        #expect(names == ["child"])

        // Replacing the parent so that the child's rules break is refused, naming the child.
        _ = try registry.put(
            name: "keyed", document: try json(#"{ "extends": "cell", "keys": { "k": { "type": "boolean" } } }"#))
        _ = try registry.put(
            name: "user",
            document: try json(
                """
                { "extends": "keyed", "rules": [ { "when": { "customStates": { "k": true } }, "set": {} } ] }
                """))
        let breaking = refusal { () throws(RegistryError) in _ = try registry.put(name: "keyed", document: document) }
        guard case .invalidDocument(let breakingProblems) = breaking else {
            Issue.record("a change that breaks a dependent was not refused: \(String(describing: breaking))")
            return
        }
        #expect(breakingProblems.problems.first?.message.contains("style \"user\", which extends this one") == true)
        #expect(registry.snapshot["keyed"]?.definition.keys.count == 1, "nothing changed")

        let readOnly = StyleRegistry(store: try StyleStore(directory: folder), readOnly: true)
        #expect(readOnly.snapshot["parent"] != nil)
        #expect(throws: RegistryError.self) { try readOnly.put(name: "other", document: document) }
    }

    @Test func validateRunsThePutsChecksWithoutWritingEvenWhenReadOnly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let registry = StyleRegistry(store: try StyleStore(directory: folder))
        let document = try json(archivedCellDocument)
        #expect(try registry.validate(name: "archivedCell", document: document), "a put would create it")
        #expect(registry.snapshot.version == 1, "nothing was published")
        #expect(registry.snapshot["archivedCell"] == nil)
        #expect(!FileManager.default.fileExists(atPath: folder + "/archivedCell.json"), "nothing was written")
        _ = try registry.put(name: "archivedCell", document: document)
        #expect(try !registry.validate(name: "archivedCell", document: document), "a put would replace it")

        let broken = try json(#"{ "extends": "cell", "overrides": { "background": { "cornerRadius": "round" } } }"#)
        let refused = refusal { () throws(RegistryError) in _ = try registry.validate(name: "other", document: broken) }
        guard case .invalidDocument(let problems) = refused else {
            Issue.record("an invalid document was not refused: \(String(describing: refused))")
            return
        }
        #expect(problems.problems.map(\.pointer.description) == ["/overrides/background/cornerRadius"])
        let builtIn = refusal { () throws(RegistryError) in _ = try registry.validate(name: "cell", document: document)
        }
        guard case .builtInStyle = builtIn else {
            Issue.record("a built-in name was not refused: \(String(describing: builtIn))")
            return
        }

        let readOnly = StyleRegistry(store: try StyleStore(directory: folder), readOnly: true)
        #expect(try !readOnly.validate(name: "archivedCell", document: document), "read-only registries validate too")
        #expect(try readOnly.validate(name: "another", document: document))
    }

    @Test func temporaryFilesFromACrashAreIgnoredAndRemoved() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "{ \"extends\": \"ce".write(toFile: folder + "/.half.json.tmp-1-2", atomically: false, encoding: .utf8)
        try "not json".write(toFile: folder + "/broken.json", atomically: false, encoding: .utf8)
        try #"{ "extends": "cell" }"#.write(toFile: folder + "/good.json", atomically: false, encoding: .utf8)
        let registry = StyleRegistry(store: try StyleStore(directory: folder))
        #expect(registry.snapshot["good"] != nil)
        #expect(registry.snapshot["broken"] == nil)
        #expect(registry.initialLoadReport.problems.count == 1)
        #expect(registry.initialLoadReport.problems.first?.contains("broken.json") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/.half.json.tmp-1-2"))
    }

    @Test func stylesFolderIsReadOnlyAndReloadsAllOrNothing() throws {
        let data = try temporaryFolder()
        let styles = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: data)
            try? FileManager.default.removeItem(atPath: styles)
        }
        try #"{ "extends": "sidebarCell", "overrides": { "background": { "cornerRadius": 2 } } }"#
            .write(toFile: styles + "/brand.json", atomically: true, encoding: .utf8)
        let registry = StyleRegistry(
            store: try StyleStore(directory: data),
            stylesFolder: FolderReader(directory: styles, maximumFileBytes: 1 << 20))
        #expect(registry.snapshot["brand"]?.origin == .stylesFolder)
        #expect(throws: RegistryError.self) {
            try registry.put(name: "brand", document: try json(#"{ "extends": "cell" }"#))
        }
        #expect(throws: RegistryError.self) { try registry.delete(name: "brand") }

        try #"{ "extends": "sidebarCell", "overrides": { "background": { "cornerRadius": 7 } } }"#
            .write(toFile: styles + "/brand.json", atomically: true, encoding: .utf8)
        try #"{ "extends": "cell" }"#.write(toFile: styles + "/second.json", atomically: true, encoding: .utf8)
        let version = registry.snapshot.version
        let report = registry.reloadStylesFolder()
        #expect(report.problems.isEmpty)
        #expect(report.loaded == 2)
        #expect(registry.snapshot.version == version + 1)
        let brandOverrides = registry.snapshot["brand"]?.definition.overrides.background
        #expect(brandOverrides == [try backgroundAssignment("cornerRadius", .number(7))])

        try #"{ "extends": "nowhere" }"#.write(toFile: styles + "/third.json", atomically: true, encoding: .utf8)
        let failed = registry.reloadStylesFolder()
        #expect(!failed.problems.isEmpty)
        #expect(registry.snapshot.version == version + 1, "a failed reload changes nothing")
        #expect(registry.snapshot["third"] == nil)
        #expect(registry.snapshot["second"] != nil)
    }

    @Test func concurrentWritersAndReadersSeeConsistentSnapshots() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let registry = StyleRegistry(store: try StyleStore(directory: folder))
        let writers = 4
        let writesPerWriter = 25
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    for index in 0..<writesPerWriter {
                        _ = try registry.put(
                            name: "w\(writer)-\(index)",
                            document: try json(
                                #"{ "extends": "cell", "overrides": { "background": { "cornerRadius": \#(index) } } }"#)
                        )
                    }
                }
            }
            group.addTask {
                var lastVersion: UInt64 = 0
                for _ in 0..<500 {
                    let snapshot = registry.snapshot
                    #expect(snapshot.version >= lastVersion, "versions never go back")
                    #expect(snapshot.styles.count == BuiltInStyles.all.count + Int(snapshot.version - 1))
                    lastVersion = snapshot.version
                    await Task.yield()
                }
            }
            try await group.waitForAll()
        }
        #expect(registry.snapshot.version == UInt64(1 + writers * writesPerWriter))
        let restarted = StyleRegistry(store: try StyleStore(directory: folder))
        #expect(restarted.snapshot.styles.count == BuiltInStyles.all.count + writers * writesPerWriter)
    }
}
