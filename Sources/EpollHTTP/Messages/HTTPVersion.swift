/// The HTTP version of a request (`HTTP/1.0` or `HTTP/1.1`; other 1.x minors are treated as 1.1).
public struct HTTPVersion: Hashable, Sendable, CustomStringConvertible {
    /// The major version; always 1 for a request that reached a handler.
    public let major: Int
    /// The minor version.
    public let minor: Int

    /// Creates a version value.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    // SwiftNIO's spelling (`.http1_1`), which users of HTTP servers in Swift know.
    /// `HTTP/1.0`: close by default.
    public static let http1_0 = HTTPVersion(major: 1, minor: 0)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `HTTP/1.1`: keep-alive by default, `Host` required.
    public static let http1_1 = HTTPVersion(major: 1, minor: 1)

    /// `"HTTP/1.1"`.
    public var description: String { "HTTP/\(major).\(minor)" }
}
