import ViewConfigurations

/// The Dynamic Type table of the reference facts (§8.2, with §12.3's caption 2 at AX5 of 41 pt) and the weights of
/// §8.1, transcribed for the matrix rather than read from the library.
enum ReferenceTypeScale {
    /// Point size and leading per category, xS … AX5 in the order of ``ContentSizeCategory``.
    private static let table: [TextStyle: [(size: Double, leading: Double)]] = [
        .largeTitle: [
            (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61),
            (56, 66),
            (60, 70),
        ],
        .title1: [
            (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57),
            (53, 62),
            (58, 68),
        ],
        .title2: [
            (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52),
            (50, 59),
            (56, 66),
        ],
        .title3: [
            (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51),
            (49, 58),
            (55, 65),
        ],
        .headline: [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
            (47, 56),
            (53, 62),
        ],
        .body: [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
            (47, 56),
            (53, 62),
        ],
        .callout: [
            (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46),
            (44, 52),
            (51, 60),
        ],
        .subheadline: [
            (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
            (42, 50),
            (49, 58),
        ],
        .footnote: [
            (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
            (38, 46),
            (44, 52),
        ],
        .caption1: [
            (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39),
            (37, 44),
            (43, 51),
        ],
        .caption2: [
            (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35),
            (34, 41),
            (41, 48),
        ],
    ]

    /// The categories of the table's columns, in order.
    private static let columns: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The style's point size and leading at the category; nil for a style or category the table lacks.
    static func metrics(_ style: TextStyle, at category: ContentSizeCategory) -> (size: Double, leading: Double)? {
        guard let row = table[style], let column = columns.firstIndex(of: category), column < row.count else {
            return nil
        }
        return row[column]
    }

    /// §8.1: the weight of the style, or of its emphasized variant.
    static func weight(_ style: TextStyle, emphasized: Bool) -> Font.Weight {
        guard emphasized else { return style == .headline ? .semibold : .regular }
        switch style {
        case .largeTitle, .title1, .title2: return .bold
        default: return .semibold
        }
    }
}
