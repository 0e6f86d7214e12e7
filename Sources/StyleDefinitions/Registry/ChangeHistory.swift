/// The registry's latest changes, at most `capacity` of them, oldest first: what a client that missed some since a
/// version it knows can catch up from, as long as they are still kept.
public struct ChangeHistory: Sendable, Equatable {
    /// Most changes kept; older ones are dropped.
    public let capacity: Int
    /// The registry's version now.
    public private(set) var version: UInt64
    /// The kept changes, in version order (consecutive versions ending at `version`).
    public private(set) var changes: [RegistryChange] = []

    /// An empty history of a registry at `version` that keeps `capacity` changes.
    public init(version: UInt64, capacity: Int) {
        self.version = version
        self.capacity = max(1, capacity)
    }

    /// Records a change (its version is the registry's new version), dropping the oldest beyond the capacity.
    public mutating func record(_ change: RegistryChange) {
        version = change.version
        changes.append(change)
        if changes.count > capacity { changes.removeFirst(changes.count - capacity) }
    }

    /// The changes after `known`, oldest first; nil when the history no longer reaches back that far, or `known` is
    /// not a version of this registry (later than its own).
    public func changes(after known: UInt64) -> [RegistryChange]? {
        if known == version { return [] }
        guard known < version, let oldest = changes.first, oldest.version <= known + 1 else { return nil }
        return changes.filter { $0.version > known }
    }
}
