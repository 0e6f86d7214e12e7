import CHTTPServerSystem
import Glibc

/// A thin owner of one epoll instance: the loop's selector, kept apart from the protocol code.
struct Epoll {
    /// The epoll file descriptor.
    let fd: Int32

    static let readable = EPOLLIN.rawValue
    static let writable = EPOLLOUT.rawValue
    static let hangup = EPOLLHUP.rawValue | EPOLLERR.rawValue | EPOLLRDHUP.rawValue
    /// What a connection is registered for, once for its life: edge-triggered input, output and hang-ups, as nginx
    /// does. Each new arrival is reported once, in arrival order, so the loop must read until the socket is drained.
    static let connectionEvents = EPOLLIN.rawValue | EPOLLOUT.rawValue | EPOLLRDHUP.rawValue | EPOLLET.rawValue

    /// Creates the instance (close-on-exec).
    init() throws(HTTPServerError) {
        let fd = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard fd >= 0 else { throw .system("epoll_create1", errno) }
        self.fd = fd
    }

    /// Registers `descriptor` for `events` with `token` as its user data.
    @discardableResult
    func add(_ descriptor: Int32, events: UInt32, token: UInt64) -> Bool {
        var event = epoll_event(events: events, data: epoll_data_t(u64: token))
        return epoll_ctl(fd, EPOLL_CTL_ADD, descriptor, &event) == 0
    }

    /// Stops watching `descriptor`.
    func remove(_ descriptor: Int32) {
        var event = epoll_event()
        _ = epoll_ctl(fd, EPOLL_CTL_DEL, descriptor, &event)
    }

    /// Waits for events (EINTR reported as zero events).
    func wait(_ events: UnsafeMutablePointer<epoll_event>, capacity: Int32, timeoutMilliseconds: Int32) -> Int {
        let count = epoll_wait(fd, events, capacity, timeoutMilliseconds)
        return count < 0 ? 0 : Int(count)
    }

    /// Closes the instance.
    func close() {
        _ = Glibc.close(fd)
    }
}
