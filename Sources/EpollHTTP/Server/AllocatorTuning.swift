import CEpollHTTPSystem

/// Settings of the C allocator for a server process, made once at start-up, before any thread exists: an
/// executable's choice, never made by a server as it starts.
public enum AllocatorTuning {
    /// Blocks up to this size come from the allocator's arenas rather than mappings of their own.
    public static let mappingThreshold = 4 << 20
    /// Up to this much memory freed at the top of an arena stays mapped for the next request.
    public static let trimThreshold = 16 << 20

    /// Keeps the memory of large answers mapped between requests, and says whether it did. With glibc's defaults,
    /// each large block (a streamed answer's pieces, a large request body and what is made from it) is mapped or
    /// given back anew and its pages faulted in again on every request. Both thresholds are set, since setting one
    /// stops glibc adjusting the other.
    /// An `environment` whose `GLIBC_TUNABLES` sets any `glibc.malloc` tunable is the operator's choice: left alone.
    /// An allocator other than glibc's (a sanitizer's) refuses the thresholds: nothing is set then either.
    @discardableResult
    public static func keepFreedMemoryMapped(environment: [String: String]) -> Bool {
        guard leavesAllocatorToTheService(environment: environment) else { return false }
        return chttp_set_allocator_thresholds(Int32(mappingThreshold), Int32(trimThreshold)) == 1
    }

    /// Whether `environment` leaves the allocator's settings to the service: its `GLIBC_TUNABLES` (if any) sets no
    /// `glibc.malloc` tunable.
    public static func leavesAllocatorToTheService(environment: [String: String]) -> Bool {
        !(environment["GLIBC_TUNABLES"]?.contains("glibc.malloc.") ?? false)
    }
}
