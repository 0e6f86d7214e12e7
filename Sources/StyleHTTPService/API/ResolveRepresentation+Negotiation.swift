import EpollHTTP
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

    /// The representation a request's `Accept` field prefers among those offered (CSS unless `offeringCSS` is
    /// false), or the 406 problem when it allows none: the one negotiation of both resolve routes. A request without
    /// the field (the usual) is JSON at once, without the field's value made as a string.
    static func negotiate(_ fields: HTTPFields, offeringCSS: Bool) throws(ProblemDetails) -> ResolveRepresentation {
        guard fields.contains(.accept) else { return .json }
        guard let representation = negotiate(accept: fields[.accept], offeringCSS: offeringCSS) else {
            throw notAcceptable(offeringCSS: offeringCSS)
        }
        return representation
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
