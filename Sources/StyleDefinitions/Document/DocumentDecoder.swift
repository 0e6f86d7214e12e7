import StrictJSON

/// Collects every problem of a document while decoding it, so a client learns all of them at once.
package struct DocumentDecoder {
    /// Deepest nesting of rule conditions accepted.
    static let maximumConditionDepth = 16

    package private(set) var problems: [DocumentProblem] = []
    /// The state fields the rule conditions decoded so far read, for the check against the style's kind.
    var conditionFields: [StateFieldReference] = []
    /// The design tokens aliases (`"{brand.accent}"`) name, and those named so far; nil when no tokens file is
    /// loaded (one optional, so a decoder without tokens is made and dropped as cheaply as before).
    var aliases: Aliases?

    /// A decoder whose aliases name `tokens`.
    package init(tokens: DesignTokenSet? = nil) {
        aliases = tokens.map { Aliases(tokens: $0) }
    }

    package mutating func report(_ pointer: JSONPointer, _ message: String) {
        problems.append(DocumentProblem(pointer: pointer, message: message))
    }

    /// Records a problem made elsewhere, such as one with a suggestion.
    package mutating func report(_ problem: DocumentProblem) {
        problems.append(problem)
    }

    /// Records problems ahead of those at `position` and after: a decoder that finds unknown keys while decoding an
    /// object's members reports them where a check before the pass would have.
    mutating func insertProblems(_ inserted: [DocumentProblem], at position: Int) {
        problems.insert(contentsOf: inserted, at: position)
    }

    /// Takes out the problems found after the first `count`, and returns them: a batch answers an item's problems in
    /// that item, apart from the request's own.
    package mutating func takeProblems(after count: Int) -> [DocumentProblem] {
        let taken = Array(problems[count...])
        problems.removeSubrange(count...)
        return taken
    }

    /// The value as an object, or a problem.
    mutating func object(_ value: JSONValue, at pointer: JSONPointer) -> JSONObject? {
        if let object = value.objectValue { return object }
        report(pointer, "expected an object, found \(value.typeName)")
        return nil
    }

    /// Reports an unknown name with `message`, adding the closest of `names` (or `hint`) as a suggestion.
    package mutating func reportUnknown(
        _ name: String, among names: [String], at pointer: JSONPointer, message: String, hint: String? = nil
    ) {
        problems.append(DocumentProblem.unknownName(name, among: names, at: pointer, message: message, hint: hint))
    }

    /// Reports an unknown name of some kind in the usual wording (``DocumentProblem/unknownName(_:kind:among:at:hint:)``).
    package mutating func reportUnknown(
        _ name: String, kind: String, among names: [String], at pointer: JSONPointer, hint: String? = nil
    ) {
        problems.append(DocumentProblem.unknownName(name, kind: kind, among: names, at: pointer, hint: hint))
    }

    /// Reports members whose keys are not among the allowed ones; `hints` gives the usual fix for known mistakes.
    mutating func rejectUnknownKeys(
        _ object: JSONObject, allowed: [String], at pointer: JSONPointer, hints: [String: String] = [:]
    ) {
        var listed: String?  // the allowed keys joined once, for the first unknown one
        for (key, _) in object where !allowed.contains(where: { JSONObject.keysMatch(key, $0) }) {
            let list = listed ?? allowed.joined(separator: ", ")
            listed = list
            problems.append(
                .unknownName(
                    key, kind: "field", among: allowed, listed: list, at: pointer.appending(key), hint: hints[key]))
        }
    }

    mutating func bool(_ value: JSONValue, at pointer: JSONPointer) -> Bool? {
        if let bool = value.boolValue { return bool }
        report(pointer, "expected a boolean, found \(value.typeName)")
        return nil
    }

    mutating func string(_ value: JSONValue, at pointer: JSONPointer) -> String? {
        if let string = value.stringValue { return string }
        report(pointer, "expected a string, found \(value.typeName)")
        return nil
    }

    /// A finite number within a range.
    mutating func number(_ value: JSONValue, at pointer: JSONPointer, in range: ClosedRange<Double>? = nil) -> Double? {
        guard let number = value.doubleValue, number.isFinite else {
            if let text = value.stringValue, Self.isAlias(text) { return tokenNumber(text, at: pointer, in: range) }
            report(pointer, "expected a number, found \(value.typeName)")
            return nil
        }
        if let range, !range.contains(number) {
            report(
                pointer,
                "expected a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), found \(Self.format(number))"
            )
            return nil
        }
        return number
    }

    /// A whole number within a range.
    mutating func integer(_ value: JSONValue, at pointer: JSONPointer, in range: ClosedRange<Int>) -> Int? {
        guard let integer = value.intValue else {
            if case .number(.double(let number)) = value, number == number.rounded(), abs(number) >= Double(Int.max) {
                // A whole number beyond any integer, which the reader keeps as a double.
                report(
                    pointer,
                    "expected an integer from \(range.lowerBound) to \(range.upperBound), found \(Self.format(number)) "
                        + "(out of range)")
                return nil
            }
            report(pointer, "expected an integer, found \(value.typeName)")
            return nil
        }
        guard range.contains(integer) else {
            report(pointer, "expected an integer from \(range.lowerBound) to \(range.upperBound), found \(integer)")
            return nil
        }
        return integer
    }

    /// One of an enum's raw names.
    package mutating func name<T: RawRepresentable & CaseIterable>(
        _ value: JSONValue, as type: T.Type, at pointer: JSONPointer
    )
        -> T? where T.RawValue == String
    {
        if let string = value.stringValue, let result = T(rawValue: string) { return result }
        _ = name(value, in: T.allCases.map(\.rawValue), at: pointer)  // reports why
        return nil
    }

    /// ``bool(_:at:)`` for the member `key` of the object at `parent`, whose pointer is built only for a problem:
    /// decoders visit every member of a request, and most members have none.
    mutating func bool(_ value: JSONValue, under parent: JSONPointer, _ key: String) -> Bool? {
        if let bool = value.boolValue { return bool }
        return bool(value, at: parent.appending(key))
    }

    /// ``number(_:at:in:)`` for the member `key` of the object at `parent`, its pointer built only for a problem.
    mutating func number(
        _ value: JSONValue, under parent: JSONPointer, _ key: String, in range: ClosedRange<Double>
    ) -> Double? {
        if let number = value.doubleValue, number.isFinite, range.contains(number) { return number }
        return number(value, at: parent.appending(key), in: range)
    }

    /// ``name(_:as:at:)`` for the member `key` of the object at `parent`, its pointer built only for a problem.
    mutating func name<T: RawRepresentable & CaseIterable>(
        _ value: JSONValue, as type: T.Type, under parent: JSONPointer, _ key: String
    ) -> T? where T.RawValue == String {
        if let string = value.stringValue, let result = T(rawValue: string) { return result }
        return name(value, as: type, at: parent.appending(key))
    }

    /// The position of a name among `names`.
    mutating func name(_ value: JSONValue, in names: [String], at pointer: JSONPointer) -> Int? {
        guard let string = value.stringValue else {
            report(pointer, "expected a string, one of: \(names.joined(separator: ", ")); found \(value.typeName)")
            return nil
        }
        guard let index = names.firstIndex(of: string) else {
            reportUnknown(string, kind: "value", among: names, at: pointer)
            return nil
        }
        return index
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
