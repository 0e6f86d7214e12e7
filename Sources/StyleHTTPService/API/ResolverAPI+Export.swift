import EpollHTTP
import StyleDefinitions
import StyleService

/// The build-time exports of a style over HTTP: the same files `style-resolver export` writes, one per request.
extension ResolverAPI {
    /// `GET /v1/styles/{name}/export?format=css|scss|tailwind|ts|tokens|swift[&file=…]` with the stylesheet's parameters
    /// and the CSS options: the format's file named by `file`, else its main one, byte for byte what the CLI writes;
    /// 404 for an unknown style, 422 for a bad query or a render over the budget. Kept in the answer cache by path
    /// and option set until the style (or one it extends) changes, with a per-style ETag (``styleETag(_:)``), as the
    /// stylesheet. A style the format cannot write is a 422 `style-not-exportable`.
    func exportResponse(_ request: HTTPRequest, loop: Int) throws(ProblemDetails) -> HTTPResponse {
        let decoded = Result { () throws(ServiceError) in
            try ExportQuery.decode(request.queryItems, tokens: registry.tokens)
        }
        let cacheKey = try? decoded.get().cacheKey(defaultDesign: resolver.defaultDesign, kind: styleKind(request))
        return try styleDocumentResponse(request, cacheKey: cacheKey, loop: loop) { style, name throws(ServiceError) in
            let export = try decoded.get()
            try RenderWork.export(export.format, of: style.definition, query: export.query)
                .check(budget: settings.renderBudget)
            let files = try export.format.files(
                style: style.definition, named: name, query: export.query, defaultDesign: resolver.defaultDesign,
                origin: ExportFormat.Origin(digest: style.digest, serviceVersion: BuildInfo.version))
            let file = try export.file(among: files)
            return (file.bytes, file.mediaType)
        }
    }
}
