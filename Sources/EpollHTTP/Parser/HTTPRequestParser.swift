/// An incremental, strict HTTP/1.1 request parser (RFC 9112) in the manner of picohttpparser.
///
/// Feed it the bytes not yet consumed (previously unconsumed bytes followed by new ones); it returns
/// how many it consumed and, when one is complete, the request. The head is parsed in place from the
/// caller's buffer once its end has arrived (a resumable scan remembers how far it looked, so a head
/// sent one byte at a time costs linear time); only then is it copied once into the request's storage.
/// The result depends only on the bytes, never on how they were split into calls.
public struct HTTPRequestParser: Sendable {
    /// The limits enforced while parsing.
    public let limits: HTTPParserLimits

    private enum Phase: Sendable {
        case head
        case contentBody(remaining: Int)
        case chunkedBody(ChunkedBodyDecoder)
        case failed(HTTPParseError)
    }

    /// Offsets of a validated request line inside the head.
    private struct RequestLine: Sendable {
        var methodEnd: Int
        var targetStart: Int
        var targetEnd: Int
        var minorVersion: Int
        var end: Int  // index just after the LF
        var method: HTTPMethod
    }

    private var phase: Phase = .head
    private var requestLine: RequestLine?
    private var scanResume = 0
    /// What the parsed head holds beyond its buffers (`reusedHead`, `reusedEntries`): the request is made from them
    /// only in `takeRequest()`, straight into the caller's value (a whole request kept here as an optional would be
    /// copied out of it).
    private struct PendingHead {
        var method: HTTPMethod
        var version: HTTPVersion
        var parts: RequestTarget
        var known: UInt16
    }

    private var pendingHead: PendingHead?
    private var pendingKeepAlive = true
    /// The body being received; after `takeRequest()` the request shares it, and the parser keeps its reference so
    /// the next request reuses the buffer (see `reusedHead`).
    private var body: [UInt8] = []
    /// The last request's head copy and field entries. The request shares them while it is answered; by the next
    /// request it is gone, so they are uniquely held again and refilled in place instead of allocated and freed for
    /// every request. A buffer still held elsewhere (a handler kept the request) is copied on write as any array is, and one
    /// grown past ``reusedCapacity`` is let go rather than kept for the connection's life.
    private var reusedHead: [UInt8] = []
    private var reusedEntries: [HTTPFields.Entry] = []

    /// Buffers up to this capacity are kept for the next request: enough for a usual head, its fields and a resolve
    /// body, and at most three of it per idle connection (12 KB; 16 KB, the head limit, would let 10,000 keep-alive
    /// connections hold some 480 MB between requests).
    private static let reusedCapacity = 4 * 1024

    /// Creates a parser with the given limits.
    public init(limits: HTTPParserLimits = HTTPParserLimits()) {
        self.limits = limits
    }

    /// Whether the parser is between requests with nothing of the next one seen (used for idle timeouts).
    public var isIdle: Bool {
        if case .head = phase { return requestLine == nil && scanResume == 0 }
        return false
    }

    /// Whether the head is complete and the body is being received.
    public var isReceivingBody: Bool {
        switch phase {
        case .contentBody, .chunkedBody: true
        default: false
        }
    }

