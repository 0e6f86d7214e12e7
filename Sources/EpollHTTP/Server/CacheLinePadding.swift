/// 64 bytes of nothing, stored beside state that one thread writes often, so that state shares no cache line with
/// what another thread writes (objects made one after the other lie within bytes of each other).
public struct CacheLinePadding: Sendable {
    private let words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)

    /// Padding for one stored property.
    public init() {}
}
