/// What the checks and the framing of a request need from its head's fields, read in one pass over them: the Host
/// and Authorization counts, the body's length, whether a transfer coding came, the connection options and the
/// expectation. Plain values only (offsets, not slices of the head), so reading one costs no reference counting.
struct FramingFields {
    var hostCount = 0
    /// The last Host value's place in the head.
    var hostValue: Range<Int> = 0..<0
    var authorizationCount = 0
    var contentLength: Int?
    var hasTransferEncoding = false
    var connectionClose = false
    var connectionKeepAlive = false
    var expectsContinue = false
    /// The known fields present, one bit each (``KnownFields``).
    var known: UInt16 = 0

    /// Reads the fields `entries` locate in `storage`; a bad or differing Content-Length, or an expectation other
    /// than `100-continue`, fails at once.
    init(_ entries: [HTTPFields.Entry], in storage: [UInt8], version: HTTPVersion) throws(HTTPParseError) {
        for entry in entries {
            let value = storage[Int(entry.valueStart)..<Int(entry.valueEnd)]
            known |= entry.known
            switch entry.known {
            case KnownFields.host:
                hostCount += 1
                hostValue = value.indices
            case KnownFields.authorization:
                authorizationCount += 1
            case KnownFields.contentLength:
                let parsed = try HTTPRequestParser.contentLength(value).get()
                if let contentLength, contentLength != parsed { throw .badRequest("differing Content-Length values") }
                contentLength = parsed
            case KnownFields.transferEncoding:
                hasTransferEncoding = true
            case KnownFields.connection:
                for option in HTTPRequestParser.listElements(value) {
                    if HTTPRequestParser.equalsLowercase(option, "close") { connectionClose = true }
                    if HTTPRequestParser.equalsLowercase(option, "keep-alive") { connectionKeepAlive = true }
                }
            case KnownFields.expect:
                guard HTTPRequestParser.equalsLowercase(value, "100-continue") else { throw .expectationFailed }
                // RFC 9110 §10.1.1: ignore the expectation in an HTTP/1.0 request.
                expectsContinue = version == .http1_1
            default:
                break
            }
        }
    }

    /// Checks the Host (one, of authority bytes; required in HTTP/1.1) and that at most one credential came.
    func checkHost(in storage: [UInt8], version: HTTPVersion) throws(HTTPParseError) {
        if hostCount > 1 { throw .badRequest("more than one Host") }
        // One credential per request: with two, which one a check reads would decide who is let in.
        if authorizationCount > 1 { throw .badRequest("more than one Authorization") }
        if hostCount == 0 && version == .http1_1 { throw .badRequest("missing Host") }
        if hostCount == 1 && !storage[hostValue].allSatisfy(HTTPRequestParser.isAuthorityByte) {
            throw .badRequest("invalid Host")
        }
    }

    /// Whether the body is chunked: a Transfer-Encoding must end in `chunked` alone, in HTTP/1.1 and without a
    /// Content-Length (a request smuggled past a proxy would need one of those). The codings are read again from
    /// the fields `entries` locate in `storage` only when a Transfer-Encoding came.
    func isChunked(
        _ entries: [HTTPFields.Entry], in storage: [UInt8], version: HTTPVersion
    ) throws(HTTPParseError) -> Bool {
        guard hasTransferEncoding else { return false }
        if contentLength != nil { throw .badRequest("Content-Length with Transfer-Encoding") }
        if version == .http1_0 { throw .badRequest("Transfer-Encoding in HTTP/1.0") }
        let codings = entries.filter { $0.known == KnownFields.transferEncoding }.flatMap { entry in
            HTTPRequestParser.listElements(storage[Int(entry.valueStart)..<Int(entry.valueEnd)]).filter { !$0.isEmpty }
        }
        guard let last = codings.last, HTTPRequestParser.equalsLowercase(last, "chunked") else {
            throw .badRequest("final transfer coding is not chunked")
        }
        for coding in codings.dropLast() {
            if HTTPRequestParser.equalsLowercase(coding, "chunked") { throw .badRequest("chunked applied twice") }
            guard coding.allSatisfy(ByteClass.isTokenByte) else { throw .badRequest("invalid transfer coding") }
        }
        if codings.count > 1 { throw .notImplemented("this transfer coding") }
        return true
    }

    /// Whether the connection stays open after this request: HTTP/1.1 unless it asks to close, HTTP/1.0 only when
    /// it asks to keep alive.
    func keepAlive(version: HTTPVersion) -> Bool {
        version == .http1_1 ? !connectionClose : (connectionKeepAlive && !connectionClose)
    }
}
