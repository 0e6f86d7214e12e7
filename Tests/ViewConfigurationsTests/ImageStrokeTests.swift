import Testing
import ViewConfigurations

/// The image's stroke, public UIKit API since iOS 18 (reference §12.2): `strokeWidth`, `strokeColor`,
/// `strokeColorTransformer` and `resolvedStrokeColor(for:)`, resolved as the background's stroke is (§5).
@Suite("Image stroke (§12.2)")
struct ImageStrokeTests {
    typealias Image = ListContentConfiguration.ImageProperties

    @Test(arguments: ListContentConfiguration.factoryNames)
    func everyFactoryStartsWithUIKitsStrokeDefaults(factoryName: String) throws {
        let image = try #require(ListContentConfiguration(factoryName: factoryName)).imageProperties
        #expect(image.strokeWidth == 0, "§12.2: strokeWidth defaults to 0")
        #expect(image.strokeColor == nil, "§12.2: strokeColor defaults to nil (the tint)")
        #expect(image.strokeColorTransformer == nil)
        #expect(!image.isCustomized(.strokeColor) && !image.isCustomized(.strokeWidth))
    }

    struct StrokeCase: Sendable, CustomTestStringConvertible {
        let strokeColor: Color?
        let transformer: ColorTransformer?
        let tint: Color
        let light: String
        let dark: String
        var testDescription: String { "\(strokeColor?.description ?? "nil") \(transformer?.description ?? "none")" }
    }

    /// §5 step 4: strokes follow the background's rule, `transformer?(strokeColor ?? tint) ?? (strokeColor ?? tint)`.
    static let strokeCases: [StrokeCase] = [
        StrokeCase(strokeColor: nil, transformer: nil, tint: .systemBlue, light: "#007AFF", dark: "#0A84FF"),
        StrokeCase(strokeColor: nil, transformer: nil, tint: .systemGreen, light: "#34C759", dark: "#30D158"),
        StrokeCase(strokeColor: .systemRed, transformer: nil, tint: .systemBlue, light: "#FF3B30", dark: "#FF453A"),
        StrokeCase(
            strokeColor: .systemRed, transformer: .alpha(0.5), tint: .systemBlue, light: "#FF3B3080",
            dark: "#FF453A80"),
        StrokeCase(
            strokeColor: nil, transformer: .alpha(0.5), tint: .systemBlue, light: "#007AFF80", dark: "#0A84FF80"),
        StrokeCase(strokeColor: .white, transformer: .grayscale, tint: .systemBlue, light: "#FFFFFF", dark: "#FFFFFF"),
    ]

    @Test(arguments: strokeCases)
    func theResolvedStrokeIsTheTransformedColorOrTint(_ stroke: StrokeCase) {
        var configuration = ListContentConfiguration.cell()
        configuration.imageProperties.strokeColor = stroke.strokeColor
        configuration.imageProperties.strokeColorTransformer = stroke.transformer
        configuration.imageProperties.strokeWidth = 2
        let light = TraitCollection(userInterfaceStyle: .light, designGeneration: .ios18)
        let dark = TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios18)
        let resolved = configuration.imageProperties.resolvedStrokeColor(for: stroke.tint)
        #expect(resolved.resolvedColor(with: light).hexString == stroke.light)
        #expect(resolved.resolvedColor(with: dark).hexString == stroke.dark)
        let concrete = configuration.resolved(with: dark, tintColor: stroke.tint).imageProperties
        #expect(concrete.strokeColor.hexString == stroke.dark)
        #expect(concrete.strokeWidth == 2)
    }

    @Test func theStrokeLocksOverEveryStateUpdate() throws {
        // Both designs, one after the other: the stroke stays locked across the switch too.
        let states = DesignGeneration.allCases.flatMap { LockingPropertyTests.allStates[$0] ?? [] }
        #expect(states.count == 2 * 4_608)
        for factoryName in ["cell", "sidebarCell", "groupedHeader", "valueCell"] {
            let fresh = try #require(ListContentConfiguration(factoryName: factoryName))
            var stroked = fresh
            stroked.imageProperties.strokeColor = .systemOrange
            stroked.imageProperties.strokeColorTransformer = .grayscale
            stroked.imageProperties.strokeWidth = 1.5
            var colorOnly = fresh
            colorOnly.imageProperties.strokeColor = .systemIndigo
            var failures = 0
            for state in states {
                stroked = stroked.updated(for: state)
                colorOnly = colorOnly.updated(for: state)
                let expected = fresh.updated(for: state).imageProperties
                let ok =
                    stroked.imageProperties.strokeColor == .systemOrange
                    && stroked.imageProperties.strokeColorTransformer == .grayscale
                    && stroked.imageProperties.strokeWidth == 1.5
                    && colorOnly.imageProperties.strokeColor == .systemIndigo
                    && colorOnly.imageProperties.strokeWidth == expected.strokeWidth
                    && colorOnly.imageProperties.strokeColorTransformer == expected.strokeColorTransformer
                    && colorOnly.imageProperties.tintColor == expected.tintColor
                if !ok, failures < 3 {
                    failures += 1
                    Issue.record("\(factoryName) in \(state): the stroke moved")
                }
            }
            #expect(failures == 0, "\(factoryName)")
            #expect(stroked.imageProperties.isCustomized(.strokeWidth))
            #expect(colorOnly.imageProperties.isCustomized(.strokeColor))
            #expect(!colorOnly.imageProperties.isCustomized(.strokeWidth))
            #expect(colorOnly.isCustomized(.imageProperties))
        }
    }

    @Test func theStrokeIsThreeCatalogueRowsWithWebNames() throws {
        let group = try #require(
            ListContentConfiguration.catalogue.group(ListContentConfiguration.Property.imageProperties))
        let color = try #require(group.property(Image.Field.strokeColor))
        #expect(color.path == "imageProperties.strokeColor")
        #expect(color.kind == .color(nullMeansTint: true))
        #expect(color.tokenPath == ["image", "stroke-color"])
        let width = try #require(group.property(Image.Field.strokeWidth))
        #expect(width.kind == .number(0...10_000))
        #expect(width.tokenPath == ["image", "stroke-width"])
        #expect(group.property(Image.Field.strokeColorTransformer)?.kind == .colorTransformer)
    }
}
