@testable import ViewConfigurations

/// Builds one case's configuration as the app would, updates it for the case's state, resolves it and compares every
/// value with the models: what stays locked through the update, then the resolved colors and metrics.
enum ButtonCheck {
    static func check(_ c: ButtonCase, log: inout ButtonLog) {
        let updated = c.configuration().updated(for: c.state)
        checkStored(updated, c, &log)
        let resolved = updated.resolved(
            with: c.traits, tintColor: c.tint.libraryColor, role: c.role, height: c.height)
        checkColors(resolved, c, &log)
        checkMetrics(resolved, c, &log)
        checkAppValuesSettled(resolved, c, &log)
    }

    /// A value the app set is the app's, not a choice where the reference is silent (facts §12.5 #11): explain never
    /// marks it inferred, whatever the style.
    private static func checkAppValuesSettled(
        _ resolved: ResolvedButtonConfiguration, _ c: ButtonCase, _ log: inout ButtonLog
    ) {
        let setMembers = [
            ("contentInsets", c.customization == .layout), ("cornerStyle", c.cornerStyle != nil),
            ("background.backgroundColor", [.background, .backgroundTint].contains(c.customization)),
        ]
        for (member, set) in setMembers where set {
            log.check("inferred though set: " + member, resolved.inferred[member], nil, in: c)
        }
    }

    /// The configuration after `updated(for:)`: §3.1/§3.3 defaults, and what the app set, still set and locked.
    private static func checkStored(_ updated: ButtonConfiguration, _ c: ButtonCase, _ log: inout ButtonLog) {
        let custom = c.customization
        log.check("stored.cornerStyle", updated.cornerStyle, ButtonMetricsModel.cornerStyle(c), in: c)
        log.check("stored.buttonSize", updated.buttonSize, c.size, in: c)
        log.check("stored.titlePadding", updated.titlePadding, 1, in: c)
        log.check(
            "stored.imagePadding", updated.imagePadding, custom == .layout ? Customization.imagePadding : 0, in: c)
        log.check("stored.imagePlacement", updated.imagePlacement, .leading, in: c)
        log.check("stored.titleAlignment", updated.titleAlignment, .automatic, in: c)
        log.check("stored.titleLineBreakMode", updated.titleLineBreakMode, .byWordWrapping, in: c)
        log.check("stored.indicator", updated.indicator, custom == .layout ? .popup : .automatic, in: c)
        log.check("stored.subtitleLineBreakMode", updated.subtitleLineBreakMode, .byWordWrapping, in: c)
        log.check("stored.macIdiomStyle", updated.macIdiomStyle, .automatic, in: c)
        log.check("stored.imageReservation", updated.imageReservation, 0, in: c)
        log.check("stored.showsActivityIndicator", updated.showsActivityIndicator, false, in: c)
        log.check(
            "stored.automaticallyUpdateForSelection", updated.automaticallyUpdateForSelection,
            ButtonColorModel.updatesForSelection(c), in: c)
        // §3.3: a clear stroke one point wide, invisible.
        log.check("stored.background.strokeWidth", updated.background.strokeWidth, 1, in: c)
        log.check("stored.background.strokeColor", updated.background.strokeColor, Color.clear, in: c)
        if let radius = ButtonMetricsModel.storedRadius(c) {
            log.check("stored.background.cornerRadius", updated.background.cornerRadius, radius, in: c)
        }
        checkLocked(updated, c, &log)
    }

    /// What the app set is kept as set and locked, through every state.
    private static func checkLocked(_ updated: ButtonConfiguration, _ c: ButtonCase, _ log: inout ButtonLog) {
        let custom = c.customization
        let locks: [(ButtonConfiguration.Property, Bool)] = [
            (.baseForegroundColor, custom == .baseColors), (.baseBackgroundColor, custom == .baseColors),
            (.cornerStyle, c.cornerStyle != nil), (.contentInsets, custom == .layout),
            (.imagePadding, custom == .layout), (.automaticallyUpdateForSelection, custom == .selectionFlipped),
            (.buttonSize, c.size != .medium),
            (.background, [.background, .backgroundTint].contains(custom)),
        ]
        for (property, set) in locks {
            log.check("locked." + property.rawValue, updated.isCustomized(property), set, in: c)
        }
        let background = updated.background
        log.check(
            "locked.background.cornerRadius", background.isCustomized(.cornerRadius), custom == .background, in: c)
        log.check(
            "locked.background.backgroundColor", background.isCustomized(.backgroundColor),
            [.background, .backgroundTint].contains(custom), in: c)
        switch custom {
        case .baseColors:
            log.check(
                "stored.baseForegroundColor", updated.baseForegroundColor, Customization.baseForeground.libraryColor,
                in: c)
            log.check(
                "stored.baseBackgroundColor", updated.baseBackgroundColor, Customization.baseBackground.libraryColor,
                in: c)
        case .background:
            log.check(
                "stored.background.backgroundColor", background.backgroundColor,
                Color(ResolvedColor(rgba: Customization.navy)), in: c)
        case .backgroundTint:
            log.check("stored.background.backgroundColor", background.backgroundColor, nil, in: c)
        case .layout:
            log.check("stored.contentInsets", updated.contentInsets, Customization.insets, in: c)
            // §3.1: setDefaultContentInsets() restores the size's default.
            var reset = updated
            reset.setDefaultContentInsets()
            var plain = c
            plain.customization = .none
            let insets = reset.effectiveContentInsets(for: c.traits)
            let expected = ButtonMetricsModel.contentInsets(plain)
            log.expect(
                "setDefaultContentInsets",
                [insets.top, insets.leading, insets.bottom, insets.trailing]
                    == [expected.top, expected.leading, expected.bottom, expected.trailing], in: c
            ) { "expected \(expected), got \(insets)" }
        case .none, .selectionFlipped:
            log.check("stored.baseForegroundColor", updated.baseForegroundColor, nil, in: c)
            log.check("stored.baseBackgroundColor", updated.baseBackgroundColor, nil, in: c)
        }
    }

