/// The playground's content security policy. Scripts and styles load only from the service's own files (no inline
/// script or style, so an answer that slips markup into the page still runs nothing), nothing else loads but `data:`
/// images, and the page may connect only to this service, plus the one service its `?api=` names: the page asks the
/// person before it talks to that one, and the policy makes sure it can talk to no other.
enum PlaygroundPolicy {
    /// The policy for `GET /`, letting the page connect to `apiOrigin` too (an ``origin(ofAPI:)`` result).
    static func header(apiOrigin: String?) -> String {
        let connect = apiOrigin.map { "'self' \($0)" } ?? "'self'"
        return "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; connect-src \(connect); "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }

    /// The origin (`scheme://host[:port]`, in lowercase) of an `api` value that is an `http:` or `https:` URL whose
    /// host is a plain name or IPv4 address (dot-separated labels of letters, digits and `-`). Anything else (another
    /// scheme, a user name, an IPv6 literal, a percent-encoded host, a bad port) is nil, so the policy only ever
    /// names an origin it can spell exactly; the page then cannot reach that service at all.
    static func origin(ofAPI value: String) -> String? {
        let lowered = value.lowercased()
        guard let scheme = ["http", "https"].first(where: { lowered.hasPrefix($0 + "://") }) else { return nil }
        let authority = lowered.dropFirst(scheme.count + 3).prefix { !"/?#".contains($0) }
        let parts = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let host = parts[0]
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard
            labels.allSatisfy({ label in
                !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            })
        else { return nil }
        guard parts.count == 2 else { return "\(scheme)://\(host)" }
        let port = parts[1]
        guard (1...5).contains(port.count), port.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(port), (1...65535).contains(number)
        else { return nil }
        return "\(scheme)://\(host):\(number)"
    }
}
