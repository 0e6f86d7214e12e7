/// An answer the HTTP layer gives on its own, without a handler: a request it cannot parse or frame, one over a
/// limit, a timeout, a refused connection, or a path or method the router does not serve. A service with a richer
/// error format (RFC 9457 problem details) turns rejections into its own responses with a ``RejectionResponder``.
public struct HTTPRejection: Sendable, Equatable {
    /// The status the server answers with.
    public var status: HTTPStatus
    /// One sentence for people saying what was wrong; it never echoes the request's bytes.
    public var reason: String

    /// Creates a rejection.
    public init(status: HTTPStatus, reason: String) {
        self.status = status
        self.reason = reason
    }

    /// The answer: the responder's when one is given, else the status alone with an empty body.
    public func response(using responder: RejectionResponder?) -> HTTPResponse {
        responder?(self) ?? HTTPResponse(status: status)
    }
}

/// Builds the response for a rejection. The server keeps control of framing: it always closes the connection after
/// a parse error, and the router adds `Allow` to a 405 whatever this returns. Called on an event-loop thread.
public typealias RejectionResponder = @Sendable (HTTPRejection) -> HTTPResponse
