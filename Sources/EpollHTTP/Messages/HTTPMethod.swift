/// An HTTP request method (RFC 9110 §9), a small value type whose known methods are named statics.
///
/// The server only accepts methods it recognises (`isRecognized`); any other token is answered
/// 501 Not Implemented, so that protocols merely resembling HTTP (RTSP, ICE) never reach a handler.
public struct HTTPMethod: Hashable, Sendable, CustomStringConvertible {
    /// The method token exactly as sent, for example `"GET"`.
    public let rawValue: String

    /// Creates a method from its token (case-sensitive, RFC 9110 §9.1).
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The method token.
    public var description: String { rawValue }

    /// `GET`: retrieve a representation.
    public static let get = HTTPMethod("GET")
    /// `HEAD`: like GET, headers only.
    public static let head = HTTPMethod("HEAD")
    /// `POST`: process the enclosed representation.
    public static let post = HTTPMethod("POST")
    /// `PUT`: replace the target's state.
    public static let put = HTTPMethod("PUT")
    /// `DELETE`: remove the target.
    public static let delete = HTTPMethod("DELETE")
    /// `PATCH`: partially modify the target (RFC 5789).
    public static let patch = HTTPMethod("PATCH")
    /// `OPTIONS`: describe the communication options.
    public static let options = HTTPMethod("OPTIONS")
    /// `CONNECT`: establish a tunnel; this server does not tunnel and answers 501.
    public static let connect = HTTPMethod("CONNECT")
    /// `TRACE`: message loop-back test.
    public static let trace = HTTPMethod("TRACE")
    /// `QUERY`: safe request with a body (draft-ietf-httpbis-safe-method-w-body).
    public static let query = HTTPMethod("QUERY")

    /// Methods from the IANA registry (and common extensions) that a handler may be asked to serve.
    static let recognized: Set<String> = [
        "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "TRACE", "QUERY",
        "ACL", "BIND", "CHECKOUT", "COPY", "LINK", "LOCK", "MERGE", "MKACTIVITY", "MKCALENDAR",
        "MKCOL", "MOVE", "MSEARCH", "M-SEARCH", "NOTIFY", "PROPFIND", "PROPPATCH", "PURGE", "REBIND",
        "REPORT", "SEARCH", "SOURCE", "SUBSCRIBE", "UNBIND", "UNLINK", "UNLOCK", "UNSUBSCRIBE",
    ]

    /// Whether the server knows this method; unknown methods are answered 501 without reaching a handler.
    public var isRecognized: Bool { Self.recognized.contains(rawValue) }
}
