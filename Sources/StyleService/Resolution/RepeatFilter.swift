/// The hashes of keys asked for once, so a cache keeps an answer only from its key's second request on (as nginx's
/// `proxy_cache_min_uses 2`): keys that never come again neither take a place nor cost a copy. A fixed table indexed by
/// the hash's low bits; a newer key takes an older one's slot, so a key can be forgotten, never wrongly remembered
/// as asked (a hash that matches is taken as the same key; the cache still compares keys on lookup).
package struct RepeatFilter: Sendable {
    private let slots: Int
    /// Empty until the first key is noted.
    private var seen: [Int] = []

    /// A filter of `slots` hashes (a power of two).
    package init(slots: Int) {
        self.slots = slots
    }

    /// Whether `hash` was noted before; notes it when it was not.
    package mutating func isRepeat(_ hash: Int) -> Bool {
        if seen.isEmpty { seen = Array(repeating: 0, count: slots) }
        let slot = hash & (slots - 1)
        if seen[slot] == hash { return true }
        seen[slot] = hash
        return false
    }
}
