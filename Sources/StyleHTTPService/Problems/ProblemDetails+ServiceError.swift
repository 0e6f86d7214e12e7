import EpollHTTP
import StyleDefinitions
import StyleService

/// The core's failures as HTTP problems.
extension ProblemDetails {
    /// The answer for a failure of the core: 400 for malformed JSON, 404 for an unknown style, 422 for the rest.
    init(_ error: ServiceError) {
        switch error {
        case .emptyBody:
            self = ProblemDetails(
                .malformedJSON,
                detail:
                    "The request body is empty; expected a JSON object (/openapi.yaml describes each endpoint's body).",
                errors: error.problems)
        case .malformedJSON(let error): self = .malformedJSON(error)
        case .invalid(let problems): self = .invalid(DocumentProblems(problems))
        case .invalidQuery(let problems):
            self = .invalid(DocumentProblems(problems), detail: "The query has values the service cannot use.")
        case .tooManyCombinations(let problems):
            self = .invalid(
                DocumentProblems(problems),
                detail: "The matrix would have more combinations than this service resolves in one request.")
        case .overBudget(let work, let budget):
            self = ProblemDetails(
                .renderBudgetExceeded,
                detail:
                    "Rendering \(work.output) takes \(work.resolutions) resolutions × \(work.stepsPerResolution) steps "
                    + "= \(work.steps) steps, over the render budget of \(budget) steps (--render-budget).",
                errors: error.problems)
            renderWork = (work, budget)
        case .notExportable(let format, let problems):
            self = ProblemDetails(
                .styleNotExportable,
                detail: "The style cannot be exported as \(format); the errors point at what keeps it from it.",
                errors: problems)
        case .unknownStyle(let name, let problems, let suggestion):
            let didYouMean = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
            self = ProblemDetails(
                .unknownStyle,
                detail: "There is no style named \"\(name)\"; GET /v1/styles lists them.\(didYouMean)",
                errors: problems)
            self.suggestion = suggestion
        }
    }
}

extension ResolverAPI {
    /// The `problem+json` body the API answers a failure of the core with (for the offline `resolve` command).
    package static func problemBody(for error: ServiceError) -> [UInt8] {
        ProblemDetails(error).response.body
    }

    /// A failed batch item's `problem`: the `problem+json` body the API would answer the item's error with alone
    /// (for the service and the offline `resolve` command alike).
    package static let batchItemProblem: Resolver.ItemProblemWriter = { error, writer in
        ProblemDetails(error).write(into: &writer)
    }
}
