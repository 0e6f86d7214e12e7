import ViewConfigurations

/// How a content factory's colors follow state (§4.8).
enum ContentFamily {
    case cell, valueCell, sidebarCell, header, prominentHeader
}

/// A content factory's values at the normal state: §4.7 for iOS 14–18, with §4.9 and decisions 12.5 #6–#7 for the
/// iOS 26 design.
struct ContentDefaults {
    var family: ContentFamily
    var text: ExpectedFont?
    var textColor: ReferenceColor
    var secondary: ExpectedFont?
    var secondaryColor: ReferenceColor
    var margins: [Double]?
    var preservesHorizontal = true
    var paddings: [Double]?
    var sideBySide = false
    var uppercase = false
    /// Content paths the reference leaves open or tags inferred, in this design.
    var inferred: Set<String> = []
    /// Non-default values the iOS 26 sources give (only read in that design).
    var given26: Set<String> = []

    private static let cellMargins: [Double] = [11, 16, 11, 8]
    private static let subtitleMargins: [Double] = [4, 16, 4, 8]
    private static let headerMargins: [Double] = [4, 8, 4, 8]
    private static let unsetPaddings: Set<String> = [
        "imageToTextPadding", "textToSecondaryTextHorizontalPadding", "textToSecondaryTextVerticalPadding",
    ]

    /// §4.7 (iOS 14–18). Blank cells of the table are nil and inferred, as are the values the table itself tags
    /// inferred. A value the table tags observed is settled even where §11 still lists a doubt about it (the plain
    /// footer's font, the grouped header's secondary font): the tags decide, as §12.5 decides what they leave open.
    static func design18(_ factory: ContentFactory) -> ContentDefaults {
        let emphasizedSubheadline = ExpectedFont(style: .subheadline, emphasized: true)
        switch factory {
        case .header, .footer:
            return design18(ReferenceStyles.concrete(factory, in: .unspecified))
        case .cell:
            return ContentDefaults(
                family: .cell, text: .body, textColor: .label, secondary: .caption1, secondaryColor: .label,
                margins: cellMargins, paddings: [16, 8, 3])
        case .subtitleCell:
            return ContentDefaults(
                family: .cell, text: .body, textColor: .label, secondary: .caption1, secondaryColor: .label,
                margins: subtitleMargins, paddings: [16, 8, 0])
        case .valueCell:
            return ContentDefaults(
                family: .valueCell, text: .body, textColor: .label, secondary: .body, secondaryColor: .secondaryLabel,
                margins: cellMargins, paddings: [16, 8, 3], sideBySide: true)
        case .sidebarCell, .accompaniedSidebarCell:
            return ContentDefaults(
                family: .sidebarCell, text: .body, textColor: .label, secondary: .footnote,
                secondaryColor: .secondaryLabel, margins: [11, 8, 11, 8], paddings: [10, 8, 3])
        case .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            return ContentDefaults(
                family: .sidebarCell, text: .body, textColor: .label, secondary: .footnote,
                secondaryColor: .secondaryLabel, margins: headerMargins, paddings: [10, 8, 0],
                inferred: ["directionalLayoutMargins"])
        case .plainHeader, .plainFooter:
            return ContentDefaults(
                family: .header, text: emphasizedSubheadline, textColor: .secondaryLabel, secondary: .subheadline,
                secondaryColor: .secondaryLabel, margins: headerMargins, paddings: [16, 8, 3],
                inferred: ["secondaryTextProperties.font"])
        case .groupedHeader:
            return ContentDefaults(
                family: .header, text: .footnote, textColor: .secondaryLabel, secondary: .footnote,
                secondaryColor: .secondaryLabel, margins: [17, 8, 6, 8], paddings: [16, 8, 3], uppercase: true)
        case .groupedFooter:
            return ContentDefaults(
                family: .header, text: .shortFootnote, textColor: .secondaryLabel, secondary: .shortFootnote,
                secondaryColor: .secondaryLabel, margins: [6, 8, 12, 8],
                inferred: unsetPaddings.union(["textProperties.font", "secondaryTextProperties.font"]))
        case .prominentInsetGroupedHeader:
            return ContentDefaults(
                family: .prominentHeader, text: ExpectedFont(style: .title3, emphasized: true), textColor: .label,
                secondary: .subheadline, secondaryColor: .secondaryLabel, margins: [8, 3, 11, 3],
                preservesHorizontal: false, inferred: unsetPaddings)
        case .extraProminentInsetGroupedHeader:
            return ContentDefaults(
                family: .prominentHeader, text: ExpectedFont(style: .title2, emphasized: true), textColor: .label,
                secondary: .subheadline, secondaryColor: .secondaryLabel, margins: [9, 3, 10, 3],
                preservesHorizontal: false, inferred: unsetPaddings.union(["secondaryTextProperties.font"]))
        case .sidebarHeader:
            // The iPad font (the touch idiom's); no margins, paddings or secondary font are given.
            return ContentDefaults(
                family: .header, text: ExpectedFont(style: .title3, emphasized: true), textColor: .label,
                secondary: nil, secondaryColor: .secondaryLabel,
                inferred: unsetPaddings.union(["directionalLayoutMargins", "secondaryTextProperties.font"]))
        }
    }

