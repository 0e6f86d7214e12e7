import Foundation

@testable import EpollHTTP

/// Plays the event loop's part for one `HTTP1Connection`, with no socket and a fake clock: hands it bytes, writes what
/// it queues to `wire` (a socket that takes `room` bytes per writable turn), follows its drain actions and records the
/// deadlines it arms, the way `EventLoop` does.
struct LoopDouble {
    static let start: UInt64 = 1_000_000_000_000

    let environment: HTTP1ConnectionEnvironment
    var http: HTTP1Connection
    var now: UInt64 = LoopDouble.start
    /// Bytes the peer received so far.
    var wire: [UInt8] = []
    /// Bytes the socket accepts per writable turn.
    var room = Int.max
    /// What the connection asked for after each drain of its output, in order.
    var drainActions: [HTTP1Connection.DrainAction] = []
    var writeShutDown = false
    var closed = false
    /// The deadlines armed, in order.
    var armed: [UInt64] = []

    /// A connection accepted at `start` on a loop configured by `configuration`.
    init(
        _ configuration: HTTPServer.Configuration = LoopDouble.configuration(),
        responder: some HTTPResponder = echoResponder, rejectionResponder: RejectionResponder? = nil,
        observer: HTTPServer.RequestObserver? = nil, streamHighWater: Int = 64 * 1024
    ) {
        let clock = FakeClock()
        environment = HTTP1ConnectionEnvironment(
            configuration: configuration, responder: responder, rejectionResponder: rejectionResponder,
            observer: observer, streamHighWater: streamHighWater, clock: { clock.now })
        // RFC 9110's example instant: the `Date` line is fixed.
        environment.dateCache.update(wallSeconds: 784_111_777)
        http = HTTP1Connection(
            environment: environment, peer: PeerAddress(text: "192.0.2.1", isLoopback: false), now: now)
        armed.append(http.deadline)
    }

    /// The configuration the tests start from: one-second head, two-second body, three-second idle, four-second
    /// write, half-second linger timeouts, and `Server: T`; the whole-body deadline and the send rate are the
    /// server's defaults unless given.
    static func configuration(
        maxPipelinedRequests: Int = 64, maxOutputBufferBytes: Int = 1 << 20,
        limits: HTTPParserLimits = HTTPParserLimits(), bodyDeadline: Duration = .seconds(30),
        minimumSendRate: Int = 1_024, sendRateWindow: Duration = .seconds(10)
    ) -> HTTPServer.Configuration {
        HTTPServer.Configuration(
            port: 0, loopCount: 1, limits: limits, maxPipelinedRequests: maxPipelinedRequests,
            maxOutputBufferBytes: maxOutputBufferBytes, headerTimeout: .seconds(1), idleTimeout: .seconds(3),
            bodyTimeout: .seconds(2), bodyDeadline: bodyDeadline, writeTimeout: .seconds(4),
            minimumSendRate: minimumSendRate, sendRateWindow: sendRateWindow, lingerTimeout: .milliseconds(500),
            serverName: "T")
    }

    // MARK: - Events, as the loop delivers them

    /// The peer sent `text`: read while the connection wants input, then write, then arm the deadline.
    mutating func receive(_ text: String) {
        receive(Array(text.utf8))
    }

    /// The peer sent `bytes`.
    mutating func receive(_ bytes: [UInt8]) {
        if http.wantsInput {
            bytes.withUnsafeBufferPointer { http.bytesRead($0) }
        }
        turnEnds(progressed: true)
    }

    /// The peer's end of input was read.
    mutating func receiveEOF() {
        if http.readEOF() {
            close()
            return
        }
        turnEnds(progressed: false)
    }

    /// The socket has room again (the peer read `room` more bytes).
    mutating func writable() {
        let progressed = flush()
        if !closed { refresh(progressed: progressed) }
    }

    /// The clock moves on by `nanoseconds`; the deadline's timer fires if it is due.
    mutating func advance(by nanoseconds: UInt64) {
        now += nanoseconds
        guard !closed, http.deadline <= now else { return }
        switch http.deadlineReached(now: now) {
        case .rearm(let deadline):
            armed.append(deadline)
        case .close:
            close()
        case .write:
            flush()
            if !closed { refresh(progressed: false) }
        case .send(let rearmAt):
            let progressed = flush()
            if !closed {
                let before = armed.count
                refresh(progressed: progressed)
                if armed.count == before { armed.append(rearmAt) }
            }
        }
    }

    /// A pushed body's writer woke the loop: what the loop does with its answer.
    mutating func bodyWriterReady() {
        switch http.bodyWriterReady() {
        case .close: close()
        case .write, .shutdownWrite:
            let progressed = flush()
            if !closed { refresh(progressed: progressed) }
        case .wait: break
        }
    }

    /// The seconds from the connection's start to the deadline now armed.
    var deadlineSeconds: Double { Double(http.deadline - LoopDouble.start) / 1e9 }

    /// What the peer received since the last call, as text.
    mutating func takeWire() -> String {
        defer { wire = [] }
        return String(decoding: wire, as: UTF8.self)
    }

    // MARK: - The loop's side

    private mutating func turnEnds(progressed: Bool) {
        var progressed = progressed
        if http.needsFlush { progressed = flush() || progressed }
        if !closed { refresh(progressed: progressed) }
    }

    @discardableResult
    private mutating func flush() -> Bool {
        var progressed = false
        var budget = room
        while true {
            if http.hasPendingOutput {
                let bytes = http.outbound.take(upTo: budget)
                budget -= bytes.count
                progressed = progressed || !bytes.isEmpty
                wire += bytes
                if http.hasPendingOutput {
                    // As the loop does when the socket is full: report the answers written in full so far.
                    http.reportSentResponses()
                    return progressed
                }
            }
            let action = http.outputDrained(now: now)
            drainActions.append(action)
            switch action {
            case .write: continue
            case .shutdownWrite: writeShutDown = true
            case .close: close()
            case .wait: break
            }
            return progressed
        }
    }

    private mutating func refresh(progressed: Bool) {
        if let deadline = http.refreshDeadline(progressed: progressed, now: now) { armed.append(deadline) }
    }

    private mutating func close() {
        http.close()
        closed = true
    }
}

/// A clock the tests set; the observer's durations read it.
final class FakeClock: @unchecked Sendable {
    var now: UInt64 = 0
}

extension HTTP1Connection.State {
    /// The case's name, for comparisons in tests (the streaming case carries a closure).
    var name: String {
        switch self {
        case .reading: "reading"
        case .paused: "paused"
        case .streaming(_, let keepAlive): keepAlive ? "streaming" : "streaming, then close"
        case .awaiting(let pending): pending.peerClosed ? "awaiting, then close" : "awaiting"
        case .closing(let peerClosed): peerClosed ? "closing, peer closed" : "closing"
        case .lingering: "lingering"
        case .closed: "closed"
        }
    }
}

/// Splits `wire` into responses framed by `Content-Length` (or with none when `headOnly`), returning their heads'
/// lines and bodies.
func splitResponses(_ wire: String, headOnly: Set<Int> = []) -> [(head: [String], body: String)] {
    var responses: [(head: [String], body: String)] = []
    var rest = Substring(wire)
    while let end = rest.range(of: "\r\n\r\n") {
        let head = rest[..<end.lowerBound].components(separatedBy: "\r\n")
        rest = rest[end.upperBound...]
        let length =
            head.first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
        let take = headOnly.contains(responses.count) || head.first?.contains(" 100 ") == true ? 0 : length
        responses.append((head, String(rest.prefix(take))))
        rest = rest.dropFirst(take)
    }
    return responses
}
