/// Errors from starting the server (binding, system resources); request-level problems never throw.
public enum HTTPServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A system call failed with this errno.
    case system(String, Int32)
    /// The host is not a numeric IPv4/IPv6 address (or `localhost`).
    case invalidHost(String)
    /// `start()` was called on a server that already started.
    case alreadyStarted
    /// Another socket already listens on this host and port.
    case addressInUse(String, Int)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .system(let call, let code): "\(call) failed (errno \(code))"
        case .invalidHost(let host): "invalid host \(host)"
        case .alreadyStarted: "server already started"
        case .addressInUse(let host, let port): "\(host):\(port) is already in use by another listener"
        }
    }
}
