/// The choices of `UIButton.Configuration` where no public source settles a value. As in ReferenceChoices.swift,
/// each names its public source in words and why the value was picked.
extension ReferenceChoices {
    // MARK: Buttons: selection

    /// A selected gray button borrows filled's behaviour [inferred: UIKit stores the id in a constant whose value is
    /// not public; tinted → filled is the observed step up in prominence].
    static let graySelectedStyle = ButtonConfiguration.Style.filled

    /// The glass styles have no selected variant [inferred: their behaviours are Swift code not in public sources].
    static let glassSelectedStyle: ButtonConfiguration.Style? = nil

    /// The glass styles update for selection, as plain, gray and tinted do [inferred: not public].
    static let glassUpdatesForSelection = true

    /// The glass styles default to the capsule corner style; the classic ones to dynamic (observed on iOS)
    /// [inferred for glass: the reference's port model, not public].
    static func defaultCornerStyle(for style: ButtonConfiguration.Style) -> ButtonConfiguration.CornerStyle {
        style.isGlass ? .capsule : .dynamic
    }

    // MARK: Buttons: colors

    /// The normal tinted fill: the base at 15 % alpha in light mode, 20 % in dark mode [inferred: the base alpha is
    /// computed inside `_tintBehaviorAlphaReduction`, whose body is not public].
    static func tintedFillAlpha(dark: Bool) -> Double { dark ? 0.20 : 0.15 }

    /// `_colorByReducingAlphaInLightAddingWhiteWithAlphaInDark(color, a, b)`: light, the alpha times `a`; dark, white
    /// at alpha `b` composited source-over the color [inferred: only the name and the arguments are public].
    static func reducingAlphaInLightAddingWhiteInDark(
        _ color: ResolvedColor, light: Double, dark: Double, isDark: Bool
    ) -> ResolvedColor {
        guard isDark else { return color.withAlpha(color.alpha * light) }
        return ResolvedColor(red: 1, green: 1, blue: 1, alpha: dark).composited(over: color)
    }

    /// The foreground of a glass style: `label` on regular and clear glass, white on the prominent ones
    /// [inferred: the reference's port model; the glass behaviours are not public].
    static func glassForeground(prominent: Bool) -> Color { prominent ? .white : Color(.label) }

    /// Glass styles change their foreground by state as the tinted style does: tertiaryLabel when disabled, the
    /// alpha halved (held) or ×0.75 (highlighted) in light mode, white at 0.2 / 0.1 added in dark mode
    /// [inferred: the glass colors per state are not public].
    static let glassForegroundFactors = (held: (light: 0.5, dark: 0.2), highlighted: (light: 0.75, dark: 0.1))

    /// The glass styles' glass: regular for glass and prominentGlass, clear for the clear ones, tinted with the tint
    /// for the prominent ones; no background color over it [inferred: the reference's port model].
    static func glassEffect(for style: ButtonConfiguration.Style, tint: Color) -> GlassEffect {
        let clear = style == .clearGlass || style == .prominentClearGlass
        return GlassEffect(style: clear ? .clear : .regular, tintColor: style.isProminentGlass ? tint : nil)
    }

    // MARK: Buttons: metrics

    /// Content insets of the sizes other than medium (observed {7, 12, 7, 12}): small {5, 10, 5, 10}, mini
    /// {3, 8, 3, 8}, large {14, 20, 14, 20}, so a one-line button is about 28, 24 and 50 points tall; the same in
    /// both designs and for the glass styles [inferred: UIKit reads them from a table the public material does not
    /// print].
    static func buttonContentInsets(for size: ButtonConfiguration.ButtonSize) -> DirectionalEdgeInsets {
        switch size {
        case .medium: ButtonConfiguration.defaultMediumInsets
        case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .mini: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The accessibility step of a content size: AX1 is 1 … AX5 is 5, 0 below; content insets grow by 2 points a
    /// step on leading and trailing [observed formula; inferred mapping of the step to the category].
    static func accessibilityStep(_ category: ContentSizeCategory) -> Int {
        guard category.isAccessibilityCategory else { return 0 }
        let all = ContentSizeCategory.allCases
        return (all.firstIndex(of: category) ?? 0) - (all.firstIndex(of: .accessibilityMedium) ?? 0) + 1
    }

    /// The dynamic corner style scales the stored radius with `UIFontMetrics.default`, taken as the body size's ratio
    /// to Large [inferred: the curve is not public; the same choice as the standard accessory width].
    static func fontMetricsScale(for traits: TraitCollection) -> Double {
        let category = traits.preferredContentSizeCategory.normalized
        return DynamicTypeTable.metrics(for: .body, category: category).pointSize
            / DynamicTypeTable.metrics(for: .body, category: .large).pointSize
    }

    /// Every button value above, by answer member, with why it is inferred: what explain reports.
    static let buttonInferredReasons: [String: String] = [
        "contentInsets": "the insets of the small, mini and large sizes are not public; 5/10, 3/8 and 14/20",
        "mediumInsetsIOS18": "the medium insets were measured in the iOS 26 design only; the earlier design is "
            + "taken to use the same 7/12",
        "accessibilityInsets": "how the insets grow at accessibility sizes is not public; 2 points a side per step",
        "background.backgroundColor": "the tinted fill's base alpha (15 % light, 20 % dark) and the dark-mode "
            + "blend of UIKit's alpha helpers are not public",
        "foregroundColor": "UIKit's dark-mode helper is taken as white composited over the color",
        "glass": "every value of the glass styles (colors, corner style, insets, selection) is not public",
        "graySelected": "the style a selected gray button borrows is not public; filled",
        "cornerRadius": "UIFontMetrics.default's curve is not public; the body size's ratio to Large",
    ]
}
