import EpollHTTP
import Foundation
import TestSupport
import Testing

/// One request vector from nodejs/llhttp's tests (see Fixtures/llhttp_vectors.json and the
/// conformance README): the raw bytes, llhttp's verdict and how many complete messages precede it.
struct ConformanceVector: Decodable, Sendable, CustomTestStringConvertible {
    let id: String
    let raw: String
    let expect: String
    let messages: Int
    let consumed: Int
    let messageStarts: [Int]

    private enum CodingKeys: String, CodingKey {
        case id, raw, expect, messages, consumed
        case messageStarts = "message_starts"
    }

    var testDescription: String { id }

    /// The raw bytes (the file stores bytes as Latin-1 code points).
    var bytes: [UInt8] { raw.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) } }

    /// The bytes with `Host: conformance.test` added after the request line of each message that has
    /// no Host of its own (the complete messages, and for rejected vectors the one that fails).
    var bytesWithHost: [UInt8] {
        var bytes = self.bytes
        var starts = Set(messageStarts)
        if expect != "ok" && consumed < bytes.count { starts.insert(consumed) }
        if starts.isEmpty { starts.insert(0) }
        let ordered = starts.sorted()
        for (position, start) in ordered.enumerated().reversed() {
            let end = position + 1 < ordered.count ? ordered[position + 1] : bytes.count
            guard start < end else { continue }
            var index = start
            while index + 1 < end && bytes[index] == 13 && bytes[index + 1] == 10 { index += 2 }
            let message = String(decoding: bytes[index..<end], as: UTF8.self).lowercased()
            if message.contains("\nhost:") { continue }
            guard let lineEnd = (index..<max(index, end - 1)).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 })
            else { continue }
            bytes.insert(contentsOf: Array("Host: conformance.test\r\n".utf8), at: lineEnd + 2)
        }
        return bytes
    }

    /// Statuses this server deliberately gives some accepted vectors (documented in the report):
    /// it does not tunnel (CONNECT → 501), implements no transfer coding but chunked (501), allows
    /// asterisk-form only for OPTIONS (400) and treats userinfo in an http URI as an error (400,
    /// RFC 9110 §4.2.4).
    static let deliberateStatuses: [String: Int] = [
        "method:30": 501, "method:65": 501, "method:99": 501, "uri:191": 501,
        "transfer-encoding:754": 501, "transfer-encoding:796": 501,
        "method:138": 400, "uri:225": 400,
    ]

    static let all: [ConformanceVector] = {
        struct File: Decodable { let vectors: [ConformanceVector] }
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/llhttp_vectors.json")
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data) else {
            return []
        }
        return file.vectors
    }()
}

extension LoopbackSocketTests {
    @Suite("llhttp conformance vectors")
    struct ConformanceTests {
        @Test func fixtureLoaded() {
            #expect(ConformanceVector.all.count == 155)
            #expect(ConformanceVector.all.filter { $0.expect == "ok" }.count == 59)
            #expect(ConformanceVector.all.filter { $0.expect == "error" }.count == 59)
        }

        @Test(arguments: ConformanceVector.all)
        func parserVerdictIsSplitIndependentAndStrict(_ vector: ConformanceVector) {
            for bytes in [vector.bytes, vector.bytesWithHost] {
                let result = parseEverySplit(bytes)
                #expect(result.consistent, "\(vector.id): splits disagree")
                let requests = result.events.filter { if case .request = $0 { return true } else { return false } }
                if vector.expect == "error" {
                    // Never more complete requests than llhttp accepted before its error.
                    #expect(requests.count <= vector.messages, "\(vector.id): \(result.events)")
                }
            }
            if vector.expect == "ok" && ConformanceVector.deliberateStatuses[vector.id] == nil {
                let events = parseEvents(vector.bytesWithHost)
                let requests = events.filter { if case .request = $0 { return true } else { return false } }
                #expect(requests.count >= vector.messages, "\(vector.id) with Host: \(events)")
                #expect(!events.prefix(vector.messages).contains { $0.isFailure }, "\(vector.id) with Host: \(events)")
            }
        }

        @Test(arguments: ConformanceVector.all)
        func serverAnswersEachVectorOverASocket(_ vector: ConformanceVector) async throws {
            try await withServer(testConfiguration()) { _, port in
                for (variant, bytes) in [("as sent", vector.bytes), ("with Host", vector.bytesWithHost)] {
                    let client = try RawHTTPClient(port: port)
                    try client.send(bytes)
                    client.shutdownWrite()
                    let responses: [RawResponse]
                    do {
                        responses = try client.readAllUntilClose(headRequests: vector.raw.hasPrefix("HEAD "))
                    } catch {
                        Issue.record("\(vector.id) \(variant): malformed or missing responses: \(error)")
                        continue
                    }
                    let statuses = responses.map(\.status)
                    switch vector.expect {
                    case "ok":
                        #expect(statuses.count >= min(1, vector.messages), "\(vector.id) \(variant): \(statuses)")
                        if variant == "with Host" {
                            #expect(statuses.count >= vector.messages, "\(vector.id) \(variant): \(statuses)")
                            if let deliberate = ConformanceVector.deliberateStatuses[vector.id] {
                                #expect(statuses.first == deliberate, "\(vector.id) \(variant): \(statuses)")
                            } else {
                                #expect(
                                    statuses.prefix(vector.messages).allSatisfy { (200..<300).contains($0) },
                                    "\(vector.id) \(variant): \(statuses)")
                                #expect(
                                    statuses.dropFirst(vector.messages).allSatisfy { (400..<500).contains($0) },
                                    "\(vector.id) \(variant): \(statuses)")
                            }
                        }
                    case "error":
                        // After the messages llhttp accepted, never a 2xx: a 4xx (or 501/505), then close.
                        #expect(
                            statuses.dropFirst(vector.messages).allSatisfy { !(200..<300).contains($0) },
                            "\(vector.id) \(variant): \(statuses)")
                        #expect(statuses.count <= vector.messages + 1, "\(vector.id) \(variant): \(statuses)")
                    default:
                        break  // "either": any well-formed answer or a close is acceptable (checked by parsing).
                    }
                }
            }
        }
    }
}
