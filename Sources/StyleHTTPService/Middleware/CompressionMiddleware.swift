import EpollHTTP

/// gzip for the answers over ``ContentCoding/minimumBytes`` of every route whose handler does not choose the encoding
/// itself, when the client accepts it (see ``ContentCoding/encode(_:for:)``). Routes that answer from a kept answer
/// and its cached variant (``Route/choosesItsEncoding``, ``ResponseCache/Entry/response(for:)``) are not wrapped at
/// all; on the others a small answer costs one comparison.
struct CompressionMiddleware: Middleware {
    func wrap(_ next: @escaping HTTPHandler, for route: Route) -> HTTPHandler {
        guard !route.choosesItsEncoding else { return next }
        return { request in
            var response = next(request)
            if response.body.count > ContentCoding.minimumBytes { ContentCoding.encode(&response, for: request) }
            return response
        }
    }
}
