import HTTPServer

/// Every kind of problem the service answers with, named by its slug: the `type` of the answer is
/// `/problems/<slug>`. ``ProblemType/entry`` is the one table of their statuses and titles: problem answers take
/// their titles and statuses from it.
/// Titles are in sentence case (as RFC 9457's examples), whatever the status line's reason phrase says.
enum ProblemType: String, CaseIterable, Sendable {
    case malformedJSON = "malformed-json"
    case malformedRequest = "malformed-request"
    case unauthorized = "unauthorized"
    case readOnly = "read-only"
    case writesNeedToken = "writes-need-token"
    case builtInStyle = "built-in-style"
    case stylesFolderStyle = "styles-folder-style"
    case unknownStyle = "unknown-style"
    case notFound = "not-found"
    case methodNotAllowed = "method-not-allowed"
    case notAcceptable = "not-acceptable"
    case requestTimeout = "request-timeout"
    case styleHasDependents = "style-has-dependents"
    case bodyTooLarge = "body-too-large"
    case requestLineTooLong = "request-line-too-long"
    case unsupportedMediaType = "unsupported-media-type"
    case expectationFailed = "expectation-failed"
    case invalidValue = "invalid-value"
    case invalidQueryParameter = "invalid-query-parameter"
    case invalidStyleName = "invalid-style-name"
    case headerFieldsTooLarge = "header-fields-too-large"
    case internalError = "internal-error"
    case notImplemented = "not-implemented"
    case unavailable = "unavailable"
    case storageFailure = "storage-failure"
    case httpVersionNotSupported = "http-version-not-supported"

    /// One row of the table.
    struct Entry: Sendable {
        /// The status the problem is answered with.
        var status: HTTPStatus
        /// The answer's `title`: short, in sentence case, the same for every answer of the type.
        var title: String

        init(_ status: HTTPStatus, _ title: String) {
            self.status = status
            self.title = title
        }
    }

    /// The slug, as it appears in the `type` URI.
    var slug: String { rawValue }
    /// The `type` URI, relative to the service: `/problems/<slug>`.
    var uri: String { "/problems/\(rawValue)" }
    /// The answer's `title`.
    var title: String { entry.title }
    /// The status the problem is answered with.
    var status: HTTPStatus { entry.status }

    /// The table: each type's status and title.
    var entry: Entry {
        switch self {
        case .malformedJSON:
            Entry(.badRequest, "Malformed JSON")
        case .malformedRequest:
            Entry(.badRequest, "Bad request")
        case .unauthorized:
            Entry(.unauthorized, "Unauthorized")
        case .readOnly:
            Entry(.forbidden, "Read-only service")
        case .writesNeedToken:
            Entry(.forbidden, "Writes need a token")
        case .builtInStyle:
            Entry(.forbidden, "Built-in style")
        case .stylesFolderStyle:
            Entry(.forbidden, "Style from the styles folder")
        case .unknownStyle:
            Entry(.notFound, "Unknown style")
        case .notFound:
            Entry(.notFound, "Not found")
        case .methodNotAllowed:
            Entry(.methodNotAllowed, "Method not allowed")
        case .notAcceptable:
            Entry(.notAcceptable, "Not acceptable")
        case .requestTimeout:
            Entry(.requestTimeout, "Request timeout")
        case .styleHasDependents:
            Entry(.conflict, "Style has dependents")
        case .bodyTooLarge:
            Entry(.contentTooLarge, "Body too large")
        case .requestLineTooLong:
            Entry(.uriTooLong, "URI too long")
        case .unsupportedMediaType:
            Entry(.unsupportedMediaType, "Unsupported media type")
        case .expectationFailed:
            Entry(.expectationFailed, "Expectation failed")
        case .invalidValue:
            Entry(.unprocessableContent, "Invalid value")
        case .invalidQueryParameter:
            Entry(.unprocessableContent, "Invalid query parameter")
        case .invalidStyleName:
            Entry(.unprocessableContent, "Invalid style name")
        case .headerFieldsTooLarge:
            Entry(.requestHeaderFieldsTooLarge, "Request header fields too large")
        case .internalError:
            Entry(.internalServerError, "Internal server error")
        case .notImplemented:
            Entry(.notImplemented, "Not implemented")
        case .unavailable:
            Entry(.serviceUnavailable, "Service unavailable")
        case .storageFailure:
            Entry(.serviceUnavailable, "Storage failure")
        case .httpVersionNotSupported:
            Entry(.httpVersionNotSupported, "HTTP version not supported")
        }
    }
}
