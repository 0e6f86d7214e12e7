import StrictJSON
import ViewConfigurations

/// A token's literal value read for its type: colors to sRGB, dimensions to points, numbers as they are, and every
/// other type's shape checked loosely (members present, no unknown ones, the simple parts' values) and kept as its
/// type's name. Checks follow the Format Module's `format/values/*.json`.
struct TokenValueDecoder {
    /// A value read.
    enum Decoded: Hashable, Sendable {
        case color(ResolvedColor)
        case dimension(Double)
        case number(Double)
        case other(type: String)
    }

    /// Points per `rem`: the web's default font size.
    static let pointsPerRem = 16.0

    /// The members of the composite types: each member's own type or part (``checkPart``) and whether
    /// it is required.
    private static let compositeMembers: [String: [(name: String, type: String?, required: Bool)]] = [
        "border": [("color", "color", true), ("width", "dimension", true), ("style", "strokeStyle", true)],
        "transition": [
            ("duration", "duration", true), ("delay", "duration", true), ("timingFunction", "cubicBezier", true),
        ],
        "shadow": [
            ("color", "color", true), ("offsetX", "dimension", true), ("offsetY", "dimension", true),
            ("blur", "dimension", true), ("spread", "dimension", true), ("inset", "boolean", false),
        ],
        "gradient": [("color", "color", true), ("position", "gradientPosition", true)],
        "typography": [
            ("fontFamily", "fontFamily", true), ("fontSize", "dimension", true), ("fontWeight", "fontWeight", true),
            ("letterSpacing", "dimension", true), ("lineHeight", "number", true),
        ],
    ]
    private static let fontWeightNames = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold",
        "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]
    private static let strokeStyleNames = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The members of a `strokeStyle` object; `dashArray` and `lineCap` are checked as the parts of a value.
    private static let strokeStyleMembers: [(name: String, type: String?, required: Bool)] = [
        ("dashArray", "dashArray", true), ("lineCap", "lineCap", true),
    ]

    var problems: TokenProblemList

    /// The type a value without `$type` has by its shape, or nil when it cannot be told.
    static func inferredType(of value: JSONValue) -> String? {
        switch value {
        case .number: return "number"
        case .string: return "fontFamily"
        case .object(let object) where object.contains(key: "colorSpace"): return "color"
        case .object(let object):
            switch object["unit"]?.stringValue {
            case "px", "rem": return "dimension"
            case "ms", "s": return "duration"
            default: return object.contains(key: "dashArray") ? "strokeStyle" : compositeType(of: object)
            }
        case .array(let items) where items.count == 4 && items.allSatisfy({ $0.doubleValue != nil }):
            return "cubicBezier"
        case .array(let items) where !items.isEmpty && items.allSatisfy({ $0.stringValue != nil }): return "fontFamily"
        case .array(let items):
            // A gradient's stops or a layered shadow: the type of the first object, when every object has it.
            let types = Set(items.compactMap { $0.objectValue.flatMap(compositeType(of:)) })
            return types.count == 1 && (types.first == "gradient" || types.first == "shadow") ? types.first : nil
        default: return nil
        }
    }

    /// The composite type whose members an object has exactly (its required ones, and optional ones at most).
    private static func compositeType(of object: JSONObject) -> String? {
        let keys = Set(object.keys)
        return compositeMembers.keys.sorted().first { type in
            let fields = compositeMembers[type] ?? []
            let required = Set(fields.filter(\.required).map(\.name))
            return required.isSubset(of: keys) && keys.isSubset(of: Set(fields.map(\.name)))
        }
    }

    /// `value` read as a `type` token's value, or nil with the problems recorded. `origin` is the `$value`.
    mutating func decode(_ value: JSONValue, type: String, at origin: TokenOrigin) -> Decoded? {
        switch type {
        case "color": return color(value, at: origin).map(Decoded.color)
        case "dimension": return dimension(value, at: origin, units: ["px", "rem"]).map(Decoded.dimension)
        case "number":
            guard let number = value.doubleValue else { return mismatch(value, "a number", at: origin) }
            return .number(number)
        default:
            return check(value, type: type, at: origin) ? .other(type: type) : nil
        }
    }

    /// Whether `value` has the shape of a `type` value; problems are recorded.
    private mutating func check(_ value: JSONValue, type: String, at origin: TokenOrigin) -> Bool {
        switch type {
        case "color": return color(value, at: origin) != nil
        case "dimension": return dimension(value, at: origin, units: ["px", "rem"]) != nil
        case "duration": return dimension(value, at: origin, units: ["ms", "s"]) != nil
        case "number": return value.doubleValue != nil || fail(value, "a number", at: origin)
        case "fontFamily":
            if value.stringValue != nil { return true }
            if let items = value.arrayValue, !items.isEmpty, items.allSatisfy({ $0.stringValue != nil }) { return true }
            return fail(value, "a font name or a non-empty array of font names", at: origin)
        case "fontWeight":
            if let weight = value.doubleValue, weight >= 1, weight <= 1000 { return true }
            if let name = value.stringValue, Self.fontWeightNames.contains(name) { return true }
            return fail(value, "a weight from 1 to 1000 or a weight name (bold, regular, …)", at: origin)
        case "cubicBezier":
            if let items = value.arrayValue, items.count == 4,
                let numbers = Optional(items.compactMap(\.doubleValue)), numbers.count == 4,
                (0...1).contains(numbers[0]), (0...1).contains(numbers[2])
            {
                return true
            }
            return fail(value, "four numbers [x1, y1, x2, y2] with x1 and x2 from 0 to 1", at: origin)
        case "strokeStyle":
            if let name = value.stringValue, Self.strokeStyleNames.contains(name) { return true }
            if value.objectValue != nil {
                return members(value, Self.strokeStyleMembers, type: type, at: origin)
            }
            return fail(value, "a stroke style name (solid, dashed, …) or {dashArray, lineCap}", at: origin)
        default:
            return checkPart(value, type: type, at: origin)
        }
    }

