import Glibc

/// Reads the monotonic and wall clocks (vDSO calls, no allocation).
public enum MonotonicClock {
    /// Nanoseconds on `CLOCK_MONOTONIC`: for timing a request without building a `Duration` (128-bit arithmetic to
    /// make, subtract and turn into seconds).
    public static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// Whole seconds of wall-clock time (coarse clock: cheap, good enough for the `Date` header).
    static func wallSeconds() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME_COARSE, &spec)
        return Int(spec.tv_sec)
    }

    /// A `Duration` in nanoseconds, clamped at zero.
    static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        if seconds < 0 { return 0 }
        return UInt64(seconds) &* 1_000_000_000 &+ UInt64(max(0, attoseconds) / 1_000_000_000)
    }
}
