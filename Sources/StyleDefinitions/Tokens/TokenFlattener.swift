/// A token of a merged tree with its dotted path and the type it has without following aliases: its own `$type`,
/// else the nearest enclosing group's.
struct FlatToken: Sendable {
    var path: String
    var type: String?
    var token: RawToken
}

/// Turns a merged token tree into its tokens by path, with group `$type`s inherited and `$extends` applied (the
/// extended group's members first, the extending group's own over them).
struct TokenFlattener {
    let root: TokenGroup
    var problems: TokenProblemList

    /// Every token in document order.
    mutating func flatten() -> [FlatToken] {
        var tokens: [FlatToken] = []
        visit(root, prefix: [], inheritedType: nil, into: &tokens)
        return tokens
    }

    private mutating func visit(
        _ group: TokenGroup, prefix: [String], inheritedType: String?, into tokens: inout [FlatToken]
    ) {
        let group = extended(group, visiting: [prefix.joined(separator: ".")])
        let type = group.type ?? inheritedType
        for name in group.names {
            switch group[name] {
            case .token(let token)?:
                let path = (prefix + [name]).joined(separator: ".")
                tokens.append(FlatToken(path: path, type: token.type ?? type, token: token))
            case .group(let member)?:
                visit(member, prefix: prefix + [name], inheritedType: type, into: &tokens)
            case nil:
                break
            }
        }
    }

    /// `group` with the group its `$extends` names merged under it, followed through further `$extends`.
    private mutating func extended(_ group: TokenGroup, visiting: [String]) -> TokenGroup {
        guard let reference = group.extends else { return group }
        let origin = group.origin.appending("$extends")
        let target = TokenReference.alias(reference) ?? TokenReference.pointer(reference)
        guard let target, !target.path.isEmpty, target.inside == nil else {
            problems.report(origin, "expected a reference to a group, \"{group.name}\" or \"#/group/name\"")
            return group
        }
        let dotted = target.dottedPath
        guard !visiting.contains(dotted) else {
            let cycle = (visiting + [dotted]).map { "\"\($0)\"" }.joined(separator: " → ")
            problems.report(origin, "groups extend each other in a cycle: \(cycle)")
            return group
        }
        guard visiting.count <= DesignTokenLimits.maximumAliasDepth else {
            problems.report(
                origin, "more than \(DesignTokenLimits.maximumAliasDepth) groups extend one another in a chain")
            return group
        }
        guard case .group(let base)? = root.node(at: target.path) else {
            let groups = Self.groupPaths(root, prefix: [])
            problems.report(
                origin,
                .unknownName(
                    dotted, among: groups, at: origin.pointer,
                    message: "\"$extends\" names \"\(dotted)\", which is not a group"))
            return group
        }
        var own = group
        own.extends = nil
        return extended(base, visiting: visiting + [dotted]).merged(with: own)
    }

    /// Every group's dotted path, for a did-you-mean.
    private static func groupPaths(_ group: TokenGroup, prefix: [String]) -> [String] {
        group.names.flatMap { name -> [String] in
            guard case .group(let member)? = group[name] else { return [] }
            let path = prefix + [name]
            return [path.joined(separator: ".")] + groupPaths(member, prefix: path)
        }
    }
}
