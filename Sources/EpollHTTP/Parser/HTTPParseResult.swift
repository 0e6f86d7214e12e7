/// What one call of `HTTPRequestParser.parse` produced.
public enum HTTPParseResult: Sendable {
    /// More bytes are needed; the first `consumed` bytes were used and must not be passed again.
    case needMoreData(consumed: Int)
    /// The head of a request with `Expect: 100-continue` and a body is complete; `consumed` bytes were
    /// used. The caller may send `100 Continue` (if the body has not started arriving) and parse on.
    case expectsContinue(consumed: Int)
    /// A complete request; `keepAlive` tells whether the connection may carry another one.
    case request(HTTPRequest, keepAlive: Bool, consumed: Int)
    /// The bytes are not an acceptable request; answer `error.status` and close.
    case failure(HTTPParseError)
}
