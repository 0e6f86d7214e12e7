#if canImport(Glibc)
import Glibc
#endif

/// The wall-clock time as RFC 3339 in UTC with microseconds (`2026-11-24T08:30:05.123456Z`), the form log collectors
/// parse without configuration.
enum LogTimestamp {
    /// The time now.
    static func now() -> String {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return format(seconds: time.tv_sec, nanoseconds: Int(time.tv_nsec))
    }

    /// The instant `seconds` after the Unix epoch plus `nanoseconds`, truncated to microseconds.
    static func format(seconds: Int, nanoseconds: Int) -> String {
        var seconds = seconds
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(27)
        func digits(_ value: Int, _ count: Int) {
            var divisor = 1
            for _ in 1..<count { divisor *= 10 }
            var rest = max(0, value)
            while divisor > 0 {
                bytes.append(UInt8(truncatingIfNeeded: rest / divisor % 10) + 0x30)
                rest %= divisor
                divisor /= 10
            }
        }
        digits(Int(parts.tm_year) + 1900, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(Int(parts.tm_mon) + 1, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(Int(parts.tm_mday), 2)
        bytes.append(UInt8(ascii: "T"))
        digits(Int(parts.tm_hour), 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(parts.tm_min), 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(parts.tm_sec), 2)
        bytes.append(UInt8(ascii: "."))
        digits(nanoseconds / 1_000, 6)
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }
}
