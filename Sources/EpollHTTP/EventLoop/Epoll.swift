import CEpollHTTPSystem
import Glibc

/// A thin owner of one epoll instance and the buffer its waits fill: the loop's selector, kept apart from the
/// protocol code. Used by one thread.
final class Epoll {
    /// The epoll file descriptor (-1 once closed).
    private(set) var fd: Int32
    /// Most events one wait reports.
    let capacity: Int32
    private let events: UnsafeMutablePointer<epoll_event>

    /// Creates the instance (close-on-exec) with room for `capacity` events per wait.
    init(capacity: Int32 = 256) throws(HTTPServerError) {
        let fd = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard fd >= 0 else { throw .system("epoll_create1", errno) }
        self.fd = fd
        self.capacity = max(1, capacity)
        self.events = .allocate(capacity: Int(self.capacity))
    }

    deinit {
        close()
        events.deallocate()
    }

    /// Registers `descriptor` for `events` with `token` as its user data.
    @discardableResult
    func add(_ descriptor: Int32, events: SelectorEventSet, token: UInt64) -> Bool {
        var event = epoll_event(events: events.rawValue, data: epoll_data_t(u64: token))
        return epoll_ctl(fd, EPOLL_CTL_ADD, descriptor, &event) == 0
    }

    /// Stops watching `descriptor`.
    func remove(_ descriptor: Int32) {
        var event = epoll_event()
        _ = epoll_ctl(fd, EPOLL_CTL_DEL, descriptor, &event)
    }

    /// Waits for events and returns how many are ready (read them with `event(at:)`). A signal that interrupts the
    /// wait is retried; any other failure is thrown, so the caller can count it instead of taking it for a quiet turn.
    func wait(timeoutMilliseconds: Int32) throws(HTTPServerError) -> Int {
        while true {
            let count = epoll_wait(fd, events, capacity, timeoutMilliseconds)
            if count >= 0 { return Int(count) }
            let code = errno
            if code != EINTR { throw .system("epoll_wait", code) }
        }
    }

    /// Event `index` of the last wait: the token it was registered with and what happened.
    @inline(__always)
    func event(at index: Int) -> (token: UInt64, events: SelectorEventSet) {
        let event = events[index]
        return (event.data.u64, SelectorEventSet(rawValue: event.events))
    }

    /// Closes the instance (once; later calls do nothing).
    func close() {
        guard fd >= 0 else { return }
        _ = Glibc.close(fd)
        fd = -1
    }
}
