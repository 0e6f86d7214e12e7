import Configuration
import HTTPServer
import JSON
import StyleRegistry
import StyleService

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
    /// style's own ETag (``styleETag(_:)``), which other styles' changes leave alone.
    func getStyle(_ request: HTTPRequest) throws(ProblemDetails) -> HTTPResponse {
        let snapshot = registry.snapshot
        let name = request.pathParameters["name"] ?? ""
        guard let style = snapshot[name] else { throw ProblemDetails(ServiceError.noStyle(named: name, in: snapshot)) }
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
            writer.beginObject()
            writer.field("background", style.definition.backgroundFactory)
            writer.field("content", style.definition.contentFactory)
            writer.endObject()
        }
        writer.endObject()
        return StyleAnswer(body: writer.bytes, styleName: name, styleDigest: style.digest)
    }

    /// `PUT /v1/styles/{name}`: 201 for a new style, 200 for a changed one; the `ETag` is the one `GET` now answers
    /// for the style's document.
    func putStyle(_ request: HTTPRequest) throws(ProblemDetails) -> HTTPResponse {
        try requireJSONBody(request)
        let name = request.pathParameters["name"] ?? ""
        let document: JSONValue
        do {
            document = try resolver.reader.parse(request.body)
        } catch {
            throw ProblemDetails.malformedJSON(error)
        }
        let outcome: (created: Bool, snapshot: RegistrySnapshot)
        do throws(RegistryError) {
            let put = try registry.put(name: name, document: document)
            outcome = (put.created, put.snapshot)
        } catch {
            throw ProblemDetails(error)
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
            throw ProblemDetails(error)
        }
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

    /// A style's entry in the list: name, kind, origin, factories, base style and declared keys.
    static func writeSummary(_ style: RegisteredStyle, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("name", style.definition.name)
        writer.field("kind", style.definition.kind.rawValue)
        writer.field("origin", style.origin.rawValue)
        writer.field("background", style.definition.backgroundFactory)
        writer.field("content", style.definition.contentFactory)
        writer.field("extends", style.definition.extends)
        writer.fieldName("keys")
        writer.beginArray()
        for key in style.definition.keys { writer.value(key.key.rawValue) }
        writer.endArray()
        writer.endObject()
    }
}
