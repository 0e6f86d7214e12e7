import Testing
import ViewConfigurations

/// WCAG 2.2's thresholds, each with a fixture on either side: normal and large text (by size, and by size and
/// weight) at AA (1.4.3) and AAA (1.4.6), icons at 3:1 (1.4.11), and disabled cells exempt. Each fixture is a cell
/// on a white fill (one on blue): the text color, font and level vary; the secondary text is black, which passes on both.
@Suite("WCAG 2.2 contrast thresholds, either side of each")
struct ContrastThresholdTableTests {
    /// One fixture: what is drawn, and what WCAG makes of it.
    struct Fixture: CustomTestStringConvertible, Sendable {
        var name: String
        var level: ContrastLevel = .aa
        var fill = "#FFFFFF"
        var textColor = "#000000"
        var pointSize = 17.0
        var weight = Font.Weight.regular
        var imageTint = "#000000"
        var isDisabled = false
        /// Expected of the text: the threshold, whether it is large, the outcome, the criterion.
        var threshold: Double
        var isLargeText: Bool
        var outcome: ContrastCheck.Outcome
        var criterion: ContrastCheck.Criterion = .contrastMinimum
        /// Expected of the image and of the whole cell.
        var imageOutcome: ContrastCheck.Outcome = .pass
        var cellOutcome: ContrastCheck.Outcome

        var testDescription: String { name }
    }

    // Ratios on white: #767676 4.54, #777777 4.48, #949494 3.03, #959595 2.99, #595959 7.00, #5A5A5A 6.90.
    static let textFixtures: [Fixture] = [
        Fixture(
            name: "AA text at 4.54:1 passes", textColor: "#767676", threshold: 4.5, isLargeText: false,
            outcome: .pass, cellOutcome: .pass),
        Fixture(
            name: "AA text at 4.48:1 fails", textColor: "#777777", threshold: 4.5, isLargeText: false,
            outcome: .fail, cellOutcome: .fail),
        Fixture(
            name: "24 pt is large: 3.03:1 passes", textColor: "#949494", pointSize: 24, threshold: 3,
            isLargeText: true, outcome: .pass, cellOutcome: .pass),
        Fixture(
            name: "24 pt is large: 2.99:1 fails", textColor: "#959595", pointSize: 24, threshold: 3,
            isLargeText: true, outcome: .fail, cellOutcome: .fail),
        Fixture(
            name: "23.5 pt is not large: 3.03:1 fails", textColor: "#949494", pointSize: 23.5, threshold: 4.5,
            isLargeText: false, outcome: .fail, cellOutcome: .fail),
        Fixture(
            name: "40 pt white on #007AFF (4.01:1) passes", fill: "#007AFF", textColor: "#FFFFFF",
            pointSize: 40, imageTint: "#FFFFFF", threshold: 3, isLargeText: true, outcome: .pass,
            cellOutcome: .pass),
        Fixture(
            name: "19 pt bold is large: 3.03:1 passes", textColor: "#949494", pointSize: 19, weight: .bold,
            threshold: 3, isLargeText: true, outcome: .pass, cellOutcome: .pass),
        Fixture(
            name: "19 pt heavy is large", textColor: "#949494", pointSize: 19, weight: .heavy, threshold: 3,
            isLargeText: true, outcome: .pass, cellOutcome: .pass),
        Fixture(
            name: "19 pt semibold is not large", textColor: "#949494", pointSize: 19, weight: .semibold,
            threshold: 4.5, isLargeText: false, outcome: .fail, cellOutcome: .fail),
        Fixture(
            name: "18.6 pt bold is not large (14 pt is 18.67 px)", textColor: "#949494", pointSize: 18.6,
            weight: .bold, threshold: 4.5, isLargeText: false, outcome: .fail, cellOutcome: .fail),
        Fixture(
            name: "AAA text at 7.00:1 passes", level: .aaa, textColor: "#595959", threshold: 7,
            isLargeText: false, outcome: .pass, criterion: .contrastEnhanced, cellOutcome: .pass),
        Fixture(
            name: "AAA text at 6.90:1 fails", level: .aaa, textColor: "#5A5A5A", threshold: 7,
            isLargeText: false, outcome: .fail, criterion: .contrastEnhanced, cellOutcome: .fail),
        Fixture(
            name: "AAA large text at 4.54:1 passes", level: .aaa, textColor: "#767676", pointSize: 24,
            threshold: 4.5, isLargeText: true, outcome: .pass, criterion: .contrastEnhanced, cellOutcome: .pass),
        Fixture(
            name: "AAA large text at 4.48:1 fails", level: .aaa, textColor: "#777777", pointSize: 24,
            threshold: 4.5, isLargeText: true, outcome: .fail, criterion: .contrastEnhanced, cellOutcome: .fail),
        Fixture(
            name: "disabled white on white is exempt", textColor: "#FFFFFF", imageTint: "#FFFFFF",
            isDisabled: true, threshold: 4.5, isLargeText: false, outcome: .exempt, imageOutcome: .exempt,
            cellOutcome: .exempt),
        Fixture(
            name: "disabled AAA text at 4.48:1 is exempt", level: .aaa, textColor: "#777777", isDisabled: true,
            threshold: 7, isLargeText: false, outcome: .exempt, criterion: .contrastEnhanced,
            imageOutcome: .exempt, cellOutcome: .exempt),
        Fixture(
            name: "icon at 3.03:1 passes", imageTint: "#949494", threshold: 4.5, isLargeText: false,
            outcome: .pass, imageOutcome: .pass, cellOutcome: .pass),
        Fixture(
            name: "icon at 2.99:1 fails, alone failing the cell", imageTint: "#959595", threshold: 4.5,
            isLargeText: false, outcome: .pass, imageOutcome: .fail, cellOutcome: .fail),
        Fixture(
            name: "icons keep 3:1 at AAA", level: .aaa, imageTint: "#949494", threshold: 7, isLargeText: false,
            outcome: .pass, criterion: .contrastEnhanced, imageOutcome: .pass, cellOutcome: .pass),
        Fixture(
            name: "a disabled icon at 2.99:1 is exempt", imageTint: "#959595", isDisabled: true,
            threshold: 4.5, isLargeText: false, outcome: .exempt, imageOutcome: .exempt, cellOutcome: .exempt),
    ]

