import StyleDefinitions
import ViewConfigurations

/// The web formats of a whole style, each built from the style's definition and a checked query: the stylesheet
/// (CSS custom properties per state) and the design tokens (DTCG).
package enum StyleFormat: Sendable {
    case stylesheet, designTokens

    /// The selector of the element a style of `kind` draws when the query gives none: `.cell`, `.button`,
    /// `.content-unavailable`.
    package static func defaultSelector(of kind: ConfigurationKind) -> String {
        switch kind {
        case .cell: ".cell"
        case .button: ".button"
        case .contentUnavailable: ".content-unavailable"
        }
    }

    /// The query parameters the format takes.
    package var parameters: [String] {
        switch self {
        case .stylesheet: Self.stylesheetParameters
        case .designTokens: Self.designTokensParameters
        }
    }

    /// Built once: every stylesheet request asks for them, a cached one included.
    private static let stylesheetParameters =
        ["selector", "tintColor", "design"] + CSSOptions.parameters + [HoverOption.parameter]
    private static let designTokensParameters = ["tintColor", "design", HoverOption.parameter]

    /// The format's bytes for the named style. Both formats hold every design; the query's `design`, else
    /// `defaultDesign` (the server's), is the one the stylesheet leaves unmarked and the tokens' unprefixed modes.
    package func build(
        style: StyleDefinition, named name: String, query: FormatQuery, defaultDesign: DesignGeneration = .ios26
    ) -> [UInt8] {
        let design = query.design ?? defaultDesign
        switch self {
        case .stylesheet:
            return StylesheetBuilder(
                style: style, styleName: name,
                selector: query.selector ?? Self.defaultSelector(of: style.configurationKind),
                tintColor: query.tintColor, design: design, options: query.css, hover: query.hover
            ).build()
        case .designTokens:
            return DesignTokensEncoder(
                style: style, styleName: name, tintColor: query.tintColor, design: design, hover: query.hover
            ).encode()
        }
    }
}
