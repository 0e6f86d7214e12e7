import EpollHTTP

/// Revalidation for routes with a `Cache-Control` rule: a 200 answer (whose handler set its `ETag`) gets the rule,
/// and becomes a 304 with only `ETag`, `Cache-Control` and `Vary` when `If-None-Match` names its tag (or `*`). The
/// answer compared is the one in the encoding the client gets, so each encoding's ETag revalidates only its own.
struct ConditionalGETMiddleware: Middleware {
    func wrap(_ next: @escaping HTTPHandler, for route: Route) -> HTTPHandler {
        guard let cacheControl = route.cacheControl else { return next }
        return { request in
            var response = next(request)
            guard response.status == .ok else { return response }
            if let header = request.fields[.ifNoneMatch], let etag = response.fields[.eTag], Self.matches(header, etag)
            {
                var fields = HTTPFields([.eTag: etag, .cacheControl: cacheControl])
                for vary in response.fields.values(for: .vary) { fields.append(name: .vary, value: vary) }
                return HTTPResponse(status: .notModified, fields: fields)
            }
            response.fields.append(name: .cacheControl, value: cacheControl)
            return response
        }
    }

    /// Whether an `If-None-Match` value names the tag, weakly or strongly, or is `*`.
    static func matches(_ header: String, _ etag: String) -> Bool {
        let tags = header.split(separator: ",").map { $0.trimmingSpaces() }
        return tags.contains("*") || tags.contains(where: { $0 == etag || $0 == "W/" + etag })
    }
}
