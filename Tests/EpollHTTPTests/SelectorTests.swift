import Foundation
import Glibc
import Synchronization
import Testing

@testable import EpollHTTP

@Suite("Selector: epoll and its event set")
struct SelectorTests {
    // epoll's bits from <sys/epoll.h> (the test target does not see the system module that defines them).
    private static let epollIn: UInt32 = 0x001, epollOut: UInt32 = 0x004, epollRDHup: UInt32 = 0x2000
    private static let epollET: UInt32 = 1 << 31

    @Test func eventSetCarriesEpollsOwnBits() {
        let reported = SelectorEventSet(rawValue: Self.epollIn | Self.epollRDHup)
        #expect(reported.contains(.readable))
        #expect(reported.contains(.readEOF))
        #expect(!reported.contains(.writable))
        #expect(!reported.isDisjoint(with: .hangup))
        #expect(SelectorEventSet(rawValue: Self.epollOut).isDisjoint(with: .hangup))
        #expect(
            SelectorEventSet.connection.rawValue
                == Self.epollIn | Self.epollOut | Self.epollRDHup | Self.epollET)
    }

    @Test func readinessIsReportedWithItsEvents() throws {
        let epoll = try Epoll()
        defer { epoll.close() }
        var fds: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0, &fds) == 0)
        defer { _ = Glibc.close(fds[0]) }
        #expect(epoll.add(fds[0], events: .connection, token: 42))
        // A fresh socket is writable only.
        #expect(try epoll.wait(timeoutMilliseconds: 1_000) == 1)
        #expect(epoll.event(at: 0).token == 42)
        #expect(epoll.event(at: 0).events == .writable)
        // Bytes and then the peer's end arrive: one edge with input and the end of input.
        var byte: UInt8 = 7
        #expect(write(fds[1], &byte, 1) == 1)
        _ = Glibc.close(fds[1])
        #expect(try epoll.wait(timeoutMilliseconds: 1_000) == 1)
        let reported = epoll.event(at: 0).events
        #expect(reported.contains(.readable))
        #expect(!reported.isDisjoint(with: .hangup))
    }

    @Test func aFailedWaitIsThrownNotTakenForAQuietTurn() throws {
        let epoll = try Epoll(capacity: 1)
        epoll.close()
        #expect(throws: HTTPServerError.system("epoll_wait", EBADF)) {
            try epoll.wait(timeoutMilliseconds: 0)
        }
    }
}

extension SelectorTests {
    /// A signal that lands while the loop waits is not an event and not an error: the wait goes on.
    @Test func aSignalDuringTheWaitIsRetried() throws {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        action.sa_flags = 0  // no SA_RESTART: epoll_wait fails with EINTR
        sigemptyset(&action.sa_mask)
        #expect(sigaction(SIGUSR2, &action, nil) == 0)
        let selector = SelectorBox(try Epoll())
        var fds: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0, &fds) == 0)
        defer {
            _ = Glibc.close(fds[0])
            _ = Glibc.close(fds[1])
        }
        #expect(selector.epoll.add(fds[0], events: .readable, token: 7))
        let result = Mutex<Result<Int, HTTPServerError>?>(nil)
        let waiter = Mutex<pthread_t?>(nil)
        let thread = Thread {
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGUSR2)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            waiter.withLock { $0 = pthread_self() }
            let outcome = Result { () throws(HTTPServerError) -> Int in
                try selector.epoll.wait(timeoutMilliseconds: 5_000)
            }
            result.withLock { $0 = outcome }
        }
        thread.start()
        #expect(eventually(within: 2) { waiter.withLock { $0 } != nil })
        usleep(100_000)  // the thread is in epoll_wait by now
        if let target = waiter.withLock({ $0 }) { #expect(pthread_kill(target, SIGUSR2) == 0) }
        usleep(50_000)
        #expect(result.withLock { $0 } == nil)  // still waiting, not failed
        var byte: UInt8 = 1
        #expect(write(fds[1], &byte, 1) == 1)
        #expect(eventually(within: 2) { result.withLock { $0 } != nil })
        #expect(try result.withLock { $0 }?.get() == 1)
    }
}

/// Hands an `Epoll` to the one thread that waits on it (it is used by one thread at a time, as in the loop).
private final class SelectorBox: @unchecked Sendable {
    let epoll: Epoll
    init(_ epoll: Epoll) { self.epoll = epoll }
}
