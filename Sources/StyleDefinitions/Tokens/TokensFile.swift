/// Where a service's design tokens come from: a DTCG tokens file or Resolver Module document, and which of its
/// contexts each mode takes; read at start and again on every reload.
public struct TokensFile: Hashable, Sendable {
    /// The file's path.
    public var path: String
    /// The context each mode takes, when given (otherwise contexts are matched by name).
    public var modeMap: [TokenMode: String]?

    public init(path: String, modeMap: [TokenMode: String]? = nil) {
        self.path = path
        self.modeMap = modeMap
    }

    /// Reads and checks the file, following every alias.
    public func load() -> Result<DesignTokenSet, DocumentProblems> {
        DesignTokenSet.load(contentsOf: path, modeMap: modeMap)
    }
}

extension TokensFile {
    /// The folder holding the file at `path` (`.` for a bare name): what a watcher watches, as a ConfigMap swaps
    /// the whole folder.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
