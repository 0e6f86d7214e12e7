/// Writes responses into a connection's output queue: heads (and small bodies) copied, large bodies borrowed, so
/// one gather write sends them.
///
/// A class, immutable after creation and shared by a loop's connections: reaching it through the connection
/// environment then costs one reference, not a copy of every constant it holds.
final class ResponseSerializer: Sendable {
    /// `Server` (when named) and the configuration's common fields: the same lines on every response.
    private let serverLine: [UInt8]
    /// Whether the serializer sends its own `Server` field (so a response's is dropped).
    private let namesServer: Bool
    // Constant byte strings: static strings are bytes in the binary, so the hot path neither checks a lazy
    // initialisation (`swift_once`) nor counts a reference.
    private let continueBytes: StaticString = "HTTP/1.1 100 Continue\r\n\r\n"
    private let connectionClose: StaticString = "Connection: close\r\n"
    private let connectionKeepAlive: StaticString = "Connection: keep-alive\r\n"
    private let transferEncodingChunked: StaticString = "Transfer-Encoding: chunked\r\n"
    private let lastChunk: StaticString = "0\r\n\r\n"
    private let requestIDPrefix: StaticString = "X-Request-Id: "

    /// Creates a serializer that sends `Server: serverName` when a name is given, and `commonFields` on every
    /// response.
    init(serverName: String?, commonFields: HTTPFields = HTTPFields()) {
        var lines: [UInt8] = []
        namesServer = serverName.map { HTTPFields.isValidValue($0.utf8) && !$0.isEmpty } ?? false
        if namesServer, let serverName { lines = Array("Server: \(serverName)\r\n".utf8) }
        for (name, value) in commonFields { lines += Array("\(name): \(value)\r\n".utf8) }
        serverLine = lines
    }

    /// Appends `HTTP/1.1 100 Continue`.
    func appendContinue(to queue: inout OutboundQueue) {
        queue.append { buffer in continueBytes.withUTF8Buffer { buffer.append(contentsOf: $0) } }
    }

    /// Appends a response's head and, unless it is streamed, its body; returns the number of body bytes queued.
    /// A streamed body is announced as chunked to HTTP/1.1 and as close-delimited to HTTP/1.0 (the caller must then
    /// not keep the connection alive); its pieces follow through `appendPiece` and `appendEnd`. A `requestID` is
    /// sent as `X-Request-Id` (written here, so the response's fields are never copied to add it).
    @discardableResult
    func append(
        _ response: HTTPResponse, to queue: inout OutboundQueue, dateLine: [UInt8],
        omitBody: Bool, keepAlive: Bool, requestVersion: HTTPVersion, requestID: RequestIdentifier? = nil
    ) -> Int {
        queue.append {
            appendHead(
                response, to: &$0, dateLine: dateLine, keepAlive: keepAlive, requestVersion: requestVersion,
                requestID: requestID)
        }
        if omitBody || response.status.forbidsContent || response.bodyStream != nil { return 0 }
        queue.appendBody(response.body)
        return response.body.count
    }

    /// Appends one non-empty piece of a streamed body: as a chunk (size line, data, CRLF) or, close-delimited, as is.
    func appendPiece(_ piece: [UInt8], chunked: Bool, to queue: inout OutboundQueue) {
        guard chunked else {
            queue.appendBody(piece)
            return
        }
        queue.append { buffer in
            appendHexadecimal(piece.count, to: &buffer)
            buffer.append(13)
            buffer.append(10)
        }
        queue.appendBody(piece)
        queue.append { buffer in
            buffer.append(13)
            buffer.append(10)
        }
    }

    /// Ends a chunked body with the last chunk and an empty trailer section.
    func appendEnd(to queue: inout OutboundQueue) {
        queue.append { buffer in lastChunk.withUTF8Buffer { buffer.append(contentsOf: $0) } }
    }

    /// Appends the server's own answer to a request it rejected; the connection closes after it.
    @discardableResult
    func appendRejection(
        _ response: HTTPResponse, to queue: inout OutboundQueue, dateLine: [UInt8], requestID: RequestIdentifier? = nil
    ) -> Int {
        append(
            response, to: &queue, dateLine: dateLine, omitBody: false, keepAlive: false, requestVersion: .http1_1,
            requestID: requestID)
    }

