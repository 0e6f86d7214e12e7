import StrictJSON

/// The problems found while reading tokens, each with the file it is in, turned into a document's problems at the
/// end: duplicates (the same token seen in several modes) dropped, and each message prefixed with its file's name
/// when the document read more than one file.
struct TokenProblemList: Sendable {
    private var entries: [(file: String?, problem: DocumentProblem)] = []
    private var seen: Set<DocumentProblemKey> = []

    /// Whether nothing was found.
    var isEmpty: Bool { entries.isEmpty }

    /// Records a problem at `origin`.
    mutating func report(_ origin: TokenOrigin, _ message: String, suggestion: String? = nil) {
        report(origin, DocumentProblem(pointer: origin.pointer, message: message, suggestion: suggestion))
    }

    /// Records a problem made elsewhere (an unknown name with its did-you-mean) found in `origin`'s file.
    mutating func report(_ origin: TokenOrigin, _ problem: DocumentProblem) {
        guard seen.insert(DocumentProblemKey(file: origin.file, problem: problem)).inserted else { return }
        entries.append((origin.file, problem))
    }

    /// The problems, each message prefixed with `"name: "` of its file when `rootName` is given (several files
    /// were read) or the problem is in a referenced file.
    func documentProblems(rootName: String?) -> [DocumentProblem] {
        entries.map { entry in
            guard let file = entry.file ?? rootName else { return entry.problem }
            var problem = entry.problem
            problem.message = "\(file): \(problem.message)"
            return problem
        }
    }

    private struct DocumentProblemKey: Hashable {
        var file: String?
        var problem: DocumentProblem
    }
}