    /// §3.2 and §3.6–§3.7: the style that applied, the foreground everywhere it shows, the fill, the glass.
    private static func checkColors(_ resolved: ResolvedButtonConfiguration, _ c: ButtonCase, _ log: inout ButtonLog) {
        let style = ButtonColorModel.effectiveStyle(c)
        log.check("effectiveStyle", resolved.effectiveStyle, style, in: c)
        let foreground = ButtonColorModel.foreground(c, style: style)
        let kind = c.factory.style.rawValue + (style != c.factory.style ? "→" + style.rawValue : "")
        log.check("foregroundColor[\(kind)]", resolved.foregroundColor, foreground, in: c)
        log.check("imageColor[\(kind)]", resolved.imageColor, foreground, in: c)
        log.check("indicatorColor[\(kind)]", resolved.indicatorColor, foreground, in: c)
        log.check(
            "activityIndicatorColor[\(kind)]", resolved.activityIndicatorColor,
            ButtonColorModel.activityIndicator(c, foreground: foreground), in: c)
        log.check(
            "background.backgroundColor[\(kind)]", resolved.background.backgroundColor,
            ButtonColorModel.background(c, style: style), in: c)
        log.check(
            "background.visualEffect[\(kind)]", resolved.background.visualEffect,
            ButtonColorModel.visualEffect(c, style: style), in: c)
        log.check("background.strokeColor", resolved.background.strokeColor, OracleColor.clear, in: c)
    }

    /// §3.3–§3.5: insets, fonts, paddings, placement, corners, the activity indicator's size and the symbols.
    private static func checkMetrics(_ resolved: ResolvedButtonConfiguration, _ c: ButtonCase, _ log: inout ButtonLog) {
        let insets = ButtonMetricsModel.contentInsets(c)
        let actual = resolved.contentInsets
        log.check("contentInsets.top", actual.top, insets.top, in: c)
        log.check("contentInsets.leading", actual.leading, insets.leading, in: c)
        log.check("contentInsets.bottom", actual.bottom, insets.bottom, in: c)
        log.check("contentInsets.trailing", actual.trailing, insets.trailing, in: c)
        let fonts = ButtonMetricsModel.fonts(c)
        for (name, font, expected) in [
            ("titleFont", resolved.titleFont, fonts.title), ("subtitleFont", resolved.subtitleFont, fonts.subtitle),
        ] {
            log.check(name + ".textStyle", font.textStyle, expected.textStyle, in: c)
            log.check(name + ".pointSize", font.pointSize, expected.pointSize, in: c)
            log.check(name + ".weight", font.weight, expected.weight, in: c)
            log.check(name + ".leading", font.leading, expected.leading, in: c)
        }
        // §3.6: the activity indicator is as tall as the title's line.
        log.check("activityIndicatorSize", resolved.activityIndicatorSize, fonts.title.leading, in: c)
        log.check("imagePlacement", resolved.imagePlacement, .leading, in: c)
        log.check(
            "imagePadding", resolved.imagePadding, c.customization == .layout ? Customization.imagePadding : 0, in: c)
        log.check("titlePadding", resolved.titlePadding, 1, in: c)
        log.check("titleAlignment", resolved.titleAlignment, .automatic, in: c)
        log.check("cornerStyle", resolved.cornerStyle, ButtonMetricsModel.cornerStyle(c), in: c)
        if let radius = ButtonMetricsModel.appliedRadius(c) {
            let kind = "cornerRadius[\(ButtonMetricsModel.cornerStyle(c))]"
            log.check(kind, resolved.cornerRadius, radius, in: c)
            log.check("background." + kind, resolved.background.cornerRadius, radius, in: c)
        }
        // §3.4: a symbol takes the title's text style (the subtitle's without a title) at scale large; with neither
        // text the sentence settles nothing. §3.6: the pop-up indicator is `chevron.up.chevron.down` at the title's
        // style, scale small; `.automatic` shows none outside a menu.
        let text = c.customization.text
        let popup = c.customization == .layout
        if text.title || text.subtitle {
            let style = text.title ? fonts.title.textStyle : fonts.subtitle.textStyle
            log.check(
                "imageSymbolConfiguration", resolved.imageSymbolConfiguration,
                SymbolConfiguration(textStyle: style, scale: .large), in: c)
        }
        log.check("indicatorSymbol", resolved.indicatorSymbol, popup ? "chevron.up.chevron.down" : nil, in: c)
        if popup {
            log.check(
                "indicatorSymbolConfiguration", resolved.indicatorSymbolConfiguration,
                SymbolConfiguration(textStyle: fonts.title.textStyle, scale: .small), in: c)
        }
    }
}
