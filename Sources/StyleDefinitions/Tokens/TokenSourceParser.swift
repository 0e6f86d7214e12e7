import StrictJSON

/// Reads one DTCG 2025.10 token source (a tokens file, or an inline source of a resolver document) into a
/// ``TokenGroup``, checking its structure as the Format Module's schemas do: member names, the reserved `$`
/// members of groups and tokens, `$value` xor `$ref`, and `$type` among the token types. Values are checked later,
/// once sources are merged and every token's type is known.
struct TokenSourceParser {
    /// The token types of the Format Module (`format/tokenType.json`).
    static let tokenTypes = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle",
        "border", "transition", "shadow", "gradient", "typography",
    ]
    /// Types older Tokens Studio files use, with the 2025.10 type to write instead (suggested, never accepted).
    static let legacyTypes = [
        "spacing": "dimension", "sizing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
        "fontSizes": "dimension", "letterSpacing": "dimension", "paragraphSpacing": "dimension",
        "fontFamilies": "fontFamily", "fontWeights": "fontWeight", "lineHeights": "number", "opacity": "number",
        "boxShadow": "shadow",
    ]
    /// The reserved members a group may have.
    static let groupMembers = ["$type", "$description", "$extensions", "$extends", "$deprecated", "$root"]
    /// The reserved members a token may have.
    static let tokenMembers = ["$value", "$type", "$ref", "$description", "$extensions", "$deprecated"]

    /// What went wrong so far, with where.
    var problems = TokenProblemList()
    /// Tokens read so far across every source; past ``DesignTokenLimits/maximumTokens`` reading stops.
    private(set) var tokenCount = 0
    private var reportedTokenLimit = false

    /// The source's tree. `root` is the source object, found at `origin`.
    mutating func parse(_ root: JSONObject, at origin: TokenOrigin) -> TokenGroup {
        group(root, at: origin, isFileRoot: true)
    }

    private mutating func report(_ origin: TokenOrigin, _ message: String) { problems.report(origin, message) }

    private mutating func report(_ origin: TokenOrigin, _ problem: DocumentProblem) { problems.report(origin, problem) }

    private mutating func group(_ object: JSONObject, at origin: TokenOrigin, isFileRoot: Bool) -> TokenGroup {
        var result = TokenGroup(origin: origin)
        for (name, value) in object {
            let here = origin.appending(name)
            if name.hasPrefix("$") {
                reservedGroupMember(name, value, at: here, into: &result, isFileRoot: isFileRoot)
                continue
            }
            if let problem = Self.nameProblem(name) {
                report(here, problem)
                continue
            }
            guard let member = value.objectValue else {
                report(here, "expected a group or a token (an object) for \"\(name)\", found \(value.typeName)")
                continue
            }
            if let node = node(member, at: here) { result.set(name, node) }
        }
        return result
    }

    /// A group member or token: a token when it has `$value` or `$ref`.
    private mutating func node(_ object: JSONObject, at origin: TokenOrigin) -> TokenNode? {
        if object.contains(key: "$value") || object.contains(key: "$ref") {
            return token(object, at: origin).map(TokenNode.token)
        }
        return .group(group(object, at: origin, isFileRoot: false))
    }

    private mutating func reservedGroupMember(
        _ name: String, _ value: JSONValue, at origin: TokenOrigin, into group: inout TokenGroup, isFileRoot: Bool
    ) {
        switch name {
        case "$type": group.type = type(value, at: origin)
        case "$description": expectString(value, at: origin, what: "a description")
        case "$extensions": expectObject(value, at: origin)
        case "$deprecated": deprecated(value, at: origin)
        case "$extends":
            guard let reference = value.stringValue, TokenReference.isReference(reference) else {
                report(origin, "expected a reference to a group, \"{group.name}\" or \"#/group/name\", found \(value)")
                return
            }
            group.extends = reference
        case "$root":
            guard let object = value.objectValue else {
                report(origin, "expected a token (an object with \"$value\") for \"$root\", found \(value.typeName)")
                return
            }
            if let token = token(object, at: origin) { group.set("$root", .token(token)) }
        case "$schema" where isFileRoot:
            expectString(value, at: origin, what: "a URI")
        default:
            // A misspelt "$value" makes a token look like a group: suggest the token's members too.
            let known = Self.groupMembers + (isFileRoot ? ["$schema"] : [])
            let message = "unknown group member \"\(name)\"; expected one of: \(known.joined(separator: ", "))"
            report(
                origin,
                .unknownName(name, among: known + ["$value", "$ref"], at: origin.pointer, message: message))
        }
    }

    private mutating func token(_ object: JSONObject, at origin: TokenOrigin) -> RawToken? {
        tokenCount += 1
        guard tokenCount <= DesignTokenLimits.maximumTokens else {
            if !reportedTokenLimit {
                reportedTokenLimit = true
                report(origin, "more than \(DesignTokenLimits.maximumTokens) tokens; split the file or remove tokens")
            }
            return nil
        }
        var token = RawToken(origin: origin)
        for (name, value) in object {
            let here = origin.appending(name)
            switch name {
            case "$value": token.value = value
            case "$type": token.type = type(value, at: here)
            case "$ref":
                guard let reference = value.stringValue, reference.hasPrefix("#/") else {
                    report(here, "expected a JSON pointer reference starting with \"#/\", found \(value)")
                    continue
                }
                token.reference = reference
            case "$description": expectString(value, at: here, what: "a description")
            case "$extensions": expectObject(value, at: here)
            case "$deprecated": deprecated(value, at: here)
            default:
                if name.hasPrefix("$") {
                    report(here, .unknownName(name, kind: "token member", among: Self.tokenMembers, at: here.pointer))
                } else {
                    report(
                        here,
                        "a token cannot hold groups or tokens (\"\(name)\"); move it into a group beside the token")
                }
            }
        }
        if token.value != nil, token.reference != nil {
            report(origin, "a token has \"$value\" or \"$ref\", not both")
            return nil
        }
        return token
    }

    private mutating func type(_ value: JSONValue, at origin: TokenOrigin) -> String? {
        guard let name = value.stringValue else {
            report(origin, "expected a token type name (a string), found \(value.typeName)")
            return nil
        }
        guard Self.tokenTypes.contains(name) else {
            report(
                origin,
                .unknownName(
                    name, kind: "token type", among: Self.tokenTypes, at: origin.pointer, hint: Self.legacyTypes[name]))
            return nil
        }
        return name
    }

    private mutating func expectString(_ value: JSONValue, at origin: TokenOrigin, what: String) {
        if value.stringValue == nil { report(origin, "expected \(what) (a string), found \(value.typeName)") }
    }

    private mutating func expectObject(_ value: JSONValue, at origin: TokenOrigin) {
        if value.objectValue == nil { report(origin, "expected an object of extensions, found \(value.typeName)") }
    }

    private mutating func deprecated(_ value: JSONValue, at origin: TokenOrigin) {
        if value.boolValue == nil, value.stringValue == nil {
            report(origin, "expected true, false or an explanation (a string), found \(value.typeName)")
        }
    }

    /// Why `name` cannot name a group or token (the schema's `^[^${}.][^{}.]*$`), or nil when it can.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "a group or token name cannot be empty" }
        if let bad = name.first(where: { "{}.".contains($0) }) {
            return "the name \"\(name)\" contains \"\(bad)\"; names cannot contain \"{\", \"}\" or \".\""
        }
        return nil
    }
}
