import EpollHTTP
import Glibc
import Synchronization
import TestSupport
import Testing

/// Configuration for tests: loopback, port 0, two loops, short timeouts.
func testConfiguration(
    host: String = "127.0.0.1",
    limits: HTTPParserLimits = HTTPParserLimits(),
    maxConnections: Int = 10_000,
    maxOutputBufferBytes: Int = 1 << 20,
    headerTimeout: Duration = .seconds(5),
    idleTimeout: Duration = .seconds(5),
    bodyTimeout: Duration = .seconds(5),
    writeTimeout: Duration = .seconds(5)
) -> HTTPServer.Configuration {
    HTTPServer.Configuration(
        host: host, port: 0, loopCount: 2, limits: limits, maxConnections: maxConnections,
        maxOutputBufferBytes: maxOutputBufferBytes, headerTimeout: headerTimeout, idleTimeout: idleTimeout,
        bodyTimeout: bodyTimeout, writeTimeout: writeTimeout, lingerTimeout: .milliseconds(500))
}

/// Echoes what it received: body = request body, or "METHOD path" when there is none.
let echoResponder = ClosureResponder { request in
    var fields: HTTPFields = ["X-Method": request.method.rawValue, "X-Path": request.path]
    if let query = request.rawQuery { fields.append(name: "X-Query", value: query) }
    let body = request.body.isEmpty ? Array("\(request.method.rawValue) \(request.path)".utf8) : request.body
    return HTTPResponse(status: .ok, fields: fields, body: body)
}

/// Answers a rejection as `text/plain` "<code>: <reason>", so tests can see which rejection the server made.
let textRejectionResponder: RejectionResponder = { rejection in
    HTTPResponse(
        status: rejection.status, fields: ["Content-Type": "text/plain", "Allow": "NONSENSE"],
        body: Array("\(rejection.status.code): \(rejection.reason)".utf8))
}

/// Starts a server, runs `body` with it and its port, and shuts it down.
func withServer(
    _ configuration: HTTPServer.Configuration = testConfiguration(),
    responder: some HTTPResponder = echoResponder,
    rejectionResponder: RejectionResponder? = nil,
    observer: HTTPServer.RequestObserver? = nil,
    _ body: (HTTPServer, Int) async throws -> Void
) async throws {
    let server = HTTPServer(
        configuration: configuration, responder: responder, rejectionResponder: rejectionResponder, observer: observer)
    try server.start()
    guard let port = server.port else {
        server.shutdown(deadline: .seconds(1))
        throw RawHTTPClient.Failure.closed
    }
    do {
        try await body(server, port)
    } catch {
        server.shutdown(deadline: .seconds(1))
        throw error
    }
    server.shutdown(deadline: .seconds(1))
}

/// Shuts `server` down with a 300 ms deadline and expects it to take about that long (a connection it had to
/// force-close) and the client to see the close.
func expectShutdownForceCloses(
    _ server: HTTPServer, _ client: RawHTTPClient, sourceLocation: SourceLocation = #_sourceLocation
) {
    let started = monotonicSeconds()
    server.shutdown(deadline: .milliseconds(300))
    let elapsed = monotonicSeconds() - started
    #expect(elapsed >= 0.25 && elapsed < 1.5, "shutdown took \(elapsed) s", sourceLocation: sourceLocation)
    #expect(client.waitForClose(), sourceLocation: sourceLocation)
}

/// Polls `condition` every 10 ms for up to `seconds`; returns whether it became true.
func eventually(within seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = monotonicSeconds() + seconds
    while monotonicSeconds() < deadline {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}

func monotonicSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Collects observer records across threads.
final class RecordCollector: Sendable {
    private let records = Mutex<[HTTPServer.RequestRecord]>([])

    var observer: HTTPServer.RequestObserver {
        { record in self.records.withLock { $0.append(record) } }
    }

    var all: [HTTPServer.RequestRecord] { records.withLock { $0 } }
}
