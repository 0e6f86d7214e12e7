import StrictJSON

/// A reference from one token to another: a curly-brace alias (`"{brand.accent}"`) or a JSON pointer
/// (`"#/brand/accent/$value"`, possibly reaching inside the value: `"#/brand/accent/$value/components/0"`).
struct TokenReference: Hashable, Sendable {
    /// The segments of the token path named (`["brand", "accent"]`).
    var path: [String]
    /// For a pointer reaching inside the named token's value: the rest of the pointer below `$value`.
    var inside: JSONPointer?

    /// The dotted path (`brand.accent`).
    var dottedPath: String { path.joined(separator: ".") }

    /// Whether `text` is written as a reference of either form (whether or not it is well formed).
    static func isReference(_ text: String) -> Bool {
        text.hasPrefix("#/") || (text.hasPrefix("{") && text.hasSuffix("}"))
    }

    /// The alias `text` (`"{brand.accent}"`), or nil when the string is not written as an alias. A string in
    /// braces that is not a well-formed path (`"{a..b}"`) is returned with no path, for the caller to refuse.
    static func alias(_ text: String) -> TokenReference? {
        guard text.utf8.count >= 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        let inner = text.dropFirst().dropLast()
        let segments = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let wellFormed = segments.allSatisfy { !$0.isEmpty && !$0.contains("{") && !$0.contains("}") }
        return TokenReference(path: wellFormed ? segments : [], inside: nil)
    }

    /// The JSON pointer reference `text` (`"#/brand/accent/$value"`), or nil when it is not `#/` followed by a valid
    /// pointer. The token path is the pointer up to `$value` (or all of it); what follows `$value` is ``inside``.
    /// As a URI fragment the pointer may escape characters (`#/space/my%20token`).
    static func pointer(_ text: String) -> TokenReference? {
        guard text.hasPrefix("#/"), let pointer = fragmentPointer(String(text.dropFirst())) else { return nil }
        let tokens = pointer.tokens
        guard let valueIndex = tokens.firstIndex(of: "$value") else {
            return TokenReference(path: tokens, inside: nil)
        }
        let rest = Array(tokens[(valueIndex + 1)...])
        return TokenReference(
            path: Array(tokens[..<valueIndex]), inside: rest.isEmpty ? nil : JSONPointer(tokens: rest))
    }

    /// The JSON pointer a URI fragment (the text after `#`) writes, its `%`-escapes decoded (RFC 6901's section 6);
    /// a `%` that starts no escape (`/opacity/50%`) is read as itself, and a fragment without its leading `/`
    /// (`example.json#sets/MySet`, as the Resolver Module's own example writes it) as if it had one.
    static func fragmentPointer(_ fragment: String) -> JSONPointer? {
        let decoded = TokenFileReader.percentDecoded(fragment) ?? fragment
        return JSONPointer(parsing: decoded.isEmpty || decoded.hasPrefix("/") ? decoded : "/" + decoded)
    }

    /// The reference in a token's `$value` (an alias string) or `$ref`, if any; a malformed one has an empty path.
    static func of(_ token: RawToken) -> TokenReference? {
        if let reference = token.reference { return pointer(reference) ?? TokenReference(path: [], inside: nil) }
        if let text = token.value?.stringValue { return alias(text) }
        return nil
    }
}
