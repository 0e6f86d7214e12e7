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
}
