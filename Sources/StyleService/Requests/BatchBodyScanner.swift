import StrictJSON

/// A batch body of the common shape read straight from its bytes, so that its items make no tree (three objects an
/// item, each allocated, then freed).
///
/// The shape: a top-level object whose last member is `items`, an array of objects giving at most `id` (a plain
/// integer or string), `state` (an object of flags: plain keys and booleans) and `content` (an object of content
/// fields given plain strings or null), each at most once; whitespace anywhere JSON allows it. "Plain" is what
/// ``JSONScanner`` reads: printable ASCII without escapes, integers without fraction or exponent. The top level's
/// other members are read by the reader's parser. The scanner checks syntax only; what the values mean is left to
/// the decoders, which get the same values the reader would have made.
///
/// It reports no errors: on anything else (an escape, a byte outside printable ASCII, an unknown or repeated key,
/// another type, a number in another form, nesting, a truncated body) it says ``Step/unusual`` and the caller reads
/// the body with the reader, the one source of every error, problem and pointer.
struct BatchBodyScanner {
    private var scanner: JSONScanner
    /// Whether the next item is the array's first.
    private var atFirstItem = true
    /// The states read so far, by their bytes (most items repeat a few): an item's state whose bytes are one of
    /// these is not scanned again, and its position here is its number (``Item/stateNumber``).
    private var stateBytes: [Range<Int>] = []
    /// The value the reader made of each of ``stateBytes``.
    private var stateValues: [JSONValue] = []
    /// The members of the last item's content, as its read found them (``contentMembers()``).
    private var content: ContentMembers

    /// States kept by their bytes; a batch with more distinct ones reads each further one anew.
    static let stateCapacity = 8
    /// The most top-level members before `items` the scanner reads (a batch has at most five: `style`, `state`,
    /// `tintColor`, `content`, `overrides`); a body with more goes to the reader. Each key is compared with those
    /// before it, so without a bound one body of 80,000 members cost 18 s (the reader keeps an index).
    static let topLevelCapacity = 8
    /// The deepest the scanner reads: an item's state or content, in the item, in `items`, in the top level.
    private static let depth = 4
    /// The keys the scanner knows, compared a word at a time.
    private static let itemsKey = JSONScanner.Key("items")
    private static let idKey = JSONScanner.Key("id")
    private static let stateKey = JSONScanner.Key("state")
    private static let contentKey = JSONScanner.Key("content")
    /// ``ResolveRequest/contentFields``' keys, in the same order.
    private static let contentFieldKeys = ResolveRequest.contentFields.map(JSONScanner.Key.init)
    /// The keys of an item, as the bits of a mask.
    private static let idBit = 1
    private static let stateBit = 2
    private static let contentBit = 4

    /// A scanner over `body` for what `reader` accepts; nil when it cannot vouch for the reader's limits.
    init?(_ body: UnsafeRawBufferPointer, reader: JSONReader) {
        // A content member's value is kept by its positions in 32 bits each.
        guard body.count <= UInt32.max, let scanner = JSONScanner(body, reader: reader, depth: Self.depth) else {
            return nil
        }
        self.scanner = scanner
        content = ContentMembers(input: body)
    }

    /// Where the scanner is in the body.
    var position: Int { scanner.position }

    /// The body's length.
    var count: Int { scanner.input.count }

    /// The top level's members before `items`, read by the reader's parser, leaving the scanner inside the items'
    /// array; nil when the top level is not of the shape (a key repeated or not plain, no `items`, any value the
    /// reader would reject).
    mutating func topLevel() -> JSONObject? {
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        var seenKeys: [Range<Int>] = []
        var members: [JSONObject.Member] = []
        while true {
            if scanner.take(key: Self.itemsKey) {
                guard scanner.take(UInt8(ascii: "[")) else { return nil }
                return JSONObject(members)
            }
            guard let key = scanner.plainString(), !seenKeys.contains(where: { scanner.bytesMatch($0, key) }),
                scanner.take(UInt8(ascii: ":"))
            else { return nil }
            guard seenKeys.count < Self.topLevelCapacity, let value = scanner.value(nestedIn: 1),
                scanner.take(UInt8(ascii: ","))
            else { return nil }
            seenKeys.append(key)
            members.append((scanner.string(key), value))
        }
    }

