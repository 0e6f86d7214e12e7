import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// A decoded `POST /v1/resolve` body (or one batch item with the top-level fields folded in).
struct ResolveRequest: Sendable {
    /// The fields a resolve request may have (``RequestDecoder`` matches them in this order).
    static let fields = ["style", "state", "tintColor", "content", "overrides"]
    /// The fields of a request's `content`.
    static let contentFields = [
        "text", "attributedText", "secondaryText", "secondaryAttributedText", "image", "locale",
    ]

    /// The style to resolve; empty when the body names none (each caller says where it was missing).
    var styleName: String
    /// The raw state, decoded once the style (and so its declared keys) is known.
    var state: JSONValue?
    var tintColor: Color
    var content: CellContent
    var overrides: ConfigurationOverrides

    /// No style, no state, the default tint (systemBlue), no content and no overrides.
    static let defaults = ResolveRequest(
        styleName: "", state: nil, tintColor: .systemBlue, content: CellContent(), overrides: ConfigurationOverrides())
}
