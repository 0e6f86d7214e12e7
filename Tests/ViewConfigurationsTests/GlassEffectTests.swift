import Testing

@testable import ViewConfigurations

// UIKit's UIGlassEffect and UIGlassContainerEffect as visual effects (reference §12.2): defaults, names, the web
// approximation's numbers, and locking over every state in both designs.
@Suite("Glass effects (§12.2)")
struct GlassEffectTests {
    /// §12.2: `UIGlassEffect(style:)` with style `.regular` (0) / `.clear` (1); `isInteractive` default false;
    /// `tintColor` default nil; `UIGlassContainerEffect.spacing` default 0.
    @Test func defaultsAreUIKits() {
        let glass = GlassEffect()
        #expect(glass.style == .regular)
        #expect(glass.isInteractive == false)
        #expect(glass.tintColor == nil)
        #expect(GlassEffect.Style.allCases.map(\.rawValue) == ["regular", "clear"])
        #expect(GlassContainerEffect().spacing == 0)
    }

    static let named: [(String, VisualEffect)] = [
        ("glass(regular)", .glass(GlassEffect())),
        ("glass(clear)", .glass(GlassEffect(style: .clear))),
        ("glass(regular,interactive)", .glass(GlassEffect(isInteractive: true))),
        ("glass(clear,tint:systemBlue)", .glass(GlassEffect(style: .clear, tintColor: .systemBlue))),
        (
            "glass(regular,interactive,tint:#FF000080)",
            .glass(GlassEffect(isInteractive: true, tintColor: Color(hex: "#FF000080")))
        ),
        ("glassContainer(0.0)", .glassContainer(GlassContainerEffect())),
        ("glassContainer(12.5)", .glassContainer(GlassContainerEffect(spacing: 12.5))),
    ]

    @Test(arguments: named.indices)
    func namesRoundTrip(_ index: Int) {
        let (name, effect) = Self.named[index]
        #expect(effect.description == name)
        #expect(VisualEffect(specification: name) == effect)
    }

    @Test func shorthandsAndReorderedArgumentsParse() {
        #expect(VisualEffect(specification: "glass") == .glass(GlassEffect()))
        #expect(VisualEffect(specification: "glassContainer") == .glassContainer(GlassContainerEffect()))
        #expect(
            VisualEffect(specification: "glass(clear, tint:label, interactive)")
                == .glass(GlassEffect(style: .clear, isInteractive: true, tintColor: .label)))
        #expect(VisualEffect(specification: "glassContainer(12)") == .glassContainer(GlassContainerEffect(spacing: 12)))
    }

    @Test(arguments: [
        "glass()", "glass(shiny)", "glass(interactive)", "glass(regular,interactive,interactive)",
        "glass(regular,tint:nope)", "glass(regular,tint:red,tint:blue)", "glass(regular,bold)", "glassContainer(-1)",
        "glassContainer(x)", "glassContainer(1e9)", "Glass",
    ])
    func malformedNamesAreRefused(_ name: String) {
        #expect(VisualEffect(specification: name) == nil)
    }

    /// docs/CSS.md's approximation: white (light) / black (dark) at 0.6 (regular) or 0.15 (clear), the tint mixed in
    /// at 35 % of its opacity; blur 18 / 6 points, saturation 1.8.
    @Test func webApproximation() {
        let light = TraitCollection(userInterfaceStyle: .light)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let regular = GlassEffect().webApproximation(with: light)
        #expect(regular.fill.hexString == "#FFFFFF99")
        #expect(regular.blur == 18)
        #expect(regular.saturation == 1.8)
        let clear = GlassEffect(style: .clear).webApproximation(with: dark)
        #expect(clear.fill.hexString == "#00000026")
        #expect(clear.blur == 6)
        // White moved 35 % toward red: 255 × 0.65 = 165.75 → 0xA6.
        let tinted = GlassEffect(tintColor: Color(hex: "#FF0000")).webApproximation(with: light)
        #expect(tinted.fill.hexString == "#FFA6A699")
    }

    /// §6.1 for glass values: an assigned glass effect stays through every state of both designs; unassigned, the
    /// effect follows the factory.
    @Test(arguments: [DesignGeneration.ios18, .ios26])
    func glassStaysLockedAcrossEveryState(_ design: DesignGeneration) throws {
        let effects: [VisualEffect] = [
            .glass(GlassEffect(style: .clear, isInteractive: true, tintColor: .systemRed)),
            .glassContainer(GlassContainerEffect(spacing: 8)),
        ]
        let factories: [() -> BackgroundConfiguration] = [
            BackgroundConfiguration.listCell, BackgroundConfiguration.listPlainHeaderFooter,
            BackgroundConfiguration.listSidebarCell, BackgroundConfiguration.clear,
        ]
        var failures = 0
        for effect in effects {
            for factory in factories {
                var chain = factory()
                chain.visualEffect = effect
                for state in try #require(LockingPropertyTests.allStates[design]) {
                    chain = chain.updated(for: state)
                    let fresh = factory().updated(for: state)
                    var expected = fresh
                    expected.visualEffect = effect
                    if chain.visualEffect != effect || chain.values != expected.values, failures < 5 {
                        failures += 1
                        Issue.record("\(effect) in \(state)")
                    }
                }
            }
        }
        #expect(failures == 0)
    }
}
