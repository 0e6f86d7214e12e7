import Testing

@testable import ViewConfigurations

// `UIButton.Configuration` metrics and locking (buttons reference §3.1, §3.3–§3.5) in both designs. Expected values
// are literals transcribed from `uikit-accessories-separators-buttons.md`; values it leaves open are the choices of
// `ReferenceChoices+Button.swift`, written here as literals and marked "ReferenceChoices".

@Suite("Button metrics (buttons reference §3.3–§3.5)")
struct ButtonMetricsTableTests {
    typealias Insets = (top: Double, leading: Double, bottom: Double, trailing: Double)

    static func traits(_ design: DesignGeneration = .ios26, size: ContentSizeCategory = .large) -> TraitCollection {
        TraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: size, designGeneration: design)
    }

    static func sized(
        _ size: ButtonConfiguration.ButtonSize, _ make: () -> ButtonConfiguration = { .filled() }
    )
        -> ButtonConfiguration
    {
        var configuration = make()
        configuration.buttonSize = size
        return configuration
    }

    /// §3.4: medium {7, 12, 7, 12} observed; small, mini, large ReferenceChoices; +2 per accessibility step.
    static let insetRows: [(ButtonConfiguration.ButtonSize, ContentSizeCategory, [Double])] = [
        (.medium, .large, [7, 12, 7, 12]),
        (.medium, .extraExtraExtraLarge, [7, 12, 7, 12]),
        (.medium, .accessibilityMedium, [7, 14, 7, 14]),
        (.medium, .accessibilityExtraLarge, [7, 18, 7, 18]),
        (.medium, .accessibilityExtraExtraExtraLarge, [7, 22, 7, 22]),
        (.small, .large, [5, 10, 5, 10]),
        (.mini, .large, [3, 8, 3, 8]),
        (.large, .large, [14, 20, 14, 20]),
        (.large, .accessibilityLarge, [14, 24, 14, 24]),
    ]

    @Test("default content insets per size and content size", arguments: [DesignGeneration.ios18, .ios26])
    func contentInsets(_ design: DesignGeneration) {
        for (size, category, expected) in Self.insetRows {
            let insets = Self.sized(size).resolved(with: Self.traits(design, size: category)).contentInsets
            #expect(
                [insets.top, insets.leading, insets.bottom, insets.trailing] == expected, "\(size) \(category)")
        }
    }

    @Test("content insets the app sets stay, at every size, until setDefaultContentInsets")
    func customInsets() {
        var configuration = ButtonConfiguration.plain()
        configuration.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .large
        let traits = Self.traits(size: .accessibilityExtraLarge)
        let updated = configuration.updated(for: ButtonConfigurationState(traitCollection: traits))
        #expect(
            updated.resolved(with: traits).contentInsets
                == DirectionalEdgeInsets(
                    top: 1, leading: 2, bottom: 3, trailing: 4))
        configuration.setDefaultContentInsets()
        #expect(!configuration.isCustomized(.contentInsets))
        #expect(
            configuration.resolved(with: traits).contentInsets
                == DirectionalEdgeInsets(
                    top: 14, leading: 26, bottom: 14, trailing: 26))
    }

    /// §3.4: the radius stored for a dynamic corner style, per size and design.
    @Test("stored corner radius per size and design")
    func storedRadius() {
        let rows: [(ButtonConfiguration.ButtonSize, ios18: Double, ios26: Double)] = [
            (.medium, 5.95, 17), (.large, 8.75, 25), (.small, 14, 14), (.mini, 14, 14),
        ]
        for (size, ios18, ios26) in rows {
            #expect(Self.sized(size).resolved(with: Self.traits(.ios18)).cornerRadius == ios18, "\(size)")
            #expect(Self.sized(size).resolved(with: Self.traits(.ios26)).cornerRadius == ios26, "\(size)")
        }
    }

    /// §3.5 at a 40-point button: fixed keeps the stored radius, small h/8, medium 0.175 h, large h/4, capsule h/2.
    @Test("applied corner radius per corner style", arguments: [DesignGeneration.ios18, .ios26])
    func cornerStyles(_ design: DesignGeneration) {
        let stored = design == .ios26 ? 17.0 : 5.95
        let rows: [(ButtonConfiguration.CornerStyle, Double)] = [
            (.fixed, stored), (.dynamic, stored), (.small, 5), (.medium, 7), (.large, 10), (.capsule, 20),
        ]
        for (cornerStyle, expected) in rows {
            var configuration = ButtonConfiguration.gray()
            configuration.cornerStyle = cornerStyle
            let resolved = configuration.resolved(with: Self.traits(design), height: 40)
            #expect(abs(resolved.cornerRadius - expected) < 1e-9, "\(cornerStyle)")
            #expect(resolved.background.cornerRadius == resolved.cornerRadius)
        }
        var fixed = ButtonConfiguration.gray()
        fixed.cornerStyle = .fixed
        fixed.background.cornerRadius = 3
        #expect(fixed.resolved(with: Self.traits(design), height: 40).cornerRadius == 3)
    }

    /// §3.4 fonts: body / footnote for medium and large, subheadline / caption 1 for small and mini; `.primary`
    /// emphasizes (semibold) the title.
    @Test("title and subtitle fonts per size and role")
    func fonts() {
        let rows: [(ButtonConfiguration.ButtonSize, TextStyle, Double, TextStyle, Double)] = [
            (.medium, .body, 17, .footnote, 13), (.large, .body, 17, .footnote, 13),
            (.small, .subheadline, 15, .caption1, 12), (.mini, .subheadline, 15, .caption1, 12),
        ]
        for (size, titleStyle, titleSize, subtitleStyle, subtitleSize) in rows {
            let normal = Self.sized(size).resolved(with: Self.traits(), role: .normal)
            #expect(normal.titleFont.textStyle == titleStyle && normal.titleFont.pointSize == titleSize)
            #expect(normal.titleFont.weight == .regular, "\(size)")
            #expect(normal.subtitleFont.textStyle == subtitleStyle && normal.subtitleFont.pointSize == subtitleSize)
            let primary = Self.sized(size).resolved(with: Self.traits(.ios18), role: .primary)
            #expect(primary.titleFont.weight == .semibold, "\(size)")
            #expect(primary.titleFont.pointSize == titleSize)
        }
        // The title follows Dynamic Type: body at AX1 is 28 points (facts: Dynamic Type table).
        let large = ButtonConfiguration.plain().resolved(with: Self.traits(size: .accessibilityMedium))
        #expect(large.titleFont.pointSize == 28)
    }

    /// §3.1 and §3.3: what a fresh configuration holds.
    @Test("fresh configurations and the aliases")
    func freshValues() {
        let all: [(String, ButtonConfiguration, Bool)] = [
            ("plain", .plain(), true), ("gray", .gray(), true), ("tinted", .tinted(), true),
            ("filled", .filled(), false), ("borderless", .borderless(), true), ("bordered", .bordered(), true),
            ("borderedTinted", .borderedTinted(), true), ("borderedProminent", .borderedProminent(), false),
        ]
        for (name, configuration, updatesForSelection) in all {
            #expect(configuration.automaticallyUpdateForSelection == updatesForSelection, "\(name)")
            #expect(configuration.cornerStyle == .dynamic && configuration.buttonSize == .medium)
            #expect(configuration.titlePadding == 1 && configuration.imagePadding == 0)
            #expect(configuration.imagePlacement == .leading && configuration.indicator == .automatic)
            #expect(configuration.titleLineBreakMode == .byWordWrapping)
            #expect(configuration.baseForegroundColor == nil && configuration.baseBackgroundColor == nil)
        }
        #expect(ButtonConfiguration.borderless() == .plain() && ButtonConfiguration.bordered() == .gray())
        #expect(
            ButtonConfiguration.borderedTinted() == .tinted() && ButtonConfiguration.borderedProminent() == .filled())
        // ReferenceChoices: glass styles are capsules.
        #expect(ButtonConfiguration.glass().cornerStyle == .capsule)
    }

    @Test("glass styles put Liquid Glass in the background; prominent ones tinted (ReferenceChoices)")
    func glass() {
        let traits = Self.traits()
        let rows: [(ButtonConfiguration, GlassEffect.Style, Bool)] = [
            (.glass(), .regular, false), (.prominentGlass(), .regular, true), (.clearGlass(), .clear, false),
            (.prominentClearGlass(), .clear, true),
        ]
        for (configuration, glassStyle, tinted) in rows {
            let resolved = configuration.resolved(with: traits, tintColor: .systemRed, height: 44)
            #expect(
                resolved.background.visualEffect
                    == .glass(GlassEffect(style: glassStyle, tintColor: tinted ? .systemRed : nil)))
            #expect(resolved.cornerRadius == 22)
            #expect(resolved.inferred["foregroundColor"] != nil)
        }
    }

    @Test("values the app sets stay through updates")
    func locking() {
        var configuration = ButtonConfiguration.filled()
        configuration.baseForegroundColor = .systemRed
        configuration.background.backgroundColor = .systemGreen
        let traits = Self.traits(.ios18)
        let pressed = configuration.updated(for: ButtonConfigurationState(traitCollection: traits, isHighlighted: true))
        #expect(pressed.isCustomized(.baseForegroundColor) && pressed.isCustomized(.background))
        #expect(!pressed.isCustomized(.title))
        let resolved = pressed.resolved(with: traits)
        // The background color the app set is kept (systemGreen light #34C759); the base foreground is reduced
        // (red #FF3B30 ×0.75 alpha).
        #expect(resolved.background.backgroundColor.hexString == "#34C759")
        #expect(resolved.foregroundColor.hexString == "#FF3B30BF")
        // Disabled is tertiaryLabel even with a base color (§3.6).
        let off = configuration.updated(for: ButtonConfigurationState(traitCollection: traits, isDisabled: true))
        #expect(off.resolved(with: traits).foregroundColor.hexString == "#3C3C434D")
    }

    /// §3.6: the activity indicator is the foreground color, secondaryLabel when disabled.
    @Test("activity indicator color")
    func activityIndicator() {
        let traits = Self.traits(.ios18)
        let plain = ButtonConfiguration.plain()
        #expect(plain.resolved(with: traits).activityIndicatorColor.hexString == "#007AFF")
        let disabled = plain.updated(for: ButtonConfigurationState(traitCollection: traits, isDisabled: true))
        #expect(disabled.resolved(with: traits).activityIndicatorColor.hexString == "#3C3C4399")
    }

    /// Which resolved members rest on ReferenceChoices: the observed medium insets of the iOS 26 design, a filled
    /// button's light colors and the fixed corner radius at Large are not; the other sizes' insets, the iOS 15–18
    /// medium insets (assumed the same), dark-mode blends and the tinted fill are.
    @Test("members reported as inferred")
    func inferredMembers() {
        let filled = ButtonConfiguration.filled().resolved(with: Self.traits(.ios26))
        #expect(filled.inferred.isEmpty)
        #expect(
            ButtonConfiguration.filled().resolved(with: Self.traits(.ios18)).inferred.keys.sorted() == [
                "contentInsets"
            ])
        #expect(Self.sized(.small).resolved(with: Self.traits(.ios26)).inferred["contentInsets"] != nil)
        let dark = TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios26)
        let held = ButtonConfiguration.plain().updated(
            for: ButtonConfigurationState(traitCollection: dark, isHeld: true))
        #expect(held.resolved(with: dark).inferred.keys.sorted() == ["foregroundColor"])
        let tinted = ButtonConfiguration.tinted().resolved(with: Self.traits(.ios26))
        #expect(tinted.inferred.keys.sorted() == ["background.backgroundColor"])
    }

    /// §3.4 symbol images take the title's text style (the subtitle's without a title) at scale large; §3.6 the
    /// pop-up indicator is `chevron.up.chevron.down` at the title's style, scale small; transformers apply.
    @Test("image, indicator and activity indicator")
    func imageAndIndicator() {
        let traits = Self.traits(.ios18)
        var configuration = ButtonConfiguration.plain()
        configuration.title = "Add"
        #expect(
            configuration.resolved(with: traits).imageSymbolConfiguration
                == SymbolConfiguration(textStyle: .body, scale: .large))
        #expect(configuration.resolved(with: traits).indicatorSymbol == nil)
        var small = Self.sized(.small) { .plain() }
        small.subtitle = "Later"
        #expect(
            small.resolved(with: traits).imageSymbolConfiguration
                == SymbolConfiguration(textStyle: .caption1, scale: .large))
        configuration.preferredSymbolConfigurationForImage = SymbolConfiguration(pointSize: 20)
        configuration.imageColorTransformer = .multiplyAlpha(0.5)
        configuration.indicator = .popup
        let resolved = configuration.resolved(with: traits)
        #expect(resolved.imageSymbolConfiguration == SymbolConfiguration(pointSize: 20, scale: .large))
        #expect(resolved.imageColor.hexString == "#007AFF80")
        #expect(resolved.indicatorSymbol == "chevron.up.chevron.down")
        #expect(resolved.indicatorSymbolConfiguration == SymbolConfiguration(textStyle: .body, scale: .small))
        #expect(resolved.indicatorColor.hexString == "#007AFF")
        // The title's line height: body at Large, 22, less ReferenceChoices' 2-point tight leading.
        #expect(resolved.activityIndicatorSize == 20)
    }

    /// §3.3: the background a fresh configuration holds is clear with an invisible one-point stroke; an update stores
    /// the size's corner radius for the design (§3.4), unless the app set one.
    @Test("the background's stored values through updates")
    func storedBackground() {
        let fresh = ButtonConfiguration.gray()
        #expect(fresh.background.strokeWidth == 1 && fresh.background.strokeColor == .clear)
        #expect(!fresh.isCustomized(.background))
        let rows: [(ButtonConfiguration.ButtonSize, DesignGeneration, Double)] = [
            (.medium, .ios18, 5.95), (.medium, .ios26, 17), (.large, .ios18, 8.75), (.large, .ios26, 25),
            (.small, .ios26, 14), (.mini, .ios18, 14),
        ]
        for (size, design, radius) in rows {
            let updated = Self.sized(size).updated(for: ButtonConfigurationState(traitCollection: Self.traits(design)))
            #expect(updated.background.cornerRadius == radius, "\(size) \(design)")
            #expect(!updated.isCustomized(.background))
        }
        // The background's own color transformer applies to the style's fill: filled's #007AFF at half alpha.
        var faded = ButtonConfiguration.filled()
        faded.background.backgroundColorTransformer = .multiplyAlpha(0.5)
        #expect(faded.resolved(with: Self.traits(.ios18)).background.backgroundColor.hexString == "#007AFF80")
        var custom = ButtonConfiguration.gray()
        custom.background.cornerRadius = 4
        #expect(
            custom.updated(for: ButtonConfigurationState(traitCollection: Self.traits())).background.cornerRadius == 4)
    }
}
