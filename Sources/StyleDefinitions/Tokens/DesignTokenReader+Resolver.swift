import StrictJSON

extension DesignTokenReader {
    /// The members a resolver document may have (`resolver.json`).
    private static let resolverMembers = [
        "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs",
    ]

    /// The resolution order of a Resolver Module document, every source parsed; problems go to the parser.
    mutating func resolverSteps(_ document: JSONObject) -> [ResolverStep] {
        let root = TokenOrigin(file: nil, pointer: .root)
        for (name, _) in document where !Self.resolverMembers.contains(name) {
            let here = root.appending(name)
            parser.problems.report(
                here, .unknownName(name, kind: "resolver member", among: Self.resolverMembers, at: here.pointer))
        }
        checkMemberTypes(document, at: root)
        if document["version"]?.stringValue != "2025.10" {
            parser.problems.report(
                root.appending("version"),
                "expected \"version\": \"2025.10\", found \(document["version"].map { "\($0)" } ?? "nothing")")
        }
        var context = ResolverContext(
            sets: definitions("sets", in: document), modifiers: definitions("modifiers", in: document))
        guard let order = document["resolutionOrder"]?.arrayValue, !order.isEmpty else {
            parser.problems.report(root.appending("resolutionOrder"), "expected \"resolutionOrder\", a non-empty array")
            return []
        }
        var steps: [ResolverStep] = []
        var names: Set<String> = []
        for (index, item) in order.enumerated() {
            let here = root.appending("resolutionOrder").appending(String(index))
            if let (kind, name) = itemName(item), !names.insert(kind + "/" + name).inserted {
                parser.problems.report(
                    here, "the \(kind) \"\(name)\" appears twice in \"resolutionOrder\"; each name once")
            }
            if let step = orderStep(item, at: here, context: &context) { steps.append(step) }
        }
        // Definitions no step uses are checked all the same, as the schema checks them.
        for name in context.sets.keys where context.parsedSets[name] == nil { _ = setSources(name, context: &context) }
        for name in context.modifiers.keys where context.parsedModifiers[name] == nil {
            _ = definedModifier(name, context: &context)
        }
        return steps
    }

    /// The `sets` or `modifiers` object of the document (empty when absent; a problem when not an object).
    private mutating func definitions(_ member: String, in document: JSONObject) -> JSONObject {
        guard let value = document[member] else { return [:] }
        guard let object = value.objectValue else {
            parser.problems.report(
                TokenOrigin(file: nil, pointer: [member]), "expected \"\(member)\", an object, found \(value.typeName)")
            return [:]
        }
        return object
    }

    /// The kind (`set` or `modifier`) and name an item of `resolutionOrder` goes by: an inline item's `type` and
    /// `name`, or what its `$ref` points to. A set and a modifier may share a name.
    private func itemName(_ item: JSONValue) -> (String, String)? {
        if let text = item["$ref"]?.stringValue {
            return Self.definitionReference(text).map { ($0.0 == "sets" ? "set" : "modifier", $0.1) }
        }
        guard let kind = item["type"]?.stringValue, let name = item["name"]?.stringValue else { return nil }
        return (kind, name)
    }

    /// The modifier `name` of `modifiers`, parsed once.
    private mutating func definedModifier(_ name: String, context: inout ResolverContext) -> ResolverModifier? {
        if let done = context.parsedModifiers[name] { return done }
        let origin = TokenOrigin(file: nil, pointer: ["modifiers", name])
        guard let definition = context.modifiers[name]?.objectValue else {
            parser.problems.report(origin, "expected a modifier, an object with \"contexts\"")
            context.parsedModifiers[name] = .some(nil)
            return nil
        }
        let parsed = modifier(definition, name: name, at: origin, inline: false, context: &context)
        context.parsedModifiers[name] = .some(parsed)
        return parsed
    }

