#if canImport(Glibc)
import Glibc
#endif

/// The address of a connection's peer, read once when it is accepted.
struct PeerAddress: Sendable {
    /// The numeric address (`127.0.0.1`, `::1`), or nil when it could not be read.
    let text: String?
    /// Whether the peer is this machine: 127.0.0.0/8, ::1, or an IPv4-mapped loopback address.
    let isLoopback: Bool

    /// A known address (tests, or a peer read elsewhere).
    init(text: String?, isLoopback: Bool) {
        self.text = text
        self.isLoopback = isLoopback
    }

    /// The peer of a connected socket.
    init(socket fd: Int32) {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &length) }
        }
        guard result == 0 else {
            self.text = nil
            self.isLoopback = false
            return
        }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        switch Int32(storage.ss_family) {
        case AF_INET:
            let address = withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee }
            }
            var inAddress = address.sin_addr
            inet_ntop(AF_INET, &inAddress, &buffer, socklen_t(buffer.count))
            self.isLoopback = UInt32(bigEndian: address.sin_addr.s_addr) >> 24 == 127
        case AF_INET6:
            let address = withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee }
            }
            var in6Address = address.sin6_addr
            inet_ntop(AF_INET6, &in6Address, &buffer, socklen_t(buffer.count))
            let bytes = withUnsafeBytes(of: address.sin6_addr) { Array($0) }
            let isIPv6Loopback = bytes[0..<15].allSatisfy { $0 == 0 } && bytes[15] == 1
            let isMappedIPv4Loopback =
                bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
            self.isLoopback = isIPv6Loopback || isMappedIPv4Loopback
        default:
            self.text = nil
            self.isLoopback = false
            return
        }
        self.text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
