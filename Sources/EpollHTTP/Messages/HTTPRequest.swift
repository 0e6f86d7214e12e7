import Glibc

/// A complete HTTP request as a handler sees it: method, target, decoded path and query, fields, body.
public struct HTTPRequest: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The protocol version the client used.
    public var version: HTTPVersion
    /// The request-target exactly as sent (origin-form `/a?b`, absolute-form `http://h/a`, or `*`).
    public var target: String {
        get { overrides?.values.target ?? text(Int(parts.start), Int(parts.end)) }
        set { override { $0.target = newValue } }
    }
    /// The percent-decoded path (`/` for an absolute-form target without one, `*` for asterisk-form).
    public var path: String {
        get {
            if let path = overrides?.values.path { return path }
            guard parts.isSplit, parts.pathHasPercent else { return rawTargetPath }
            return head.withUnsafeBufferPointer { head in
                PercentDecoding.decodeString(UnsafeBufferPointer(rebasing: head[pathRange]))
            } ?? text(Int(parts.start), Int(parts.end))
        }
        set { override { $0.path = newValue } }
    }
    /// The path as sent, still percent-encoded (the router splits this so `%2F` stays inside a segment).
    public var rawPath: String {
        get { overrides?.values.rawPath ?? rawTargetPath }
        set { override { $0.rawPath = newValue } }
    }
    /// The query after `?` as sent (still encoded), or `nil` when the target has none.
    public var rawQuery: String? {
        get {
            if let rawQuery = overrides?.values.rawQuery { return rawQuery }
            guard parts.isSplit, parts.queryStart >= 0 else { return nil }
            return text(Int(parts.queryStart), Int(parts.queryEnd))
        }
        set { override { $0.rawQuery = .some(newValue) } }
    }
    /// The authority of an absolute-form target (RFC 9112 §3.2.2), `nil` for the other forms.
    public var targetAuthority: String? {
        get {
            if let authority = overrides?.values.targetAuthority { return authority }
            guard parts.isSplit, parts.authorityStart >= 0 else { return nil }
            return text(Int(parts.authorityStart), Int(parts.authorityEnd))
        }
        set { override { $0.targetAuthority = .some(newValue) } }
    }
    /// The authority: from an absolute-form target if present (RFC 9112 §3.2.2), otherwise `Host`.
    public var authority: String? { targetAuthority ?? fields[.host] }
    /// The header fields, in order, with case-insensitive lookup.
    public var fields: HTTPFields
    /// The body bytes (already de-chunked), empty when the request has none.
    public var body: [UInt8]
    /// Path parameters captured by the router, such as `name` for `/v1/styles/{name}`.
    public var pathParameters: [String: String] {
        get { overrides?.values.pathParameters ?? [:] }
        set { override { $0.pathParameters = newValue } }
    }
    /// The client's numeric address (`127.0.0.1`, `::1`), as the server's socket sees it; nil when unknown.
    public var peerAddress: String? {
        get { storedPeerAddress.isEmpty ? nil : storedPeerAddress }
        set { storedPeerAddress = newValue ?? "" }
    }
    /// The peer's address, empty when unknown (no address is empty): a plain string, because the connection sets it
    /// on every request, and replacing an optional string destroyed the old one through the runtime's generic
    /// witness.
    private var storedPeerAddress = ""
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

    /// The bytes the target was read from: a parsed request's head (the same storage as its fields', so it costs no
    /// copy), or a target given in code. Kept apart from `fields`, which a handler may replace.
    private var head: [UInt8]
    /// Where the target's parts lie in `head`.
    private var parts: RequestTarget
    /// What was set through the setters above, and the router's path parameters: nil for most requests, so a
    /// request is copied and destroyed with few references to count.
    private var overrides: Overrides?

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
        self.fields = fields
        self.body = body
        let head = Array(target.utf8)
        self.head = head
        self.parts =
            head.withUnsafeBufferPointer { RequestTarget.split($0, from: 0, to: $0.count) }
            ?? RequestTarget.unsplit(start: 0, end: head.count)
    }

    /// The parser's initialiser: the target lies in `head` (already validated) at `parts`.
    init(
        method: HTTPMethod, version: HTTPVersion, head: [UInt8], parts: RequestTarget, fields: HTTPFields,
        body: [UInt8]
    ) {
        self.method = method
        self.version = version
        self.head = head
        self.parts = parts
        self.fields = fields
        self.body = body
    }

    /// Whether the raw path is `literal` (the router's test for a route without parameters), compared on bytes.
    func rawPathEquals(_ literal: [UInt8]) -> Bool {
        if let rawPath = overrides?.values.rawPath { return rawPath.utf8.elementsEqual(literal) }
        guard parts.isSplit else { return head[Int(parts.start)..<Int(parts.end)].elementsEqual(literal) }
        let range = pathRange
        guard range.count == literal.count else { return range.isEmpty && literal == [UInt8(ascii: "/")] }
        return head.withUnsafeBufferPointer { head in
            literal.withUnsafeBufferPointer { literal in
                guard let base = head.baseAddress, let other = literal.baseAddress else { return range.isEmpty }
                return memcmp(base + range.lowerBound, other, range.count) == 0
            }
        }
    }

    /// Whether the path is `*` (an asterisk-form target), without making the path.
    var pathIsAsterisk: Bool {
        if let path = overrides?.values.path { return path == "*" }
        return parts.isSplit && parts.end - parts.start == 1 && head[Int(parts.start)] == UInt8(ascii: "*")
    }

    /// The raw path from `head`: the path's bytes, `/` for an empty one, the whole target when it is in no form.
    private var rawTargetPath: String {
        guard parts.isSplit else { return text(Int(parts.start), Int(parts.end)) }
        guard parts.pathEnd > parts.pathStart else { return "/" }
        return text(Int(parts.pathStart), Int(parts.pathEnd))
    }

    private var pathRange: Range<Int> { Int(parts.pathStart)..<Int(parts.pathEnd) }

    /// `head[start..<end]` as a string (target bytes are ASCII when parsed, and a given target's UTF-8 otherwise).
    private func text(_ start: Int, _ end: Int) -> String {
        head.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    /// Replaces `overrides` with a copy changed by `change` (setters are rare, so the box is never mutated and can be
    /// shared by copies of the request).
    private mutating func override(_ change: (inout Overrides.Values) -> Void) {
        var values = overrides?.values ?? Overrides.Values()
        change(&values)
        overrides = Overrides(values)
    }

    /// Values set in code, boxed: one reference in the request however many there are.
    private final class Overrides: Sendable {
        struct Values: Sendable {
            var target: String?
            var path: String?
            var rawPath: String?
            /// `.some(nil)` when set to nil.
            var rawQuery: String??
            var targetAuthority: String??
            var pathParameters: [String: String] = [:]
        }

        let values: Values

        init(_ values: Values) {
            self.values = values
        }
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
