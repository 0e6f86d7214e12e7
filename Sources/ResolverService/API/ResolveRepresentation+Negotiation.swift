import HTTPServer
import StyleService

/// The representation chosen by the request's `Accept` field: JSON (also for `*/*` or no field), or CSS.
extension ResolveRepresentation {
    /// The `Content-Type` of the answer.
    var contentType: String {
        switch self {
        case .json: "application/json"
        case .css: "text/css; charset=utf-8"
        }
    }

    /// The representation the field prefers among those offered (CSS unless `offeringCSS` is false), JSON on a tie;
    /// nil when it allows none of them.
    static func negotiate(accept: String?, offeringCSS: Bool = true) -> ResolveRepresentation? {
        // The common fields answer without parsing.
        if accept == nil || accept == "*/*" || accept == "application/json" { return .json }
        if accept == "text/css" { return offeringCSS ? .css : nil }
        let offers: [(mediaType: String, offer: ResolveRepresentation)] =
            offeringCSS ? [("application/json", .json), ("text/css", .css)] : [("application/json", .json)]
        return ContentNegotiation.preferred(offers, accept: accept)
    }

    /// The 406 answer when the field allows none of the representations offered.
    static func notAcceptable(offeringCSS: Bool) -> ProblemDetails {
        ProblemDetails(
            .notAcceptable,
            detail: offeringCSS
                ? "This endpoint answers application/json or text/css (CSS custom properties); the Accept field allows neither."
                : "An explained answer is application/json only; the Accept field does not allow it.")
    }
}
