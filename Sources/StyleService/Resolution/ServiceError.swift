import JSON
import StyleRegistry

/// Why the core could not answer a request, as data: every problem with its JSON pointer. The HTTP adapter maps
/// each case to a status and a `problem+json` body; the offline commands print the same problems.
package enum ServiceError: Error, Sendable, Hashable {
    /// The body is not JSON at all.
    case malformedJSON(JSONParseError)
    /// The body (or query) has values the service cannot use; every problem is listed.
    case invalid([DocumentProblem])
    /// The query of a format endpoint has values the service cannot use (each pointer names its parameter).
    case invalidQuery([DocumentProblem])
    /// A matrix would have more combinations than the limit; the problems say which axes.
    case tooManyCombinations([DocumentProblem])
    /// A render would take more steps than the service's render budget (the second value).
    case overBudget(RenderWork, budget: Int)
    /// No style has the name; `problems` point at the body's `style` when the name came from there, and
    /// `suggestion` is the registered name closest to it, if any is close.
    case unknownStyle(String, problems: [DocumentProblem], suggestion: String? = nil)

    /// The error for a style name no style in `snapshot` has, suggesting the closest registered name; `pointer`
    /// is where the name was given in the body, if it was.
    package static func noStyle(
        named name: String, in snapshot: RegistrySnapshot, at pointer: JSONPointer? = nil
    ) -> ServiceError {
        let names = snapshot.orderedNames
        let suggestion = NameSuggestion.closest(to: name, among: names)
        let problems = pointer.map {
            [DocumentProblem.unknownName(name, among: names, at: $0, message: "no style named \"\(name)\"")]
        }
        return .unknownStyle(name, problems: problems ?? [], suggestion: suggestion)
    }

    /// The problems the error carries, each with its pointer (the parse error's at the document).
    package var problems: [DocumentProblem] {
        switch self {
        case .malformedJSON(let error):
            [DocumentProblem(pointer: JSONPointer(), message: "\(error.message) at byte \(error.offset)")]
        case .invalid(let problems), .invalidQuery(let problems), .tooManyCombinations(let problems),
            .unknownStyle(_, let problems, _):
            problems
        case .overBudget(let work, let budget): [work.problem(budget: budget)]
        }
    }
}
