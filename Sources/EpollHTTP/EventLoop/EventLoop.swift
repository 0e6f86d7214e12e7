import CEpollHTTPSystem
import Glibc
import Synchronization

/// One event loop: a thread with its own epoll instance, its own `SO_REUSEPORT` listener, an eventfd
/// to wake it, a timer wheel for deadlines and the connections it accepted (which never move).
///
/// Thread confinement: after `run()` starts, every stored property is touched only by the loop's own
/// thread, except the atomics (`drainRequest`, counters) and the waker, which any thread may wake (a drain request,
/// a body writer with bytes). That is what `@unchecked Sendable` asserts here.
final class EventLoop: @unchecked Sendable {
    private static let listenerToken = UInt64.max
    private static let wakeToken = UInt64.max - 1
    private static let readBufferSize = 64 * 1024
    private static let tickNanoseconds: UInt64 = 20_000_000
    private static let listenerPauseNanoseconds: UInt64 = 100_000_000
    private static let connectionLimitReason = "The server is at its connection limit; try again later."
    private static let peerLimitReason = "Too many connections from your address; try again later."

    let counters: LoopCounters
    /// Monotonic nanoseconds of the drain deadline once shutdown was requested, else 0.
    let drainRequest = Atomic<UInt64>(0)

    /// What the connections share: responders, serializer, limits, timeouts, the `Date` line, the drain state.
    private let environment: HTTP1ConnectionEnvironment
    private let shared: ServerSharedState
    private let epoll: Epoll
    /// The eventfd that wakes the loop, and the connections whose body writers woke it.
    private let waker: LoopWaker
    @exclusivity(unchecked) private var readyTokens: [UInt64] = []
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
    private let readBuffer: UnsafeMutableRawBufferPointer
    @exclusivity(unchecked) private var now: UInt64
    /// Unsent output dropped by the connections closed since the loop last gave free memory back to the system.
    @exclusivity(unchecked) private var droppedOutputBytes = 0
    private let maxConnections: Int

    /// The loop thread's name (`http-PORT-INDEX`, at most 15 bytes), visible in `top -H` and /proc.
    let name: String

