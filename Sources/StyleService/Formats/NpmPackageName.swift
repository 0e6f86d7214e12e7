/// A name npm accepts for a new package (`brand-styles`, `@acme/row-styles`): lower case, at most 214 characters,
/// an optional `@scope/`, and each part of a-z, 0-9, `-`, `.` and `_`, not starting with `.` or `_`. Checked before
/// `style-resolver export --package` writes anything, so package.json never names a package npm would refuse.
package struct NpmPackageName: Sendable, Equatable {
    /// The name as package.json writes it.
    package let text: String

    /// The longest name npm accepts.
    static let maximumLength = 214

    /// The name, or why npm would refuse it.
    package static func parse(_ text: String) -> Result<NpmPackageName, NpmPackageNameError> {
        if text.isEmpty { return .failure(NpmPackageNameError(name: text, reason: "it is empty")) }
        if text.utf8.count > maximumLength {
            return .failure(NpmPackageNameError(name: text, reason: "it is longer than \(maximumLength) characters"))
        }
        var parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if text.hasPrefix("@") {
            guard parts.count == 2 else {
                return .failure(NpmPackageNameError(name: text, reason: "a scoped name is @scope/name"))
            }
            parts[0].removeFirst()
        } else if parts.count != 1 {
            return .failure(NpmPackageNameError(name: text, reason: "only a scoped name (@scope/name) has a /"))
        }
        for part in parts {
            if let reason = problem(part) { return .failure(NpmPackageNameError(name: text, reason: reason)) }
        }
        if ["node_modules", "favicon.ico"].contains(text) {
            return .failure(NpmPackageNameError(name: text, reason: "npm reserves it"))
        }
        return .success(NpmPackageName(text: text))
    }

    /// What is wrong with a scope or a name, if anything.
    private static func problem(_ part: String) -> String? {
        guard let first = part.unicodeScalars.first else { return "a scope or name is empty" }
        if first == "." || first == "_" { return "it starts with \"\(first)\"" }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-._".unicodeScalars)
        if let bad = part.unicodeScalars.first(where: { !allowed.contains($0) }) {
            let shown =
                bad.properties.isWhitespace || bad.value < 0x20 || bad.value == 0x7F
                ? "U+" + String(bad.value, radix: 16, uppercase: true) : String(bad)
            let advice = bad.properties.isUppercase ? " (npm names are lower case)" : ""
            return "it has \"\(shown)\"\(advice); a name takes a-z, 0-9, -, . and _"
        }
        return nil
    }
}

/// Why a package name was refused, for the command's message.
package struct NpmPackageNameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name given.
    package let name: String
    /// What is wrong with it.
    package let reason: String

    package var description: String { "\"\(name)\" is not an npm package name: \(reason)" }
}
