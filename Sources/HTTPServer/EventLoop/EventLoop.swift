import CHTTPServerSystem
import Glibc
import Synchronization

/// One event loop: a thread with its own epoll instance, its own `SO_REUSEPORT` listener, an eventfd
/// to wake it, a timer wheel for deadlines and the connections it accepted (which never move).
///
/// Thread confinement: after `run()` starts, every stored property is touched only by the loop's own
/// thread, except the atomics (`drainRequest`, counters) and `wakeFD`, which is written to from any
/// thread. That is what `@unchecked Sendable` asserts here.
final class EventLoop: @unchecked Sendable {
    private static let listenerToken = UInt64.max
    private static let wakeToken = UInt64.max - 1
    private static let readBufferSize = 64 * 1024
    private static let tickNanoseconds: UInt64 = 20_000_000
    private static let listenerPauseNanoseconds: UInt64 = 100_000_000
    /// A streamed body is pulled until this many bytes wait in the connection's output (or it ends).
    private static let streamHighWater = 64 * 1024

    let counters = LoopCounters()
    /// Monotonic nanoseconds of the drain deadline once shutdown was requested, else 0.
    let drainRequest = Atomic<UInt64>(0)

    private let configuration: HTTPServer.Configuration
    private let responder: any HTTPResponder
    private let rejectionResponder: RejectionResponder?
    private let observer: HTTPServer.RequestObserver?
    private let shared: ServerSharedState
    private let serializer: ResponseSerializer
    private let epoll: Epoll
    private let wakeFD: Int32
    @exclusivity(unchecked) private var listenerFD: Int32
    @exclusivity(unchecked) private var listenerPausedUntil: UInt64 = 0
    private var spareFD: Int32
    @exclusivity(unchecked) private var connections: [Connection?] = []
    @exclusivity(unchecked) private var generations: [UInt32] = []
    private var freeSlots: [Int] = []
    @exclusivity(unchecked) private var openCount = 0
    @exclusivity(unchecked) private var timers: TimerWheel
    @exclusivity(unchecked) private var dueTimers: [TimerWheel.Entry] = []
    /// Connections that stopped reading before their socket was drained, read again after this turn's events.
    @exclusivity(unchecked) private var revisits: [Connection] = []
    @exclusivity(unchecked) private var revisitBatch: [Connection] = []
    @exclusivity(unchecked) private var dateCache = DateHeaderCache()
    private let readBuffer: UnsafeMutableRawBufferPointer
    @exclusivity(unchecked) private var now: UInt64
    @exclusivity(unchecked) private var draining = false
    @exclusivity(unchecked) private var drainDeadline: UInt64 = 0

    // Limits clamped to workable values (the configuration's properties can be set directly).
    private let maxPipelinedRequests: Int
    private let maxOutputBufferBytes: Int
    private let maxConnections: Int
    private let headerTimeout: UInt64
    private let idleTimeout: UInt64
    private let bodyTimeout: UInt64
    private let writeTimeout: UInt64
    private let lingerTimeout: UInt64

    /// The loop thread's name (`http-PORT-INDEX`, at most 15 bytes), visible in `top -H` and /proc.
    let name: String

