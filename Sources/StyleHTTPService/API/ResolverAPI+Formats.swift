import EpollHTTP
import StyleDefinitions
import StyleService

/// The web formats of a whole style: its stylesheet and its design tokens. Both are built on demand from the
/// registry's snapshot (a stylesheet takes milliseconds: thousands of resolutions) within the render budget
/// (``RenderWork``), kept in the answer cache by path and option set until the style (or a style it extends)
/// changes, and carry a strong ETag of their bytes and of the style's digest.
extension ResolverAPI {
    /// Browsers may reuse a stylesheet or token file for a minute, then revalidate it (a 304 when unchanged).
    static let formatCacheControl = "public, max-age=60, must-revalidate"

    /// `GET /v1/styles/{name}/stylesheet.css?selector=.cell&tintColor=…&design=…` and
    /// `GET /v1/styles/{name}/tokens.json?tintColor=…&design=…`: the cached document for the target, or 404 for an
    /// unknown style, 422 for a bad query or a render over the budget, else the body built. Without `design`, the
    /// document's own design is the server's default, fixed for this API's life, so the path and the options key
    /// the cache.
    func formatResponse(_ request: HTTPRequest, format: StyleFormat, loop: Int) throws(ProblemDetails) -> HTTPResponse {
        let decoded = Result { () throws(ServiceError) in
            try FormatQuery.decode(request.queryItems, accepting: format.parameters, tokens: registry.tokens)
        }
        let cacheKey = try? decoded.get().cacheKey(defaultDesign: resolver.defaultDesign, kind: styleKind(request))
        return try styleDocumentResponse(request, cacheKey: cacheKey, loop: loop) { style, name throws(ServiceError) in
            let query = try decoded.get()
            try query.check(against: style.definition)
            let work =
                format == .stylesheet
                ? RenderWork.stylesheet(of: style.definition, theme: query.css.theme)
                : RenderWork.tokens(of: style.definition)
            try work.check(budget: settings.renderBudget)
            let body = format.build(
                style: style.definition, named: name, query: query, defaultDesign: resolver.defaultDesign)
            return (body, Self.contentType(of: format))
        }
    }

    /// A document built from one style for a `GET`: the cached answer for the path and `cacheKey` (the query's
    /// meaning, so every spelling of one option set shares an answer; nil for a query that does not decode, keyed by
    /// its target, whose problem `build` throws), else 404 for an unknown style, the query's problem, or the bytes
    /// `build` makes from the style and its name (with their media type), stored with a per-style ETag
    /// (``styleETag(_:)``) until that style or one it extends changes.
    func styleDocumentResponse(
        _ request: HTTPRequest, cacheKey: String?, loop: Int,
        build: (RegisteredStyle, String) throws(ServiceError) -> (body: [UInt8], contentType: String)
    ) throws(ProblemDetails) -> HTTPResponse {
        let target =
            switch cacheKey {
            case .none: request.target
            case .some(let options) where options.isEmpty: request.rawPath
            case .some(let options): request.rawPath + "?" + options
            }
        let key = responseCache.key(Array(target.utf8), as: .document)
        if let cached = responseCache.lookup(key, in: registry, loop: loop) {
            return cached.response(for: request)
        }
        let snapshot = registry.snapshot
        let name = request.pathParameters["name"] ?? ""
        let (answer, contentType) = try Self.core { () throws(ServiceError) in
            guard let style = snapshot[name] else { throw .noStyle(named: name, in: snapshot) }
            let document = try build(style, name)
            return (StyleAnswer(body: document.body, styleName: name, styleDigest: style.digest), document.contentType)
        }
        let etag = Self.styleETag(answer)
        let entry = ResponseCache.Entry(
            body: answer.body, etag: etag, fields: HTTPFields([.contentType: contentType, .eTag: etag]))
        if let key { responseCache.store(key, in: snapshot, style: .init(answer), entry: entry, loop: loop) }
        return entry.response(for: request)
    }

    /// The kind of the style the path names, which decides the default selector (a cell's for an unknown style).
    func styleKind(_ request: HTTPRequest) -> ConfigurationKind {
        registry.snapshot[request.pathParameters["name"] ?? ""]?.definition.configurationKind ?? .cell
    }

    /// The media type of a format.
    static func contentType(of format: StyleFormat) -> String {
        switch format {
        case .stylesheet: "text/css; charset=utf-8"
        case .designTokens: "application/design-tokens+json"
        }
    }
}
