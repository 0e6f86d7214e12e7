/// Resolution: the state's colors, the size's metrics and the corner style's radius, as concrete values.
extension ButtonConfiguration {
    /// Every value concrete for the traits, tint, role and the button's height (which only the proportional corner
    /// styles read). The state is the one of the last ``updated(for:)``.
    public func resolved(
        with traits: TraitCollection, tintColor: Color = .systemBlue, role: Role = .normal, height: Double? = nil
    ) -> ResolvedButtonConfiguration {
        let foreground = foregroundColor(with: traits, tintColor: tintColor)
        var background = values.background.resolved(with: traits, tintColor: tintColor)
        if !values.background.isCustomized(.backgroundColor) {
            background.backgroundColor = transformed(
                backgroundFill(with: traits, tintColor: tintColor),
                by: values.background.backgroundColorTransformer, traits: traits)
        }
        if effectiveStyle.isGlass && !values.background.isCustomized(.visualEffect) {
            background.visualEffect = .glass(ReferenceChoices.glassEffect(for: effectiveStyle, tint: tintColor))
        }
        let stored = storedCornerRadius(for: traits)
        let contentHeight = height ?? defaultHeight(for: traits)
        let radius = Self.appliedCornerRadius(
            cornerStyle: values.cornerStyle, storedRadius: stored, height: contentHeight, traits: traits)
        background.cornerRadius = radius
        let fonts = Self.fonts(for: values.buttonSize, role: role, traits: traits)
        let indicator = transformed(
            state.isDisabled ? Color(.secondaryLabel).resolvedColor(with: traits) : foreground,
            by: values.activityIndicatorColorTransformer, traits: traits)
        return ResolvedButtonConfiguration(
            effectiveStyle: effectiveStyle, foregroundColor: foreground, background: background,
            cornerStyle: values.cornerStyle, cornerRadius: radius, contentInsets: effectiveContentInsets(for: traits),
            titleFont: fonts.title, subtitleFont: fonts.subtitle, imagePlacement: values.imagePlacement,
            imagePadding: values.imagePadding, titlePadding: values.titlePadding,
            titleAlignment: values.titleAlignment, activityIndicatorColor: indicator,
            activityIndicatorSize: fonts.title.leading,
            imageColor: transformed(foreground, by: values.imageColorTransformer, traits: traits),
            imageSymbolConfiguration: imageSymbolConfiguration(fonts: fonts),
            indicatorSymbol: values.indicator == .popup ? "chevron.up.chevron.down" : nil,
            indicatorSymbolConfiguration: SymbolConfiguration(textStyle: fonts.title.textStyle, scale: .small),
            indicatorColor: transformed(foreground, by: values.indicatorColorTransformer, traits: traits),
            inferred: inferredReasons(traits: traits))
    }

    /// A symbol image's configuration: the title's text style (the subtitle's when there is only a subtitle) at
    /// large scale, with the app's preferred configuration applied over it.
    private func imageSymbolConfiguration(fonts: (title: Font, subtitle: Font)) -> SymbolConfiguration {
        let onlySubtitle = values.title == nil && values.subtitle != nil
        let base = SymbolConfiguration(
            textStyle: (onlySubtitle ? fonts.subtitle : fonts.title).textStyle, scale: .large)
        return values.preferredSymbolConfigurationForImage.map(base.applying) ?? base
    }

    private func transformed(
        _ color: ResolvedColor, by transformer: ColorTransformer?, traits: TraitCollection
    ) -> ResolvedColor {
        guard let transformer else { return color }
        return Color(color).resolvedColor(with: traits, transformedBy: transformer)
    }

    /// The content insets: the app's as set, or the size's default with leading and trailing grown by 2 points per
    /// accessibility step.
    public func effectiveContentInsets(for traits: TraitCollection) -> DirectionalEdgeInsets {
        if isCustomized(.contentInsets) { return values.contentInsets }
        var insets = ReferenceChoices.buttonContentInsets(for: values.buttonSize)
        let growth = 2.0 * Double(ReferenceChoices.accessibilityStep(traits.preferredContentSizeCategory))
        insets.leading += growth
        insets.trailing += growth
        return insets
    }

