/// A complete HTTP response: status, fields and body. The server adds `Date`, `Server`, `Content-Length` (or
/// `Transfer-Encoding: chunked` for a streamed body) and `Connection`; framing fields set here are ignored because
/// the server frames the body itself.
public struct HTTPResponse: Sendable {
    /// The status code and reason phrase.
    public var status: HTTPStatus
    /// Header fields to send (invalid names or values are dropped when added).
    public var fields: HTTPFields
    /// The body bytes (not sent for HEAD, 1xx, 204 and 304). Ignored when `bodyStream` is set.
    public var body: [UInt8]
    /// A body sent in pieces as the client reads it, instead of `body` (see `HTTPBodyStream`).
    public var bodyStream: HTTPBodyStream?

    /// Creates a response.
    public init(status: HTTPStatus = .ok, fields: HTTPFields = HTTPFields(), body: [UInt8] = []) {
        self.status = status
        self.fields = fields
        self.body = body
        self.bodyStream = nil
    }

    /// Creates a response whose body is streamed: chunked to HTTP/1.1 clients, close-delimited to HTTP/1.0 ones.
    public init(status: HTTPStatus = .ok, fields: HTTPFields = HTTPFields(), bodyStream: HTTPBodyStream) {
        self.status = status
        self.fields = fields
        self.body = []
        self.bodyStream = bodyStream
    }

    /// A response with a UTF-8 text body and the given content type.
    public init(status: HTTPStatus = .ok, contentType: String = "text/plain; charset=utf-8", text: String) {
        self.init(status: status, fields: HTTPFields([.contentType: contentType]), body: Array(text.utf8))
    }
}
