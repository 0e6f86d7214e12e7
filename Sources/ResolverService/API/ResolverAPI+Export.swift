import HTTPServer
import StyleRegistry
import StyleService

/// The build-time exports of a style over HTTP: the same files `style-resolver export` writes, one per request.
extension ResolverAPI {
    /// `GET /v1/styles/{name}/export?format=css|scss|tailwind|ts|tokens[&file=…]` with the stylesheet's parameters
    /// and the CSS options: the format's file named by `file`, else its main one, byte for byte what the CLI writes;
    /// 404 for an unknown style, 422 for a bad query. Kept in the answer cache by target until the style (or one it
    /// extends) changes, with a per-style ETag (``styleETag(_:)``), as the stylesheet.
    func exportResponse(_ request: HTTPRequest) throws(ProblemDetails) -> HTTPResponse {
        let snapshot = registry.snapshot
        let target = Array(request.target.utf8)
        if let cached = responseCache.lookup(target, as: .document, in: snapshot) {
            return cached.response(for: request)
        }
        let name = request.pathParameters["name"] ?? ""
        let (file, digest) = try Self.core { () throws(ServiceError) in
            guard let style = snapshot[name] else { throw .noStyle(named: name, in: snapshot) }
            let export = try ExportQuery.decode(request.queryItems)
            let files = export.format.files(
                style: style.definition, named: name, query: export.query, defaultDesign: resolver.defaultDesign)
            return (try export.file(among: files), style.digest)
        }
        let answer = StyleAnswer(body: file.bytes, styleName: name, styleDigest: digest)
        let etag = Self.styleETag(answer)
        let entry = ResponseCache.Entry(
            body: file.bytes, etag: etag, fields: HTTPFields([.contentType: file.mediaType, .eTag: etag]))
        responseCache.store(target, as: .document, in: snapshot, style: .init(answer), entry: entry)
        return entry.response(for: request)
    }
}
