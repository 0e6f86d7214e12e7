/// The colors per style and state (UIKit's `_UIButtonConfigurationStyleBehaviors`): the foreground of title,
/// subtitle, image and indicator, and the background's fill, both from the app's base colors when set.
extension ButtonConfiguration {
    /// The foreground for the state and traits: the base (``Values/baseForegroundColor`` or the style's), changed
    /// by disabled, held and highlighted in that order of precedence.
    public func foregroundColor(with traits: TraitCollection, tintColor: Color) -> ResolvedColor {
        let style = effectiveStyle
        if state.isDisabled { return Color(.tertiaryLabel).resolvedColor(with: traits) }
        let base = (values.baseForegroundColor ?? fallbackForeground(style, traits: traits, tintColor: tintColor))
            .resolvedColor(with: traits)
        let factors: (held: (light: Double, dark: Double), highlighted: (light: Double, dark: Double))
        switch style {
        case .plain: factors = ((0.5, 0.4), (0.75, 0.2))
        case .gray, .tinted: factors = ((0.5, 0.2), (0.75, 0.1))
        case .filled:
            if state.isHeld { return base.withAlpha(base.alpha * 0.5) }
            if state.isHighlighted { return base.withAlpha(base.alpha * 0.75) }
            return base
        case .glass, .prominentGlass, .clearGlass, .prominentClearGlass:
            factors = ReferenceChoices.glassForegroundFactors
        }
        let pair = state.isHeld ? factors.held : state.isHighlighted ? factors.highlighted : nil
        guard let pair else { return base }
        return ReferenceChoices.reducingAlphaInLightAddingWhiteInDark(
            base, light: pair.light, dark: pair.dark, isDark: traits.isDark)
    }

    /// The style's foreground when the app set none.
    private func fallbackForeground(_ style: Style, traits: TraitCollection, tintColor: Color) -> Color {
        switch style {
        case .plain, .tinted: return tintColor
        case .gray: return traits.designGeneration == .ios26 ? Color(.label) : tintColor
        case .filled:
            // White (label in the dark style); black (label in the light style) on a white tint without a base fill.
            let onWhite = values.baseBackgroundColor == nil && tintColor.resolvedColor(with: traits).rgba == 0xFFFF_FFFF
            let labelTraits = traits.modifyingTraits { $0.userInterfaceStyle = onWhite ? .light : .dark }
            return Color(Color(.label).resolvedColor(with: labelTraits))
        case .glass, .prominentGlass, .clearGlass, .prominentClearGlass:
            return ReferenceChoices.glassForeground(prominent: style.isProminentGlass)
        }
    }

    /// The background's fill for the state and traits: clear for the glass styles (their glass is the background's
    /// visual effect), otherwise the base (``Values/baseBackgroundColor`` or the style's) per state.
    public func backgroundFill(with traits: TraitCollection, tintColor: Color) -> ResolvedColor {
        let style = effectiveStyle
        let dark = traits.isDark
        let disabledFill = Color(.secondarySystemFill).resolvedColor(with: traits)
        func g(_ color: ResolvedColor, _ light: Double, _ darkWhite: Double) -> ResolvedColor {
            ReferenceChoices.reducingAlphaInLightAddingWhiteInDark(color, light: light, dark: darkWhite, isDark: dark)
        }
        switch style {
        case .plain:
            return (values.baseBackgroundColor ?? .clear).resolvedColor(with: traits)
        case .glass, .prominentGlass, .clearGlass, .prominentClearGlass:
            return ResolvedColor(rgba: 0)
        case .gray:
            let base = (values.baseBackgroundColor ?? Color(.secondarySystemFill)).resolvedColor(with: traits)
            if state.isDisabled { return base.withAlpha(base.alpha * 0.75) }
            if state.isHeld { return g(base, 0.5, 0.1) }
            return state.isHighlighted ? g(base, 0.75, 0.05) : base
        case .tinted:
            if state.isDisabled { return disabledFill.withAlpha(disabledFill.alpha * 0.75) }
            let base = (values.baseBackgroundColor ?? tintColor).resolvedColor(with: traits)
            var alpha = ReferenceChoices.tintedFillAlpha(dark: dark)
            if state.isHeld {
                alpha *= dark ? 0.55 : 0.5
            } else if state.isHighlighted {
                alpha *= dark ? 0.7 : 0.65
            }
            return base.withAlpha(base.alpha * alpha)
        case .filled:
            if state.isDisabled { return disabledFill.withAlpha(disabledFill.alpha * 0.75) }
            let base = (values.baseBackgroundColor ?? tintColor).resolvedColor(with: traits)
            if state.isHeld { return g(base, 0.5, 0.2) }
            return state.isHighlighted ? g(base, 0.75, 0.2) : base
        }
    }
}

extension ResolvedColor {
    /// The same color with another alpha.
    func withAlpha(_ alpha: Double) -> ResolvedColor {
        ResolvedColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
