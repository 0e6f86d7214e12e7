/// The HTTP/1.1 side of one connection, without any I/O: parsing, framing, keep-alive, pipelining, streamed bodies,
/// lingering and deadlines.
///
/// The event loop reports what happened on the socket (bytes read, the output drained, the peer's end of input, a
/// deadline reached, each with the clock's value) and does what the answer says: write `outbound`, shut down the
/// write side, close, read on or stop reading (`wantsInput`), arm the timer where it says. No method makes a system
/// call, so every path can be driven by a test with a fake clock. Requests are answered inline by the environment's
/// responder, or later from another thread (``HTTPResponseCompletion``), in which case no further request is read
/// until that answer is sent; a streamed body is pulled here, only when the output has drained below the high-water
/// mark.
///
/// The answers are small enums returned by value, never arrays: this runs for every request.
struct HTTP1Connection {
    /// Where the connection is in its life. The parser's own phase (between requests, in a head, in a body) refines
    /// `reading` for the deadlines.
    enum State {
        /// Reading, parsing and answering requests.
        case reading
        /// Not reading until the queued output drains (pipelining cap or output bound reached).
        case paused
        /// A streamed body is being sent; after it the connection reads again (`keepAlive`) or closes.
        case streaming(StreamedBody, keepAlive: Bool)
        /// Waiting for a request's answer from another thread; no further request is read until it is sent.
        case awaiting(PendingAnswer)
        /// The final response is queued: once it is sent, the write side is shut down, or the connection closes when
        /// the peer's end of input was already read (`peerClosed`).
        case closing(peerClosed: Bool)
        /// The write side is shut down; input is read and discarded until the peer closes or the linger deadline.
        case lingering
        /// Closed; nothing more happens.
        case closed
    }

    /// A response queued for the observer, reported once the output up to its last byte has been sent.
    struct UnreportedResponse {
        /// The offset just past the response's last byte in the connection's whole output.
        var end: Int
        /// When its request was complete (monotonic nanoseconds), for the record's duration.
        var started: UInt64
        var record: HTTPServer.RequestRecord
    }

    /// Which deadline is running.
    enum DeadlineKind {
        case idle, head, body, write, linger
        /// A pushed body (``HTTPBodyWriter``) with nothing to send: its heartbeat is due at the deadline.
        case stream
        /// An answer given later (``HTTPResponseCompletion``) is awaited: the connection closes if it does not come.
        case answer
    }

    /// What the loop does once it wrote everything `outbound` held.
    enum DrainAction: Equatable {
        /// More output was queued (the next pieces of a stream, answers to requests that waited): write again.
        case write
        /// The final response is out: shut down the write side and linger (reading and discarding).
        case shutdownWrite
        /// Close the connection.
        case close
        /// Nothing to do until the socket reports more.
        case wait
    }

    /// What the loop does when a deadline's timer fires.
    enum DeadlineAction: Equatable {
        /// The deadline moved later since the timer was armed: arm it again at this instant.
        case rearm(at: UInt64)
        /// Close the connection.
        case close
        /// A 408 answer was queued: write it (the connection then closes).
        case write
        /// A pushed body's heartbeat was queued: write it, and arm the timer again (at the given instant, unless
        /// writing moved the deadline).
        case send(rearmAt: UInt64)
    }

    let environment: HTTP1ConnectionEnvironment
    /// Who is on the other end, read once at accept.
    let peer: PeerAddress
    /// The connection's token in its loop, which a pushed body's writer names when it wakes the loop.
    let token: UInt64
    private(set) var state: State = .reading
    private(set) var parser: HTTPRequestParser
    /// Received bytes not yet consumed by the parser (empty most of the time: complete requests are parsed straight
    /// from the loop's read buffer).
    private var inbound: [UInt8] = []
    /// Serialized responses not yet fully sent: the loop writes from here.
    var outbound = OutboundQueue()
    /// Responses queued since the output was last empty (pipelining cap).
    private var pendingResponses = 0
    /// Responses the observer hears of once they are sent, in the order they were queued.
    private var unreported: [UnreportedResponse] = []
    /// When the running deadline expires (monotonic nanoseconds).
    private(set) var deadline: UInt64
    private(set) var deadlineKind: DeadlineKind = .idle
    /// When the body being received must be complete, however steadily it arrives; 0 while no body is received.
    private var bodyDeadline: UInt64 = 0
    /// When the output that waits is closed as stalled, unless the client takes some of it first.
    private var writeStallDeadline: UInt64 = 0
    /// When the current send-rate window ends (`UInt64.max`: no rate is checked), and the output sent before it
    /// began: by its end the client must have taken the configured minimum since then.
    private var sendWindowEnd: UInt64 = .max
    private var sendWindowStart = 0

