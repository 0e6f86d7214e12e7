/// The colors the built-in styles use, named as UIKit names them.
///
/// Transcribed from the reference facts (§7), not read from the library.
enum ReferenceColor {
    /// A color as §7 prints it: a 24-bit RGB with an alpha given as a percentage, rounded half up (decision 12.5 #1).
    struct Swatch: Hashable {
        var rgb: UInt32
        /// Opacity in percent, as §7 prints the fraction (0.60 is 60).
        var percent: Int = 100

        /// The alpha byte: the fraction × 255 rounded to nearest, half up (0.30 gives 77).
        var alphaByte: UInt32 { UInt32((percent * 255 + 50) / 100) }
        /// `0xRRGGBBAA`.
        var rgba: UInt32 { rgb << 8 | alphaByte }
    }

    /// One color in light, dark, light increased-contrast and dark increased-contrast (base level).
    struct Variants {
        var light: Swatch
        var dark: Swatch
        var lightHigh: Swatch
        var darkHigh: Swatch

        func swatch(dark isDark: Bool, high: Bool) -> Swatch {
            switch (isDark, high) {
            case (false, false): light
            case (true, false): dark
            case (false, true): lightHigh
            case (true, true): darkHigh
            }
        }
    }

    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    case systemBackground, secondarySystemGroupedBackground
    case quaternarySystemFill
    case systemGray, systemGray2, systemGray4, systemGray5
    case systemBlue
    /// `UIColor.white`, the foreground on a tint fill.
    case white
    /// White at 80 %, a selected sidebar row's secondary text on the tint.
    case white80
    case clear
    /// `separator` (§7.2, with §12.3's light alpha of 0.29 rounded to nearest).
    case separator
    case systemRed, systemGreen
    case systemGroupedBackground
    /// White at 20 %: the reorder control's line on a tint fill (accessories §1.2) and the sidebar-plain
    /// multiple-selection separator (§2.2).
    case white20

    /// Whether the color's value in the iOS 26 design has no public source (kept from iOS 13–18): backgrounds,
    /// labels and fills (the lead's rule 4), and the grays whose HIG 2025 increased-contrast value is missing
    /// (decision 12.5 #2).
    func isInferred(design26: Bool, high: Bool) -> Bool {
        guard design26 else { return false }
        switch self {
        case .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .systemBackground,
            .secondarySystemGroupedBackground, .quaternarySystemFill, .separator, .systemGroupedBackground:
            return true
        case .systemGray, .systemGray2: return high
        case .systemGray4, .systemGray5, .systemBlue, .white, .white80, .clear, .systemRed, .systemGreen, .white20:
            return false
        }
    }

    /// The 8-bit RGBA for the traits and design.
    func rgba(dark: Bool, high: Bool, design26: Bool) -> UInt32 {
        let table = design26 ? (Self.design26[self] ?? Self.design18[self]) : Self.design18[self]
        return table?.swatch(dark: dark, high: high).rgba ?? 0
    }

    private static func variants(
        _ light: UInt32, _ dark: UInt32, _ lightHigh: UInt32, _ darkHigh: UInt32, percent: [Int] = [100, 100, 100, 100]
    ) -> Variants {
        Variants(
            light: Swatch(rgb: light, percent: percent[0]), dark: Swatch(rgb: dark, percent: percent[1]),
            lightHigh: Swatch(rgb: lightHigh, percent: percent[2]), darkHigh: Swatch(rgb: darkHigh, percent: percent[3])
        )
    }

    /// §7.1–§7.5 (iOS 13–18): light, dark, light IC, dark IC; percentages for the translucent ones.
    private static let design18: [ReferenceColor: Variants] = [
        .label: variants(0x000000, 0xFFFFFF, 0x000000, 0xFFFFFF),
        .secondaryLabel: variants(0x3C3C43, 0xEBEBF5, 0x3C3C43, 0xEBEBF5, percent: [60, 60, 68, 68]),
        .tertiaryLabel: variants(0x3C3C43, 0xEBEBF5, 0x3C3C43, 0xEBEBF5, percent: [30, 30, 38, 38]),
        .quaternaryLabel: variants(0x3C3C43, 0xEBEBF5, 0x3C3C43, 0xEBEBF5, percent: [18, 16, 26, 24]),
        .systemBackground: variants(0xFFFFFF, 0x000000, 0xFFFFFF, 0x000000),
        .secondarySystemGroupedBackground: variants(0xFFFFFF, 0x1C1C1E, 0xFFFFFF, 0x242426),
        .quaternarySystemFill: variants(0x747480, 0x767680, 0x747480, 0x767680, percent: [8, 18, 16, 26]),
        .systemGray: variants(0x8E8E93, 0x8E8E93, 0x6C6C70, 0xAEAEB2),
        .systemGray2: variants(0xAEAEB2, 0x636366, 0x8E8E93, 0x7C7C80),
        .systemGray4: variants(0xD1D1D6, 0x3A3A3C, 0xBCBCC0, 0x444446),
        .systemGray5: variants(0xE5E5EA, 0x2C2C2E, 0xD8D8DC, 0x363638),
        .systemBlue: variants(0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF),
        .white: variants(0xFFFFFF, 0xFFFFFF, 0xFFFFFF, 0xFFFFFF),
        .white80: variants(0xFFFFFF, 0xFFFFFF, 0xFFFFFF, 0xFFFFFF, percent: [80, 80, 80, 80]),
        .clear: variants(0x000000, 0x000000, 0x000000, 0x000000, percent: [0, 0, 0, 0]),
        .separator: variants(0x3C3C43, 0x545458, 0x3C3C43, 0x545458, percent: [29, 60, 37, 68]),
        .systemRed: variants(0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961),
        .systemGreen: variants(0x34C759, 0x30D158, 0x248A3D, 0x30DB5B),
        .systemGroupedBackground: variants(0xF2F2F7, 0x000000, 0xEBEBF0, 0x000000),
        .white20: variants(0xFFFFFF, 0xFFFFFF, 0xFFFFFF, 0xFFFFFF, percent: [20, 20, 20, 20]),
    ]

    /// The iOS 26 design where it differs: §7.4's HIG 2025 increased-contrast grays (decision 12.5 #2) and §7.6's
    /// blue.
    private static let design26: [ReferenceColor: Variants] = [
        .systemGray4: variants(0xD1D1D6, 0x3A3A3C, 0xB8B8BC, 0x515154),
        .systemGray5: variants(0xE5E5EA, 0x2C2C2E, 0xD1D1D6, 0x3F3F42),
        .systemBlue: variants(0x0088FF, 0x0091FF, 0x1E6EF4, 0x5CB8FF),
        .systemRed: variants(0xFF383C, 0xFF4245, 0xE9152D, 0xFF6165),
        .systemGreen: variants(0x34C759, 0x30D158, 0x008932, 0x4AD968),
    ]
}
