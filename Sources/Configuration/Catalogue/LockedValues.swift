/// A configuration's values and which of them were set: the one locking mechanism behind every configuration's
/// `isCustomized` and `updated(for:)`. Bit `i` of the locks is the catalogue's member `i`.
public struct LockedValues<Values: Hashable & Sendable>: Hashable, Sendable {
    /// The most members a catalogue can lock.
    static var capacity: Int { UInt64.bitWidth }

    var values: Values
    var locks: UInt64

    init(_ values: Values, locks: UInt64 = 0) {
        self.values = values
        self.locks = locks
    }

    func isLocked(_ index: Int) -> Bool { locks & (1 << UInt64(index)) != 0 }
}