    /// What comes next in the items' array.
    enum Step {
        /// An item, its state and content given by their bytes.
        case item(Item)
        /// The array ended, and the body with it (the top level closed, nothing but whitespace after).
        case end
        /// Anything the scanner is not sure of.
        case unusual
    }

    /// An item of the common shape.
    struct Item {
        /// The item's `id`, as the reader makes it.
        var id: JSONValue?
        /// Its `state` object, as the reader makes it; nil when it gives none or one the scanner kept
        /// (``stateNumber``, its value: ``state(numbered:)``).
        var state: JSONValue?
        /// The number of its `state` among the states the scanner kept (the same bytes, the same number).
        var stateNumber: Int?
        /// Whether it gives a `content` object (its members: ``contentMembers()``).
        var givesContent = false
    }

    /// The next item, or the end of the body.
    mutating func next() -> Step {
        if atFirstItem {
            atFirstItem = false
            if scanner.take(UInt8(ascii: "]")) { return close() }
        } else {
            switch scanner.separator(closing: UInt8(ascii: "]")) {
            case true?: break
            case false?: return close()
            case nil: return .unusual
            }
        }
        guard scanner.take(UInt8(ascii: "{")) else { return .unusual }
        var item = Item()
        if scanner.take(UInt8(ascii: "}")) { return .item(item) }
        var seen = 0
        while true {
            // Only the keys not seen yet are looked for: a repeated one is none of them, and is given up on.
            if seen & Self.idBit == 0, scanner.take(key: Self.idKey) {
                seen |= Self.idBit
                if let integer = scanner.plainInteger() {
                    item.id = .number(.integer(integer))
                } else if let string = scanner.plainString() {
                    item.id = .string(scanner.string(string))
                } else {
                    return .unusual
                }
            } else if seen & Self.stateBit == 0, scanner.take(key: Self.stateKey) {
                guard flagState(into: &item) else { return .unusual }
                seen |= Self.stateBit
            } else if seen & Self.contentBit == 0, scanner.take(key: Self.contentKey) {
                guard contentObject() else { return .unusual }
                seen |= Self.contentBit
                item.givesContent = true
            } else {
                return .unusual
            }
            switch scanner.separator(closing: UInt8(ascii: "}")) {
            case true?: continue
            case false?: return .item(item)
            case nil: return .unusual
            }
        }
    }

    /// After the items' `]`: the top level's `}` and the end of the body.
    private mutating func close() -> Step {
        guard scanner.take(UInt8(ascii: "}")) else { return .unusual }
        scanner.skipWhitespace()
        return scanner.isAtEnd ? .end : .unusual
    }

    /// An object of content fields, each at most once, given plain strings or null: its members kept in
    /// ``content``.
    private mutating func contentObject() -> Bool {
        guard scanner.take(UInt8(ascii: "{")) else { return false }
        content.removeAll()
        if scanner.take(UInt8(ascii: "}")) { return true }
        var seen = 0
        while true {
            guard let field = Self.contentField(in: &scanner), seen & 1 << field == 0 else { return false }
            seen |= 1 << field
            if scanner.null() {
                guard content.append(field: field, value: nil) else { return false }
            } else if let value = scanner.plainString() {
                guard content.append(field: field, value: value) else { return false }
            } else {
                return false
            }
            guard let more = scanner.separator(closing: UInt8(ascii: "}")) else { return false }
            if !more { return true }
        }
    }

