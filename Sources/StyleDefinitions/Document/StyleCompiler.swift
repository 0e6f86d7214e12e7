import StrictJSON
import ViewConfigurations

/// Turns user style documents into resolvable styles: follows `extends` to a built-in or another document, folds the
/// chain (parent first), and checks what needs the whole chain: unknown parents, cycles, key conflicts, rules naming
/// undeclared keys or comparing them with values of the wrong type.
public struct StyleCompiler: Sendable {
    /// Longest `extends` chain accepted.
    public static let maximumChainLength = 16

    public let builtIns: [String: StyleDefinition]
    public let documents: [String: StyleDocument]

    public init(builtIns: [String: StyleDefinition] = BuiltInStyles.all, documents: [String: StyleDocument]) {
        self.builtIns = builtIns
        self.documents = documents
    }

    /// The resolvable style for a document, or every problem found.
    public func compile(_ name: String) -> Result<StyleDefinition, DocumentProblems> {
        guard let document = documents[name] else {
            return .failure(
                DocumentProblems([DocumentProblem(pointer: JSONPointer(), message: "no style named \"\(name)\"")]))
        }
        let chain: Chain
        switch self.chain(from: name) {
        case .success(let found): chain = found
        case .failure(let problems): return .failure(problems)
        }
        var folded = Folded(base: chain.base)
        var problems: [DocumentProblem] = []
        for (_, document) in chain.documents.reversed() { folded.add(document, problems: &problems) }
        if folded.rules.count > StyleDocument.maximumRules {
            problems.append(
                DocumentProblem(
                    pointer: JSONPointer(tokens: ["rules"]),
                    message:
                        "with the styles it extends, the style has \(folded.rules.count) rules; at most \(StyleDocument.maximumRules) are allowed"
                ))
        }
        problems += Self.referenceProblems(of: document, declared: folded.keys)
        guard let factories = folded.factories else {
            if problems.isEmpty {
                problems.append(
                    DocumentProblem(pointer: JSONPointer(), message: "the style names no background or content factory")
                )
            }
            return .failure(DocumentProblems(problems))
        }
        problems += Self.kindProblems(of: document, kind: factories.kind)
        guard problems.isEmpty,
            let definition = StyleDefinition(
                name: name, kind: .user, factories: factories, extends: document.extends, keys: folded.keys,
                overrides: folded.overrides, rules: folded.rules,
                automaticallyUpdatesBackgroundConfiguration: folded.automaticallyUpdatesBackground,
                automaticallyUpdatesContentConfiguration: folded.automaticallyUpdatesContent,
                listEnvironment: folded.listEnvironment)
        else {
            return .failure(DocumentProblems(problems))
        }
        return .success(definition)
    }

    /// The documents from one up to its root, child first, and the built-in style the root extends, if any.
    private struct Chain {
        var documents: [(name: String, document: StyleDocument)] = []
        var base: StyleDefinition?
    }

    /// The chain of `extends` from the document `name`, or the problem: an unknown parent, a cycle, or a chain
    /// longer than ``maximumChainLength``.
    private func chain(from name: String) -> Result<Chain, DocumentProblems> {
        func failure(_ problem: DocumentProblem) -> Result<Chain, DocumentProblems> {
            .failure(DocumentProblems([problem]))
        }
        let pointer = JSONPointer(tokens: ["extends"])
        var chain = Chain()
        var current = name
        var visited: Set<String> = []
        while true {
            guard let document = documents[current] else {
                guard let builtIn = builtIns[current] else {
                    let child = chain.documents.last?.name ?? name
                    return failure(
                        DocumentProblem.unknownName(
                            current, among: builtIns.keys.sorted() + documents.keys.sorted(), at: pointer,
                            message: "\"\(child)\" extends \"\(current)\", which is not a style"))
                }
                chain.base = builtIn
                return .success(chain)
            }
            guard visited.insert(current).inserted else {
                let cycle = chain.documents.map(\.name) + [current]
                return failure(
                    DocumentProblem(
                        pointer: pointer, message: "\"extends\" forms a cycle: \(cycle.joined(separator: " → "))"))
            }
            chain.documents.append((current, document))
            guard chain.documents.count <= Self.maximumChainLength else {
                return failure(
                    DocumentProblem(
                        pointer: pointer, message: "\"extends\" chains more than \(Self.maximumChainLength) styles"))
            }
            guard let parent = document.extends else { return .success(chain) }
            current = parent
        }
    }

