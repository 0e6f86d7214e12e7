import Glibc

/// The `Date: ...\r\n` header line (IMF-fixdate, RFC 9110 §5.6.7), reformatted at most once a second.
struct DateHeaderCache {
    private(set) var line: [UInt8] = []
    private var second = -1

    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Refreshes the line if the wall-clock second changed.
    mutating func update(wallSeconds: Int) {
        guard wallSeconds != second else { return }
        second = wallSeconds
        var time = time_t(wallSeconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        var text = "Date: "
        text += Self.days[Int(parts.tm_wday) % 7] + ", "
        text += Self.twoDigits(Int(parts.tm_mday)) + " " + Self.months[Int(parts.tm_mon) % 12] + " "
        text += String(Int(parts.tm_year) + 1900) + " "
        text += Self.twoDigits(Int(parts.tm_hour)) + ":" + Self.twoDigits(Int(parts.tm_min)) + ":"
        text += Self.twoDigits(Int(parts.tm_sec)) + " GMT\r\n"
        line = Array(text.utf8)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
