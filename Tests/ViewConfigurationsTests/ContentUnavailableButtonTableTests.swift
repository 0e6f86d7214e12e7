import Testing

@testable import ViewConfigurations

// The buttons of an empty state (accessories reference §4.2: `plain()`, small, bordered on the Mac, title centered;
// §4.3: the app's fields kept one by one) resolved as `UIButton.Configuration` values (§3.4–§3.6), in both designs.
// Expected values are literals transcribed from the reference: colors from the facts file (systemBlue #007AFF/#0A84FF
// in the iOS 14–18 design, #0088FF/#0091FF in iOS 26; tertiaryLabel at 0.30 alpha rounded half up to #4D), fonts from
// its Dynamic Type table; the small and large insets are the choices of `ReferenceChoices+Button.swift`, marked
// "ReferenceChoices".

@Suite("Content unavailable buttons (accessories reference §4.2 with §3)")
struct ContentUnavailableButtonTableTests {
    /// What a plain small button of an empty state resolves to in one design, appearance and content size.
    struct Row: Sendable, CustomStringConvertible {
        let design: DesignGeneration
        let dark: Bool
        let category: ContentSizeCategory
        /// The tint (systemBlue) for the design and appearance.
        let foreground: String
        /// tertiaryLabel for the appearance.
        let disabledForeground: String
        /// Subheadline's size at the category.
        let titleSize: Double
        /// Leading and trailing inset: 10 (ReferenceChoices) plus 2 per accessibility step.
        let sideInset: Double

        var description: String { "\(design) \(dark ? "dark" : "light") \(category)" }
    }

    static let rows: [Row] = [
        Row(
            design: .ios18, dark: false, category: .large, foreground: "#007AFF", disabledForeground: "#3C3C434D",
            titleSize: 15, sideInset: 10),
        Row(
            design: .ios18, dark: true, category: .large, foreground: "#0A84FF", disabledForeground: "#EBEBF54D",
            titleSize: 15, sideInset: 10),
        Row(
            design: .ios26, dark: false, category: .large, foreground: "#0088FF", disabledForeground: "#3C3C434D",
            titleSize: 15, sideInset: 10),
        Row(
            design: .ios26, dark: true, category: .large, foreground: "#0091FF", disabledForeground: "#EBEBF54D",
            titleSize: 15, sideInset: 10),
        // AX3: subheadline 36 points; insets grow by 2 × 3.
        Row(
            design: .ios18, dark: false, category: .accessibilityExtraLarge, foreground: "#007AFF",
            disabledForeground: "#3C3C434D", titleSize: 36, sideInset: 16),
        Row(
            design: .ios18, dark: true, category: .accessibilityExtraLarge, foreground: "#0A84FF",
            disabledForeground: "#EBEBF54D", titleSize: 36, sideInset: 16),
        Row(
            design: .ios26, dark: false, category: .accessibilityExtraLarge, foreground: "#0088FF",
            disabledForeground: "#3C3C434D", titleSize: 36, sideInset: 16),
        Row(
            design: .ios26, dark: true, category: .accessibilityExtraLarge, foreground: "#0091FF",
            disabledForeground: "#EBEBF54D", titleSize: 36, sideInset: 16),
    ]

    static func traits(_ row: Row) -> TraitCollection {
        ContentUnavailableTableTests.traits(row.design, dark: row.dark, category: row.category)
    }

    /// §4.2 with §3.4 and §3.6: a plain small button in the tint on no fill, subheadline title (semibold for the
    /// primary role), small insets; a disabled one in tertiaryLabel.
    @Test(arguments: rows)
    func plainSmallButtons(_ row: Row) throws {
        var configuration = ContentUnavailableConfiguration.search()
        configuration.button.title = "Retry"
        configuration.buttonProperties.role = .primary
        configuration.secondaryButton.title = "Settings"
        configuration.secondaryButtonProperties.isEnabled = false
        let resolved = ContentUnavailableTableTests.resolved(configuration, Self.traits(row))
        let insets = DirectionalEdgeInsets(top: 5, leading: row.sideInset, bottom: 5, trailing: row.sideInset)
        let button = try #require(resolved.button).configuration
        #expect(button.foregroundColor.hexString == row.foreground)
        #expect(button.background.backgroundColor.hexString == "#00000000")
        #expect(button.contentInsets == insets)
        #expect(button.titleFont.textStyle == .subheadline && button.titleFont.pointSize == row.titleSize)
        #expect(button.titleFont.weight == .semibold)
        #expect(button.subtitleFont.textStyle == .caption1)
        let secondary = try #require(resolved.secondaryButton).configuration
        #expect(secondary.foregroundColor.hexString == row.disabledForeground)
        #expect(secondary.background.backgroundColor.hexString == "#00000000")
        #expect(secondary.contentInsets == insets)
        #expect(secondary.titleFont.pointSize == row.titleSize && secondary.titleFont.weight == .regular)
        #expect(button.titleAlignment == .center && secondary.titleAlignment == .center)
        // §3.4: a small button stores 14 points in both designs; dynamic corners apply it as is at Large.
        if row.category == .large {
            #expect(button.cornerStyle == .dynamic && button.cornerRadius == 14)
            #expect(button.background.cornerRadius == 14)
        }
    }

