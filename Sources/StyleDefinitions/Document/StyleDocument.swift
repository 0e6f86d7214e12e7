import StrictJSON
import ViewConfigurations

/// A user style as its JSON document says it, checked on its own (field names, types, factory names, colors,
/// nesting); what depends on other styles (`extends`, inherited keys) is checked when it is compiled.
public struct StyleDocument: Sendable {
    /// The fields a style document may have.
    public static let fields = [
        "description", "background", "content", "button", "contentUnavailable", "extends", "keys", "overrides", "rules",
        "automaticallyUpdatesBackgroundConfiguration", "automaticallyUpdatesContentConfiguration",
    ]
    /// The most rules a style may have, inherited ones included.
    public static let maximumRules = 256
    /// The most keys a style may declare.
    public static let maximumKeys = 128
    /// The longest `description`, in UTF-8 bytes: a few paragraphs for people reading the style.
    public static let maximumDescriptionBytes = 4_096

    /// The document as given; `GET /v1/styles/{name}` returns it.
    public let source: JSONValue
    public var description: String?
    public var backgroundFactory: String?
    public var contentFactory: String?
    /// The `UIButton.Configuration` factory a button style starts from (`filled`, `glass`, …).
    public var buttonFactory: String?
    /// The `UIContentUnavailableConfiguration` factory an empty state starts from (`empty`, `loading`, `search`).
    public var contentUnavailableFactory: String?
    public var extends: String?
    public var keys: [CustomStateKeyDeclaration]
    public var overrides: ConfigurationOverrides
    public var rules: [StyleRule]
    public var automaticallyUpdatesBackgroundConfiguration: Bool?
    public var automaticallyUpdatesContentConfiguration: Bool?
    /// The custom states the rules name, to check against the declared keys after `extends` is resolved.
    var references: [CustomStateReference]
    /// The state fields the rules read, to check against the style's kind once `extends` is resolved.
    var stateFields: [StateFieldReference]
    /// The design tokens the document's aliases name, each once, by path: their values are part of what the style
    /// is (its digest covers them).
    public var tokens: [DesignToken] = []

    /// The paths of the design tokens the document's aliases name, with those each one's value came through: the
    /// tokens whose change changes the style.
    public var tokenPaths: Set<String> { Set(tokens.lazy.flatMap(\.chain)) }

    /// Decodes a document whose aliases name `tokens`; every problem found is listed, each at its JSON pointer.
    public static func decode(
        _ source: JSONValue, tokens: DesignTokenSet? = nil
    ) -> Result<StyleDocument, DocumentProblems> {
        var decoder = DocumentDecoder(tokens: tokens)
        var document = StyleDocument(
            source: source, description: nil, backgroundFactory: nil, contentFactory: nil, buttonFactory: nil,
            contentUnavailableFactory: nil, extends: nil, keys: [], overrides: .init(), rules: [],
            automaticallyUpdatesBackgroundConfiguration: nil, automaticallyUpdatesContentConfiguration: nil,
            references: [], stateFields: [])
        let root = JSONPointer()
        guard let object = decoder.object(source, at: root) else { return .failure(DocumentProblems(decoder.problems)) }
        decoder.rejectUnknownKeys(object, allowed: fields, at: root)

        document.description = object["description"].flatMap { decoder.string($0, at: root.appending("description")) }
        if let length = document.description?.utf8.count, length > maximumDescriptionBytes {
            decoder.report(
                root.appending("description"),
                "expected a description of at most \(maximumDescriptionBytes) bytes, found \(length)")
        }
        if let value = object["background"], let name = decoder.string(value, at: root.appending("background")) {
            if BackgroundConfiguration(factoryName: name) == nil {
                decoder.reportUnknown(
                    name, kind: "background factory", among: BackgroundConfiguration.factoryNames,
                    at: root.appending("background"))
            }
            document.backgroundFactory = name
        }
        if let value = object["content"], let name = decoder.string(value, at: root.appending("content")) {
            if ListContentConfiguration(factoryName: name) == nil {
                decoder.reportUnknown(
                    name, kind: "content factory", among: ListContentConfiguration.factoryNames,
                    at: root.appending("content"))
            }
            document.contentFactory = name
        }
        document.buttonFactory = factory(
            object, "button", kind: "button factory", among: ButtonConfiguration.factoryNames, decoder: &decoder)
        document.contentUnavailableFactory = factory(
            object, "contentUnavailable", kind: "content unavailable factory",
            among: ContentUnavailableConfiguration.factoryNames, decoder: &decoder)
        document.extends = object["extends"].flatMap { decoder.string($0, at: root.appending("extends")) }
        checkBase(object, decoder: &decoder)
        if let keys = object["keys"] {
            document.keys = decodeKeys(keys, at: root.appending("keys"), decoder: &decoder)
        }
        if let overrides = object["overrides"] {
            document.overrides = decoder.overrides(overrides, at: root.appending("overrides"))
        }
        if let rules = object["rules"] {
            document.rules = decodeRules(
                rules, at: root.appending("rules"), decoder: &decoder, references: &document.references)
        }
        for field in ["automaticallyUpdatesBackgroundConfiguration", "automaticallyUpdatesContentConfiguration"] {
            guard let value = object[field], let flag = decoder.bool(value, at: root.appending(field)) else { continue }
            if field == "automaticallyUpdatesBackgroundConfiguration" {
                document.automaticallyUpdatesBackgroundConfiguration = flag
            } else {
                document.automaticallyUpdatesContentConfiguration = flag
            }
        }
        document.stateFields = decoder.conditionFields
        if !decoder.usedTokens.isEmpty {
            let named = Dictionary(decoder.usedTokens.map { ($0.path, $0) }) { first, _ in first }
            document.tokens = named.keys.sorted().compactMap { named[$0] }
        }
        return decoder.problems.isEmpty ? .success(document) : .failure(DocumentProblems(decoder.problems))
    }

