/// Why a request was rejected by the parser; each case maps to the status the server answers with
/// before closing the connection (the server never guesses at a message it cannot frame).
public enum HTTPParseError: Error, Equatable, Sendable {
    /// Malformed syntax or a smuggling vector (400). The string names the rule, for logs and tests.
    case badRequest(String)
    /// The request line is longer than the limit (414).
    case requestLineTooLong
    /// The header block or field count exceeds its limit (431).
    case headersTooLarge
    /// The declared or received body exceeds the limit (413).
    case contentTooLarge
    /// An HTTP major version other than 1 (505).
    case versionNotSupported
    /// A method or transfer coding the server does not implement (501).
    case notImplemented(String)
    /// An `Expect` value other than `100-continue` (417).
    case expectationFailed

    /// The status the server answers with.
    public var status: HTTPStatus {
        switch self {
        case .badRequest: .badRequest
        case .requestLineTooLong: .uriTooLong
        case .headersTooLarge: .requestHeaderFieldsTooLarge
        case .contentTooLarge: .contentTooLarge
        case .versionNotSupported: .httpVersionNotSupported
        case .notImplemented: .notImplemented
        case .expectationFailed: .expectationFailed
        }
    }

    /// The rejection the server answers with, its reason naming the broken rule or the limit crossed.
    public func rejection(limits: HTTPParserLimits) -> HTTPRejection {
        let reason =
            switch self {
            case .badRequest(let rule): "The request is malformed: \(rule)."
            case .requestLineTooLong: "The request line is longer than \(limits.maxRequestLineLength) bytes."
            case .headersTooLarge:
                "The header block is larger than \(limits.maxHeaderBytes) bytes or has more than \(limits.maxHeaderCount) fields."
            case .contentTooLarge: "The body is larger than \(limits.maxBodyBytes) bytes."
            case .versionNotSupported: "Only HTTP/1.0 and HTTP/1.1 are supported."
            case .notImplemented(let feature): "The server does not implement \(feature)."
            case .expectationFailed: "The only expectation the server meets is 100-continue."
            }
        return HTTPRejection(status: status, reason: reason)
    }
}
