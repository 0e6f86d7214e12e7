#if canImport(Glibc)
import Glibc
#endif

/// The address of a connection's peer, read once when it is accepted.
struct PeerAddress: Sendable {
    /// What the per-peer connection cap counts by: an IPv4 address (as its IPv4-mapped IPv6 form, so a dual-stack
    /// listener counts it once), or an IPv6 peer's /64 network, which one host usually holds whole.
    struct Key: Hashable, Sendable {
        var high: UInt64
        var low: UInt64
    }

    /// The numeric address (`127.0.0.1`, `::1`), or nil when it could not be read.
    let text: String?
    /// Whether the peer is this machine: 127.0.0.0/8, ::1, or an IPv4-mapped loopback address.
    let isLoopback: Bool
    /// The key the per-peer cap counts the connection under, nil when the address could not be read.
    let key: Key?

    /// A known address (tests, or a peer read elsewhere).
    init(text: String?, isLoopback: Bool, key: Key? = nil) {
        self.text = text
        self.isLoopback = isLoopback
        self.key = key
    }

    /// The peer of a connected socket.
    init(socket fd: Int32) {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &length) }
        }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        switch result == 0 ? Int32(storage.ss_family) : AF_UNSPEC {
        case AF_INET:
            let address = withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee }
            }
            var inAddress = address.sin_addr
            inet_ntop(AF_INET, &inAddress, &buffer, socklen_t(buffer.count))
            let host = UInt32(bigEndian: address.sin_addr.s_addr)
            self.isLoopback = host >> 24 == 127
            self.key = Key(high: 0, low: 0xFFFF_0000_0000 | UInt64(host))
        case AF_INET6:
            let address = withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee }
            }
            var in6Address = address.sin6_addr
            inet_ntop(AF_INET6, &in6Address, &buffer, socklen_t(buffer.count))
            let bytes = withUnsafeBytes(of: address.sin6_addr) { Array($0) }
            let isIPv6Loopback = bytes[0..<15].allSatisfy { $0 == 0 } && bytes[15] == 1
            let isMappedIPv4 = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
            self.isLoopback = isIPv6Loopback || isMappedIPv4 && bytes[12] == 127
            self.key = Self.key(ofIPv6: bytes)
        default:
            self.text = nil
            self.isLoopback = false
            self.key = nil
            return
        }
        self.text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The key of an IPv6 address's 16 bytes: its /64 network, except in `::/64` (loopback, IPv4-mapped and other
    /// special forms), where the whole address counts.
    static func key(ofIPv6 bytes: [UInt8]) -> Key {
        let high = bytes[0..<8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let low = bytes[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Key(high: high, low: high == 0 ? low : 0)
    }
}
