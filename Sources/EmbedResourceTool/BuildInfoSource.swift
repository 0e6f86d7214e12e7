/// Renders `BuildInfo.swift`: the service's version, read from the `info.version` of its OpenAPI document (the one
/// place the version is written), and the commit the build was made from.
struct BuildInfoSource {
    /// The commit: hex digits, or a short name such as a tag (letters, digits, `.`, `_`, `-`, at most 64); anything
    /// else, or nothing, becomes `unknown`.
    var commit: String

    /// The Swift source for the OpenAPI document `openAPI`; throws when it has no `info.version`.
    func render(openAPI: String) throws -> String {
        guard let version = Self.version(inOpenAPI: openAPI) else {
            throw ToolError("the OpenAPI document has no info.version")
        }
        let lines = [
            "// Generated at build time by the EmbedResources plugin; do not edit.",
            "",
            "/// What this build of the service is, for `--version` and the start line of the log.",
            "public enum BuildInfo {",
            "    /// The service's version (`info.version` of openapi.yaml).",
            "    public static let version = \"\(version)\"",
            "    /// The commit the build was made from (`STYLE_RESOLVER_COMMIT`, else the checkout's), or `unknown`.",
            "    public static let commit = \"\(Self.sanitized(commit))\"",
            "}",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// `commit` when it is safe to write in a literal and to print, else `unknown`.
    static func sanitized(_ commit: String) -> String {
        let allowed =
            !commit.isEmpty && commit.utf8.count <= 64
            && commit.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "._-".unicodeScalars.contains(scalar))
            }
        return allowed ? commit : "unknown"
    }

    /// The value of `version:` in the document's top-level `info:` mapping (quotes removed), or nil. Only the
    /// characters a version needs are accepted.
    static func version(inOpenAPI text: String) -> String? {
        var inInfo = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.first.map({ !$0.isWhitespace && $0 != "#" }) ?? false {
                inInfo = line.hasPrefix("info:")
                continue
            }
            guard inInfo else { continue }
            let trimmed = line.drop(while: { $0 == " " })
            guard trimmed.hasPrefix("version:") else { continue }
            var value = trimmed.dropFirst("version:".count).drop(while: { $0 == " " })
            while let last = value.last, last == " " || last == "\r" { value = value.dropLast() }
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = value.dropFirst().dropLast()
            }
            let version = String(value)
            guard !version.isEmpty, version.count <= 64,
                version.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-+_".contains($0)) })
            else { return nil }
            return version
        }
        return nil
    }
}
