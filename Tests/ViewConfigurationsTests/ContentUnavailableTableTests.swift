import Testing

@testable import ViewConfigurations

// Empty states (accessories reference §4): the §4.2 defaults of empty(), loading() and search() in both designs
// (§4.4: margins, image sizes and buttons observed unchanged in iOS 26; fonts, colors and paddings kept, a
// ReferenceChoices choice), the §4.3 update semantics, and Dynamic Type. Expected values are literals: fonts and
// colors from the HIG's Dynamic Type and system color tables; choices of ReferenceChoices+ContentUnavailable.swift are
// marked "ReferenceChoices".

@Suite("Content unavailable configuration (accessories reference §4)")
struct ContentUnavailableTableTests {
    static func traits(
        _ design: DesignGeneration, dark: Bool = false, category: ContentSizeCategory = .large,
        idiom: UserInterfaceIdiom = .phone
    ) -> TraitCollection {
        TraitCollection(
            userInterfaceStyle: dark ? .dark : .light, preferredContentSizeCategory: category,
            userInterfaceIdiom: idiom, designGeneration: design)
    }

    static func resolved(
        _ configuration: ContentUnavailableConfiguration, _ traits: TraitCollection, searchText: String? = nil
    ) -> ResolvedContentUnavailableConfiguration {
        let state = ContentUnavailableConfigurationState(traitCollection: traits, searchText: searchText)
        return configuration.updated(for: state).resolved(with: traits)
    }

    /// One §4.2 column at Large text: image, its point size and tint, the texts with font (size, weight) and color
    /// (light, dark), and the image-to-text padding.
    struct Column: Sendable {
        let style: ContentUnavailableStyle
        let image: String?
        let indicator: Bool
        let pointSize: Double
        let text: String?
        let textFont: (size: Double, weight: Font.Weight)
        let textColor: (light: UInt32, dark: UInt32)
        let secondaryText: String?
        let imageToTextPadding: Double
    }

    static let label = (light: UInt32(0x0000_00FF), dark: UInt32(0xFFFF_FFFF))
    static let secondaryLabel = (light: UInt32(0x3C3C_4399), dark: UInt32(0xEBEB_F599))

    static let columns: [Column] = [
        // empty(): no image or text; emphasized title 2 (22 pt bold at Large) in label.
        Column(
            style: .empty, image: nil, indicator: false, pointSize: 48, text: nil, textFont: (22, .bold),
            textColor: label, secondaryText: nil, imageToTextPadding: 15),
        // loading(): the activity indicator at 32 pt, "Loading…" in subheadline (15) secondaryLabel, padding 8.
        Column(
            style: .loading, image: nil, indicator: true, pointSize: 32, text: "Loading\u{2026}",
            textFont: (15, .regular), textColor: secondaryLabel, secondaryText: nil, imageToTextPadding: 8),
        // search(): magnifyingglass at 48 pt, "No Results" as empty, the spelling hint.
        Column(
            style: .search, image: "magnifyingglass", indicator: false, pointSize: 48, text: "No Results",
            textFont: (22, .bold), textColor: label, secondaryText: "Check the spelling or try a new search.",
            imageToTextPadding: 15),
    ]

    static func factory(_ style: ContentUnavailableStyle) -> ContentUnavailableConfiguration {
        switch style {
        case .empty: .empty()
        case .loading: .loading()
        case .search: .search()
        }
    }

