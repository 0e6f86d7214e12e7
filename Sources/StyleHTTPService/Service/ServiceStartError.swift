import StyleDefinitions

/// Why the service cannot start: its data folder cannot be used, or its tokens file does not load.
public enum ServiceStartError: Error, CustomStringConvertible {
    /// The data folder cannot be created or read.
    case storage(StorageError)
    /// The tokens file (`--tokens`) is missing, unreadable, not DTCG 2025.10, or past a limit; each problem at its
    /// JSON pointer.
    case tokens(path: String, DocumentProblems)

    public var description: String {
        switch self {
        case .storage(let error): "\(error)"
        case .tokens(let path, let problems):
            "the tokens file \(path) does not load:\n"
                + problems.problems.map { "  \($0)" }.joined(separator: "\n")
        }
    }
}
