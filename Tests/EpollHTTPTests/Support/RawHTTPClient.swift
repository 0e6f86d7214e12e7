import EpollHTTP
import Foundation
import Glibc
import TestSupport

/// A response read off a raw socket.
struct RawResponse {
    var status: Int
    var reason: String
    var headers: [(name: String, value: String)]
    var body: [UInt8]
    /// The sizes of the chunks a chunked body arrived in (empty for other framings).
    var chunkSizes: [Int] = []

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

enum RawClientError: Error {
    case connectFailed(Int32)
    case malformed(String)
    case closed
    case timeout
}

/// A blocking loopback TCP client for end-to-end tests: send raw bytes, read and parse responses.
final class RawHTTPClient {
    let fd: Int32
    private var buffer: [UInt8] = []
    private(set) var sawEOF = false

    /// Connects to `host:port` (IPv4 or IPv6 literal) with a receive timeout.
    init(host: String = "127.0.0.1", port: Int, timeoutSeconds: Int = 5) throws {
        var address4 = sockaddr_in()
        var address6 = sockaddr_in6()
        let isV6 = host.contains(":")
        fd = socket(isV6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw RawClientError.connectFailed(errno) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let result: Int32
        if isV6 {
            address6.sin6_family = sa_family_t(AF_INET6)
            address6.sin6_port = UInt16(port).bigEndian
            inet_pton(AF_INET6, host, &address6.sin6_addr)
            result = withUnsafePointer(to: &address6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            address4.sin_family = sa_family_t(AF_INET)
            address4.sin_port = UInt16(port).bigEndian
            inet_pton(AF_INET, host, &address4.sin_addr)
            result = withUnsafePointer(to: &address4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(fd)
            throw RawClientError.connectFailed(code)
        }
    }

    /// Connects to `127.0.0.1:port` from `source`, another loopback address (`127.0.0.2`), as another peer would.
    init(port: Int, source: String) throws {
        switch LoopbackSocket.connect(port: port, sourceAddress: source) {
        case .success(let fd): self.fd = fd
        case .failure(let error): throw RawClientError.connectFailed(error.code)
        }
    }

    deinit { Glibc.close(fd) }

    /// Sends all bytes (blocking).
    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in
                // Never nil here: the loop runs only while bytes remain.
                raw.baseAddress.map { Glibc.send(fd, $0 + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) } ?? -1
            }
            if sent < 0 {
                if errno == EINTR { continue }
                throw RawClientError.closed
            }
            offset += sent
        }
    }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Half-closes the connection (no more bytes from us).
    func shutdownWrite() { Glibc.shutdown(fd, Int32(SHUT_WR)) }

