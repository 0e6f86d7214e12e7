import Testing
import ViewConfigurations

/// Every system color of reference §7.1–7.5, in light, dark, increased contrast and elevated, read from the
/// reference's own tables: the iOS 14–18 design, so every trait collection here pins `designGeneration: .ios18`.
@Suite("System colors (§7)")
struct SystemColorTests {
    struct Expected: CustomTestStringConvertible, Sendable {
        let name: String
        let light: UInt32
        let dark: UInt32
        let lightHighContrast: UInt32
        let darkHighContrast: UInt32
        let darkElevated: UInt32
        let darkElevatedHighContrast: UInt32
        var testDescription: String { name }
    }

    static let light = TraitCollection(userInterfaceStyle: .light, designGeneration: .ios18)
    static let dark = TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios18)

    /// A cell's packed value with §12.3's correction: the tables' `@A` bytes floor the float alpha in brackets
    /// (Flutter's bytes); UIKit's float rounds to the nearest byte (`` `#3C3C43 @73` (0.29) `` → alpha 0x4A). A cell
    /// without a fraction keeps its byte, except placeholderText's increased-contrast cells, which repeat
    /// tertiaryLabel's floored 0.38 (`@96`) and round as it does.
    static func rounded(_ cell: String, of name: String) -> UInt32? {
        guard let value = ReferenceTable.rgba(cell) else { return nil }
        var fraction: Double?
        if let open = cell.lastIndex(of: "("), let close = cell.lastIndex(of: ")"), open < close {
            fraction = Double(cell[cell.index(after: open)..<close])
        } else if name == "placeholderText", cell.contains("@96") {
            fraction = 0.38
        }
        guard let fraction else { return value }
        return value & 0xFFFF_FF00 | UInt32((fraction * 255).rounded())
    }

    /// Rows of §7.1–7.5; the iOS 13–14 teal row is skipped (the library follows iOS 15–18).
    static let expectations: [Expected] = {
        var result: [Expected] = []
        for heading in ["### 7.1", "### 7.2", "### 7.3", "### 7.4", "### 7.5"] {
            for row in ReferenceTable.rows(in: heading) {
                guard let name = ReferenceTable.codeName(row[0]), !row[0].contains("iOS 13–14"),
                    row.count >= 5, let light = rounded(row[1], of: name), let dark = rounded(row[2], of: name),
                    let lightIC = rounded(row[3], of: name), let darkIC = rounded(row[4], of: name)
                else { continue }
                let backgrounds = heading == "### 7.1"
                let elevated = backgrounds ? ReferenceTable.rgba(row[5]) ?? dark : dark
                let elevatedIC = backgrounds ? ReferenceTable.rgba(row[6]) ?? darkIC : darkIC
                result.append(
                    Expected(
                        name: name, light: light, dark: dark, lightHighContrast: lightIC, darkHighContrast: darkIC,
                        darkElevated: elevated, darkElevatedHighContrast: elevatedIC))
            }
        }
        return result
    }()

    @Test func theReferenceTablesWereRead() {
        // 6 backgrounds, 8 labels/separators/link, 4 fills, 6 grays, 12 accents.
        #expect(Self.expectations.count == 36)
        #expect(Set(Self.expectations.map(\.name)).count == 36)
    }

    @Test(arguments: expectations)
    func resolvesEveryVariant(_ expected: Expected) throws {
        let color = try #require(Color(name: expected.name), "no system color named \(expected.name)")
        func hex(_ traits: TraitCollection) -> UInt32 { color.resolvedColor(with: traits).rgba }
        #expect(hex(Self.light) == expected.light)
        #expect(
            hex(TraitCollection(designGeneration: .ios18)) == expected.light, "unspecified appearance resolves as light"
        )
        #expect(hex(Self.dark) == expected.dark)
        #expect(
            hex(TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high, designGeneration: .ios18))
                == expected.lightHighContrast
        )
        #expect(
            hex(TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high, designGeneration: .ios18))
                == expected.darkHighContrast)
        #expect(
            hex(TraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated, designGeneration: .ios18))
                == expected.darkElevated)
        #expect(
            hex(
                TraitCollection(
                    userInterfaceStyle: .dark, accessibilityContrast: .high, userInterfaceLevel: .elevated,
                    designGeneration: .ios18))
                == expected.darkElevatedHighContrast)
        #expect(
            hex(TraitCollection(userInterfaceStyle: .light, userInterfaceLevel: .elevated, designGeneration: .ios18))
                == expected.light,
            "elevation changes dark mode only")
    }

    @Test func everySystemColorHasAStaticNamedLikeUIColor() {
        #expect(Color.systemBlue == Color(.systemBlue))
        #expect(Color.secondarySystemGroupedBackground.systemColor == .secondarySystemGroupedBackground)
        #expect(Color.systemGray4.resolvedColor(with: Self.dark).hexString == "#3A3A3C")
        // §12.3 correction (8-bit rounding to nearest): tertiaryLabel 0.30 × 255 = 76.5 → 0x4D, not the table's @76.
        #expect(Color.tertiaryLabel.resolvedColor(with: Self.light).hexString == "#3C3C434D")
        #expect(Color.clear.resolvedColor(with: Self.dark).hexString == "#00000000")
        #expect(Color.white.resolvedColor(with: Self.dark).hexString == "#FFFFFF")
        #expect(Color.black.resolvedColor(with: Self.light).hexString == "#000000")
        #expect(SystemColor.allCases.count == 39)
    }

    @Test(arguments: [
        ("#FFF", "#FFFFFF"), ("#0a84ff", "#0A84FF"), ("#78788028", "#78788028"), ("#12345678", "#12345678"),
        ("#000000FF", "#000000"), ("#abc", "#AABBCC"),
    ])
    func parsesHex(_ input: String, _ output: String) throws {
        let color = try #require(Color(hex: input))
        #expect(color.resolvedColor(with: Self.dark).hexString == output)
    }

    @Test(arguments: ["", "#", "FFFFFF", "#FFFF", "#FFFFF", "#1234567", "#123456789", "#GGGGGG", "#12 456", " #FFFFFF"])
    func rejectsMalformedHex(_ input: String) {
        #expect(Color(hex: input) == nil)
    }

    @Test func hexStringRoundsToEightBits() {
        #expect(ResolvedColor(red: 0.5, green: 0.25, blue: 1, alpha: 1).hexString == "#8040FF")
        #expect(ResolvedColor(red: 1, green: 1, blue: 1, alpha: 0.8).hexString == "#FFFFFFCC")
        #expect(ResolvedColor(red: 2, green: -1, blue: .nan, alpha: 1).hexString == "#FF0000")
    }
}
