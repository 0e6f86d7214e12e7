@testable import ViewConfigurations

/// The buttons reference's §3.3 (a fresh configuration), §3.4 (metrics per size) and §3.5 (corner styles), with the
/// Dynamic Type table of the facts file (§8.1 weights, §8.2 sizes), transcribed from the text.
enum ButtonMetricsModel {
    typealias Insets = (top: Double, leading: Double, bottom: Double, trailing: Double)

    /// The content size categories in the order of §8.2's columns, xS … AX5.
    static let categories: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// §8.2 point size / leading of the four styles a button uses, xS … AX5.
    static let typeScale: [TextStyle: [(size: Double, leading: Double)]] = [
        .body: [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
            (47, 56), (53, 62),
        ],
        .subheadline: [
            (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
            (42, 50), (49, 58),
        ],
        .footnote: [
            (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
            (38, 46), (44, 52),
        ],
        .caption1: [
            (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39),
            (37, 44), (43, 51),
        ],
    ]

    struct ExpectedFont: Equatable {
        var textStyle: TextStyle
        var pointSize: Double
        var weight: Font.Weight
        var leading: Double
    }

    /// §3.4: title and subtitle styles per size and role. Medium and large: "short" body (semibold, §8.1's
    /// emphasized weight, for `.primary`) and "short" footnote; small and mini: "short" subheadline and caption 1.
    /// The table gives `.primary` and every other role as normal. Bold Text makes regular semibold and semibold
    /// heavy (facts §12.3). How much tighter "short" leading is, is not public: ReferenceChoices.tightLeadingReduction.
    static func fonts(_ c: ButtonCase) -> (title: ExpectedFont, subtitle: ExpectedFont) {
        let compact = c.size == .small || c.size == .mini
        // An unspecified content size is Large.
        let index = categories.firstIndex(of: c.category) ?? 3
        func font(_ style: TextStyle, _ weight: Font.Weight) -> ExpectedFont {
            let weight = c.boldText ? (weight == .regular ? .semibold : .heavy) : weight
            let metrics = typeScale[style]?[index] ?? (size: 0, leading: 0)
            return ExpectedFont(
                textStyle: style, pointSize: metrics.size, weight: weight,
                leading: metrics.leading - ReferenceChoices.tightLeadingReduction)
        }
        return (
            font(compact ? .subheadline : .body, c.role == .primary ? .semibold : .regular),
            font(compact ? .caption1 : .footnote, .regular)
        )
    }

    /// §3.4 content insets: what the app set, as set; else medium {7, 12, 7, 12} (observed), small {5, 10, 5, 10},
    /// mini {3, 8, 3, 8}, large {14, 20, 14, 20} (the reference's placeholders), leading and trailing grown by 2 per
    /// accessibility step (AX1 +2 … AX5 +10). Glass: §3.7's model says "as medium" without sizes, so the sizes other
    /// than medium read ReferenceChoices.buttonContentInsets.
    static func contentInsets(_ c: ButtonCase) -> Insets {
        if c.customization == .layout {
            let set = Customization.insets
            return (set.top, set.leading, set.bottom, set.trailing)
        }
        var insets: Insets
        switch c.size {
        case .medium: insets = (7, 12, 7, 12)
        case .small: insets = (5, 10, 5, 10)
        case .mini: insets = (3, 8, 3, 8)
        case .large: insets = (14, 20, 14, 20)
        }
        if c.factory.isGlass && c.size != .medium {
            let chosen = ReferenceChoices.buttonContentInsets(for: c.size)
            insets = (chosen.top, chosen.leading, chosen.bottom, chosen.trailing)
        }
        let index = categories.firstIndex(of: c.category) ?? 0
        let step = Double(max(0, index - (categories.firstIndex(of: .accessibilityMedium) ?? 0) + 1))
        insets.leading += 2 * step
        insets.trailing += 2 * step
        return insets
    }

    /// §3.3: the corner style of a fresh configuration: dynamic for the classic styles; capsule for glass (§3.7's
    /// port model).
    static func cornerStyle(_ c: ButtonCase) -> ButtonConfiguration.CornerStyle {
        c.cornerStyle ?? (c.factory.isGlass ? .capsule : .dynamic)
    }

    /// §3.3–§3.4: the radius in `background.cornerRadius` after an update. What the app set stays; with the dynamic
    /// corner style, the size's for the design (medium 5.95 / 17, large 8.75 / 25, small and mini 14); with another
    /// style the stored radius is "left as is", the fresh one (5.95 / 17, the medium's) unless the app's settings
    /// changed it first: settled only at the medium size, nil elsewhere.
    static func storedRadius(_ c: ButtonCase) -> Double? {
        if c.customization == .background { return Customization.cornerRadius }
        let ios26 = c.look.design26
        if cornerStyle(c) != .dynamic { return c.size == .medium ? (ios26 ? 17 : 5.95) : nil }
        switch c.size {
        case .medium: return ios26 ? 17 : 5.95
        case .large: return ios26 ? 25 : 8.75
        case .small, .mini: return 14
        }
    }

    /// §3.5: fixed keeps the stored radius; dynamic scales it with `UIFontMetrics.default` (the facts' §8.2: the
    /// ratio of the body size to its Large size, 17); small h/8, medium 0.175 h, large h/4, capsule clamped to h/2.
    /// Nil when the height or the stored radius it needs is not given.
    static func appliedRadius(_ c: ButtonCase) -> Double? {
        let index = categories.firstIndex(of: c.category) ?? 3
        switch cornerStyle(c) {
        case .fixed: return storedRadius(c)
        case .dynamic: return storedRadius(c).map { $0 * (typeScale[.body]?[index].size ?? 17) / 17 }
        case .small: return c.height.map { $0 / 8 }
        case .medium: return c.height.map { $0 * 0.175 }
        case .large: return c.height.map { $0 / 4 }
        case .capsule: return c.height.map { $0 / 2 }
        }
    }
}
