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
        guard let start = tokens[path], let followed = follow(path, visiting: []) else { return nil }
        let holder = followed.holder
        let valueOrigin = holder.token.origin.appending("$value")
        if !followed.reachesInside, let own = start.type, let held = holder.type, own != held {
            decoder.problems.report(
                start.token.origin.appending("$type"), "a \(own) token cannot alias \"\(holder.path)\", a \(held) token"
            )
            return nil
        }
        guard let type = followed.type ?? TokenValueDecoder.inferredType(of: followed.literal) else {
            decoder.problems.report(valueOrigin, "cannot tell this token's type from its value; add \"$type\"")
            return nil
        }
        guard let value = decoder.decode(followed.literal, type: type, at: valueOrigin) else { return nil }
        if case .other = value { checkInnerAliases(followed.literal, at: valueOrigin) }
        return Resolved(type: type, value: value, chain: followed.chain, origin: start.token.origin)
    }

    /// Where a token's aliases lead: the literal value (with any pointers inside it replaced), the paths followed,
    /// the token holding the value, and the first explicit type met on the way.
    private struct Followed {
        var literal: JSONValue
        var chain: [String]
        var holder: FlatToken
        var type: String?
        var reachesInside: Bool
    }

    /// Follows the aliases from `path`. `visiting` are the tokens whose values hold a pointer object being replaced
    /// (`{"$ref": "#/r/$value"}` as a color component), to refuse a value that needs itself.
    private mutating func follow(_ path: String, visiting: [String]) -> Followed? {
        guard let start = tokens[path] else { return nil }
        var chain = [path]
        var insides: [(pointer: JSONPointer, origin: TokenOrigin)] = []
        var current = start
        var type = start.type
        while let reference = TokenReference.of(current.token) {
            let origin = current.token.origin.appending(current.token.reference != nil ? "$ref" : "$value")
            guard let next = step(reference, from: chain, at: origin, start: path) else { return nil }
            if let inside = reference.inside { insides.append((inside, origin)) }
            chain.append(next.path)
            current = next
            if type == nil { type = next.type }
        }
        guard var literal = current.token.value else { return nil }
        for inside in insides.reversed() {
            guard let value = inside.pointer.resolve(in: literal) else {
                decoder.problems.report(inside.origin, "the pointer reaches nothing inside \"\(current.path)\"'s value")
                return nil
            }
            literal = value
        }
        let origin = current.token.origin.appending("$value")
        guard let replaced = replacingPointers(literal, at: origin, visiting: visiting + [current.path]) else {
            return nil
        }
        return Followed(literal: replaced, chain: chain, holder: current, type: type, reachesInside: !insides.isEmpty)
    }

    /// The token a reference in the chain so far leads to, or nil with the problem: malformed, a cycle, a chain
    /// over the bound, or no such token.
    private mutating func step(
        _ reference: TokenReference, from chain: [String], at origin: TokenOrigin, start: String
    ) -> FlatToken? {
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
                origin, "the alias chain from \"\(start)\" is longer than \(DesignTokenLimits.maximumAliasDepth) steps")
            return nil
        }
        guard let next = tokens[target] else {
            reportMissing(target, at: origin)
            return nil
        }
        return next
    }

    /// How deep inside a value pointer objects are looked for: the schemas allow them at most a few levels down
    /// (a shadow layer's color's component), and the bound keeps pointers that lead to further pointers from
    /// nesting the recursion deeply.
    private static let maximumPointerLevel = 8

    /// `value` with every JSON pointer object inside it (`{"$ref": "#/base/$value/components/0"}`, where the
    /// schema allows one in place of a component, an alpha or a dimension's number) replaced by what it points to.
    private mutating func replacingPointers(
        _ value: JSONValue, at origin: TokenOrigin, visiting: [String], level: Int = 0
    ) -> JSONValue? {
        guard level < Self.maximumPointerLevel else { return value }
        switch value {
        case .object(let object):
            if object.count == 1, let text = object["$ref"]?.stringValue {
                return pointed(text, at: origin.appending("$ref"), visiting: visiting)
            }
            var result = JSONObject()
            for (name, member) in object {
                let here = origin.appending(name)
                guard let replaced = replacingPointers(member, at: here, visiting: visiting, level: level + 1) else {
                    return nil
                }
                result[name] = replaced
            }
            return .object(result)
        case .array(let items):
            var result: [JSONValue] = []
            for (index, item) in items.enumerated() {
                let here = origin.appending(String(index))
                guard let replaced = replacingPointers(item, at: here, visiting: visiting, level: level + 1) else {
                    return nil
                }
                result.append(replaced)
            }
            return .array(result)
        default:
            return value
        }
    }

    /// The value a pointer object inside a value names.
    private mutating func pointed(_ text: String, at origin: TokenOrigin, visiting: [String]) -> JSONValue? {
        guard let reference = TokenReference.pointer(text), !reference.path.isEmpty else {
            decoder.problems.report(origin, "expected a JSON pointer to a token's value, \"#/group/token/$value\"")
            return nil
        }
        let target = reference.dottedPath
        guard !visiting.contains(target) else {
            let cycle = (visiting + [target]).map { "\"\($0)\"" }.joined(separator: " → ")
            decoder.problems.report(origin, "a value points into itself through \(cycle)")
            return nil
        }
        guard visiting.count <= DesignTokenLimits.maximumAliasDepth else {
            decoder.problems.report(
                origin, "pointers inside values nest deeper than \(DesignTokenLimits.maximumAliasDepth) tokens")
            return nil
        }
        guard tokens[target] != nil else {
            reportMissing(target, at: origin)
            return nil
        }
        guard let followed = follow(target, visiting: visiting) else { return nil }
        guard let inside = reference.inside else { return followed.literal }
        guard let value = inside.resolve(in: followed.literal) else {
            decoder.problems.report(origin, "the pointer reaches nothing inside \"\(target)\"'s value")
            return nil
        }
        return value
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
