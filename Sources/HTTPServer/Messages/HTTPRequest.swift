/// A complete HTTP request as a handler sees it: method, target, decoded path and query, fields, body.
public struct HTTPRequest: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The protocol version the client used.
    public var version: HTTPVersion
    /// The request-target exactly as sent (origin-form `/a?b`, absolute-form `http://h/a`, or `*`).
    public var target: String
    /// The percent-decoded path (`/` for an absolute-form target without one, `*` for asterisk-form).
    public var path: String
    /// The path as sent, still percent-encoded (the router splits this so `%2F` stays inside a segment).
    public var rawPath: String
    /// The query after `?` as sent (still encoded), or `nil` when the target has none.
    public var rawQuery: String?
    /// The authority of an absolute-form target (RFC 9112 §3.2.2), `nil` for the other forms.
    public var targetAuthority: String?
    /// The authority: from an absolute-form target if present (RFC 9112 §3.2.2), otherwise `Host`.
    public var authority: String? { targetAuthority ?? fields[.host] }
    /// The header fields, in order, with case-insensitive lookup.
    public var fields: HTTPFields
    /// The body bytes (already de-chunked), empty when the request has none.
    public var body: [UInt8]
    /// Path parameters captured by the router, such as `name` for `/v1/styles/{name}`.
    public var pathParameters: [String: String]
    /// The client's numeric address (`127.0.0.1`, `::1`), as the server's socket sees it; nil when unknown.
    public var peerAddress: String? = nil
    /// Whether the client connected from this machine (127.0.0.0/8, ::1 or IPv4-mapped loopback).
    public var isFromLoopback = false
    /// The request's id, echoed in the response's `X-Request-Id`, when the server gives requests ids
    /// (``HTTPServer/Configuration/echoesRequestIDs``); nil otherwise. An id the server made becomes text only here,
    /// when something reads it.
    public var requestID: String? {
        get { identifier?.text }
        set { identifier = newValue.map(RequestIdentifier.given) }
    }
    /// The id as the loop holds it (see ``RequestIdentifier``).
    var identifier: RequestIdentifier? = nil

    /// Creates a request value (tests and handlers that forward requests use this).
    public init(
        method: HTTPMethod,
        target: String,
        version: HTTPVersion = .http1_1,
        fields: HTTPFields = HTTPFields(),
        body: [UInt8] = []
    ) {
        self.method = method
        self.version = version
        self.target = target
        self.fields = fields
        self.body = body
        self.pathParameters = [:]
        let parts = RequestTarget.split(Array(target.utf8)[...])
        self.rawPath = parts.map { String(decoding: $0.rawPath, as: UTF8.self) } ?? target
        self.path = parts.flatMap { PercentDecoding.decodeString($0.rawPath) } ?? target
        self.rawQuery = parts?.rawQuery.map { String(decoding: $0, as: UTF8.self) }
        self.targetAuthority = parts?.authority.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Internal memberwise initialiser used by the parser (all parts already validated).
    init(
        method: HTTPMethod, version: HTTPVersion, target: String, path: String, rawPath: String,
        rawQuery: String?, targetAuthority: String?, fields: HTTPFields, body: [UInt8]
    ) {
        self.method = method
        self.version = version
        self.target = target
        self.path = path
        self.rawPath = rawPath
        self.rawQuery = rawQuery
        self.targetAuthority = targetAuthority
        self.fields = fields
        self.body = body
        self.pathParameters = [:]
    }

    /// The query's `name=value` pairs, percent-decoded (`+` decodes to a space), in order.
    /// Pairs that do not decode to valid UTF-8 are skipped.
    public var queryItems: [(name: String, value: String)] {
        guard let rawQuery, !rawQuery.isEmpty else { return [] }
        var items: [(name: String, value: String)] = []
        for pair in rawQuery.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = PercentDecoding.decodeString(parts[0], plusAsSpace: true) else { continue }
            let value = parts.count > 1 ? PercentDecoding.decodeString(parts[1], plusAsSpace: true) : ""
            guard let value else { continue }
            items.append((name, value))
        }
        return items
    }

    /// The first decoded query value for `name`, or `nil`.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}
