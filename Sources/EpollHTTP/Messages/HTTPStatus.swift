/// An HTTP response status (RFC 9110 §15): a three-digit code and its reason phrase.
public struct HTTPStatus: Hashable, Sendable, CustomStringConvertible {
    /// The status code, 100...999.
    public let code: Int
    /// The reason phrase sent after the code; informative only.
    public let reasonPhrase: String

    /// Creates a status; codes outside 100...999 are clamped to 500 so a response line is always valid.
    public init(code: Int, reasonPhrase: String = "") {
        let valid = (100...999).contains(code)
        self.code = valid ? code : 500
        let phrase = valid ? reasonPhrase : "Internal Server Error"
        // A reason phrase may not contain CR or LF (it would split the response).
        self.reasonPhrase =
            phrase.utf8.contains(where: { $0 == 13 || $0 == 10 || $0 == 0 })
            ? "" : phrase
    }

    /// `"200 OK"`.
    public var description: String { "\(code) \(reasonPhrase)" }

    /// Whether a response with this status never carries content (1xx, 204, 304; RFC 9110 §6.4.1).
    public var forbidsContent: Bool { code < 200 || code == 204 || code == 304 }

    /// 100 Continue.
    public static let `continue` = HTTPStatus(code: 100, reasonPhrase: "Continue")
    /// 200 OK.
    public static let ok = HTTPStatus(code: 200, reasonPhrase: "OK")
    /// 201 Created.
    public static let created = HTTPStatus(code: 201, reasonPhrase: "Created")
    /// 202 Accepted.
    public static let accepted = HTTPStatus(code: 202, reasonPhrase: "Accepted")
    /// 204 No Content.
    public static let noContent = HTTPStatus(code: 204, reasonPhrase: "No Content")
    /// 301 Moved Permanently.
    public static let movedPermanently = HTTPStatus(code: 301, reasonPhrase: "Moved Permanently")
    /// 304 Not Modified.
    public static let notModified = HTTPStatus(code: 304, reasonPhrase: "Not Modified")
    /// 400 Bad Request.
    public static let badRequest = HTTPStatus(code: 400, reasonPhrase: "Bad Request")
    /// 401 Unauthorized.
    public static let unauthorized = HTTPStatus(code: 401, reasonPhrase: "Unauthorized")
    /// 403 Forbidden.
    public static let forbidden = HTTPStatus(code: 403, reasonPhrase: "Forbidden")
    /// 404 Not Found.
    public static let notFound = HTTPStatus(code: 404, reasonPhrase: "Not Found")
    /// 405 Method Not Allowed (send `Allow`).
    public static let methodNotAllowed = HTTPStatus(code: 405, reasonPhrase: "Method Not Allowed")
    /// 406 Not Acceptable (no representation the `Accept` field allows).
    public static let notAcceptable = HTTPStatus(code: 406, reasonPhrase: "Not Acceptable")
    /// 408 Request Timeout.
    public static let requestTimeout = HTTPStatus(code: 408, reasonPhrase: "Request Timeout")
    /// 409 Conflict.
    public static let conflict = HTTPStatus(code: 409, reasonPhrase: "Conflict")
    /// 412 Precondition Failed.
    public static let preconditionFailed = HTTPStatus(code: 412, reasonPhrase: "Precondition Failed")
    /// 413 Content Too Large.
    public static let contentTooLarge = HTTPStatus(code: 413, reasonPhrase: "Content Too Large")
    /// 414 URI Too Long.
    public static let uriTooLong = HTTPStatus(code: 414, reasonPhrase: "URI Too Long")
    /// 415 Unsupported Media Type.
    public static let unsupportedMediaType = HTTPStatus(code: 415, reasonPhrase: "Unsupported Media Type")
    /// 417 Expectation Failed.
    public static let expectationFailed = HTTPStatus(code: 417, reasonPhrase: "Expectation Failed")
    /// 422 Unprocessable Content.
    public static let unprocessableContent = HTTPStatus(code: 422, reasonPhrase: "Unprocessable Content")
    /// 429 Too Many Requests.
    public static let tooManyRequests = HTTPStatus(code: 429, reasonPhrase: "Too Many Requests")
    /// 431 Request Header Fields Too Large.
    public static let requestHeaderFieldsTooLarge = HTTPStatus(
        code: 431, reasonPhrase: "Request Header Fields Too Large")
    /// 500 Internal Server Error.
    public static let internalServerError = HTTPStatus(code: 500, reasonPhrase: "Internal Server Error")
    /// 501 Not Implemented.
    public static let notImplemented = HTTPStatus(code: 501, reasonPhrase: "Not Implemented")
    /// 503 Service Unavailable.
    public static let serviceUnavailable = HTTPStatus(code: 503, reasonPhrase: "Service Unavailable")
    /// 505 HTTP Version Not Supported.
    public static let httpVersionNotSupported = HTTPStatus(code: 505, reasonPhrase: "HTTP Version Not Supported")
}
