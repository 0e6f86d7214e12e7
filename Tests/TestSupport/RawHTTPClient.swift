import Glibc

/// A response read off a raw socket.
public struct RawResponse {
    public var status: Int
    public var reason: String
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    /// The sizes of the chunks a chunked body arrived in (empty for other framings).
    public var chunkSizes: [Int] = []

    /// The value of the first field named `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// The one blocking loopback HTTP/1.1 client of the tests: sends raw bytes and reads what the server wrote, either
/// as whole responses parsed strictly (`readResponse`), as a body that stays open read piece by piece (`readHead`,
/// then `read(through:)`: server-sent events, pushed bodies), or as the bytes until the server closes
/// (`readUntilClose`).
public final class RawHTTPClient {
    /// What went wrong.
    public enum Failure: Error, Equatable {
        case connect(Int32)
        case timeout
        case closed
        case malformed(String)
    }

    /// The connected socket, for tests that shape it (a smaller receive buffer, `poll`).
    public let fd: Int32
    /// Received bytes not yet parsed.
    private var buffer: [UInt8] = []
    /// The server closed the connection (or reset it).
    public private(set) var sawEOF = false

    /// The open response's state: its body decoded so far and not yet handed out, and its framing.
    private var decoded: [UInt8] = []
    private var chunked = false
    /// The open response's last chunk arrived: its body ended cleanly.
    public private(set) var sawLastChunk = false
    /// The open response's status code, once its head was read.
    public private(set) var status = 0
    /// The open response's fields, once its head was read, in order.
    public private(set) var headers: [(name: String, value: String)] = []

    /// Connects to `host:port` (an IPv4 or IPv6 literal), from `sourceAddress` (another 127.0.0.x address: another
    /// peer) when given, with send and receive timeouts; `receiveBufferBytes` shrinks the receive buffer.
    public init(
        host: String = "127.0.0.1", port: Int, sourceAddress: String? = nil, timeoutMilliseconds: Int = 5_000,
        receiveBufferBytes: Int32? = nil
    ) throws(Failure) {
        switch LoopbackSocket.connect(
            host: host, port: port, sourceAddress: sourceAddress, timeoutMilliseconds: timeoutMilliseconds,
            receiveBufferBytes: receiveBufferBytes)
        {
        case .success(let connected): fd = connected
        case .failure(let error): throw .connect(error.code)
        }
    }

    deinit { Glibc.close(fd) }

