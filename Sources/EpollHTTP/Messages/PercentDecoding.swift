/// Percent-decoding of URI components (RFC 3986 §2.1).
enum PercentDecoding {
    /// Decodes `%XX` escapes (and `+` as space when `plusAsSpace`); `nil` for a malformed escape.
    static func decode<C: Collection>(_ bytes: C, plusAsSpace: Bool = false) -> [UInt8]? where C.Element == UInt8 {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                let first = bytes.index(after: index)
                guard first != bytes.endIndex else { return nil }
                let second = bytes.index(after: first)
                guard second != bytes.endIndex,
                    ByteClass.isHexDigit(bytes[first]), ByteClass.isHexDigit(bytes[second])
                else { return nil }
                output.append(UInt8(ByteClass.hexValue(bytes[first]) << 4 | ByteClass.hexValue(bytes[second])))
                index = bytes.index(after: second)
            } else {
                output.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index = bytes.index(after: index)
            }
        }
        return output
    }

    /// Decodes to a `String`, requiring valid UTF-8; `nil` for a malformed escape or invalid UTF-8.
    static func decodeString<C: Collection>(_ bytes: C, plusAsSpace: Bool = false) -> String? where C.Element == UInt8 {
        if !bytes.contains(UInt8(ascii: "%")) && !(plusAsSpace && bytes.contains(UInt8(ascii: "+"))) {
            return String(validating: bytes, as: UTF8.self)
        }
        guard let decoded = decode(bytes, plusAsSpace: plusAsSpace) else { return nil }
        return String(validating: decoded, as: UTF8.self)
    }
}
