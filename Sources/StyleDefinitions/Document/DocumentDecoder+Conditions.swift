import StrictJSON
import ViewConfigurations

/// A state field a rule's condition reads (a flag, `isHeld`, a drag or drop state), kept so the style can check it
/// against the fields of its kind's state once `extends` is resolved.
struct StateFieldReference: Hashable, Sendable {
    var name: String
    var pointer: JSONPointer
}

/// A custom state a rule names, kept so the style can check it against the declared keys once `extends` is resolved.
struct CustomStateReference: Hashable, Sendable {
    var key: ConfigurationStateCustomKey
    var pointer: JSONPointer
    /// The JSON values the rule compares the state with.
    var values: [ConfigurationValue]
    /// Whether the rule orders the values (`atLeast`, …), which needs a number.
    var isOrdering: Bool
}

/// The decoder for rule conditions: `{"isSelected": true}`, `{"preferredContentSizeCategory": {"atLeast": "…"}}`,
/// `{"customStates": {"com.example.isArchived": true}}`, `{"anyOf": [...]}`, `{"allOf": [...]}`, `{"not": {...}}`.
/// Several members in one object must all hold.
extension DocumentDecoder {
    static var conditionKeys: [String] {
        StateFlag.allCases.map(\.rawValue) + [
            "isHeld", "cellDragState", "cellDropState", "traits", "customStates", "anyOf", "allOf", "not",
        ]
            + TraitName.allCases.map(\.rawValue)
    }

    mutating func condition(
        _ value: JSONValue, at pointer: JSONPointer, depth: Int = 0, references: inout [CustomStateReference]
    ) -> StateCondition? {
        guard depth < Self.maximumConditionDepth else {
            report(pointer, "conditions nest deeper than \(Self.maximumConditionDepth) levels")
            return nil
        }
        guard let object = object(value, at: pointer) else { return nil }
        var parts: [StateCondition] = []
        var valid = true
        for (key, member) in object.members {
            let here = pointer.appending(key)
            var part: StateCondition?
            if let flag = StateFlag(rawValue: key) {
                part = bool(member, at: here).map { .flag(flag, $0) }
                conditionFields.append(StateFieldReference(name: key, pointer: here))
            } else if key == "isHeld" {
                part = bool(member, at: here).map(StateCondition.held)
                conditionFields.append(StateFieldReference(name: key, pointer: here))
            } else if let trait = TraitName(rawValue: key) {
                part = traitCondition(trait, member, at: here)
            } else {
                switch key {
                case "cellDragState":
                    conditionFields.append(StateFieldReference(name: key, pointer: here))
                    part = enumSet(member, as: CellDragState.self, at: here).map(StateCondition.dragState)
                case "cellDropState":
                    conditionFields.append(StateFieldReference(name: key, pointer: here))
                    part = enumSet(member, as: CellDropState.self, at: here).map(StateCondition.dropState)
                case "traits":
                    part = traitsCondition(member, at: here)
                case "customStates":
                    part = customStatesCondition(member, at: here, references: &references)
                case "anyOf", "allOf":
                    part = conditionList(
                        member, at: here, anyOf: key == "anyOf", depth: depth + 1, references: &references)
                case "not":
                    part = condition(member, at: here, depth: depth + 1, references: &references).map(
                        StateCondition.not)
                default:
                    reportUnknown(
                        key, kind: "condition", among: Self.conditionKeys, at: here,
                        hint: Self.misplacedStateFlags[key])
                }
            }
            if let part { parts.append(part) } else { valid = false }
        }
        guard valid else { return nil }
        return parts.isEmpty ? .always : (parts.count == 1 ? parts[0] : .allOf(parts))
    }

    /// `{"traits": {…}}`: every trait condition holds; nil when any has problems (each reported).
    private mutating func traitsCondition(_ value: JSONValue, at pointer: JSONPointer) -> StateCondition? {
        guard let traits = object(value, at: pointer) else { return nil }
        var parts: [StateCondition] = []
        var valid = true
        for (key, member) in traits.members {
            guard let trait = TraitName(rawValue: key) else {
                reportUnknown(key, kind: "trait", among: TraitName.allCases.map(\.rawValue), at: pointer.appending(key))
                valid = false
                continue
            }
            if let condition = traitCondition(trait, member, at: pointer.appending(key)) {
                parts.append(condition)
            } else {
                valid = false
            }
        }
        return valid ? .allOf(parts) : nil
    }

    /// `{"customStates": {key: comparison}}`: every comparison holds, each named key kept in `references` to be
    /// checked against the declared keys; nil when any has problems (each reported).
    private mutating func customStatesCondition(
        _ value: JSONValue, at pointer: JSONPointer, references: inout [CustomStateReference]
    ) -> StateCondition? {
        guard let states = object(value, at: pointer) else { return nil }
        var parts: [StateCondition] = []
        var valid = true
        for (key, member) in states.members {
            let statePointer = pointer.appending(key)
            guard let (comparison, values, ordering) = customComparison(member, at: statePointer) else {
                valid = false
                continue
            }
            let customKey = ConfigurationStateCustomKey(key)
            references.append(
                CustomStateReference(key: customKey, pointer: statePointer, values: values, isOrdering: ordering))
            parts.append(.customState(customKey, comparison))
        }
        return valid ? .allOf(parts) : nil
    }

    /// `{"anyOf": […]}` or `{"allOf": […]}`: a non-empty array of conditions one level deeper; nil when any has
    /// problems (each reported).
    private mutating func conditionList(
        _ value: JSONValue, at pointer: JSONPointer, anyOf: Bool, depth: Int, references: inout [CustomStateReference]
    ) -> StateCondition? {
        guard let array = value.arrayValue, !array.isEmpty else {
            report(pointer, "expected a non-empty array of conditions, found \(value.typeName)")
            return nil
        }
        var children: [StateCondition] = []
        var valid = true
        for (index, element) in array.enumerated() {
            if let child = condition(element, at: pointer.appending(index), depth: depth, references: &references) {
                children.append(child)
            } else {
                valid = false
            }
        }
        guard valid else { return nil }
        return anyOf ? .anyOf(children) : .allOf(children)
    }

