/// An ordered list of HTTP header fields with case-insensitive lookup (RFC 9110 §5).
///
/// Fields are kept as byte ranges into one storage array: a parsed request's fields point into a
/// single copy of its header block, so parsing allocates once for all fields and names/values
/// become `String`s only when a handler asks for them.
public struct HTTPFields: Sendable, Sequence, ExpressibleByDictionaryLiteral, Equatable {
    /// One field's byte ranges in `storage`, and its name's ``KnownFields`` bit (0 for another name).
    @usableFromInline
    struct Entry: Sendable, Equatable {
        var nameStart: UInt32
        var nameEnd: UInt32
        @usableFromInline var valueStart: UInt32
        @usableFromInline var valueEnd: UInt32
        /// Set where the entry is made (the parser, `append`), so a known name is found by its bit.
        @usableFromInline var known: UInt16 = 0
    }

    @usableFromInline var storage: [UInt8]
    @usableFromInline var entries: [Entry]
    /// The ``KnownFields`` bits of the names in `entries`: a lookup of a known name whose bit is clear is over at once.
    @usableFromInline var known: UInt16

    /// An empty field list.
    public init() {
        storage = []
        entries = []
        known = 0
    }

    /// A field list from `(name, value)` pairs, in order.
    public init(_ pairs: [(String, String)]) {
        self.init()
        storage.reserveCapacity(pairs.reduce(0) { $0 + $1.0.utf8.count + $1.1.utf8.count })
        entries.reserveCapacity(pairs.count)
        for (name, value) in pairs { append(name: name, value: value) }
    }

    /// A field list from a literal such as `["Content-Type": "application/json"]`.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// Fields parsed from a header block (used by the parser; ranges are already validated, `known` holds the bits
    /// of their names).
    init(storage: [UInt8], entries: [Entry], known: UInt16) {
        self.storage = storage
        self.entries = entries
        self.known = known
    }

    /// The number of field lines.
    public var count: Int { entries.count }

    /// Whether there are no fields.
    public var isEmpty: Bool { entries.isEmpty }

    /// Appends a field line. Names must be tokens and values must not hold CR, LF or NUL;
    /// a field that breaks these rules is dropped (returns `false`) so a response can never be split.
    @discardableResult
    public mutating func append(name: String, value: String) -> Bool {
        // Checked and copied from the strings' contiguous UTF-8 rather than through `String.UTF8View` byte by byte.
        var name = name
        var value = value
        return name.withUTF8 { name in value.withUTF8 { value in append(name: name, value: value) } }
    }

    /// ``append(name:value:)-(String,String)`` on the name's and value's UTF-8.
    private mutating func append(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard HTTPFields.isValidName(name) else { return false }
        return append(checkedName: name, value: value, known: KnownFields.bit(of: name))
    }

    /// Appends a field whose name is known to be a token with the ``KnownFields`` bit `bit` (a typed name was checked
    /// and classified where it was made): only the value is checked.
    mutating func append(
        checkedName name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>, known bit: UInt16
    ) -> Bool {
        guard HTTPFields.isValidValue(utf8: value) else { return false }
        let nameStart = UInt32(storage.count)
        storage.append(contentsOf: name)
        let nameEnd = UInt32(storage.count)
        storage.append(contentsOf: value)
        entries.append(
            Entry(
                nameStart: nameStart, nameEnd: nameEnd, valueStart: nameEnd, valueEnd: UInt32(storage.count), known: bit
            ))
        known |= bit
        return true
    }

    /// Removes every field with this name (case-insensitive).
    public mutating func removeAll(named name: String) {
        let kept = entries.filter { !nameMatches(entry: $0, name: name) }
        entries = kept
        known &= ~KnownFields.bit(of: name)
    }

    /// The first value of the field with this name (case-insensitive), or `nil`; setting replaces all
    /// fields of that name with one (or removes them with `nil`).
    public subscript(name: String) -> String? {
        get {
            guard let index = firstIndex(named: name) else { return nil }
            let entry = entries[index]
            return string(entry.valueStart, entry.valueEnd)
        }
        set {
            removeAll(named: name)
            if let newValue { append(name: name, value: newValue) }
        }
    }

    /// Every value of the fields with this name, in order.
    public func values(for name: String) -> [String] {
        var values: [String] = []
        var next = firstIndex(named: name)
        while let index = next {
            values.append(string(entries[index].valueStart, entries[index].valueEnd))
            next = firstIndex(named: name, from: index + 1)
        }
        return values
    }

    /// Whether a field with this name exists.
    public func contains(_ name: String) -> Bool {
        firstIndex(named: name) != nil
    }

    /// Iterates `(name, value)` pairs in order.
    public func makeIterator() -> AnyIterator<(name: String, value: String)> {
        var index = 0
        return AnyIterator {
            guard index < entries.count else { return nil }
            let entry = entries[index]
            index += 1
            return (string(entry.nameStart, entry.nameEnd), string(entry.valueStart, entry.valueEnd))
        }
    }

