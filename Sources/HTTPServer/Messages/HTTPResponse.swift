/// A complete HTTP response: status, fields and body. The server adds `Date`, `Server`, `Content-Length` (or
/// `Transfer-Encoding: chunked` for a streamed body) and `Connection`; framing fields set here are ignored because
/// the server frames the body itself.
public struct HTTPResponse: Sendable {
    /// The status code and reason phrase.
    public var status: HTTPStatus {
        @inlinable get { storedStatus }
        @inlinable set {
            storedStatus = newValue
            preparedHead = nil
        }
    }
    /// Header fields to send (invalid names or values are dropped when added).
    public var fields: HTTPFields {
        @inlinable get { storedFields }
        @inlinable set {
            storedFields = newValue
            preparedHead = nil
        }
        @inlinable _modify {
            preparedHead = nil
            yield &storedFields
        }
    }
    /// The body bytes (not sent for HEAD, 1xx, 204 and 304). Ignored when `bodyStream` is set.
    public var body: [UInt8]
    /// A body sent in pieces as the client reads it, instead of `body` (see `HTTPBodyStream`).
    public var bodyStream: HTTPBodyStream?

    @usableFromInline var storedStatus: HTTPStatus
    @usableFromInline var storedFields: HTTPFields
    /// The head's lines that do not change between sends, written by ``prepareHead()``; dropped whenever the status
    /// or the fields change, and not used when the body's length or stream no longer matches it.
    @usableFromInline var preparedHead: PreparedHead?

    /// Creates a response.
    public init(status: HTTPStatus = .ok, fields: HTTPFields = HTTPFields(), body: [UInt8] = []) {
        storedStatus = status
        storedFields = fields
        self.body = body
        self.bodyStream = nil
        preparedHead = nil
    }

    /// Creates a response whose body is streamed: chunked to HTTP/1.1 clients, close-delimited to HTTP/1.0 ones.
    public init(status: HTTPStatus = .ok, fields: HTTPFields = HTTPFields(), bodyStream: HTTPBodyStream) {
        storedStatus = status
        storedFields = fields
        self.body = []
        self.bodyStream = bodyStream
        preparedHead = nil
    }

    /// Writes now the lines of this response's head that are the same on every send (the status line, the fields
    /// and `Content-Length`), so that sending it, or any copy of it, writes them as one block instead of line by
    /// line: for an answer kept and sent many times (a cached answer). The bytes sent are the same either way. A
    /// response with a streamed body or a field the server writes itself (`Content-Length`, `Transfer-Encoding`,
    /// `Connection`, `Date`, `Server`, `X-Request-Id`) is left as it is.
    public mutating func prepareHead() {
        preparedHead =
            bodyStream == nil ? PreparedHead(status: storedStatus, fields: storedFields, bodyCount: body.count) : nil
    }

    /// A response with a UTF-8 text body and the given content type.
    public init(status: HTTPStatus = .ok, contentType: String = "text/plain; charset=utf-8", text: String) {
        self.init(status: status, fields: HTTPFields([.contentType: contentType]), body: Array(text.utf8))
    }
}