    /// The sets and modifiers a document defines, with each set's sources parsed once.
    struct ResolverContext {
        let sets: JSONObject
        let modifiers: JSONObject
        var parsedSets: [String: [TokenGroup]] = [:]
        var parsedModifiers: [String: ResolverModifier?] = [:]
        var visitingSets: [String] = []
    }

    private mutating func orderStep(
        _ item: JSONValue, at origin: TokenOrigin, context: inout ResolverContext
    ) -> ResolverStep? {
        guard let object = item.objectValue else {
            parser.problems.report(origin, "expected a reference {\"$ref\": \"#/sets/…\"} or an inline set or modifier")
            return nil
        }
        if let reference = object["$ref"] {
            guard let text = reference.stringValue, let (kind, name) = Self.definitionReference(text) else {
                parser.problems.report(
                    origin.appending("$ref"), "expected \"#/sets/NAME\" or \"#/modifiers/NAME\", found \(reference)")
                return nil
            }
            let definitions = kind == "sets" ? context.sets : context.modifiers
            guard definitions[name] != nil else {
                parser.problems.report(
                    origin.appending("$ref"),
                    .unknownName(
                        name, among: definitions.keys, at: origin.appending("$ref").pointer,
                        message: "no \(kind == "sets" ? "set" : "modifier") \"\(name)\" in \"\(kind)\""))
                return nil
            }
            let overrides = Self.overrides(in: object)
            if kind == "sets" {
                return .set(referencedSources(text, overrides: overrides, at: origin, context: &context))
            }
            return overriddenModifier(name, overrides: overrides, at: origin, context: &context).map { .modifier($0) }
        }
        switch object["type"]?.stringValue {
        case "set":
            checkMembers(object, ["name", "type", "sources", "description", "$extensions"], at: origin)
            requireName(object, at: origin)
            return .set(sources(object["sources"], at: origin.appending("sources"), context: &context))
        case "modifier":
            requireName(object, at: origin)
            let name = object["name"]?.stringValue ?? "modifier \(origin.pointer)"
            return modifier(object, name: name, at: origin, inline: true, context: &context).map { .modifier($0) }
        default:
            parser.problems.report(
                origin.appending("type"),
                "an inline item of \"resolutionOrder\" needs \"type\": \"set\" or \"modifier\"")
            return nil
        }
    }

    /// The modifier `name` of `modifiers` with the members beside the `$ref` at `origin` over its own: its
    /// `contexts` replaced, or its `default`.
    private mutating func overriddenModifier(
        _ name: String, overrides: JSONObject, at origin: TokenOrigin, context: inout ResolverContext
    ) -> ResolverModifier? {
        let defined = definedModifier(name, context: &context)
        guard !overrides.isEmpty, var modifier = defined else { return defined }
        guard overrides["contexts"] == nil else {
            var merged = context.modifiers[name]?.objectValue ?? [:]
            for (key, value) in overrides { merged[key] = value }
            return self.modifier(merged, name: name, at: origin, inline: false, context: &context)
        }
        checkMembers(overrides, ["default", "description", "$extensions"], at: origin)
        if let value = overrides["default"] {
            modifier.defaultContext = defaultContext(
                value, among: modifier.contextNames, at: origin.appending("default"))
        }
        return modifier
    }

    /// `#/sets/NAME` or `#/modifiers/NAME` split into the kind and the name.
    private static func definitionReference(_ text: String) -> (String, String)? {
        guard text.hasPrefix("#/"), let pointer = TokenReference.fragmentPointer(String(text.dropFirst())) else {
            return nil
        }
        let tokens = pointer.tokens
        guard tokens.count == 2, tokens[0] == "sets" || tokens[0] == "modifiers" else { return nil }
        return (tokens[0], tokens[1])
    }