    /// Parses from an array (convenience for tests and tools).
    public mutating func parse(_ bytes: [UInt8]) -> HTTPParseResult {
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    /// Parses the unconsumed bytes `buffer`; see the type's documentation for the contract.
    public mutating func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> HTTPParseResult {
        switch step(buffer) {
        case .needMoreData(let consumed): return .needMoreData(consumed: consumed)
        case .expectsContinue(let consumed): return .expectsContinue(consumed: consumed)
        case .failure(let error): return .failure(error)
        case .request(let keepAlive, let consumed):
            guard let request = takeRequest() else { return fail(.badRequest("no request head")).result }
            return .request(request, keepAlive: keepAlive, consumed: consumed)
        }
    }

    /// What one `step` produced; like `HTTPParseResult`, but a complete request stays in the parser
    /// until `takeRequest()` moves it out (the event loop's path, which saves copying the request).
    enum ParseStep {
        case needMoreData(consumed: Int)
        case expectsContinue(consumed: Int)
        case request(keepAlive: Bool, consumed: Int)
        case failure(HTTPParseError)

        var result: HTTPParseResult {
            switch self {
            case .needMoreData(let consumed): .needMoreData(consumed: consumed)
            case .expectsContinue(let consumed): .expectsContinue(consumed: consumed)
            case .request: .failure(.badRequest("no request head"))
            case .failure(let error): .failure(error)
            }
        }
    }

    /// Moves out the request completed by the last `step` (nil if there is none), with its body.
    mutating func takeRequest() -> HTTPRequest? {
        guard let head = pendingHead.take() else { return nil }
        // The body joins the request here rather than in `finish`, so a request without a body pays nothing for it.
        // The parser keeps sharing the buffers, to refill them next time.
        return HTTPRequest(
            method: head.method, version: head.version, head: reusedHead, parts: head.parts,
            fields: HTTPFields(storage: reusedHead, entries: reusedEntries, known: head.known), body: body)
    }

    /// `parse` without handing over the request; see `ParseStep`.
    mutating func step(_ buffer: UnsafeBufferPointer<UInt8>) -> ParseStep {
        var offset = 0
        if case .failed(let error) = phase { return .failure(error) }
        if case .head = phase {
            if requestLine == nil && scanResume == 0 {
                // RFC 9112 §2.2: ignore empty lines received before the request line.
                while offset < buffer.count {
                    let byte = buffer[offset]
                    if byte == 13 {
                        guard offset + 1 < buffer.count else { return .needMoreData(consumed: offset) }
                        guard buffer[offset + 1] == 10 else { return fail(.badRequest("bare CR before request line")) }
                        offset += 2
                    } else if byte == 10 {
                        return fail(.badRequest("bare LF before request line"))
                    } else {
                        break
                    }
                }
                if offset == buffer.count { return .needMoreData(consumed: offset) }
            }
            let head = UnsafeBufferPointer(rebasing: buffer[offset...])
            switch parseHead(head) {
            case .incomplete:
                return .needMoreData(consumed: offset)
            case .failure(let error):
                return fail(error)
            case .complete(let length, let expectsContinue):
                offset += length
                if expectsContinue { return .expectsContinue(consumed: offset) }
            }
        }
        return parseBody(buffer, from: offset)
    }

    // MARK: - Body

    private mutating func parseBody(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> ParseStep {
        var offset = start
        switch phase {
        case .head:
            return finish(consumed: offset)
        case .contentBody(let remaining):
            let take = min(remaining, buffer.count - offset)
            if take > 0 {
                body.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[offset..<(offset + take)]))
                offset += take
            }
            if remaining - take == 0 { return finish(consumed: offset) }
            phase = .contentBody(remaining: remaining - take)
            return .needMoreData(consumed: offset)
        case .chunkedBody(var decoder):
            let (consumed, outcome) = decoder.decode(buffer, from: offset, into: &body, limits: limits)
            offset += consumed
            switch outcome {
            case .needMoreData:
                phase = .chunkedBody(decoder)
                return .needMoreData(consumed: offset)
            case .done:
                return finish(consumed: offset)
            case .failure(let error):
                return fail(error)
            }
        case .failed(let error):
            return .failure(error)
        }
    }

    private mutating func finish(consumed: Int) -> ParseStep {
        guard pendingHead != nil else { return fail(.badRequest("no request head")) }
        // The request and its body wait for `takeRequest()`, which puts them together.
        phase = .head
        requestLine = nil
        scanResume = 0
        return .request(keepAlive: pendingKeepAlive, consumed: consumed)
    }

    private mutating func fail(_ error: HTTPParseError) -> ParseStep {
        phase = .failed(error)
        pendingHead = nil
        body = []
        reusedHead = []
        reusedEntries = []
        return .failure(error)
    }

    // MARK: - Head

    private enum HeadOutcome {
        case incomplete
        case failure(HTTPParseError)
        case complete(length: Int, expectsContinue: Bool)
    }

