import EpollHTTP

/// Writes need the admin token when one is configured, and pass ``LoopbackTrust`` when not; a read-only service
/// refuses them. Read routes pass through untouched.
struct AuthorizationMiddleware: Middleware {
    var readOnly: Bool
    /// The bearer token writes must present; nil lets trusted clients of this machine write without one.
    var adminToken: String?
    /// When a write without a token is trusted (no admin token configured).
    var trust: LoopbackTrust

    func wrap(_ next: @escaping HTTPHandler, for route: Route) -> HTTPHandler {
        guard route.access == .write else { return next }
        return { [self] request in
            if let denied = denial(of: request) { return denied.response }
            return next(request)
        }
    }

    /// Why a write may not go ahead, or nil when it may.
    func denial(of request: HTTPRequest) -> ProblemDetails? {
        if readOnly {
            return ProblemDetails(
                .readOnly, detail: "This service runs with --read-only; styles cannot be changed through the API.")
        }
        if let adminToken {
            let presented = request.fields[.authorization].flatMap { header -> Substring? in
                let parts = header.split(separator: " ", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
                return parts[1]
            }
            guard let presented, Self.constantTimeEquals(Array(presented.utf8), Array(adminToken.utf8)) else {
                return ProblemDetails(
                    .unauthorized,
                    detail: "Writes need the header Authorization: Bearer <token> with the service's admin token.",
                    fields: HTTPFields([.wwwAuthenticate: "Bearer realm=\"style-resolver\""]))
            }
            return nil
        }
        return trust.refusal(of: request)
    }

    /// Compares secrets without an early exit, so timing does not reveal how much matched.
    static func constantTimeEquals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<max(a.count, b.count) {
            difference |= (index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0xFF)
        }
        return difference == 0
    }
}