    /// A trait compared with a name (or number for displayScale), or `{"atLeast": …}` and the like.
    private mutating func traitCondition(
        _ trait: TraitName, _ value: JSONValue, at pointer: JSONPointer
    ) -> StateCondition? {
        func operand(_ value: JSONValue, at pointer: JSONPointer) -> ComparableValue? {
            if trait.isNumeric {
                return number(value, at: pointer).map(ComparableValue.number)
            }
            guard let text = value.stringValue, let ordinal = trait.ordinal(of: text) else {
                if let text = value.stringValue {
                    reportUnknown(
                        text, among: trait.allowedValues, at: pointer,
                        message: "expected one of: \(trait.allowedValues.joined(separator: ", "))")
                } else {
                    report(pointer, "expected one of: \(trait.allowedValues.joined(separator: ", "))")
                }
                return nil
            }
            return ordinal
        }
        guard let object = value.objectValue else {
            return operand(value, at: pointer).map { .trait(trait, .equals($0)) }
        }
        guard object.members.count == 1, let (name, argument) = object.members.first else {
            report(pointer, "expected exactly one of: \(ValueComparison.operatorNames.joined(separator: ", "))")
            return nil
        }
        let here = pointer.appending(name)
        if name == "oneOf" {
            guard let array = argument.arrayValue, !array.isEmpty else {
                report(here, "expected a non-empty array")
                return nil
            }
            var values: Set<ComparableValue> = []
            for (index, element) in array.enumerated() {
                guard let value = operand(element, at: here.appending(index)) else { return nil }
                values.insert(value)
            }
            return .trait(trait, .oneOf(values))
        }
        guard let bound = operand(argument, at: here) else { return nil }
        switch name {
        case "equals": return .trait(trait, .equals(bound))
        case "atLeast": return .trait(trait, .atLeast(bound))
        case "atMost": return .trait(trait, .atMost(bound))
        case "greaterThan": return .trait(trait, .greaterThan(bound))
        case "lessThan": return .trait(trait, .lessThan(bound))
        default:
            report(
                pointer.appending(name),
                "unknown comparison \"\(name)\"; expected one of: \(ValueComparison.operatorNames.joined(separator: ", "))"
            )
            return nil
        }
    }

    /// A custom state compared with a JSON scalar, or `{"atLeast": 3}` and the like.
    private mutating func customComparison(
        _ value: JSONValue, at pointer: JSONPointer
    )
        -> (ValueComparison, [ConfigurationValue], Bool)?
    {
        guard let object = value.objectValue else {
            guard let scalar = scalar(value, at: pointer) else { return nil }
            return (.equals(ComparableValue(scalar)), [scalar], false)
        }
        guard object.members.count == 1, let (name, argument) = object.members.first else {
            report(
                pointer,
                "expected a JSON scalar or exactly one of: \(ValueComparison.operatorNames.joined(separator: ", "))")
            return nil
        }
        let here = pointer.appending(name)
        if name == "oneOf" {
            guard let array = argument.arrayValue, !array.isEmpty else {
                report(here, "expected a non-empty array of scalars")
                return nil
            }
            var values: [ConfigurationValue] = []
            for (index, element) in array.enumerated() {
                guard let value = scalar(element, at: here.appending(index)) else { return nil }
                values.append(value)
            }
            return (.oneOf(Set(values.map(ComparableValue.init))), values, false)
        }
        guard let bound = scalar(argument, at: here) else { return nil }
        let comparable = ComparableValue(bound)
        switch name {
        case "equals": return (.equals(comparable), [bound], false)
        case "atLeast": return (.atLeast(comparable), [bound], true)
        case "atMost": return (.atMost(comparable), [bound], true)
        case "greaterThan": return (.greaterThan(comparable), [bound], true)
        case "lessThan": return (.lessThan(comparable), [bound], true)
        default:
            report(
                here,
                "unknown comparison \"\(name)\"; expected one of: \(ValueComparison.operatorNames.joined(separator: ", "))"
            )
            return nil
        }
    }

    /// A JSON scalar as a custom-state value.
    mutating func scalar(_ value: JSONValue, at pointer: JSONPointer) -> ConfigurationValue? {
        switch value {
        case .bool(let bool): return .bool(bool)
        case .string(let string): return .string(string)
        case .number(let number):
            if let integer = value.intValue { return .int(integer) }
            if number.doubleValue.isFinite { return .double(number.doubleValue) }
        default: break
        }
        report(pointer, "expected a boolean, number or string, found \(value.typeName)")
        return nil
    }

    /// A drag or drop state, or `{"oneOf": [...]}`.
    private mutating func enumSet<T: RawRepresentable & CaseIterable & Hashable>(
        _ value: JSONValue, as type: T.Type, at pointer: JSONPointer
    ) -> Set<T>? where T.RawValue == String {
        if let object = value.objectValue {
            guard object.members.count == 1, let array = object["oneOf"]?.arrayValue, !array.isEmpty else {
                report(pointer, "expected a state name or {\"oneOf\": [names]}")
                return nil
            }
            var result: Set<T> = []
            for (index, element) in array.enumerated() {
                guard let member = name(element, as: T.self, at: pointer.appending("oneOf").appending(index)) else {
                    return nil
                }
                result.insert(member)
            }
            return result
        }
        return name(value, as: T.self, at: pointer).map { [$0] }
    }
}