    private mutating func parseHead(_ head: UnsafeBufferPointer<UInt8>) -> HeadOutcome {
        let count = head.count
        if requestLine == nil {
            // The line may hold at most maxRequestLineLength bytes before its CRLF.
            let searchEnd = min(count, limits.maxRequestLineLength + 2)
            let index = ByteScan.firstIndex(of: 10, in: head, from: scanResume, to: searchEnd)
            if index == searchEnd {
                if count >= limits.maxRequestLineLength + 2 { return .failure(.requestLineTooLong) }
                scanResume = index
                return .incomplete
            }
            switch parseRequestLine(head, lineFeed: index) {
            case .failure(let error): return .failure(error)
            case .success(let line):
                requestLine = line
                scanResume = line.end
            }
        }
        guard let line = requestLine else { return .failure(.badRequest("no request line")) }

        // Find the empty line that ends the head: CRLF at the start of a line (the request line ends in LF, so every
        // line start follows one). Each LF found is the end of a candidate CRLF.
        let limitEnd = min(count, limits.maxHeaderBytes)
        let start = max(scanResume, line.end)
        var terminator: Int?
        var lineFeed = ByteScan.firstIndex(of: 10, in: head, from: start + 1, to: limitEnd)
        while lineFeed < limitEnd {
            if head[lineFeed - 1] == 13 && head[lineFeed - 2] == 10 {
                terminator = lineFeed - 1
                break
            }
            lineFeed = ByteScan.firstIndex(of: 10, in: head, from: lineFeed + 1, to: limitEnd)
        }
        guard let fieldsEnd = terminator else {
            if count >= limits.maxHeaderBytes {
                // Report a syntax error inside the allowed prefix first, so results never depend on splits.
                var entries: [HTTPFields.Entry] = []
                if let error = parseFields(
                    head, from: line.end, to: limits.maxHeaderBytes, complete: false, into: &entries)
                {
                    return .failure(error)
                }
                return .failure(.headersTooLarge)
            }
            scanResume = max(start, limitEnd - 1)
            return .incomplete
        }
        // The last request's entries are refilled (moved out, so they are not shared while they are written).
        var entries: [HTTPFields.Entry] = []
        swap(&entries, &reusedEntries)
        if let error = parseFields(head, from: line.end, to: fieldsEnd, complete: true, into: &entries) {
            return .failure(error)
        }
        return buildRequest(head, line: line, entries: entries, length: fieldsEnd + 2)
    }

    private func parseRequestLine(
        _ head: UnsafeBufferPointer<UInt8>, lineFeed: Int
    ) -> Result<RequestLine, HTTPParseError> {
        guard lineFeed > 0, head[lineFeed - 1] == 13 else {
            return .failure(.badRequest("request line not ended by CRLF"))
        }
        let lineEnd = lineFeed - 1
        var index = 0
        while index < lineEnd && ByteClass.isTokenByte(head[index]) { index += 1 }
        let methodEnd = index
        guard methodEnd > 0 else { return .failure(.badRequest("missing method")) }
        guard index < lineEnd, head[index] == 32 else { return .failure(.badRequest("expected SP after method")) }
        index += 1
        let targetStart = index
        while index < lineEnd && ByteClass.isTargetByte(head[index]) { index += 1 }
        let targetEnd = index
        guard targetEnd > targetStart else { return .failure(.badRequest("missing request-target")) }
        guard index < lineEnd, head[index] == 32 else {
            return .failure(.badRequest("invalid character in request-target"))
        }
        index += 1
        // HTTP-version = "HTTP/" DIGIT "." DIGIT, then CRLF.
        let prefix: StaticString = "HTTP/"
        let hasPrefix = prefix.withUTF8Buffer { expected in
            lineEnd - index >= expected.count && (0..<expected.count).allSatisfy { head[index + $0] == expected[$0] }
        }
        guard hasPrefix else { return .failure(.badRequest("invalid HTTP version")) }
        index += 5
        guard lineEnd - index == 3, ByteClass.isDigit(head[index]), head[index + 1] == UInt8(ascii: "."),
            ByteClass.isDigit(head[index + 2])
        else { return .failure(.badRequest("invalid HTTP version")) }
        guard head[index] == UInt8(ascii: "1") else { return .failure(.versionNotSupported) }
        let minor = Int(head[index + 2] - 0x30)

        let methodBytes = UnsafeBufferPointer(rebasing: head[0..<methodEnd])
        let (method, isCommon) = Self.method(methodBytes)
        // GET, POST and PUT are recognized and no CONNECT: only another method is compared (as a string).
        if !isCommon {
            guard method.isRecognized else { return .failure(.notImplemented("this method")) }
            guard method != .connect else { return .failure(.notImplemented("CONNECT tunnels")) }
        }
        let first = head[targetStart]
        if first == UInt8(ascii: "*") {
            guard method == .options, targetEnd - targetStart == 1 else {
                return .failure(.badRequest("asterisk-form is only for OPTIONS"))
            }
        } else if first != UInt8(ascii: "/") {
            let lower = ByteClass.lowercased(first)
            guard lower == UInt8(ascii: "h") else { return .failure(.badRequest("invalid request-target form")) }
        }
        return .success(
            RequestLine(
                methodEnd: methodEnd, targetStart: targetStart, targetEnd: targetEnd,
                minorVersion: minor, end: lineFeed + 1, method: method))
    }

