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
        guard documents[name] != nil else {
            return .failure(
                DocumentProblems([DocumentProblem(pointer: JSONPointer(), message: "no style named \"\(name)\"")]))
        }
        // The chain from the document up to its root, child first.
        var chain: [(name: String, document: StyleDocument)] = []
        var base: StyleDefinition?
        var current = name
        var visited: Set<String> = []
        while true {
            guard let document = documents[current] else {
                guard let builtIn = builtIns[current] else {
                    let pointer = JSONPointer(tokens: ["extends"])
                    let child = chain.last?.name ?? name
                    return .failure(
                        DocumentProblems([
                            DocumentProblem.unknownName(
                                current, among: builtIns.keys.sorted() + documents.keys.sorted(), at: pointer,
                                message: "\"\(child)\" extends \"\(current)\", which is not a style")
                        ]))
                }
                base = builtIn
                break
            }
            guard visited.insert(current).inserted else {
                let cycle = chain.map(\.name) + [current]
                return .failure(
                    DocumentProblems([
                        DocumentProblem(
                            pointer: JSONPointer(tokens: ["extends"]),
                            message: "\"extends\" forms a cycle: \(cycle.joined(separator: " → "))")
                    ]))
            }
            chain.append((current, document))
            guard chain.count <= Self.maximumChainLength else {
                return .failure(
                    DocumentProblems([
                        DocumentProblem(
                            pointer: JSONPointer(tokens: ["extends"]),
                            message: "\"extends\" chains more than \(Self.maximumChainLength) styles")
                    ]))
            }
            guard let parent = document.extends else { break }
            current = parent
        }

        var problems: [DocumentProblem] = []
        var backgroundFactory = base?.backgroundFactory
        var contentFactory = base?.contentFactory
        var keys = base?.keys ?? []
        var overrides = base?.overrides ?? .init()
        var rules = base?.rules ?? []
        var automaticallyUpdatesBackground = base?.automaticallyUpdatesBackgroundConfiguration ?? true
        var automaticallyUpdatesContent = base?.automaticallyUpdatesContentConfiguration ?? true
        var listEnvironment = base?.listEnvironment
        for (_, document) in chain.reversed() {
            // A style naming its own background leaves the list appearance of the style it extends.
            if document.backgroundFactory != nil { listEnvironment = nil }
            backgroundFactory = document.backgroundFactory ?? backgroundFactory
            contentFactory = document.contentFactory ?? contentFactory
            for declaration in document.keys {
                if let index = keys.firstIndex(where: { $0.key == declaration.key }) {
                    if keys[index].type != declaration.type {
                        problems.append(
                            DocumentProblem(
                                pointer: JSONPointer(tokens: ["keys", declaration.key.rawValue, "type"]),
                                message:
                                    "\"\(declaration.key.rawValue)\" is \(keys[index].type.article) in the style it extends"
                            ))
                    }
                    keys[index] = declaration
                } else {
                    keys.append(declaration)
                }
            }
            overrides.background += document.overrides.background
            overrides.content += document.overrides.content
            rules += document.rules
            automaticallyUpdatesBackground =
                document.automaticallyUpdatesBackgroundConfiguration ?? automaticallyUpdatesBackground
            automaticallyUpdatesContent =
                document.automaticallyUpdatesContentConfiguration ?? automaticallyUpdatesContent
        }
        if rules.count > StyleDocument.maximumRules {
            problems.append(
                DocumentProblem(
                    pointer: JSONPointer(tokens: ["rules"]),
                    message:
                        "with the styles it extends, the style has \(rules.count) rules; at most \(StyleDocument.maximumRules) are allowed"
                ))
        }
        // The document's own rules must name declared keys (its own or inherited) with values of their type.
        if let document = documents[name] {
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
                            message: "expected \(declaration.type.article) (the type of \"\(reference.key.rawValue)\")")
                    )
                }
            }
        }
        guard problems.isEmpty, let backgroundFactory, let contentFactory,
            let definition = StyleDefinition(
                name: name, kind: .user, backgroundFactory: backgroundFactory, contentFactory: contentFactory,
                extends: documents[name]?.extends, keys: keys, overrides: overrides, rules: rules,
                automaticallyUpdatesBackgroundConfiguration: automaticallyUpdatesBackground,
                automaticallyUpdatesContentConfiguration: automaticallyUpdatesContent, listEnvironment: listEnvironment)
        else {
            if problems.isEmpty {
                problems.append(
                    DocumentProblem(pointer: JSONPointer(), message: "the style names no background or content factory")
                )
            }
            return .failure(DocumentProblems(problems))
        }
        return .success(definition)
    }
}
