import StrictJSON
import StyleDefinitions

/// Why the core could not answer a request, as data: every problem with its JSON pointer. The HTTP adapter maps
/// each case to a status and a `problem+json` body; the offline commands print the same problems.
package enum ServiceError: Error, Sendable, Hashable {
    /// The body is empty, or only whitespace: no JSON at all.
    case emptyBody
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
    /// The style cannot be written in the export format (a name with no identifier, a value with no public UIKit
    /// spelling); each problem points at its place in the style.
    case notExportable(format: String, [DocumentProblem])
    /// No style has the name; `problems` point at the body's `style` when the name came from there, and
    /// `suggestion` is the registered name closest to it, if any is close.
    case unknownStyle(String, problems: [DocumentProblem], suggestion: String? = nil)

    /// The error for a style name no style in `snapshot` has, suggesting the closest registered name unless
    /// `suggesting` is false (the search compares the name with every style's); `pointer` is where the name was
    /// given in the body, if it was.
    package static func noStyle(
        named name: String, in snapshot: RegistrySnapshot, at pointer: JSONPointer? = nil, suggesting: Bool = true
    ) -> ServiceError {
        let names = snapshot.orderedNames
        let suggestion = suggesting ? NameSuggestion.closest(to: name, among: names) : nil
        let problems = pointer.map { pointer -> [DocumentProblem] in
            let message = "no style named \"\(name)\""
            // Given the suggestion as its hint, the problem does not look for it again.
            guard let suggestion else { return [DocumentProblem(pointer: pointer, message: message)] }
            return [DocumentProblem.unknownName(name, among: names, at: pointer, message: message, hint: suggestion)]
        }
        return .unknownStyle(name, problems: problems ?? [], suggestion: suggestion)
    }

    /// Whether `body` holds nothing but JSON whitespace, so it is ``emptyBody`` rather than malformed.
    package static func isEmpty(_ body: [UInt8]) -> Bool {
        body.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }

    /// The problems the error carries, each with its pointer (the parse error's at the document).
    package var problems: [DocumentProblem] {
        switch self {
        case .emptyBody:
            [DocumentProblem(pointer: JSONPointer(), message: "the request body is empty; expected a JSON object")]
        case .malformedJSON(let error):
            [DocumentProblem(pointer: JSONPointer(), message: "\(error.message) at byte \(error.offset)")]
        case .invalid(let problems), .invalidQuery(let problems), .tooManyCombinations(let problems),
            .unknownStyle(_, let problems, _), .notExportable(_, let problems):
            problems
        case .overBudget(let work, let budget): [work.problem(budget: budget)]
        }
    }
}
