import Testing
import ViewConfigurations

/// The members the library spells as UIKit does, so UIKit code (the Swift export) runs on it unchanged: closure
/// color transformers, exact component colors, font descriptors, symbol configurations combined, traits modified.
@Suite("UIKit's spelling of the model")
struct UIKitSpellingTests {
    @Test func aClosureTransformerRunsOnTheConcreteColorEachTimeItResolves() {
        let halve = ColorTransformer { color in color.withAlphaComponent(0.5) }
        let light = TraitCollection(userInterfaceStyle: .light)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let transformed = halve(.systemBlue)
        #expect(transformed.resolvedColor(with: light).alpha == 0.5)
        #expect(transformed.resolvedColor(with: light).hexString != transformed.resolvedColor(with: dark).hexString)
        #expect(halve.description == "closure" && ColorTransformer(specification: "closure") == nil)
        #expect(halve == halve && halve != ColorTransformer { color in color.withAlphaComponent(0.5) })
    }

    @Test func componentColorsStayExactAsUIColorKeepsThem() {
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        var alpha = 0.0
        Color(red: 0.3, green: 0.5, blue: 0.25, alpha: 0.75).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha] == [0.3, 0.5, 0.25, 0.75])
        // Eight-bit components are the hex color they always were.
        #expect(Color(red: 1, green: 0, blue: 51 / 255) == Color(hex: "#FF0033"))
        // Two steps in one closure round once, at the end, as on a device.
        let twoSteps = ColorTransformer { color in
            func scaled(_ color: Color) -> Color {
                var (red, green, blue, alpha) = (0.0, 0.0, 0.0, 0.0)
                color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                return Color(red: red * 0.9, green: green * 0.9, blue: blue * 0.9, alpha: alpha)
            }
            return scaled(scaled(color))
        }
        let resolved = twoSteps(Color(red: 0.5, green: 0.5, blue: 0.5)).resolvedColor(with: TraitCollection())
        #expect(abs(resolved.red - 0.405) < 1e-12)
    }

    @Test func aFontDescriptorMakesTheEmphasizedDynamicTypeFont() throws {
        let descriptor = FontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        let bold = try #require(descriptor.withSymbolicTraits(.traitBold))
        let font = Font(descriptor: bold, size: 0)
        #expect(font == Font.preferredFont(forTextStyle: .headline).withSymbolicTraits(.traitBold))
        #expect(font.isDynamic && font.symbolicTraits.contains(.traitBold))
        let fixed = Font(descriptor: bold, size: 20)
        #expect(!fixed.isDynamic && fixed.pointSize == 20 && fixed.weight == font.weight)
    }

    @Test func applyingASymbolConfigurationTakesWhatItSets() {
        let combined = SymbolConfiguration(textStyle: .body)
            .applying(SymbolConfiguration(weight: .bold))
            .applying(SymbolConfiguration(scale: .large))
        #expect(combined == SymbolConfiguration(textStyle: .body, weight: .bold, scale: .large))
        let sized = combined.applying(SymbolConfiguration(pointSize: 30))
        #expect(sized == SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large))
    }

    @Test func modifyingTraitsChangesOnlyWhatTheClosureSets() {
        let traits = TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios18)
        let modified = traits.modifyingTraits { $0.listEnvironment = .insetGrouped }
        #expect(modified.listEnvironment == .insetGrouped && traits.listEnvironment == .unspecified)
        #expect(modified.userInterfaceStyle == .dark && modified.designGeneration == .ios18)
    }
}
