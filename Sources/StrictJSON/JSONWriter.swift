#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A streaming JSON writer that appends UTF-8 into one reusable byte buffer: the hot path's encoder.
///
/// Call `beginObject()`, `key(_:)`, `value(_:)`, `endObject()` and friends in document order; the
/// writer places commas (and, when pretty, newlines and indentation) itself. It trusts the call order:
/// a value in an object without a `key(_:)` first produces invalid JSON, so keep writers close to the
/// code that knows the shape. After ``reset()`` the buffer's capacity is reused, so a writer kept per
/// connection or per thread writes without heap allocation beyond the first growth.
///
/// A writer is the only owner of its buffer, so it cannot be copied (it is `~Copyable`: pass it `inout`, or
/// `consume` it): every token is written through a pointer into that buffer after one check of its room, with
/// no reference count or uniqueness check in between.
///
/// Strings are escaped per RFC 8259: `"` and `\` and control characters (short escapes where JSON has
/// them, else `\u00XX`); `/` and non-ASCII are written as they are (UTF-8). Doubles are written as the
/// shortest text that reads back to the same value; integral ones without a fraction (`17`, not `17.0`).
/// NaN and infinity have no JSON form and are written as `null`.
public struct JSONWriter: ~Copyable, @unchecked Sendable {
    // @unchecked: the buffer is this writer's alone (it cannot be copied), so it moves between threads with it.
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

    /// The layout chosen at creation.
    public let format: Format
    /// The buffer, owned by this writer: freed by its `deinit`, replaced by a larger one when it is full. While
    /// ``isLent`` it is an array's storage instead (``takeBytes(capacity:writing:)``).
    private var base: UnsafeMutablePointer<UInt8>
    /// How many bytes ``base`` holds.
    public private(set) var capacity: Int
    /// How many bytes of the buffer hold output.
    private var written = 0
    private var state: State = .none
    private var depth = 0
    /// Whether ``base`` is the storage of the array being made, not the writer's own: growing moves the output into
    /// a buffer of the writer's own, and the writer never frees a lent one.
    private var isLent = false

    /// A writer with an empty buffer of at least `capacity` bytes.
    public init(format: Format = .compact, capacity: Int = 2048) {
        self.format = format
        self.capacity = max(capacity, 64)
        base = JSONWriter.allocate(self.capacity)
    }

    deinit { free(base) }

    /// ``takeBytes()`` after `body` wrote more: the bytes written since the last take, the earlier ones and
    /// `body`'s, with `body`'s written straight into the array returned (room for `capacity` bytes), not copied out
    /// of the writer. For the pieces of a large document sent while it is written.
    public mutating func takeBytes(capacity: Int, writing body: (inout JSONWriter) -> Void) -> [UInt8] {
        let ownBase = base
        let ownCapacity = self.capacity
        let earlier = written
        var outgrown = false
        let bytes = [UInt8](unsafeUninitializedCapacity: Swift.max(capacity, earlier + 64)) { buffer, count in
            count = 0
            guard let storage = buffer.baseAddress else { return }
            storage.update(from: ownBase, count: earlier)
            (base, self.capacity, isLent) = (storage, buffer.count, true)
            body(&self)
            guard isLent else {
                // `body` outgrew the array: the output moved into a new buffer of the writer's own.
                free(ownBase)
                outgrown = true
                return
            }
            count = written
            (base, self.capacity, isLent, written) = (ownBase, ownCapacity, false, 0)
        }
        return outgrown ? takeBytes() : bytes
    }

    /// The UTF-8 written so far, as an array of its own (a copy: take it once the document is complete).
    public var bytes: [UInt8] {
        [UInt8](UnsafeBufferPointer(start: base, count: written))
    }

    /// How many bytes were written so far.
    public var count: Int { written }

    /// The bytes written since the last take (or the start), as an array of their own, leaving the buffer empty but
    /// the document open where it was: the next token gets its comma as if nothing had been taken. For a large
    /// document sent in pieces while it is written, so its whole text is never held at once.
    public mutating func takeBytes() -> [UInt8] {
        let taken = bytes
        written = 0
        return taken
    }

    /// Empties the buffer, keeping its capacity, to write the next document.
    public mutating func reset() {
        written = 0
        state = .none
        depth = 0
    }

