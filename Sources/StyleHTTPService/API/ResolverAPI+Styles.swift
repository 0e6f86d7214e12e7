import EpollHTTP
import StrictJSON
import StyleDefinitions
import StyleService
import ViewConfigurations

/// The style endpoints: list, read, write and delete styles in the registry.
extension ResolverAPI {
    /// `GET /v1/styles`: every style's summary, tagged with the registry's ETag.
    func listStyles(_ request: HTTPRequest) -> HTTPResponse {
        let snapshot = registry.snapshot
        var writer = JSONWriter(capacity: 4_096)
        writer.beginObject()
        writer.field("registryVersion", Int(snapshot.version))
        writer.fieldName("styles")
        writer.beginArray()
        for name in snapshot.orderedNames {
            guard let style = snapshot[name] else { continue }
            Self.writeSummary(style, into: &writer)
        }
        writer.endArray()
        writer.endObject()
        return Self.registryJSON(writer.bytes, of: snapshot)
    }

    /// `GET /v1/styles/{name}`: the style's document (or its factories, for a built-in style), tagged with the
    /// style's own ETag (``styleETag(_:)``), which other styles' changes leave alone. A stored user style left out
    /// of the registry is a 404 that says why, with its problems.
    func getStyle(_ request: HTTPRequest) throws(ProblemDetails) -> HTTPResponse {
        let snapshot = registry.snapshot
        let name = request.pathParameters["name"] ?? ""
        guard let style = snapshot[name] else {
            if let problems = registry.leftOutProblems(of: name) {
                throw ProblemDetails(
                    .unknownStyle,
                    detail: "\"\(name)\" is kept in the data folder but left out of the registry (the `errors` say "
                        + "why); PUT a corrected document, or DELETE it.",
                    errors: problems.problems)
            }
            throw ProblemDetails(ServiceError.noStyle(named: name, in: snapshot))
        }
        let answer = Self.styleDocument(style, named: name)
        return HTTPResponse(
            status: .ok, fields: HTTPFields([.contentType: "application/json", .eTag: Self.styleETag(answer)]),
            body: answer.body)
    }

    /// A style's document answer: name, kind, origin and the document (no registry version, so that its bytes and
    /// tag depend on this style alone).
    static func styleDocument(_ style: RegisteredStyle, named name: String) -> StyleAnswer {
        var writer = JSONWriter(capacity: 2_048)
        writer.beginObject()
        writer.field("name", name)
        writer.field("kind", style.definition.kind.rawValue)
        writer.field("origin", style.origin.rawValue)
        writer.fieldName("document")
        if let document = style.document {
            writer.value(document)
        } else {
            // A built-in's document: the factories it starts from, as a user document would name them.
            writer.beginObject()
            switch style.definition.factories {
            case .cell(let background, let content):
                writer.field("background", background)
                writer.field("content", content)
            case .button(let factory): writer.field("button", factory)
            case .contentUnavailable(let factory): writer.field("contentUnavailable", factory)
            }
            writer.endObject()
        }
        writer.endObject()
        return StyleAnswer(body: writer.bytes, styleName: name, styleDigest: style.digest)
    }

    /// The style document a `PUT` or a validation carries: a JSON body, parsed (415 or 400 otherwise).
    private func styleDocument(of request: HTTPRequest) throws(ProblemDetails) -> JSONValue {
        try requireJSONBody(request)
        if ServiceError.isEmpty(request.body) { throw ProblemDetails(ServiceError.emptyBody) }
        do {
            return try resolver.reader.parse(request.body)
        } catch {
            throw ProblemDetails.malformedJSON(error)
        }
    }

    /// `PUT /v1/styles/{name}`: 201 for a new style, 200 for a changed one; the `ETag` is the one `GET` now answers
    /// for the style's document.
    func putStyle(_ request: HTTPRequest) throws(ProblemDetails) -> HTTPResponse {
        let name = request.pathParameters["name"] ?? ""
        let document = try styleDocument(of: request)
        let outcome: (created: Bool, snapshot: RegistrySnapshot)
        do throws(RegistryError) {
            let put = try registry.put(name: name, document: document)
            outcome = (put.created, put.snapshot)
        } catch {
            throw writeProblem(error, name: name)
        }
        var writer = JSONWriter(capacity: 128)
        writer.beginObject()
        writer.field("name", name)
        writer.field("registryVersion", Int(outcome.snapshot.version))
        writer.endObject()
        var fields = HTTPFields([.contentType: "application/json", .location: "/v1/styles/\(name)"])
        if let style = outcome.snapshot[name] {
            fields.append(name: .eTag, value: Self.styleETag(Self.styleDocument(style, named: name)))
        }
        return HTTPResponse(status: outcome.created ? .created : .ok, fields: fields, body: writer.bytes)
    }

