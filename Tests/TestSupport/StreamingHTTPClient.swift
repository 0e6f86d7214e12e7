import Glibc

/// A blocking loopback client for responses that stay open (server-sent events, pushed bodies): sends one request,
/// reads the head, then decodes the chunked body as it arrives, a piece of text at a time. Shared by the test targets.
public final class StreamingHTTPClient {
    /// What went wrong while reading.
    public enum Failure: Error, Equatable {
        case connect(Int32)
        case timeout
        case closed
        case malformed(String)
    }

    private let fd: Int32
    /// Received bytes not yet decoded.
    private var raw: [UInt8] = []
    /// Decoded body bytes not yet handed out.
    private var decoded: [UInt8] = []
    /// Whether the body is chunked (else it runs to the connection's end).
    private var chunked = false
    /// The last chunk arrived: the body ended cleanly.
    public private(set) var sawLastChunk = false
    /// The server closed the connection (or reset it).
    public private(set) var sawEOF = false
    /// The response's status code, once the head was read.
    public private(set) var status = 0
    /// The response's fields, once the head was read, in order.
    public private(set) var headers: [(name: String, value: String)] = []

    /// Connects to `127.0.0.1:port` (from `sourceAddress` when given), with a receive timeout; `receiveBufferBytes`
    /// shrinks the socket's receive buffer (a reader that falls behind quickly).
    public init(
        port: Int, sourceAddress: String? = nil, timeoutMilliseconds: Int = 5_000, receiveBufferBytes: Int32? = nil
    ) throws(Failure) {
        switch LoopbackSocket.connect(
            port: port, sourceAddress: sourceAddress, timeoutMilliseconds: timeoutMilliseconds,
            receiveBufferBytes: receiveBufferBytes)
        {
        case .success(let connected): fd = connected
        case .failure(let error): throw .connect(error.code)
        }
    }

    deinit { Glibc.close(fd) }

    /// Sends `text` (blocking).
    public func send(_ text: String) throws(Failure) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in
                raw.baseAddress.map { Glibc.send(fd, $0 + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) } ?? -1
            }
            if sent < 0 {
                if errno == EINTR { continue }
                throw .closed
            }
            offset += sent
        }
    }

    /// Sends a `GET` of `path` with extra header lines (each without its CRLF) and reads the response's head.
    public func get(_ path: String, headers extra: [String] = []) throws(Failure) {
        var request = "GET \(path) HTTP/1.1\r\nHost: test\r\n"
        for line in extra { request += line + "\r\n" }
        try send(request + "\r\n")
        try readHead()
    }

    /// The value of the field `name` (any case), once the head was read.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Reads the response's head (of the next response, once the previous body ended).
    public func readHead() throws(Failure) {
        sawLastChunk = false
        decoded = []
        while true {
            if let end = Self.find([13, 10, 13, 10], in: raw) {
                let lines = String(decoding: raw[0..<end], as: UTF8.self).split(separator: "\r\n").map(String.init)
                raw.removeFirst(end + 4)
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
                    while raw.count < length {
                        guard fill() else { throw sawEOF ? .closed : .timeout }
                    }
                    decoded = Array(raw[0..<length])
                    raw.removeFirst(length)
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
            if let start = Self.find(marker, in: decoded) {
                let text = String(decoding: decoded[0..<(start + marker.count)], as: UTF8.self)
                decoded.removeFirst(start + marker.count)
                return text
            }
            if sawLastChunk || sawEOF { throw .closed }
            try decodeMore()
        }
    }

    /// Everything until the body ends: returns the text not yet read and whether the body ended cleanly (its last
    /// chunk arrived) rather than by the connection closing.
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

    /// Whether the server closed the connection within the receive timeout.
    public func waitForClose() -> Bool {
        while fill() {}
        return sawEOF
    }

    /// Reads and decodes at least one more piece of the body.
    private func decodeMore() throws(Failure) {
        if !chunked {
            guard fill() else { throw sawEOF ? .closed : .timeout }
            decoded += raw
            raw = []
            return
        }
        while true {
            if let lineEnd = Self.find([13, 10], in: raw) {
                let sizeText = String(decoding: raw[0..<lineEnd], as: UTF8.self)
                guard let size = Int(sizeText, radix: 16) else { throw .malformed("chunk size \(sizeText)") }
                if size == 0 {
                    // The last chunk and the empty trailer section.
                    while raw.count < lineEnd + 4 {
                        guard fill() else { throw sawEOF ? .closed : .timeout }
                    }
                    raw.removeFirst(lineEnd + 4)
                    sawLastChunk = true
                    return
                }
                if raw.count >= lineEnd + 2 + size + 2 {
                    decoded += raw[(lineEnd + 2)..<(lineEnd + 2 + size)]
                    raw.removeFirst(lineEnd + 2 + size + 2)
                    return
                }
            }
            guard fill() else { throw sawEOF ? .closed : .timeout }
        }
    }

    @discardableResult
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let received = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if received > 0 {
                raw.append(contentsOf: chunk[0..<received])
                return true
            }
            if received < 0 && errno == EINTR { continue }
            if received == 0 || errno == ECONNRESET { sawEOF = true }
            return false
        }
    }

    private static func find(_ marker: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= marker.count, let first = marker.first else { return nil }
        var index = 0
        while index + marker.count <= bytes.count {
            if bytes[index] == first && Array(bytes[index..<(index + marker.count)]) == marker { return index }
            index += 1
        }
        return nil
    }
}