    /// A new connection accepted at `now`: until its first request arrives it gets the shorter of the idle and
    /// header deadlines.
    init(environment: HTTP1ConnectionEnvironment, peer: PeerAddress, now: UInt64, token: UInt64 = 0) {
        self.environment = environment
        self.peer = peer
        self.token = token
        self.parser = HTTPRequestParser(limits: environment.limits)
        self.deadline = now + min(environment.timeouts.idle, environment.timeouts.header)
    }

    // MARK: - What the loop asks

    /// Whether bytes wait to be written.
    var hasPendingOutput: Bool { !outbound.isEmpty }

    /// Whether the loop should read now: to parse further requests, or to discard input while lingering or while a
    /// pushed body is open (which never ends on its own, so the peer's end of input must be seen).
    var wantsInput: Bool {
        switch state {
        case .reading, .lingering: true
        case .streaming(let body, _): body.writer != nil
        case .paused, .awaiting, .closing, .closed: false
        }
    }

    /// Whether the loop should write (or finish the connection) even without a writable event.
    var needsFlush: Bool { hasPendingOutput || closesAfterOutput }

    /// Whether the connection is closed.
    var isClosed: Bool {
        if case .closed = state { return true }
        return false
    }

    /// Whether nothing is in flight: no output, no stream, no partial request, not lingering. A draining server
    /// closes such connections at once.
    var isIdle: Bool {
        switch state {
        case .reading, .paused, .closing: !hasPendingOutput && inbound.isEmpty && parser.isIdle
        case .streaming, .awaiting, .lingering, .closed: false
        }
    }

    /// No further request is read: the connection ends once its output is sent.
    private var closesAfterOutput: Bool {
        switch state {
        case .closing, .lingering: true
        case .streaming(_, let keepAlive): !keepAlive
        case .reading, .paused, .awaiting, .closed: false
        }
    }

    // MARK: - Events

