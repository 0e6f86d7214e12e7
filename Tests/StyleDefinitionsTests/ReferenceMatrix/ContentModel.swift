import ViewConfigurations

/// The content half of the expected-value model: a factory's defaults (``ContentDefaults``) changed by state as §1.5
/// and §4.8 say, with the lead's semantics (rule 1) and decisions 12.5 #3–#5, #9–#10.
enum ContentModel {
    static func expected(
        _ factory: ContentFactory, list: ListEnvironment, flags: StateFlags, look: Look
    )
        -> ExpectedContent
    {
        let concrete = ReferenceStyles.concrete(factory, in: list)
        let defaults = look.design26 ? ContentDefaults.design26(concrete) : ContentDefaults.design18(concrete)
        var content = ExpectedContent(
            textFont: defaults.text, secondaryFont: defaults.secondary,
            textColor: .exact(look.rgba(defaults.textColor)),
            secondaryColor: .exact(look.rgba(defaults.secondaryColor)), imageTint: .exact(look.rgba(.systemBlue)),
            margins: defaults.margins, preservesHorizontal: defaults.preservesHorizontal, paddings: defaults.paddings,
            textNumberOfLines: 0, shrinks: false, uppercase: defaults.uppercase,
            showsExpansion: defaults.family != .header && defaults.family != .prominentHeader,
            sideBySide: defaults.sideBySide,
            inferred: defaults.inferred.union(["axesPreservingSuperviewLayoutMargins"]))
        // Rows away from their 4.3/4.4 API defaults, which the iOS 26 design keeps from iOS 14–18 unless given.
        var nonDefault: Set<String> = [
            "textProperties.font", "textProperties.color", "secondaryTextProperties.font",
            "secondaryTextProperties.color", "directionalLayoutMargins", "imageToTextPadding",
            "textToSecondaryTextHorizontalPadding", "textToSecondaryTextVerticalPadding",
        ]
        if defaults.family == .sidebarCell && !look.size.isAccessibilityCategory {
            // §4.3 and §10.3 (decision 9): single line, autoshrink to 0.9 and tightening below the AX sizes.
            (content.textNumberOfLines, content.shrinks) = (1, true)
            nonDefault.formUnion([
                "textProperties.numberOfLines", "textProperties.adjustsFontSizeToFitWidth",
                "textProperties.minimumScaleFactor", "textProperties.allowsDefaultTighteningForTruncation",
            ])
        }
        if !content.showsExpansion {
            nonDefault.formUnion([
                "textProperties.showsExpansionTextWhenTruncated",
                "secondaryTextProperties.showsExpansionTextWhenTruncated",
            ])
        }
        if defaults.uppercase { nonDefault.insert("textProperties.transform") }
        if defaults.sideBySide { nonDefault.insert("prefersSideBySideTextAndSecondaryText") }
        nonDefault.formUnion(applyState(to: &content, defaults: defaults, list: list, flags: flags, look: look))
        if look.design26 {
            content.inferred.formUnion(nonDefault.subtracting(defaults.given26))
            // The label colors keep their iOS 13–18 values with no public source (rule 4).
            content.inferred.formUnion(["textProperties.color", "secondaryTextProperties.color"])
        }
        return content
    }

    /// §4.8: white on a tint fill, disabled colors, the highlight transformer. Returns the rows it moved away from
    /// their API defaults (which the iOS 26 design keeps).
    private static func applyState(
        to content: inout ExpectedContent, defaults: ContentDefaults, list: ListEnvironment, flags: StateFlags,
        look: Look
    ) -> Set<String> {
        let listCell = BackgroundModel.expected(
            ReferenceStyles.concrete(.listCell, in: list), list: list, flags: flags, look: look)
        let sidebar = defaults.family == .sidebarCell
        let isCell = defaults.family == .cell || defaults.family == .valueCell || sidebar
        if isCell && listCell.isTintFilled {
            // Rule 1, decisions 5 and 10: white; a sidebar row showing its selection keeps 80 % secondary text.
            let showsSelection = flags.selected && (!flags.editing || list == .sidebarPlain)
            content.textColor = .exact(look.rgba(.white))
            content.secondaryColor = .exact(look.rgba(sidebar && showsSelection ? .white80 : .white))
            content.imageTint = .exact(look.rgba(.white))
            if listCell.isKeySelectionTint {
                // White because the selection is taken as key, as the fill is.
                content.inferred.formUnion([
                    "textProperties.color", "secondaryTextProperties.color", "imageProperties.tintColor",
                ])
            } else if sidebar && showsSelection {
                content.inferred.insert("secondaryTextProperties.color")  // decision 10: focused and selected
            }
            return ["imageProperties.tintColor"]
        }
        var moved: Set<String> = []
        if flags.disabled && (!flags.swiped || !isCell) && defaults.family != .header {
            // Decision 4: the disabled colors are skipped while swiped, for every cell style (a header has no
            // swipe state in UIKit, so the flag changes nothing there).
            let cellColor: ReferenceColor =
                sidebar || defaults.family == .prominentHeader ? .quaternaryLabel : .tertiaryLabel
            content.textColor = .exact(look.rgba(cellColor))
            if isCell {
                let secondary: ReferenceColor = defaults.family == .valueCell ? .quaternaryLabel : cellColor
                content.secondaryColor = .exact(look.rgba(secondary))
                content.imageTint = .exact(look.rgba(cellColor))
                moved.insert("imageProperties.tintColor")
            }
        }
        if flags.highlighted && (sidebar || defaults.family == .prominentHeader) {
            // The private highlight transformer (#7) on the text color: which one is observed, its math is open
            // (§11 #1), so the color it makes is inferred.
            if case .exact(let base) = content.textColor {
                content.textColor = .highlighted(base: base, towardWhite: look.dark)
            }
            content.inferred.insert("textProperties.color")
            moved.insert("textProperties.colorTransformer")
        }
        return moved
    }
}