    /// Creates a loop that owns `listenerFD` (already bound and listening).
    init(
        name: String, listenerFD: Int32, configuration: HTTPServer.Configuration, responder: any HTTPResponder,
        rejectionResponder: RejectionResponder?, observer: HTTPServer.RequestObserver?, shared: ServerSharedState
    ) throws(HTTPServerError) {
        self.name = String(name.utf8.prefix(15)) ?? "http-loop"
        self.configuration = configuration
        self.responder = responder
        self.rejectionResponder = rejectionResponder
        self.observer = observer
        self.shared = shared
        self.serializer = ResponseSerializer(serverName: configuration.serverName)
        self.epoll = try Epoll()
        let wake = eventfd(0, Int32(EFD_CLOEXEC) | Int32(EFD_NONBLOCK))
        guard wake >= 0 else {
            epoll.close()
            throw .system("eventfd", errno)
        }
        self.wakeFD = wake
        self.listenerFD = listenerFD
        self.spareFD = open("/dev/null", O_RDONLY | O_CLOEXEC)
        self.now = MonotonicClock.nanoseconds()
        self.timers = TimerWheel(tickNanoseconds: Self.tickNanoseconds, slotCount: 1024, now: now)
        self.readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.readBufferSize, alignment: 16)
        self.maxPipelinedRequests = max(1, configuration.maxPipelinedRequests)
        self.maxOutputBufferBytes = max(1024, configuration.maxOutputBufferBytes)
        self.maxConnections = max(1, configuration.maxConnections)
        self.headerTimeout = MonotonicClock.nanoseconds(configuration.headerTimeout)
        self.idleTimeout = MonotonicClock.nanoseconds(configuration.idleTimeout)
        self.bodyTimeout = MonotonicClock.nanoseconds(configuration.bodyTimeout)
        self.writeTimeout = MonotonicClock.nanoseconds(configuration.writeTimeout)
        self.lingerTimeout = MonotonicClock.nanoseconds(configuration.lingerTimeout)
        epoll.add(listenerFD, events: .readable, token: Self.listenerToken)
        epoll.add(wakeFD, events: .readable, token: Self.wakeToken)
    }

    deinit {
        readBuffer.deallocate()
    }

    /// Asks the loop (from any thread) to stop accepting, drain, and exit by `deadline` (monotonic ns).
    func requestDrain(deadline: UInt64) {
        drainRequest.store(max(1, deadline), ordering: .releasing)
        var one: UInt64 = 1
        _ = write(wakeFD, &one, 8)
    }

    // MARK: - Loop

    /// Runs until drained; called on the loop's own thread.
    func run() {
        _ = chttp_set_thread_name(name)
        while true {
            let needsTicks = timers.count > 0 || draining || listenerPausedUntil != 0
            let timeout: Int32 = !revisits.isEmpty ? 0 : needsTicks ? Int32(Self.tickNanoseconds / 1_000_000) : -1
            let count = waitForEvents(timeoutMilliseconds: timeout)
            now = MonotonicClock.nanoseconds()
            dateCache.update(wallSeconds: MonotonicClock.wallSeconds())
            for index in 0..<count {
                let event = epoll.event(at: index)
                switch event.token {
                case Self.listenerToken: acceptConnections()
                case Self.wakeToken: drainWakeups()
                default: if let connection = connection(for: event.token) { handle(connection, events: event.events) }
                }
            }
            runRevisits()
            timers.advance(to: now, collectingInto: &dueTimers)
            if !dueTimers.isEmpty {
                for entry in dueTimers { timerFired(entry) }
                dueTimers.removeAll(keepingCapacity: true)
            }
            if listenerPausedUntil != 0 && now >= listenerPausedUntil { resumeListener() }
            if draining {
                if now >= drainDeadline {
                    for connection in connections { if let connection { close(connection) } }
                }
                if openCount == 0 { break }
            }
        }
        closeListener()
        epoll.close()
        _ = Glibc.close(wakeFD)
        if spareFD >= 0 { _ = Glibc.close(spareFD) }
    }

    /// Waits for events; a failed wait is counted and remembered (it would otherwise look like a quiet turn) and
    /// the loop backs off for a tick, so timers and shutdown still run while it does not spin.
    private func waitForEvents(timeoutMilliseconds: Int32) -> Int {
        do {
            return try epoll.wait(timeoutMilliseconds: timeoutMilliseconds)
        } catch {
            LoopCounters.increment(counters.selectorErrors)
            if case .system(_, let code) = error { counters.lastSelectorError.store(code, ordering: .relaxed) }
            usleep(UInt32(Self.tickNanoseconds / 1_000))
            return 0
        }
    }

    private func drainWakeups() {
        var value: UInt64 = 0
        _ = read(wakeFD, &value, 8)
        let deadline = drainRequest.load(ordering: .acquiring)
        guard deadline != 0, !draining else { return }
        draining = true
        drainDeadline = deadline
        closeListener()
        // Idle keep-alive connections close now; the others finish their request (answered with
        // `Connection: close`) or are force-closed at the deadline.
        for connection in connections {
            if let connection, isIdle(connection) { close(connection) }
        }
    }

    private func isIdle(_ connection: Connection) -> Bool {
        !connection.hasPendingOutput && connection.streaming == nil && connection.inbound.isEmpty && connection.parser.isIdle
            && !connection.lingering
    }

    // MARK: - Accepting

    private func acceptConnections() {
        for _ in 0..<64 {
            guard listenerFD >= 0 else { return }
            let fd = chttp_accept4(listenerFD, Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue))
            if fd < 0 {
                switch errno {
                case EINTR, ECONNABORTED, EPROTO, EPERM:
                    continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    handleDescriptorExhaustion()
                    return
                default:
                    return
                }
            }
            let open = shared.openConnections.wrappingAdd(1, ordering: .relaxed).newValue
            if draining || open > maxConnections {
                shared.openConnections.wrappingSubtract(1, ordering: .relaxed)
                reject(fd)
                continue
            }
            register(fd)
        }
    }

    /// `EMFILE`/`ENFILE`: free the spare descriptor, accept and close the pending connection so the
    /// listener stops reporting it, then take the spare back; if that fails, pause the listener briefly.
    private func handleDescriptorExhaustion() {
        if spareFD >= 0 {
            _ = Glibc.close(spareFD)
            spareFD = -1
            let fd = chttp_accept4(listenerFD, Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue))
            if fd >= 0 { reject(fd) }
            spareFD = open("/dev/null", O_RDONLY | O_CLOEXEC)
            if spareFD >= 0 { return }
        }
        LoopCounters.increment(counters.rejectedConnections)
        pauseListener()
    }

    private func pauseListener() {
        guard listenerFD >= 0, listenerPausedUntil == 0 else { return }
        epoll.remove(listenerFD)
        listenerPausedUntil = now + Self.listenerPauseNanoseconds
    }

    private func resumeListener() {
        listenerPausedUntil = 0
        if spareFD < 0 { spareFD = open("/dev/null", O_RDONLY | O_CLOEXEC) }
        guard listenerFD >= 0 else { return }
        epoll.add(listenerFD, events: .readable, token: Self.listenerToken)
    }

    private func closeListener() {
        guard listenerFD >= 0 else { return }
        if listenerPausedUntil == 0 { epoll.remove(listenerFD) }
        listenerPausedUntil = 0
        _ = Glibc.close(listenerFD)
        listenerFD = -1
    }

    /// Refuses a connection cleanly: a best-effort 503, then close.
    private func reject(_ fd: Int32) {
        LoopCounters.increment(counters.rejectedConnections)
        var output = OutboundQueue()
        let rejection = HTTPRejection(status: .serviceUnavailable, reason: "The server is at its connection limit; try again later.")
        serializer.appendRejection(rejection.response(using: rejectionResponder), to: &output, dateLine: dateCache.line)
        _ = output.send(to: fd)  // the socket is non-blocking: one attempt, whatever fits
        _ = Glibc.close(fd)
    }


    private func register(_ fd: Int32) {
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = connections.count
            connections.append(nil)
            generations.append(0)
        }
        generations[slot] &+= 1
        let token = UInt64(generations[slot]) << 32 | UInt64(slot)
        let connection = Connection(fd: fd, token: token, limits: configuration.limits)
        guard epoll.add(fd, events: .connection, token: token) else {
            freeSlots.append(slot)
            shared.openConnections.wrappingSubtract(1, ordering: .relaxed)
            _ = Glibc.close(fd)
            return
        }
        connections[slot] = connection
        openCount += 1
        LoopCounters.increment(counters.accepted)
        // Until its first request arrives, a new connection gets the shorter of the two deadlines.
        connection.deadlineKind = .idle
        connection.deadline = now + min(idleTimeout, headerTimeout)
        schedule(connection)
    }

    private func connection(for token: UInt64) -> Connection? {
        let slot = Int(token & 0xFFFF_FFFF)
        guard slot < connections.count, let connection = connections[slot], connection.token == token else { return nil }
        return connection
    }

    // MARK: - Connection events

    private func handle(_ connection: Connection, events: SelectorEventSet) {
        var progressed = false
        if !events.isDisjoint(with: [.readable, .hangup]) { connection.hasUnreadInput = true }
        if !events.isDisjoint(with: .hangup) { connection.inputEnded = true }
        if connection.hasUnreadInput && wantsInput(connection) {
            progressed = readAvailable(connection)
            if connection.isClosed { return }
        }
        if events.contains(.writable) || connection.hasPendingOutput || connection.closeAfterWrite {
            progressed = flush(connection) || progressed
            if connection.isClosed { return }
        }
        refreshDeadline(connection, progressed: progressed)
    }

    /// Whether the connection reads now: while lingering (to discard), or while it may take more requests.
    private func wantsInput(_ connection: Connection) -> Bool {
        connection.lingering || (!connection.peerClosed && !connection.readPaused && !connection.closeAfterWrite)
    }

    /// Reads what is available, at most four buffers' worth in one turn (so one busy client cannot starve the
    /// others); returns whether bytes arrived. A socket left undrained is read again after this turn's events.
    private func readAvailable(_ connection: Connection) -> Bool {
        var progressed = false
        for _ in 0..<4 {
            let received = recv(connection.fd, readBuffer.baseAddress, readBuffer.count, 0)
            if received > 0 {
                progressed = true
                // A short read took everything the socket held; later bytes bring a new edge.
                let drained = received < readBuffer.count && !connection.inputEnded
                if drained { connection.hasUnreadInput = false }
                if !connection.lingering {
                    guard let base = readBuffer.baseAddress else { break }
                    let bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: received)
                    consume(connection, bytes)
                    if connection.isClosed || connection.readPaused || connection.closeAfterWrite { return progressed }
                }
                if drained { return progressed }
            } else if received == 0 {
                connection.hasUnreadInput = false
                if connection.lingering || (!connection.hasPendingOutput && !connection.closeAfterWrite) {
                    close(connection)
                    return progressed
                }
                connection.peerClosed = true
                connection.closeAfterWrite = true
                return progressed
            } else {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    connection.hasUnreadInput = false
                    return progressed
                }
                close(connection)
                return progressed
            }
        }
        queueRevisit(connection)
        return progressed
    }

    private func queueRevisit(_ connection: Connection) {
        guard !connection.awaitingRevisit else { return }
        connection.awaitingRevisit = true
        revisits.append(connection)
    }

    /// Reads again from the connections that stopped before their sockets were drained.
    private func runRevisits() {
        guard !revisits.isEmpty else { return }
        swap(&revisits, &revisitBatch)
        for connection in revisitBatch {
            connection.awaitingRevisit = false
            if !connection.isClosed { handle(connection, events: []) }
        }
        revisitBatch.removeAll(keepingCapacity: true)
    }

    /// Feeds new bytes to the connection, parsing straight from the read buffer when nothing is pending.
    private func consume(_ connection: Connection, _ bytes: UnsafeBufferPointer<UInt8>) {
        if connection.inbound.isEmpty {
            let consumed = process(connection, bytes)
            if !connection.isClosed && !connection.closeAfterWrite && consumed < bytes.count {
                connection.inbound.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[consumed...]))
            }
        } else {
            connection.inbound.append(contentsOf: bytes)
            processInbound(connection)
        }
    }

    private func processInbound(_ connection: Connection) {
        guard !connection.inbound.isEmpty else { return }
        let consumed = connection.inbound.withUnsafeBufferPointer { process(connection, $0) }
        if connection.closeAfterWrite {
            connection.inbound = []
        } else if consumed == connection.inbound.count {
            if connection.inbound.capacity > 16 * 1024 {
                connection.inbound = []
            } else {
                connection.inbound.removeAll(keepingCapacity: true)
            }
        } else if consumed > 0 {
            connection.inbound.removeFirst(consumed)
        }
    }

    /// Parses and answers as many requests as the caps allow; returns the bytes consumed.
    private func process(_ connection: Connection, _ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = 0
        while !connection.closeAfterWrite {
            if connection.pendingResponses >= maxPipelinedRequests
                || connection.pendingOutputBytes > maxOutputBufferBytes || connection.streaming != nil {
                connection.readPaused = true
                break
            }
            switch connection.parser.step(UnsafeBufferPointer(rebasing: buffer[offset...])) {
            case .needMoreData(let consumed):
                return offset + consumed
            case .expectsContinue(let consumed):
                offset += consumed
                if offset == buffer.count { serializer.appendContinue(to: &connection.outbound) }
            case .request(let keepAlive, let consumed):
                offset += consumed
                respondToParsedRequest(connection, keepAlive: keepAlive)
            case .failure(let error):
                rejectRequest(connection, error.rejection(limits: configuration.limits))
                return offset
            }
        }
        return offset
    }

    /// Answers the request the parser just completed (taken from it here and only borrowed after, so it is never
    /// copied).
    private func respondToParsedRequest(_ connection: Connection, keepAlive: Bool) {
        guard var request = connection.parser.takeRequest() else {
            rejectRequest(connection, HTTPRejection(status: .internalServerError, reason: "The parsed request was lost."))
            return
        }
        let started = observer == nil ? 0 : MonotonicClock.nanoseconds()
        request.peerAddress = connection.peer.text
        request.isFromLoopback = connection.peer.isLoopback
        var response = responder.respond(to: request)
        if response.status.code < 200 {
            // Interim statuses cannot end a request (and upgrades are not supported): a handler bug.
            response = HTTPRejection(status: .internalServerError, reason: "The handler answered with an interim status.")
                .response(using: rejectionResponder)
        }
        let omitBody = request.method.rawValue == "HEAD"
        let stream = omitBody || response.status.forbidsContent ? nil : response.bodyStream
        var keep = keepAlive && !draining
        if keep, let connectionField = response.fields["Connection"],
           HTTPRequestParser.listElements(Array(connectionField.utf8)[...]).contains(where: { HTTPRequestParser.equalsLowercase($0, "close") }) {
            keep = false
        }
        // An HTTP/1.0 client reads a streamed body until the connection closes.
        let chunked = request.version.minor != 0
        if stream != nil && !chunked { keep = false }
        let bodyBytes = serializer.append(
            response, to: &connection.outbound, dateLine: dateCache.line,
            omitBody: omitBody, keepAlive: keep, requestVersion: request.version)
        connection.pendingResponses += 1
        LoopCounters.increment(counters.requests)
        if !keep { connection.closeAfterWrite = true }
        let record = observer.map { _ in
            HTTPServer.RequestRecord(
                method: request.method, path: request.path, status: response.status,
                responseBodyBytes: bodyBytes, requestBodyBytes: request.body.count, duration: .zero)
        }
        if let stream {
            connection.streaming = Connection.StreamedBody(source: stream, chunked: chunked, record: record, started: started)
            pumpStream(connection)
        } else if let observer, var record {
            record.duration = .nanoseconds(Int64(clamping: MonotonicClock.nanoseconds() &- started))
            observer(record)
        }
    }

    /// Queues pieces of the connection's streamed body until enough output waits or the body ends (then the
    /// observer hears of the whole response).
    private func pumpStream(_ connection: Connection) {
        guard var streaming = connection.streaming else { return }
        while connection.pendingOutputBytes < Self.streamHighWater {
            guard let piece = streaming.source.piece(streaming.nextIndex), !piece.isEmpty else {
                if streaming.chunked { serializer.appendEnd(to: &connection.outbound) }
                connection.streaming = nil
                if let observer, var record = streaming.record {
                    record.responseBodyBytes = streaming.bodyBytes
                    record.duration = .nanoseconds(Int64(clamping: MonotonicClock.nanoseconds() &- streaming.started))
                    observer(record)
                }
                return
            }
            streaming.nextIndex += 1
            streaming.bodyBytes += piece.count
            serializer.appendPiece(piece, chunked: streaming.chunked, to: &connection.outbound)
        }
        connection.streaming = streaming
    }

    private func rejectRequest(_ connection: Connection, _ rejection: HTTPRejection) {
        let response = rejection.response(using: rejectionResponder)
        let bodyBytes = serializer.appendRejection(response, to: &connection.outbound, dateLine: dateCache.line)
        connection.closeAfterWrite = true
        connection.pendingResponses += 1
        LoopCounters.increment(counters.rejectedRequests)
        observer?(HTTPServer.RequestRecord(
            method: nil, path: nil, status: response.status, responseBodyBytes: bodyBytes, requestBodyBytes: 0, duration: .zero))
    }

    /// Sends pending output; resumes paused reading when it drains; closes (lingering) when asked.
    /// Returns whether any bytes were written.
    @discardableResult
    private func flush(_ connection: Connection) -> Bool {
        var progressed = false
        while true {
            while connection.hasPendingOutput {
                let sent = connection.outbound.send(to: connection.fd)
                if sent > 0 {
                    progressed = true
                    continue
                }
                let code = errno
                if sent < 0 && code == EINTR { continue }
                if sent < 0 && (code == EAGAIN || code == EWOULDBLOCK) {
                    // The socket's buffer is full: an EPOLLOUT edge comes when it has room again.
                    return progressed
                }
                close(connection)
                return progressed
            }
            if connection.streaming != nil {
                pumpStream(connection)
                if connection.hasPendingOutput { continue }
            }
            connection.pendingResponses = 0
            if connection.closeAfterWrite {
                finish(connection)
                return progressed
            }
            if connection.readPaused {
                connection.readPaused = false
                processInbound(connection)
                if connection.hasPendingOutput || connection.closeAfterWrite { continue }
            }
            // Bytes that waited in the socket while reading was paused bring no new edge.
            if connection.hasUnreadInput && wantsInput(connection) { queueRevisit(connection) }
            return progressed
        }
    }

    /// Ends a connection whose last response is sent: close at once if the peer is gone, otherwise
    /// shut down our side and linger briefly, discarding input, so the peer reads the response.
    private func finish(_ connection: Connection) {
        if connection.peerClosed || connection.lingering || draining && now >= drainDeadline {
            close(connection)
            return
        }
        connection.lingering = true
        connection.inbound = []
        _ = shutdown(connection.fd, Int32(SHUT_WR))
        if connection.hasUnreadInput { queueRevisit(connection) }
    }

    private func close(_ connection: Connection) {
        guard !connection.isClosed else { return }
        connection.isClosed = true
        epoll.remove(connection.fd)
        _ = Glibc.close(connection.fd)
        let slot = Int(connection.token & 0xFFFF_FFFF)
        connections[slot] = nil
        freeSlots.append(slot)
        openCount -= 1
        shared.openConnections.wrappingSubtract(1, ordering: .relaxed)
        connection.inbound = []
        connection.outbound.release()
        connection.streaming = nil
    }

    // MARK: - Deadlines

    private func refreshDeadline(_ connection: Connection, progressed: Bool) {
        let kind: Connection.DeadlineKind
        if connection.lingering {
            kind = .linger
        } else if connection.hasPendingOutput {
            kind = .write
        } else if connection.parser.isIdle && connection.inbound.isEmpty {
            kind = .idle
        } else if connection.parser.isReceivingBody {
            kind = .body
        } else {
            kind = .head
        }
        let restart = kind != connection.deadlineKind || (progressed && (kind == .idle || kind == .body || kind == .write))
        guard restart else { return }
        connection.deadlineKind = kind
        let timeout: UInt64
        switch kind {
        case .idle: timeout = draining ? 0 : idleTimeout
        case .head: timeout = headerTimeout
        case .body: timeout = bodyTimeout
        case .write: timeout = writeTimeout
        case .linger: timeout = lingerTimeout
        }
        connection.deadline = now + timeout
        schedule(connection)
    }

    private func schedule(_ connection: Connection) {
        let tick = timers.tick(for: connection.deadline)
        if connection.scheduledTick == 0 || tick < connection.scheduledTick {
            timers.schedule(connection.token, at: tick)
            connection.scheduledTick = tick
        }
    }

    private func timerFired(_ entry: TimerWheel.Entry) {
        guard let connection = connection(for: entry.token), connection.scheduledTick == entry.tick else { return }
        connection.scheduledTick = 0
        guard connection.deadline <= now else {
            schedule(connection)
            return
        }
        switch connection.deadlineKind {
        case .idle, .write, .linger:
            close(connection)
        case .head, .body:
            // Slowloris or a stalled body: answer 408 if nothing else is queued, then close.
            if connection.hasPendingOutput || connection.closeAfterWrite {
                close(connection)
                return
            }
            connection.inbound = []
            rejectRequest(connection, HTTPRejection(
                status: .requestTimeout, reason: "The request did not arrive within the time allowed."))
            flush(connection)
            if !connection.isClosed { refreshDeadline(connection, progressed: false) }
        }
    }
}
