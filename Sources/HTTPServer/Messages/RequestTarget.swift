/// Splitting and validation of a request-target (RFC 9112 §3.2) into authority, path and query bytes.
enum RequestTarget {
    /// The parts of a target; slices of the target bytes.
    struct Parts {
        var authority: ArraySlice<UInt8>?
        var rawPath: ArraySlice<UInt8>
        var rawQuery: ArraySlice<UInt8>?
    }

    /// Splits origin-form, absolute-form (`http(s)://authority/path?query`) or asterisk-form targets.
    /// Returns `nil` for anything else, including absolute-form with userinfo (RFC 9110 §4.2.4).
    /// A fragment (`#...`, never sent by conforming clients) is dropped.
    static func split(_ target: ArraySlice<UInt8>) -> Parts? {
        guard let first = target.first else { return nil }
        var bytes = target
        if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) { bytes = bytes[..<hash] }
        if first == UInt8(ascii: "*") {
            return target.count == 1 ? Parts(authority: nil, rawPath: bytes, rawQuery: nil) : nil
        }
        var authority: ArraySlice<UInt8>?
        if first != UInt8(ascii: "/") {
            // absolute-form: scheme "://" authority path-abempty [ "?" query ]
            guard let schemeEnd = schemeLength(bytes) else { return nil }
            let afterScheme = bytes.index(bytes.startIndex, offsetBy: schemeEnd)
            let authorityEnd =
                bytes[afterScheme...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }
                ?? bytes.endIndex
            let authorityBytes = bytes[afterScheme..<authorityEnd]
            guard !authorityBytes.isEmpty, !authorityBytes.contains(UInt8(ascii: "@")) else { return nil }
            authority = authorityBytes
            bytes = bytes[authorityEnd...]
        }
        let queryStart = bytes.firstIndex(of: UInt8(ascii: "?"))
        var rawPath = bytes[bytes.startIndex..<(queryStart ?? bytes.endIndex)]
        if rawPath.isEmpty { rawPath = slash[...] }
        let rawQuery = queryStart.map { bytes[bytes.index(after: $0)...] }
        return Parts(authority: authority, rawPath: rawPath, rawQuery: rawQuery)
    }

    private static let slash: [UInt8] = [UInt8(ascii: "/")]

    /// Length of `http://` or `https://` (case-insensitive) at the start, or `nil`.
    private static func schemeLength(_ bytes: ArraySlice<UInt8>) -> Int? {
        for scheme in ["http://", "https://"] where bytes.count > scheme.utf8.count {
            if zip(bytes, scheme.utf8).allSatisfy({ ByteClass.lowercased($0) == $1 }) { return scheme.utf8.count }
        }
        return nil
    }
}