    /// The output decoded as a `String` (a copy, as ``bytes`` is).
    public var string: String {
        String(decoding: UnsafeBufferPointer(start: base, count: written), as: UTF8.self)
    }

    // MARK: Structure

    /// Starts an object: `{`.
    public mutating func beginObject() {
        appendToken(UInt8(ascii: "{"))
        depth += 1
        state = .afterBegin
    }

    /// Ends the innermost object: `}`.
    public mutating func endObject() { end(UInt8(ascii: "}")) }

    /// Starts an array: `[`.
    public mutating func beginArray() {
        appendToken(UInt8(ascii: "["))
        depth += 1
        state = .afterBegin
    }

    /// Ends the innermost array: `]`.
    public mutating func endArray() { end(UInt8(ascii: "]")) }

    /// Writes an object member's key and the `:`; the member's value comes next.
    public mutating func key(_ key: String) {
        appendString(key, colon: true)
        state = .none
    }

    /// Writes a complete JSON value that was encoded before (by a compact writer): its bytes are copied as they are.
    /// For encoders that repeat a value many times; the caller vouches that the bytes are one valid JSON value.
    public mutating func rawValue(_ encoded: [UInt8]) {
        let comma = separatorComma()
        if comma { appendByte(UInt8(ascii: ",")) }
        appendBytes(encoded[...])
        state = .afterValue
    }

    /// Writes members of the open object that were encoded before by a compact writer (`"key":value` pairs
    /// separated by commas), of which the last may be an object left open: `openObjects` says how many objects the
    /// bytes open and do not close (`"a":1,"b":{"c":2` opens one), whose further members and ``endObject()`` follow
    /// as usual. For encoders that repeat the same members in many answers, from part of an array (one array can
    /// hold several encodings); the caller vouches for the bytes.
    public mutating func members(_ encoded: ArraySlice<UInt8>, leavingOpen openObjects: Int = 0) {
        guard let last = encoded.last else { return }
        let comma = separatorComma()
        if comma { appendByte(UInt8(ascii: ",")) }
        appendBytes(encoded)
        depth += openObjects
        state = last == UInt8(ascii: "{") ? .afterBegin : .afterValue
    }

    /// Writes an object key known when the program is compiled, which must need no escaping (no `"`, `\\` or
    /// control characters): one copy of its bytes, no escape scan. For the hot path of encoders with fixed keys.
    public mutating func key(_ key: StaticString) {
        guard key.hasPointerRepresentation else {
            self.key(key.description)
            return
        }
        self.key(unescaped: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    }

    /// Writes an object key whose UTF-8 needs no escaping (no `"`, `\\` or control characters), as
    /// ``key(_:)-(StaticString)`` does: for encoders that spell their keys once, into memory they keep, when the
    /// program starts.
    @inline(__always)
    public mutating func key(unescaped key: UnsafeBufferPointer<UInt8>) {
        guard let source = key.baseAddress else {
            self.key("")
            return
        }
        let count = key.count
        assert(key.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }, "an unescaped key must need no escaping")
        let comma = separatorComma()
        let spaceAfterColon = format == .pretty
        emit(maximumCount: count + 5) { out in
            var position = 0
            if comma {
                out[0] = UInt8(ascii: ",")
                position = 1
            }
            out[position] = UInt8(ascii: "\"")
            JSONWriter.copy(source, count, to: out + position + 1)
            position += count + 1
            out[position] = UInt8(ascii: "\"")
            out[position + 1] = UInt8(ascii: ":")
            position += 2
            if spaceAfterColon {
                out[position] = UInt8(ascii: " ")
                position += 1
            }
            return position
        }
        state = .none
    }

    // MARK: Values

