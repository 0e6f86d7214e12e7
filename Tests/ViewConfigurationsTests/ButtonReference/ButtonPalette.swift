import ViewConfigurations

/// A color as the oracle computes with it: components in 0...1, from the reference's 8-bit values.
struct OracleColor: Equatable {
    var red, green, blue, alpha: Double

    /// A 24-bit RGB at an opacity the facts print as a fraction (percent), rounded to a byte half up (facts 12.5 #1).
    init(_ rgb: UInt32, percent: Int = 100) {
        self.init(rgba: rgb << 8 | UInt32((percent * 255 + 50) / 100))
    }

    init(rgba: UInt32) {
        red = Double(rgba >> 24 & 0xFF) / 255
        green = Double(rgba >> 16 & 0xFF) / 255
        blue = Double(rgba >> 8 & 0xFF) / 255
        alpha = Double(rgba & 0xFF) / 255
    }

    /// The same color with its alpha multiplied.
    func alpha(times factor: Double) -> OracleColor {
        var color = self
        color.alpha *= factor
        return color
    }

    /// White at `white` alpha drawn source-over this color: the dark-mode half of the §3.6 helpers (the reference's
    /// reading of `_colorByReducingAlphaInLightAddingWhiteWithAlphaInDark`).
    func addingWhite(_ white: Double) -> OracleColor {
        let a = white + alpha * (1 - white)
        guard a > 0 else { return OracleColor(rgba: 0) }
        func mix(_ bottom: Double) -> Double { (white + bottom * alpha * (1 - white)) / a }
        var color = self
        (color.red, color.green, color.blue, color.alpha) = (mix(red), mix(green), mix(blue), a)
        return color
    }

    /// The §3.6 helper f/g(color; light, dark): the alpha times `light` in light mode, white at `dark` added in dark.
    func reduced(light: Double, dark: Double, isDark: Bool) -> OracleColor {
        isDark ? addingWhite(dark) : alpha(times: light)
    }

    /// 8-bit `0xRRGGBBAA`, each component rounded to the nearest step.
    var rgba: UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32((min(1, max(0, value)) * 255).rounded()) }
        return byte(red) << 24 | byte(green) << 16 | byte(blue) << 8 | byte(alpha)
    }

    static let clear = OracleColor(rgba: 0)
}

/// The traits of a case: design, appearance and contrast.
struct OracleLook: Hashable, Sendable {
    var design26: Bool
    var dark: Bool
    var high: Bool

    static let all: [OracleLook] = [false, true].flatMap { design26 in
        [false, true].flatMap { dark in [false, true].map { OracleLook(design26: design26, dark: dark, high: $0) } }
    }

    var description: String {
        "\(design26 ? "ios26" : "ios18")/\(dark ? "dark" : "light")/\(high ? "high" : "normal")"
    }
}

/// The system colors the button recipes use, transcribed from the facts file §7.2, §7.3, §7.5 and §7.6: light, dark,
/// light increased contrast, dark increased contrast. The iOS 26 design switches the accents to §7.6 and keeps labels
/// and fills (§12.4); alphas are §7's fractions rounded half up (§12.5 #1).
enum PaletteColor: Sendable {
    case label, secondaryLabel, tertiaryLabel, secondarySystemFill
    case systemBlue, systemRed, systemOrange, systemPurple, white

    /// The color for a look.
    func color(_ look: OracleLook) -> OracleColor {
        let variants = look.design26 ? (Self.accents26[self] ?? table) : table
        let index = (look.high ? 2 : 0) + (look.dark ? 1 : 0)
        return variants[index]
    }

    private var table: [OracleColor] {
        switch self {
        case .label: Self.four(0x000000, 0xFFFFFF, 0x000000, 0xFFFFFF)
        case .secondaryLabel: Self.four(0x3C3C43, 0xEBEBF5, 0x3C3C43, 0xEBEBF5, percent: [60, 60, 68, 68])
        case .tertiaryLabel: Self.four(0x3C3C43, 0xEBEBF5, 0x3C3C43, 0xEBEBF5, percent: [30, 30, 38, 38])
        case .secondarySystemFill: Self.four(0x787880, 0x787880, 0x787880, 0x787880, percent: [16, 32, 24, 40])
        case .systemBlue: Self.four(0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF)
        case .systemRed: Self.four(0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961)
        case .systemOrange: Self.four(0xFF9500, 0xFF9F0A, 0xC93400, 0xFFB340)
        case .systemPurple: Self.four(0xAF52DE, 0xBF5AF2, 0x8944AB, 0xDA8FFF)
        case .white: Self.four(0xFFFFFF, 0xFFFFFF, 0xFFFFFF, 0xFFFFFF)
        }
    }

    /// §7.6: the iOS 26 accents.
    private static let accents26: [PaletteColor: [OracleColor]] = [
        .systemBlue: four(0x0088FF, 0x0091FF, 0x1E6EF4, 0x5CB8FF),
        .systemRed: four(0xFF383C, 0xFF4245, 0xE9152D, 0xFF6165),
        .systemOrange: four(0xFF8D28, 0xFF9230, 0xC55300, 0xFFA056),
        .systemPurple: four(0xCB30E0, 0xDB34F2, 0xB02FC2, 0xEA8DFF),
    ]

    private static func four(
        _ light: UInt32, _ dark: UInt32, _ lightHigh: UInt32, _ darkHigh: UInt32, percent: [Int] = [100, 100, 100, 100]
    ) -> [OracleColor] {
        [
            OracleColor(light, percent: percent[0]), OracleColor(dark, percent: percent[1]),
            OracleColor(lightHigh, percent: percent[2]), OracleColor(darkHigh, percent: percent[3]),
        ]
    }

    /// The library's color of the same name, to hand to it as an input.
    var libraryColor: Color {
        switch self {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .secondarySystemFill: .secondarySystemFill
        case .systemBlue: .systemBlue
        case .systemRed: .systemRed
        case .systemOrange: .systemOrange
        case .systemPurple: .systemPurple
        case .white: .white
        }
    }
}

/// A color a case hands to the library (a tint or an app's base color): a system color or a fixed one.
enum InputColor: Hashable, Sendable {
    case system(PaletteColor)
    case fixed(UInt32)

    /// The tints of the matrix: the default, another accent, white (filled's black-content rule) and a translucent
    /// fixed color.
    static let tints: [InputColor] = [.system(.systemBlue), .system(.systemRed), .system(.white), .fixed(0x5E2D_91CC)]

    func color(_ look: OracleLook) -> OracleColor {
        switch self {
        case .system(let name): name.color(look)
        case .fixed(let rgba): OracleColor(rgba: rgba)
        }
    }

    var libraryColor: Color {
        switch self {
        case .system(let name): name.libraryColor
        case .fixed(let rgba): Color(ResolvedColor(rgba: rgba))
        }
    }

    var description: String {
        switch self {
        case .system(let name): "\(name)"
        case .fixed(let rgba): "#" + String(rgba, radix: 16, uppercase: true)
        }
    }
}