    /// A chain folded parent first: each document's factories, keys, overrides, rules and flags over its parent's.
    private struct Folded {
        var backgroundFactory: String?
        var contentFactory: String?
        /// A button's or an empty state's factories, when the chain starts one.
        var otherFactories: StyleFactories?
        var keys: [CustomStateKeyDeclaration]
        var overrides: ConfigurationOverrides
        var rules: [StyleRule]
        var automaticallyUpdatesBackground: Bool
        var automaticallyUpdatesContent: Bool
        var listEnvironment: ListEnvironment?

        /// The built-in style at the chain's root, or nothing.
        init(base: StyleDefinition?) {
            backgroundFactory = base?.backgroundFactory
            contentFactory = base?.contentFactory
            if let factories = base?.factories, factories.kind != .cell { otherFactories = factories }
            keys = base?.keys ?? []
            overrides = base?.overrides ?? .init()
            rules = base?.rules ?? []
            automaticallyUpdatesBackground = base?.automaticallyUpdatesBackgroundConfiguration ?? true
            automaticallyUpdatesContent = base?.automaticallyUpdatesContentConfiguration ?? true
            listEnvironment = base?.listEnvironment
        }

        /// What the folded chain configures, once it names a base.
        var kind: ConfigurationKind? { factories?.kind }

        /// The chain's factories: a button's or an empty state's, or a cell's once both its factories are named.
        var factories: StyleFactories? {
            if let otherFactories { return otherFactories }
            guard let backgroundFactory, let contentFactory else { return nil }
            return .cell(background: backgroundFactory, content: contentFactory)
        }

        /// Lays `document` over what is folded so far; a key it redeclares with another type is a problem.
        mutating func add(_ document: StyleDocument, problems: inout [DocumentProblem]) {
            // A style naming its own background leaves the list appearance of the style it extends.
            if document.backgroundFactory != nil { listEnvironment = nil }
            let kindBefore = kind
            backgroundFactory = document.backgroundFactory ?? backgroundFactory
            contentFactory = document.contentFactory ?? contentFactory
            if let button = document.buttonFactory { otherFactories = .button(button) }
            if let empty = document.contentUnavailableFactory { otherFactories = .contentUnavailable(empty) }
            if let kindBefore,
                let mixed = StyleCompiler.mixedBase(document, over: kindBefore, extends: document.extends)
            {
                problems.append(mixed)
            }
            for declaration in document.keys {
                guard let index = keys.firstIndex(where: { $0.key == declaration.key }) else {
                    keys.append(declaration)
                    continue
                }
                if keys[index].type != declaration.type {
                    problems.append(
                        DocumentProblem(
                            pointer: JSONPointer(tokens: ["keys", declaration.key.rawValue, "type"]),
                            message:
                                "\"\(declaration.key.rawValue)\" is \(keys[index].type.article) in the style it extends"
                        ))
                }
                keys[index] = declaration
            }
            overrides.append(document.overrides)
            rules += document.rules
            automaticallyUpdatesBackground =
                document.automaticallyUpdatesBackgroundConfiguration ?? automaticallyUpdatesBackground
            automaticallyUpdatesContent =
                document.automaticallyUpdatesContentConfiguration ?? automaticallyUpdatesContent
        }
    }

    /// The document's own rules must name declared keys (its own or inherited) with values of their type.
    private static func referenceProblems(
        of document: StyleDocument, declared keys: [CustomStateKeyDeclaration]
    ) -> [DocumentProblem] {
        var problems: [DocumentProblem] = []
        for reference in document.references {
            guard let declaration = keys.first(where: { $0.key == reference.key }) else {
                problems.append(
                    DocumentProblem(
                        pointer: reference.pointer,
                        message:
                            "the rule names the custom state \"\(reference.key.rawValue)\", which the style does not declare in \"keys\""
                    ))
                continue
            }
            if reference.isOrdering && !(declaration.type == .integer || declaration.type == .number) {
                problems.append(
                    DocumentProblem(
                        pointer: reference.pointer,
                        message:
                            "ordering comparisons need an integer or number key; \"\(reference.key.rawValue)\" is \(declaration.type.article)"
                    ))
            }
            for value in reference.values where !declaration.type.accepts(value) {
                problems.append(
                    DocumentProblem(
                        pointer: reference.pointer,
                        message: "expected \(declaration.type.article) (the type of \"\(reference.key.rawValue)\")"))
            }
        }
        return problems
    }
}
