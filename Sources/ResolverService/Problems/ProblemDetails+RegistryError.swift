import StyleRegistry
import StyleService

/// The registry's refusals of a write as HTTP problems.
extension ProblemDetails {
    /// 403 for styles that cannot change, 404, 409 for a style others extend, 422 for an invalid name or document,
    /// 503 when the data folder cannot be written.
    init(_ error: RegistryError) {
        switch error {
        case .readOnly:
            self.init(
                status: .forbidden, slug: "read-only", title: "Read-only service",
                detail: "This service runs with --read-only.")
        case .builtInStyle(let name):
            self.init(
                status: .forbidden, slug: "built-in-style", title: "Built-in style",
                detail:
                    "\"\(name)\" is a built-in style and cannot be changed; register a style that extends it instead.")
        case .stylesFolderStyle(let name):
            self.init(
                status: .forbidden, slug: "styles-folder-style", title: "Style from the styles folder",
                detail: "\"\(name)\" comes from the read-only styles folder; change it there and send SIGHUP.")
        case .invalidName(let name):
            self.init(
                status: .unprocessableContent, slug: "invalid-style-name", title: "Invalid style name",
                detail: "\"\(name)\" is not a valid style name: \(StyleName.rule).")
        case .notFound(let name):
            self.init(ServiceError.unknownStyle(name, problems: []))
        case .invalidDocument(let problems):
            self = .invalid(problems, detail: "The style document has problems; each is listed with its JSON pointer.")
        case .hasDependents(let name, let dependents):
            self.init(
                status: .conflict, slug: "style-has-dependents", title: "Style has dependents",
                detail: "\"\(name)\" is extended by \(dependents.map { "\"\($0)\"" }.joined(separator: ", ")); "
                    + "delete or change those first.")
        case .storage(let error):
            self.init(
                status: .serviceUnavailable, slug: "storage-failure", title: "Storage failure",
                detail: "The style could not be written to the data folder (\(error)); nothing changed.")
        }
    }
}
