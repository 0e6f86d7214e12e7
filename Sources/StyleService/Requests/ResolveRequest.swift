import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// A decoded `POST /v1/resolve` body (or one batch item with the top-level fields folded in).
struct ResolveRequest: Sendable {
    /// The fields a resolve request may have (``RequestDecoder`` matches them in this order).
    static let fields = ["style", "state", "tintColor", "content", "overrides", "buttonSize", "role"]
    /// The fields of a request's `content`.
    static let contentFields = [
        "text", "attributedText", "secondaryText", "secondaryAttributedText", "image", "locale", "title", "subtitle",
    ]

    /// The style to resolve; empty when the body names none (each caller says where it was missing).
    var styleName: String
    /// The raw state, decoded once the style (and so its declared keys) is known.
    var state: JSONValue?
    var tintColor: Color
    var content: CellContent
    var overrides: ConfigurationOverrides
    /// A button's size (`buttonSize`), decoded once the style is known to be a button.
    var buttonSize: JSONValue? {
        get { buttonFields?.buttonSize }
        set { buttonFields = ButtonFields(buttonSize: newValue, role: role) }
    }
    /// A button's role (`role`), decoded once the style is known to be a button.
    var role: JSONValue? {
        get { buttonFields?.role }
        set { buttonFields = ButtonFields(buttonSize: buttonSize, role: newValue) }
    }
    /// Both, boxed and nil unless given: a cell's request, copied as it is decoded, stays its size.
    private var buttonFields: ButtonFields? = nil

    /// A button's request fields as given.
    private indirect enum ButtonFields {
        case fields(buttonSize: JSONValue?, role: JSONValue?)

        init?(buttonSize: JSONValue?, role: JSONValue?) {
            guard buttonSize != nil || role != nil else { return nil }
            self = .fields(buttonSize: buttonSize, role: role)
        }

        var buttonSize: JSONValue? {
            switch self {
            case .fields(let buttonSize, _): buttonSize
            }
        }

        var role: JSONValue? {
            switch self {
            case .fields(_, let role): role
            }
        }
    }

    /// Whether the request gives a field only buttons and empty states take (a cell's request rarely does, so the
    /// cell's path checks its fields only then).
    var hasComponentFields: Bool {
        buttonSize != nil || role != nil || content.title != nil || content.subtitle != nil
            || !overrides.button.isEmpty || !overrides.contentUnavailable.isEmpty
    }

    /// No style, no state, the default tint (systemBlue), no content and no overrides.
    static let defaults = ResolveRequest(
        styleName: "", state: nil, tintColor: .systemBlue, content: CellContent(), overrides: ConfigurationOverrides())
}
