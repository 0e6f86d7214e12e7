@testable import ViewConfigurations

/// The buttons reference's §3.2 (state bits, the selection swap) and §3.6 (colors per style and state), with §12 of
/// the facts file (the iOS 26 gray foreground is `label`), transcribed from the text. Where the reference gives an
/// [inferred] value it is written out here as the text gives it; where it gives none (§7 #3, the glass styles per
/// state and selection), the named ReferenceChoices value is read, and the comment says so.
enum ButtonColorModel {
    typealias Style = ButtonConfiguration.Style

    /// §3.1 and §3.3: true for plain, gray and tinted (and their aliases), false for filled. The glass styles:
    /// not public (§7 #3), ReferenceChoices.glassUpdatesForSelection.
    static func updatesForSelectionByDefault(_ factory: ButtonFactory) -> Bool {
        if factory.isGlass { return ReferenceChoices.glassUpdatesForSelection }
        return factory.style != .filled
    }

    static func updatesForSelection(_ c: ButtonCase) -> Bool {
        let byDefault = updatesForSelectionByDefault(c.factory)
        return c.customization == .selectionFlipped ? !byDefault : byDefault
    }

    /// §3.2: a selected button that updates for selection takes plain → tinted, tinted → filled (observed), gray →
    /// filled (the reference's inference); filled has no selected variant; the glass styles: not public (§7 #3),
    /// ReferenceChoices.glassSelectedStyle.
    static func effectiveStyle(_ c: ButtonCase) -> Style {
        let style = c.factory.style
        guard c.selected, updatesForSelection(c) else { return style }
        switch style {
        case .plain: return .tinted
        case .tinted, .gray: return .filled
        case .filled: return .filled
        case .glass, .prominentGlass, .clearGlass, .prominentClearGlass:
            return ReferenceChoices.glassSelectedStyle ?? style
        }
    }

    /// §3.6 foreground: disabled is tertiaryLabel whatever the base; otherwise the base (`baseForegroundColor`, or
    /// the style's fallback) changed by held, else highlighted, in the table's column order. Focus changes nothing.
    static func foreground(_ c: ButtonCase, style: Style) -> OracleColor {
        let look = c.look
        if c.disabled { return PaletteColor.tertiaryLabel.color(look) }
        let base =
            c.customization == .baseColors
            ? Customization.baseForeground.color(look) : fallbackForeground(c, style: style)
        let held: (light: Double, dark: Double)
        let highlighted: (light: Double, dark: Double)
        switch style {
        case .plain: (held, highlighted) = ((0.5, 0.4), (0.75, 0.2))
        case .gray, .tinted: (held, highlighted) = ((0.5, 0.2), (0.75, 0.1))
        case .filled:
            // Filled reduces the alpha alone, in both appearances.
            if c.held { return base.alpha(times: 0.5) }
            return c.highlighted ? base.alpha(times: 0.75) : base
        case .glass, .prominentGlass, .clearGlass, .prominentClearGlass:
            // Not public (§7 #3): ReferenceChoices.glassForegroundFactors.
            (held, highlighted) = ReferenceChoices.glassForegroundFactors
        }
        if c.held { return base.reduced(light: held.light, dark: held.dark, isDark: look.dark) }
        if c.highlighted { return base.reduced(light: highlighted.light, dark: highlighted.dark, isDark: look.dark) }
        return base
    }

    /// §3.6's fallback foregrounds; §3.7's port model [inferred] for glass: `label`, white on the prominent ones.
    private static func fallbackForeground(_ c: ButtonCase, style: Style) -> OracleColor {
        let look = c.look
        let tint = c.tint.color(look)
        switch style {
        case .plain, .tinted: return tint
        case .gray: return look.design26 ? PaletteColor.label.color(look) : tint
        case .filled:
            // White: label in the dark style; black (label in the light style) on a white tint without a base fill.
            let onWhite = c.customization != .baseColors && tint.rgba == 0xFFFF_FFFF
            var labelLook = look
            labelLook.dark = !onWhite
            return PaletteColor.label.color(labelLook)
        case .glass, .clearGlass: return PaletteColor.label.color(look)
        case .prominentGlass, .prominentClearGlass: return PaletteColor.white.color(look)
        }
    }

    /// §3.6 background: what the app set in `background.backgroundColor` (nil is the tint, facts §5); else the base
    /// (`baseBackgroundColor`, or the style's fallback) per state, disabled before held before highlighted.
    static func background(_ c: ButtonCase, style: Style) -> OracleColor {
        let look = c.look
        switch c.customization {
        case .background: return OracleColor(rgba: Customization.navy)
        case .backgroundTint: return c.tint.color(look)
        default: break
        }
        let baseBackground = c.customization == .baseColors ? Customization.baseBackground.color(look) : nil
        let disabledFill = PaletteColor.secondarySystemFill.color(look).alpha(times: 0.75)
        let tint = c.tint.color(look)
        switch style {
        case .plain:
            return baseBackground ?? .clear
        case .gray:
            let base = baseBackground ?? PaletteColor.secondarySystemFill.color(look)
            if c.disabled { return base.alpha(times: 0.75) }
            if c.held { return base.reduced(light: 0.5, dark: 0.1, isDark: look.dark) }
            return c.highlighted ? base.reduced(light: 0.75, dark: 0.05, isDark: look.dark) : base
        case .tinted:
            if c.disabled { return disabledFill }
            // The reference's inference: the tint at 15 % (light) / 20 % (dark), times h's factors.
            var factor = look.dark ? 0.20 : 0.15
            if c.held {
                factor *= look.dark ? 0.55 : 0.5
            } else if c.highlighted {
                factor *= look.dark ? 0.7 : 0.65
            }
            return (baseBackground ?? tint).alpha(times: factor)
        case .filled:
            if c.disabled { return disabledFill }
            let base = baseBackground ?? tint
            if c.held { return base.reduced(light: 0.5, dark: 0.2, isDark: look.dark) }
            return c.highlighted ? base.reduced(light: 0.75, dark: 0.2, isDark: look.dark) : base
        case .glass, .prominentGlass, .clearGlass, .prominentClearGlass:
            // §3.7's port model [inferred]: the glass is the background's visual effect, no fill under it (the base
            // background is not public for glass: the library's choice keeps it clear, ReferenceChoices.glassEffect).
            return .clear
        }
    }

    /// §3.7's port model [inferred]: regular glass for glass and prominentGlass, clear glass for the clear ones,
    /// tinted with the tint for the prominent ones; no effect on the classic styles.
    static func visualEffect(_ c: ButtonCase, style: Style) -> VisualEffect? {
        switch style {
        case .plain, .gray, .tinted, .filled: nil
        case .glass: .glass(GlassEffect(style: .regular))
        case .clearGlass: .glass(GlassEffect(style: .clear))
        case .prominentGlass: .glass(GlassEffect(style: .regular, tintColor: c.tint.libraryColor))
        case .prominentClearGlass: .glass(GlassEffect(style: .clear, tintColor: c.tint.libraryColor))
        }
    }

    /// §3.6: the activity indicator is the foreground, `secondaryLabel` when disabled.
    static func activityIndicator(_ c: ButtonCase, foreground: OracleColor) -> OracleColor {
        c.disabled ? PaletteColor.secondaryLabel.color(c.look) : foreground
    }
}
