import CEpollHTTPSystem
import Glibc

/// An event loop's wakeup: the eventfd its epoll watches, and the connections whose body writers (or awaited answers,
/// ``HTTPResponseCompletion``) have something for it. Any thread may wake the loop; only the loop reads the eventfd
/// and takes the list.
///
/// A class that owns the descriptor and closes it when the last reference goes: a body writer may hold the waker
/// after its loop exited, and its write then goes to the loop's own eventfd, never to a number reused by a later
/// `open`.
final class LoopWaker: Sendable {
    let fd: Int32
    /// Connection tokens whose writers have bytes, an end or a cut-off for the loop, or whose answer was given.
    private let ready = PThreadMutex<[UInt64]>([])

    /// A waker with a new non-blocking eventfd.
    init() throws(HTTPServerError) {
        let fd = eventfd(0, Int32(EFD_CLOEXEC) | Int32(EFD_NONBLOCK))
        guard fd >= 0 else { throw .system("eventfd", errno) }
        self.fd = fd
    }

    deinit {
        _ = Glibc.close(fd)
    }

    /// Wakes the loop (from any thread).
    func wake() {
        var one: UInt64 = 1
        _ = write(fd, &one, 8)
    }

    /// Tells the loop the writer of connection `token` has something for it; wakes it unless a wakeup is pending.
    func schedule(_ token: UInt64) {
        let first = ready.withLock { tokens in
            tokens.append(token)
            return tokens.count == 1
        }
        if first { wake() }
    }

    /// The loop's side: consumes the wakeup and swaps the scheduled tokens into `tokens` (which should be empty).
    func takeReady(into tokens: inout [UInt64]) {
        var value: UInt64 = 0
        _ = read(fd, &value, 8)
        ready.withLock { swap(&$0, &tokens) }
    }
}
