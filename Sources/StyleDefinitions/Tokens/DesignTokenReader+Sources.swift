import StrictJSON

extension DesignTokenReader {
    /// A `sources` array parsed: inline token objects, `{"$ref": "#/sets/NAME"}` and `{"$ref": "file.json"}`
    /// (optionally `file.json#/pointer`), each file read relative to the resolver document. Members beside a `$ref`
    /// override the referenced object's members of the same name, shallowly, as the Resolver Module says.
    mutating func sources(
        _ value: JSONValue?, at origin: TokenOrigin, context: inout ResolverContext
    ) -> [TokenGroup] {
        guard let items = value?.arrayValue else {
            parser.problems.report(origin, "expected \"sources\", an array of token sources")
            return []
        }
        var result: [TokenGroup] = []
        for (index, item) in items.enumerated() {
            let here = origin.appending(String(index))
            guard let object = item.objectValue else {
                parser.problems.report(here, "expected a token source (an object), found \(item.typeName)")
                continue
            }
            guard let reference = object["$ref"] else {
                result.append(parser.parse(object, at: here))
                continue
            }
            guard let text = reference.stringValue else {
                parser.problems.report(
                    here.appending("$ref"), "expected a reference string, found \(reference.typeName)")
                continue
            }
            result += referencedSources(text, overrides: Self.overrides(in: object), at: here, context: &context)
        }
        return result
    }

    /// The members of a reference object beside its `$ref`.
    static func overrides(in object: JSONObject) -> JSONObject {
        JSONObject(object.members.filter { $0.key != "$ref" })
    }

    /// The sources a reference object at `item` names, with `overrides` over them: a set's `sources`, or a file's
    /// members.
    mutating func referencedSources(
        _ text: String, overrides: JSONObject, at item: TokenOrigin, context: inout ResolverContext
    ) -> [TokenGroup] {
        if text.hasPrefix("#"), !overrides.isEmpty {
            checkMembers(overrides, ["sources", "description", "$extensions"], at: item)
            if let sources = overrides["sources"] {
                return self.sources(sources, at: item.appending("sources"), context: &context)
            }
        }
        let referenced = referencedSources(text, at: item.appending("$ref"), context: &context)
        guard !text.hasPrefix("#"), !overrides.isEmpty else { return referenced }
        let local = parser.parse(overrides, at: item)
        return referenced.map { $0.overridden(by: local) }
    }

    private mutating func referencedSources(
        _ text: String, at origin: TokenOrigin, context: inout ResolverContext
    ) -> [TokenGroup] {
        if text.hasPrefix("#") {
            let tokens = TokenReference.fragmentPointer(String(text.dropFirst()))?.tokens ?? []
            guard tokens.count == 2, tokens[0] == "sets" else {
                parser.problems.report(origin, "a source may reference a set (\"#/sets/NAME\") or a file, not \(text)")
                return []
            }
            guard context.sets[tokens[1]] != nil else {
                parser.problems.report(
                    origin,
                    .unknownName(
                        tokens[1], among: context.sets.keys, at: origin.pointer, message: "no set \"\(tokens[1])\""))
                return []
            }
            return setSources(tokens[1], context: &context)
        }
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0])
        let fragment = parts.count > 1 ? String(parts[1]) : ""
        guard let pointer = TokenReference.fragmentPointer(fragment) else {
            parser.problems.report(origin, "\"#\(fragment)\" is not a JSON pointer")
            return []
        }
        if let done = parsedFiles[text] { return [done] }
        switch files.file(file) {
        case .failure(let error):
            parser.problems.report(origin, error.message)
            return []
        case .success(let document):
            guard let object = pointer.resolve(in: document)?.objectValue else {
                parser.problems.report(origin, "\"\(text)\" does not name a token source (an object)")
                return []
            }
            let parsed = parser.parse(object, at: TokenOrigin(file: file, pointer: pointer))
            parsedFiles[text] = parsed
            return [parsed]
        }
    }
}
