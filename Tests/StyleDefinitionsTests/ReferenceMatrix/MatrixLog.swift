/// The matrix's findings: every compared value counted, every mismatch kept under its kind (the value's path, or
/// the explain path marked or left unmarked), so one failure lists them compactly.
struct MatrixLog: Sendable {
    /// How many values were compared.
    private(set) var checked = 0
    /// Mismatches by kind, in the order found: the case's style, list, state and design (what examples are told
    /// apart by), and the line to show.
    private(set) var mismatches: [String: [(group: String, line: String)]] = [:]
    /// How many mismatches in all.
    private(set) var total = 0

    /// Compares one value.
    mutating func check<Value: Equatable>(
        _ kind: @autoclosure () -> String, _ actual: Value, _ expected: Value, in matrixCase: MatrixCase,
        describe: (Value) -> String = { "\($0)" }
    ) {
        expect(kind(), actual == expected, in: matrixCase) { "expected \(describe(expected)), got \(describe(actual))" }
    }

    /// Counts one compared value and records `detail` when it does not hold.
    mutating func expect(
        _ kind: @autoclosure () -> String, _ holds: Bool, in matrixCase: MatrixCase, detail: () -> String
    ) {
        checked += 1
        guard !holds else { return }
        total += 1
        let group = "\(matrixCase.style)@\(matrixCase.list) \(matrixCase.state) \(matrixCase.look.design26)"
        mismatches[kind(), default: []].append((group, "\(matrixCase.description): \(detail())"))
    }

    /// Adds another log's counts and mismatches after this one's.
    mutating func append(_ other: MatrixLog) {
        checked += other.checked
        total += other.total
        mismatches.merge(other.mismatches) { $0 + $1 }
    }

    /// The mismatches grouped by kind, the largest groups first, each with up to three examples from different
    /// styles, states or designs, at most `lines` example lines in all; then the totals.
    func report(lines: Int = 40) -> String {
        let kinds = mismatches.sorted {
            $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key
        }
        var text: [String] = []
        var left = lines
        for (kind, found) in kinds {
            text.append("\(kind): \(found.count)")
            var groups: Set<String> = []
            for example in found where left > 0 && groups.count < 3 && groups.insert(example.group).inserted {
                text.append("    " + example.line)
                left -= 1
            }
        }
        text.append("\(total) mismatches in \(kinds.count) kinds; \(checked) values checked")
        return text.joined(separator: "\n")
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, for a `0xRRGGBBAA`.
    static func hex(_ rgba: UInt32) -> String {
        let digits = String(rgba, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 8 - digits.count) + digits
        return "#" + (rgba & 0xFF == 0xFF ? String(padded.prefix(6)) : padded)
    }
}