    /// Creates a loop that owns `listenerFD` (already bound and listening).
    init(
        name: String, listenerFD: Int32, configuration: HTTPServer.Configuration, responder: any HTTPResponder,
        rejectionResponder: RejectionResponder?, observer: HTTPServer.RequestObserver?, shared: ServerSharedState,
        requestIDs: RequestIDSource? = nil
    ) throws(HTTPServerError) {
        self.name = String(name.utf8.prefix(15)) ?? "http-loop"
        self.counters = LoopCounters()
        let waker = try LoopWaker()
        self.waker = waker
        self.environment = HTTP1ConnectionEnvironment(
            configuration: configuration, responder: responder, rejectionResponder: rejectionResponder,
            observer: observer, counters: counters, requestIDs: requestIDs, waker: waker)
        self.shared = shared
        self.epoll = try Epoll()
        self.listenerFD = listenerFD
        self.spareFD = open("/dev/null", O_RDONLY | O_CLOEXEC)
        self.now = MonotonicClock.nanoseconds()
        self.timers = TimerWheel(tickNanoseconds: Self.tickNanoseconds, slotCount: 1024, now: now)
        self.readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.readBufferSize, alignment: 16)
        self.maxConnections = max(1, configuration.maxConnections)
        epoll.add(listenerFD, events: .readable, token: Self.listenerToken)
        epoll.add(waker.fd, events: .readable, token: Self.wakeToken)
    }

    deinit {
        readBuffer.deallocate()
    }

    /// Asks the loop (from any thread) to stop accepting, drain, and exit by `deadline` (monotonic ns).
    func requestDrain(deadline: UInt64) {
        drainRequest.store(max(1, deadline), ordering: .releasing)
        waker.wake()
    }

    // MARK: - Loop

    /// Runs until drained; called on the loop's own thread.
    func run() {
        _ = chttp_set_thread_name(name)
        var idle = false
        while true {
            let count = waitForEvents(timeoutMilliseconds: waitTimeout(idle: idle))
            idle = count == 0
            now = MonotonicClock.nanoseconds()
            environment.dateCache.update(wallSeconds: MonotonicClock.wallSeconds())
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
            if droppedOutputBytes > AllocatorTuning.trimThreshold { returnFreeMemory() }
            if environment.draining {
                if now >= environment.drainDeadline {
                    for connection in connections { if let connection { close(connection) } }
                }
                if openCount == 0 { break }
            }
        }
        closeListener()
        epoll.close()
        if spareFD >= 0 { _ = Glibc.close(spareFD) }
    }

    /// How long the next wait may last, in milliseconds (-1: until an event): none while connections wait to be
    /// revisited, a tick while draining, while the listener is paused or while timers are busy, and, once a wait
    /// has passed with no event, until the earliest timer entry is due rather than a tick at a time.
    private func waitTimeout(idle: Bool) -> Int32 {
        let tick = Int32(Self.tickNanoseconds / 1_000_000)
        if !revisits.isEmpty { return 0 }
        if environment.draining || listenerPausedUntil != 0 { return tick }
        guard timers.count > 0 else { return -1 }
        guard idle, let earliest = timers.earliestTick() else { return tick }
        let due = earliest * Self.tickNanoseconds
        let milliseconds = due > now ? (due - now + 999_999) / 1_000_000 : 0
        return Int32(clamping: max(UInt64(tick), milliseconds))
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
        waker.takeReady(into: &readyTokens)
        for token in readyTokens {
            if let connection = connection(for: token) { bodyWriterReady(connection) }
        }
        readyTokens.removeAll(keepingCapacity: true)
        let deadline = drainRequest.load(ordering: .acquiring)
        guard deadline != 0, !environment.draining else { return }
        environment.draining = true
        environment.drainDeadline = deadline
        closeListener()
        // Idle keep-alive connections close now; pushed bodies end cleanly after what was written; the others finish
        // their request (answered with `Connection: close`) or are force-closed at the deadline.
        for connection in connections {
            guard let connection else { continue }
            if connection.http.isIdle {
                close(connection)
            } else if connection.http.endPushedBody() {
                bodyWriterReady(connection)
            }
        }
    }

    /// A pushed body's writer has bytes, an end or a cut-off: queue what fits and write it, or close.
    private func bodyWriterReady(_ connection: Connection) {
        switch connection.http.bodyWriterReady() {
        case .close:
            close(connection)
            return
        case .write, .shutdownWrite:
            let progressed = flush(connection)
            if connection.http.isClosed { return }
            if let deadline = connection.http.refreshDeadline(progressed: progressed, now: now) {
                schedule(connection, at: deadline)
            }
        case .wait:
            return
        }
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
            if environment.draining || open > maxConnections {
                shared.openConnections.wrappingSubtract(1, ordering: .relaxed)
                reject(fd, reason: Self.connectionLimitReason)
                continue
            }
            let peer = PeerAddress(socket: fd)
            if let counts = shared.peerConnections, let key = peer.key, !counts.admit(key) {
                shared.openConnections.wrappingSubtract(1, ordering: .relaxed)
                reject(fd, reason: Self.peerLimitReason)
                continue
            }
            register(fd, peer: peer)
        }
    }

    /// `EMFILE`/`ENFILE`: free the spare descriptor, accept and close the pending connection so the
    /// listener stops reporting it, then take the spare back; if that fails, pause the listener briefly.
    private func handleDescriptorExhaustion() {
        if spareFD >= 0 {
            _ = Glibc.close(spareFD)
            spareFD = -1
            let fd = chttp_accept4(listenerFD, Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue))
            if fd >= 0 { reject(fd, reason: Self.connectionLimitReason) }
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

    /// Refuses a connection cleanly: a best-effort 503 saying `reason`, then close. The request bytes already
    /// received are read and dropped first: closing a socket with unread input sends a reset, which can make the
    /// client lose the 503 it was sent.
    private func reject(_ fd: Int32, reason: String) {
        LoopCounters.increment(counters.rejectedConnections)
        var output = OutboundQueue()
        let rejection = HTTPRejection(status: .serviceUnavailable, reason: reason)
        environment.serializer.appendRejection(
            rejection.response(using: environment.rejectionResponder), to: &output,
            dateLine: environment.dateCache.line)
        _ = output.send(to: fd)  // the socket is non-blocking: one attempt, whatever fits
        _ = shutdown(fd, Int32(SHUT_WR))
        // A bounded drain: what arrived before the accept, not whatever a client keeps sending.
        var reads = 0
        while reads < 4, recv(fd, readBuffer.baseAddress, readBuffer.count, Int32(MSG_DONTWAIT)) > 0 { reads += 1 }
        _ = Glibc.close(fd)
    }

    /// Adds an accepted connection, already counted against both caps, to the loop.
    private func register(_ fd: Int32, peer: PeerAddress) {
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
        let http = HTTP1Connection(environment: environment, peer: peer, now: now, token: token)
        let connection = Connection(fd: fd, token: token, http: http)
        guard epoll.add(fd, events: .connection, token: token) else {
            freeSlots.append(slot)
            uncount(peer)
            _ = Glibc.close(fd)
            return
        }
        connections[slot] = connection
        openCount += 1
        LoopCounters.increment(counters.accepted)
        schedule(connection, at: http.deadline)
    }

    private func connection(for token: UInt64) -> Connection? {
        let slot = Int(token & 0xFFFF_FFFF)
        guard slot < connections.count, let connection = connections[slot], connection.token == token else {
            return nil
        }
        return connection
    }

    // MARK: - Connection events

    /// Feeds one connection's readiness to its state machine: reads while it wants input, writes while it has output,
    /// then arms its deadline.
    private func handle(_ connection: Connection, events: SelectorEventSet) {
        var progressed = false
        if !events.isDisjoint(with: [.readable, .hangup]) { connection.readiness.insert(.readable) }
        if !events.isDisjoint(with: .hangup) { connection.readiness.insert(.readEOF) }
        if connection.readiness.contains(.readable) && connection.http.wantsInput {
            progressed = readAvailable(connection)
            if connection.http.isClosed { return }
        }
        if events.contains(.writable) || connection.http.needsFlush {
            progressed = flush(connection) || progressed
            if connection.http.isClosed { return }
        }
        if let deadline = connection.http.refreshDeadline(progressed: progressed, now: now) {
            schedule(connection, at: deadline)
        }
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
                let drained = received < readBuffer.count && !connection.readiness.contains(.readEOF)
                if drained { connection.readiness.remove(.readable) }
                guard let base = readBuffer.baseAddress else { break }
                connection.http.bytesRead(
                    UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: received))
                if !connection.http.wantsInput || drained { return progressed }
            } else if received == 0 {
                connection.readiness.remove(.readable)
                if connection.http.readEOF() { close(connection) }
                return progressed
            } else {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    connection.readiness.remove(.readable)
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
            if !connection.http.isClosed { handle(connection, events: []) }
        }
        revisitBatch.removeAll(keepingCapacity: true)
    }

    /// Writes pending output and does what the state machine says once it drained: write what it queued next, shut
    /// down the write side, close, or wait. Returns whether any bytes were written.
    @discardableResult
    private func flush(_ connection: Connection) -> Bool {
        var progressed = false
        while true {
            while connection.http.hasPendingOutput {
                let sent = connection.http.outbound.send(to: connection.fd)
                if sent > 0 {
                    progressed = true
                    continue
                }
                let code = errno
                if sent < 0 && code == EINTR { continue }
                if sent < 0 && (code == EAGAIN || code == EWOULDBLOCK) {
                    // The socket's buffer is full: an EPOLLOUT edge comes when it has room again. Responses already
                    // handed to the kernel in full are reported now.
                    connection.http.reportSentResponses()
                    return progressed
                }
                close(connection)
                return progressed
            }
            switch connection.http.outputDrained(now: now) {
            case .write:
                continue
            case .shutdownWrite:
                // Linger, discarding input, so the peer reads the response instead of a reset.
                _ = shutdown(connection.fd, Int32(SHUT_WR))
                if connection.readiness.contains(.readable) { queueRevisit(connection) }
            case .close:
                close(connection)
            case .wait:
                // Bytes that waited in the socket while reading was paused bring no new edge.
                if connection.readiness.contains(.readable) && connection.http.wantsInput { queueRevisit(connection) }
            }
            return progressed
        }
    }

    private func close(_ connection: Connection) {
        guard !connection.http.isClosed else { return }
        droppedOutputBytes += connection.http.outbound.pendingBytes
        connection.http.close()
        epoll.remove(connection.fd)
        _ = Glibc.close(connection.fd)
        let slot = Int(connection.token & 0xFFFF_FFFF)
        connections[slot] = nil
        freeSlots.append(slot)
        openCount -= 1
        uncount(connection.http.peer)
    }

    /// Gives the allocator's free memory back to the system: closed connections dropped more unsent output than the
    /// allocator keeps mapped (``AllocatorTuning/trimThreshold``), so slow readers that were cut off do not leave
    /// their memory mapped.
    private func returnFreeMemory() {
        droppedOutputBytes = 0
        chttp_return_free_memory()
        LoopCounters.increment(counters.memoryReturns)
    }

    /// Takes a connection that is going away off both caps' counts.
    private func uncount(_ peer: PeerAddress) {
        shared.openConnections.wrappingSubtract(1, ordering: .relaxed)
        if let counts = shared.peerConnections, let key = peer.key { counts.release(key) }
    }

    // MARK: - Deadlines

    /// Arms the connection's timer for `deadline`, unless an entry that fires no later is already in the wheel (an
    /// early entry finds the deadline moved and arms again).
    private func schedule(_ connection: Connection, at deadline: UInt64) {
        let tick = timers.tick(for: deadline)
        if connection.scheduledTick == 0 || tick < connection.scheduledTick {
            timers.schedule(connection.token, at: tick)
            connection.scheduledTick = tick
        }
    }

    private func timerFired(_ entry: TimerWheel.Entry) {
        guard let connection = connection(for: entry.token), connection.scheduledTick == entry.tick else { return }
        connection.scheduledTick = 0
        switch connection.http.deadlineReached(now: now) {
        case .rearm(let deadline):
            schedule(connection, at: deadline)
        case .close:
            close(connection)
        case .write:
            flush(connection)
            guard !connection.http.isClosed else { return }
            if let deadline = connection.http.refreshDeadline(progressed: false, now: now) {
                schedule(connection, at: deadline)
            }
        case .send(let rearmAt):
            let progressed = flush(connection)
            guard !connection.http.isClosed else { return }
            schedule(connection, at: connection.http.refreshDeadline(progressed: progressed, now: now) ?? rearmAt)
        }
    }
}
