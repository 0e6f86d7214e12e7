import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// A DTCG group being built: tokens and subgroups under their names, in the order first inserted, plus the values
/// no DTCG type holds. Both token formats (``DesignTokensEncoder``'s one file and ``DesignTokenFiles``' resolver
/// sets) build their groups with it, so a token, an alias and the `$extensions` look the same in each.
struct TokenGroup {
    /// A token's value: a resolved value, or an alias to another token's path (`{normal.light.text.color}`).
    enum TokenValue: Equatable {
        case value(WebValue)
        case alias(String)
    }

    /// One token: its `$type`, its value and what it means.
    struct Token {
        var type: String
        var value: TokenValue
        var description: String?
    }

    /// A member of a group: a token or a group.
    enum Member {
        case token(Token)
        case group(TokenGroup)
    }

    /// The group's `$description`.
    var description: String?
    /// The values of properties under this group that no DTCG type holds, by token path relative to it, as CSS
    /// writes them (`text.align` → `left`): written as `$extensions` → ``WebValue/extensionNamespace`` → `values`.
    var untypedValues: [(path: String, css: String)] = []
    /// The members, in the order first inserted.
    private(set) var members: [(name: String, member: Member)] = []

    /// An empty group, described when `description` is given.
    init(description: String? = nil) {
        self.description = description
    }

    /// Whether the group holds nothing: no member and no untyped value.
    var isEmpty: Bool { members.isEmpty && untypedValues.isEmpty }

    /// Puts a token at `path` below this group, making the groups on the way; a token already there is replaced.
    mutating func insert(_ token: Token, at path: ArraySlice<String>) {
        guard let name = path.first else { return }
        let index = members.firstIndex { $0.name == name }
        if path.count == 1 {
            if let index { members[index].member = .token(token) } else { members.append((name, .token(token))) }
            return
        }
        var group = TokenGroup()
        if let index, case .group(let existing) = members[index].member { group = existing }
        group.insert(token, at: path.dropFirst())
        if let index { members[index].member = .group(group) } else { members.append((name, .group(group))) }
    }

    /// Puts a design token at its own path with its value in the traits' mode; with `unlike`, only when that differs
    /// from its value in the `unlike` traits' mode. A token no property could hold is left out.
    mutating func insert(_ token: DesignToken, in traits: TraitCollection, unlike base: TraitCollection? = nil) {
        guard let value = TokenReferences.value(of: token, in: TokenReferences.mode(traits)), let type = value.tokenType
        else { return }
        if let base, TokenReferences.value(of: token, in: TokenReferences.mode(base)) == value { return }
        let path = token.path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        insert(Token(type: type, value: .value(value)), at: path[...])
    }

    /// Puts a whole group under `name`.
    mutating func append(group: TokenGroup, named name: String) {
        members.append((name, .group(group)))
    }

    /// Writes the group as a JSON object: `$description`, `$extensions` (the untyped values), then the members.
    func write(into writer: inout JSONWriter) {
        writer.beginObject()
        writeMembers(into: &writer)
        writer.endObject()
    }

    /// Writes the group's members into an object the caller opened, so a file can put its own fields first.
    func writeMembers(into writer: inout JSONWriter) {
        if let description { writer.field("$description", description) }
        if !untypedValues.isEmpty {
            writer.fieldName("$extensions")
            writer.beginObject()
            writer.key(WebValue.extensionNamespace)
            writer.beginObject()
            writer.fieldName("values")
            writer.beginObject()
            for (path, css) in untypedValues {
                writer.key(path)
                writer.value(css)
            }
            writer.endObject()
            writer.endObject()
            writer.endObject()
        }
        for (name, member) in members {
            writer.key(name)
            switch member {
            case .group(let group): group.write(into: &writer)
            case .token(let token): Self.write(token, into: &writer)
            }
        }
    }

    private static func write(_ token: Token, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("$type", token.type)
        switch token.value {
        case .alias(let path):
            writer.field("$value", "{" + path + "}")
        case .value(let value):
            writer.fieldName("$value")
            value.writeToken(into: &writer)
            value.writeTokenExtensions(into: &writer)
        }
        if let description = token.description { writer.field("$description", description) }
        writer.endObject()
    }
}