    /// A factory name under `field`, checked against `names`.
    private static func factory(
        _ object: JSONObject, _ field: String, kind: String, among names: [String], decoder: inout DocumentDecoder
    ) -> String? {
        let pointer = JSONPointer().appending(field)
        guard let value = object[field], let name = decoder.string(value, at: pointer) else { return nil }
        if !names.contains(name) { decoder.reportUnknown(name, kind: kind, among: names, at: pointer) }
        return name
    }

    /// A style starts from one base: a background and a content factory (a cell), a button factory, an empty
    /// state's factory, or the style it `extends`; a document naming two kinds of base, or none, is refused.
    private static func checkBase(_ object: JSONObject, decoder: inout DocumentDecoder) {
        let root = JSONPointer()
        let named =
            ["button", "contentUnavailable"].filter { object[$0] != nil }
            + ["background", "content"].filter { object[$0] != nil }.prefix(1)
        if named.count > 1 {
            for field in named.dropFirst() {
                decoder.report(
                    root.appending(field),
                    "a style starts from one kind of base: a cell (\"background\" and \"content\"), a \"button\" or a "
                        + "\"contentUnavailable\" factory, not \(named.joined(separator: " and "))")
            }
        }
        guard object["extends"] == nil, object["button"] == nil, object["contentUnavailable"] == nil else { return }
        if object["background"] == nil && object["content"] == nil {
            decoder.report(
                root,
                "missing a base: a style names \"extends\", a \"button\" or \"contentUnavailable\" factory, or a "
                    + "\"background\" and a \"content\" factory")
            return
        }
        for field in ["background", "content"] where object[field] == nil {
            decoder.report(root, "missing \"\(field)\": a style names a \(field) factory or \"extends\" another style")
        }
    }

    private static func decodeKeys(
        _ value: JSONValue, at pointer: JSONPointer, decoder: inout DocumentDecoder
    )
        -> [CustomStateKeyDeclaration]
    {
        guard let object = decoder.object(value, at: pointer) else { return [] }
        if object.members.count > maximumKeys {
            decoder.report(pointer, "at most \(maximumKeys) keys may be declared, found \(object.members.count)")
            return []
        }
        var keys: [CustomStateKeyDeclaration] = []
        for (name, declaration) in object.members {
            let here = pointer.appending(name)
            guard !name.isEmpty, name.utf8.count <= 200 else {
                decoder.report(here, "a key name has 1 to 200 bytes")
                continue
            }
            if let problem = problem(inKeyName: name, at: here) {
                decoder.report(problem)
                continue
            }
            guard let fields = decoder.object(declaration, at: here) else { continue }
            decoder.rejectUnknownKeys(fields, allowed: ["type", "default", "web"], at: here)
            guard let typeValue = fields["type"] else {
                decoder.report(here, "missing \"type\": one of boolean, integer, number, string")
                continue
            }
            guard
                let type = decoder.name(
                    typeValue, as: CustomStateKeyDeclaration.ValueType.self, at: here.appending("type"))
            else { continue }
            var defaultValue: ConfigurationValue
            switch type {
            case .boolean: defaultValue = .bool(false)
            case .integer: defaultValue = .int(0)
            case .number: defaultValue = .double(0)
            case .string: defaultValue = .string("")
            }
            if let given = fields["default"] {
                guard let scalar = decoder.scalar(given, at: here.appending("default")) else { continue }
                guard type.accepts(scalar) else {
                    decoder.report(
                        here.appending("default"), "expected \(type.article) (the key's type), found \(given.typeName)")
                    continue
                }
                defaultValue = type == .number ? .double(scalar.doubleValue ?? 0) : scalar
            }
            var declaration = CustomStateKeyDeclaration(
                key: ConfigurationStateCustomKey(name), type: type, defaultValue: defaultValue)
            if let web = fields["web"] {
                declaration.webSelector = webSelector(
                    web, of: declaration, at: here.appending("web"), decoder: &decoder)
            }
            keys.append(declaration)
        }
        return keys
    }

