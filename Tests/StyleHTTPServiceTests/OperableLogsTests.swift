import EpollHTTP
import Foundation
import StrictJSON
import Synchronization
import TestSupport
import Testing

@testable import StyleHTTPService

/// The access log and the lines of the service's life: every field with its real value, request ids, and a log that
/// never holds a loop up.
@Suite("Operable logs")
struct OperableLogsTests {
    /// Lines a test's service wrote.
    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        var output: LogWriter.Output { { line in self.lines.withLock { $0.append(line) } } }
        var all: [String] { lines.withLock { $0 } }
        /// The lines parsed as JSON objects.
        var objects: [JSONValue] { all.compactMap { try? JSONReader().parse(Array($0.utf8)) } }

        /// Waits (up to 5 s) until `condition` holds for the lines.
        func wait(_ condition: ([JSONValue]) -> Bool) async -> Bool {
            for _ in 0..<500 {
                if condition(objects) { return true }
                try? await Task.sleep(for: .milliseconds(10))
            }
            return condition(objects)
        }

        /// Waits (up to 5 s) until a line, in any format, holds `text`.
        func wait(for text: String) async -> Bool {
            for _ in 0..<500 {
                if all.contains(where: { $0.contains(text) }) { return true }
                try? await Task.sleep(for: .milliseconds(10))
            }
            return false
        }
    }

    @Test func everyAccessLogFieldIsPresentWithItsRealValue() async throws {
        let lines = Lines()
        let harness = try ServiceHarness(configure: { $0.accessLog = true }, log: lines.output)
        let port = try #require(harness.service.port)
        let before = Date()
        let taken = try RawExchange.send(
            "GET", "/v1/styles/sidebarCell/tokens.json?tintColor=systemPink", port: port,
            headers: [("X-Request-Id", "test-request-42")])
        let made = try RawExchange.send("POST", "/v1/resolve", port: port, body: #"{"style": "cell"}"#)
        #expect(await lines.wait { $0.filter { $0["event"]?.stringValue == "request" }.count == 2 })
        harness.stop()
        let requests = lines.objects.filter { $0["event"]?.stringValue == "request" }
        let first = try #require(requests.first)
        #expect(first["level"]?.stringValue == "info")
        #expect(first["client"]?.stringValue == "127.0.0.1")
        #expect(first["method"]?.stringValue == "GET")
        #expect(first["target"]?.stringValue == "/v1/styles/sidebarCell/tokens.json?tintColor=systemPink")
        #expect(first["path"]?.stringValue == "/v1/styles/sidebarCell/tokens.json")
        #expect(first["status"]?.intValue == 200)
        #expect(first["requestBytes"]?.intValue == 0)
        #expect(first["responseBytes"]?.intValue == taken.body.count)
        #expect(first["requestId"]?.stringValue == "test-request-42")
        #expect(taken.field("X-Request-Id") == "test-request-42")
        let micros = try #require(first["durationMicroseconds"]?.intValue)
        #expect(micros > 0 && micros < 60_000_000)
        let time = try #require(first["time"]?.stringValue)
        // RFC 3339, UTC, microseconds.
        #expect(time.wholeMatch(of: #/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z/#) != nil, "\(time)")
        let stamped = try #require(ISO8601DateFormatter.microseconds.date(from: time))
        #expect(stamped.timeIntervalSince(before) > -1 && stamped.timeIntervalSinceNow < 1)

        let second = try #require(requests.last)
        #expect(second["method"]?.stringValue == "POST")
        #expect(second["requestBytes"]?.intValue == #"{"style": "cell"}"#.utf8.count)
        #expect(second["responseBytes"]?.intValue == made.body.count)
        let generated = try #require(made.field("X-Request-Id"))
        #expect(second["requestId"]?.stringValue == generated)
        #expect(generated.wholeMatch(of: #/[0-9a-f]{8}-0-\d+/#) != nil)

        // The lines of the service's life are JSON too, in order: start first, drain and stop last.
        let events = lines.objects.compactMap { $0["event"]?.stringValue }
        #expect(events.first == "start")
        #expect(Array(events.suffix(2)) == ["drain", "stop"])
        let start = try #require(lines.objects.first)
        #expect(start["port"]?.intValue == port)
        #expect(start["host"]?.stringValue == "127.0.0.1")
        #expect(start["version"]?.stringValue == BuildInfo.version)
        #expect(start["commit"]?.stringValue == BuildInfo.commit)
        #expect(start["message"]?.stringValue?.hasPrefix("style-resolver listening on 127.0.0.1:\(port) ") == true)
        #expect(lines.all.allSatisfy { (try? JSONReader().parse(Array($0.utf8))) != nil }, "every line is JSON")
    }

    /// An event stream gets its access-log line however it ends: when its client closes it (over a real socket), and
    /// when the server drains.
    @Test func everyEventStreamGetsItsAccessLogLineWhenItEnds() async throws {
        let lines = Lines()
        let harness = try ServiceHarness(configure: { $0.accessLog = true }, log: lines.output)
        let port = try #require(harness.service.port)
        func streamLines() -> [JSONValue] {
            lines.objects.filter { $0["event"]?.stringValue == "request" && $0["path"]?.stringValue == "/v1/events" }
        }
        do {
            let closedByClient = try RawHTTPClient(port: port)
            try closedByClient.get("/v1/events")
            #expect(closedByClient.status == 200)
            #expect(try closedByClient.read(through: "\n\n") == "id: 1\n\n")
        }  // The client's socket closes here.
        #expect(await lines.wait { _ in streamLines().count == 1 }, "no line for the stream the client closed")
        let closed = try #require(streamLines().first)
        #expect(closed["status"]?.intValue == 200)
        #expect(closed["responseBytes"]?.intValue == "id: 1\n\n".utf8.count)

        let drained = try RawHTTPClient(port: port)
        try drained.get("/v1/events", headers: ["X-Request-Id: drained-stream"])
        #expect(try drained.read(through: "\n\n") == "id: 1\n\n")
        harness.stop()
        #expect(await lines.wait { _ in streamLines().count == 2 }, "no line for the stream the server drained")
        #expect(streamLines().last?["requestId"]?.stringValue == "drained-stream")
    }

    @Test(arguments: [
        // (X-Request-Id sent, echoed as sent)
        ("abc-123", true), ("4bf92f3577b34da6a3ce929d0e0e4736", true), ("has space", false), ("ü", false),
        (String(repeating: "z", count: 129), false),
    ])
    func theRequestIDIsTakenWhenValidAndReplacedOtherwise(sent: String, taken: Bool) async throws {
        let lines = Lines()
        let harness = try ServiceHarness(configure: { $0.accessLog = true }, log: lines.output)
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let reply = try RawExchange.send("GET", "/healthz", port: port, headers: [("X-Request-Id", sent)])
        let echoed = try #require(reply.field("X-Request-Id"))
        #expect((echoed == sent) == taken)
        #expect(RequestID.isValid(Array(echoed.utf8)))
        #expect(await lines.wait { $0.contains { $0["requestId"]?.stringValue == echoed } })
    }

    static let record = HTTPServer.RequestRecord(
        method: .get, path: "/v1/styles", target: "/v1/styles?x=1", peerAddress: "::1", requestID: "r-1",
        status: .ok, responseBodyBytes: 812, requestBodyBytes: 0, duration: .microseconds(1_234))

    @Test(arguments: [
        (
            ServiceSettings.LogFormat.json,
            #"{"time":"2026-11-24T08:30:05.123456Z","level":"info","event":"request","client":"::1","method":"GET","target":"/v1/styles?x=1","path":"/v1/styles","status":200,"requestBytes":0,"responseBytes":812,"durationMicroseconds":1234,"requestId":"r-1"}"#
        ),
        (.text, "2026-11-24T08:30:05.123456Z ::1 GET /v1/styles?x=1 200 812B 1234µs r-1"),
    ])
    func anAccessLineHasEveryField(format: ServiceSettings.LogFormat, line: String) {
        #expect(ServiceLog.accessLine(Self.record, format: format, time: "2026-11-24T08:30:05.123456Z") == line)
    }

    @Test func aServerErrorIsLoggedAtLevelErrorAndARejectionWithoutARequestLine() throws {
        var failed = Self.record
        failed.status = HTTPStatus.internalServerError
        let line = ServiceLog.accessLine(failed, format: .json, time: "t")
        #expect(try JSONReader().parse(Array(line.utf8))["level"]?.stringValue == "error")
        let rejected = HTTPServer.RequestRecord(
            method: nil, path: nil, status: .badRequest, responseBodyBytes: 10, requestBodyBytes: 0, duration: .zero)
        let parsed = try JSONReader().parse(Array(ServiceLog.accessLine(rejected, format: .json, time: "t").utf8))
        #expect(parsed["method"]?.isNull == true && parsed["target"]?.isNull == true)
        #expect(parsed["status"]?.intValue == 400)
    }

    @Test(arguments: [
        (0, 0, "1970-01-01T00:00:00.000000Z"), (784_111_777, 123_456_789, "1994-11-06T08:49:37.123456Z"),
        (951_782_400, 999_999_999, "2000-02-29T00:00:00.999999Z"),
        (1_795_509_005, 5_000, "2026-11-24T08:30:05.000005Z"),
    ])
    func timestampsAreRFC3339InUTCWithMicroseconds(seconds: Int, nanoseconds: Int, expected: String) {
        #expect(LogTimestamp.format(seconds: seconds, nanoseconds: nanoseconds) == expected)
    }

    /// An output that blocks until released: lines beyond the queue's bound are dropped and counted, and `submit`
    /// never waits.
    @Test func aBlockedOutputDropsAndCountsAndNeverBlocksTheCaller() {
        let release = DispatchSemaphore(value: 0)
        let written = Mutex<[String]>([])
        let writer = LogWriter(maximumLines: 8, maximumBytes: 1 << 20) { line in
            if line == "0" { release.wait() }
            written.withLock { $0.append(line) }
        }
        // Line 0 blocks the thread once it took it; 8 more fit the queue; the rest are dropped.
        writer.submit("0")
        usleep(100_000)
        let started = ContinuousClock.now
        for index in 1...100 { writer.submit("\(index)") }
        #expect(ContinuousClock.now - started < .seconds(2), "submitting never waited for the output")
        #expect(writer.counters.dropped == 92)
        release.signal()
        writer.finish()
        #expect(written.withLock { $0 } == (0...8).map { "\($0)" }, "the lines kept, in order")
        #expect(writer.counters == LogWriter.Counters(written: 9, dropped: 92))
    }

    /// The service's own log, with an output that never returns: thousands of requests are answered at full speed,
    /// the lines beyond the queue's bound are dropped, and `/metrics` counts them.
    @Test func aStuckOutputNeverStallsTheServiceAndItsDropsAreInMetrics() async throws {
        let gate = Gate()
        let harness = try ServiceHarness(configure: { $0.accessLog = true }, log: { _ in gate.wait() })
        defer {
            gate.open()
            harness.stop()
        }
        let port = try #require(harness.service.port)
        // The writer's thread holds the start line at the gate before any request: it took no access line with it,
        // so exactly the queue's bound of access lines is kept.
        try #require(gate.waitUntilHeld(), "the start line reached the output")
        let answered = try Self.pipelinedHealthChecks(5_000, port: port)
        #expect(answered == 5_000)
        let metrics = try RawExchange.send("GET", "/metrics", port: port)
        let text = String(decoding: metrics.body, as: UTF8.self)
        let dropped = text.split(separator: "\n").first { $0.hasPrefix("style_resolver_log_lines_dropped_total ") }
        let count = try #require(dropped.flatMap { Int($0.split(separator: " ")[1]) })
        #expect(count >= 5_000 - 4_096, "\(count) lines dropped")
    }

    /// The real executable with its standard output a pipe nobody reads once the start line is in: the kernel's
    /// pipe buffer fills within a few hundred lines, yet 10,000 requests are all answered, the lines past the
    /// queue's bound are dropped and counted in `/metrics`, and the process still drains and exits 0 on SIGTERM.
    @Test func aStdoutNobodyReadsNeverStallsTheExecutable() throws {
        let process = Process()
        process.executableURL = ExecutableProcessTests.executable
        process.arguments = [
            "--host", "127.0.0.1", "--port", "0", "--threads", "1", "--access-log", "on", "--log-format", "json",
            "--data-dir", NSTemporaryDirectory() + "style-resolver-none-" + UUID().uuidString,
        ]
        let output = Pipe()
        process.standardOutput = output
        // Standard error is read throughout (only standard output is left unread), so a failure can show what the
        // process said, such as a sanitizer's report before it stopped.
        let errors = Pipe()
        process.standardError = errors
        let errorText = Mutex(Data())
        let errorReader = Thread {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorText.withLock { $0 = data }
        }
        try process.run()
        errorReader.start()
        defer { if process.isRunning { process.terminate() } }
        func processReport() -> Comment {
            let running = process.isRunning
            let status = running ? "running" : "exited with \(process.terminationStatus)"
            let text = running ? "" : String(decoding: errorText.withLock { $0 }, as: UTF8.self)
            return "the process is \(status); its standard error: \(text)"
        }
        // Read only up to the start line, which names the port; after it, nobody reads.
        var start = Data()
        while !start.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            start.append(chunk)
        }
        let line = String(decoding: start.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let startLine = try #require(try? JSONReader().parse(Array(line.utf8)), "the start line: \(line)")
        let port = try #require(startLine["port"]?.doubleValue.map { Int($0) }, "the start line: \(line)")

        let answered: Int
        do {
            answered = try Self.pipelinedHealthChecks(10_000, port: port)
        } catch {
            usleep(200_000)
            Issue.record(error, processReport())
            return
        }
        #expect(answered == 10_000, processReport())
        let metrics = try RawExchange.send("GET", "/metrics", port: port)
        let text = String(decoding: metrics.body, as: UTF8.self)
        func counter(_ name: String) -> Int? {
            text.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap {
                Int($0.split(separator: " ")[1])
            }
        }
        let dropped = try #require(counter("style_resolver_log_lines_dropped_total"))
        // At most the queue's 4,096 lines and a 64 KiB pipe's worth wait; the rest are dropped.
        #expect(dropped > 10_000 - 4_096 - 1_000, "\(dropped) lines dropped")

        // Reading again lets the writer finish; the drain then exits 0.
        let drained = Thread { _ = output.fileHandleForReading.readDataToEndOfFile() }
        drained.start()
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }

    /// Sends `count` `GET /healthz` on one keep-alive connection, 100 at a time, and counts the 200 answers.
    static func pipelinedHealthChecks(_ count: Int, port: Int) throws -> Int {
        let socket = try RawHTTPClient(port: port, timeoutMilliseconds: 10_000)
        let request = Array("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n".utf8)
        let marker = Array("HTTP/1.1 200 ".utf8)
        var answered = 0
        var pending: [UInt8] = []
        var sent = 0
        while answered < count {
            if sent - answered < 100 && sent < count {
                let batch = min(100, count - sent)
                try socket.send(Array(repeating: request, count: batch).flatMap { $0 })
                sent += batch
            }
            let chunk = try socket.readAvailable()
            if chunk.isEmpty { break }
            pending += chunk
            var searchFrom = pending.startIndex
            while let range = pending[searchFrom...].firstRange(of: marker) {
                answered += 1
                searchFrom = range.upperBound
            }
            pending = Array(pending[searchFrom...].suffix(marker.count))
        }
        return answered
    }
}

/// An output that blocks every line until opened.
final class Gate: Sendable {
    private let isOpen = Atomic<Bool>(false)
    private let isHeld = Atomic<Bool>(false)
    private let semaphore = DispatchSemaphore(value: 0)

    func wait() {
        guard !isOpen.load(ordering: .acquiring) else { return }
        isHeld.store(true, ordering: .releasing)
        semaphore.wait()
    }

    /// Waits (up to five seconds) until a line is held at the gate; returns whether one is.
    func waitUntilHeld() -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while !isHeld.load(ordering: .acquiring) && ContinuousClock.now < deadline { usleep(1_000) }
        return isHeld.load(ordering: .acquiring)
    }

    func open() {
        isOpen.store(true, ordering: .releasing)
        semaphore.signal()
    }
}

extension ISO8601DateFormatter {
    /// RFC 3339 with fractional seconds.
    static var microseconds: ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }
}
