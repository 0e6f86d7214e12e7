import StrictJSON
import ViewConfigurations

/// The checks that need the style's kind, known once `extends` is resolved: a document keeps to one kind of base,
/// and its overrides and rules to the parts and state fields of that kind.
extension StyleCompiler {
    /// The state fields rules may read, by kind: a cell's flags and drag and drop states, a button's five bits, and
    /// none for an empty state (its rules read traits and custom states).
    static let stateFields: [ConfigurationKind: [String]] = [
        .cell: StateFlag.allCases.map(\.rawValue) + ["cellDragState", "cellDropState"],
        .button: ["isHighlighted", "isDisabled", "isSelected", "isFocused", "isHeld"],
        .contentUnavailable: [],
    ]

    /// A document that names a base of another kind than the style it extends: a button over a cell, say.
    static func mixedBase(
        _ document: StyleDocument, over kind: ConfigurationKind, extends parent: String?
    ) -> DocumentProblem? {
        let named: (field: String, kind: ConfigurationKind)? =
            if document.buttonFactory != nil {
                ("button", .button)
            } else if document.contentUnavailableFactory != nil {
                ("contentUnavailable", .contentUnavailable)
            } else if document.backgroundFactory != nil || document.contentFactory != nil {
                (document.backgroundFactory != nil ? "background" : "content", .cell)
            } else {
                nil
            }
        guard let named, named.kind != kind else { return nil }
        return DocumentProblem(
            pointer: JSONPointer(tokens: [named.field]),
            message:
                "expected a \(kind.noun) base, as \"\(parent ?? "")\" is a \(kind.noun) style; \"\(named.field)\" "
                + "starts a \(named.kind.noun): a style cannot mix a \(named.kind.noun) base with a \(kind.noun) base")
    }

    /// The document's own overrides and rules checked against its kind: parts of another kind's overrides, state
    /// fields its kind's state lacks, and the cell-only update flags on another kind.
    static func kindProblems(of document: StyleDocument, kind: ConfigurationKind) -> [DocumentProblem] {
        var problems = document.overrides.problems(for: kind, at: JSONPointer(tokens: ["overrides"]))
        for (index, rule) in document.rules.enumerated() {
            problems += rule.set.problems(for: kind, at: JSONPointer(tokens: ["rules", String(index), "set"]))
        }
        let fields = stateFields[kind] ?? []
        for reference in document.stateFields where !fields.contains(reference.name) {
            let expected = fields.isEmpty ? "its rules read traits and custom states" : fields.joined(separator: ", ")
            problems.append(
                DocumentProblem.unknownName(
                    reference.name, among: fields, at: reference.pointer,
                    message: "a \(kind.noun)'s state has no \"\(reference.name)\"; expected \(expected)"))
        }
        if kind != .cell {
            for (field, flag) in [
                ("automaticallyUpdatesBackgroundConfiguration", document.automaticallyUpdatesBackgroundConfiguration),
                ("automaticallyUpdatesContentConfiguration", document.automaticallyUpdatesContentConfiguration),
            ] where flag != nil {
                problems.append(
                    DocumentProblem(
                        pointer: JSONPointer(tokens: [field]),
                        message: "\"\(field)\" applies to cell styles; a \(kind.noun) style updates for its state"))
            }
        }
        return problems
    }
}

extension ConfigurationKind {
    /// The kind in a sentence: "cell", "button", "content unavailable".
    public var noun: String {
        switch self {
        case .cell: "cell"
        case .button: "button"
        case .contentUnavailable: "content unavailable"
        }
    }
}

extension ConfigurationOverrides {
    /// The parts an overrides object takes for each kind of style.
    package static let parts: [ConfigurationKind: [String]] = [
        .cell: ["background", "content", "separator", "accessories"],
        .button: ["button"],
        .contentUnavailable: ["contentUnavailable"],
    ]

    /// A problem at each part set that a style of `kind` does not have (`button` overrides on a cell style), under
    /// `pointer`, the overrides object.
    package func problems(for kind: ConfigurationKind, at pointer: JSONPointer) -> [DocumentProblem] {
        let parts = Self.parts[kind] ?? []
        let given: [(String, Bool)] = [
            ("background", !background.isEmpty), ("content", !content.isEmpty), ("separator", !separator.isEmpty),
            ("accessories", accessories != nil), ("button", !button.isEmpty),
            ("contentUnavailable", !contentUnavailable.isEmpty),
        ]
        return given.filter { $0.1 && !parts.contains($0.0) }.map { part, _ in
            DocumentProblem.unknownName(
                part, among: parts, at: pointer.appending(part),
                message: "\"\(part)\" does not apply to a \(kind.noun) style; expected \(parts.joined(separator: ", "))"
            )
        }
    }
}
