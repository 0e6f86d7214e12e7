import EpollHTTP
import StrictJSON
import StyleDefinitions
import StyleService

/// The registry's refusals of a write as HTTP problems.
extension ProblemDetails {
    /// 403 for styles that cannot change, 404, 409 for a style others extend or a full registry, 413 for a document
    /// over the size limit, 422 for an invalid name or document, 503 when the data folder cannot be written.
    init(_ error: RegistryError) {
        switch error {
        case .readOnly:
            self.init(
                .readOnly,
                detail: "This service runs with --read-only.")
        case .builtInStyle(let name):
            self.init(
                .builtInStyle,
                detail:
                    "\"\(name)\" is a built-in style and cannot be changed; register a style that extends it instead.")
        case .stylesFolderStyle(let name):
            self.init(
                .stylesFolderStyle,
                detail: "\"\(name)\" comes from the read-only styles folder; change it there and send SIGHUP.")
        case .invalidName(let name):
            self.init(
                .invalidStyleName,
                detail: "\"\(name)\" is not a valid style name: \(StyleName.rule).")
        case .notFound(let name):
            self.init(ServiceError.unknownStyle(name, problems: []))
        case .invalidDocument(let problems):
            self = .invalid(problems, detail: "The style document has problems; each is listed with its JSON pointer.")
        case .hasDependents(let name, let dependents):
            self.init(
                .styleHasDependents,
                detail: "\"\(name)\" is extended by \(dependents.map { "\"\($0)\"" }.joined(separator: ", ")); "
                    + "delete or change those first.")
        case .tooManyStyles(let limit):
            self.init(
                .tooManyStyles,
                detail: "The registry holds its limit of \(limit) styles; delete one before adding another.",
                errors: [
                    DocumentProblem(
                        pointer: JSONPointer(), message: "expected at most \(limit) styles in the registry")
                ])
        case .documentTooLarge(let bytes, let limit):
            self.init(
                .styleTooLarge,
                detail: "The style document has \(bytes) bytes as compact JSON; the service accepts at most \(limit).",
                errors: [
                    DocumentProblem(
                        pointer: JSONPointer(),
                        message: "expected a document of at most \(limit) bytes (compact JSON), found \(bytes)")
                ])
        case .storage(let error):
            self.init(
                .storageFailure,
                detail:
                    "The style could not be written to the data folder (\(error.reason)); nothing changed. The "
                    + "service's log names the step and the file that failed.")
        }
    }
}
