import StrictJSON
import ViewConfigurations

/// Reads a DTCG 2025.10 tokens file or Resolver Module document into a ``DesignTokenSet``: sources parsed and
/// checked, merged in resolution order for each mode, aliases followed and values read, and the four modes put
/// together. Every problem is collected, with its JSON pointer into the file it is in.
struct DesignTokenReader {
    var files: TokenFileReader
    var parser = TokenSourceParser()
    /// The referenced files' sources by reference, parsed once however often they are referenced.
    var parsedFiles: [String: TokenGroup] = [:]
    let modeMap: [TokenMode: String]?
    /// The document's file name, for messages when it references other files.
    let documentName: String?

    init(files: TokenFileReader, modeMap: [TokenMode: String]?, documentName: String?) {
        self.files = files
        self.modeMap = modeMap
        self.documentName = documentName
    }

    /// The set the document holds, or every problem found.
    mutating func read(_ document: JSONValue) -> Result<DesignTokenSet, DocumentProblems> {
        let root = TokenOrigin(file: nil, pointer: .root)
        guard let object = document.objectValue else {
            return .failure(
                DocumentProblems([
                    DocumentProblem(
                        pointer: .root,
                        message:
                            "expected a DTCG tokens file or resolver document (an object), found \(document.typeName)")
                ]))
        }
        let steps: [ResolverStep]
        if Self.isResolverDocument(object) {
            steps = resolverSteps(object)
        } else {
            steps = [.set([parser.parse(object, at: root)])]
        }
        var problems = parser.problems
        var selector = TokenModeSelector(
            modifiers: steps.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } },
            modeMap: modeMap, problems: problems)
        let choices = selector.select()
        problems = selector.problems
        var set: DesignTokenSet?
        if let choices, problems.isEmpty {
            set = combine(steps: steps, choices: choices, problems: &problems)
        }
        guard let set, problems.isEmpty else {
            let prefix = files.filesReferenced.isEmpty ? nil : documentName
            return .failure(DocumentProblems(problems.documentProblems(rootName: prefix)))
        }
        return .success(set)
    }

    /// Whether the object is a resolver document rather than a tokens file: it has a `resolutionOrder` array or a
    /// `version` string (a tokens file's members are groups and tokens, objects).
    static func isResolverDocument(_ object: JSONObject) -> Bool {
        object["resolutionOrder"]?.arrayValue != nil || object["version"]?.stringValue != nil
    }

    /// Each mode's tokens resolved (each distinct choice of contexts once), put together by path.
    private func combine(
        steps: [ResolverStep], choices: [TokenMode: [String: String]], problems: inout TokenProblemList
    ) -> DesignTokenSet? {
        var resolvedByChoice: [[String: String]: [(path: String, resolved: TokenAliasResolver.Resolved)]] = [:]
        var modes: [TokenMode: [String: TokenAliasResolver.Resolved]] = [:]
        var paths: [String] = []
        var seen = Set<String>()
        for mode in TokenMode.allCases {
            let choice = choices[mode] ?? [:]
            let resolved = resolvedByChoice[choice] ?? resolve(merged(steps, choice: choice), problems: &problems)
            resolvedByChoice[choice] = resolved
            for (path, _) in resolved where seen.insert(path).inserted { paths.append(path) }
            modes[mode] = Dictionary(resolved.map { ($0.path, $0.resolved) }, uniquingKeysWith: { _, later in later })
        }
        guard problems.isEmpty else { return nil }
        let tokens = paths.compactMap { TokenModeCombiner.token($0, modes: modes, problems: &problems) }
        return problems.isEmpty ? DesignTokenSet(tokens: tokens) : nil
    }

    /// The sources of every step, the chosen context of each modifier, merged in order.
    private func merged(_ steps: [ResolverStep], choice: [String: String]) -> TokenGroup {
        var tree = TokenGroup(origin: TokenOrigin(file: nil, pointer: .root))
        for step in steps {
            switch step {
            case .set(let sources):
                for source in sources { tree = tree.merged(with: source) }
            case .modifier(let modifier):
                guard let context = choice[modifier.name] else { continue }
                for source in modifier.sources(of: context) { tree = tree.merged(with: source) }
            }
        }
        return tree
    }

    /// The tokens of one merged tree, aliases followed.
    private func resolve(
        _ tree: TokenGroup, problems: inout TokenProblemList
    ) -> [(path: String, resolved: TokenAliasResolver.Resolved)] {
        var flattener = TokenFlattener(root: tree, problems: problems)
        let flat = flattener.flatten()
        var resolver = TokenAliasResolver(tokens: flat, problems: flattener.problems)
        let resolved = resolver.resolveAll()
        problems = resolver.decoder.problems
        return resolved
    }
}
