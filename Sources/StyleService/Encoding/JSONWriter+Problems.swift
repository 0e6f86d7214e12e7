import StrictJSON
import StyleDefinitions

extension JSONWriter {
    /// Writes the `errors` member every problem body carries: each problem's JSON pointer, message and suggestion,
    /// in order. The one writer of that member, for the API's problem details and the core's batch items alike.
    package mutating func errorsMember(_ problems: some Collection<DocumentProblem>) {
        fieldName("errors")
        beginArray()
        for problem in problems {
            beginObject()
            field("pointer", problem.pointer.description)
            field("message", problem.message)
            if let suggestion = problem.suggestion { field("suggestion", suggestion) }
            endObject()
        }
        endArray()
    }
}