    /// Reads more bytes into the buffer; false on EOF or error/timeout.
    @discardableResult
    func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let received = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if received > 0 {
                buffer.append(contentsOf: chunk[0..<received])
                return true
            }
            if received < 0 && errno == EINTR { continue }
            sawEOF = received == 0 || errno == ECONNRESET
            return false
        }
    }

    /// Reads one response; `headRequest` means no body follows whatever Content-Length says.
    func readResponse(headRequest: Bool = false) throws -> RawResponse {
        while true {
            if let (response, length) = try Self.parseResponse(buffer, headRequest: headRequest, atEOF: sawEOF) {
                buffer.removeFirst(length)
                return response
            }
            if sawEOF { throw RawClientError.closed }
            if !fill() && !sawEOF { throw RawClientError.timeout }
        }
    }

    /// Reads responses until the server closes; returns them and whether leftover bytes were malformed.
    func readAllUntilClose(headRequests: Bool = false) throws -> [RawResponse] {
        var responses: [RawResponse] = []
        while true {
            if let (response, length) = try Self.parseResponse(buffer, headRequest: headRequests, atEOF: sawEOF) {
                buffer.removeFirst(length)
                responses.append(response)
                continue
            }
            if !fill() {
                guard sawEOF else { throw RawClientError.timeout }
                if !buffer.isEmpty,
                    let (response, length) = try Self.parseResponse(buffer, headRequest: headRequests, atEOF: true)
                {
                    buffer.removeFirst(length)
                    responses.append(response)
                }
                guard buffer.isEmpty else {
                    throw RawClientError.malformed("trailing bytes: \(String(decoding: buffer, as: UTF8.self))")
                }
                return responses
            }
        }
    }

    /// Everything received and not yet parsed, as text (nil when empty).
    func bufferedText() -> String? {
        buffer.isEmpty ? nil : String(decoding: buffer, as: UTF8.self)
    }

    /// Whether the server closed the connection (EOF or reset) within the receive timeout.
    func waitForClose() -> Bool {
        while fill() {}
        return sawEOF
    }

    /// Parses one strict response from the start of `bytes`: returns it and its length, `nil` if incomplete. A body
    /// framed by neither `Content-Length` nor chunked coding runs to the connection's end (`atEOF`).
    static func parseResponse(_ bytes: [UInt8], headRequest: Bool, atEOF: Bool) throws -> (RawResponse, Int)? {
        guard let headEnd = findHeadEnd(bytes) else { return nil }
        let headText = String(decoding: bytes[0..<headEnd], as: UTF8.self)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "HTTP/1.1", parts[1].count == 3, let status = Int(parts[1]) else {
            throw RawClientError.malformed("status line: \(statusLine)")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw RawClientError.malformed("field: \(line)") }
            headers.append((String(line[..<colon]), String(line[line.index(after: colon)...]).trimmedSpaces()))
        }
        let response = RawResponse(
            status: status, reason: parts.count > 2 ? String(parts[2]) : "", headers: headers, body: [])
        let noBody = headRequest || status < 200 || status == 204 || status == 304
        var length = 0
        if !noBody && response.header("Transfer-Encoding") != nil {
            guard response.header("Transfer-Encoding") == "chunked", response.header("Content-Length") == nil else {
                throw RawClientError.malformed("framing: \(headText)")
            }
            return try parseChunkedBody(bytes, from: headEnd + 4, head: response)
        }
        if !noBody {
            if let value = response.header("Content-Length") {
                guard let parsed = Int(value) else { throw RawClientError.malformed("Content-Length in \(headText)") }
                length = parsed
            } else {
                guard response.header("Connection") == "close" else {
                    throw RawClientError.malformed("no framing and no Connection: close in \(headText)")
                }
                guard atEOF else { return nil }
                length = bytes.count - headEnd - 4
            }
        }
        let total = headEnd + 4 + length
        guard bytes.count >= total else { return nil }
        var complete = response
        complete.body = Array(bytes[(headEnd + 4)..<total])
        return (complete, total)
    }

    /// Decodes a chunked body strictly (lowercase hexadecimal sizes, no extensions, empty trailer section).
    private static func parseChunkedBody(
        _ bytes: [UInt8], from start: Int, head: RawResponse
    ) throws -> (RawResponse, Int)? {
        var response = head
        var offset = start
        while true {
            guard let lineEnd = findCRLF(bytes, from: offset) else { return nil }
            let sizeText = String(decoding: bytes[offset..<lineEnd], as: UTF8.self)
            guard !sizeText.isEmpty, sizeText.allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
                let size = Int(sizeText, radix: 16)
            else {
                throw RawClientError.malformed("chunk size line: \(sizeText)")
            }
            offset = lineEnd + 2
            if size == 0 {
                guard bytes.count >= offset + 2 else { return nil }
                guard bytes[offset] == 13, bytes[offset + 1] == 10 else {
                    throw RawClientError.malformed("trailer section")
                }
                return (response, offset + 2)
            }
            guard bytes.count >= offset + size + 2 else { return nil }
            guard bytes[offset + size] == 13, bytes[offset + size + 1] == 10 else {
                throw RawClientError.malformed("chunk end")
            }
            response.body.append(contentsOf: bytes[offset..<(offset + size)])
            response.chunkSizes.append(size)
            offset += size + 2
        }
    }

    private static func findCRLF(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 13 && bytes[index + 1] == 10 { return index }
            index += 1
        }
        return nil
    }

    private static func findHeadEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }
}

extension String {
    func trimmedSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