    /// §4.3: a filled() configuration the app gives the second button stays filled through updates (white on the
    /// tint, §3.6) and takes the empty state's size, Mac idiom style and centered title it did not set.
    @Test(arguments: rows)
    func secondaryButtonFromAnotherFactory(_ row: Row) throws {
        var configuration = ContentUnavailableConfiguration.empty()
        configuration.secondaryButton = .filled()
        configuration.secondaryButton.title = "Sign In"
        configuration.secondaryButton.subtitle = "with your account"
        let traits = Self.traits(row)
        let updated = configuration.updated(
            for: ContentUnavailableConfigurationState(traitCollection: ContentUnavailableTableTests.traits(.ios18))
        ).updated(for: ContentUnavailableConfigurationState(traitCollection: traits))
        #expect(updated.secondaryButton.style == .filled && !updated.secondaryButton.automaticallyUpdateForSelection)
        #expect(updated.secondaryButton.buttonSize == .small && updated.secondaryButton.macIdiomStyle == .bordered)
        let resolved = updated.resolved(with: traits)
        #expect(resolved.button == nil)
        let secondary = try #require(resolved.secondaryButton)
        #expect(secondary.title == "Sign In" && secondary.subtitle == "with your account")
        #expect(secondary.configuration.effectiveStyle == .filled)
        #expect(secondary.configuration.foregroundColor.hexString == "#FFFFFF")
        #expect(secondary.configuration.background.backgroundColor.hexString == row.foreground)
        #expect(
            secondary.configuration.contentInsets
                == DirectionalEdgeInsets(top: 5, leading: row.sideInset, bottom: 5, trailing: row.sideInset))
        #expect(secondary.configuration.titleFont.pointSize == row.titleSize)
        #expect(secondary.configuration.titleAlignment == .center)
    }

    /// §4.3: button properties the app set stay through updates, inside the button's background (and its shadow)
    /// too; the title
    /// alignment is centered over the app's. systemRed dark: #FF453A (iOS 14–18), #FF4245 (iOS 26); systemGreen
    /// dark #30D158 in both; large insets {14, 20, 14, 20} (ReferenceChoices) + 2 × 3 at AX3; body at AX3 is 40.
    @Test(arguments: DesignGeneration.allCases)
    func lockedButtonPropertiesSurviveUpdates(design: DesignGeneration) throws {
        var configuration = ContentUnavailableConfiguration.loading()
        configuration.button.title = "Cancel"
        configuration.button.baseForegroundColor = .systemRed
        configuration.button.cornerStyle = .capsule
        configuration.button.buttonSize = .large
        configuration.button.titleAlignment = .trailing
        configuration.button.background.backgroundColor = .systemGreen
        configuration.button.background.shadowProperties.radius = 3
        configuration.background.shadowProperties.opacity = 0.5
        let light = ContentUnavailableTableTests.traits(design)
        let dark = ContentUnavailableTableTests.traits(design, dark: true, category: .accessibilityExtraLarge)
        let updated = configuration.updated(for: ContentUnavailableConfigurationState(traitCollection: light))
            .updated(for: ContentUnavailableConfigurationState(traitCollection: dark))
        #expect(updated.button.isCustomized(.baseForegroundColor) && updated.button.isCustomized(.cornerStyle))
        #expect(updated.button.isCustomized(.background) && !updated.button.isCustomized(.macIdiomStyle))
        #expect(updated.button.background.isCustomized(.backgroundColor))
        #expect(!updated.button.background.isCustomized(.cornerRadius))
        let button = try #require(updated.resolved(with: dark).button).configuration
        #expect(button.foregroundColor.hexString == (design == .ios18 ? "#FF453A" : "#FF4245"))
        #expect(button.background.backgroundColor.hexString == "#30D158")
        #expect(button.cornerStyle == .capsule)
        #expect(button.contentInsets == DirectionalEdgeInsets(top: 14, leading: 26, bottom: 14, trailing: 26))
        #expect(button.titleFont.textStyle == .body && button.titleFont.pointSize == 40)
        #expect(button.titleAlignment == .center)
        // The shadows set on the button's background and the view's stay too (a fresh background has none).
        #expect(button.background.shadow.radius == 3)
        #expect(updated.resolved(with: dark).background.shadow.opacity == 0.5)
    }

    /// §4.3 through catalogue rows, as style documents set them: a fixed corner style and the background's corner
    /// radius set on the button stay, and a fixed style draws the stored radius (§3.5).
    @Test(arguments: DesignGeneration.allCases)
    func buttonRowsLockThroughTheCatalogue(design: DesignGeneration) throws {
        let catalogue = ContentUnavailableConfiguration.catalogue
        var configuration = ContentUnavailableConfiguration.empty()
        let title = try #require(catalogue.property(at: "button.title"))
        let cornerStyle = try #require(catalogue.property(at: "button.cornerStyle"))
        let radius = try #require(catalogue.property(at: "button.background.cornerRadius"))
        guard case .choice(_, let names) = cornerStyle.kind, let fixed = names.firstIndex(of: "fixed") else {
            Issue.record("button.cornerStyle is not a choice of fixed")
            return
        }
        configuration.set(title, to: .string("Add"))
        configuration.set(cornerStyle, to: .choice(fixed))
        configuration.set(radius, to: .number(6))
        let traits = ContentUnavailableTableTests.traits(design, category: .extraExtraLarge)
        let resolved = ContentUnavailableTableTests.resolved(configuration, traits)
        let button = try #require(resolved.button).configuration
        #expect(button.cornerStyle == .fixed && button.cornerRadius == 6 && button.background.cornerRadius == 6)
    }
}