    /// Bytes were read: parses and answers as many requests as the caps allow and keeps the rest. While lingering,
    /// the bytes are discarded.
    mutating func bytesRead(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch state {
        case .lingering, .closed: return
        case .streaming(let body, _) where body.writer != nil: return
        case .awaiting:
            // Kept unparsed until the awaited answer is sent (the loop stops reading, so at most one read's worth).
            inbound.append(contentsOf: bytes)
            return
        case .reading, .paused, .streaming, .closing: break
        }
        if inbound.isEmpty {
            let consumed = process(bytes)
            // Bytes after the request that opened a pushed body are never read as requests: dropped.
            if !closesAfterOutput && consumed < bytes.count && !isPushing {
                inbound.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[consumed...]))
            }
        } else {
            inbound.append(contentsOf: bytes)
            processInbound()
        }
    }

    /// The peer's end of input was read. Returns whether to close now (nothing to send, or lingering); otherwise the
    /// output still goes out and the connection closes after it.
    mutating func readEOF() -> Bool {
        switch state {
        case .lingering, .closed:
            return true
        case .reading, .paused, .closing:
            if !hasPendingOutput && !closesAfterOutput { return true }
            move(to: .closing(peerClosed: true), on: "the peer's end of input")
        case .streaming(let body, _):
            // A pushed body never ends on its own: the client left, close. (A pulled body's connection does not
            // read, so this is not reached for it; its stream would end, then the connection.)
            if body.writer != nil { return true }
            move(to: .streaming(body, keepAlive: false), on: "the peer's end of input")
        case .awaiting(let pending):
            // The answer still goes out when it comes; the connection closes after it.
            pending.peerClosed = true
        }
        return false
    }

    /// Everything in `outbound` was written: reports the responses now sent, pulls more of a stream, reads on after a
    /// pause, or ends the connection.
    mutating func outputDrained(now: UInt64) -> DrainAction {
        reportSentResponses()
        if case .streaming(let body, let keepAlive) = state {
            if pump(body) { move(to: keepAlive ? .paused : .closing(peerClosed: false), on: "the streamed body ended") }
            if hasPendingOutput { return .write }
        }
        pendingResponses = 0
        switch state {
        case .closing(let peerClosed):
            if peerClosed || environment.draining && now >= environment.drainDeadline { return .close }
            move(to: .lingering, on: "the final answer was sent")
            inbound = []
            return .shutdownWrite
        case .lingering, .closed:
            return .close
        case .awaiting:
            return .wait
        case .paused:
            move(to: .reading, on: "the output drained")
            processInbound()
            return hasPendingOutput || closesAfterOutput ? .write : .wait
        case .reading, .streaming:
            return .wait
        }
    }

    /// The timer armed for `deadline` fired at `now`. A request whose head or body stalled is answered 408 when
    /// nothing else is queued; a send-rate window that ended with enough taken starts the next; any other expiry
    /// closes.
    mutating func deadlineReached(now: UInt64) -> DeadlineAction {
        guard deadline <= now else { return .rearm(at: deadline) }
        switch deadlineKind {
        case .idle, .linger, .answer:
            return .close
        case .write:
            // The stall deadline passed, or a send-rate window ended with less taken than its minimum.
            if now >= writeStallDeadline
                || outbound.sentTotal - sendWindowStart < environment.timeouts.minimumBytesPerWindow
            {
                return .close
            }
            startSendWindow(now: now)
            deadline = min(writeStallDeadline, sendWindowEnd)
            return .rearm(at: deadline)
        case .stream:
            guard case .streaming(let body, _) = state, let writer = body.writer else { return .close }
            guard let heartbeat = writer.heartbeat, !heartbeat.bytes.isEmpty else {
                deadline = now + Self.quietStreamRecheck
                return .rearm(at: deadline)
            }
            environment.serializer.appendPiece(heartbeat.bytes, chunked: body.chunked, to: &outbound)
            beginWriteDeadline(now: now, newWindow: true)
            return .send(rearmAt: deadline)
        case .head, .body:
            if hasPendingOutput || closesAfterOutput { return .close }
            inbound = []
            reject(
                HTTPRejection(
                    status: .requestTimeout, reason: "The request did not arrive within the time allowed."))
            return .write
        }
    }

    /// Picks the deadline that fits the connection's state after an event at `now` and restarts it when its kind
    /// changed, or when bytes moved (`progressed`) for the kinds measured from the last progress. A body's deadline
    /// never passes the one for the whole body, and a write's never passes the end of its send-rate window. Returns
    /// the new deadline for the loop to arm its timer at, or nil when it did not change.
    mutating func refreshDeadline(progressed: Bool, now: UInt64) -> UInt64? {
        let kind: DeadlineKind
        if case .lingering = state {
            kind = .linger
        } else if hasPendingOutput {
            kind = .write
        } else if case .awaiting = state {
            kind = .answer
        } else if parser.isIdle && inbound.isEmpty {
            kind = isPushing ? .stream : .idle
        } else if parser.isReceivingBody {
            kind = .body
        } else {
            kind = .head
        }
        let restart =
            kind != deadlineKind
            || (progressed && (kind == .idle || kind == .body || kind == .write || kind == .stream))
        guard restart else { return nil }
        let timeouts = environment.timeouts
        switch kind {
        case .idle: deadline = now + (environment.draining ? 0 : timeouts.idle)
        case .head: deadline = now + timeouts.header
        case .body:
            if bodyDeadline == 0 { bodyDeadline = now + timeouts.bodyTotal }
            deadline = min(now + timeouts.body, bodyDeadline)
        case .write:
            beginWriteDeadline(now: now, newWindow: kind != deadlineKind)
            return deadline
        case .linger: deadline = now + timeouts.linger
        case .stream: deadline = now + streamQuietTimeout
        case .answer: deadline = now + timeouts.write
        }
        deadlineKind = kind
        return deadline
    }

    /// Output waits at `now`: the stall deadline starts again, and so does the send-rate window when `newWindow`.
    private mutating func beginWriteDeadline(now: UInt64, newWindow: Bool) {
        deadlineKind = .write
        writeStallDeadline = now + environment.timeouts.write
        if newWindow { startSendWindow(now: now) }
        deadline = min(writeStallDeadline, sendWindowEnd)
    }

    /// Starts a send-rate window at `now`, unless no rate is checked: none is configured, or the output is a pushed
    /// body's, which its writer's capacity bounds instead.
    private mutating func startSendWindow(now: UInt64) {
        sendWindowStart = outbound.sentTotal
        let minimum = environment.timeouts.minimumBytesPerWindow
        sendWindowEnd = minimum == 0 || isPushing ? .max : now + environment.timeouts.sendRateWindow
    }

    /// Tells the observer of every queued response whose last byte has been sent (handed to the kernel), in order.
    /// The loop calls this after a write that left output queued; a drain reports by itself.
    mutating func reportSentResponses() {
        guard !unreported.isEmpty, let observer = environment.observer else { return }
        let sent = outbound.sentTotal
        var count = 0
        while count < unreported.count && unreported[count].end <= sent { count += 1 }
        report(first: count, to: observer)
    }

    /// Hands the first `count` unreported responses to `observer`, each with its duration until now, and forgets them.
    private mutating func report(first count: Int, to observer: HTTPServer.RequestObserver) {
        guard count > 0 else { return }
        let now = environment.clock()
        for index in 0..<count {
            var record = unreported[index].record
            record.duration = .nanoseconds(Int64(clamping: now &- unreported[index].started))
            observer(record)
        }
        unreported.removeFirst(count)
    }

    /// The loop closed the socket: reports the responses that will never be sent in full (the observer hears of every
    /// request, a streamed body cut short by the client or an error too), then drops the buffers and the stream (a
    /// pushed body's writer hears it ended).
    mutating func close() {
        if case .streaming(let body, _) = state {
            body.writer?.ended(environment.draining ? .shutdown : .closed)
            if var record = body.record {
                record.responseBodyBytes = body.bodyBytes
                unreported.append(UnreportedResponse(end: outbound.queuedTotal, started: body.started, record: record))
            }
        }
        if case .awaiting(let pending) = state { pending.completion.abandon() }
        if let observer = environment.observer { report(first: unreported.count, to: observer) }
        move(to: .closed, on: "the socket was closed")
        inbound = []
        outbound.release()
    }

    // MARK: - Requests

    private mutating func processInbound() {
        guard !inbound.isEmpty else { return }
        // Parsed from a local copy of the buffer (moved out, not copied), since parsing mutates the connection.
        var buffered: [UInt8] = []
        swap(&buffered, &inbound)
        let consumed = buffered.withUnsafeBufferPointer { process($0) }
        if closesAfterOutput {
            return
        } else if consumed == buffered.count {
            if buffered.capacity <= 16 * 1024 {
                buffered.removeAll(keepingCapacity: true)
                inbound = buffered
            }
        } else if !isPushing {
            if consumed > 0 { buffered.removeFirst(consumed) }
            inbound = buffered
        }
    }

    /// Parses and answers as many requests as the caps allow; returns the bytes consumed.
    private mutating func process(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = 0
        while !closesAfterOutput {
            if case .streaming = state { break }
            if case .awaiting = state { break }
            if pendingResponses >= environment.maxPipelinedRequests
                || outbound.pendingBytes > environment.maxOutputBufferBytes
            {
                move(to: .paused, on: "the pipelining or output cap was reached")
                break
            }
            switch parser.step(UnsafeBufferPointer(rebasing: buffer[offset...])) {
            case .needMoreData(let consumed):
                return offset + consumed
            case .expectsContinue(let consumed):
                offset += consumed
                if offset == buffer.count { environment.serializer.appendContinue(to: &outbound) }
            case .request(let keepAlive, let consumed):
                offset += consumed
                respondToParsedRequest(keepAlive: keepAlive)
            case .failure(let error):
                reject(error.rejection(limits: environment.limits))
                return offset
            }
        }
        return offset
    }

    /// Answers the request the parser just completed (taken from it here and only borrowed after, so it is never
    /// copied).
    private mutating func respondToParsedRequest(keepAlive: Bool) {
        guard var taken = parser.takeRequest() else {
            reject(HTTPRejection(status: .internalServerError, reason: "The parsed request was lost."))
            return
        }
        let started = environment.hasObserver ? environment.clock() : 0
        bodyDeadline = 0
        taken.peerAddress = peer.text
        taken.isFromLoopback = peer.isLoopback
        if let requestIDs = environment.requestIDs { taken.identifier = requestIDs.id(for: taken.fields) }
        // Moved into a constant once complete: the responder and the serializer borrow it, where a variable was
        // copied (its references retained) to be passed and destroyed after.
        let request = taken
        let response = environment.respond(to: request)
        if let completion = response.completion {
            awaitAnswer(completion, for: request, keepAlive: keepAlive, started: started)
        } else {
            send(response, for: request, keepAlive: keepAlive, started: started)
        }
    }

    /// The responder will answer `request` later through `completion`: the connection waits for it (reading no
    /// further request), or sends it at once when it was already given.
    private mutating func awaitAnswer(
        _ completion: HTTPResponseCompletion, for request: HTTPRequest, keepAlive: Bool, started: UInt64
    ) {
        state.check(.awaiting, on: "an answer was deferred")
        completion.attach(to: environment.waker, token: token)
        if let response = completion.take() {
            send(response, for: request, keepAlive: keepAlive, started: started)
        } else {
            let pending = PendingAnswer(
                completion: completion, request: request, keepAlive: keepAlive, started: started)
            move(to: .awaiting(pending), on: "an answer was deferred")
        }
    }

    /// Queues the final `response` to `request`: framing, keep-alive, a streamed body, the observer's record.
    private mutating func send(_ final: HTTPResponse, for request: HTTPRequest, keepAlive: Bool, started: UInt64) {
        var response = final
        if response.status.code < 200 || response.completion != nil {
            // Interim statuses cannot end a request (and upgrades are not supported), and a later answer cannot
            // itself be deferred: a handler bug.
            response = HTTPRejection(
                status: .internalServerError, reason: "The handler answered with an interim or deferred status."
            ).response(using: environment.rejectionResponder)
        }
        let omitBody = request.method.rawValue == "HEAD"
        var stream = response.bodyStream
        if stream != nil && (omitBody || response.status.forbidsContent) {
            // Never sent: a writer hears at once that its body ended.
            stream?.writer?.ended(.closed)
            stream = nil
        }
        var keep = keepAlive && !environment.draining
        if keep, let connectionField = response.fields[.connection],
            HTTPRequestParser.listElements(Array(connectionField.utf8)[...]).contains(where: {
                HTTPRequestParser.equalsLowercase($0, "close")
            })
        {
            keep = false
        }
        // An HTTP/1.0 client reads a streamed body until the connection closes.
        let chunked = request.version.minor != 0
        if stream != nil && !chunked { keep = false }
        let bodyBytes = environment.serializer.append(
            response, to: &outbound, dateLine: environment.dateCache.line,
            omitBody: omitBody, keepAlive: keep, requestVersion: request.version, requestID: request.identifier)
        pendingResponses += 1
        LoopCounters.increment(environment.counters.requests)
        if let streamed = queueBodyAndRecord(
            stream, of: response, for: request, bodyBytes: bodyBytes, chunked: chunked, started: started)
        {
            move(to: .streaming(streamed, keepAlive: keep), on: "a streamed answer was queued")
        } else if !keep {
            move(to: .closing(peerClosed: false), on: "a final answer was queued")
        }
    }

    /// Starts `stream` (the answer's streamed body, if any) and keeps the observer's record of the answer; returns
    /// the body when it goes on after what was queued now.
    private mutating func queueBodyAndRecord(
        _ stream: HTTPBodyStream?, of response: HTTPResponse, for request: HTTPRequest, bodyBytes: Int, chunked: Bool,
        started: UInt64
    ) -> StreamedBody? {
        guard stream != nil || environment.hasObserver else { return nil }
        let record = environment.observer.map { _ in
            HTTPServer.RequestRecord(
                method: request.method, path: request.path, target: request.target, peerAddress: peer.text,
                requestID: request.requestID, status: response.status, responseBodyBytes: bodyBytes,
                requestBodyBytes: request.body.count, duration: .zero)
        }
        if let stream {
            let body = StreamedBody(source: stream, chunked: chunked, record: record, started: started)
            if let writer = body.writer {
                writer.attach(to: environment.waker, token: token)
                // A body started while draining ends after what was already written.
                if environment.draining { writer.end(.shutdown) }
            }
            return pump(body) ? nil : body
        } else if let record {
            unreported.append(UnreportedResponse(end: outbound.queuedTotal, started: started, record: record))
        }
        return nil
    }

    /// Queues pieces of a streamed body until enough output waits or the body ends; returns whether it ended (the
    /// observer then hears of the whole response).
    private mutating func pump(_ body: StreamedBody) -> Bool {
        if let writer = body.writer {
            guard outbound.pendingBytes < environment.streamHighWater else { return false }
            switch writer.take() {
            case .bytes(let bytes):
                if !bytes.isEmpty { queuePiece(bytes, of: body) }
                return false
            case .last(let bytes, let reason):
                if !bytes.isEmpty { queuePiece(bytes, of: body) }
                endStream(body)
                writer.ended(reason)
                return true
            case .cutOff:
                return false
            }
        }
        while outbound.pendingBytes < environment.streamHighWater {
            guard case .pieces(let provider) = body.source.source, let piece = provider(body.nextIndex),
                !piece.isEmpty
            else {
                endStream(body)
                return true
            }
            body.nextIndex += 1
            queuePiece(piece, of: body)
        }
        return false
    }

    private mutating func queuePiece(_ piece: [UInt8], of body: StreamedBody) {
        body.bodyBytes += piece.count
        environment.serializer.appendPiece(piece, chunked: body.chunked, to: &outbound)
    }

    /// Queues the end of a streamed body; the observer hears of the whole response once its last byte is sent.
    private mutating func endStream(_ body: StreamedBody) {
        if body.chunked { environment.serializer.appendEnd(to: &outbound) }
        if var record = body.record {
            record.responseBodyBytes = body.bodyBytes
            unreported.append(UnreportedResponse(end: outbound.queuedTotal, started: body.started, record: record))
        }
    }

    // MARK: - Pushed bodies

    /// A pushed body (``HTTPBodyWriter``) is being sent.
    private var isPushing: Bool {
        if case .streaming(let body, _) = state { return body.writer != nil }
        return false
    }

    /// How long a pushed body may stay quiet: its heartbeat's interval, or a long recheck when it has none.
    private var streamQuietTimeout: UInt64 {
        guard case .streaming(let body, _) = state, let heartbeat = body.writer?.heartbeat else {
            return Self.quietStreamRecheck
        }
        return max(1_000_000, MonotonicClock.nanoseconds(heartbeat.interval))
    }

    /// The deadline of a quiet pushed body without a heartbeat: nothing happens at it but a new one.
    private static let quietStreamRecheck: UInt64 = 3_600_000_000_000

    /// The writer of the pushed body woke the loop (bytes, an end, a cut-off), or the awaited answer was given: takes
    /// what it has when the output has room, or queues the answer. Returns `.write` when there is output (or the
    /// connection ends after it), `.close` when the body was cut off, `.wait` otherwise.
    mutating func bodyWriterReady() -> DrainAction {
        if case .awaiting(let pending) = state {
            guard let response = pending.completion.take() else { return .wait }
            // Reads on once the answer is out, as after a streamed body.
            move(to: .paused, on: "the deferred answer came")
            send(
                response, for: pending.request, keepAlive: pending.keepAlive && !pending.peerClosed,
                started: pending.started)
            if pending.peerClosed, case .closing = state {
                move(to: .closing(peerClosed: true), on: "the deferred answer came")
            }
            return needsFlush ? .write : .wait
        }
        guard case .streaming(let body, let keepAlive) = state, let writer = body.writer else {
            return needsFlush ? .write : .wait
        }
        if writer.isCutOff { return .close }
        if pump(body) { move(to: keepAlive ? .paused : .closing(peerClosed: false), on: "the pushed body ended") }
        return needsFlush ? .write : .wait
    }

    /// The server is draining: a pushed body ends once what was written is sent, and the connection closes after it.
    /// Returns whether there was one.
    mutating func endPushedBody() -> Bool {
        guard case .streaming(let body, _) = state, let writer = body.writer else { return false }
        move(to: .streaming(body, keepAlive: false), on: "the server began draining")
        writer.end(.shutdown)
        return true
    }

    /// Queues the server's own answer; the connection closes after it.
    private mutating func reject(_ rejection: HTTPRejection) {
        let response = rejection.response(using: environment.rejectionResponder)
        // The request was not understood, so its X-Request-Id is not taken: the rejection gets an id of its own.
        let requestID = environment.requestIDs?.nextIdentifier()
        let bodyBytes = environment.serializer.appendRejection(
            response, to: &outbound, dateLine: environment.dateCache.line, requestID: requestID)
        move(to: .closing(peerClosed: false), on: "the request was rejected")
        pendingResponses += 1
        LoopCounters.increment(environment.counters.rejectedRequests)
        guard environment.hasObserver else { return }
        let record = HTTPServer.RequestRecord(
            method: nil, path: nil, peerAddress: peer.text, requestID: requestID?.text, status: response.status,
            responseBodyBytes: bodyBytes, requestBodyBytes: 0, duration: .zero)
        unreported.append(UnreportedResponse(end: outbound.queuedTotal, started: environment.clock(), record: record))
    }

    // MARK: - Transitions

    /// Moves to `next` on `event`; an illegal move (``State/Phase/allows(_:)``) traps, naming both states and the
    /// event: input cannot cause one, only a bug in this type.
    private mutating func move(to next: State, on event: StaticString) {
        state.check(next.phase, on: event)
        state = next
    }
}
