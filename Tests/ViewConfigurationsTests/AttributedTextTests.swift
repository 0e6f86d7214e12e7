import Testing
import ViewConfigurations

/// The attributed variants of the text and secondary text (reference §4.2, §12.2): setting one of a pair clears the
/// other, updates keep them, and their runs' attributes override the text properties without a transform (§4.3).
@Suite("Attributed text (§4.2, §12.2)")
struct AttributedTextTests {
    static let headline = Font.preferredFont(forTextStyle: .headline)
    static let dueToday = AttributedText([
        .init("Due "), .init("today", font: headline, color: .systemRed),
    ])

    @Test func settingTheTextClearsTheAttributedTextAndTheOtherWay() {
        var configuration = ListContentConfiguration.subtitleCell()
        configuration.attributedText = Self.dueToday
        #expect(configuration.attributedText == Self.dueToday)
        #expect(configuration.text == nil, "§12.2: setting attributedText clears text")
        configuration.text = "Inbox"
        #expect(configuration.text == "Inbox")
        #expect(configuration.attributedText == nil, "§12.2: setting text clears attributedText")
        configuration.attributedText = Self.dueToday
        configuration.attributedText = nil
        #expect(configuration.text == nil && configuration.attributedText == nil)

        configuration.secondaryAttributedText = Self.dueToday
        #expect(configuration.secondaryText == nil)
        configuration.secondaryText = "12 unread"
        #expect(configuration.secondaryText == "12 unread")
        #expect(configuration.secondaryAttributedText == nil)
        configuration.secondaryAttributedText = Self.dueToday
        #expect(configuration.secondaryText == nil, "the secondary pair clears the same way")
        #expect(configuration.secondaryAttributedText == Self.dueToday)

        // The pairs are independent of each other.
        configuration.text = "Inbox"
        #expect(configuration.secondaryAttributedText == Self.dueToday)
    }

    @Test func updatesKeepTheAttributedTexts() {
        var configuration = ListContentConfiguration.sidebarCell()
        configuration.attributedText = Self.dueToday
        configuration.secondaryAttributedText = AttributedText("12")
        for state in DesignGeneration.allCases.flatMap({ (LockingPropertyTests.allStates[$0] ?? []).prefix(300) }) {
            configuration = configuration.updated(for: state)
        }
        #expect(configuration.attributedText == Self.dueToday)
        #expect(configuration.secondaryAttributedText?.string == "12")
        #expect(configuration.text == nil && configuration.secondaryText == nil)
    }

    @Test func runsTakeTheirOwnAttributesOverTheTextProperties() {
        var configuration = ListContentConfiguration.cell()
        configuration.textProperties.transform = .uppercase
        configuration.textProperties.colorTransformer = .alpha(0.5)
        configuration.attributedText = Self.dueToday
        let traits = TraitCollection(
            userInterfaceStyle: .dark, preferredContentSizeCategory: .extraLarge, designGeneration: .ios18)
        let resolved = configuration.resolved(with: traits)
        #expect(resolved.text == nil)
        let runs = resolved.attributedText?.runs ?? []
        #expect(runs.map(\.text) == ["Due ", "today"], "§4.3: no transform on attributed text")
        // A run without attributes draws with the text properties: body at extra large, label in dark, transformed.
        #expect(runs.first?.font.textStyle == .body)
        #expect(runs.first?.font.pointSize == 19)
        #expect(runs.first?.color.hexString == "#FFFFFF80")
        // A run's own font follows Dynamic Type as the properties do; its own color is drawn as it is.
        #expect(runs.last?.font.textStyle == .headline)
        #expect(runs.last?.font.pointSize == 19)
        #expect(runs.last?.font.weight == .semibold)
        #expect(runs.last?.color.hexString == "#FF453A")
    }

    @Test func theSecondaryTransformAppliesToThePlainSecondaryTextOnly() {
        var configuration = ListContentConfiguration.subtitleCell()
        configuration.secondaryTextProperties.transform = .uppercase
        configuration.secondaryText = "12 unread"
        #expect(configuration.resolved(with: TraitCollection()).secondaryText == "12 UNREAD")
        configuration.secondaryAttributedText = AttributedText("12 unread")
        let resolved = configuration.resolved(with: TraitCollection())
        #expect(resolved.secondaryText == nil)
        #expect(resolved.secondaryAttributedText?.runs.map(\.text) == ["12 unread"])
    }
}