    /// Validates field lines in `head[start..<end]` into `entries` (emptied first; their buffer is kept when it is
    /// not shared), and returns the first error. With `complete == false` the region is a prefix cut at the size
    /// limit: a line running past its end is not an error here.
    private func parseFields(
        _ head: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, complete: Bool,
        into entries: inout [HTTPFields.Entry]
    ) -> HTTPParseError? {
        if entries.capacity > Self.reusedCapacity / MemoryLayout<HTTPFields.Entry>.stride {
            entries = []
        } else if !entries.isEmpty {
            entries.removeAll(keepingCapacity: true)
        }
        // Room for a typical head's fields at once, so the array is allocated once rather than grown.
        if entries.capacity == 0 { entries.reserveCapacity(min(limits.maxHeaderCount + 1, 16)) }
        var index = start
        while index < end {
            let first = head[index]
            if first == 32 || first == 9 { return .badRequest("obs-fold or whitespace before field name") }
            let nameStart = index
            // A known name followed by its colon is taken in one step; any other name is checked byte by byte, and
            // then is no known one (its bit is 0).
            var bit: UInt16 = 0
            if let base = head.baseAddress {
                let known = KnownFields.prefix(of: UnsafeRawPointer(base + index), available: end - index)
                bit = known.bit
                index += known.length
            }
            if bit == 0 {
                while index < end && ByteClass.isTokenByte(head[index]) { index += 1 }
            }
            if index == end { break }
            guard head[index] == UInt8(ascii: ":") else {
                if head[index] == 32 || head[index] == 9 {
                    return .badRequest("whitespace between field name and colon")
                }
                return .badRequest("invalid character in field name")
            }
            guard index > nameStart else { return .badRequest("empty field name") }
            let nameEnd = index
            index += 1
            while index < end && (head[index] == 32 || head[index] == 9) { index += 1 }
            let valueStart = index
            index = ByteScan.firstNonFieldValueByte(in: head, from: index, to: end)
            if index == end { break }
            var valueEnd = index
            switch head[index] {
            case 13:
                // A CR must be followed by LF (bare CR is rejected, RFC 9112 §2.2).
                guard index + 1 < end + (complete ? 2 : 0) else { break }
                guard head[index + 1] == 10 else { return .badRequest("bare CR in field line") }
            case 10:
                return .badRequest("bare LF in field line")
            default:
                return .badRequest("control character in field value")
            }
            if index + 1 >= end + (complete ? 2 : 0) { break }
            while valueEnd > valueStart && (head[valueEnd - 1] == 32 || head[valueEnd - 1] == 9) { valueEnd -= 1 }
            // Each name is classified once: the bit drives the framing checks and is kept for the handler's lookups.
            entries.append(
                HTTPFields.Entry(
                    nameStart: UInt32(nameStart), nameEnd: UInt32(nameEnd),
                    valueStart: UInt32(valueStart), valueEnd: UInt32(valueEnd), known: bit))
            guard entries.count <= limits.maxHeaderCount else { return .headersTooLarge }
            index += 2
        }
        if complete && index != end { return .badRequest("truncated field line") }
        return nil
    }

    // MARK: - Semantics

    private mutating func buildRequest(
        _ head: UnsafeBufferPointer<UInt8>, line: RequestLine, entries: [HTTPFields.Entry], length: Int
    ) -> HeadOutcome {
        // The head's copy, into the last request's buffer when nothing else holds it any more.
        var storage: [UInt8] = []
        swap(&storage, &reusedHead)
        if storage.capacity > Self.reusedCapacity { storage = [] }
        storage.replaceSubrange(storage.indices, with: UnsafeBufferPointer(rebasing: head[0..<length]))
        let version = line.minorVersion == 0 ? HTTPVersion.http1_0 : HTTPVersion.http1_1

        let fields: FramingFields
        let chunked: Bool
        do throws(HTTPParseError) {
            fields = try FramingFields(entries, in: storage, version: version)
            try fields.checkHost(in: storage, version: version)
            chunked = try fields.isChunked(entries, in: storage, version: version)
        } catch {
            return .failure(error)
        }
        if let contentLength = fields.contentLength, contentLength > limits.maxBodyBytes {
            return .failure(.contentTooLarge)
        }

        guard let parts = RequestTarget.split(head, from: line.targetStart, to: line.targetEnd) else {
            return .failure(.badRequest("invalid request-target"))
        }
        if parts.pathHasPercent {
            let path = UnsafeBufferPointer(rebasing: head[Int(parts.pathStart)..<Int(parts.pathEnd)])
            guard PercentDecoding.decodeString(path) != nil else {
                return .failure(.badRequest("invalid percent-encoding in path"))
            }
        }
        // The target's strings are made only when a handler reads them: the request keeps their offsets in the head,
        // which it shares with its fields.
        pendingHead = PendingHead(method: line.method, version: version, parts: parts, known: fields.known)
        reusedHead = storage
        reusedEntries = entries
        pendingKeepAlive = fields.keepAlive(version: version)
        if body.capacity > Self.reusedCapacity {
            body = []
        } else if !body.isEmpty {
            body.removeAll(keepingCapacity: true)
        }
        if chunked {
            phase = .chunkedBody(ChunkedBodyDecoder())
        } else if let contentLength = fields.contentLength, contentLength > 0 {
            body.reserveCapacity(contentLength)
            phase = .contentBody(remaining: contentLength)
        } else {
            phase = .head
            return .complete(length: length, expectsContinue: false)
        }
        return .complete(length: length, expectsContinue: fields.expectsContinue)
    }

