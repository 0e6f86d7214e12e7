import Glibc

/// A connection's unsent output, written with one `sendmsg` (gather write) per attempt.
///
/// Heads and small bodies are copied into `head`; a large body is borrowed as it is (arrays share storage, so the
/// handler's bytes reach the socket without a copy) and bytes queued behind it go to `tail`. Logically the output is
/// `head + body + tail`, of which the first `sent` bytes are gone.
struct OutboundQueue {
    /// Bodies at least this long are borrowed instead of copied: from a kilobyte, one more `iovec` for the kernel
    /// costs less than copying the body, as nginx sends head and body with one `writev`.
    static let borrowThreshold = 1_024
    /// Buffers that grew past this are released once drained rather than kept for the next response.
    private static let retainedCapacity = 64 * 1024

    private var head: [UInt8] = []
    private var body: [UInt8] = []
    private var tail: [UInt8] = []
    private var sent = 0
    /// Bytes sent since the connection started: a response whose last byte lies at or below this offset of the
    /// connection's output has been handed to the kernel.
    private(set) var sentTotal = 0

    /// The offset, in the connection's whole output, just past the last byte queued so far.
    var queuedTotal: Int { sentTotal + pendingBytes }

    /// Whether bytes remain to be sent.
    var isEmpty: Bool { sent == head.count + body.count + tail.count }
    /// How many bytes remain to be sent.
    var pendingBytes: Int { head.count + body.count + tail.count - sent }

    /// Appends bytes through `write`, which gets the buffer that keeps them in order.
    mutating func append<Result>(_ write: (inout [UInt8]) -> Result) -> Result {
        body.isEmpty ? write(&head) : write(&tail)
    }

    /// Queues `bytes` after everything else: borrowed when nothing is borrowed yet, copied otherwise.
    mutating func appendBody(_ bytes: [UInt8]) {
        if body.isEmpty && bytes.count >= Self.borrowThreshold {
            body = bytes
        } else {
            append { $0.append(contentsOf: bytes) }
        }
    }

    /// Sends as much as the socket takes now. Returns the bytes written, or -1 with `errno` set.
    mutating func send(to fd: Int32) -> Int {
        if body.isEmpty {
            // The common case, every response small: one buffer, a plain send.
            let written = head.withUnsafeBytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return 0 }
                return Glibc.send(fd, base + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if written > 0 { consume(written) }
            return written
        }
        let headLeft = max(0, head.count - sent)
        let bodySent = max(0, sent - head.count)
        let bodyLeft = max(0, body.count - bodySent)
        let tailSent = max(0, sent - head.count - body.count)
        let written = head.withUnsafeBytes { headBytes in
            body.withUnsafeBytes { bodyBytes in
                tail.withUnsafeBytes { tailBytes in
                    var vectors = (iovec(), iovec(), iovec())
                    var count = 0
                    withUnsafeMutableBytes(of: &vectors) { raw in
                        let slots = raw.bindMemory(to: iovec.self)
                        func add(_ bytes: UnsafeRawBufferPointer, from offset: Int, length: Int) {
                            guard length > 0, let base = bytes.baseAddress else { return }
                            slots[count] = iovec(
                                iov_base: UnsafeMutableRawPointer(mutating: base + offset), iov_len: length)
                            count += 1
                        }
                        add(headBytes, from: head.count - headLeft, length: headLeft)
                        add(bodyBytes, from: bodySent, length: bodyLeft)
                        add(tailBytes, from: tailSent, length: tail.count - tailSent)
                    }
                    return withUnsafeMutableBytes(of: &vectors) { raw -> Int in
                        var message = msghdr()
                        message.msg_iov = raw.baseAddress?.assumingMemoryBound(to: iovec.self)
                        message.msg_iovlen = count
                        return sendmsg(fd, &message, Int32(MSG_NOSIGNAL))
                    }
                }
            }
        }
        if written > 0 { consume(written) }
        return written
    }

    /// Removes up to `limit` unsent bytes and returns them, as a write that took them would: for callers that do their
    /// own I/O, such as the tests that play a socket with little room.
    mutating func take(upTo limit: Int) -> [UInt8] {
        let count = min(max(0, limit), pendingBytes)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        var skip = sent
        for part in [head, body, tail] where bytes.count < count {
            if skip >= part.count {
                skip -= part.count
                continue
            }
            let length = min(part.count - skip, count - bytes.count)
            bytes.append(contentsOf: part[skip..<(skip + length)])
            skip = 0
        }
        consume(count)
        return bytes
    }

    /// Drops everything, keeping small buffers' capacity for the next responses.
    private mutating func removeAll() {
        Self.clear(&head)
        body = []
        Self.clear(&tail)
        sent = 0
    }

    /// Releases every buffer (the connection is closing).
    mutating func release() {
        head = []
        body = []
        tail = []
        sent = 0
    }

    private mutating func consume(_ count: Int) {
        sent += count
        sentTotal += count
        if isEmpty {
            removeAll()
        } else if sent >= head.count + body.count && !body.isEmpty {
            // Head and body are gone: what was queued behind the body becomes the head, so a later large body can
            // be borrowed again.
            sent -= head.count + body.count
            swap(&head, &tail)
            Self.clear(&tail)
            body = []
        }
    }

    private static func clear(_ buffer: inout [UInt8]) {
        // An empty buffer (the tail, almost always) has nothing to clear: removing nothing still cost a call into the
        // array's general range replacement.
        if buffer.isEmpty {
            return
        } else if buffer.capacity > retainedCapacity {
            buffer = []
        } else {
            buffer.removeAll(keepingCapacity: true)
        }
    }
}
