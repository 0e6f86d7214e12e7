import Foundation
import Testing
import ViewConfigurations

/// Reference §8: the full Dynamic Type table (11 styles × 12 categories), weights and Bold Text.
@Suite("Dynamic Type (§8)")
struct DynamicTypeTests {
    struct Cell: CustomTestStringConvertible, Sendable {
        let style: TextStyle
        let category: ContentSizeCategory
        var pointSize: Double
        let leading: Double
        var testDescription: String { "\(style) at \(category)" }
    }

    static let styleNames: [String: TextStyle] = [
        "Large Title": .largeTitle, "Title 1": .title1, "Title 2": .title2, "Title 3": .title3,
        "Headline (semibold)": .headline, "Body": .body, "Callout": .callout, "Subheadline": .subheadline,
        "Footnote": .footnote, "Caption 1": .caption1, "Caption 2": .caption2,
    ]
    static let categories: [ContentSizeCategory] = Array(ContentSizeCategory.allCases.dropFirst())

    /// §12.3 corrects §8.2's Caption 2 at AX5: 41 pt (a simulator measurement), not 40. The leading stays 48.
    static let corrections: [String: Double] = ["caption2 at accessibilityExtraExtraExtraLarge": 41]

    static let table: [Cell] = {
        var cells: [Cell] = []
        for row in ReferenceTable.rows(in: "### 8.2") {
            guard let style = styleNames[row[0]] else { continue }
            for (category, text) in zip(categories, row.dropFirst()) {
                let cleaned = text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "¹", with: "")
                    .trimmingCharacters(in: .whitespaces)
                let parts = cleaned.split(separator: "/")
                guard parts.count == 2, let size = Double(parts[0]), let leading = Double(parts[1]) else { continue }
                var cell = Cell(style: style, category: category, pointSize: size, leading: leading)
                cell.pointSize = corrections[cell.testDescription] ?? cell.pointSize
                cells.append(cell)
            }
        }
        return cells
    }()

    @Test func theWholeTableWasRead() {
        #expect(Self.table.count == 11 * 12)
        #expect(TextStyle.allCases.count == 11)
    }

    @Test(arguments: table)
    func preferredFontMatchesTheTable(_ cell: Cell) {
        let font = Font.preferredFont(
            forTextStyle: cell.style, compatibleWith: TraitCollection(preferredContentSizeCategory: cell.category))
        #expect(font.pointSize == cell.pointSize)
        #expect(font.leading == cell.leading)
        #expect(font.textStyle == cell.style)
        #expect(font.weight == (cell.style == .headline ? .semibold : .regular))
    }

    @Test(arguments: TextStyle.allCases)
    func unspecifiedCategoryMeansLarge(_ style: TextStyle) {
        let unspecified = Font.preferredFont(forTextStyle: style, compatibleWith: TraitCollection())
        let large = Font.preferredFont(
            forTextStyle: style, compatibleWith: TraitCollection(preferredContentSizeCategory: .large))
        #expect(unspecified == large)
    }

    @Test func sizesAtLargeAreTheHIGDefaults() {
        let sizes: [TextStyle: Double] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
            .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        for (style, size) in sizes {
            #expect(Font.preferredFont(forTextStyle: style).pointSize == size, "\(style)")
        }
    }

    @Test func emphasizedWeightsFollowTheHIG() {
        let emphasized: [TextStyle: Font.Weight] = [
            .largeTitle: .bold, .title1: .bold, .title2: .bold, .title3: .semibold, .headline: .semibold,
            .body: .semibold, .callout: .semibold, .subheadline: .semibold, .footnote: .semibold,
            .caption1: .semibold, .caption2: .semibold,
        ]
        for (style, weight) in emphasized {
            let font = Font.preferredFont(forTextStyle: style).withSymbolicTraits(.traitBold)
            #expect(font.weight == weight, "\(style)")
            #expect(font.symbolicTraits.contains(.traitBold))
        }
    }

    /// §12.3 corrects §8.1's "one step heavier": the system font adds about 200 to regular and heavier weights, so
    /// body is semibold (was medium), headline heavy (was bold) and emphasized title 1 black (was heavy).
    @Test func boldTextAddsTwoHundredToTheWeight() {
        let bold = TraitCollection(legibilityWeight: .bold)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: bold).weight == .semibold)
        #expect(Font.preferredFont(forTextStyle: .headline, compatibleWith: bold).weight == .heavy)
        #expect(
            Font.preferredFont(forTextStyle: .title1, compatibleWith: bold).withSymbolicTraits(.traitBold).weight
                == .black)
        #expect(
            Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(legibilityWeight: .regular)).weight
                == .regular)
    }

    @Test func dynamicFontsRescaleAndFixedFontsDoNot() {
        let large = Font.preferredFont(forTextStyle: .body)
        let ax3 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge, legibilityWeight: .bold)
        let scaled = large.scaled(for: ax3)
        #expect(scaled.pointSize == 40)
        #expect(scaled.leading == 48)
        #expect(scaled.weight == .semibold)  // §12.3: Bold Text adds 200 (was medium, one step)
        let fixed = Font.systemFont(ofSize: 17, weight: .bold)
        #expect(fixed.scaled(for: ax3) == fixed)
        #expect(fixed.isDynamic == false)
    }

    @Test func contentSizeCategoriesAreOrderedAndKnowAccessibility() {
        #expect(ContentSizeCategory.extraSmall < .large)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(ContentSizeCategory(rawValue: "accessibilityExtraLarge") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory.large.uikitRawValue == "UICTContentSizeCategoryL")
    }
}
