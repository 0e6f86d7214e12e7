/// A complete HTTP response: status, fields and body bytes. The server adds `Date`, `Server`,
/// `Content-Length` and `Connection`; `Content-Length`/`Transfer-Encoding` set here are ignored
/// because the server frames the body itself.
public struct HTTPResponse: Sendable {
    /// The status code and reason phrase.
    public var status: HTTPStatus
    /// Header fields to send (invalid names or values are dropped when added).
    public var fields: HTTPFields
    /// The body bytes (not sent for HEAD, 1xx, 204 and 304).
    public var body: [UInt8]

    /// Creates a response.
    public init(status: HTTPStatus = .ok, fields: HTTPFields = HTTPFields(), body: [UInt8] = []) {
        self.status = status
        self.fields = fields
        self.body = body
    }

    /// A response with a UTF-8 text body and the given content type.
    public init(status: HTTPStatus = .ok, contentType: String = "text/plain; charset=utf-8", text: String) {
        self.init(status: status, fields: ["Content-Type": contentType], body: Array(text.utf8))
    }
}
