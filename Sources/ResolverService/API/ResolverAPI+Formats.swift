import HTTPServer
import StyleRegistry
import StyleService

/// The web formats of a whole style: its stylesheet and its design tokens. Both are built on demand from the
/// registry's snapshot (a stylesheet takes milliseconds: thousands of resolutions), kept in the answer cache by
/// request target until the registry changes, and carry a strong ETag of their bytes.
extension ResolverAPI {
    /// Browsers may reuse a stylesheet or token file for a minute, then revalidate it (a 304 when unchanged).
    static let formatCacheControl = "public, max-age=60, must-revalidate"
    /// `GET /v1/styles/{name}/stylesheet.css?selector=.cell&tintColor=…`
    func stylesheet(_ request: HTTPRequest) -> HTTPResponse {
        formatResponse(request, format: .stylesheet, contentType: "text/css; charset=utf-8")
    }

    /// `GET /v1/styles/{name}/tokens.json?tintColor=…`
    func designTokens(_ request: HTTPRequest) -> HTTPResponse {
        formatResponse(request, format: .designTokens, contentType: "application/design-tokens+json")
    }

    /// The cached document for the target, or 404 for an unknown style, 422 for a bad query, else the body built;
    /// with its ETag (304 when it matches).
    private func formatResponse(
        _ request: HTTPRequest, format: StyleFormat, contentType: String
    ) -> HTTPResponse {
        let snapshot = registry.snapshot
        let target = Array(request.target.utf8)
        let entry: ResponseCache.Entry
        if let cached = responseCache.lookup(target, as: .document, version: snapshot.version) {
            entry = cached
        } else {
            let name = request.pathParameters["name"] ?? ""
            guard let style = snapshot[name] else { return Self.unknownStyle(name).response }
            let query: FormatQuery
            do throws(ServiceError) {
                query = try FormatQuery.decode(request.queryItems, accepting: format.parameters)
            } catch {
                return ProblemDetails(error).response
            }
            let body = format.build(style: style.definition, named: name, query: query)
            entry = ResponseCache.Entry(body: body, etag: "\"\(Self.fnv1a(body))\"", fields: ["Content-Type": contentType])
            responseCache.store(target, as: .document, version: snapshot.version, entry: entry)
        }
        return conditional(request, etag: entry.etag, cacheControl: Self.formatCacheControl) {
            HTTPResponse(status: .ok, fields: entry.fields, body: entry.body)
        }
    }
}
