import Configuration
import JSON
import StyleRegistry

/// Resolves request bodies against a registry snapshot and writes the answers: the service's core, shared by the
/// HTTP endpoints and the `style-resolver resolve` command. Knows JSON and styles, not HTTP.
struct Resolver: Sendable {
    /// Most items a batch may hold.
    var batchLimit: Int
    var reader: JSONReader

    /// `POST /v1/resolve`: the answer's JSON bytes, or the problem.
    func resolve(body: [UInt8], snapshot: RegistrySnapshot) -> Result<[UInt8], ProblemDetails> {
        let object: JSONObject
        switch parseObject(body) {
        case .success(let parsed): object = parsed
        case .failure(let problem): return .failure(problem)
        }
        var problems: [DocumentProblem] = []
        guard let request = ResolveRequest.decode(object, at: JSONPointer(), problems: &problems) else {
            return .failure(.invalid(DocumentProblems(problems)))
        }
        let resolution: (StyleResolution, RegisteredStyle)
        switch resolve(request, snapshot: snapshot, pointer: JSONPointer(), problems: &problems) {
        case .success(let resolved): resolution = resolved
        case .failure(let problem): return .failure(problem)
        }
        guard problems.isEmpty else { return .failure(.invalid(DocumentProblems(problems))) }
        var writer = JSONWriter(capacity: 2_048)
        writer.beginObject()
        writer.field("style", request.styleName)
        writer.field("registryVersion", Int(snapshot.version))
        writeConfigurations(resolution.0, into: &writer)
        writer.endObject()
        return .success(writer.bytes)
    }

    /// `POST /v1/resolve/batch`: items inherit the top-level `style`, `state`, `tintColor`, `content` and `overrides`
    /// (an item's state and content fields replace the top level's one by one; its overrides come after).
    func resolveBatch(body: [UInt8], snapshot: RegistrySnapshot) -> Result<[UInt8], ProblemDetails> {
        let object: JSONObject
        switch parseObject(body) {
        case .success(let parsed): object = parsed
        case .failure(let problem): return .failure(problem)
        }
        let root = JSONPointer()
        guard let items = object["items"]?.arrayValue else {
            let found = object["items"].map { "found \($0.typeName)" } ?? "it is missing"
            return .failure(.invalid(DocumentProblems([DocumentProblem(
                pointer: root.appending("items"), message: "expected an array of items; \(found)")])))
        }
        guard items.count <= batchLimit else {
            return .failure(.invalid(DocumentProblems([DocumentProblem(
                pointer: root.appending("items"), message: "at most \(batchLimit) items per batch, found \(items.count)")])))
        }
        var shared = object
        shared["items"] = nil
        var problems: [DocumentProblem] = []
        var writer = JSONWriter(capacity: 1_024 + items.count * 2_048)
        writer.beginObject()
        writer.field("registryVersion", Int(snapshot.version))
        writer.key("items")
        writer.beginArray()
        for (index, item) in items.enumerated() {
            let pointer = root.appending("items").appending(index)
            guard let itemObject = item.objectValue else {
                problems.append(DocumentProblem(pointer: pointer, message: "expected an object, found \(item.typeName)"))
                continue
            }
            let merged = Self.merge(shared: shared, item: itemObject, problems: &problems, pointer: pointer)
            let itemProblemsBefore = problems.count
            guard var request = ResolveRequest.decode(merged, at: pointer, problems: &problems) else { continue }
            if let sharedOverrides = shared["overrides"], itemObject["overrides"] != nil,
                case .success(let first) = RequestDecoding.overrides(sharedOverrides, at: root.appending("overrides"))
            {
                request.overrides = ConfigurationOverrides(
                    background: first.background + request.overrides.background,
                    content: first.content + request.overrides.content)
            }
            let result = resolve(request, snapshot: snapshot, pointer: pointer, problems: &problems)
            guard problems.count == itemProblemsBefore, case .success(let resolution) = result else {
                if case .failure(let problem) = result {
                    problems += problem.errors.isEmpty
                        ? [DocumentProblem(pointer: pointer.appending("style"), message: problem.detail)] : problem.errors
                }
                continue
            }
            writer.beginObject()
            writer.key("id")
            writer.value(itemObject["id"] ?? .null)
            writer.field("style", request.styleName)
            writeConfigurations(resolution.0, into: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        guard problems.isEmpty else { return .failure(.invalid(DocumentProblems(problems))) }
        return .success(writer.bytes)
    }

    /// An item's fields over the shared ones; `state` and `content` merge field by field (traits and custom states
    /// too), everything else is replaced.
    private static func merge(shared: JSONObject, item: JSONObject, problems: inout [DocumentProblem], pointer: JSONPointer) -> JSONObject {
        var merged = shared
        for (key, value) in item.members where key != "id" {
            if (key == "state" || key == "content"), let base = shared[key]?.objectValue, let overlay = value.objectValue {
                var combined = base
                for (field, fieldValue) in overlay.members {
                    if (field == "traits" || field == "customStates"), let inner = base[field]?.objectValue,
                        let innerOverlay = fieldValue.objectValue
                    {
                        var innerCombined = inner
                        for (name, innerValue) in innerOverlay.members { innerCombined[name] = innerValue }
                        combined[field] = .object(innerCombined)
                    } else {
                        combined[field] = fieldValue
                    }
                }
                merged[key] = .object(combined)
            } else {
                merged[key] = value
            }
        }
        return merged
    }

    private func resolve(
        _ request: ResolveRequest, snapshot: RegistrySnapshot, pointer: JSONPointer, problems: inout [DocumentProblem]
    ) -> Result<(StyleResolution, RegisteredStyle), ProblemDetails> {
        guard let style = snapshot[request.styleName] else {
            return .failure(ProblemDetails(
                status: .notFound, slug: "unknown-style", title: "Unknown style",
                detail: "There is no style named \"\(request.styleName)\"; GET /v1/styles lists them.",
                errors: [DocumentProblem(pointer: pointer.appending("style"), message: "no style named \"\(request.styleName)\"")]))
        }
        var state = CellConfigurationState(traitCollection: TraitCollection())
        if let stateValue = request.state {
            switch RequestDecoding.state(stateValue, at: request.statePointer, declaredKeys: style.definition.keys) {
            case .success(let decoded): state = decoded
            case .failure(let failure): problems += failure.problems
            }
        }
        let resolution = style.definition.resolve(
            state: state, tintColor: request.tintColor, content: request.content, overrides: request.overrides)
        return .success((resolution, style))
    }

    private func writeConfigurations(_ resolution: StyleResolution, into writer: inout JSONWriter) {
        writer.key("background")
        ResolutionEncoder.writeBackground(resolution.resolvedBackground, configuration: resolution.background, into: &writer)
        writer.key("content")
        ResolutionEncoder.writeContent(resolution.resolvedContent, configuration: resolution.content, into: &writer)
    }

    private func parseObject(_ body: [UInt8]) -> Result<JSONObject, ProblemDetails> {
        let value: JSONValue
        do {
            value = try reader.parse(body)
        } catch {
            return .failure(.malformedJSON(error))
        }
        guard let object = value.objectValue else {
            return .failure(.invalid(DocumentProblems([DocumentProblem(
                pointer: JSONPointer(), message: "expected a JSON object, found \(value.typeName)")])))
        }
        return .success(object)
    }
}
