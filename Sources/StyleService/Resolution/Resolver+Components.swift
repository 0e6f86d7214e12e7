import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Resolving a button's or an empty state's request: the style resolved for the kind's state and written as the
/// answer with its `kind` and the kind's object.
extension Resolver {
    /// The answer to a request for a button or an empty-state style: JSON, or its CSS custom properties as one
    /// `:root` rule written as `cssOptions` say; `digest` is what the answer depends on (``StyleAnswer/styleDigest``).
    static func resolve(
        _ component: ComponentRequest, named name: String, style: RegisteredStyle, digest: UInt64, tintColor: Color,
        as representation: ResolveRepresentation, explain: Bool, cssOptions: CSSOptions = CSSOptions()
    ) throws(ServiceError) -> StyleAnswer {
        if representation == .css {
            return StyleAnswer(
                body: CSSCustomProperties.rule(
                    for: component, of: style.definition, tintColor: tintColor, options: cssOptions),
                styleName: name, styleDigest: digest)
        }
        var writer = JSONWriter(capacity: explain ? 4 * answerCapacity : answerCapacity)
        writer.beginObject()
        writeComponentMembers(
            component, named: name, style: style.definition, tintColor: tintColor, explain: explain,
            into: &writer)
        writer.endObject()
        return StyleAnswer(body: writer.bytes, styleName: name, styleDigest: digest)
    }

    /// The members of a component's answer: `style`, `kind`, `designGeneration`, the kind's object, then `explain`
    /// when asked for.
    static func writeComponentMembers(
        _ component: ComponentRequest, named name: String, style: StyleDefinition, tintColor: Color, explain: Bool,
        into writer: inout JSONWriter
    ) {
        writer.field("style", name)
        writer.field("kind", style.configurationKind.rawValue)
        switch component {
        case .button(let state, let role, let content, let overrides):
            let resolution = style.resolveButton(
                state: state, tintColor: tintColor, role: role, content: content, overrides: overrides,
                recordingSources: explain)
            let traits = resolution.state.traitCollection
            writer.field("designGeneration", traits.designGeneration.rawValue)
            writer.fieldName("button")
            ComponentEncoder.writeButton(
                resolution.resolved, of: resolution.configuration, role: role, traits: traits, into: &writer)
            if explain {
                writer.fieldName("explain")
                ExplanationEncoder.write(style.explain(resolution), into: &writer)
            }
        case .contentUnavailable(let state, let content, let overrides):
            let resolution = style.resolveContentUnavailable(
                state: state, tintColor: tintColor, content: content, overrides: overrides, recordingSources: explain)
            let traits = resolution.state.traitCollection
            writer.field("designGeneration", traits.designGeneration.rawValue)
            writer.fieldName("contentUnavailable")
            ComponentEncoder.writeContentUnavailable(
                resolution.resolved, of: resolution.configuration, state: resolution.state, traits: traits,
                into: &writer)
            if explain {
                writer.fieldName("explain")
                ExplanationEncoder.write(style.explain(resolution), into: &writer)
            }
        }
    }
}
