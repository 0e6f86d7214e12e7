/// A configuration's values and which of them were set: the one locking mechanism behind every configuration's
/// `isCustomized` and `updated(for:)`. Bit `i` of the locks is the catalogue's member `i`.
public struct LockedValues<Values: Hashable & Sendable>: Hashable, Sendable {
    /// The most members a catalogue can lock.
    static var capacity: Int { Locks.bitWidth }

    /// One bit per catalogue member: 32 is room enough (the largest catalogue has 14) and keeps values small.
    @usableFromInline typealias Locks = UInt32

    @usableFromInline var values: Values
    @usableFromInline var locks: Locks

    init(_ values: Values, locks: Locks = 0) {
        self.values = values
        self.locks = locks
    }

    func isLocked(_ index: Int) -> Bool { locks & (1 << Locks(index)) != 0 }
}
