/// What `POST /v1/resolve` answers with, chosen by the request's `Accept` field: JSON (also for `*/*` or no field),
/// or CSS custom properties (``CSSCustomProperties``).
enum ResolveRepresentation: Hashable, Sendable {
    case json, css

    /// The `Content-Type` of the answer.
    var contentType: String {
        switch self {
        case .json: "application/json"
        case .css: "text/css; charset=utf-8"
        }
    }

    /// The representation the field prefers, JSON on a tie; nil when it allows neither.
    static func negotiate(accept: String?) -> ResolveRepresentation? {
        // The common fields answer without parsing.
        if accept == nil || accept == "*/*" || accept == "application/json" { return .json }
        if accept == "text/css" { return .css }
        return ContentNegotiation.preferred([("application/json", .json), ("text/css", .css)], accept: accept)
    }

    /// The 406 answer when the field allows neither.
    static let notAcceptable = ProblemDetails(
        status: .notAcceptable, slug: "not-acceptable", title: "Not acceptable",
        detail: "This endpoint answers application/json or text/css (CSS custom properties); the Accept field allows neither.")
}
