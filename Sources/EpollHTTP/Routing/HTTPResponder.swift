/// A handler: takes a request (with any router-captured `pathParameters`) and returns a response.
/// It runs inline on the connection's event-loop thread, so it must be quick and must not block: costly work goes to
/// another thread, which answers through an ``HTTPResponseCompletion``.
public typealias HTTPHandler = @Sendable (HTTPRequest) -> HTTPResponse

/// Anything that answers requests: the server calls exactly one responder for every parsed request.
public protocol HTTPResponder: Sendable {
    /// Produces the response for `request`. Called on an event-loop thread; do not block.
    func respond(to request: HTTPRequest) -> HTTPResponse
}

/// A responder made from a single closure (handy for tests and tiny servers).
public struct ClosureResponder: HTTPResponder {
    private let handler: HTTPHandler

    /// Wraps `handler`.
    public init(_ handler: @escaping HTTPHandler) {
        self.handler = handler
    }

    /// Calls the closure.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        handler(request)
    }
}
