/// The environment traits that decide how a configuration looks, as `UITraitCollection`.
///
/// Every trait defaults to `unspecified` (0 for `displayScale`, nil for `containerWidth`), like an empty `UITraitCollection`;
/// resolution treats unspecified traits the way UIKit does (light, standard contrast, Large text, left to right).
/// The design generation defaults to `ios26`, the design a newly built app shows.
public struct TraitCollection: Hashable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle
    public var accessibilityContrast: AccessibilityContrast
    public var preferredContentSizeCategory: ContentSizeCategory
    public var layoutDirection: LayoutDirection
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var userInterfaceIdiom: UserInterfaceIdiom
    public var legibilityWeight: LegibilityWeight
    public var userInterfaceLevel: UserInterfaceLevel
    public var activeAppearance: UserInterfaceActiveAppearance
    /// Points to pixels (1, 2 or 3); 0 when unspecified.
    public var displayScale: Double
    public var listEnvironment: ListEnvironment
    /// The width in points of the list's container (the window or column the cell is laid out in), when known;
    /// nil when unspecified. Not a UIKit trait, but UIKit's minimum layout margins depend on it: wide phones get
    /// 20 pt cell margins in compact width (UIKit's `systemMinimumLayoutMargins`). Without it the size class decides.
    public var containerWidth: Double?
    /// The design the values follow; not a UIKit trait but the app's SDK and Info.plist choice (Apple's
    /// `UIDesignRequiresCompatibility` documentation).
    public var designGeneration: DesignGeneration

    /// Creates a trait collection; traits left out are unspecified.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .unspecified,
        accessibilityContrast: AccessibilityContrast = .unspecified,
        preferredContentSizeCategory: ContentSizeCategory = .unspecified,
        layoutDirection: LayoutDirection = .unspecified,
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
        legibilityWeight: LegibilityWeight = .unspecified,
        userInterfaceLevel: UserInterfaceLevel = .unspecified,
        activeAppearance: UserInterfaceActiveAppearance = .unspecified,
        displayScale: Double = 0,
        listEnvironment: ListEnvironment = .unspecified,
        containerWidth: Double? = nil,
        designGeneration: DesignGeneration = .ios26
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.legibilityWeight = legibilityWeight
        self.userInterfaceLevel = userInterfaceLevel
        self.activeAppearance = activeAppearance
        self.displayScale = displayScale
        self.listEnvironment = listEnvironment
        self.containerWidth = containerWidth
        self.designGeneration = designGeneration
    }

    /// True when dynamic colors resolve to their dark variants.
    public var isDark: Bool { userInterfaceStyle == .dark }

    /// True when dynamic colors resolve to their increased-contrast variants.
    public var isHighContrast: Bool { accessibilityContrast == .high }

    /// True when the layout mirrors (leading is on the right).
    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// A copy with the traits `change` sets, as UIKit's `modifyingTraits(_:)` (iOS 17).
    public func modifyingTraits(_ change: (inout TraitCollection) -> Void) -> TraitCollection {
        var traits = self
        change(&traits)
        return traits
    }

    /// Hashes each trait's case, not its raw string (the `RawRepresentable` default): states key the service's
    /// caches, and hashing thirteen strings per lookup was most of a lookup's cost. The twelve cases go in as two
    /// words (``caseTags``): one `Hasher` call per byte was most of what remained.
    public func hash(into hasher: inout Hasher) {
        let tags = caseTags
        hasher.combine(tags.0)
        hasher.combine(tags.1)
        hasher.combine(displayScale)
        hasher.combine(containerWidth)
    }

    /// The twelve enum traits' cases, one byte each, packed into two words: equal traits give equal words.
    var caseTags: (UInt64, UInt32) {
        var first = UInt64(caseTag(userInterfaceStyle))
        first = first << 8 | UInt64(caseTag(accessibilityContrast))
        first = first << 8 | UInt64(caseTag(preferredContentSizeCategory))
        first = first << 8 | UInt64(caseTag(layoutDirection))
        first = first << 8 | UInt64(caseTag(horizontalSizeClass))
        first = first << 8 | UInt64(caseTag(verticalSizeClass))
        first = first << 8 | UInt64(caseTag(userInterfaceIdiom))
        first = first << 8 | UInt64(caseTag(legibilityWeight))
        var second = UInt32(caseTag(userInterfaceLevel))
        second = second << 8 | UInt32(caseTag(activeAppearance))
        second = second << 8 | UInt32(caseTag(listEnvironment))
        second = second << 8 | UInt32(caseTag(designGeneration))
        return (first, second)
    }
}

/// The case of a payload-free enum as one byte (its in-memory tag): equal cases give equal tags.
@inlinable @inline(__always)
func caseTag<Case: RawRepresentable & CaseIterable>(_ value: Case) -> UInt8 {
    withUnsafeBytes(of: value) { $0.first ?? 0 }
}