    /// Whether `value` has the shape of a part of a composite value that is no token type (`type` names the part),
    /// or of a composite type's value; problems are recorded.
    private mutating func checkPart(_ value: JSONValue, type: String, at origin: TokenOrigin) -> Bool {
        switch type {
        case "boolean": return value.boolValue != nil || fail(value, "true or false", at: origin)
        case "gradientPosition":
            if let number = value.doubleValue, number >= 0, number <= 1 { return true }
            return fail(value, "a position from 0 to 1", at: origin)
        case "lineCap":
            if let name = value.stringValue, ["round", "butt", "square"].contains(name) { return true }
            return fail(value, "a line cap: round, butt or square", at: origin)
        case "dashArray":
            guard let items = value.arrayValue, !items.isEmpty else { return arrayProblem(value, at: origin) }
            var valid = true
            for (index, item) in items.enumerated() where !Self.isReference(item) {
                valid = check(item, type: "dimension", at: origin.appending(String(index))) && valid
            }
            return valid
        case "shadow", "gradient":
            guard let items = value.arrayValue else {
                return type == "shadow" ? composite(value, type: type, at: origin) : arrayProblem(value, at: origin)
            }
            guard !items.isEmpty else { return arrayProblem(value, at: origin) }
            var valid = true
            for (index, item) in items.enumerated() where !Self.isReference(item) {
                valid = composite(item, type: type, at: origin.appending(String(index))) && valid
            }
            return valid
        default:
            return composite(value, type: type, at: origin)
        }
    }

    private mutating func arrayProblem(_ value: JSONValue, at origin: TokenOrigin) -> Bool {
        fail(value, "a non-empty array", at: origin)
    }

    /// A composite type's object: its members checked by ``compositeMembers``.
    private mutating func composite(_ value: JSONValue, type: String, at origin: TokenOrigin) -> Bool {
        guard let fields = Self.compositeMembers[type] else { return true }
        return members(value, fields, type: type, at: origin)
    }

    private mutating func members(
        _ value: JSONValue, _ fields: [(name: String, type: String?, required: Bool)], type: String,
        at origin: TokenOrigin
    ) -> Bool {
        guard let object = value.objectValue else {
            let names = fields.map(\.name).joined(separator: ", ")
            return fail(value, "a \(type) value, an object with \(names)", at: origin)
        }
        var valid = true
        let names = fields.map(\.name)
        for (name, member) in object {
            let here = origin.appending(name)
            guard let field = fields.first(where: { $0.name == name }) else {
                problems.report(here, .unknownName(name, kind: "\(type) member", among: names, at: here.pointer))
                valid = false
                continue
            }
            if let memberType = field.type, !Self.isReference(member) {
                valid = check(member, type: memberType, at: here) && valid
            }
        }
        for field in fields where field.required && !object.contains(key: field.name) {
            problems.report(origin, "a \(type) value needs \"\(field.name)\"")
            valid = false
        }
        return valid
    }

    /// A `{value, unit}` object with one of `units`, in points for `px` and `rem`, as it is for time units.
    private mutating func dimension(_ value: JSONValue, at origin: TokenOrigin, units: [String]) -> Double? {
        let expected = "an object {\"value\": number, \"unit\": \(units.map { "\"\($0)\"" }.joined(separator: " or "))}"
        guard let object = value.objectValue else { return mismatch(value, expected, at: origin) }
        var valid = true
        for (name, _) in object where name != "value" && name != "unit" {
            let here = origin.appending(name)
            problems.report(here, .unknownName(name, kind: "member", among: ["value", "unit"], at: here.pointer))
            valid = false
        }
        let number = object["value"]?.doubleValue
        if number == nil {
            problems.report(origin.appending("value"), "expected a number for \"value\"; \(expected)")
        }
        let unit = object["unit"]?.stringValue
        if let unit, !units.contains(unit) {
            let here = origin.appending("unit")
            problems.report(here, .unknownName(unit, kind: "unit", among: units, at: here.pointer))
        } else if unit == nil {
            problems.report(origin.appending("unit"), "expected a unit string for \"unit\"; \(expected)")
        }
        guard valid, let number, let unit, units.contains(unit) else { return nil }
        return unit == "rem" ? number * Self.pointsPerRem : number
    }

    /// Records that `value` is not `expected`; always false, for `return fail(…)`.
    private mutating func fail(_ value: JSONValue, _ expected: String, at origin: TokenOrigin) -> Bool {
        problems.report(origin, "expected \(expected), found \(Self.shortDescription(value))")
        return false
    }

    /// Records that `value` is not `expected`; always nil, for `return mismatch(…)`.
    private mutating func mismatch<T>(_ value: JSONValue, _ expected: String, at origin: TokenOrigin) -> T? {
        problems.report(origin, "expected \(expected), found \(Self.shortDescription(value))")
        return nil
    }

    /// Whether `value` is an alias a composite member may be instead of a value (pointer objects are replaced by
    /// their values before decoding).
    private static func isReference(_ value: JSONValue) -> Bool {
        value.stringValue.map { TokenReference.alias($0) != nil } ?? false
    }

    /// The value as JSON, cut short for a message.
    static func shortDescription(_ value: JSONValue) -> String {
        let text = value.description
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