    /// Sends all bytes (blocking).
    public func send(_ bytes: [UInt8]) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in
                // Never nil here: the loop runs only while bytes remain.
                raw.baseAddress.map { Glibc.send(fd, $0 + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) } ?? -1
            }
            if sent < 0 {
                if errno == EINTR { continue }
                throw .closed
            }
            offset += sent
        }
    }

    /// Sends `text`'s UTF-8 bytes (blocking).
    public func send(_ text: String) throws(Failure) { try send(Array(text.utf8)) }

    /// Half-closes the connection (no more bytes from us).
    public func shutdownWrite() { Glibc.shutdown(fd, Int32(SHUT_WR)) }

    /// Reads more bytes into the buffer; false at the end, on an error or at the timeout.
    @discardableResult
    public func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let received = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if received > 0 {
                buffer.append(contentsOf: chunk[0..<received])
                return true
            }
            if received < 0 && errno == EINTR { continue }
            if received == 0 || errno == ECONNRESET { sawEOF = true }
            return false
        }
    }

    /// Whether the server closed the connection (end or reset) within the receive timeout.
    public func waitForClose() -> Bool {
        while fill() {}
        return sawEOF
    }

    /// Everything received until the server closes the connection, unparsed. Throws `timeout` when the server
    /// neither writes nor closes in time.
    public func readUntilClose() throws(Failure) -> [UInt8] {
        while fill() {}
        guard sawEOF else { throw .timeout }
        defer { buffer = [] }
        return buffer
    }

    /// What arrives next, unparsed (the bytes already received first); empty once the server closed. Throws
    /// `timeout` when nothing arrives in time.
    public func readAvailable() throws(Failure) -> [UInt8] {
        if buffer.isEmpty && !fill() && !sawEOF { throw .timeout }
        defer { buffer = [] }
        return buffer
    }

    /// Everything received and not yet parsed, as text (nil when empty).
    public func bufferedText() -> String? {
        buffer.isEmpty ? nil : String(decoding: buffer, as: UTF8.self)
    }

    // MARK: Whole responses

    /// Reads one response; `headRequest` means no body follows whatever `Content-Length` says.
    public func readResponse(headRequest: Bool = false) throws(Failure) -> RawResponse {
        while true {
            if let (response, length) = try RawResponseParser.parse(buffer, headRequest: headRequest, atEOF: sawEOF) {
                buffer.removeFirst(length)
                return response
            }
            if sawEOF { throw .closed }
            if !fill() && !sawEOF { throw .timeout }
        }
    }

    /// Reads responses until the server closes; throws `malformed` when bytes are left that are no response.
    public func readAllUntilClose(headRequests: Bool = false) throws(Failure) -> [RawResponse] {
        var responses: [RawResponse] = []
        while true {
            if let (response, length) = try RawResponseParser.parse(buffer, headRequest: headRequests, atEOF: sawEOF) {
                buffer.removeFirst(length)
                responses.append(response)
                continue
            }
            if !fill() {
                guard sawEOF else { throw .timeout }
                if !buffer.isEmpty,
                    let (response, length) = try RawResponseParser.parse(buffer, headRequest: headRequests, atEOF: true)
                {
                    buffer.removeFirst(length)
                    responses.append(response)
                }
                guard buffer.isEmpty else {
                    throw .malformed("trailing bytes: \(String(decoding: buffer, as: UTF8.self))")
                }
                return responses
            }
        }
    }

    // MARK: A body that stays open

    /// Sends a `GET` of `path` with extra field lines (each without its CRLF) and reads the response's head.
    public func get(_ path: String, headers extra: [String] = []) throws(Failure) {
        var request = "GET \(path) HTTP/1.1\r\nHost: test\r\n"
        for line in extra { request += line + "\r\n" }
        try send(request + "\r\n")
        try readHead()
    }

    /// The value of the open response's field `name` (any case), once its head was read.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Reads the next response's head; its body is then read with `read(through:)` and `readToEnd()`.
    public func readHead() throws(Failure) {
        sawLastChunk = false
        decoded = []
        while true {
            if let end = buffer.firstRange(of: [13, 10, 13, 10])?.lowerBound {
                let lines = String(decoding: buffer[0..<end], as: UTF8.self).split(separator: "\r\n").map(String.init)
                buffer.removeFirst(end + 4)
                guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1.1 "),
                    let code = Int(statusLine.dropFirst(9).prefix(3))
                else { throw .malformed(lines.first ?? "") }
                status = code
                headers = lines.dropFirst().compactMap { line in
                    guard let colon = line.firstIndex(of: ":") else { return nil }
                    return (String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " }))
                }
                chunked = header("Transfer-Encoding")?.lowercased() == "chunked"
                if !chunked, let length = header("Content-Length").flatMap({ Int($0) }) {
                    while buffer.count < length {
                        guard fill() else { throw sawEOF ? .closed : .timeout }
                    }
                    decoded = Array(buffer[0..<length])
                    buffer.removeFirst(length)
                    sawLastChunk = true
                }
                return
            }
            guard fill() else { throw sawEOF ? .closed : .timeout }
        }
    }

    /// The body's text up to and including the next `separator` (for server-sent events, `"\n\n"`), waiting for it.
    /// Throws `closed` when the body ends first and `timeout` when nothing more arrives in time.
    public func read(through separator: String) throws(Failure) -> String {
        let marker = Array(separator.utf8)
        while true {
            if let start = decoded.firstRange(of: marker)?.lowerBound {
                let text = String(decoding: decoded[0..<(start + marker.count)], as: UTF8.self)
                decoded.removeFirst(start + marker.count)
                return text
            }
            if sawLastChunk || sawEOF { throw .closed }
            try decodeMore()
        }
    }

    /// Everything until the body ends: the text not yet read and whether the body ended cleanly (its last chunk
    /// arrived) rather than by the connection closing.
    public func readToEnd() throws(Failure) -> (text: String, clean: Bool) {
        while !sawLastChunk && !sawEOF {
            do throws(Failure) {
                try decodeMore()
            } catch .closed {
                break
            }
        }
        let text = String(decoding: decoded, as: UTF8.self)
        decoded = []
        return (text, sawLastChunk)
    }

    /// Reads and decodes at least one more piece of the open body.
    private func decodeMore() throws(Failure) {
        if !chunked {
            guard fill() else { throw sawEOF ? .closed : .timeout }
            decoded += buffer
            buffer = []
            return
        }
        while true {
            if let lineEnd = buffer.firstRange(of: [13, 10])?.lowerBound {
                let sizeText = String(decoding: buffer[0..<lineEnd], as: UTF8.self)
                guard let size = Int(sizeText, radix: 16) else { throw .malformed("chunk size \(sizeText)") }
                if size == 0 {
                    // The last chunk and the empty trailer section.
                    while buffer.count < lineEnd + 4 {
                        guard fill() else { throw sawEOF ? .closed : .timeout }
                    }
                    buffer.removeFirst(lineEnd + 4)
                    sawLastChunk = true
                    return
                }
                if buffer.count >= lineEnd + 2 + size + 2 {
                    decoded += buffer[(lineEnd + 2)..<(lineEnd + 2 + size)]
                    buffer.removeFirst(lineEnd + 2 + size + 2)
                    return
                }
            }
            guard fill() else { throw sawEOF ? .closed : .timeout }
        }
    }
}