    /// §4.9 and decisions 12.5 #6–#7: what the iOS 26 design changes, and which of its values a source gives. The
    /// cell factories' body text counts as given by §4.9's iOS 26 row height, "derived from the body font metrics".
    static func design26(_ factory: ContentFactory) -> ContentDefaults {
        var defaults = design18(factory)
        switch factory {
        case .header, .footer:
            return design26(ReferenceStyles.concrete(factory, in: .unspecified))
        case .cell:
            defaults.margins = [15, 16, 15, 8]  // top and bottom observed, the sides kept: inferred as a whole
            defaults.paddings = [16, 8, 4]
            defaults.given26 = ["textProperties.font", "textToSecondaryTextVerticalPadding"]
        case .valueCell:
            defaults.margins = [15, 16, 15, 8]  // decision 7, inferred
            defaults.paddings = [16, 8, 4]
            defaults.inferred.insert("textToSecondaryTextVerticalPadding")
            defaults.given26 = ["textProperties.font"]
        case .subtitleCell:
            (defaults.secondary, defaults.secondaryColor) = (.subheadline, .secondaryLabel)
            defaults.given26 = ["textProperties.font", "secondaryTextProperties.font"]
        case .plainHeader, .groupedHeader:
            (defaults.text, defaults.uppercase) = (ExpectedFont(style: .body, emphasized: true), false)
            defaults.inferred.remove("textProperties.font")
            defaults.given26 = ["textProperties.font"]
            if factory == .groupedHeader {
                defaults.margins = [10, 8, 10, 8]
                defaults.given26.insert("directionalLayoutMargins")
            }
        case .plainFooter, .groupedFooter:
            defaults.text = .shortFootnote  // given for all footers, but its leading is not: stays inferred
            defaults.inferred.insert("textProperties.font")
            if factory == .groupedFooter {
                defaults.margins = [8, 8, 6, 8]
                defaults.given26 = ["directionalLayoutMargins"]
            }
        case .prominentInsetGroupedHeader:
            (defaults.margins, defaults.preservesHorizontal) = ([10, 3, 10, 3], true)
            defaults.given26 = ["directionalLayoutMargins"]
        case .extraProminentInsetGroupedHeader, .sidebarCell, .accompaniedSidebarCell, .sidebarSubtitleCell,
            .accompaniedSidebarSubtitleCell, .sidebarHeader:
            break  // §12.4: the iOS 14–18 values kept (decision 6 for the extra-prominent header)
        }
        return defaults
    }
}
