import Testing
import ViewConfigurations

/// A named color with four appearances, as an asset catalog's color set gives `UIColor(named:)`.
@Suite("Named colors")
struct NamedColorTests {
    /// A color set whose four appearances differ, so each pick is seen.
    let accent = Color(
        named: "brand.accent",
        appearances: Color.Appearances(
            light: ResolvedColor(rgba: 0x1122_33FF), dark: ResolvedColor(rgba: 0x4455_66FF),
            lightHighContrast: ResolvedColor(rgba: 0x0011_22FF), darkHighContrast: ResolvedColor(rgba: 0x7788_99FF)))

    @Test func theTraitsPickTheAppearanceAsUIColorNamedDoes() {
        let picks: [(UserInterfaceStyle, AccessibilityContrast, String)] = [
            (.unspecified, .unspecified, "#112233"), (.light, .normal, "#112233"), (.dark, .unspecified, "#445566"),
            (.light, .high, "#001122"), (.unspecified, .high, "#001122"), (.dark, .high, "#778899"),
            (.dark, .normal, "#445566"),
        ]
        for (style, contrast, expected) in picks {
            let traits = TraitCollection(userInterfaceStyle: style, accessibilityContrast: contrast)
            #expect(accent.resolvedColor(with: traits).hexString == expected, "\(style), \(contrast)")
        }
    }

    @Test func itIsDescribedAndReferencedByItsName() {
        #expect(accent.description == "brand.accent")
        #expect(accent.colorSetName == "brand.accent")
        #expect(accent.systemColor == nil)
        #expect(Color.systemBlue.colorSetName == nil)
        #expect(accent.withAlphaComponent(0.5).colorSetName == nil, "a transformed color is no longer the set")
    }

    @Test func itGivesItsAppearancesForAnOutputDeclaringTheSet() {
        let appearances = accent.colorSetAppearances
        #expect(appearances?.dark == ResolvedColor(rgba: 0x4455_66FF))
        #expect(appearances?.darkHighContrast == ResolvedColor(rgba: 0x7788_99FF))
        #expect(appearances?.color(for: TraitCollection(accessibilityContrast: .high)).hexString == "#001122")
        #expect(Color.systemBlue.colorSetAppearances == nil)
        #expect(Color(hex: "#112233")?.colorSetAppearances == nil)
        #expect(accent.withAlphaComponent(0.5).colorSetAppearances == nil, "a transformed color is no longer the set")
    }

    @Test func aTransformerAppliesOverTheAppearance() {
        let faded = accent.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#44556680")
        #expect(faded.description == "brand.accent then alpha(0.5)")
        let trace = faded.trace(with: TraitCollection(userInterfaceStyle: .light), transformedBy: nil)
        #expect(trace.base == "brand.accent")
        #expect(trace.baseValue.hexString == "#112233")
        #expect(trace.steps.map(\.result.hexString) == ["#11223380"])
    }

    @Test func equalityComparesTheNameAndEveryAppearance() {
        var appearances = Color.Appearances(
            light: ResolvedColor(rgba: 0x1122_33FF), dark: ResolvedColor(rgba: 0x4455_66FF),
            lightHighContrast: ResolvedColor(rgba: 0x0011_22FF), darkHighContrast: ResolvedColor(rgba: 0x7788_99FF))
        #expect(Color(named: "brand.accent", appearances: appearances) == accent)
        #expect(Color(named: "brand.other", appearances: appearances) != accent)
        appearances.darkHighContrast = ResolvedColor(rgba: 0x7788_9AFF)
        #expect(Color(named: "brand.accent", appearances: appearances) != accent)
    }
}
