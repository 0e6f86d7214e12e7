import HTTPServer
import Testing

@Suite("Allocator tuning")
struct AllocatorTuningTests {
    /// An operator's `glibc.malloc` tunables win: nothing is set. Other tunables do not count.
    @Test(arguments: [
        ("glibc.malloc.trim_threshold=1048576", false), ("glibc.cpu.x86_rep_movsb_threshold=2048", true),
        ("glibc.malloc.arena_max=2:glibc.cpu.hwcaps=-AVX2", false),
    ])
    func anOperatorsMallocTunablesAreLeftAlone(tunables: String, applies: Bool) {
        #expect(AllocatorTuning.keepFreedMemoryMapped(environment: ["GLIBC_TUNABLES": tunables]) == applies)
    }

    /// Without tunables the allocator takes both thresholds (glibc accepts a mapping threshold up to 32 MB).
    @Test func theThresholdsAreTaken() {
        #expect(AllocatorTuning.keepFreedMemoryMapped(environment: [:]))
    }
}
