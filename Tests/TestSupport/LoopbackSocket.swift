import Glibc

/// A blocking TCP connection to a loopback port, as `RawHTTPClient` opens it: send and receive timeouts, an optional
/// source address (to spread many clients over 127.0.0.x) and receive buffer size.
public enum LoopbackSocket {
    /// Connects to `host:port` (an IPv4 or IPv6 literal); the connected descriptor, or the `errno` of the step that
    /// failed.
    public static func connect(
        host: String = "127.0.0.1", port: Int, sourceAddress: String? = nil, timeoutMilliseconds: Int = 5_000,
        receiveBufferBytes: Int32? = nil
    ) -> Result<Int32, ConnectError> {
        let isV6 = host.contains(":")
        let fd = socket(isV6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return .failure(ConnectError(code: errno)) }
        var timeout = timeval(tv_sec: timeoutMilliseconds / 1000, tv_usec: (timeoutMilliseconds % 1000) * 1000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if var size = receiveBufferBytes {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        if let sourceAddress {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            inet_pton(AF_INET, sourceAddress, &local.sin_addr)
            guard withSocketAddress(local, { bind(fd, $0, $1) }) == 0 else { return closing(fd) }
        }
        guard (isV6 ? connect(fd, v6: host, port: port) : connect(fd, v4: host, port: port)) == 0 else {
            return closing(fd)
        }
        return .success(fd)
    }

    private static func connect(_ fd: Int32, v4 host: String, port: Int) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        return withSocketAddress(address) { Glibc.connect(fd, $0, $1) }
    }

    private static func connect(_ fd: Int32, v6 host: String, port: Int) -> Int32 {
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_port = UInt16(port).bigEndian
        inet_pton(AF_INET6, host, &address.sin6_addr)
        return withSocketAddress(address) { Glibc.connect(fd, $0, $1) }
    }

    /// Calls `body` with `address` (a `sockaddr_in` or `sockaddr_in6`) as the generic `sockaddr` and its length.
    private static func withSocketAddress<Address>(
        _ address: Address, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) -> Int32 {
        withUnsafePointer(to: address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<Address>.size)) }
        }
    }

    /// Why a connection failed: the `errno` of the failed step.
    public struct ConnectError: Error, Equatable {
        /// The `errno` value.
        public let code: Int32
    }

    private static func closing(_ fd: Int32) -> Result<Int32, ConnectError> {
        let code = errno
        Glibc.close(fd)
        return .failure(ConnectError(code: code))
    }
}
