/// Writes bytes through a pointer into memory the caller sized: a response head is written into one block in a few
/// copies, then appended to the output at once, instead of growing the output array field by field (each `append`
/// checked uniqueness and capacity and retained its source; a resolve answer's head made some twenty of them).
struct HeadWriter {
    /// Where the next byte goes.
    private var next: UnsafeMutablePointer<UInt8>
    /// The first byte written.
    private let start: UnsafeMutablePointer<UInt8>

    /// A writer at `start`, which must have room for everything written.
    init(_ start: UnsafeMutablePointer<UInt8>) {
        self.start = start
        next = start
    }

    /// The bytes written so far.
    var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: next - start) }

    /// Writes one byte.
    @inline(__always)
    mutating func write(_ byte: UInt8) {
        next.initialize(to: byte)
        next += 1
    }

    /// Writes `CR LF`.
    @inline(__always)
    mutating func writeLineEnd() {
        next[0] = 13
        next[1] = 10
        next += 2
    }

    /// Writes `bytes`.
    @inline(__always)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        next.update(from: base, count: bytes.count)
        next += bytes.count
    }

    /// Writes a constant's bytes.
    @inline(__always)
    mutating func write(_ text: StaticString) {
        next.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        next += text.utf8CodeUnitCount
    }

    /// Writes an array's bytes.
    @inline(__always)
    mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Writes a string's UTF-8 (in place when the string is contiguous, as native and small strings are).
    mutating func write(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ write($0) }) == nil {
            for byte in text.utf8 { write(byte) }
        }
    }

    /// Writes the first `count` bytes of two little-endian words, storing all 16 (the writer's room must take them;
    /// the bytes past `count` are overwritten by what comes next).
    @inline(__always)
    mutating func write(words: (low: UInt64, high: UInt64), count: Int) {
        let raw = UnsafeMutableRawPointer(next)
        raw.storeBytes(of: words.low.littleEndian, as: UInt64.self)
        raw.storeBytes(of: words.high.littleEndian, toByteOffset: 8, as: UInt64.self)
        next += count
    }

    /// Writes `value` in decimal (no sign, no leading zeros): at most 20 bytes.
    mutating func writeDecimal(_ value: UInt64) {
        next += DecimalDigits.write(value, to: next)
    }
}

extension HeadWriter {
    /// Writes `HTTP/1.1`, the status's code and reason phrase, and CRLF: at most 15 bytes and the phrase.
    @inline(__always)
    mutating func writeStatusLine(_ status: HTTPStatus) {
        write("HTTP/1.1 " as StaticString)
        // HTTPStatus guarantees a three-digit code.
        let code = status.code
        write(UInt8(truncatingIfNeeded: code / 100 % 10) + 0x30)
        write(UInt8(truncatingIfNeeded: code / 10 % 10) + 0x30)
        write(UInt8(truncatingIfNeeded: code % 10) + 0x30)
        write(32)
        write(status.reasonPhrase)
        writeLineEnd()
    }

    /// Writes one field line, `name: value` and CRLF, from the fields' storage: 4 bytes more than the name and value.
    @inline(__always)
    mutating func writeFieldLine(_ entry: HTTPFields.Entry, in storage: UnsafeBufferPointer<UInt8>) {
        write(UnsafeBufferPointer(rebasing: storage[Int(entry.nameStart)..<Int(entry.nameEnd)]))
        write(UInt8(ascii: ":"))
        write(32)
        write(UnsafeBufferPointer(rebasing: storage[Int(entry.valueStart)..<Int(entry.valueEnd)]))
        writeLineEnd()
    }

    /// Writes `Content-Length`, the count's digits and CRLF: at most 38 bytes.
    @inline(__always)
    mutating func writeContentLength(_ count: Int) {
        write("Content-Length: " as StaticString)
        writeDecimal(UInt64(max(0, count)))
        writeLineEnd()
    }
}