    /// Appends the status line, fields and the blank line that ends the head: written into one block sized for the
    /// longest head these parts can make (on the stack when it is small), then appended to `buffer` with one copy.
    /// A response whose head was prepared (``HTTPResponse/prepareHead()``) for its body copies its prepared lines.
    private func appendHead(
        _ response: HTTPResponse, to buffer: inout [UInt8], dateLine: [UInt8], keepAlive: Bool,
        requestVersion: HTTPVersion, requestID: RequestIdentifier?
    ) {
        // The `Connection` line (at most 24) and the empty line (2).
        var capacity = serverLine.count + dateLine.count + 24 + 2
        if let requestID { capacity += requestIDPrefix.utf8CodeUnitCount + requestID.maximumWrittenCount + 2 }
        if let prepared = response.preparedHead, prepared.bodyCount == response.body.count,
            response.bodyStream == nil
        {
            capacity += prepared.statusLine.count + prepared.fieldLines.count
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { block in
                guard let start = block.baseAddress else { return }
                var writer = HeadWriter(start)
                writer.write(prepared.statusLine)
                writeServerLines(to: &writer, dateLine: dateLine, requestID: requestID)
                writer.write(prepared.fieldLines)
                writeConnectionAndEnd(to: &writer, keepAlive: keepAlive, requestVersion: requestVersion)
                buffer.append(contentsOf: writer.written)
            }
            return
        }
        let fields = response.fields
        // The status line (15 and the phrase); each field's ": " and CRLF (4); the framing line (`Content-Length: `,
        // up to 20 digits, CRLF: 38 > `Transfer-Encoding: chunked` CRLF).
        capacity += 15 + response.status.reasonPhrase.utf8.count
        capacity += fields.storage.count + 4 * fields.entries.count + 38
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { block in
            guard let start = block.baseAddress else { return }
            var writer = HeadWriter(start)
            writeHead(
                response, fields: fields, to: &writer, dateLine: dateLine, keepAlive: keepAlive,
                requestVersion: requestVersion, requestID: requestID)
            buffer.append(contentsOf: writer.written)
        }
    }

    /// ``appendHead(_:to:dateLine:keepAlive:requestVersion:requestID:)``'s bytes for a head not prepared.
    private func writeHead(
        _ response: HTTPResponse, fields: HTTPFields, to writer: inout HeadWriter, dateLine: [UInt8], keepAlive: Bool,
        requestVersion: HTTPVersion, requestID: RequestIdentifier?
    ) {
        let status = response.status
        writer.writeStatusLine(status)
        writeServerLines(to: &writer, dateLine: dateLine, requestID: requestID)
        // Taken out of the closure, which would otherwise capture (copy) the id.
        let hasRequestID = requestID != nil
        let namesServer = namesServer
        fields.storage.withUnsafeBufferPointer { storage in
            for entry in fields.entries
            where !fields.isOwnedByServer(entry, namesServer: namesServer, hasRequestID: hasRequestID) {
                writer.writeFieldLine(entry, in: storage)
            }
        }
        if status.forbidsContent {
            // No framing: the response has no content.
        } else if response.bodyStream != nil {
            // HTTP/1.0 cannot decode chunked coding: there the body ends when the connection closes.
            if requestVersion.minor != 0 { writer.write(transferEncodingChunked) }
        } else {
            writer.writeContentLength(response.body.count)
        }
        writeConnectionAndEnd(to: &writer, keepAlive: keepAlive, requestVersion: requestVersion)
    }

    /// Writes the lines the server adds after the status line: `Server`, the common fields, `Date` and
    /// `X-Request-Id`.
    @inline(__always)
    private func writeServerLines(to writer: inout HeadWriter, dateLine: [UInt8], requestID: RequestIdentifier?) {
        writer.write(serverLine)
        writer.write(dateLine)
        if let requestID {
            writer.write(requestIDPrefix)
            requestID.write(to: &writer)
            writer.writeLineEnd()
        }
    }

    /// Writes the `Connection` line when the connection closes or an HTTP/1.0 one stays open, then the empty line.
    @inline(__always)
    private func writeConnectionAndEnd(to writer: inout HeadWriter, keepAlive: Bool, requestVersion: HTTPVersion) {
        if !keepAlive {
            writer.write(connectionClose)
        } else if requestVersion.minor == 0 {
            writer.write(connectionKeepAlive)
        }
        writer.writeLineEnd()
    }

    private func appendHexadecimal(_ value: Int, to buffer: inout [UInt8]) {
        var shift = (Int.bitWidth - max(1, value).leadingZeroBitCount + 3) / 4 * 4
        repeat {
            shift -= 4
            let digit = UInt8(truncatingIfNeeded: (value >> shift) & 0xF)
            buffer.append(digit < 10 ? digit + 0x30 : digit + 0x57)
        } while shift > 0
    }
}

extension HTTPFields {
    /// Whether the server writes this entry's field itself, so the response's own is not sent: framing
    /// (`Content-Length`, `Transfer-Encoding`), `Connection`, `Date`, and `Server` and `X-Request-Id` when the
    /// server sends its own (`namesServer`, `hasRequestID`).
    @inline(__always)
    func isOwnedByServer(_ entry: Entry, namesServer: Bool, hasRequestID: Bool) -> Bool {
        switch entry.nameEnd - entry.nameStart {
        case 14: entryName(entry, equalsLowercase: "content-length")
        case 17: entryName(entry, equalsLowercase: "transfer-encoding")
        case 10: entryName(entry, equalsLowercase: "connection")
        case 4: entryName(entry, equalsLowercase: "date")
        case 6: namesServer && entryName(entry, equalsLowercase: "server")
        case 12: hasRequestID && entryName(entry, equalsLowercase: "x-request-id")
        default: false
        }
    }
}
