/// The user's Dynamic Type size, as `UIContentSizeCategory`, ordered from smallest to largest.
///
/// `unspecified` sorts first; fonts treat it as `large`, the system default (see ``normalized``).
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Comparable {
    case unspecified
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// True for the five accessibility sizes (AX1–AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category fonts are picked for: `unspecified` becomes `large`, as UIKit normalizes it.
    public var normalized: ContentSizeCategory { self == .unspecified ? .large : self }

    /// UIKit's raw string for the category (`UICTContentSizeCategoryL` and so on).
    public var uikitRawValue: String {
        switch self {
        case .unspecified: "_UICTContentSizeCategoryUnspecified"
        case .extraSmall: "UICTContentSizeCategoryXS"
        case .small: "UICTContentSizeCategoryS"
        case .medium: "UICTContentSizeCategoryM"
        case .large: "UICTContentSizeCategoryL"
        case .extraLarge: "UICTContentSizeCategoryXL"
        case .extraExtraLarge: "UICTContentSizeCategoryXXL"
        case .extraExtraExtraLarge: "UICTContentSizeCategoryXXXL"
        case .accessibilityMedium: "UICTContentSizeCategoryAccessibilityM"
        case .accessibilityLarge: "UICTContentSizeCategoryAccessibilityL"
        case .accessibilityExtraLarge: "UICTContentSizeCategoryAccessibilityXL"
        case .accessibilityExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXL"
        case .accessibilityExtraExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXXL"
        }
    }

    /// Position in the size order, `unspecified` being 0; also the column of the Dynamic Type table.
    var rank: Int {
        switch self {
        case .unspecified: 0
        case .extraSmall: 1
        case .small: 2
        case .medium: 3
        case .large: 4
        case .extraLarge: 5
        case .extraExtraLarge: 6
        case .extraExtraExtraLarge: 7
        case .accessibilityMedium: 8
        case .accessibilityLarge: 9
        case .accessibilityExtraLarge: 10
        case .accessibilityExtraExtraLarge: 11
        case .accessibilityExtraExtraExtraLarge: 12
        }
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rank < rhs.rank
    }
}
