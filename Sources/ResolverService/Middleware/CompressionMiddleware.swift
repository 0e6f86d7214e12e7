import HTTPServer

/// gzip for every route's answers over ``ContentCoding/minimumBytes`` when the client accepts it (see
/// ``ContentCoding/encode(_:for:)``). Answers kept for reuse choose their encoding themselves, from their cached
/// variant (``ResponseCache/Entry/response(for:)``), and pass through untouched; small answers cost one comparison.
struct CompressionMiddleware: Middleware {
    func wrap(_ next: @escaping HTTPHandler, for route: Route) -> HTTPHandler {
        { request in
            var response = next(request)
            if response.body.count > ContentCoding.minimumBytes { ContentCoding.encode(&response, for: request) }
            return response
        }
    }
}
