import CEpollHTTPSystem
import Glibc

/// Creates non-blocking `SO_REUSEPORT` listening sockets for IPv4 or IPv6 addresses.
enum ListeningSocket {
    /// A parsed listening address.
    private struct Address {
        var family: Int32
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        var isIPv6Wildcard: Bool

        init(host: String, port: Int) throws(HTTPServerError) {
            let numericHost = host == "localhost" ? "127.0.0.1" : host
            isIPv6Wildcard = numericHost == "::"
            if inet_pton(AF_INET, numericHost, &v4.sin_addr) == 1 {
                family = AF_INET
                v4.sin_family = sa_family_t(AF_INET)
                v4.sin_port = UInt16(truncatingIfNeeded: port).bigEndian
            } else if inet_pton(AF_INET6, numericHost, &v6.sin6_addr) == 1 {
                family = AF_INET6
                v6.sin6_family = sa_family_t(AF_INET6)
                v6.sin6_port = UInt16(truncatingIfNeeded: port).bigEndian
            } else {
                throw .invalidHost(host)
            }
        }

        /// `bind(2)` of a socket to this address.
        mutating func bind(_ fd: Int32) -> Int32 {
            if family == AF_INET {
                return withUnsafePointer(to: &v4) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }
            }
            return withUnsafePointer(to: &v6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
    }

    /// Fails with ``HTTPServerError/addressInUse(_:_:)`` when another socket already listens on `host:port`, even
    /// one with `SO_REUSEPORT` (which would otherwise let this server silently share its connections). The probe
    /// binds without `SO_REUSEPORT`, so any live listener on the port makes it fail.
    static func ensureAvailable(host: String, port: Int) throws(HTTPServerError) {
        var address = try Address(host: host, port: port)
        let fd = socket(address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .system("socket", errno) }
        defer { close(fd) }
        var one: Int32 = 1
        var zero: Int32 = 0
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        if address.family == AF_INET6 && address.isIPv6Wildcard {
            setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &zero, socklen_t(MemoryLayout<Int32>.size))
        }
        guard address.bind(fd) == 0 else {
            let code = errno
            throw code == EADDRINUSE ? .addressInUse(host, port) : .system("bind", code)
        }
    }

    /// Binds and listens on `host:port`; returns the descriptor and the bound port (useful for port 0).
    static func make(host: String, port: Int, backlog: Int32) throws(HTTPServerError) -> (fd: Int32, port: Int) {
        var address = try Address(host: host, port: port)
        let family = address.family
        let fd = socket(
            family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .system("socket", errno) }
        var one: Int32 = 1
        var zero: Int32 = 0
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &one, socklen_t(MemoryLayout<Int32>.size))
        if family == AF_INET6 && address.isIPv6Wildcard {
            setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &zero, socklen_t(MemoryLayout<Int32>.size))
        }
        let bound = address.bind(fd)
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw .system("bind", code)
        }
        guard listen(fd, backlog) == 0 else {
            let code = errno
            close(fd)
            throw .system("listen", code)
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(fd)
            throw .system("getsockname", code)
        }
        let boundPort: UInt16 = withUnsafePointer(to: &storage) { pointer in
            if family == AF_INET {
                return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    UInt16(bigEndian: $0.pointee.sin_port)
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                UInt16(bigEndian: $0.pointee.sin6_port)
            }
        }
        return (fd, Int(boundPort))
    }
}