    /// A key's `web` binding, `{"selector": ":hover"}`: a ``WebStateSelector`` for a boolean key that defaults to
    /// false (the state holds where the element matches), or a problem at the binding.
    private static func webSelector(
        _ value: JSONValue, of declaration: CustomStateKeyDeclaration, at pointer: JSONPointer,
        decoder: inout DocumentDecoder
    ) -> WebStateSelector? {
        guard let web = decoder.object(value, at: pointer) else { return nil }
        decoder.rejectUnknownKeys(web, allowed: ["selector"], at: pointer)
        guard let selectorValue = web["selector"] else {
            decoder.report(pointer, "missing \"selector\": a pseudo-class such as \":hover\", or an attribute selector")
            return nil
        }
        guard let text = decoder.string(selectorValue, at: pointer.appending("selector")) else { return nil }
        guard declaration.type == .boolean, declaration.defaultValue == .bool(false) else {
            decoder.report(
                pointer,
                "only a boolean key that defaults to false binds to a selector (the state holds where the element "
                    + "matches it); \"\(declaration.key.rawValue)\" is "
                    + (declaration.type == .boolean ? "true by default" : declaration.type.article))
            return nil
        }
        return WebStateSelector.parse(text, at: pointer.appending("selector"), decoder: &decoder)
    }

    /// Why a key name cannot be used, or nil when it can: it may hold no control character and no line or paragraph
    /// separator, since pages, stylesheets and code name the key and none of them can show one. The suggestion is
    /// the name without them.
    static func problem(inKeyName name: String, at pointer: JSONPointer) -> DocumentProblem? {
        func isRefused(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
        guard let refused = name.unicodeScalars.first(where: isRefused) else { return nil }
        var cleaned = String.UnicodeScalarView()
        cleaned.append(contentsOf: name.unicodeScalars.filter { !isRefused($0) })
        let code = String(refused.value, radix: 16, uppercase: true)
        var message =
            "expected a key name without control characters or line separators, found U+"
            + String(repeating: "0", count: max(0, 4 - code.count)) + code
        guard !cleaned.isEmpty else { return DocumentProblem(pointer: pointer, message: message) }
        let suggestion = String(cleaned)
        message += "; did you mean \"\(suggestion)\"?"
        return DocumentProblem(pointer: pointer, message: message, suggestion: suggestion)
    }

    private static func decodeRules(
        _ value: JSONValue, at pointer: JSONPointer, decoder: inout DocumentDecoder,
        references: inout [CustomStateReference]
    ) -> [StyleRule] {
        guard let array = value.arrayValue else {
            decoder.report(pointer, "expected an array of rules, found \(value.typeName)")
            return []
        }
        if array.count > maximumRules {
            decoder.report(pointer, "at most \(maximumRules) rules are allowed, found \(array.count)")
            return []
        }
        var rules: [StyleRule] = []
        for (index, element) in array.enumerated() {
            let here = pointer.appending(index)
            guard let fields = decoder.object(element, at: here) else { continue }
            decoder.rejectUnknownKeys(fields, allowed: ["when", "set"], at: here)
            let condition =
                fields["when"].map {
                    decoder.condition($0, at: here.appending("when"), references: &references)
                } ?? .always
            guard let set = fields["set"] else {
                decoder.report(here, "missing \"set\": the overrides the rule applies")
                continue
            }
            let overrides = decoder.overrides(set, at: here.appending("set"))
            if let condition { rules.append(StyleRule(when: condition, set: overrides)) }
        }
        return rules
    }
}

/// Every problem of a document, for a 422 answer.
public struct DocumentProblems: Error, Sendable, Hashable {
    public var problems: [DocumentProblem]

    public init(_ problems: [DocumentProblem]) { self.problems = problems }
}
