import EpollHTTP
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Allocator tuning")
struct AllocatorTuningTests {
    /// Whether the address sanitizer's allocator stands in for glibc's (CI runs this suite under it): it refuses
    /// mallopt, so nothing is set, and the service says so. The thread sanitizer's passes mallopt on to glibc.
    static let sanitized = dlsym(nil, "__asan_init") != nil

    /// An operator's `glibc.malloc` tunables win: nothing is set. Other tunables do not count.
    @Test(arguments: [
        ("glibc.malloc.trim_threshold=1048576", false), ("glibc.cpu.x86_rep_movsb_threshold=2048", true),
        ("glibc.malloc.arena_max=2:glibc.cpu.hwcaps=-AVX2", false),
    ])
    func anOperatorsMallocTunablesAreLeftAlone(tunables: String, applies: Bool) {
        #expect(AllocatorTuning.leavesAllocatorToTheService(environment: ["GLIBC_TUNABLES": tunables]) == applies)
        let applied = AllocatorTuning.keepFreedMemoryMapped(environment: ["GLIBC_TUNABLES": tunables])
        #expect(applied == (applies && !Self.sanitized))
    }

    /// Without tunables glibc's allocator takes both thresholds (it accepts a mapping threshold up to 32 MB); a
    /// sanitizer's refuses them.
    @Test func theThresholdsAreTaken() {
        #expect(AllocatorTuning.leavesAllocatorToTheService(environment: [:]))
        #expect(AllocatorTuning.keepFreedMemoryMapped(environment: [:]) == !Self.sanitized)
    }
}
