/// A streaming JSON writer that appends UTF-8 into one reusable byte buffer: the hot path's encoder.
///
/// Call `beginObject()`, `key(_:)`, `value(_:)`, `endObject()` and friends in document order; the
/// writer places commas (and, when pretty, newlines and indentation) itself. It trusts the call order:
/// a value in an object without a `key(_:)` first produces invalid JSON, so keep writers close to the
/// code that knows the shape. After ``reset()`` the buffer's capacity is reused, so a writer kept per
/// connection or per thread writes without heap allocation beyond the first growth.
///
/// Strings are escaped per RFC 8259: `"` and `\` and control characters (short escapes where JSON has
/// them, else `\u00XX`); `/` and non-ASCII are written as they are (UTF-8). Doubles are written as the
/// shortest text that reads back to the same value; integral ones without a fraction (`17`, not `17.0`).
/// NaN and infinity have no JSON form and are written as `null`.
public struct JSONWriter: Sendable {
    /// Layout of the output.
    public enum Format: Sendable, Hashable {
        /// No whitespace at all: for the wire.
        case compact
        /// Two-space indentation, one member or element per line, `"key": value`: for humans and files.
        case pretty
    }

    /// What was written last, which decides the separator before the next key or value.
    private enum State: UInt8, Sendable {
        /// Nothing yet, or a key: the next value follows directly.
        case none
        /// `{` or `[`: the next key or value is the container's first.
        case afterBegin
        /// A complete value: the next key or value needs a comma.
        case afterValue
    }

    /// The UTF-8 written so far.
    public private(set) var bytes: [UInt8]
    /// The layout chosen at creation.
    public let format: Format
    private var state: State = .none
    private var depth = 0

    /// A writer with an empty buffer of at least `capacity` bytes.
    public init(format: Format = .compact, capacity: Int = 2048) {
        self.format = format
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Empties the buffer, keeping its capacity, to write the next document.
    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        state = .none
        depth = 0
    }

    /// The output decoded as a `String` (a copy; the hot path sends ``bytes`` directly).
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Structure

    /// Starts an object: `{`.
    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        depth += 1
        state = .afterBegin
    }

    /// Ends the innermost object: `}`.
    public mutating func endObject() { end(UInt8(ascii: "}")) }

    /// Starts an array: `[`.
    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        depth += 1
        state = .afterBegin
    }

    /// Ends the innermost array: `]`.
    public mutating func endArray() { end(UInt8(ascii: "]")) }

    /// Writes an object member's key and the `:`; the member's value comes next.
    public mutating func key(_ key: String) {
        separate()
        appendString(key)
        bytes.append(UInt8(ascii: ":"))
        if format == .pretty { bytes.append(UInt8(ascii: " ")) }
        state = .none
    }

    // MARK: Values

    /// Writes a string value, escaped.
    public mutating func value(_ string: String) {
        separate()
        appendString(string)
        state = .afterValue
    }

    /// Writes an integer value.
    public mutating func value(_ integer: Int) {
        separate()
        appendInteger(Int64(integer))
        state = .afterValue
    }

    /// Writes a double value: shortest round-trip text, integral values without a fraction,
    /// `-0` for negative zero, `null` for NaN and infinity.
    public mutating func value(_ double: Double) {
        separate()
        appendDouble(double)
        state = .afterValue
    }

    /// Writes `true` or `false`.
    public mutating func value(_ bool: Bool) {
        separate()
        if bool {
            appendASCII("true")
        } else {
            appendASCII("false")
        }
        state = .afterValue
    }

    /// Writes a number value (see ``value(_:)-(Double)`` for doubles).
    public mutating func value(_ number: JSONNumber) {
        separate()
        switch number {
        case .integer(let integer): appendInteger(integer)
        case .double(let double): appendDouble(double)
        }
        state = .afterValue
    }

    /// Writes `null`.
    public mutating func null() {
        separate()
        appendASCII("null")
        state = .afterValue
    }

    /// Writes a whole value tree, members in their stored order.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let bool): self.value(bool)
        case .number(let number): self.value(number)
        case .string(let string): self.value(string)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    // MARK: Internals

    @inline(__always)
    private mutating func separate() {
        switch state {
        case .none:
            break
        case .afterBegin:
            if format == .pretty { newlineAndIndent() }
        case .afterValue:
            bytes.append(UInt8(ascii: ","))
            if format == .pretty { newlineAndIndent() }
        }
    }

    @inline(__always)
    private mutating func end(_ bracket: UInt8) {
        depth -= 1
        if format == .pretty, state == .afterValue { newlineAndIndent() }
        bytes.append(bracket)
        state = .afterValue
    }

    private mutating func newlineAndIndent() {
        bytes.append(UInt8(ascii: "\n"))
        if depth > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth)) }
    }

    @inline(__always)
    private mutating func appendASCII(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func appendString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        let written: Void? = string.utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
        if written == nil {
            var copy = string
            copy.makeContiguousUTF8()
            copy.utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends runs of bytes that need no escape in one copy each.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var position = 0
        while position < utf8.count {
            let byte = utf8[position]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            if runStart < position { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position])) }
            appendEscape(for: byte)
            position += 1
            runStart = position
        }
        if runStart < position { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position])) }
    }

    private mutating func appendEscape(for byte: UInt8) {
        let short: UInt8
        switch byte {
        case UInt8(ascii: "\""): short = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): short = UInt8(ascii: "\\")
        case 0x08: short = UInt8(ascii: "b")
        case 0x0C: short = UInt8(ascii: "f")
        case 0x0A: short = UInt8(ascii: "n")
        case 0x0D: short = UInt8(ascii: "r")
        case 0x09: short = UInt8(ascii: "t")
        default:
            let hex: StaticString = "0123456789abcdef"
            let digits = hex.utf8Start
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(UInt8(ascii: "u"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0F)])
            return
        }
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(short)
    }

    private mutating func appendInteger(_ integer: Int64) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        if magnitude < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
            return
        }
        // Up to 20 digits, built backwards in a stack buffer and copied once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            while magnitude != 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    private mutating func appendDouble(_ double: Double) {
        guard double.isFinite else {
            appendASCII("null")
            return
        }
        if double == 0 {
            if double.sign == .minus { bytes.append(UInt8(ascii: "-")) }
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if let integer = exactInt64(double) {
            appendInteger(integer)
            return
        }
        // Swift's description is the shortest text that reads back to the same double ("0.1", "1e-07",
        // "1.2345678901234567e+19"), all valid JSON; it allocates only past 15 characters.
        let text = double.description
        var utf8 = text.utf8[...]
        if utf8.count > 2, utf8.hasSuffix(".0".utf8) { utf8 = utf8.dropLast(2) }
        bytes.append(contentsOf: utf8)
    }
}

extension Substring.UTF8View {
    fileprivate func hasSuffix(_ suffix: String.UTF8View) -> Bool {
        guard count >= suffix.count else { return false }
        return self.suffix(suffix.count).elementsEqual(suffix)
    }
}

extension JSONValue {
    /// The value as JSON bytes, compact or pretty.
    public func jsonBytes(format: JSONWriter.Format = .compact) -> [UInt8] {
        var writer = JSONWriter(format: format)
        writer.value(self)
        return writer.bytes
    }

    /// The value as JSON text, compact or pretty.
    public func jsonString(format: JSONWriter.Format = .compact) -> String {
        var writer = JSONWriter(format: format)
        writer.value(self)
        return writer.string
    }
}
