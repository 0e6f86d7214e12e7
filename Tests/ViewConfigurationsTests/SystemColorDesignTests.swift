import Testing
import ViewConfigurations

/// The system colors in both designs: the iOS 26 accents of reference §7.6, the grays and every other color kept
/// from iOS 14–18, the §12.3 rounding correction (both designs), and which values explain calls inferred.
@Suite("System colors by design (§7.6, §12.3, §12.4)")
struct SystemColorDesignTests {
    /// The six trait combinations a system color resolves by, in one design.
    enum Variant: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case light, dark, lightHighContrast, darkHighContrast, darkElevated, darkElevatedHighContrast

        var testDescription: String { rawValue }

        func traits(_ design: DesignGeneration) -> TraitCollection {
            let dark = self != .light && self != .lightHighContrast
            let high = self == .lightHighContrast || self == .darkHighContrast || self == .darkElevatedHighContrast
            let elevated = self == .darkElevated || self == .darkElevatedHighContrast
            return TraitCollection(
                userInterfaceStyle: dark ? .dark : .light, accessibilityContrast: high ? .high : .normal,
                userInterfaceLevel: elevated ? .elevated : .base, designGeneration: design)
        }
    }

    struct Accent: CustomTestStringConvertible, Sendable {
        let color: SystemColor
        let light: UInt32
        let dark: UInt32
        let lightHighContrast: UInt32
        let darkHighContrast: UInt32
        var testDescription: String { color.rawValue }

        /// §7.6 gives four columns; dark elevated equals dark for the accents (as §7.5 says of iOS 13–18).
        func expected(_ variant: Variant) -> UInt32 {
            switch variant {
            case .light: light
            case .dark, .darkElevated: dark
            case .lightHighContrast: lightHighContrast
            case .darkHighContrast, .darkElevatedHighContrast: darkHighContrast
            }
        }
    }

    /// The rows of §7.6, read from the reference's own table ("Red" → systemRed).
    static let accents: [Accent] = ReferenceTable.rows(in: "### 7.6").compactMap { row in
        guard row.count >= 5, let color = SystemColor(rawValue: "system" + row[0]),
            let light = ReferenceTable.rgba(row[1]), let dark = ReferenceTable.rgba(row[2]),
            let lightIC = ReferenceTable.rgba(row[3]), let darkIC = ReferenceTable.rgba(row[4])
        else { return nil }
        return Accent(color: color, light: light, dark: dark, lightHighContrast: lightIC, darkHighContrast: darkIC)
    }

    static let accentColors: [SystemColor] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan, .systemBlue,
        .systemIndigo, .systemPurple, .systemPink, .systemBrown,
    ]

    /// Every color whose values the iOS 26 design keeps from iOS 14–18.
    /// The grays whose increased-contrast values §7.4's "HIG 2025 (iOS 26)" column changes (§12.5 decision 2).
    static let iOS26Grays: [SystemColor] = [.systemGray3, .systemGray4, .systemGray5, .systemGray6]
    static let keptColors = SystemColor.allCases.filter { !accentColors.contains($0) && !iOS26Grays.contains($0) }

    static func hex(_ color: SystemColor, _ traits: TraitCollection) -> UInt32 {
        Color(color).resolvedColor(with: traits).rgba
    }

    // MARK: The iOS 26 accents (§7.6)

    @Test func theAccentTableWasRead() {
        #expect(Self.accents.count == 12)
        #expect(Set(Self.accents.map(\.color)) == Set(Self.accentColors))
    }

    @Test(arguments: accents, Variant.allCases)
    func accentResolvesToTheIOS26Palette(_ accent: Accent, _ variant: Variant) {
        #expect(Self.hex(accent.color, variant.traits(.ios26)) == accent.expected(variant))
    }

    @Test(arguments: accents)
    func accentInUnspecifiedAppearanceIsLight(_ accent: Accent) {
        #expect(Self.hex(accent.color, TraitCollection(designGeneration: .ios26)) == accent.light)
        #expect(Self.hex(accent.color, TraitCollection()) == accent.light, "the default design is ios26")
    }

    /// The example the two designs are known by, written out: systemBlue is #0088FF in the iOS 26 design, #007AFF in iOS 14–18.
    @Test func systemBlueByDesign() {
        #expect(Color.systemBlue.resolvedColor(with: Variant.light.traits(.ios26)).hexString == "#0088FF")
        #expect(Color.systemBlue.resolvedColor(with: Variant.light.traits(.ios18)).hexString == "#007AFF")
        #expect(Color.systemRed.resolvedColor(with: Variant.light.traits(.ios26)).hexString == "#FF383C")
        #expect(Color.systemBlue.resolvedColor(with: Variant.darkHighContrast.traits(.ios26)).hexString == "#5CB8FF")
    }

    /// The accents of the iOS 14–18 design stay §7.5's (the iOS 15–18 teal; its increased contrast is inferred).
    @Test(arguments: [
        (SystemColor.systemBlue, [0x007A_FFFF, 0x0A84_FFFF, 0x0040_DDFF, 0x409C_FFFF] as [UInt32]),
        (.systemRed, [0xFF3B_30FF, 0xFF45_3AFF, 0xD700_15FF, 0xFF69_61FF]),
        (.systemOrange, [0xFF95_00FF, 0xFF9F_0AFF, 0xC934_00FF, 0xFFB3_40FF]),
        (.systemTeal, [0x30B0_C7FF, 0x40C8_E0FF, 0x0082_99FF, 0x5DE6_FFFF]),
        (.systemBrown, [0xA284_5EFF, 0xAC8E_68FF, 0x7F65_45FF, 0xB594_69FF]),
    ])
    func accentKeepsTheIOS18PaletteInIOS18(_ color: SystemColor, _ values: [UInt32]) {
        #expect(Self.hex(color, Variant.light.traits(.ios18)) == values[0])
        #expect(Self.hex(color, Variant.dark.traits(.ios18)) == values[1])
        #expect(Self.hex(color, Variant.lightHighContrast.traits(.ios18)) == values[2])
        #expect(Self.hex(color, Variant.darkHighContrast.traits(.ios18)) == values[3])
        #expect(Self.hex(color, Variant.darkElevated.traits(.ios18)) == values[1])
    }

    // MARK: Everything else keeps its iOS 14–18 value

    @Test(arguments: keptColors, Variant.allCases)
    func keptColorIsTheSameInBothDesigns(_ color: SystemColor, _ variant: Variant) {
        #expect(Self.hex(color, variant.traits(.ios26)) == Self.hex(color, variant.traits(.ios18)))
    }

    /// The grays in the iOS 26 design: §7.4's iOS 13–18 columns in standard contrast, and its "HIG 2025 (iOS 26)"
    /// column in increased contrast where it gives a value (§12.5 decision 2); "–" keeps the iOS 13–18 value.
    @Test(arguments: [
        (SystemColor.systemGray, [0x8E8E_93FF, 0x8E8E_93FF, 0x6C6C_70FF, 0xAEAE_B2FF] as [UInt32]),
        (.systemGray2, [0xAEAE_B2FF, 0x6363_66FF, 0x8E8E_93FF, 0x7C7C_80FF]),
        (.systemGray3, [0xC7C7_CCFF, 0x4848_4AFF, 0xAEAE_B2FF, 0x6363_66FF]),
        (.systemGray4, [0xD1D1_D6FF, 0x3A3A_3CFF, 0xB8B8_BCFF, 0x5151_54FF]),
        (.systemGray5, [0xE5E5_EAFF, 0x2C2C_2EFF, 0xD1D1_D6FF, 0x3F3F_42FF]),
        (.systemGray6, [0xF2F2_F7FF, 0x1C1C_1EFF, 0xE5E5_EAFF, 0x2424_26FF]),
    ])
    func grayInIOS26(_ color: SystemColor, _ values: [UInt32]) {
        #expect(Self.hex(color, Variant.light.traits(.ios26)) == values[0])
        #expect(Self.hex(color, Variant.dark.traits(.ios26)) == values[1])
        #expect(Self.hex(color, Variant.lightHighContrast.traits(.ios26)) == values[2])
        #expect(Self.hex(color, Variant.darkHighContrast.traits(.ios26)) == values[3])
        #expect(Self.hex(color, Variant.darkElevatedHighContrast.traits(.ios26)) == values[3])
    }

    // MARK: §12.3 8-bit rounding to nearest (both designs)

    /// Every variant the correction changed: the reference's float alpha × 255, rounded (the tables floored it).
    @Test(arguments: [
        (SystemColor.separator, Variant.light, "#3C3C434A"),  // 0.29 → 73.95 → 74
        (.tertiaryLabel, .light, "#3C3C434D"),  // 0.30 → 76.5 → 77
        (.tertiaryLabel, .dark, "#EBEBF54D"),
        (.tertiaryLabel, .lightHighContrast, "#3C3C4361"),  // 0.38 → 96.9 → 97
        (.tertiaryLabel, .darkElevatedHighContrast, "#EBEBF561"),
        (.placeholderText, .light, "#3C3C434D"),
        (.placeholderText, .darkHighContrast, "#EBEBF561"),
        (.quaternaryLabel, .light, "#3C3C432E"),  // 0.18 → 45.9 → 46
        (.quaternaryLabel, .dark, "#EBEBF529"),  // 0.16 → 40.8 → 41
        (.systemFill, .dark, "#7878805C"),  // 0.36 → 91.8 → 92
        (.secondarySystemFill, .light, "#78788029"),  // 0.16 → 41
        (.secondarySystemFill, .dark, "#78788052"),  // 0.32 → 81.6 → 82
        (.tertiarySystemFill, .light, "#7676801F"),  // 0.12 → 30.6 → 31
        (.tertiarySystemFill, .darkHighContrast, "#76768052"),  // 0.32 → 82
        (.quaternarySystemFill, .dark, "#7676802E"),  // 0.18 → 46
        (.quaternarySystemFill, .lightHighContrast, "#74748029"),  // 0.16 → 41
    ])
    func floatAlphaRoundsToTheNearestByte(_ color: SystemColor, _ variant: Variant, _ hex: String) {
        for design in DesignGeneration.allCases {
            #expect(Color(color).resolvedColor(with: variant.traits(design)).hexString == hex, "\(design)")
        }
    }

    /// Variants whose byte was already the nearest stay as they were.
    @Test(arguments: [
        (SystemColor.separator, Variant.dark, "#54545899"),  // 0.60 → 153
        (.separator, .lightHighContrast, "#3C3C435E"),  // 0.37 → 94.35 → 94
        (.secondaryLabel, .light, "#3C3C4399"),  // 0.60
        (.secondaryLabel, .darkHighContrast, "#EBEBF5AD"),  // 0.68 → 173.4 → 173
        (.systemFill, .light, "#78788033"),  // 0.20 → 51
        (.systemFill, .lightHighContrast, "#78788047"),  // 0.28 → 71.4 → 71
        (.quaternarySystemFill, .light, "#74748014"),  // 0.08 → 20.4 → 20
        (.quaternaryLabel, .darkHighContrast, "#EBEBF53D"),  // 0.24 → 61.2 → 61
    ])
    func alphaAlreadyRoundedIsUnchanged(_ color: SystemColor, _ variant: Variant, _ hex: String) {
        #expect(Color(color).resolvedColor(with: variant.traits(.ios18)).hexString == hex)
    }

    // MARK: What explain calls inferred

    @Test(arguments: accentColors, Variant.allCases)
    func iOS26AccentIsNotInferred(_ color: SystemColor, _ variant: Variant) {
        #expect(color.inferredReason(for: variant.traits(.ios26)) == nil)
    }

    @Test(arguments: Variant.allCases)
    func keptColorIsInferredInIOS26(_ variant: Variant) {
        let kept: [SystemColor] = [
            .systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
            .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .label, .secondaryLabel,
            .tertiaryLabel, .quaternaryLabel, .placeholderText, .separator, .opaqueSeparator, .link, .systemFill,
            .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
        ]
        for color in kept {
            let reason = color.inferredReason(for: variant.traits(.ios26))
            #expect(reason?.contains("iOS 26") == true, "\(color)")
        }
    }

    /// The fixed colors, and the grays of the iOS 14–18 design, come from sources, never inferred.
    @Test(arguments: Variant.allCases)
    func graysAndFixedColorsAreNeverInferred(_ variant: Variant) {
        let grays: [SystemColor] = [
            .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
        ]
        for color in grays + [.clear, .white, .black] {
            #expect(color.inferredReason(for: variant.traits(.ios18)) == nil, "\(color)")
        }
        for color in [SystemColor.clear, .white, .black] {
            #expect(color.inferredReason(for: variant.traits(.ios26)) == nil, "\(color)")
        }
    }

    /// In the iOS 26 design a gray is inferred exactly where §7.4's iOS 26 column gives no increased-contrast value.
    @Test(arguments: Variant.allCases)
    func iOS26GraysAreInferredWhereTheColumnIsEmpty(_ variant: Variant) {
        let empty: [SystemColor]
        switch variant {
        case .lightHighContrast: empty = [.systemGray, .systemGray2]
        case .darkHighContrast, .darkElevatedHighContrast: empty = [.systemGray, .systemGray2, .systemGray6]
        default: empty = []
        }
        for color in [SystemColor.systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6] {
            let reason = color.inferredReason(for: variant.traits(.ios26))
            #expect((reason != nil) == empty.contains(color), "\(color) \(variant)")
        }
    }

    /// In the iOS 14–18 design only link and the iOS 15–18 teal under increased contrast are inferred (§7.2, §7.5).
    @Test(arguments: Variant.allCases)
    func iOS18InferredValues(_ variant: Variant) {
        let high = variant.traits(.ios18).isHighContrast
        for color in SystemColor.allCases {
            let reason = color.inferredReason(for: variant.traits(.ios18))
            let inferred = high && (color == .link || color == .systemTeal)
            #expect((reason != nil) == inferred, "\(color)")
        }
        if high {
            #expect(
                SystemColor.link.inferredReason(for: variant.traits(.ios18))?.contains("no source records it") == true)
        }
    }
}
