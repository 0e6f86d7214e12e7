import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 request over a fresh loopback socket, its answer read as it came off the wire (no decoding, no
/// headers added): what a test needs to see the bytes a gzip answer really carries.
struct RawExchange {
    let status: Int
    /// Field lines, names as sent.
    let fields: [(name: String, value: String)]
    /// The body's bytes, as sent (compressed when the answer is).
    let body: [UInt8]

    func field(_ name: String) -> String? {
        fields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Every value of the fields with this name.
    func fieldValues(_ name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    /// Sends `method path` with `headers` (and `Connection: close`) to `port` on loopback and reads to the end.
    static func send(
        _ method: String, _ path: String, port: Int, headers: [(String, String)] = [], body: String? = nil
    ) throws -> RawExchange {
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        if let body {
            request += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        } else {
            request += "\r\n"
        }
        return try send(raw: request, port: port)
    }

    /// Sends `request` exactly as given (head and body) from `sourceAddress` (a 127.0.0.x address; 127.0.0.1 when
    /// nil) to `port` on loopback, and reads to the end.
    static func send(raw request: String, port: Int, sourceAddress: String? = nil) throws -> RawExchange {
        try parse(bytes(of: Array(request.utf8), port: port, sourceAddress: sourceAddress))
    }

    /// Sends `request` on a new connection and returns everything read until the server closes it.
    static func bytes(of request: [UInt8], port: Int, sourceAddress: String? = nil) throws -> [UInt8] {
        let client = try RawHTTPClient(port: port, sourceAddress: sourceAddress, timeoutMilliseconds: 10_000)
        try client.send(request)
        return try client.readUntilClose()
    }

    /// An answer as read off the wire: its status, fields and body.
    static func parse(_ bytes: [UInt8]) throws -> RawExchange {
        guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else {
            throw HarnessError("no complete head in \(bytes.count) bytes")
        }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(head.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        let fields = head.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return RawExchange(status: status, fields: fields, body: Array(bytes[end.upperBound...]))
    }
}
