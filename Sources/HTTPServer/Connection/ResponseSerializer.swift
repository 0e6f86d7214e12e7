/// Writes responses into a connection's output queue: heads (and small bodies) copied, large bodies borrowed, so
/// one gather write sends them.
///
/// A class, immutable after creation and shared by a loop's connections: reaching it through the connection
/// environment then costs one reference, not a copy of every constant it holds.
final class ResponseSerializer: Sendable {
    private let serverLine: [UInt8]
    // Constant byte strings, held per serializer (one per loop) rather than as lazily initialised
    // statics, so the hot path does no `swift_once` checks.
    private let continueBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
    private let httpPrefix = Array("HTTP/1.1 ".utf8)
    private let contentLengthPrefix = Array("Content-Length: ".utf8)
    private let connectionClose = Array("Connection: close\r\n".utf8)
    private let connectionKeepAlive = Array("Connection: keep-alive\r\n".utf8)
    private let transferEncodingChunked = Array("Transfer-Encoding: chunked\r\n".utf8)
    private let lastChunk = Array("0\r\n\r\n".utf8)
    private let requestIDPrefix = Array("X-Request-Id: ".utf8)

    /// Creates a serializer that sends `Server: serverName` when a name is given.
    init(serverName: String?) {
        if let serverName, HTTPFields.isValidValue(serverName.utf8), !serverName.isEmpty {
            serverLine = Array("Server: \(serverName)\r\n".utf8)
        } else {
            serverLine = []
        }
    }

    /// Appends `HTTP/1.1 100 Continue`.
    func appendContinue(to queue: inout OutboundQueue) {
        queue.append { $0.append(contentsOf: continueBytes) }
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
        queue.append { $0.append(contentsOf: lastChunk) }
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

    /// Appends the status line, fields and the blank line that ends the head.
    private func appendHead(
        _ response: HTTPResponse, to buffer: inout [UInt8], dateLine: [UInt8], keepAlive: Bool,
        requestVersion: HTTPVersion, requestID: RequestIdentifier?
    ) {
        let status = response.status
        buffer.append(contentsOf: httpPrefix)
        // HTTPStatus guarantees a three-digit code.
        let code = status.code
        buffer.append(UInt8(truncatingIfNeeded: code / 100 % 10) + 0x30)
        buffer.append(UInt8(truncatingIfNeeded: code / 10 % 10) + 0x30)
        buffer.append(UInt8(truncatingIfNeeded: code % 10) + 0x30)
        buffer.append(32)
        buffer.append(contentsOf: status.reasonPhrase.utf8)
        buffer.append(13)
        buffer.append(10)
        buffer.append(contentsOf: serverLine)
        buffer.append(contentsOf: dateLine)
        if let requestID {
            buffer.append(contentsOf: requestIDPrefix)
            requestID.write(to: &buffer)
            buffer.append(13)
            buffer.append(10)
        }
        let fields = response.fields
        for entry in fields.entries {
            // The server owns framing and these fields.
            switch entry.nameEnd - entry.nameStart {
            case 14 where fields.entryName(entry, equalsLowercase: "content-length"): continue
            case 17 where fields.entryName(entry, equalsLowercase: "transfer-encoding"): continue
            case 10 where fields.entryName(entry, equalsLowercase: "connection"): continue
            case 4 where fields.entryName(entry, equalsLowercase: "date"): continue
            case 6 where fields.entryName(entry, equalsLowercase: "server") && !serverLine.isEmpty: continue
            case 12 where requestID != nil && fields.entryName(entry, equalsLowercase: "x-request-id"): continue
            default: break
            }
            buffer.append(contentsOf: fields.storage[Int(entry.nameStart)..<Int(entry.nameEnd)])
            buffer.append(UInt8(ascii: ":"))
            buffer.append(32)
            buffer.append(contentsOf: fields.storage[Int(entry.valueStart)..<Int(entry.valueEnd)])
            buffer.append(13)
            buffer.append(10)
        }
        if status.forbidsContent {
            // No framing: the response has no content.
        } else if response.bodyStream != nil {
            // HTTP/1.0 cannot decode chunked coding: there the body ends when the connection closes.
            if requestVersion.minor != 0 { buffer.append(contentsOf: transferEncodingChunked) }
        } else {
            buffer.append(contentsOf: contentLengthPrefix)
            DecimalDigits.append(UInt64(max(0, response.body.count)), to: &buffer)
            buffer.append(13)
            buffer.append(10)
        }
        if !keepAlive {
            buffer.append(contentsOf: connectionClose)
        } else if requestVersion.minor == 0 {
            buffer.append(contentsOf: connectionKeepAlive)
        }
        buffer.append(13)
        buffer.append(10)
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
