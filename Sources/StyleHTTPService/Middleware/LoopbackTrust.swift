import EpollHTTP

#if canImport(Glibc)
import Glibc
#endif

/// When a write without a token is trusted, with no admin token configured: it comes from this machine's loopback,
/// its `Host` names this machine, any `Origin` it carries may write, and no proxy forwarded it. A loopback peer alone
/// says little: a same-host proxy or mesh sidecar (which connects from 127.0.0.6, say) relays remote clients from
/// loopback, and a browser on this machine sends the requests of any page it shows, including a page whose name an
/// attacker rebound to 127.0.0.1 (DNS rebinding).
struct LoopbackTrust: Sendable {
    /// The listen address (`--host`) as `Host` names it, lowercase and without brackets; nil for a wildcard address.
    var listenHost: String?
    /// Origins allowed to write (`--cors-write-origins`; `*` for any).
    var writeOrigins: [String]
    /// Whether the socket peer is this machine.
    var isLoopbackPeer: @Sendable (HTTPRequest) -> Bool

    /// The rules for a service listening on `host` whose pages of `writeOrigins` may write.
    init(
        host: String, writeOrigins: [String],
        isLoopbackPeer: @escaping @Sendable (HTTPRequest) -> Bool = { $0.isFromLoopback }
    ) {
        let name = Self.unbracketed(host.lowercased())
        self.listenHost = Self.isWildcardAddress(name) ? nil : name
        self.writeOrigins = writeOrigins
        self.isLoopbackPeer = isLoopbackPeer
    }

    /// Why a write without a token is not trusted, or nil when it is.
    func refusal(of request: HTTPRequest) -> ProblemDetails? {
        guard isLoopbackPeer(request) else {
            return ProblemDetails(
                .writesNeedToken,
                detail: "No admin token is configured (STYLE_RESOLVER_ADMIN_TOKEN), so styles can only be changed by "
                    + "clients on this machine.")
        }
        if let field = Self.forwardingField(in: request.fields) {
            return ProblemDetails(
                .forwardedRequest,
                detail: "The request carries \(field), so a proxy forwarded it from a client that may be anywhere; "
                    + "without an admin token only direct clients on this machine may write.")
        }
        let hosts = request.fields.values(for: .host)
        guard hosts.count == 1, let host = hosts.first, namesThisMachine(host) else {
            let named = hosts.isEmpty ? "no Host" : "Host \"\(hosts.joined(separator: ", "))\""
            return ProblemDetails(
                .untrustedHost, detail: "The request has \(named), which does not name this machine.")
        }
        if let authority = request.targetAuthority, !namesThisMachine(authority) {
            return ProblemDetails(
                .untrustedHost, detail: "The request's target names \"\(authority)\", which is not this machine.")
        }
        for origin in request.fields.values(for: .origin) where !mayWrite(origin: origin, host: host) {
            return ProblemDetails(
                .untrustedOrigin,
                detail: "A page of \"\(origin)\" sent the request, and that origin is not in --cors-write-origins.")
        }
        return nil
    }

    /// Whether a page of `origin` may write: the service's own pages (the origin is `http://` and the request's
    /// `Host`), and those of the origins listed.
    func mayWrite(origin: String, host: String) -> Bool {
        origin.lowercased() == "http://" + host.lowercased() || writeOrigins.contains(origin)
            || writeOrigins.contains("*")
    }

    /// Whether an authority (`Host`'s value: a name or address and an optional port) names this machine:
    /// `localhost`, a loopback address (`127.0.0.1`, `[::1]`) or the listen address's name.
    func namesThisMachine(_ authority: String) -> Bool {
        guard let name = Self.hostName(of: authority.lowercased()) else { return false }
        let bare = Self.unbracketed(name)
        // Brackets hold an IPv6 address, and only they may.
        guard name.hasPrefix("[") == bare.contains(":") else { return false }
        return bare == "localhost" || bare == listenHost || Self.isLoopbackAddress(bare)
    }

    /// The field that says a proxy forwarded the request (the de-facto `X-Forwarded-*` family, RFC 7239's
    /// `Forwarded`, RFC 9110's `Via`, and the client-address fields of common proxies, CDNs and Envoy), or nil.
    static func forwardingField(in fields: HTTPFields) -> String? {
        for (name, _) in fields {
            let lowercase = name.lowercased()
            if forwardingFields.contains(lowercase) || lowercase.hasPrefix("x-forwarded-")
                || lowercase.hasPrefix("x-envoy-")
            {
                return name
            }
        }
        return nil
    }

    /// Names (lowercase) of fields only a proxy adds, besides the `X-Forwarded-` and `X-Envoy-` prefixes.
    static let forwardingFields: Set<String> = [
        "forwarded", "via", "x-real-ip", "x-client-ip", "x-cluster-client-ip", "true-client-ip", "cf-connecting-ip",
        "fastly-client-ip", "x-original-forwarded-for", "x-proxyuser-ip", "cdn-loop", "client-ip",
    ]

    /// The host of an authority without its port, lowercase as given (an IPv6 address keeps its brackets); nil when
    /// it is empty or its port is not a TCP port number (1 to 65535, in at most 5 digits).
    static func hostName(of authority: String) -> String? {
        var host = Substring(authority)
        var port: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let rest = host[host.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                port = rest.dropFirst()
            }
            host = host[...close]
        } else if let colon = host.firstIndex(of: ":") {
            port = host[host.index(after: colon)...]
            host = host[..<colon]
        }
        if let port {
            let digits = port.count <= 5 && port.allSatisfy { ("0"..."9").contains($0) }
            guard digits, let number = Int(port), (1...65_535).contains(number) else { return nil }
        }
        return host.isEmpty ? nil : String(host)
    }

    /// Whether a numeric address is loopback: 127.0.0.0/8, `::1` or an IPv4-mapped 127.0.0.0/8.
    static func isLoopbackAddress(_ text: String) -> Bool {
        guard let bytes = addressBytes(text) else { return false }
        if bytes.count == 4 { return bytes[0] == 127 }
        let zeroPrefix = bytes[0..<10].allSatisfy { $0 == 0 }
        return (zeroPrefix && bytes[10..<15].allSatisfy { $0 == 0 } && bytes[15] == 1)
            || (zeroPrefix && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127)
    }

    /// Whether an address listens on every interface (`0.0.0.0`, `::`), or is empty.
    static func isWildcardAddress(_ text: String) -> Bool {
        guard let bytes = addressBytes(text) else { return text.isEmpty }
        return bytes.allSatisfy { $0 == 0 }
    }

    /// The bytes of a numeric IPv4 (4) or IPv6 (16) address, or nil for anything else (a name).
    static func addressBytes(_ text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: v4) { Array($0) } }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: v6) { Array($0) } }
        return nil
    }

    /// `text` without one pair of enclosing brackets.
    static func unbracketed(_ text: String) -> String {
        text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
    }
}