    /// After whitespace, a content field's key and its colon, taken: its position among the content fields.
    private static func contentField(in scanner: inout JSONScanner) -> Int? {
        for field in contentFieldKeys.indices where scanner.take(key: contentFieldKeys[field]) { return field }
        return nil
    }

    /// After whitespace, an object of flags (``JSONScanner/flagObject()``), given to `item`: by its number among the
    /// states kept when its bytes are those of one read before (the same bytes scan and read alike, so it is not
    /// scanned again), else as the value the reader makes of it (and kept, with the next number, among the first
    /// ``stateCapacity``). False when it is not one or the reader rejects it (a repeated key).
    private mutating func flagState(into item: inout Item) -> Bool {
        scanner.skipWhitespace()
        let start = scanner.position
        for known in stateBytes.indices {
            let bytes = stateBytes[known]
            let end = start &+ bytes.count
            if end <= count, scanner.bytesMatch(bytes, start..<end) {
                scanner.move(to: end)
                item.stateNumber = known
                return true
            }
        }
        guard let bytes = scanner.flagObject() else { return false }
        scanner.move(to: bytes.lowerBound)
        let value = scanner.value(nestedIn: Self.depth - 1)
        guard let value, scanner.position == bytes.upperBound else { return false }
        if stateBytes.count < Self.stateCapacity {
            if stateBytes.isEmpty {
                stateBytes.reserveCapacity(Self.stateCapacity)
                stateValues.reserveCapacity(Self.stateCapacity)
            }
            item.stateNumber = stateBytes.count
            stateBytes.append(bytes)
            stateValues.append(value)
        }
        item.state = value
        return true
    }

    /// The value the reader made of the state kept as `number` (an ``Item/stateNumber``).
    func state(numbered number: Int) -> JSONValue {
        stateValues[number]
    }

    /// The members of the last item's content (when ``Item/givesContent``), in order, as the reader makes them.
    func contentMembers() -> ContentMembers {
        content
    }

    /// A content object's members as its read found them, without reading it again: each one's field and whether
    /// it is null in four bits of a word, its string's positions in another; its keys are the content fields' own
    /// strings.
    struct ContentMembers: Sequence, IteratorProtocol {
        private let input: UnsafeRawBufferPointer
        /// Each member's field (0–5), 8 added for null, four bits each in order.
        private var fields: UInt32 = 0
        /// Each member's string, its start in the low 32 bits and its end in the high ones.
        private var values = InlineArray<6, UInt64>(repeating: 0)
        private var count = 0
        private var index = 0

        fileprivate init(input: UnsafeRawBufferPointer) {
            self.input = input
        }

        /// Forgets the members, for the next content object.
        fileprivate mutating func removeAll() {
            (fields, count, index) = (0, 0, 0)
        }

        /// Keeps a member: the content field numbered `field`, given the string at `value` or null (nil); false,
        /// nothing kept, when there is no room (more content fields than six: the scanner then gives up, rather than
        /// answer without one).
        fileprivate mutating func append(field: Int, value: Range<Int>?) -> Bool {
            guard count < values.count, field < 8 else { return false }
            if let value {
                fields |= UInt32(field) << (4 * count)
                values[count] = UInt64(value.lowerBound) | UInt64(value.upperBound) << 32
            } else {
                fields |= UInt32(field | 8) << (4 * count)
            }
            count += 1
            return true
        }

        /// The next member, nil after the last.
        mutating func next() -> JSONObject.Member? {
            guard index < count else { return nil }
            let code = Int(fields >> (4 * index) & 0xF)
            let value = values[index]
            index += 1
            let name = ResolveRequest.contentFields[code & 7]
            guard code & 8 == 0 else { return (name, .null) }
            let bytes = Int(truncatingIfNeeded: value & 0xFFFF_FFFF)..<Int(truncatingIfNeeded: value >> 32)
            return (name, .string(JSONScanner.string(plain: UnsafeRawBufferPointer(rebasing: input[bytes]))))
        }
    }
}