    /// Fields are equal when they hold the same names (case-insensitively) and values in order.
    public static func == (lhs: HTTPFields, rhs: HTTPFields) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        for (left, right) in zip(lhs.entries, rhs.entries) {
            let leftName = lhs.storage[Int(left.nameStart)..<Int(left.nameEnd)]
            let rightName = rhs.storage[Int(right.nameStart)..<Int(right.nameEnd)]
            guard leftName.count == rightName.count,
                zip(leftName, rightName).allSatisfy({ ByteClass.lowercased($0) == ByteClass.lowercased($1) }),
                lhs.storage[Int(left.valueStart)..<Int(left.valueEnd)].elementsEqual(
                    rhs.storage[Int(right.valueStart)..<Int(right.valueEnd)])
            else { return false }
        }
        return true
    }

    // MARK: - Internals

    func string(_ start: UInt32, _ end: UInt32) -> String {
        String(decoding: storage[Int(start)..<Int(end)], as: UTF8.self)
    }

    /// The index in `entries` of the first field from `start` on named `name` (ASCII case ignored), or nil.
    ///
    /// Every request asks for a few fields it seldom has (`X-Request-Id`, `Accept`, `Accept-Encoding`, `Origin`), so
    /// this is one pass over the entries on bytes: the name's UTF-8 is taken once (a literal's is in place), an entry
    /// of another length costs one comparison, and only one of the same length is compared byte by byte (not through
    /// `String.UTF8View` per entry).
    @usableFromInline
    func firstIndex(named name: String, from start: Int = 0) -> Int? {
        guard start < entries.count else { return nil }
        if let found = name.utf8.withContiguousStorageIfAvailable({ firstIndex(named: $0, from: start) }) {
            return found
        }
        return Array(name.utf8).withUnsafeBufferPointer { firstIndex(named: $0, from: start) }
    }

    /// ``firstIndex(named:from:)-(String,Int)`` for a typed name: nil at once for a known name the fields do not hold,
    /// and for one they hold, the first entry with its bit.
    @usableFromInline
    func firstIndex(named name: HTTPField.Name, from start: Int = 0) -> Int? {
        let bit = name.knownBit
        guard bit != 0 else { return firstIndex(named: name.rawName, from: start) }
        guard known & bit != 0 else { return nil }
        // A known name is found by its entries' bits: no bytes compared (a present `Content-Type` cost 290 by name).
        return entries.withUnsafeBufferPointer { entries in
            var index = start
            while index < entries.count {
                if entries[index].known == bit { return index }
                index &+= 1
            }
            return nil
        }
    }

    /// ``firstIndex(named:from:)-(String,Int)`` on the name's UTF-8.
    private func firstIndex(named name: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let length = UInt32(truncatingIfNeeded: name.count)
        return entries.withUnsafeBufferPointer { entries in
            storage.withUnsafeBufferPointer { storage in
                var index = start
                while index < entries.count {
                    let entry = entries[index]
                    if entry.nameEnd &- entry.nameStart == length {
                        var offset = 0
                        let base = Int(entry.nameStart)
                        while offset < name.count,
                            ByteClass.lowercased(storage[base &+ offset]) == ByteClass.lowercased(name[offset])
                        {
                            offset &+= 1
                        }
                        if offset == name.count { return index }
                    }
                    index &+= 1
                }
                return nil
            }
        }
    }

    /// Case-insensitive comparison of an entry's name with `name` without allocating.
    func nameMatches(entry: Entry, name: String) -> Bool {
        let length = Int(entry.nameEnd - entry.nameStart)
        guard length == name.utf8.count else { return false }
        var index = Int(entry.nameStart)
        for byte in name.utf8 {
            if ByteClass.lowercased(storage[index]) != ByteClass.lowercased(byte) { return false }
            index += 1
        }
        return true
    }

    /// Whether an entry's name equals a lowercase ASCII name given as bytes (parser and writer use).
    func entryName(_ entry: Entry, equalsLowercase name: StaticString) -> Bool {
        let length = Int(entry.nameEnd - entry.nameStart)
        guard length == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { expected in
            var index = Int(entry.nameStart)
            for byte in expected {
                if ByteClass.lowercased(storage[index]) != byte { return false }
                index += 1
            }
            return true
        }
    }

    static func isValidName<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        !bytes.isEmpty && bytes.allSatisfy { ByteClass.isTokenByte($0) }
    }

    /// ``isValidValue(_:)`` eight bytes at a time: every answer's fields are checked as they are built (a resolve
    /// miss builds four). A word with no byte below
    /// 0x20 and none equal to 0x7F is valid as it is (bytes from 0x80 are obs-text, allowed); a word that has one
    /// (an HTAB, which is allowed, or a control byte) and the tail are checked byte by byte.
    static func isValidValue(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index &+ 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // Exact tests for "some byte is below 0x20" and "some byte is 0x7F" (a zero byte after the XOR).
            let belowSpace = (word &- 0x20 &* ones) & ~word & highs
            let delete = word ^ (0x7F &* ones)
            let hasDelete = (delete &- ones) & ~delete & highs
            if belowSpace | hasDelete != 0 {
                for offset in index..<(index &+ 8) where !ByteClass.isFieldValueByte(bytes[offset]) { return false }
            }
            index &+= 8
        }
        while index < bytes.count {
            guard ByteClass.isFieldValueByte(bytes[index]) else { return false }
            index &+= 1
        }
        return true
    }

    static func isValidValue<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        bytes.allSatisfy { ByteClass.isFieldValueByte($0) }
    }
}