    /// `POST /v1/styles/{name}/validate`: the checks of `PUT /v1/styles/{name}` on the same body, without writing
    /// (a read route, so it answers on a read-only service too, and an editor can check a style as it is typed).
    /// 200 when the put would succeed, saying whether it would create the style and whether this request could
    /// write it (the `Authorization` it carries, the service's `--read-only`); otherwise the put's own problem.
    func validateStyle(_ request: HTTPRequest) throws(ProblemDetails) -> HTTPResponse {
        let name = request.pathParameters["name"] ?? ""
        let document = try styleDocument(of: request)
        let creates: Bool
        do throws(RegistryError) {
            creates = try registry.validate(name: name, document: document)
        } catch {
            throw ProblemDetails(error)
        }
        let denial = authorization.denial(of: request)
        var writer = JSONWriter(capacity: 512)
        writer.beginObject()
        writer.field("name", name)
        writer.field("valid", true)
        writer.field("creates", creates)
        writer.fieldName("write")
        writer.beginObject()
        writer.field("allowed", denial == nil)
        if let denial {
            writer.fieldName("problem")
            writer.beginObject()
            writer.field("type", denial.type.uri)
            writer.field("title", denial.type.title)
            writer.field("status", denial.status.code)
            writer.field("detail", denial.detail)
            writer.endObject()
        }
        writer.endObject()
        writer.endObject()
        return Self.uncachedJSON(writer.bytes)
    }

    /// `DELETE /v1/styles/{name}`: 204.
    func deleteStyle(_ request: HTTPRequest) throws(ProblemDetails) -> HTTPResponse {
        let name = request.pathParameters["name"] ?? ""
        do throws(RegistryError) {
            let snapshot = try registry.delete(name: name)
            return HTTPResponse(status: .noContent, fields: HTTPFields([.eTag: Self.registryETag(snapshot)]))
        } catch {
            if case .notFound(let missing) = error {
                throw ProblemDetails(ServiceError.noStyle(named: missing, in: registry.snapshot))
            }
            throw writeProblem(error, name: name)
        }
    }

    /// The problem of a refused write. A storage failure's own account (the data folder's path, the temporary
    /// file's name with the process id) is for the operator: it goes to the log, and the client gets the reason only.
    func writeProblem(_ error: RegistryError, name: String) -> ProblemDetails {
        if case .storage(let failure) = error {
            log?.event("storage", level: .error, "style \"\(name)\" not stored: \(failure)")
        }
        return ProblemDetails(error)
    }

    /// A JSON answer about the registry, tagged with its ETag (revalidated by ``ConditionalGETMiddleware``).
    static func registryJSON(_ body: [UInt8], of snapshot: RegistrySnapshot) -> HTTPResponse {
        HTTPResponse(
            status: .ok, fields: HTTPFields([.contentType: "application/json", .eTag: registryETag(snapshot)]),
            body: body)
    }

    /// The registry's entity tag: its version, and a digest of its styles so that replicas holding different styles
    /// at the same version (a rollout) never share a tag.
    static func registryETag(_ snapshot: RegistrySnapshot) -> String {
        "\"registry-\(snapshot.version)-\(ContentDigest.hex(snapshot.digest))\""
    }

    /// A style's entry in the list: name, kind, origin, what it configures, its factories (null where the kind has
    /// none), base style and declared keys, and the selectors keys are bound to (only when some are).
    static func writeSummary(_ style: RegisteredStyle, into writer: inout JSONWriter) {
        let definition = style.definition
        writer.beginObject()
        writer.field("name", definition.name)
        writer.field("kind", definition.kind.rawValue)
        writer.field("origin", style.origin.rawValue)
        writer.field("configurationKind", definition.configurationKind.rawValue)
        writer.field("background", definition.backgroundFactory)
        writer.field("content", definition.contentFactory)
        if case .button(let factory) = definition.factories {
            writer.field("button", factory)
        } else {
            writer.field("button", nil as String?)
        }
        if case .contentUnavailable(let factory) = definition.factories {
            writer.field("contentUnavailable", factory)
        } else {
            writer.field("contentUnavailable", nil as String?)
        }
        writer.field("extends", style.definition.extends)
        writer.fieldName("keys")
        writer.beginArray()
        for key in style.definition.keys { writer.value(key.key.rawValue) }
        writer.endArray()
        let bound = style.definition.keys.filter { $0.webSelector != nil }
        if !bound.isEmpty {
            writer.fieldName("webSelectors")
            writer.beginObject()
            for key in bound {
                writer.key(key.key.rawValue)
                writer.value(key.webSelector?.text ?? "")
            }
            writer.endObject()
        }
        writer.endObject()
    }
}
