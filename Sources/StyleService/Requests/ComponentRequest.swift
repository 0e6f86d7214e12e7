import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// A resolve request for a button or an empty-state style, decoded once the style's kind is known: its state in the
/// kind's own fields, its content and overrides (the button's `buttonSize` folded in as the request's override).
/// Boxed, so a cell's request, which carries none, moves a pointer's worth for it.
package indirect enum ComponentRequest: Sendable {
    /// A button style's request, with its role.
    case button(
        ButtonConfigurationState, role: ButtonConfiguration.Role, content: ButtonContent,
        overrides: ConfigurationOverrides)
    /// An empty-state style's request.
    case contentUnavailable(
        ContentUnavailableConfigurationState, content: ContentUnavailableContent, overrides: ConfigurationOverrides)

    /// The row `buttonSize` sets.
    static let buttonSizeRow = ButtonConfiguration.catalogue.property(ButtonConfiguration.Property.buttonSize)
}

extension RequestDecoder {
    /// Reports the fields a request gives that `kind`'s styles do not take: `buttonSize` and `role` but for a button,
    /// a cell's texts on a button, a button's title on a cell, and overrides of another kind's parts.
    mutating func checkFields(of request: ResolveRequest, for kind: ConfigurationKind, at pointer: JSONPointer) {
        func refuse(_ field: String, at here: JSONPointer, takes: String) {
            report(Self.refusal(field, for: kind, at: here, takes: takes))
        }
        if kind != .button {
            if request.buttonSize != nil {
                refuse("buttonSize", at: pointer.appending("buttonSize"), takes: "it sizes a button")
            }
            if request.role != nil { refuse("role", at: pointer.appending("role"), takes: "it is a button's role") }
        }
        let content = request.content
        let given: [(String, Bool)] = [
            ("text", content.text != nil), ("attributedText", content.attributedText != nil),
            ("secondaryText", content.secondaryText != nil),
            ("secondaryAttributedText", content.secondaryAttributedText != nil), ("image", content.image != nil),
            ("locale", content.locale != nil), ("title", content.title != nil), ("subtitle", content.subtitle != nil),
        ]
        let takes = Self.contentFields[kind] ?? []
        for (field, isGiven) in given where isGiven && !takes.contains(field) {
            report(Self.contentRefusal(field, for: kind, at: pointer.appending("content").appending(field)))
        }
        for problem in request.overrides.problems(for: kind, at: pointer.appending("overrides")) { report(problem) }
    }

    /// Checks the values of a batch's top-level `buttonSize` and `role`, which every item naming a button inherits:
    /// a bad one fails the batch as the top level's other fields do.
    mutating func checkButtonFields(of request: ResolveRequest, at pointer: JSONPointer) {
        if let size = request.buttonSize, let row = ComponentRequest.buttonSizeRow {
            _ = decoder.propertyValue(size, of: row.kind, at: pointer.appending("buttonSize"))
        }
        if let role = request.role {
            _ = decoder.name(role, as: ButtonConfiguration.Role.self, at: pointer.appending("role"))
        }
    }

    /// The problem of a field `kind`'s styles do not take; `takes` says what they take instead.
    static func refusal(
        _ field: String, for kind: ConfigurationKind, at pointer: JSONPointer, takes: String
    ) -> DocumentProblem {
        DocumentProblem(pointer: pointer, message: "\"\(field)\" does not apply to a \(kind.noun) style; \(takes)")
    }

    /// The problem of a content field `kind`'s styles do not take.
    static func contentRefusal(_ field: String, for kind: ConfigurationKind, at pointer: JSONPointer) -> DocumentProblem
    {
        refusal(
            field, for: kind, at: pointer,
            takes: "its content takes \((contentFields[kind] ?? []).joined(separator: ", "))")
    }

    /// The content fields each kind takes.
    static let contentFields: [ConfigurationKind: [String]] = [
        .cell: ["text", "attributedText", "secondaryText", "secondaryAttributedText", "image", "locale"],
        .button: ["title", "subtitle", "image"],
        .contentUnavailable: ["text", "secondaryText", "image"],
    ]

    /// A button's or an empty state's request: the fields checked against its kind, then `states` (the batch's
    /// shared state, then the item's own, each with its pointer) laid over the base state in turn. Nil when it has
    /// problems (each reported).
    mutating func component(
        _ request: ResolveRequest, style: RegisteredStyle, states: [(value: JSONValue, pointer: JSONPointer)],
        at pointer: JSONPointer
    ) -> ComponentRequest? {
        let problemsBefore = problems.count
        let kind = style.definition.configurationKind
        checkFields(of: request, for: kind, at: pointer)
        let keys = style.definition.keys
        let traits = baseState.traitCollection
        let made: ComponentRequest?
        switch kind {
        case .cell: preconditionFailure("a cell style's request is not a component's")
        case .button:
            var state = ButtonConfigurationState(traitCollection: traits)
            for (value, here) in states {
                state = decoder.buttonState(value, at: here, declaredKeys: keys, over: state)
            }
            var overrides = request.overrides
            if let size = request.buttonSize, let row = ComponentRequest.buttonSizeRow,
                let value = decoder.propertyValue(size, of: row.kind, at: pointer.appending("buttonSize"))
            {
                overrides.append(ConfigurationOverrides(button: [ButtonAssignment(row, value)]))
            }
            let role = request.role.flatMap {
                decoder.name($0, as: ButtonConfiguration.Role.self, at: pointer.appending("role"))
            }
            let content = ButtonContent(
                title: request.content.title, subtitle: request.content.subtitle, image: request.content.image)
            made = .button(state, role: role ?? .normal, content: content, overrides: overrides)
        case .contentUnavailable:
            var state = ContentUnavailableConfigurationState(traitCollection: traits)
            for (value, here) in states {
                state = decoder.contentUnavailableState(value, at: here, declaredKeys: keys, over: state)
            }
            let content = ContentUnavailableContent(
                text: request.content.text, secondaryText: request.content.secondaryText,
                image: request.content.image)
            made = .contentUnavailable(state, content: content, overrides: request.overrides)
        }
        return problems.count == problemsBefore ? made : nil
    }
}
