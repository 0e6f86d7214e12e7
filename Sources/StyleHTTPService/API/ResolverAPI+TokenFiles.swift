import EpollHTTP
import StyleDefinitions
import StyleService

/// A style's design tokens as DTCG Resolver Module files (``DesignTokenFiles``): the resolver document and the set
/// files its `$ref`s name, relative to it, so a token tool can load them straight from the service.
extension ResolverAPI {
    /// `GET /v1/styles/{name}/tokens.resolver.json` (`file` nil) and `GET /v1/styles/{name}/tokens/{file}`
    /// (`base.json`, `mode-dark.json`, `state-selected.json`, …), each taking `tintColor` and `design`. Every file
    /// needs the whole style resolved, so one miss builds the set and stores each file in the answer cache under its
    /// own target (same folder, same query): a tool fetching the set files after the document finds them built. The
    /// document's `$ref`s carry the request's query, so those set files have its tint and design. 404 for an unknown
    /// style or a file the set lacks, 422 for a bad query.
    func tokenFileResponse(_ request: HTTPRequest, file: String?, loop: Int) throws(ProblemDetails) -> HTTPResponse {
        let snapshot = registry.snapshot
        let decoded = Result { () throws(ServiceError) in
            try FormatQuery.decode(
                request.queryItems, accepting: StyleFormat.designTokens.parameters, tokens: snapshot.tokens)
        }
        // A tint alias's values follow the target in the cache's keys (after a `#`, which no target holds).
        let aliasValues = (try? decoded.get()).map { $0.aliasValues.isEmpty ? "" : "#" + $0.aliasValues } ?? ""
        if let cached = responseCache.lookup(
            responseCache.key(Array((request.target + aliasValues).utf8), as: .document), in: registry, loop: loop)
        {
            return cached.response(for: request)
        }
        let name = request.pathParameters["name"] ?? ""
        let wanted = file.map { "tokens/" + $0 } ?? DesignTokenFiles.resolverFileName
        let query = request.rawQuery.flatMap { $0.isEmpty ? nil : "?" + $0 } ?? ""
        let (files, digest) = try Self.core { () throws(ServiceError) in
            guard let style = snapshot[name] else { throw .noStyle(named: name, in: snapshot) }
            let formatQuery = try decoded.get()
            try formatQuery.check(against: style.definition)
            try RenderWork.tokens(of: style.definition).check(budget: settings.renderBudget)
            let files = DesignTokenFiles(
                style: style.definition, styleName: name, query: formatQuery, defaultDesign: resolver.defaultDesign,
                referenceQuery: query
            ).files()
            return (files, style.digest)
        }
        // The style's folder as its route spells it (`/v1/styles/sidebarCell/`: a style's name needs no escaping),
        // which every file name follows. Taken from the target as sent, a folder spelt otherwise (`%74okens/`,
        // `tokens//`) filed the set under targets whose routes answer 404.
        let folder = "/v1/styles/\(name)/"
        var wantedEntry: ResponseCache.Entry?
        for (fileName, body) in files {
            let answer = StyleAnswer(body: body, styleName: name, styleDigest: digest)
            let etag = Self.styleETag(answer)
            let contentType =
                fileName == DesignTokenFiles.resolverFileName
                ? "application/json" : Self.contentType(of: .designTokens)
            let entry = ResponseCache.Entry(
                body: body, etag: etag, fields: HTTPFields([.contentType: contentType, .eTag: etag]))
            responseCache.store(
                Array((folder + fileName + query + aliasValues).utf8), as: .document, in: snapshot,
                style: .init(answer),
                entry: entry, loop: loop)
            if fileName == wanted { wantedEntry = entry }
        }
        guard let wantedEntry else {
            throw ProblemDetails(
                .notFound,
                detail:
                    "The style's tokens have no file \"\(wanted)\"; \(DesignTokenFiles.resolverFileName) names every "
                    + "set file: tokens/base.json, tokens/mode-<mode>.json, tokens/state-<state>.json.")
        }
        return wantedEntry.response(for: request)
    }
}
