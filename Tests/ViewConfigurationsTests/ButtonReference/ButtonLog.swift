import ViewConfigurations

/// The oracle's findings: every compared value counted, mismatches kept by kind with a few examples, so one failure
/// lists them compactly.
struct ButtonLog: Sendable {
    private(set) var checked = 0
    private(set) var total = 0
    /// Per kind: how many mismatches, and the first few lines.
    private var mismatches: [String: (count: Int, examples: [String])] = [:]

    /// Compares one value.
    mutating func check<Value: Equatable>(
        _ kind: @autoclosure () -> String, _ actual: Value, _ expected: Value, in c: ButtonCase
    ) {
        expect(kind(), actual == expected, in: c) { "expected \(expected), got \(actual)" }
    }

    /// Compares two numbers to within rounding.
    mutating func check(_ kind: @autoclosure () -> String, _ actual: Double, _ expected: Double, in c: ButtonCase) {
        expect(kind(), abs(actual - expected) < 1e-9, in: c) { "expected \(expected), got \(actual)" }
    }

    /// Compares a color at 8 bits a component.
    mutating func check(
        _ kind: @autoclosure () -> String, _ actual: ResolvedColor, _ expected: OracleColor, in c: ButtonCase
    ) {
        expect(kind(), actual.rgba == expected.rgba, in: c) {
            "expected \(Self.hex(expected.rgba)), got \(Self.hex(actual.rgba))"
        }
    }

    /// Counts one compared value and records `detail` when it does not hold.
    mutating func expect(_ kind: @autoclosure () -> String, _ holds: Bool, in c: ButtonCase, detail: () -> String) {
        checked += 1
        guard !holds else { return }
        total += 1
        let key = kind()
        var entry = mismatches[key] ?? (0, [])
        entry.count += 1
        if entry.examples.count < 3 { entry.examples.append("\(c.description): \(detail())") }
        mismatches[key] = entry
    }

    mutating func append(_ other: ButtonLog) {
        checked += other.checked
        total += other.total
        mismatches.merge(other.mismatches) { ($0.count + $1.count, Array(($0.examples + $1.examples).prefix(3))) }
    }

    /// The kinds, the largest first, each with up to three examples; then the totals.
    func report(kinds limit: Int = 25) -> String {
        let kinds = mismatches.sorted {
            $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key
        }
        var lines: [String] = []
        for (kind, entry) in kinds.prefix(limit) {
            lines.append("\(kind): \(entry.count)")
            lines += entry.examples.map { "    " + $0 }
        }
        lines.append("\(total) mismatches in \(kinds.count) kinds; \(checked) values checked")
        return lines.joined(separator: "\n")
    }

    static func hex(_ rgba: UInt32) -> String {
        let digits = String(rgba, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
