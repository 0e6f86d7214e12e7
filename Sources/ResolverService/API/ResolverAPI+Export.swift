import HTTPServer
import StyleRegistry
import StyleService

/// The build-time exports of a style over HTTP: the same files `style-resolver export` writes, one per request.
extension ResolverAPI {
    /// `GET /v1/styles/{name}/export?format=css|scss|tailwind|ts|tokens[&file=…]` with the stylesheet's parameters
    /// and the CSS options: the format's file named by `file`, else its main one, byte for byte what the CLI writes;
    /// 404 for an unknown style, 422 for a bad query. Kept in the answer cache by target until the registry changes,
    /// with a strong ETag of its bytes, as the stylesheet.
    func exportResponse(_ request: HTTPRequest) throws(ProblemDetails) -> HTTPResponse {
        let snapshot = registry.snapshot
        let target = Array(request.target.utf8)
        if let cached = responseCache.lookup(target, as: .document, version: snapshot.version) {
            return cached.response(for: request)
        }
        let name = request.pathParameters["name"] ?? ""
        let file = try Self.core { () throws(ServiceError) in
            guard let style = snapshot[name] else { throw .noStyle(named: name, in: snapshot) }
            let export = try ExportQuery.decode(request.queryItems, style: name)
            let files = export.format.files(
                style: style.definition, named: name, query: export.query, defaultDesign: resolver.defaultDesign)
            return files.first { $0.name == export.file } ?? files[0]
        }
        let etag = "\"\(Self.fnv1a(file.bytes))\""
        let entry = ResponseCache.Entry(
            body: file.bytes, etag: etag, fields: HTTPFields([.contentType: file.mediaType, .eTag: etag]))
        responseCache.store(target, as: .document, version: snapshot.version, entry: entry)
        return entry.response(for: request)
    }
}
