import EpollHTTP

/// The JavaScript client, served by the service it talks to: `GET /client.js` (an ES module, no dependencies) and
/// `GET /client.d.ts` (its TypeScript declarations). Both are embedded at build time from
/// `clients/js/` (the npm package's files), as the playground is, and carry a strong ETag of their bytes.
extension ResolverAPI {
    /// The module's ETag, computed once.
    static let clientModuleETag = "\"client-js-\(fnv1a(ClientModule.javascript))\""
    /// The declarations' ETag, computed once.
    static let clientDeclarationsETag = "\"client-d-ts-\(fnv1a(ClientDeclarations.typescript))\""

    /// `GET /client.js`.
    static func clientModule() -> HTTPResponse {
        HTTPResponse(
            status: .ok,
            fields: HTTPFields([.contentType: "text/javascript; charset=utf-8", .eTag: clientModuleETag]),
            body: ClientModule.javascript)
    }

    /// `GET /client.d.ts`.
    static func clientDeclarations() -> HTTPResponse {
        HTTPResponse(
            status: .ok,
            fields: HTTPFields([.contentType: "application/typescript; charset=utf-8", .eTag: clientDeclarationsETag]),
            body: ClientDeclarations.typescript)
    }
}
