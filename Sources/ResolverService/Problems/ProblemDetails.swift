import HTTPServer
import JSON
import StyleRegistry
import StyleService

/// An error answer in RFC 9457 form (`application/problem+json`): a type, a title, the status, a detail and, for
/// invalid input, every problem with its JSON pointer.
struct ProblemDetails: Error, Sendable {
    var status: HTTPStatus
    /// A short, stable slug: the `type` is `/problems/<slug>`.
    var slug: String
    var title: String
    var detail: String
    var errors: [DocumentProblem] = []
    /// Extra response fields (`Allow`, `WWW-Authenticate`).
    var fields: HTTPFields = HTTPFields()

    static func invalid(
        _ problems: DocumentProblems, detail: String = "The request has values the service cannot use."
    ) -> ProblemDetails {
        ProblemDetails(
            status: .unprocessableContent, slug: "invalid-value", title: "Invalid value", detail: detail,
            errors: problems.problems)
    }

    static func malformedJSON(_ error: JSONParseError) -> ProblemDetails {
        ProblemDetails(
            status: .badRequest, slug: "malformed-json", title: "Malformed JSON",
            detail:
                "The body is not valid JSON: \(error.message) at byte \(error.offset) (line \(error.line), column \(error.column)).",
            errors: [DocumentProblem(pointer: JSONPointer(), message: "\(error.message) at byte \(error.offset)")])
    }

    /// The HTTP layer's own answers (malformed requests, limits, timeouts, unknown paths) as problems.
    static func rejected(_ rejection: HTTPRejection) -> ProblemDetails {
        let slug =
            switch rejection.status.code {
            case 400: "malformed-request"
            case 404: "not-found"
            case 405: "method-not-allowed"
            case 408: "request-timeout"
            case 413: "body-too-large"
            case 414: "request-line-too-long"
            case 417: "expectation-failed"
            case 431: "header-fields-too-large"
            case 501: "not-implemented"
            case 503: "unavailable"
            case 505: "http-version-not-supported"
            default: "internal-error"
            }
        return ProblemDetails(
            status: rejection.status, slug: slug, title: rejection.status.reasonPhrase, detail: rejection.reason)
    }

    /// The response, with the problem as its JSON body.
    var response: HTTPResponse {
        var writer = JSONWriter(capacity: 256 + errors.count * 96)
        writer.beginObject()
        writer.field("type", "/problems/\(slug)")
        writer.field("title", title)
        writer.field("status", status.code)
        writer.field("detail", detail)
        writer.fieldName("errors")
        writer.beginArray()
        for error in errors {
            writer.beginObject()
            writer.field("pointer", error.pointer.description)
            writer.field("message", error.message)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        var fields = self.fields
        fields.append(name: .contentType, value: "application/problem+json")
        return HTTPResponse(status: status, fields: fields, body: writer.bytes)
    }
}
