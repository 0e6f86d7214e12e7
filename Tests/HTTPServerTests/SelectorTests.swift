import Glibc
@testable import HTTPServer
import Testing

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
        #expect(SelectorEventSet.connection.rawValue
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