    /// The radius stored in `background.cornerRadius`: the app's, or the size's default for the design.
    public func storedCornerRadius(for traits: TraitCollection) -> Double {
        if values.background.isCustomized(.cornerRadius) { return values.background.cornerRadius }
        let ios26 = traits.designGeneration == .ios26
        switch values.buttonSize {
        case .medium: return ios26 ? 17 : 5.95
        case .large: return ios26 ? 25 : 8.75
        case .small, .mini: return 14
        }
    }

    /// The radius drawn for a corner style (UIKit's visual provider): fixed keeps the stored radius, dynamic scales
    /// it with Dynamic Type, small, medium and large are 1/8, 0.175 and 1/4 of the height, capsule is half of it.
    public static func appliedCornerRadius(
        cornerStyle: CornerStyle, storedRadius: Double, height: Double, traits: TraitCollection
    ) -> Double {
        switch cornerStyle {
        case .fixed: storedRadius
        case .dynamic: storedRadius * ReferenceChoices.fontMetricsScale(for: traits)
        case .small: height * 0.25 * 0.5
        case .medium: height * 0.35 * 0.5
        case .large: height * 0.5 * 0.5
        case .capsule: height / 2
        }
    }

    /// The title and subtitle fonts of a size and role: body (semibold for `.primary`) and footnote for medium and
    /// large, subheadline and caption 1 for small and mini, with tight leading, following Dynamic Type.
    public static func fonts(
        for size: ButtonSize, role: Role, traits: TraitCollection
    ) -> (title: Font, subtitle: Font) {
        let compact = size == .small || size == .mini
        let title = Font.preferredFont(forTextStyle: compact ? .subheadline : .body, compatibleWith: traits)
        let subtitle = Font.preferredFont(forTextStyle: compact ? .caption1 : .footnote, compatibleWith: traits)
        let titleTraits: Font.SymbolicTraits = role == .primary ? [.traitTightLeading, .traitBold] : .traitTightLeading
        return (title.withSymbolicTraits(titleTraits), subtitle.withSymbolicTraits(.traitTightLeading))
    }

    /// A one-line button's height: the title's line height and the vertical insets.
    private func defaultHeight(for traits: TraitCollection) -> Double {
        let insets = effectiveContentInsets(for: traits)
        return Self.fonts(for: values.buttonSize, role: .normal, traits: traits).title.leading + insets.top
            + insets.bottom
    }

    /// Which resolved members rest on a choice of ReferenceChoices for this configuration; never one the app set.
    private func inferredReasons(traits: TraitCollection) -> [String: String] {
        let reasons = ReferenceChoices.buttonInferredReasons
        var inferred: [String: String] = [:]
        func mark(_ member: String, _ key: String) { inferred[member] = reasons[key] }
        if values.buttonSize != .medium {
            mark("contentInsets", "contentInsets")
        } else if traits.designGeneration == .ios18 {
            mark("contentInsets", "mediumInsetsIOS18")
        }
        if ReferenceChoices.accessibilityStep(traits.preferredContentSizeCategory) > 0, inferred["contentInsets"] == nil
        {
            mark("contentInsets", "accessibilityInsets")
        }
        if effectiveStyle.isGlass {
            for member in ["foregroundColor", "background", "cornerStyle", "contentInsets"] { mark(member, "glass") }
        } else if !state.isDisabled {
            let darkBlend = traits.isDark && (state.isHeld || state.isHighlighted)
            if effectiveStyle == .tinted || darkBlend && effectiveStyle != .plain {
                mark("background.backgroundColor", "background.backgroundColor")
            }
            if darkBlend && effectiveStyle != .filled { mark("foregroundColor", "foregroundColor") }
        }
        if style == .gray && state.isSelected && values.automaticallyUpdateForSelection {
            mark("foregroundColor", "graySelected")
            mark("background.backgroundColor", "graySelected")
        }
        if values.cornerStyle == .dynamic && traits.preferredContentSizeCategory.normalized != .large {
            mark("cornerRadius", "cornerRadius")
        }
        // A value the app set is the app's, whatever the style.
        if isCustomized(.contentInsets) { inferred["contentInsets"] = nil }
        if isCustomized(.cornerStyle) { inferred["cornerStyle"] = nil }
        if values.background.isCustomized(.backgroundColor) { inferred["background.backgroundColor"] = nil }
        return inferred
    }
}