    @Test(arguments: textFixtures)
    func eachThresholdHoldsOnEitherSide(_ fixture: Fixture) throws {
        let traits = TraitCollection(userInterfaceStyle: .light, designGeneration: .ios18)
        func color(_ hex: String) throws -> Color { try #require(Color(hex: hex)) }
        var background = BackgroundConfiguration.listPlainCell()
        background.backgroundColor = try color(fixture.fill)
        var content = ListContentConfiguration.cell()
        content.textProperties.color = try color(fixture.textColor)
        content.textProperties.font = .systemFont(ofSize: fixture.pointSize, weight: fixture.weight)
        content.secondaryTextProperties.color = try color("#000000")
        content.imageProperties.tintColor = try color(fixture.imageTint)
        let check = ContrastCheck(
            background: background.resolved(with: traits), content: content.resolved(with: traits), traits: traits,
            isDisabled: fixture.isDisabled, level: fixture.level)

        #expect(check.level == fixture.level)
        #expect(check.background.hexString == fixture.fill)
        #expect(check.text.criterion == fixture.criterion)
        #expect(check.text.threshold == fixture.threshold)
        #expect(check.text.isLargeText == fixture.isLargeText)
        #expect(check.text.outcome == fixture.outcome)
        #expect(
            check.image.criterion == .nonTextContrast && check.image.threshold == 3 && check.image.isLargeText == nil)
        #expect(check.image.outcome == fixture.imageOutcome)
        #expect(check.outcome == fixture.cellOutcome)
        let exempt = [check.text, check.secondaryText, check.image].filter { $0.outcome == .exempt }
        #expect(exempt.allSatisfy { $0.exemption == ContrastCheck.disabledExemption })
        #expect(exempt.isEmpty != fixture.isDisabled, "only a disabled cell is exempt")
        #expect(
            [check.text, check.secondaryText, check.image].allSatisfy {
                ($0.exemption != nil) == ($0.outcome == .exempt)
            },
            "a reason exactly when exempt")
    }

    @Test func largeTextIsAtTwentyFourPointsOrEighteenAndTwoThirdsBold() {
        #expect(ContrastCheck.largeTextPointSize == 24)
        #expect(abs(ContrastCheck.largeBoldTextPointSize - 18.667) < 0.001)
        #expect(ContrastCheck.isLargeText(.systemFont(ofSize: 24)))
        #expect(!ContrastCheck.isLargeText(.systemFont(ofSize: 23.99, weight: .semibold)))
        #expect(ContrastCheck.isLargeText(.systemFont(ofSize: 18.67, weight: .bold)))
        #expect(!ContrastCheck.isLargeText(.systemFont(ofSize: 18.66, weight: .black)))
    }
}