    /// The sources of the set `name` of `sets`, parsed once.
    mutating func setSources(_ name: String, context: inout ResolverContext) -> [TokenGroup] {
        if let done = context.parsedSets[name] { return done }
        let origin = TokenOrigin(file: nil, pointer: ["sets", name])
        guard !context.visitingSets.contains(name) else {
            parser.problems.report(origin, "sets reference each other in a cycle: \(context.visitingSets + [name])")
            return []
        }
        guard let definition = context.sets[name]?.objectValue else {
            parser.problems.report(origin, "expected a set, an object with \"sources\"")
            return []
        }
        checkMembers(definition, ["sources", "description", "$extensions"], at: origin)
        context.visitingSets.append(name)
        let parsed = sources(definition["sources"], at: origin.appending("sources"), context: &context)
        context.visitingSets.removeLast()
        context.parsedSets[name] = parsed
        return parsed
    }

    private mutating func modifier(
        _ object: JSONObject, name: String, at origin: TokenOrigin, inline: Bool, context: inout ResolverContext
    ) -> ResolverModifier? {
        let members = ["contexts", "default", "description", "$extensions"] + (inline ? ["name", "type"] : [])
        checkMembers(object, members, at: origin)
        guard let contexts = object["contexts"]?.objectValue, contexts.count >= 2 else {
            parser.problems.report(
                origin.appending("contexts"), "a modifier needs \"contexts\" with at least two contexts")
            return nil
        }
        var result = ResolverModifier(name: name, contexts: [], defaultContext: nil, origin: origin)
        for (contextName, sources) in contexts {
            let here = origin.appending("contexts").appending(contextName)
            if contextName.isEmpty { parser.problems.report(here, "a context needs a name; \"\" names none") }
            result.contexts.append(
                .init(name: contextName, sources: self.sources(sources, at: here, context: &context)))
        }
        if let defaultValue = object["default"] {
            result.defaultContext = defaultContext(defaultValue, among: contexts.keys, at: origin.appending("default"))
        }
        return result
    }

    /// The context a modifier's `default` names, or nil with a problem when it names none of `contexts`.
    private mutating func defaultContext(
        _ value: JSONValue, among contexts: [String], at origin: TokenOrigin
    ) -> String? {
        guard let name = value.stringValue, contexts.contains(name) else {
            parser.problems.report(
                origin,
                .unknownName(
                    value.stringValue ?? "\(value)", among: contexts, at: origin.pointer,
                    message: "\"default\" must name one of the contexts: \(contexts.joined(separator: ", "))"))
            return nil
        }
        return name
    }

    /// Refuses an inline item without a `name` string.
    private mutating func requireName(_ object: JSONObject, at origin: TokenOrigin) {
        if object["name"] == nil {
            parser.problems.report(origin.appending("name"), "an inline set or modifier needs a \"name\" (a string)")
        }
    }

    /// The descriptive members of a resolver document, a set or a modifier, and whether each is a string (else an
    /// object), as `resolver.json` types them.
    private static let descriptiveMembers = [
        "name": true, "description": true, "$schema": true, "$extensions": false, "$defs": false,
    ]

    /// Refuses a descriptive member (``descriptiveMembers``) of the wrong JSON type.
    private mutating func checkMemberTypes(_ object: JSONObject, at origin: TokenOrigin) {
        for (name, value) in object {
            guard let isString = Self.descriptiveMembers[name] else { continue }
            if isString ? value.stringValue == nil : value.objectValue == nil {
                parser.problems.report(
                    origin.appending(name),
                    "expected \"\(name)\" to be \(isString ? "a string" : "an object"), found \(value.typeName)")
            }
        }
    }

    /// Refuses members not in `known`, with a did-you-mean, and descriptive members of the wrong type.
    mutating func checkMembers(_ object: JSONObject, _ known: [String], at origin: TokenOrigin) {
        for (name, _) in object where !known.contains(name) {
            let here = origin.appending(name)
            parser.problems.report(here, .unknownName(name, kind: "member", among: known, at: here.pointer))
        }
        checkMemberTypes(object, at: origin)
    }
}
