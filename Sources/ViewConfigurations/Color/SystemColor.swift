/// UIKit's named system colors, each resolving by design, appearance, contrast and level.
///
/// The iOS 14–18 design uses the iOS 13–18 palette (Flutter's `CupertinoColors`); the iOS 26 design switches the twelve
/// accents to the palette of Apple's HIG Color page (June 2025) and keeps every other value (``ReferenceChoices``).
///
/// Raw values are the Swift names (`"systemBlue"`, `"secondarySystemGroupedBackground"`), as a JSON API spells them.
public enum SystemColor: String, CaseIterable, Hashable, Sendable {
    // Backgrounds
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    // Labels, separators, link
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
    case separator, opaqueSeparator, link
    // Fills
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    // Grays
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    // Accents
    case systemBlue, systemGreen, systemIndigo, systemOrange, systemPink, systemPurple, systemRed
    case systemTeal, systemYellow, systemMint, systemCyan, systemBrown
    // Fixed colors
    case clear, white, black

    /// The color's variants in a design: the iOS 26 palette where it has one, else the iOS 14–18 values. A switch
    /// over constants, so resolving stays free of allocation.
    func variants(in design: DesignGeneration) -> SystemColorVariants {
        switch design {
        case .ios18: variants
        case .ios26: ReferenceChoices.ios26Variants(of: self) ?? variants
        }
    }

    /// The color's iOS 14–18 variants as packed `0xRRGGBBAA` values.
    var variants: SystemColorVariants {
        switch self {
        case .systemBackground: .init(0xFFFF_FFFF, 0x0000_00FF, 0xFFFF_FFFF, 0x0000_00FF, 0x1C1C_1EFF, 0x2424_26FF)
        case .secondarySystemBackground:
            .init(0xF2F2_F7FF, 0x1C1C_1EFF, 0xEBEB_F0FF, 0x2424_26FF, 0x2C2C_2EFF, 0x3636_38FF)
        case .tertiarySystemBackground:
            .init(0xFFFF_FFFF, 0x2C2C_2EFF, 0xFFFF_FFFF, 0x3636_38FF, 0x3A3A_3CFF, 0x4444_46FF)
        case .systemGroupedBackground:
            .init(0xF2F2_F7FF, 0x0000_00FF, 0xEBEB_F0FF, 0x0000_00FF, 0x1C1C_1EFF, 0x2424_26FF)
        case .secondarySystemGroupedBackground:
            .init(0xFFFF_FFFF, 0x1C1C_1EFF, 0xFFFF_FFFF, 0x2424_26FF, 0x2C2C_2EFF, 0x3636_38FF)
        case .tertiarySystemGroupedBackground:
            .init(0xF2F2_F7FF, 0x2C2C_2EFF, 0xEBEB_F0FF, 0x3636_38FF, 0x3A3A_3CFF, 0x4444_46FF)

        case .label: .init(0x0000_00FF, 0xFFFF_FFFF, 0x0000_00FF, 0xFFFF_FFFF)
        case .secondaryLabel: .init(0x3C3C_4399, 0xEBEB_F599, 0x3C3C_43AD, 0xEBEB_F5AD)
        // Translucent labels, the separator and the fills: float alphas rounded to the nearest byte (as WebKit's layout
        // tests record UIKit's colors).
        case .tertiaryLabel: ReferenceChoices.tertiaryLabelRounded
        case .quaternaryLabel: ReferenceChoices.quaternaryLabelRounded
        case .placeholderText: ReferenceChoices.placeholderTextRounded
        case .separator: ReferenceChoices.separatorRounded
        case .opaqueSeparator: .init(0xC6C6_C8FF, 0x3838_3AFF, 0xC6C6_C8FF, 0x3838_3AFF)
        case .link:
            .init(
                0x007A_FFFF, 0x0984_FFFF, ReferenceChoices.linkIncreasedContrast.light,
                ReferenceChoices.linkIncreasedContrast.dark)

        case .systemFill: ReferenceChoices.systemFillRounded
        case .secondarySystemFill: ReferenceChoices.secondarySystemFillRounded
        case .tertiarySystemFill: ReferenceChoices.tertiarySystemFillRounded
        case .quaternarySystemFill: ReferenceChoices.quaternarySystemFillRounded

        case .systemGray: Self.gray(0x8E8E_93FF, 0x8E8E_93FF, ReferenceChoices.grayIncreasedContrast.gray)
        case .systemGray2: Self.gray(0xAEAE_B2FF, 0x6363_66FF, ReferenceChoices.grayIncreasedContrast.gray2)
        case .systemGray3: Self.gray(0xC7C7_CCFF, 0x4848_4AFF, ReferenceChoices.grayIncreasedContrast.gray3)
        case .systemGray4: Self.gray(0xD1D1_D6FF, 0x3A3A_3CFF, ReferenceChoices.grayIncreasedContrast.gray4)
        case .systemGray5: Self.gray(0xE5E5_EAFF, 0x2C2C_2EFF, ReferenceChoices.grayIncreasedContrast.gray5)
        case .systemGray6: Self.gray(0xF2F2_F7FF, 0x1C1C_1EFF, ReferenceChoices.grayIncreasedContrast.gray6)

        case .systemBlue: .init(0x007A_FFFF, 0x0A84_FFFF, 0x0040_DDFF, 0x409C_FFFF)
        case .systemGreen: .init(0x34C7_59FF, 0x30D1_58FF, 0x248A_3DFF, 0x30DB_5BFF)
        case .systemIndigo: .init(0x5856_D6FF, 0x5E5C_E6FF, 0x3634_A3FF, 0x7D7A_FFFF)
        case .systemOrange: .init(0xFF95_00FF, 0xFF9F_0AFF, 0xC934_00FF, 0xFFB3_40FF)
        case .systemPink: .init(0xFF2D_55FF, 0xFF37_5FFF, 0xD30F_45FF, 0xFF64_82FF)
        case .systemPurple: .init(0xAF52_DEFF, 0xBF5A_F2FF, 0x8944_ABFF, 0xDA8F_FFFF)
        case .systemRed: .init(0xFF3B_30FF, 0xFF45_3AFF, 0xD700_15FF, 0xFF69_61FF)
        case .systemTeal:
            .init(
                0x30B0_C7FF, 0x40C8_E0FF, ReferenceChoices.tealIncreasedContrast.light,
                ReferenceChoices.tealIncreasedContrast.dark)
        case .systemYellow: .init(0xFFCC_00FF, 0xFFD6_0AFF, 0xA05A_00FF, 0xFFD4_26FF)
        case .systemMint: .init(0x00C7_BEFF, 0x63E6_E2FF, 0x0C81_7BFF, 0x66D4_CFFF)
        case .systemCyan: .init(0x32AD_E6FF, 0x64D2_FFFF, 0x0071_A4FF, 0x70D7_FFFF)
        case .systemBrown: .init(0xA284_5EFF, 0xAC8E_68FF, 0x7F65_45FF, 0xB594_69FF)

        case .clear: .init(0x0000_0000, 0x0000_0000, 0x0000_0000, 0x0000_0000)
        case .white: .init(0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF)
        case .black: .init(0x0000_00FF, 0x0000_00FF, 0x0000_00FF, 0x0000_00FF)
        }
    }