    /// Writes a string whose UTF-8 needs no escaping (no `"`, `\\` or control characters), such as a hex color or
    /// an identifier: its bytes in quotes, no escape scan.
    public mutating func value(unescaped string: UnsafeBufferPointer<UInt8>) {
        let count = string.count
        assert(string.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }, "an unescaped value must need no escaping")
        let comma = separatorComma()
        emit(maximumCount: count + 3) { out in
            var position = 0
            if comma {
                out[0] = UInt8(ascii: ",")
                position = 1
            }
            out[position] = UInt8(ascii: "\"")
            if let source = string.baseAddress { JSONWriter.copy(source, count, to: out + position + 1) }
            out[position + count + 1] = UInt8(ascii: "\"")
            return position + count + 2
        }
        state = .afterValue
    }

    /// Writes a string value, escaped.
    public mutating func value(_ string: String) {
        appendString(string, colon: false)
        state = .afterValue
    }

    /// Writes an integer value.
    public mutating func value(_ integer: Int) {
        appendInteger(Int64(integer))
        state = .afterValue
    }

    /// Writes a double value: shortest round-trip text, integral values without a fraction,
    /// `-0` for negative zero, `null` for NaN and infinity.
    public mutating func value(_ double: Double) {
        appendDouble(double)
        state = .afterValue
    }

    /// Writes `true` or `false`.
    public mutating func value(_ bool: Bool) {
        appendLiteral(bool ? "true" : "false")
        state = .afterValue
    }

    /// Writes a number value: integers exactly, doubles as ``value(_:)-(Double)`` does.
    public mutating func value(_ number: JSONNumber) {
        switch number {
        case .integer(let integer): appendInteger(integer)
        case .double(let double): appendDouble(double)
        }
        state = .afterValue
    }

    /// Writes `null`.
    public mutating func null() {
        appendLiteral("null")
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

    // MARK: Members
    //
    // A member's key and value in one step (one separator check, one reservation, one state update), as `key` and
    // then `value` would write them: for encoders that write many small members.

    /// Writes an object member, `"key":value`, whose key needs no escaping (as ``key(unescaped:)``) and whose value,
    /// of at most `maximumValueCount` bytes, `write` puts at the pointer it gets and counts. The caller vouches
    /// that those bytes are one valid JSON value.
    @inline(__always)
    package mutating func member(
        unescaped key: UnsafeBufferPointer<UInt8>, maximumValueCount: Int,
        value write: (UnsafeMutablePointer<UInt8>) -> Int
    ) {
        assert(key.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }, "an unescaped key must need no escaping")
        let comma = separatorComma()
        let count = key.count
        let spaceAfterColon = format == .pretty
        emit(maximumCount: count + 5 + maximumValueCount) { out in
            out[0] = UInt8(ascii: ",")
            var position = comma ? 1 : 0
            out[position] = UInt8(ascii: "\"")
            if let source = key.baseAddress { JSONWriter.copy(source, count, to: out + position + 1) }
            position += count + 1
            out[position] = UInt8(ascii: "\"")
            out[position + 1] = UInt8(ascii: ":")
            out[position + 2] = UInt8(ascii: " ")
            position += spaceAfterColon ? 3 : 2
            return position + write(out + position)
        }
        state = .afterValue
    }

    /// Writes `"key":number` for a double, as ``key(unescaped:)`` then ``value(_:)-(Double)`` would.
    @inline(__always)
    public mutating func member(unescaped key: UnsafeBufferPointer<UInt8>, _ double: Double) {
        member(unescaped: key, maximumValueCount: JSONWriter.maximumNumberCount) { JSONWriter.write(double, to: $0) }
    }

    /// Writes `"key":number` for an integer, as ``key(unescaped:)`` then ``value(_:)-(Int)`` would.
    @inline(__always)
    public mutating func member(unescaped key: UnsafeBufferPointer<UInt8>, _ integer: Int) {
        member(unescaped: key, maximumValueCount: JSONWriter.maximumNumberCount) {
            JSONWriter.write(Int64(integer), to: $0)
        }
    }

    /// Writes `"key":true` or `"key":false`, as ``key(unescaped:)`` then ``value(_:)-(Bool)`` would.
    @inline(__always)
    public mutating func member(unescaped key: UnsafeBufferPointer<UInt8>, _ bool: Bool) {
        member(unescaped: key, maximumValueCount: 8) { out in
            // The literal in one 8-byte store (the room is reserved); its length says how many bytes count.
            let literal: UInt64 = bool ? 0x6575_7274 : 0x65_736C_6166  // "true", "false", little-endian
            UnsafeMutableRawPointer(out).storeBytes(of: literal.littleEndian, as: UInt64.self)
            return bool ? 4 : 5
        }
    }

    /// Writes `"key":"value"` for a value that needs no escaping, as ``key(unescaped:)`` then
    /// ``value(unescaped:)`` would.
    @inline(__always)
    public mutating func member(unescaped key: UnsafeBufferPointer<UInt8>, unescaped string: UnsafeBufferPointer<UInt8>)
    {
        assert(string.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }, "an unescaped value must need no escaping")
        let count = string.count
        member(unescaped: key, maximumValueCount: count + 2) { out in
            out[0] = UInt8(ascii: "\"")
            if let source = string.baseAddress { JSONWriter.copy(source, count, to: out + 1) }
            out[count + 1] = UInt8(ascii: "\"")
            return count + 2
        }
    }

    /// Starts an object that is a member's value, `"key":{`, as ``key(unescaped:)`` then ``beginObject()`` would.
    @inline(__always)
    public mutating func beginObject(unescapedKey key: UnsafeBufferPointer<UInt8>) {
        member(unescaped: key, maximumValueCount: 1) { out in
            out[0] = UInt8(ascii: "{")
            return 1
        }
        depth += 1
        state = .afterBegin
    }

    /// Starts an object that is a member's value, `"key":{`, for a key known when the program is compiled.
    @inline(__always)
    public mutating func beginObject(key: StaticString) {
        guard let utf8 = JSONWriter.utf8(key) else {
            self.key(key)
            beginObject()
            return
        }
        beginObject(unescapedKey: utf8)
    }

    /// Writes `"key":"string"`, the string escaped, for a key known when the program is compiled, as ``key(_:)-(StaticString)``
    /// then ``value(_:)-(String)`` would.
    public mutating func member(_ key: StaticString, _ string: String) {
        guard let keyUTF8 = JSONWriter.utf8(key) else {
            self.key(key)
            value(string)
            return
        }
        var string = string  // withUTF8 is mutating: it makes a bridged string native first (never on Linux)
        string.withUTF8 { utf8 in
            let extra = JSONWriter.escapeOverhead(utf8)
            member(unescaped: keyUTF8, maximumValueCount: utf8.count + extra + 2) { out in
                JSONWriter.writeQuoted(utf8, extra: extra, to: out)
            }
        }
    }

    /// Writes `"key":null` for a key known when the program is compiled, as ``key(_:)-(StaticString)`` then
    /// ``null()`` would: for encoders that write many absent values.
    public mutating func nullMember(_ key: StaticString) {
        guard let utf8 = JSONWriter.utf8(key) else {
            self.key(key)
            null()
            return
        }
        member(unescaped: utf8, maximumValueCount: 4) { out in
            UnsafeMutableRawPointer(out).storeBytes(of: UInt32(0x6C6C_756E).littleEndian, as: UInt32.self)  // "null"
            return 4
        }
    }

    /// The key's UTF-8 when it has it in memory (a literal of more than one scalar, or of one ASCII one).
    @inline(__always)
    private static func utf8(_ key: StaticString) -> UnsafeBufferPointer<UInt8>? {
        key.hasPointerRepresentation ? UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount) : nil
    }

    /// Writes `"key":number` for a key known when the program is compiled (which must need no escaping, as
    /// ``key(_:)-(StaticString)``) and a double.
    @inline(__always)
    public mutating func member(_ key: StaticString, _ double: Double) {
        guard let utf8 = JSONWriter.utf8(key) else {
            self.key(key)
            value(double)
            return
        }
        member(unescaped: utf8, double)
    }

    /// Writes `"key":number` for a key known when the program is compiled and an integer.
    @inline(__always)
    public mutating func member(_ key: StaticString, _ integer: Int) {
        guard let utf8 = JSONWriter.utf8(key) else {
            self.key(key)
            value(integer)
            return
        }
        member(unescaped: utf8, integer)
    }

    /// Writes `"key":true` or `"key":false` for a key known when the program is compiled.
    @inline(__always)
    public mutating func member(_ key: StaticString, _ bool: Bool) {
        guard let utf8 = JSONWriter.utf8(key) else {
            self.key(key)
            value(bool)
            return
        }
        member(unescaped: utf8, bool)
    }

    // MARK: Internals
    //
    // Each token reserves its worst case once (``reserve(_:)``: one capacity and uniqueness check) and writes
    // through a pointer, separator included, instead of checking per byte.

    /// Writes what goes before a token and says whether a comma must open the token's own bytes:
    /// in compact output the comma is written with the token; pretty output writes it here with the
    /// newline and indentation.
    @inline(__always)
    private mutating func separatorComma() -> Bool {
        if format == .compact { return state == .afterValue }
        switch state {
        case .none:
            break
        case .afterBegin:
            newlineAndIndent()
        case .afterValue:
            appendByte(UInt8(ascii: ","))
            newlineAndIndent()
        }
        return false
    }

    /// A pointer to room for at least `maximumCount` more bytes at the output's end.
    @inline(__always)
    private mutating func reserve(_ maximumCount: Int) -> UnsafeMutablePointer<UInt8> {
        if _slowPath(maximumCount > capacity &- written) { makeRoom(for: maximumCount) }
        return base + written
    }

    /// Grows the buffer to room for `maximumCount` more bytes: twice the capacity at least, so growing costs amortized
    /// constant time per byte. With `realloc`, a large buffer (a batch's megabytes, mapped pages) grows in place or
    /// by remapping its pages, never by copying them into fresh pages: copying made a batch that outgrew its first
    /// estimate take twice as long.
    @inline(never)
    private mutating func makeRoom(for maximumCount: Int) {
        let grownCapacity = Swift.max(capacity * 2, written + maximumCount)
        if isLent {
            // The lent storage is not ours to grow: the output moves into a buffer of the writer's own.
            let own = JSONWriter.allocate(grownCapacity)
            own.update(from: base, count: written)
            (base, capacity, isLent) = (own, grownCapacity, false)
            return
        }
        guard let grown = realloc(base, grownCapacity) else {
            // Out of memory, which every Swift allocation answers the same way.
            preconditionFailure("JSONWriter: cannot grow its buffer to \(grownCapacity) bytes")
        }
        base = grown.assumingMemoryBound(to: UInt8.self)
        capacity = grownCapacity
    }

    /// A buffer of `capacity` bytes from `malloc`, so that it can grow with `realloc`.
    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let buffer = malloc(capacity) else {
            preconditionFailure("JSONWriter: cannot allocate \(capacity) bytes")
        }
        return buffer.assumingMemoryBound(to: UInt8.self)
    }

    /// Copies `count` bytes from `source` to `out` (which do not overlap), inline for up to 32 bytes: keys, names and
    /// short values are copied with a few word moves instead of a call to `memmove`, which costs more than the copy.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, _ count: Int, to out: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(out)
        @inline(__always)
        func move<Word: FixedWidthInteger>(_: Word.Type, at offset: Int) {
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: offset, as: Word.self), toByteOffset: offset, as: Word.self)
        }
        switch count {
        case 8...16:
            // Two words that overlap in the middle when the count is under 16.
            move(UInt64.self, at: 0)
            move(UInt64.self, at: count - 8)
        case 17...32:
            move(UInt64.self, at: 0)
            move(UInt64.self, at: 8)
            move(UInt64.self, at: count - 16)
            move(UInt64.self, at: count - 8)
        case 4..<8:
            move(UInt32.self, at: 0)
            move(UInt32.self, at: count - 4)
        case 1..<4:
            // The first, middle and last bytes: all of them for counts up to 3.
            out[0] = source[0]
            out[count >> 1] = source[count >> 1]
            out[count - 1] = source[count - 1]
        case 0:
            break
        default:
            out.update(from: source, count: count)
        }
    }

    @inline(__always)
    private mutating func appendByte(_ byte: UInt8) {
        reserve(1).pointee = byte
        written += 1
    }

    private mutating func appendBytes(_ source: ArraySlice<UInt8>) {
        let count = source.count
        let out = reserve(count)
        source.withUnsafeBufferPointer { if let base = $0.baseAddress { out.update(from: base, count: count) } }
        written += count
    }

    /// Appends at most `maximumCount` bytes written by `body` at the buffer's end; `body` returns how
    /// many it wrote.
    @inline(__always)
    private mutating func emit(maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        let out = reserve(maximumCount)
        written += body(out)
    }

    @inline(__always)
    private mutating func appendToken(_ byte: UInt8) {
        let comma = separatorComma()
        emit(maximumCount: 2) { out in
            var count = 0
            if comma {
                out[0] = UInt8(ascii: ",")
                count = 1
            }
            out[count] = byte
            return count + 1
        }
    }

    @inline(__always)
    private mutating func end(_ bracket: UInt8) {
        depth -= 1
        if format == .pretty, state == .afterValue { newlineAndIndent() }
        appendByte(bracket)
        state = .afterValue
    }

    private mutating func newlineAndIndent() {
        let indent = 2 * Swift.max(depth, 0)
        emit(maximumCount: indent + 1) { out in
            out[0] = UInt8(ascii: "\n")
            (out + 1).update(repeating: UInt8(ascii: " "), count: indent)
            return indent + 1
        }
    }

    @inline(__always)
    private mutating func appendLiteral(_ text: StaticString) {
        let comma = separatorComma()
        let count = text.utf8CodeUnitCount
        let source = text.utf8Start
        emit(maximumCount: count + 1) { out in
            var written = 0
            if comma {
                out[0] = UInt8(ascii: ",")
                written = 1
            }
            JSONWriter.copy(source, count, to: out + written)
            return written + count
        }
    }

    @inline(__always)
    private mutating func appendString(_ string: String, colon: Bool) {
        var string = string  // withUTF8 is mutating: it makes a bridged string native first (never on Linux)
        string.withUTF8 { appendString(utf8: $0, colon: colon) }
    }

    /// Writes separator, quotes, escaped text and (for keys) the colon in one append: a first pass
    /// counts the escapes so the reservation is exact.
    private mutating func appendString(utf8: UnsafeBufferPointer<UInt8>, colon: Bool) {
        let extra = JSONWriter.escapeOverhead(utf8)
        let comma = separatorComma()
        let spaceAfterColon = colon && format == .pretty
        emit(maximumCount: utf8.count + extra + 5) { out in
            out[0] = UInt8(ascii: ",")
            var position = comma ? 1 : 0
            position += JSONWriter.writeQuoted(utf8, extra: extra, to: out + position)
            if colon {
                out[position] = UInt8(ascii: ":")
                position += 1
                if spaceAfterColon {
                    out[position] = UInt8(ascii: " ")
                    position += 1
                }
            }
            return position
        }
    }

    /// Writes `utf8` in quotes at `out`, escaped (`extra` is its ``escapeOverhead(_:)``); returns how many bytes.
    @inline(__always)
    private static func writeQuoted(
        _ utf8: UnsafeBufferPointer<UInt8>, extra: Int, to out: UnsafeMutablePointer<UInt8>
    )
        -> Int
    {
        out[0] = UInt8(ascii: "\"")
        var position = 1
        if extra == 0 {
            if let source = utf8.baseAddress { JSONWriter.copy(source, utf8.count, to: out + 1) }
            position += utf8.count
        } else {
            for byte in utf8 {
                if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                    out[position] = byte
                    position += 1
                } else {
                    position += JSONWriter.writeEscape(for: byte, to: out + position)
                }
            }
        }
        out[position] = UInt8(ascii: "\"")
        return position + 1
    }

    /// Bytes the escapes of `utf8` add. Eight bytes at a time: a word with no byte below 0x20 and no
    /// `"` or `\\` (the usual case for keys and values) is skipped with a few arithmetic operations.
    @inline(__always)
    private static func escapeOverhead(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var extra = 0
        var index = 0
        while index + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // Exact "some byte is below 0x20 / equals 0x22 / equals 0x5C" tests (the has-less and
            // has-zero bit tricks); bytes of 0x80 and above never match because `~word` clears them.
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let flags =
                ((word &- ones &* 0x20) & ~word) | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
            if flags & highBits != 0 {
                for offset in index..<index + 8 { extra += escapeOverhead(of: base[offset]) }
            }
            index += 8
        }
        while index < utf8.count {
            extra += escapeOverhead(of: base[index])
            index += 1
        }
        return extra
    }

    @inline(__always)
    private static func escapeOverhead(of byte: UInt8) -> Int {
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { return 0 }
        return escapedLength(byte) - 1
    }

    /// Length of the escape for a byte that needs one: 2 for `\"`, `\\` and the short control escapes, else 6.
    private static func escapedLength(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x08, 0x0C, 0x0A, 0x0D, 0x09: return 2
        default: return 6
        }
    }

    private static func writeEscape(for byte: UInt8, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = UInt8(ascii: "\\")
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
            let digits: StaticString = "0123456789abcdef"
            out[1] = UInt8(ascii: "u")
            out[2] = UInt8(ascii: "0")
            out[3] = UInt8(ascii: "0")
            out[4] = digits.utf8Start[Int(byte >> 4)]
            out[5] = digits.utf8Start[Int(byte & 0x0F)]
            return 6
        }
        out[1] = short
        return 2
    }

    @inline(__always)
    private mutating func appendInteger(_ integer: Int64) {
        appendScalar(maximumCount: JSONWriter.maximumNumberCount) { JSONWriter.write(integer, to: $0) }
    }

    @inline(__always)
    private mutating func appendDouble(_ double: Double) {
        appendScalar(maximumCount: JSONWriter.maximumNumberCount) { JSONWriter.write(double, to: $0) }
    }

    /// Writes a scalar of at most `maximumCount` bytes that `write` puts at the pointer, after its separator.
    @inline(__always)
    private mutating func appendScalar(maximumCount: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        let comma = separatorComma()
        emit(maximumCount: maximumCount + 1) { out in
            out[0] = UInt8(ascii: ",")
            let position = comma ? 1 : 0
            return position + write(out + position)
        }
    }

    /// The most bytes ``write(_:to:)-(Int64)`` and ``write(_:to:)-(Double)`` write (`-1.7976931348623157e+308` is
    /// 24), with room to spare.
    private static let maximumNumberCount = 32

    /// Writes an integer's decimal digits at `out`; returns how many bytes.
    @inline(__always)
    private static func write(_ integer: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var position = 0
        if integer < 0 {
            out[0] = UInt8(ascii: "-")
            position = 1
        }
        var magnitude = integer.magnitude
        // One and two digits (most numbers in answers: insets, sizes, weights) without a loop.
        if magnitude < 10 {
            out[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
            return position + 1
        }
        if magnitude < 100 {
            let tens = magnitude / 10
            out[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)
            out[position + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude &- tens &* 10)
            return position + 2
        }
        var digits = 1
        var scan = magnitude
        while scan >= 10 {
            scan /= 10
            digits += 1
        }
        var index = position + digits
        repeat {
            index -= 1
            out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude != 0
        return position + digits
    }

    /// Writes a double as ``value(_:)-(Double)`` describes at `out`; returns how many bytes (at most 24).
    @inline(__always)
    private static func write(_ double: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        if double == 0 {
            out[0] = UInt8(ascii: "-")
            out[double.sign == .minus ? 1 : 0] = UInt8(ascii: "0")
            return double.sign == .minus ? 2 : 1
        }
        if let integer = exactInt64(double) { return write(integer, to: out) }
        return writeFraction(double, to: out)
    }

    /// A double that is not an integer, NaN or infinity. Swift prints the shortest text that reads back to the same
    /// double ("0.1", "1e-07", "1.2345678901234567e+19"), all valid JSON. Printing through a TextOutputStream hands
    /// the digits over from a stack buffer, so no String is made: `description` would allocate past 15 characters.
    private static func writeFraction(_ double: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard double.isFinite else {
            JSONWriter.copy(("null" as StaticString).utf8Start, 4, to: out)
            return 4
        }
        var sink = DigitSink()
        double.write(to: &sink)
        var count = sink.count
        if count > 2, sink[count - 2] == UInt8(ascii: "."), sink[count - 1] == UInt8(ascii: "0") { count -= 2 }
        sink.copy(count, to: out)
        return count
    }
}

/// Where `Double.write(to:)` prints a double's digits: a fixed buffer on the stack, longer than the longest double
/// Swift prints (24 bytes: `-1.7976931348623157e+308`).
private struct DigitSink: TextOutputStream {
    private var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private(set) var count = 0

    subscript(index: Int) -> UInt8 {
        withUnsafeBytes(of: storage) { $0[index] }
    }

    mutating func write(_ string: String) {
        for byte in string.utf8 { append(byte) }
    }

    /// The standard library's hook for ASCII output such as number digits: called with its own stack
    /// buffer, so the digits are copied without a String in between. Without this hook (it is an
    /// underscored requirement) the default sends a String to `write(_:)`, which is correct but slower.
    mutating func writeASCIIBuffer(_ buffer: UnsafeBufferPointer<UInt8>) {
        for byte in buffer { append(byte) }
    }

    /// Copies the first `count` bytes to `out`.
    func copy(_ count: Int, to out: UnsafeMutablePointer<UInt8>) {
        withUnsafeBytes(of: storage) { bytes in
            for index in 0..<count { out[index] = bytes[index] }
        }
    }

    private mutating func append(_ byte: UInt8) {
        let index = count
        guard index < 32 else { return }
        withUnsafeMutableBytes(of: &storage) { $0[index] = byte }
        count += 1
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
