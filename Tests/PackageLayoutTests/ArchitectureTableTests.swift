import Foundation
import Testing

/// `docs/ARCHITECTURE.md`'s module table against `Package.swift` and the sources' `import` lines, so the map cannot
/// drift from the package it describes.
@Suite("docs/ARCHITECTURE.md matches Package.swift and the imports")
struct ArchitectureTableTests {
    /// One row of the table: a target and the targets (and plugins) it depends on.
    struct Row: Equatable, CustomStringConvertible {
        var name: String
        var dependencies: Set<String>
        var plugins: Set<String>
        var description: String { "\(name) → \(dependencies.sorted()) plugins \(plugins.sorted())" }
    }

    /// Modules every target may import without declaring them: the toolchain's.
    static let system: Set<String> = [
        "Glibc", "Darwin", "Foundation", "FoundationNetworking", "Dispatch", "Synchronization", "Testing", "XCTest",
        "PackagePlugin",
        "PackageDescription",
    ]

    static func tableRows() throws -> [Row] {
        let url = PackageManifest.root.appendingPathComponent("docs/ARCHITECTURE.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let start = text.range(of: "<!-- architecture-table -->"),
            let end = text.range(of: "<!-- /architecture-table -->")
        else { return [] }
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2).map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let parts = cells.count > 2 ? cells[2].components(separatedBy: "; plugin ") : []
            func names(_ list: String?) -> Set<String> {
                guard let list, list != "—" else { return [] }
                return Set(list.components(separatedBy: ", "))
            }
            return Row(
                name: cells.first?.trimmingCharacters(in: CharacterSet(charactersIn: "`")) ?? "",
                dependencies: names(parts.first), plugins: names(parts.count > 1 ? parts[1] : nil))
        }
    }

    @Test func everyTargetThatIsNotATestHasItsRowWithItsDeclaredDependencies() throws {
        let manifest = try PackageManifest.load()
        let expected = manifest.targets.filter { $0.kind != "testTarget" }.map {
            Row(name: $0.name, dependencies: Set($0.dependencies), plugins: Set($0.plugins))
        }
        let rows = try Self.tableRows()
        #expect(rows.count == Set(rows.map(\.name)).count, "a target has two rows")
        #expect(
            rows.sorted { $0.name < $1.name } == expected.sorted { $0.name < $1.name },
            "docs/ARCHITECTURE.md's table and Package.swift disagree")
    }

    @Test func everySwiftTargetImportsExactlyTheTargetsItDeclares() throws {
        let manifest = try PackageManifest.load()
        let targetNames = Set(manifest.targets.map { $0.name.replacingOccurrences(of: "-", with: "_") })
        for target in manifest.targets where target.kind != "systemLibrary" && target.name != "CEpollHTTPSystem" {
            let imported = try Self.imports(under: target.path).subtracting(Self.system)
            #expect(
                imported.isSubset(of: targetNames),
                "\(target.name) imports \(imported.subtracting(targetNames).sorted()), which is no target")
            let declared = Set(target.dependencies.map { $0.replacingOccurrences(of: "-", with: "_") })
            // A plugin's tool is run, not imported.
            let expected = target.kind == "plugin" ? [] : declared
            #expect(
                imported.intersection(targetNames) == expected,
                "\(target.name) imports \(imported.sorted()) but declares \(declared.sorted())")
        }
    }

    @Test func readsThePackagesOwnShape() throws {
        // The parser itself, on facts the rest of the package relies on: these fail if it reads nothing.
        let manifest = try PackageManifest.load()
        #expect(manifest.target("EpollHTTP")?.dependencies == ["CEpollHTTPSystem"])
        #expect(manifest.target("CEpollHTTPSystem")?.path == "Sources/EpollHTTP/CSystem")
        #expect(manifest.target("StyleHTTPService")?.plugins == ["EmbedResources"])
        #expect(manifest.target("PackageLayoutTests")?.kind == "testTarget")
        #expect(try Self.tableRows().count >= 10)
    }

    /// The module an `import` line names (`import Foo`, `@testable import Foo`, `import struct Foo.Bar`), with an
    /// executable's `-` read as `_`, as the compiler names its module.
    static func importedModule(_ line: Substring) -> String? {
        var words = line.split(separator: " ")[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "typealias", "var", "let"]
        if let first = words.first, kinds.contains(first) { words = words.dropFirst() }
        return words.first.map { String($0.prefix { $0 != "." }) }
    }

    /// The modules the Swift files under `path` import (the system's included).
    static func imports(under path: String) throws -> Set<String> {
        let folder = PackageManifest.root.appendingPathComponent(path)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var modules: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") { modules.formUnion(importedModule(line).map { [$0] } ?? []) }
        }
        return modules
    }
}
