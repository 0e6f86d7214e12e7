import StyleRegistry

/// The web formats of a whole style, each built from the style's definition and a checked query: the stylesheet
/// (CSS custom properties per state) and the design tokens (DTCG).
package enum StyleFormat: Sendable {
    case stylesheet, designTokens

    /// The cell's selector when the query gives none.
    package static let defaultCellSelector = ".cell"

    /// The query parameters the format takes.
    package var parameters: [String] {
        switch self {
        case .stylesheet: ["selector", "tintColor"]
        case .designTokens: ["tintColor"]
        }
    }

    /// The format's bytes for the named style.
    package func build(style: StyleDefinition, named name: String, query: FormatQuery) -> [UInt8] {
        switch self {
        case .stylesheet:
            StylesheetBuilder(
                style: style, styleName: name, selector: query.selector ?? Self.defaultCellSelector,
                tintColor: query.tintColor
            ).build()
        case .designTokens:
            DesignTokensEncoder(style: style, styleName: name, tintColor: query.tintColor).encode()
        }
    }
}
