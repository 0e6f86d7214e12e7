import StrictJSON

/// Follows every token's aliases (`"{group.token}"` values and `$ref` pointers) to the token holding a literal
/// value and reads that value for the token's type: at most ``DesignTokenLimits/maximumAliasDepth`` steps, no
/// cycles, every target present (with a did-you-mean when not).
struct TokenAliasResolver {
    /// A token with its aliases followed and its value read.
    struct Resolved: Sendable {
        var type: String
        var value: TokenValueDecoder.Decoded
        var chain: [String]
        var origin: TokenOrigin
    }

    private let tokens: [String: FlatToken]
    private let paths: [String]
    var decoder: TokenValueDecoder

    init(tokens: [FlatToken], problems: TokenProblemList) {
        self.tokens = Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { _, later in later })
        self.paths = tokens.map(\.path)
        self.decoder = TokenValueDecoder(problems: problems)
    }

    /// Every token that resolves, by path, in document order.
    mutating func resolveAll() -> [(path: String, resolved: Resolved)] {
        paths.compactMap { path in resolve(path).map { (path, $0) } }
    }

    /// The token at `path` resolved, or nil with the problems recorded.
    mutating func resolve(_ path: String) -> Resolved? {
        guard let start = tokens[path] else { return nil }
        var chain = [path]
        var insides: [(pointer: JSONPointer, origin: TokenOrigin)] = []
        var current = start
        var aliasType = start.type
        while let reference = TokenReference.of(current.token) {
            let origin = current.token.origin.appending(current.token.reference != nil ? "$ref" : "$value")
            guard !reference.path.isEmpty else {
                decoder.problems.report(origin, "expected a reference \"{group.token}\" or \"#/group/token/$value\"")
                return nil
            }
            let target = reference.dottedPath
            if let first = chain.firstIndex(of: target) {
                let cycle = (chain[first...] + [target]).map { "\"\($0)\"" }.joined(separator: " → ")
                decoder.problems.report(origin, "aliases form a cycle: \(cycle)")
                return nil
            }
            guard chain.count <= DesignTokenLimits.maximumAliasDepth else {
                decoder.problems.report(
                    origin,
                    "the alias chain from \"\(path)\" is longer than \(DesignTokenLimits.maximumAliasDepth) steps")
                return nil
            }
            guard let next = tokens[target] else {
                reportMissing(target, at: origin)
                return nil
            }
            if let inside = reference.inside { insides.append((inside, origin)) }
            chain.append(target)
            current = next
            if aliasType == nil { aliasType = next.type }
        }
        guard var literal = current.token.value else { return nil }
        for inside in insides.reversed() {
            guard let value = inside.pointer.resolve(in: literal) else {
                decoder.problems.report(inside.origin, "the pointer reaches nothing inside \"\(current.path)\"'s value")
                return nil
            }
            literal = value
        }
        let valueOrigin = current.token.origin.appending("$value")
        if insides.isEmpty, let own = start.type, let held = current.type, own != held {
            decoder.problems.report(
                start.token.origin.appending("$type"),
                "a \(own) token cannot alias \"\(current.path)\", a \(held) token")
            return nil
        }
        guard let type = aliasType ?? TokenValueDecoder.inferredType(of: literal) else {
            decoder.problems.report(valueOrigin, "cannot tell this token's type from its value; add \"$type\"")
            return nil
        }
        guard let value = decoder.decode(literal, type: type, at: valueOrigin) else { return nil }
        if case .other = value { checkInnerAliases(literal, at: valueOrigin) }
        return Resolved(type: type, value: value, chain: chain, origin: start.token.origin)
    }

    /// An alias names no token: did you mean the nearest path, or the group's `$root` token when it names a group
    /// that has one.
    private mutating func reportMissing(_ target: String, at origin: TokenOrigin) {
        let root = target + ".$root"
        decoder.problems.report(
            origin,
            .unknownName(
                target, among: paths, at: origin.pointer, message: "no token \"\(target)\" for this alias",
                hint: tokens[root] == nil ? nil : root))
    }

    /// Every alias inside a composite value names a token.
    private mutating func checkInnerAliases(_ value: JSONValue, at origin: TokenOrigin) {
        switch value {
        case .string(let text):
            guard let reference = TokenReference.alias(text), !reference.path.isEmpty else { return }
            let target = reference.dottedPath
            if tokens[target] == nil { reportMissing(target, at: origin) }
        case .array(let items):
            for (index, item) in items.enumerated() { checkInnerAliases(item, at: origin.appending(String(index))) }
        case .object(let object):
            for (name, member) in object { checkInnerAliases(member, at: origin.appending(name)) }
        default:
            break
        }
    }
}