    /// §4.2 per factory, both designs, light and dark.
    @Test(arguments: DesignGeneration.allCases, [false, true])
    func defaultsPerFactory(design: DesignGeneration, dark: Bool) {
        for column in Self.columns {
            let traits = Self.traits(design, dark: dark)
            let resolved = Self.resolved(Self.factory(column.style), traits)
            let name = "\(column.style) \(design) dark=\(dark)"
            #expect(resolved.image == column.image, "\(name)")
            #expect(resolved.showsActivityIndicator == column.indicator, "\(name)")
            #expect(resolved.imagePointSize == column.pointSize, "\(name)")
            let secondaryLabel = dark ? Self.secondaryLabel.dark : Self.secondaryLabel.light
            #expect(resolved.imageTintColor.rgba == secondaryLabel, "\(name)")
            #expect(resolved.text.text == column.text, "\(name)")
            #expect(resolved.text.font.pointSize == column.textFont.size, "\(name)")
            #expect(resolved.text.font.weight == column.textFont.weight, "\(name)")
            #expect(resolved.text.color.rgba == (dark ? column.textColor.dark : column.textColor.light), "\(name)")
            #expect(resolved.text.lineBreakMode == .byTruncatingTail && resolved.text.numberOfLines == 0, "\(name)")
            #expect(!resolved.text.adjustsFontSizeToFitWidth, "\(name)")
            #expect(!resolved.text.allowsDefaultTighteningForTruncation, "\(name)")
            #expect(resolved.secondaryText.text == column.secondaryText, "\(name)")
            #expect(resolved.secondaryText.font.pointSize == 15, "\(name)")
            #expect(resolved.secondaryText.font.weight == .regular, "\(name)")
            #expect(resolved.secondaryText.color.rgba == secondaryLabel, "\(name)")
            #expect(resolved.imageToTextPadding == column.imageToTextPadding, "\(name)")
            #expect(resolved.textToSecondaryTextPadding == 3, "\(name)")
            #expect(resolved.textToButtonPadding == 20, "\(name)")
            #expect(resolved.buttonToSecondaryButtonPadding == 15, "\(name)")
            #expect(
                resolved.directionalLayoutMargins
                    == DirectionalEdgeInsets(top: 16, leading: 32, bottom: 16, trailing: 32), "\(name)")
            #expect(resolved.axesPreservingSuperviewLayoutMargins == .horizontal, "\(name)")
            #expect(resolved.alignment == .center, "\(name)")
            #expect(resolved.background.backgroundColor.rgba == 0x0000_0000, "\(name)")
            #expect(resolved.background.cornerRadius == 0 && resolved.background.style == nil, "\(name)")
            #expect(resolved.button == nil && resolved.secondaryButton == nil, "\(name)")
        }
    }

    /// §4.2 margins: 32 at the sides below AX1, 16 from AX1 up; the texts follow Dynamic Type (HIG title 2 and
    /// subheadline sizes); the image scales with the body size's ratio to Large (ReferenceChoices).
    @Test(arguments: DesignGeneration.allCases)
    func dynamicType(design: DesignGeneration) {
        let cases: [(ContentSizeCategory, Double, Double, Double, Double)] = [
            // category, side margin, title 2, subheadline, body (image 48 × body / 17)
            (.extraSmall, 32, 19, 12, 14),
            (.large, 32, 22, 15, 17),
            (.extraExtraExtraLarge, 32, 28, 21, 23),
            (.accessibilityMedium, 16, 34, 25, 28),
            (.accessibilityExtraExtraExtraLarge, 16, 56, 49, 53),
        ]
        for (category, side, title2, subheadline, body) in cases {
            let traits = Self.traits(design, category: category)
            let search = Self.resolved(.search(), traits)
            #expect(
                search.directionalLayoutMargins
                    == DirectionalEdgeInsets(top: 16, leading: side, bottom: 16, trailing: side), "\(category)")
            #expect(search.text.font.pointSize == title2, "\(category)")
            #expect(search.secondaryText.font.pointSize == subheadline, "\(category)")
            #expect(search.imagePointSize == 48 * body / 17, "\(category)")
            let loading = Self.resolved(.loading(), traits)
            #expect(loading.text.font.pointSize == subheadline, "\(category)")
            #expect(loading.imagePointSize == 32 * body / 17, "\(category)")
        }
    }

    /// §4.2/§4.3: the search text goes into search()'s text; a blank one reads "No Results" (ReferenceChoices);
    /// text the app set stays.
    @Test(arguments: DesignGeneration.allCases)
    func searchText(design: DesignGeneration) {
        let traits = Self.traits(design)
        #expect(Self.resolved(.search(), traits, searchText: "cats").text.text == "No Results for \u{201C}cats\u{201D}")
        #expect(Self.resolved(.search(), traits, searchText: "").text.text == "No Results")
        #expect(Self.resolved(.search(), traits, searchText: "  ").text.text == "No Results")
        #expect(Self.resolved(.empty(), traits, searchText: "cats").text.text == nil)
        var own = ContentUnavailableConfiguration.search()
        own.text = "Nothing here"
        #expect(Self.resolved(own, traits, searchText: "cats").text.text == "Nothing here")
        // A later search with a different text, then none, follows the state each time.
        let state = ContentUnavailableConfigurationState(traitCollection: traits, searchText: "dogs")
        let dogs = ContentUnavailableConfiguration.search().updated(for: state)
        #expect(dogs.text == "No Results for \u{201C}dogs\u{201D}")
        let cleared = dogs.updated(for: ContentUnavailableConfigurationState(traitCollection: traits))
        #expect(cleared.text == "No Results")
    }

    /// §4.2: "Loading…" only on the phone and pad idioms (unspecified taken as a phone: ReferenceChoices).
    @Test func loadingTextPerIdiom() {
        let expected: [(UserInterfaceIdiom, String?)] = [
            (.phone, "Loading\u{2026}"), (.pad, "Loading\u{2026}"), (.unspecified, "Loading\u{2026}"), (.mac, nil),
            (.tv, nil), (.vision, nil),
        ]
        for (idiom, text) in expected {
            #expect(Self.resolved(.loading(), Self.traits(.ios18, idiom: idiom)).text.text == text, "\(idiom)")
        }
    }

    /// §4.3: what the app set stays through updates, field by field in the groups; the rest follows the traits.
    @Test(arguments: DesignGeneration.allCases)
    func setPropertiesStayLocked(design: DesignGeneration) {
        var configuration = ContentUnavailableConfiguration.empty()
        configuration.image = "tray"
        configuration.text = "No Mail"
        configuration.imageToTextPadding = 40
        configuration.textProperties.color = .systemRed
        configuration.imageProperties.tintColor = .systemBlue
        configuration.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(configuration.isCustomized(.imageToTextPadding) && configuration.isCustomized(.textProperties))
        #expect(!configuration.isCustomized(.secondaryTextProperties) && !configuration.isCustomized(.alignment))
        let traits = Self.traits(design, category: .accessibilityMedium)
        let resolved = Self.resolved(configuration, traits)
        #expect(resolved.image == "tray" && resolved.text.text == "No Mail")
        #expect(resolved.imageToTextPadding == 40)
        // systemRed and systemBlue, light: the iOS 14–18 values, and the June 2025 HIG's for the iOS 26 design.
        #expect(resolved.text.color.rgba == (design == .ios18 ? 0xFF3B_30FF : 0xFF38_3CFF))
        #expect(resolved.imageTintColor.rgba == (design == .ios18 ? 0x007A_FFFF : 0x0088_FFFF))
        #expect(resolved.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        // Unset members of a group the app touched still follow the traits: title 2 at AX1 is 34, the image 48 × 28/17.
        #expect(resolved.text.font.pointSize == 34 && resolved.text.font.weight == .bold)
        #expect(resolved.imagePointSize == 48.0 * 28 / 17)
        #expect(resolved.textToSecondaryTextPadding == 3)
    }

    /// §4.2: a button shows with a title: plain, small, bordered on the Mac, title centered (always applied); a
    /// size the app set stays; the button properties' enabled flag and role reach the resolved button.
    @Test(arguments: DesignGeneration.allCases)
    func buttons(design: DesignGeneration) throws {
        var configuration = ContentUnavailableConfiguration.empty()
        configuration.button.title = "Retry"
        configuration.secondaryButton.title = "Settings"
        configuration.secondaryButton.buttonSize = .large
        configuration.secondaryButton.titleAlignment = .leading
        configuration.secondaryButtonProperties.isEnabled = false
        configuration.secondaryButtonProperties.role = .destructive
        let traits = Self.traits(design)
        let updated = configuration.updated(for: ContentUnavailableConfigurationState(traitCollection: traits))
        #expect(updated.button.style == .plain && updated.secondaryButton.style == .plain)
        #expect(updated.button.buttonSize == .small && updated.secondaryButton.buttonSize == .large)
        #expect(updated.button.macIdiomStyle == .bordered && updated.secondaryButton.macIdiomStyle == .bordered)
        #expect(updated.button.titleAlignment == .center && updated.secondaryButton.titleAlignment == .center)
        let resolved = updated.resolved(with: traits)
        let button = try #require(resolved.button)
        #expect(button.title == "Retry" && button.subtitle == nil)
        #expect(button.primaryAction == nil && button.menu == nil && button.isEnabled && button.role == .normal)
        #expect(button.configuration.effectiveStyle == .plain && button.configuration.titleAlignment == .center)
        // Small: subheadline title (§3.4); {5, 10, 5, 10} insets (ReferenceChoices).
        #expect(button.configuration.titleFont.textStyle == .subheadline)
        #expect(
            button.configuration.contentInsets == DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        let secondary = try #require(resolved.secondaryButton)
        #expect(secondary.title == "Settings" && !secondary.isEnabled && secondary.role == .destructive)
        #expect(secondary.configuration.effectiveStyle == .plain && secondary.configuration.titleAlignment == .center)
        // Large: body title (§3.4); {14, 20, 14, 20} insets (ReferenceChoices); disabled: tertiaryLabel (§3.6).
        #expect(secondary.configuration.titleFont.textStyle == .body)
        #expect(
            secondary.configuration.contentInsets
                == DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        #expect(secondary.configuration.foregroundColor.hexString == "#3C3C434D")
    }

    /// §4.1: every member is a catalogue row in UIKit's names; setting one through its row locks it.
    @Test func catalogueRows() {
        let paths = Set(ContentUnavailableConfiguration.catalogue.properties.map(\.path))
        let expected: Set<String> = [
            "image", "imageProperties.preferredSymbolConfiguration", "imageProperties.tintColor",
            "imageProperties.cornerRadius", "imageProperties.maximumSize",
            "imageProperties.accessibilityIgnoresInvertColors", "text", "secondaryText",
            "textProperties.font", "textProperties.color", "textProperties.lineBreakMode",
            "textProperties.numberOfLines", "textProperties.adjustsFontSizeToFitWidth",
            "textProperties.minimumScaleFactor", "textProperties.allowsDefaultTighteningForTruncation",
            "buttonProperties.primaryAction", "buttonProperties.menu", "buttonProperties.isEnabled",
            "buttonProperties.role", "alignment", "axesPreservingSuperviewLayoutMargins", "directionalLayoutMargins",
            "imageToTextPadding", "textToSecondaryTextPadding", "textToButtonPadding", "buttonToSecondaryButtonPadding",
            "background.backgroundColor", "button.title", "secondaryButton.buttonSize",
            "button.baseForegroundColor", "button.background.cornerRadius", "secondaryButton.cornerStyle",
        ]
        #expect(expected.isSubset(of: paths), "missing: \(expected.subtracting(paths).sorted())")
        var configuration = ContentUnavailableConfiguration.loading()
        let catalogue = ContentUnavailableConfiguration.catalogue
        if let padding = catalogue.property(at: "imageToTextPadding"),
            let lines = catalogue.property(at: "secondaryTextProperties.numberOfLines")
        {
            configuration.set(padding, to: .number(2))
            configuration.set(lines, to: .integer(3))
        } else {
            Issue.record("rows missing")
        }
        let updated = configuration.updated(
            for: ContentUnavailableConfigurationState(traitCollection: Self.traits(.ios26, category: .extraLarge)))
        #expect(updated.imageToTextPadding == 2 && updated.secondaryTextProperties.numberOfLines == 3)
        #expect(updated.textToButtonPadding == 20)
        #expect(updated.textProperties.font.pointSize == 17)  // subheadline at XL
    }

    /// §4.4 and ReferenceChoices: in the iOS 26 design the fonts, colors and paddings the app did not set are
    /// reported as kept; the scaled image size away from Large in both designs.
    @Test func inferredMembers() {
        #expect(ContentUnavailableConfiguration.search().inferredReasons(for: Self.traits(.ios18)).isEmpty)
        var configuration = ContentUnavailableConfiguration.search()
        configuration.textToButtonPadding = 10
        let ios26 = configuration.inferredReasons(for: Self.traits(.ios26))
        #expect(ios26["text.font"] != nil && ios26["imageToTextPadding"] != nil && ios26["imageTintColor"] != nil)
        #expect(ios26["textToButtonPadding"] == nil && ios26["imagePointSize"] == nil)
        let large = configuration.inferredReasons(for: Self.traits(.ios18, category: .extraExtraLarge))
        #expect(Set(large.keys) == ["imagePointSize"])
    }

    /// §4.1: the state carries the traits, the search text and custom keys; a custom key changes the state but not
    /// the defaults, which read the traits and the search text only (§4.3).
    @Test func stateCarriesCustomKeys() {
        let traits = Self.traits(.ios18)
        var state = ContentUnavailableConfigurationState(traitCollection: traits, searchText: "cats")
        let plain = state
        state["isOffline"] = true
        #expect(state["isOffline"] as? Bool == true && plain["isOffline"] == nil)
        #expect(state != plain && state.searchText == "cats")
        let search = ContentUnavailableConfiguration.search()
        #expect(search.updated(for: state) == search.updated(for: plain))
    }
}
