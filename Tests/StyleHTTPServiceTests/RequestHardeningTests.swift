import EpollHTTP
import Foundation
import StrictJSON
import Testing

@testable import StyleHTTPService

#if canImport(Glibc)
import Glibc
#endif

/// The smaller holes, over real sockets: an ambiguous credential, a coded body, a storage failure's paths, and log
/// lines forged from content.
@Suite("Request hardening")
struct RequestHardeningTests {
    typealias Lines = OperableLogsTests.Lines

    /// Two `Authorization` fields, whichever comes first, get 400 and write nothing.
    @Test(arguments: [["Bearer t0ken", "Bearer wrong"], ["Bearer wrong", "Bearer t0ken"]])
    func twoAuthorizationFieldsAreABadRequest(values: [String]) async throws {
        let harness = try ServiceHarness { $0.adminToken = "t0ken" }
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let reply = try RawExchange.send(
            "PUT", "/v1/styles/twice", port: port, headers: values.map { ("Authorization", $0) },
            body: #"{"extends": "cell"}"#)
        #expect(reply.status == 400)
        #expect(reply.field("Content-Type") == "application/problem+json")
        let problem = try JSONReader().parse(reply.body)
        #expect(problem["type"]?.stringValue == "/problems/malformed-request")
        #expect(problem["detail"]?.stringValue?.contains("Authorization") == true)
        #expect(try await harness.send("GET", "/v1/styles/twice").status == 404)
    }

    /// A body sent with a content coding gets 415 saying `Accept-Encoding: identity`; `identity` is no coding.
    @Test(arguments: [
        ("POST", "/v1/resolve", "gzip", 415), ("POST", "/v1/resolve", "br", 415),
        ("POST", "/v1/resolve", "identity, gzip", 415), ("PUT", "/v1/styles/coded", "gzip", 415),
        ("POST", "/v1/resolve/batch", "deflate", 415), ("POST", "/v1/resolve", "identity", 200),
        ("POST", "/v1/resolve", "IDENTITY", 200),
    ])
    func aCodedBodyIsAnUnsupportedMediaType(method: String, path: String, coding: String, status: Int) async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let json = Array((path.hasSuffix("batch") ? #"{"items": [{"style": "cell"}]}"# : #"{"style": "cell"}"#).utf8)
        let body = coding.contains("gzip") ? try #require(Gzip.compress(json)) : json
        let head =
            "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n"
            + "Content-Encoding: \(coding)\r\nContent-Length: \(body.count)\r\n\r\n"
        let reply = try RawExchange.parse(RawExchange.bytes(of: Array(head.utf8) + body, port: port))
        #expect(reply.status == status)
        guard status == 415 else { return }
        #expect(reply.field("Accept-Encoding") == "identity")
        #expect(try JSONReader().parse(reply.body)["type"]?.stringValue == "/problems/unsupported-content-encoding")
        #expect(try await harness.send("GET", "/v1/styles/coded").status == 404)
    }

    /// A write the data folder refuses: the client learns the reason, never the folder's path or the process id;
    /// the log has both.
    @Test func aStorageFailureKeepsPathsInTheLog() async throws {
        let lines = Lines()
        let harness = try ServiceHarness(log: lines.output)
        defer { harness.stop() }
        try FileManager.default.removeItem(atPath: harness.dataDirectory)
        let reply = try await harness.send("PUT", "/v1/styles/lost", body: #"{"extends": "cell"}"#)
        #expect(reply.status == 503)
        #expect(reply.json?["type"]?.stringValue == "/problems/storage-failure")
        let detail = try #require(reply.json?["detail"]?.stringValue)
        #expect(detail.contains("No such file or directory"))
        #expect(!reply.text.contains(harness.dataDirectory), "the answer names the data folder: \(detail)")
        #expect(!reply.text.contains("tmp-\(getpid())") && !reply.text.contains(String(getpid())))
        #expect(await lines.wait(for: harness.dataDirectory), "the log names the data folder")
    }

    /// Every C0 and C1 control, DEL, the line separators and the direction marks are escaped, and so is the
    /// backslash, so an escape in a line always stands for an escaped character.
    @Test func textLogContentIsEscaped() {
        #expect(LogText.escaped("plain text, µs and é") == "plain text, µs and é")
        #expect(
            LogText.escaped("a\nb\rc\td\\e\u{0}f\u{1B}[2Jg\u{7F}h\u{85}i\u{9F}j\u{2028}k\u{202E}l")
                == #"a\nb\rc\td\\e\u{0}f\u{1B}[2Jg\u{7F}h\u{85}i\u{9F}j\u{2028}k\u{202E}l"#)
        let line = ServiceLog.eventLine(
            "warning", level: .warning, "x\n{\"level\":\"error\"}", fields: [], format: .text, time: "t")
        #expect(line == #"x\n{"level":"error"}"#)
        var record = HTTPServer.RequestRecord(
            method: .get, path: "/", target: "/a\u{1B}b", peerAddress: "127.0.0.1", requestID: "r",
            status: .ok, responseBodyBytes: 1, requestBodyBytes: 0, duration: .zero)
        #expect(ServiceLog.accessLine(record, format: .text, time: "t") == #"t 127.0.0.1 GET /a\u{1B}b 200 1B 0µs r"#)
        record.target = nil
        #expect(ServiceLog.accessLine(record, format: .text, time: "t") == "t 127.0.0.1 GET - 200 1B 0µs r")
    }

    /// A styles-folder file whose value holds a line feed and a terminal escape forges no line of the text log.
    @Test func aStylesFolderFileCannotForgeATextLogLine() async throws {
        let folder = NSTemporaryDirectory() + "forged-styles-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = #"{"background": "nope\nstyle-resolver: stopped FORGED\u001b[2K\r", "content": "cell"}"#
        try document.write(toFile: folder + "/forged.json", atomically: true, encoding: .utf8)
        let lines = Lines()
        let harness = try ServiceHarness(
            configure: {
                $0.stylesDirectory = folder
                $0.logFormat = .text
            }, log: lines.output)
        defer { harness.stop() }
        #expect(await lines.wait(for: "FORGED"), "the problem quotes the file's value")
        for line in lines.all {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(line)")
        }
        #expect(lines.all.contains { $0.contains(#"nope\nstyle-resolver: stopped FORGED\u{1B}[2K\r"#) })
    }
}
