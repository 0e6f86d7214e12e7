/// A modifier of a resolver document: named contexts, each a list of token sources, and the context used when
/// no input chooses one.
struct ResolverModifier: Sendable {
    /// One context's name and its sources, merged in order.
    struct Context: Sendable {
        var name: String
        var sources: [TokenGroup]
    }

    var name: String
    var contexts: [Context]
    var defaultContext: String?
    var origin: TokenOrigin

    /// The context names, in document order.
    var contextNames: [String] { contexts.map(\.name) }

    /// The sources of the context named `name`.
    func sources(of name: String) -> [TokenGroup] { contexts.first { $0.name == name }?.sources ?? [] }
}

/// One step of a resolver document's `resolutionOrder`: a set's sources, or a modifier whose chosen context's
/// sources are merged at that point.
enum ResolverStep: Sendable {
    case set([TokenGroup])
    case modifier(ResolverModifier)
}
