import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

/// Colors of every 2025.10 color space read to sRGB. The expected colors are CSS Color 4's own examples and
/// values worked by hand from its formulas (sRGB red written in each space, and a few exact model colors).
@Suite struct TokenColorSpaceTests {
    /// A color written in `space` with `components`, and the sRGB bytes CSS Color 4 gives for it.
    static let cases: [(space: String, components: String, expected: UInt32)] = [
        ("srgb", "[1, 0, 0]", 0xFF00_00FF),
        // 128/255 in linear light: ((0.50196 + 0.055) / 1.055)^2.4 = 0.21586.
        ("srgb-linear", "[0.21586, 0.21586, 0.21586]", 0x8080_80FF),
        // hsl(120 100% 25%) is CSS's "green", #008000.
        ("hsl", "[120, 100, 25]", 0x0080_00FF),
        // hwb(240 20% 40%): pure blue scaled by 1 - 0.2 - 0.4 plus 0.2 white = (0.2, 0.2, 0.6) = #333399.
        ("hwb", "[240, 20, 40]", 0x3333_99FF),
        // Whiteness and blackness adding up to more than 1 make a gray of w / (w + b) = 0.5.
        ("hwb", "[0, 60, 60]", 0x8080_80FF),
        // sRGB red: lab(54.29 80.82 69.88), lch(54.29 106.84 40.85), oklab(0.628 0.2249 0.1258),
        // oklch(0.628 0.2577 29.23).
        ("lab", "[54.29, 80.82, 69.88]", 0xFF00_00FF),
        ("lch", "[54.29, 106.84, 40.85]", 0xFF00_00FF),
        ("oklab", "[0.628, 0.2249, 0.1258]", 0xFF00_00FF),
        ("oklch", "[0.628, 0.2577, 29.23]", 0xFF00_00FF),
        // Display P3's red lies outside sRGB: (1.093, -0.227, -0.150) clipped to (1, 0, 0).
        ("display-p3", "[1, 0, 0]", 0xFF00_00FF),
        // sRGB red written in Display P3 (CSS Color 4's example), and P3 white, which is sRGB white.
        ("display-p3", "[0.9175, 0.2003, 0.1386]", 0xFF00_00FF),
        ("display-p3", "[1, 1, 1]", 0xFFFF_FFFF),
        // Worked from P3's primaries and D65 white point: linear P3 (0.7874, 0.0732, 0.0331) to XYZ to sRGB.
        ("display-p3", "[0.9, 0.3, 0.2]", 0xF93B_21FF),
        // A98 RGB shares sRGB's red primary; its red is brighter, so sRGB red is 0.2126 / 0.2973 of it in
        // linear light, 0.8586 encoded with its 563/256 gamma.
        ("a98-rgb", "[0.8586, 0, 0]", 0xFF00_00FF),
        ("prophoto-rgb", "[0.7022, 0.2757, 0.1036]", 0xFF00_00FF),
        ("rec2020", "[0.7919, 0.2310, 0.0739]", 0xFF00_00FF),
        // sRGB red's CIE XYZ: (0.4124, 0.2126, 0.0193) relative to D65, (0.4361, 0.2225, 0.0139) adapted to D50.
        ("xyz-d65", "[0.4124, 0.2126, 0.0193]", 0xFF00_00FF),
        ("xyz-d50", "[0.4361, 0.2225, 0.0139]", 0xFF00_00FF),
        // "none" reads as 0.
        ("srgb", "[\"none\", 1, 0]", 0x00FF_00FF),
    ]

    @Test(arguments: cases.indices)
    func convertsToSRGB(_ index: Int) throws {
        let (space, components, expected) = Self.cases[index]
        let text =
            "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(space)\", \"components\": \(components)}}}"
        let set = try DesignTokenSet.decode(text: text).set()
        guard case .color(let modes)? = set.token("c")?.value else {
            Issue.record("\(space): not a color")
            return
        }
        // One 8-bit step either way: the published coordinates are rounded to four digits.
        let got = modes.light.rgba
        for shift in [24, 16, 8, 0] as [UInt32] {
            let channel = Int((got >> shift) & 0xFF)
            let wanted = Int((expected >> shift) & 0xFF)
            #expect(abs(channel - wanted) <= 1, "\(space) \(components): \(modes.light.hexString)")
        }
    }

    @Test func alphaAndHexFallbackAreRead() throws {
        let text = """
            {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5, "hex": "#ff8000"}}}
            """
        let set = try DesignTokenSet.decode(text: text).set()
        #expect(try set.hex("c") == TokenModes("#FF800080"))
    }

    /// A color outside sRGB's gamut takes its `hex` fallback, the author's sRGB choice, rather than its channels
    /// clipped one by one; inside the gamut, and without a fallback, the components decide.
    @Test func outsideSRGBTheHexFallbackStandsIn() throws {
        func color(_ components: String, hex: String?) throws -> TokenModes<String> {
            let fallback = hex.map { ", \"hex\": \"\($0)\"" } ?? ""
            let text = """
                {"c": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": \(components), \
                "alpha": 0.5\(fallback)}}}
                """
            return try DesignTokenSet.decode(text: text).set().hex("c")
        }
        // P3 red is (1.093, -0.227, -0.150) in sRGB.
        #expect(try color("[1, 0, 0]", hex: "#fa3322") == TokenModes("#FA332280"))
        #expect(try color("[1, 0, 0]", hex: nil) == TokenModes("#FF000080"))
        // sRGB red written in Display P3 is inside the gamut: a stale fallback does not win.
        #expect(try color("[0.9175, 0.2003, 0.1386]", hex: "#000000") == TokenModes("#FF000080"))
    }
}
