import StrictJSON

/// Where a piece of a token source is: the file it came from (nil for the document named to the reader) and the
/// JSON pointer inside that file.
struct TokenOrigin: Hashable, Sendable {
    var file: String?
    var pointer: JSONPointer

    /// The origin of a member of this object.
    func appending(_ token: String) -> TokenOrigin { TokenOrigin(file: file, pointer: pointer.appending(token)) }
}

/// A token as a source writes it, before aliases are followed: its own `$type`, and either its `$value` or its
/// `$ref` JSON pointer.
struct RawToken: Hashable, Sendable {
    var type: String?
    var value: JSONValue?
    var reference: String?
    var origin: TokenOrigin
}

/// A member of a group: a token or a nested group.
indirect enum TokenNode: Hashable, Sendable {
    case token(RawToken)
    case group(TokenGroup)
}

/// A DTCG group: its `$type` (inherited by the tokens inside), its `$extends` reference, and its members in order.
/// Sources merge group by group: a later source's token replaces, a later source's group merges member by member.
struct TokenGroup: Hashable, Sendable {
    var type: String?
    var extends: String?
    var origin: TokenOrigin
    private(set) var names: [String] = []
    private(set) var members: [String: TokenNode] = [:]

    init(type: String? = nil, extends: String? = nil, origin: TokenOrigin) {
        self.type = type
        self.extends = extends
        self.origin = origin
    }

    /// The member named `name`.
    subscript(name: String) -> TokenNode? { members[name] }

    /// Sets a member, keeping the first position of a name.
    mutating func set(_ name: String, _ node: TokenNode) {
        if members.updateValue(node, forKey: name) == nil { names.append(name) }
    }

    /// This group with `later` merged over it, as the Resolver Module merges sources: later tokens win, groups
    /// present in both merge member by member, a later `$type` or `$extends` replaces the earlier one.
    func merged(with later: TokenGroup) -> TokenGroup {
        var result = self
        if let type = later.type { result.type = type }
        if let extends = later.extends { result.extends = extends }
        for name in later.names {
            guard let node = later.members[name] else { continue }
            if case .group(let laterGroup) = node, case .group(let earlierGroup)? = result.members[name] {
                result.set(name, .group(earlierGroup.merged(with: laterGroup)))
            } else {
                result.set(name, node)
            }
        }
        return result
    }

    /// This group with `local`'s members in place of its own of the same names, not merged: the Resolver Module's
    /// reference object overrides the object it references shallowly with the members beside its `$ref`.
    func overridden(by local: TokenGroup) -> TokenGroup {
        var result = self
        if let type = local.type { result.type = type }
        if let extends = local.extends { result.extends = extends }
        for name in local.names {
            if let node = local.members[name] { result.set(name, node) }
        }
        return result
    }

    /// The node at dotted path segments below this group, or nil.
    func node(at segments: some Collection<String>) -> TokenNode? {
        guard let first = segments.first, let node = members[first] else { return nil }
        let rest = segments.dropFirst()
        if rest.isEmpty { return node }
        guard case .group(let group) = node else { return nil }
        return group.node(at: rest)
    }
}
