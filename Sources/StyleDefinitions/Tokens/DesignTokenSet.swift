import StrictJSON
import ViewConfigurations

/// A team's design tokens, read from a DTCG 2025.10 tokens file or Resolver Module document, with every alias
/// followed: what style documents name with `"{brand.accent}"` instead of a copied value.
public struct DesignTokenSet: Hashable, Sendable {
    /// The tokens by their dotted path (`brand.accent`), aliases already followed.
    public let tokens: [String: DesignToken]

    /// A set of already resolved tokens.
    public init(tokens: [DesignToken]) {
        self.tokens = Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The token at a dotted path, or nil.
    public func token(_ path: String) -> DesignToken? { tokens[path] }

    /// Every path, sorted: the names a did-you-mean chooses among, and what the playground lists.
    public var paths: [String] { tokens.keys.sorted() }

    /// Whether a JSON document is design tokens rather than a style: a resolver document (`resolutionOrder` at its
    /// top) or a tokens file (a `$value` member anywhere, which no style document has). A styles folder holding the
    /// team's tokens beside its styles leaves these to `--tokens`.
    static func isTokensDocument(_ value: JSONValue) -> Bool {
        guard let object = value.objectValue else { return false }
        if object["resolutionOrder"] != nil { return true }
        func holdsValue(_ value: JSONValue) -> Bool {
            if let object = value.objectValue {
                return object["$value"] != nil || object.members.contains { holdsValue($0.value) }
            }
            return value.arrayValue?.contains(where: holdsValue) ?? false
        }
        return holdsValue(value)
    }
}
