import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// A rule's condition as a Swift expression over `state`: flags and drag and drop states as
/// `UICellConfigurationState`'s, traits as the trait collection's (content sizes compared as
/// `UIContentSizeCategory`), custom states through their typed accessors, the design generation through the style's
/// `designGeneration`; `allOf` is `&&`, `anyOf` `||`, `not` `!`. A trait UIKit does not have is refused.
struct SwiftCondition {
    /// The style's keys by their key.
    let keys: [ConfigurationStateCustomKey: SwiftStateKey]

    /// How tightly an expression binds: a primary expression needs no parentheses anywhere, a comparison needs
    /// them under `!`, an `&&` or `||` under `!` and inside another.
    enum Binding { case primary, comparison, logical }

    /// An expression and how tightly it binds.
    typealias Term = (text: String, binding: Binding)

    /// The condition's expression; `pointer` is the rule's `when`, where problems point.
    func expression(_ condition: StateCondition, at pointer: JSONPointer, needs: inout SwiftExportNeeds) -> Term {
        switch condition {
        case .always: return ("true", .primary)
        case .flag(let flag, let value): return ((value ? "" : "!") + "state.\(flag.rawValue)", .primary)
        case .held(let value): return ((value ? "" : "!") + "state.isHeld", .primary)
        case .dragState(let states):
            return Self.membership(
                CellDragState.allCases.filter(states.contains).map {
                    Self.member($0.rawValue, of: "UICellConfigurationDragState")
                },
                of: "state.cellDragState")
        case .dropState(let states):
            return Self.membership(
                CellDropState.allCases.filter(states.contains).map {
                    Self.member($0.rawValue, of: "UICellConfigurationDropState")
                },
                of: "state.cellDropState")
        case .trait(let trait, let comparison):
            return SwiftTraitTest(trait: trait, comparison: comparison).expression(at: pointer, needs: &needs)
        case .customState(let key, let comparison):
            guard let stateKey = keys[key] else { return ("false", .primary) }
            return custom(stateKey, comparison)
        case .allOf(let conditions), .anyOf(let conditions):
            let isAll = if case .allOf = condition { true } else { false }
            let terms = conditions.map { expression($0, at: pointer, needs: &needs) }
            guard terms.count != 1 else { return terms[0] }
            guard !terms.isEmpty else { return (isAll ? "true" : "false", .primary) }
            let joined = terms.map { $0.binding == .logical ? "(\($0.text))" : $0.text }
            return (joined.joined(separator: isAll ? " && " : " || "), .logical)
        case .not(let inner):
            let term = expression(inner, at: pointer, needs: &needs)
            // `!!x` would read as one operator, `!!`: a negation is parenthesised under another.
            let bare = term.binding == .primary && !term.text.hasPrefix("!")
            return ("!" + (bare ? term.text : "(\(term.text))"), .primary)
        }
    }

    /// A member of an enumeration, `.name`, but `Type.none` (which would read as an optional's).
    static func member(_ name: String, of type: String) -> String {
        name == "none" ? type + ".none" : "." + name
    }

    /// `subject == value`, or `[values].contains(subject)`, or `false` for no value.
    static func membership(_ values: [String], of subject: String) -> Term {
        switch values.count {
        case 0: ("false", .primary)
        case 1: ("\(subject) == \(values[0])", .comparison)
        default: ("[\(values.joined(separator: ", "))].contains(\(subject))", .primary)
        }
    }

    /// A custom state compared through its accessor; a comparison that can never hold (an order on a boolean or a
    /// string, a value of another type) is `false`, as the service resolves it.
    private func custom(_ key: SwiftStateKey, _ comparison: ValueComparison) -> Term {
        let subject = "state.\(key.identifier)"
        let type = key.declaration.type
        func literal(_ value: ComparableValue) -> String? {
            switch (type, value) {
            case (.boolean, .bool(let flag)): String(flag)
            case (.string, .string(let text)): SwiftSyntax.string(text)
            case (.integer, .number(let number)) where number == number.rounded() && abs(number) < 1e15:
                String(Int(number))
            case (.number, .number(let number)): SwiftValue.number(number, double: true)
            default: nil
            }
        }
        // An integer key compared with a fraction compares as a Double, as the service compares it.
        let fractional: Bool = {
            guard type == .integer else { return false }
            return ValueComparison.values(of: comparison).contains { literal($0) == nil }
        }()
        let left = fractional ? "Double(\(subject))" : subject
        func value(_ compared: ComparableValue) -> String? {
            if fractional, case .number(let number) = compared { return SwiftValue.number(number, double: true) }
            return literal(compared)
        }
        switch comparison {
        case .equals(let expected):
            guard let text = value(expected) else { return ("false", .primary) }
            if type == .boolean { return (text == "true" ? subject : "!" + subject, .primary) }
            return ("\(left) == \(text)", .comparison)
        case .oneOf(let values):
            let sorted = ValueComparison.sorted(values).compactMap(value)
            return Self.membership(sorted, of: left)
        case .atLeast(let bound), .atMost(let bound), .greaterThan(let bound), .lessThan(let bound):
            guard type == .integer || type == .number, let text = value(bound) else { return ("false", .primary) }
            return ("\(left) \(ValueComparison.swiftOperator(comparison)) \(text)", .comparison)
        }
    }
}

extension ValueComparison {
    /// The values a comparison names.
    static func values(of comparison: ValueComparison) -> [ComparableValue] {
        switch comparison {
        case .equals(let value), .atLeast(let value), .atMost(let value), .greaterThan(let value),
            .lessThan(let value):
            [value]
        case .oneOf(let values): sorted(values)
        }
    }

    /// A set of values in a fixed order (booleans, then ordinals and numbers ascending, then strings by their
    /// scalars), so the code written is the same each time.
    static func sorted(_ values: Set<ComparableValue>) -> [ComparableValue] {
        func key(_ value: ComparableValue) -> (Int, Double, [UInt32]) {
            switch value {
            case .bool(let flag): (0, flag ? 1 : 0, [])
            case .ordinal(let rank): (1, Double(rank), [])
            case .number(let number): (1, number, [])
            case .string(let text): (2, 0, text.unicodeScalars.map(\.value))
            }
        }
        return values.sorted {
            let (a, b) = (key($0), key($1))
            if a.0 != b.0 { return a.0 < b.0 }
            if a.1 != b.1 { return a.1 < b.1 }
            return a.2.lexicographicallyPrecedes(b.2)
        }
    }

    /// The Swift operator of an ordering comparison (`>=` for `atLeast`).
    static func swiftOperator(_ comparison: ValueComparison) -> String {
        switch comparison {
        case .atLeast: ">="
        case .atMost: "<="
        case .greaterThan: ">"
        case .lessThan: "<"
        case .equals, .oneOf: "=="
        }
    }
}
