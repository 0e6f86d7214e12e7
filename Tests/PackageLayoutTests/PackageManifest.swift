import Foundation

/// The targets `Package.swift` declares, read from its text: enough of the manifest to check the documents that
/// describe it, without running the package manager inside a test.
struct PackageManifest {
    /// One `.target`, `.executableTarget`, `.testTarget`, `.systemLibrary` or `.plugin` call.
    struct Target: Equatable {
        var name: String
        var kind: String
        /// The folder of its sources, relative to the package root.
        var path: String
        var dependencies: [String]
        var plugins: [String]
    }

    var targets: [Target]

    /// The root of this repository, found from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Reads `Package.swift` at the repository's root.
    static func load() throws -> PackageManifest {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return PackageManifest(text: text)
    }

    init(text: String) {
        let kinds = ["target", "executableTarget", "testTarget", "systemLibrary", "plugin"]
        var found: [Target] = []
        var rest = text[...]
        while let call = Self.nextCall(in: rest, kinds: kinds) {
            let arguments = Self.balanced(rest[call.open...], open: "(", close: ")")
            if let name = Self.string(after: "name:", in: arguments) {
                let folder = call.kind == "testTarget" ? "Tests" : (call.kind == "plugin" ? "Plugins" : "Sources")
                found.append(
                    Target(
                        name: name, kind: call.kind,
                        path: Self.string(after: "path:", in: arguments) ?? "\(folder)/\(name)",
                        dependencies: Self.strings(inList: "dependencies:", in: arguments),
                        plugins: Self.strings(inList: "plugins:", in: arguments)))
            }
            rest = rest[arguments.endIndex...]
        }
        targets = found
    }

    /// The target named `name`, if the manifest declares one.
    func target(_ name: String) -> Target? { targets.first { $0.name == name } }

    private static func nextCall(
        in text: Substring, kinds: [String]
    ) -> (kind: String, open: Substring.Index)? {
        var best: (kind: String, open: Substring.Index)?
        for kind in kinds {
            guard let range = text.range(of: ".\(kind)(") else { continue }
            let open = text.index(before: range.upperBound)
            if best.map({ open < $0.open }) ?? true { best = (kind, open) }
        }
        return best
    }

    /// The text from `text`'s first character (an opening bracket) to its matching closing one, inclusive.
    private static func balanced(_ text: Substring, open: Character, close: Character) -> Substring {
        var depth = 0
        var inString = false
        for index in text.indices {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            guard !inString else { continue }
            if character == open { depth += 1 }
            if character == close {
                depth -= 1
                if depth == 0 { return text[...index] }
            }
        }
        return text
    }

    private static func string(after label: String, in text: Substring) -> String? {
        guard let range = text.range(of: label) else { return nil }
        return literals(in: text[range.upperBound...]).first
    }

    private static func strings(inList label: String, in text: Substring) -> [String] {
        guard let range = text.range(of: label),
            let open = text[range.upperBound...].firstIndex(of: "[")
        else { return [] }
        return literals(in: balanced(text[open...], open: "[", close: "]"))
    }

    /// The string literals in `text`, in order.
    private static func literals(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
