/// Where a request-target's parts (RFC 9112 §3.2) lie in the bytes it was read from: offsets, not strings, so a
/// request carries its target's authority, path and query at no cost and makes a `String` of one only when a handler
/// reads it (most read none: the router compares the path's bytes).
struct RequestTarget: Sendable, Equatable {
    /// The whole target as sent.
    var start: Int32
    var end: Int32
    /// The path as sent; empty for an absolute-form target without one (its path is then `/`).
    var pathStart: Int32
    var pathEnd: Int32
    /// The query after `?`, when `queryStart` is not negative.
    var queryStart: Int32
    var queryEnd: Int32
    /// The authority of an absolute-form target, when `authorityStart` is not negative.
    var authorityStart: Int32
    var authorityEnd: Int32
    /// Whether the target has one of the forms below; a request made in code may have another (its path, raw
    /// path and target are then the target as given).
    var isSplit: Bool
    /// Whether the path holds a `%` (and so decodes to something else).
    var pathHasPercent: Bool

    /// A target in none of the forms: `start..<end` is all there is.
    static func unsplit(start: Int, end: Int) -> RequestTarget {
        RequestTarget(
            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end), pathStart: 0, pathEnd: 0,
            queryStart: -1, queryEnd: -1, authorityStart: -1, authorityEnd: -1, isSplit: false,
            pathHasPercent: false)
    }

    /// Splits `bytes[start..<end]`: origin-form, absolute-form (`http(s)://authority/path?query`) or asterisk-form.
    /// Returns `nil` for anything else, including absolute-form with userinfo (RFC 9110 §4.2.4). A fragment (`#...`,
    /// never sent by conforming clients) is dropped. Offsets must fit an `Int32` (a head is far smaller).
    static func split(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> RequestTarget? {
        guard start < end else { return nil }
        let first = bytes[start]
        var parts = RequestTarget.unsplit(start: start, end: end)
        parts.isSplit = true
        if first == UInt8(ascii: "*") {
            guard end - start == 1 else { return nil }
            parts.pathStart = parts.start
            parts.pathEnd = parts.end
            return parts
        }
        var pathStart = start
        if first != UInt8(ascii: "/") {
            // absolute-form: scheme "://" authority path-abempty [ "?" query ]; the scheme's test counts the bytes
            // before any fragment.
            var limit = start
            while limit < end && bytes[limit] != UInt8(ascii: "#") { limit &+= 1 }
            guard let schemeEnd = schemeEnd(bytes, from: start, to: limit) else { return nil }
            var authorityEnd = schemeEnd
            while authorityEnd < limit && bytes[authorityEnd] != UInt8(ascii: "/")
                && bytes[authorityEnd] != UInt8(ascii: "?")
            {
                guard bytes[authorityEnd] != UInt8(ascii: "@") else { return nil }
                authorityEnd &+= 1
            }
            guard authorityEnd > schemeEnd else { return nil }
            parts.authorityStart = Int32(truncatingIfNeeded: schemeEnd)
            parts.authorityEnd = Int32(truncatingIfNeeded: authorityEnd)
            pathStart = authorityEnd
        }
        // One pass: the path ends at `?` or `#`, the query at `#`.
        var index = pathStart
        var hasPercent = false
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: "%") { hasPercent = true }
            index &+= 1
        }
        parts.pathStart = Int32(truncatingIfNeeded: pathStart)
        parts.pathEnd = Int32(truncatingIfNeeded: index)
        parts.pathHasPercent = hasPercent
        if index < end && bytes[index] == UInt8(ascii: "?") {
            let queryStart = index &+ 1
            index = queryStart
            while index < end && bytes[index] != UInt8(ascii: "#") { index &+= 1 }
            parts.queryStart = Int32(truncatingIfNeeded: queryStart)
            parts.queryEnd = Int32(truncatingIfNeeded: index)
        }
        return parts
    }

    /// Where `http://` or `https://` (case-insensitive) at `start` ends, or `nil`; the target must hold more.
    private static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to limit: Int) -> Int? {
        for scheme: StaticString in ["http://", "https://"] where limit - start > scheme.utf8CodeUnitCount {
            let matches = scheme.withUTF8Buffer { scheme in
                var offset = 0
                while offset < scheme.count && ByteClass.lowercased(bytes[start &+ offset]) == scheme[offset] {
                    offset &+= 1
                }
                return offset == scheme.count
            }
            if matches { return start + scheme.utf8CodeUnitCount }
        }
        return nil
    }
}
