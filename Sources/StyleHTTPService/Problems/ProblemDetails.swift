import EpollHTTP
import StrictJSON
import StyleDefinitions
import StyleService

/// An error answer in RFC 9457 form (`application/problem+json`): a type, a title, the status, a detail and, for
/// invalid input, its problems with their JSON pointers (the first ``maximumErrorsWritten``, and how many more).
struct ProblemDetails: Error, Sendable {
    /// The most problems an answer lists; it counts the rest in `errorsOmitted`. A body of 1 MB can hold 80,000
    /// unknown fields: listing each made a 10 MB answer, ten times the request.
    static let maximumErrorsWritten = 100

    /// The kind of problem: its slug (the `type` is `/problems/<slug>`), title and status come from its table.
    var type: ProblemType
    /// The status answered: the type's, but for an HTTP-layer rejection whose status the table does not name.
    var status: HTTPStatus
    var detail: String
    var errors: [DocumentProblem]
    /// Extra response fields (`Allow`, `WWW-Authenticate`).
    var fields: HTTPFields
    /// The name the client probably meant (an unknown style's closest registered name); written only when set.
    var suggestion: String?
    /// A refused render's work and the budget it is over: written as `limit`, `steps`, `budget`, `resolutions` and
    /// `stepsPerResolution`, only when set.
    var renderWork: (work: RenderWork, budget: Int)?

    /// A problem of `type`, answered with the type's status.
    init(
        _ type: ProblemType, detail: String, errors: [DocumentProblem] = [], fields: HTTPFields = HTTPFields()
    ) {
        self.type = type
        self.status = type.status
        self.detail = detail
        self.errors = errors
        self.fields = fields
    }

    static func invalid(
        _ problems: DocumentProblems, detail: String = "The request has values the service cannot use."
    ) -> ProblemDetails {
        ProblemDetails(.invalidValue, detail: detail, errors: problems.problems)
    }

    static func malformedJSON(_ error: JSONParseError) -> ProblemDetails {
        ProblemDetails(
            .malformedJSON,
            detail:
                "The body is not valid JSON: \(error.message) at byte \(error.offset) (line \(error.line), column \(error.column)).",
            errors: [DocumentProblem(pointer: JSONPointer(), message: "\(error.message) at byte \(error.offset)")])
    }

    /// The HTTP layer's own answers (malformed requests, limits, timeouts, unknown paths) as problems.
    static func rejected(_ rejection: HTTPRejection) -> ProblemDetails {
        let type: ProblemType =
            switch rejection.status.code {
            case 400: .malformedRequest
            case 404: .notFound
            case 405: .methodNotAllowed
            case 408: .requestTimeout
            case 413: .bodyTooLarge
            case 414: .requestLineTooLong
            case 417: .expectationFailed
            case 431: .headerFieldsTooLarge
            case 501: .notImplemented
            case 503: .unavailable
            case 505: .httpVersionNotSupported
            default: .internalError
            }
        var problem = ProblemDetails(type, detail: rejection.reason)
        problem.status = rejection.status
        return problem
    }

    /// The response, with the problem as its JSON body.
    var response: HTTPResponse {
        var writer = JSONWriter(capacity: 256 + min(errors.count, Self.maximumErrorsWritten) * 96)
        write(into: &writer)
        var fields = self.fields
        fields.append(name: .contentType, value: "application/problem+json")
        return HTTPResponse(status: status, fields: fields, body: writer.bytes)
    }

    /// The problem as a JSON object: the response's body, or a failed batch item's `problem`.
    func write(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("type", type.uri)
        writer.field("title", type.title)
        writer.field("status", status.code)
        writer.field("detail", detail)
        if let suggestion { writer.field("suggestion", suggestion) }
        if let (work, budget) = renderWork {
            writer.field("limit", "render-budget")
            writer.field("steps", work.steps)
            writer.field("budget", budget)
            writer.field("resolutions", work.resolutions)
            writer.field("stepsPerResolution", work.stepsPerResolution)
        }
        writer.errorsMember(errors.prefix(Self.maximumErrorsWritten))
        if errors.count > Self.maximumErrorsWritten {
            writer.field("errorsOmitted", errors.count - Self.maximumErrorsWritten)
        }
        writer.endObject()
    }
}