    // MARK: - Helpers

    /// The method for these bytes, and whether it is one of the common (certainly recognized) ones.
    private static func method(_ bytes: UnsafeBufferPointer<UInt8>) -> (HTTPMethod, Bool) {
        switch (bytes.count, bytes.first) {
        case (3, UInt8(ascii: "G")) where bytes[1] == UInt8(ascii: "E") && bytes[2] == UInt8(ascii: "T"):
            return (HTTPMethod("GET"), true)
        case (4, UInt8(ascii: "P"))
        where bytes[1] == UInt8(ascii: "O") && bytes[2] == UInt8(ascii: "S") && bytes[3] == UInt8(ascii: "T"):
            return (HTTPMethod("POST"), true)
        case (3, UInt8(ascii: "P")) where bytes[1] == UInt8(ascii: "U") && bytes[2] == UInt8(ascii: "T"):
            return (HTTPMethod("PUT"), true)
        default:
            return (HTTPMethod(String(decoding: bytes, as: UTF8.self)), false)
        }
    }

    /// The length one `Content-Length` value names: a number, or a list of one repeated number ("42, 42", RFC 9110
    /// §8.6). Walked in place, so the usual single number costs no allocation.
    static func contentLength(_ value: ArraySlice<UInt8>) -> Result<Int, HTTPParseError> {
        value.withUnsafeBufferPointer { bytes in
            var length: Int?
            var index = 0
            while true {
                while index < bytes.count && (bytes[index] == 32 || bytes[index] == 9) { index += 1 }
                let start = index
                var number = 0
                while index < bytes.count && ByteClass.isDigit(bytes[index]) {
                    number = number &* 10 &+ Int(bytes[index] &- 0x30)
                    index += 1
                }
                let digits = index - start
                while index < bytes.count && (bytes[index] == 32 || bytes[index] == 9) { index += 1 }
                guard digits > 0, index == bytes.count || bytes[index] == UInt8(ascii: ",") else {
                    return .failure(.badRequest("invalid Content-Length"))
                }
                guard digits <= 18 else { return .failure(.badRequest("Content-Length overflow")) }
                if let length, length != number { return .failure(.badRequest("differing Content-Length values")) }
                length = number
                if index == bytes.count { return .success(number) }
                index += 1
            }
        }
    }

    /// Splits a comma-separated field value into elements with optional whitespace trimmed.
    static func listElements(_ value: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map(trimmed)
    }

    /// `element` without the optional whitespace (SP, HTAB) around it.
    private static func trimmed(_ element: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = element
        while let first = slice.first, first == 32 || first == 9 { slice.removeFirst() }
        while let last = slice.last, last == 32 || last == 9 { slice.removeLast() }
        return slice
    }

    static func equalsLowercase(_ bytes: ArraySlice<UInt8>, _ expected: StaticString) -> Bool {
        expected.withUTF8Buffer { expected in
            bytes.count == expected.count && zip(bytes, expected).allSatisfy { ByteClass.lowercased($0) == $1 }
        }
    }

    /// Bytes allowed in a Host value: unreserved, sub-delims, ":", "[", "]", "%" (RFC 3986 authority).
    static func isAuthorityByte(_ byte: UInt8) -> Bool {
        ByteClass.isAuthorityByte(byte)
    }
}
