/// Point size and leading of each text style at each content size category (HIG "Dynamic Type sizes", iOS,
/// with Caption 2 at AX5 as temoki/UIKit_DynamicType measured it). Written as a switch so a lookup touches no memory but
/// code.
enum DynamicTypeTable {
    /// `(pointSize, leading)` for a style and category; `unspecified` reads as Large.
    static func metrics(for style: TextStyle, category: ContentSizeCategory) -> (pointSize: Double, leading: Double) {
        // Columns: xS, S, M, L (default), xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5.
        let column = category.normalized.rank - 1
        switch style {
        case .largeTitle:
            switch column {
            case 0: return (31, 38)
            case 1: return (32, 39)
            case 2: return (33, 40)
            case 3: return (34, 41)
            case 4: return (36, 43)
            case 5: return (38, 46)
            case 6: return (40, 48)
            case 7: return (44, 52)
            case 8: return (48, 57)
            case 9: return (52, 61)
            case 10: return (56, 66)
            default: return (60, 70)
            }
        case .title1:
            switch column {
            case 0: return (25, 31)
            case 1: return (26, 32)
            case 2: return (27, 33)
            case 3: return (28, 34)
            case 4: return (30, 37)
            case 5: return (32, 39)
            case 6: return (34, 41)
            case 7: return (38, 46)
            case 8: return (43, 51)
            case 9: return (48, 57)
            case 10: return (53, 62)
            default: return (58, 68)
            }
        case .title2:
            switch column {
            case 0: return (19, 24)
            case 1: return (20, 25)
            case 2: return (21, 26)
            case 3: return (22, 28)
            case 4: return (24, 30)
            case 5: return (26, 32)
            case 6: return (28, 34)
            case 7: return (34, 41)
            case 8: return (39, 47)
            case 9: return (44, 52)
            case 10: return (50, 59)
            default: return (56, 66)
            }
        case .title3:
            switch column {
            case 0: return (17, 22)
            case 1: return (18, 23)
            case 2: return (19, 24)
            case 3: return (20, 25)
            case 4: return (22, 28)
            case 5: return (24, 30)
            case 6: return (26, 32)
            case 7: return (31, 38)
            case 8: return (37, 44)
            case 9: return (43, 51)
            case 10: return (49, 58)
            default: return (55, 65)
            }
        // Headline shares body's sizes; only its weight differs.
        case .headline, .body:
            switch column {
            case 0: return (14, 19)
            case 1: return (15, 20)
            case 2: return (16, 21)
            case 3: return (17, 22)
            case 4: return (19, 24)
            case 5: return (21, 26)
            case 6: return (23, 29)
            case 7: return (28, 34)
            case 8: return (33, 40)
            case 9: return (40, 48)
            case 10: return (47, 56)
            default: return (53, 62)
            }
        case .callout:
            switch column {
            case 0: return (13, 18)
            case 1: return (14, 19)
            case 2: return (15, 20)
            case 3: return (16, 21)
            case 4: return (18, 23)
            case 5: return (20, 25)
            case 6: return (22, 28)
            case 7: return (26, 32)
            case 8: return (32, 39)
            case 9: return (38, 46)
            case 10: return (44, 52)
            default: return (51, ReferenceChoices.calloutLeadingAX5)
            }
        case .subheadline:
            switch column {
            case 0: return (12, 16)
            case 1: return (13, 18)
            case 2: return (14, 19)
            case 3: return (15, 20)
            case 4: return (17, 22)
            case 5: return (19, 24)
            case 6: return (21, 28)
            case 7: return (25, 31)
            case 8: return (30, 37)
            case 9: return (36, 43)
            case 10: return (42, 50)
            default: return (49, 58)
            }
        case .footnote:
            switch column {
            case 0: return (12, 16)
            case 1: return (12, 16)
            case 2: return (12, 16)
            case 3: return (13, 18)
            case 4: return (15, 20)
            case 5: return (17, 22)
            case 6: return (19, 24)
            case 7: return (23, 29)
            case 8: return (27, 33)
            case 9: return (33, 40)
            case 10: return (38, 46)
            default: return (44, 52)
            }
        case .caption1:
            switch column {
            case 0: return (11, 13)
            case 1: return (11, 13)
            case 2: return (11, 13)
            case 3: return (12, 16)
            case 4: return (14, 19)
            case 5: return (16, 21)
            case 6: return (18, 23)
            case 7: return (22, 28)
            case 8: return (26, 32)
            case 9: return (32, 39)
            case 10: return (37, 44)
            default: return (43, 51)
            }
        case .caption2:
            switch column {
            case 0: return (11, 13)
            case 1: return (11, 13)
            case 2: return (11, 13)
            case 3: return (11, 13)
            case 4: return (13, 18)
            case 5: return (15, 20)
            case 6: return (17, 22)
            case 7: return (20, 25)
            case 8: return (24, 30)
            case 9: return (29, 35)
            case 10: return (34, 41)
            default: return (ReferenceChoices.caption2PointSizeAX5, ReferenceChoices.caption2LeadingAX5)
            }
        }
    }
}
