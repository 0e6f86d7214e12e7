import JSON

/// The resolutions of item states a batch has decoded, found again by comparing an item's `state` object with
/// theirs member by member. Most items of a batch give one of a few states (`{"isSelected": true}`), and decoding
/// one then finding its resolution costs more than the comparison.
///
/// Only states whose members are all booleans (the state flags) are kept, and only once they decoded without a
/// problem: an object with the same keys (same bytes' length and equal as strings, as the state decoder matches
/// field names) and the same booleans in the same order decodes alike over the same style's shared state, so it has
/// the same resolution given the same tint and overrides.
struct BatchStateMemo {
    /// States kept: a batch with more distinct flag states decodes the others as before.
    static let capacity = 8

    private struct Entry {
        let style: Int
        let tint: Int
        let overrides: Int
        let state: JSONObject
        let resolution: Int
    }

    private var entries: [Entry] = []

    /// The resolution of an item whose own `state` is `state`, under the batch's style, tint and overrides numbered
    /// `style`, `tint` and `overrides`, when an item like it was decoded before.
    func resolution(style: Int, tint: Int, overrides: Int, state: JSONObject) -> Int? {
        for entry in entries
        where entry.style == style && entry.tint == tint && entry.overrides == overrides
            && Self.sameFlags(entry.state, state)
        {
            return entry.resolution
        }
        return nil
    }

    /// Keeps a state that decoded without a problem, with its resolution, when it gives flags only.
    mutating func remember(style: Int, tint: Int, overrides: Int, state: JSONObject, resolution: Int) {
        guard entries.count < Self.capacity, Self.sameFlags(state, state) else { return }
        entries.append(Entry(style: style, tint: tint, overrides: overrides, state: state, resolution: resolution))
    }

    /// Whether both objects have the same keys and booleans in the same order, and nothing but booleans.
    private static func sameFlags(_ lhs: JSONObject, _ rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for position in lhs.indices {
            guard case .bool(let left) = lhs[position].value, case .bool(let right) = rhs[position].value,
                left == right, JSONObject.keysMatch(lhs[position].key, rhs[position].key)
            else { return false }
        }
        return true
    }
}
