import CEpollHTTPSystem
import Glibc

/// What epoll reported for one descriptor, as a set: input, output, the peer's end of input, a reset and an error.
///
/// The members carry epoll's own bits, so turning a reported mask into a set costs nothing. The loop also keeps one
/// per connection for the readiness it has not consumed yet (edge-triggered epoll reports each change once).
struct SelectorEventSet: OptionSet, Sendable {
    let rawValue: UInt32

    /// Bytes (or the end of input) can be read (`EPOLLIN`).
    static let readable = SelectorEventSet(rawValue: EPOLLIN.rawValue)
    /// The socket has room for output (`EPOLLOUT`).
    static let writable = SelectorEventSet(rawValue: EPOLLOUT.rawValue)
    /// The peer shut down its sending side (`EPOLLRDHUP`).
    static let readEOF = SelectorEventSet(rawValue: EPOLLRDHUP.rawValue)
    /// Both directions are gone (`EPOLLHUP`).
    static let reset = SelectorEventSet(rawValue: EPOLLHUP.rawValue)
    /// The socket has a pending error (`EPOLLERR`).
    static let error = SelectorEventSet(rawValue: EPOLLERR.rawValue)
    /// Edge-triggered registration (`EPOLLET`): asked for, never reported.
    static let edgeTriggered = SelectorEventSet(rawValue: EPOLLET.rawValue)

    /// Any sign that input ended: the peer's end, a reset or an error. Each still has to be read to be seen.
    static let hangup: SelectorEventSet = [.readEOF, .reset, .error]
    /// What a connection is registered for, once for its life: edge-triggered input, output and the peer's end, as
    /// nginx does. Each new arrival is reported once, in arrival order, so the loop reads until the socket is drained.
    static let connection: SelectorEventSet = [.readable, .writable, .readEOF, .edgeTriggered]
}
