/// A JSON object: members in document order, unique keys, and lookup by key.
///
/// Small objects (the common case) are searched linearly, which beats hashing for a handful of keys;
/// past ``indexThreshold`` members a key index is built so lookups and the reader's duplicate-key check
/// stay linear in the size of the document.
///
/// Equality ignores member order, as JSON objects are unordered: `{"a":1,"b":2} == {"b":2,"a":1}`.
public struct JSONObject: Sendable {
    /// A member: a key and its value.
    public typealias Member = (key: String, value: JSONValue)

    /// Member count above which a key index is kept.
    public static let indexThreshold = 12

    /// The members in document order. Visible to inlined code, so iterating an object in another module (every
    /// decoder does, member by member) reads the array in place rather than calling across modules per member.
    @usableFromInline var storage: [Member]
    private var index: [String: Int]?

    /// An empty object.
    public init() {
        storage = []
        index = nil
    }

    /// An object from members in order; for a repeated key the last value wins, in the first key's place.
    public init(_ members: some Sequence<Member>) {
        self.init()
        for member in members { self[member.key] = member.value }
    }

    /// An object from members the caller knows have unique keys (the reader checked them).
    init(uniqueMembers: [Member]) {
        storage = uniqueMembers
        index = nil
        // Most objects are small: no call that only sets the index to nil again.
        if storage.count > Self.indexThreshold { rebuildIndex() }
    }

    /// The members in document order.
    public var members: [Member] { storage }

    /// The keys in document order.
    public var keys: [String] { storage.map(\.key) }

    /// The position of `key` among the members, if present.
    public func position(of key: String) -> Int? {
        if let index { return index[key] }
        for position in storage.indices where Self.keysMatch(storage[position].key, key) { return position }
        return nil
    }

    /// `lhs == rhs`, with most different keys told apart by their UTF-8 length alone: a `String` comparison of two
    /// different keys is a call into the standard library, and decoders compare every key they read with the
    /// names they know.
    @inlinable @inline(__always)
    public static func keysMatch(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && lhs == rhs
    }

    /// True when a member has this key.
    public func contains(key: String) -> Bool { position(of: key) != nil }

    /// The value for `key`; setting nil removes the member, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return storage[position].value
        }
        set {
            if let position = position(of: key) {
                if let newValue {
                    storage[position].value = newValue
                } else {
                    storage.remove(at: position)
                    rebuildIndex()
                }
            } else if let newValue {
                appendUnchecked(key: key, value: newValue)
            }
        }
    }

    /// Appends a member whose key the caller knows is new (the reader checks first).
    mutating func appendUnchecked(key: String, value: JSONValue) {
        storage.append((key, value))
        if index != nil {
            index?[key] = storage.count - 1
        } else if storage.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    /// Reserves room for members (the reader does not know counts ahead, so this is for builders).
    public mutating func reserveCapacity(_ count: Int) { storage.reserveCapacity(count) }

    private mutating func rebuildIndex() {
        guard storage.count > Self.indexThreshold else {
            index = nil
            return
        }
        var newIndex = [String: Int](minimumCapacity: storage.count)
        for (position, member) in storage.enumerated() { newIndex[member.key] = position }
        index = newIndex
    }
}

extension JSONObject: RandomAccessCollection {
    /// Positions are offsets into ``members``.
    @inlinable public var startIndex: Int { storage.startIndex }
    /// One past the last member.
    @inlinable public var endIndex: Int { storage.endIndex }
    /// The member at a position.
    @inlinable public subscript(position: Int) -> Member { storage[position] }
}

extension JSONObject: Hashable {
    /// Same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.storage.count == rhs.storage.count else { return false }
        for (position, member) in lhs.storage.enumerated() {
            // Fast path for the usual same-order case, then a keyed lookup.
            if position < rhs.storage.count, rhs.storage[position].key == member.key {
                guard rhs.storage[position].value == member.value else { return false }
            } else {
                guard let other = rhs[member.key], other == member.value else { return false }
            }
        }
        return true
    }

    /// Order-independent: the per-member hashes are combined by addition.
    public func hash(into hasher: inout Hasher) {
        var sum = 0
        for member in storage {
            var memberHasher = Hasher()
            memberHasher.combine(member.key)
            memberHasher.combine(member.value)
            sum = sum &+ memberHasher.finalize()
        }
        hasher.combine(storage.count)
        hasher.combine(sum)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object literal in code: `["style": "sidebarCell", "isSelected": true]`; member order is kept.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.lazy.map { (key: $0.0, value: $0.1) })
    }
}

extension JSONObject: CustomStringConvertible {
    /// Compact JSON text.
    public var description: String { JSONValue.object(self).description }
}
