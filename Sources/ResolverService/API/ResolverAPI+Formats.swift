import HTTPServer
import StyleRegistry

/// The web formats of a whole style: its stylesheet and its design tokens. Both are built on demand from the
/// registry's snapshot (a stylesheet takes milliseconds: thousands of resolutions), kept in the answer cache by
/// request target until the registry changes, and carry a strong ETag of their bytes.
extension ResolverAPI {
    /// Browsers may reuse a stylesheet or token file for a minute, then revalidate it (a 304 when unchanged).
    static let formatCacheControl = "public, max-age=60, must-revalidate"
    /// The cell's selector when the query gives none.
    static let defaultCellSelector = ".cell"

    /// `GET /v1/styles/{name}/stylesheet.css?selector=.cell&tintColor=…`
    func stylesheet(_ request: HTTPRequest) -> HTTPResponse {
        formatResponse(request, parameters: ["selector", "tintColor"], contentType: "text/css; charset=utf-8") { name, style, query in
            StylesheetBuilder(
                style: style, styleName: name, selector: query.selector ?? Self.defaultCellSelector, tintColor: query.tintColor
            ).build()
        }
    }

    /// `GET /v1/styles/{name}/tokens.json?tintColor=…`
    func designTokens(_ request: HTTPRequest) -> HTTPResponse {
        formatResponse(request, parameters: ["tintColor"], contentType: "application/design-tokens+json") { name, style, query in
            DesignTokensEncoder(style: style, styleName: name, tintColor: query.tintColor).encode()
        }
    }

    /// The cached document for the target, or 404 for an unknown style, 422 for a bad query, else the body built;
    /// with its ETag (304 when it matches).
    private func formatResponse(
        _ request: HTTPRequest, parameters: [String], contentType: String,
        build: (String, StyleDefinition, FormatQuery) -> [UInt8]
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
            switch FormatQuery.decode(request.queryItems, accepting: parameters) {
            case .success(let decoded): query = decoded
            case .failure(let problem): return problem.response
            }
            let body = build(name, style.definition, query)
            entry = ResponseCache.Entry(body: body, etag: "\"\(Self.fnv1a(body))\"", fields: ["Content-Type": contentType])
            responseCache.store(target, as: .document, version: snapshot.version, entry: entry)
        }
        return conditional(request, etag: entry.etag, cacheControl: Self.formatCacheControl) {
            HTTPResponse(status: .ok, fields: entry.fields, body: entry.body)
        }
    }
}
