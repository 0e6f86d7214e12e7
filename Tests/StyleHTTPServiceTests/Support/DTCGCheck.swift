import StrictJSON

/// The rules of the Design Tokens Community Group format (Format and Color modules, 2025.10) that a token file can
/// break, checked over a whole file: an object with `$value` is a token, any other object a group; names do not
/// start with `$` nor hold `{`, `}` or `.`; only the format's `$` properties appear; every token has a known `$type`
/// (its own or its closest group's); every value, sub-values of composites included, has its type's shape; every
/// alias (`{group.token}`) names a token of the same type.
enum DTCGCheck {
    static let types: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle", "border",
        "transition", "shadow", "gradient", "typography",
    ]
    private static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    private static let groupProperties: Set<String> = [
        "$type", "$description", "$extensions", "$deprecated", "$extends", "$root",
    ]
    private static let fontWeightNames: Set<String> = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold",
        "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]

    /// A token found in the file: its path, resolved type and value.
    struct Token {
        let path: String
        let type: String
        let value: JSONValue
    }

    /// Every problem in the file, each prefixed by the path where it is; empty for a valid file.
    static func problems(in file: JSONValue) -> [String] {
        var problems: [String] = []
        var tokens: [String: Token] = [:]
        guard let root = file.objectValue else { return ["the file is not a JSON object"] }
        collect(root, path: [], inheritedType: nil, into: &tokens, problems: &problems)
        for token in tokens.values.sorted(by: { $0.path < $1.path }) {
            check(token.value, type: token.type, at: token.path, tokens: tokens, problems: &problems)
        }
        return problems
    }

    /// The values no DTCG type holds that a group carries, by dotted token path, as CSS writes them: its
    /// `$extensions` → `com.styleresolver` → `values`.
    static func untypedValues(of group: JSONValue) -> [String: String] {
        var values: [String: String] = [:]
        for member in group["$extensions"]?["com.styleresolver"]?["values"]?.objectValue?.members ?? [] {
            values[member.key] = member.value.stringValue
        }
        return values
    }

    /// Every token of a valid file by its dotted path.
    static func tokens(in file: JSONValue) -> [String: Token] {
        var tokens: [String: Token] = [:]
        var problems: [String] = []
        if let root = file.objectValue {
            collect(root, path: [], inheritedType: nil, into: &tokens, problems: &problems)
        }
        return tokens
    }

    private static func collect(
        _ group: JSONObject, path: [String], inheritedType: String?, into tokens: inout [String: Token],
        problems: inout [String]
    ) {
        let here = path.isEmpty ? "(root)" : path.joined(separator: ".")
        var groupType = inheritedType
        if let type = group["$type"] {
            guard let name = type.stringValue, types.contains(name) else {
                problems.append("\(here): unknown $type \(type)")
                return
            }
            groupType = name
        }
        if let description = group["$description"], description.stringValue == nil {
            problems.append("\(here): $description is not a string")
        }
        for (name, member) in group.members {
            if name.hasPrefix("$") {
                if !groupProperties.contains(name) { problems.append("\(here): unknown group property \(name)") }
                continue
            }
            if name.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) || name.isEmpty {
                problems.append("\(here): illegal name \"\(name)\"")
            }
            let memberPath = path + [name]
            let dotted = memberPath.joined(separator: ".")
            guard let object = member.objectValue else {
                problems.append("\(dotted): a token or group must be an object, found \(member.typeName)")
                continue
            }
            guard let value = object["$value"] else {
                collect(object, path: memberPath, inheritedType: groupType, into: &tokens, problems: &problems)
                continue
            }
            for key in object.keys where key.hasPrefix("$") && !tokenProperties.contains(key) {
                problems.append("\(dotted): unknown token property \(key)")
            }
            for key in object.keys where !key.hasPrefix("$") {
                problems.append(
                    "\(dotted): a token holds \"\(key)\", which is neither a $ property nor allowed beside $value")
            }
            if let description = object["$description"], description.stringValue == nil {
                problems.append("\(dotted): $description is not a string")
            }
            let ownType = object["$type"].flatMap(\.stringValue)
            if let ownType, !types.contains(ownType) { problems.append("\(dotted): unknown $type \(ownType)") }
            guard let type = ownType ?? groupType else {
                problems.append("\(dotted): no $type, on the token or a group")
                continue
            }
            tokens[dotted] = Token(path: dotted, type: type, value: value)
        }
    }

    private static func check(
        _ value: JSONValue, type: String, at path: String, tokens: [String: Token], problems: inout [String]
    ) {
        if let alias = value.stringValue, alias.hasPrefix("{") {
            guard alias.hasSuffix("}"), let target = tokens[String(alias.dropFirst().dropLast())] else {
                problems.append("\(path): the alias \(alias) names no token")
                return
            }
            if target.type != type { problems.append("\(path): the alias \(alias) is a \(target.type), not a \(type)") }
            return
        }
        func fail(_ message: String) { problems.append("\(path): \(message), found \(value)") }
        switch type {
        case "color":
            guard let color = value.objectValue, color["colorSpace"]?.stringValue == "srgb",
                let components = color["components"]?.arrayValue, components.count == 3,
                components.allSatisfy({ ($0.doubleValue).map { (0...1).contains($0) } ?? false })
            else { return fail("a color is {colorSpace: \"srgb\", components: three numbers from 0 to 1, …}") }
            if let alpha = color["alpha"], !((alpha.doubleValue).map { (0...1).contains($0) } ?? false) {
                fail("a color's alpha is a number from 0 to 1")
            }
            if let hex = color["hex"] {
                let text = hex.stringValue ?? ""
                guard text.count == 7, text.first == "#", text.dropFirst().allSatisfy(\.isHexDigit) else {
                    return fail("a color's hex is #RRGGBB")
                }
                // The hex is the same color as the components.
                let bytes = components.map { Int((($0.doubleValue ?? 0) * 255).rounded()) }
                let expected = "#" + bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
                if expected != text.lowercased() { fail("the hex \(text) is not the components' \(expected)") }
            }
            for key in color.keys where !["colorSpace", "components", "alpha", "hex"].contains(key) {
                fail("a color holds no \"\(key)\"")
            }
        case "dimension":
            guard let dimension = value.objectValue, dimension.keys.sorted() == ["unit", "value"],
                dimension["value"]?.doubleValue != nil, ["px", "rem"].contains(dimension["unit"]?.stringValue ?? "")
            else { return fail("a dimension is {value: number, unit: \"px\" or \"rem\"}") }
        case "number":
            guard value.doubleValue != nil else { return fail("a number") }
        case "fontWeight":
            if let weight = value.doubleValue {
                guard (1...1000).contains(weight) else { return fail("a font weight is from 1 to 1000") }
            } else if !fontWeightNames.contains(value.stringValue ?? "") {
                fail("a font weight is a number or a weight name")
            }
        case "fontFamily":
            guard
                value.stringValue != nil
                    || (value.arrayValue.map { !$0.isEmpty && $0.allSatisfy { $0.stringValue != nil } } ?? false)
            else { return fail("a font family is a string or an array of strings") }
        case "typography":
            checkComposite(
                value, at: path,
                members: [
                    "fontFamily": "fontFamily", "fontSize": "dimension", "fontWeight": "fontWeight",
                    "letterSpacing": "dimension", "lineHeight": "number",
                ],
                tokens: tokens, problems: &problems)
        case "shadow":
            for layer in value.arrayValue ?? [value] {
                checkComposite(
                    layer, at: path,
                    members: [
                        "color": "color", "offsetX": "dimension", "offsetY": "dimension",
                        "blur": "dimension", "spread": "dimension",
                    ],
                    optional: ["inset"], tokens: tokens, problems: &problems)
            }
        default:
            fail("the checker does not know the shape of \(type)")
        }
    }

    /// A composite value: exactly the members named (plus the optional ones), each of its type.
    private static func checkComposite(
        _ value: JSONValue, at path: String, members: [String: String], optional: Set<String> = [],
        tokens: [String: Token], problems: inout [String]
    ) {
        guard let object = value.objectValue else {
            return problems.append("\(path): a composite value is an object, found \(value)")
        }
        for (name, type) in members {
            guard let member = object[name] else {
                problems.append("\(path): misses \(name)")
                continue
            }
            check(member, type: type, at: path + "/" + name, tokens: tokens, problems: &problems)
        }
        for key in object.keys where members[key] == nil && !optional.contains(key) {
            problems.append("\(path): holds the unknown member \(key)")
        }
    }
}