    private static func gray(
        _ light: UInt32, _ dark: UInt32, _ increased: (light: UInt32, dark: UInt32)
    )
        -> SystemColorVariants
    {
        .init(light, dark, increased.light, increased.dark)
    }

    /// The variant for a set of traits: the traits' design picks the palette, unspecified appearance is light,
    /// elevation only changes dark mode.
    func resolved(with traits: TraitCollection) -> ResolvedColor {
        let variants = variants(in: traits.designGeneration)
        let highContrast = traits.isHighContrast
        let value: UInt32
        if traits.isDark {
            if traits.userInterfaceLevel == .elevated {
                value = highContrast ? variants.darkElevatedHighContrast : variants.darkElevated
            } else {
                value = highContrast ? variants.darkHighContrast : variants.dark
            }
        } else {
            value = highContrast ? variants.lightHighContrast : variants.light
        }
        return ResolvedColor(rgba: value)
    }
}

/// The six variants of a system color, as packed `0xRRGGBBAA`.
struct SystemColorVariants: Hashable, Sendable {
    var light: UInt32
    var dark: UInt32
    var lightHighContrast: UInt32
    var darkHighContrast: UInt32
    var darkElevated: UInt32
    var darkElevatedHighContrast: UInt32

    /// Variants for a color whose elevated values equal its base values (every color but the backgrounds).
    init(_ light: UInt32, _ dark: UInt32, _ lightHighContrast: UInt32, _ darkHighContrast: UInt32) {
        self.init(light, dark, lightHighContrast, darkHighContrast, dark, darkHighContrast)
    }

    init(
        _ light: UInt32, _ dark: UInt32, _ lightHighContrast: UInt32, _ darkHighContrast: UInt32,
        _ darkElevated: UInt32, _ darkElevatedHighContrast: UInt32
    ) {
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
        self.darkElevated = darkElevated
        self.darkElevatedHighContrast = darkElevatedHighContrast
    }
}
