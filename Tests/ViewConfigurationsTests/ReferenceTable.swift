import Foundation

/// Reads tables out of the team's reference (`Fixtures/uikit-configuration-facts.md`, a copy of
/// `shared/reference/`), so tests compare the library against an independent transcription.
enum ReferenceTable {
    static let text: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/uikit-configuration-facts.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The lines of the section that starts with `heading` (a `###` line), up to the next heading.
    static func section(_ heading: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return [] }
        var result: [Substring] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            result.append(line)
        }
        return result
    }

    /// The cells of every table row in a section, first cell included, without the header and divider rows.
    static func rows(in heading: String) -> [[String]] {
        section(heading).filter { $0.hasPrefix("|") && !$0.hasPrefix("|---") && !$0.hasPrefix("| ---") }
            .map { line in
                line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                    .map { $0.trimmingCharacters(in: .whitespaces) }
            }
    }

    /// `` `#3C3C43 @153` (0.60) `` → `0x3C3C4399`; `` `#FFFFFF` `` → `0xFFFFFFFF`; nil when the cell has no color.
    static func rgba(_ cell: String) -> UInt32? {
        guard let hash = cell.firstIndex(of: "#") else { return nil }
        let hex = cell[cell.index(after: hash)...].prefix(6)
        guard hex.count == 6, let rgb = UInt32(hex, radix: 16) else { return nil }
        var alpha: UInt32 = 255
        if let at = cell.firstIndex(of: "@") {
            let digits = cell[cell.index(after: at)...].prefix(while: \.isNumber)
            alpha = UInt32(digits) ?? 255
        }
        return rgb << 8 | alpha
    }

    /// The name between the first pair of backticks.
    static func codeName(_ cell: String) -> String? {
        let parts = cell.split(separator: "`")
        guard cell.hasPrefix("`"), let first = parts.first else { return nil }
        return String(first)
    }
}
