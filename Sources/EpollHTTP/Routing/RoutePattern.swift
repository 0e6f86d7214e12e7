/// A parsed route path such as `/v1/styles/{name}`: literal segments and named parameters.
struct RoutePattern: Sendable {
    /// One path segment of a pattern.
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    let segments: [Segment]
    /// For a pattern without parameters, its canonical path's UTF-8 (`/a/b`); a raw request path of these bytes
    /// matches without splitting or decoding anything.
    let literalBytes: [UInt8]?

    /// Parses a pattern; segments wrapped in braces capture parameters.
    init(_ pattern: String) {
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map { part in
            if part.hasPrefix("{") && part.hasSuffix("}") && part.count > 2 {
                return .parameter(String(part.dropFirst().dropLast()))
            }
            return .literal(String(part))
        }
        var literal: String? = "/"
        var parts: [String] = []
        for segment in segments {
            guard case .literal(let text) = segment, !text.utf8.contains(UInt8(ascii: "%")) else {
                literal = nil
                break
            }
            parts.append(text)
        }
        literalBytes = literal.map { _ in Array(("/" + parts.joined(separator: "/")).utf8) }
    }

    /// Whether two patterns describe the same route.
    func sameRoute(as other: RoutePattern) -> Bool { segments == other.segments }

    /// Matches decoded path segments, returning captured parameters, or `nil` when they don't match.
    func match(_ pathSegments: [String]) -> [String: String]? {
        guard pathSegments.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for index in segments.indices {
            let value = pathSegments[index]
            switch segments[index] {
            case .literal(let literal):
                guard literal == value else { return nil }
            case .parameter(let name):
                guard !value.isEmpty else { return nil }
                parameters[name] = value
            }
        }
        return parameters
    }
}
