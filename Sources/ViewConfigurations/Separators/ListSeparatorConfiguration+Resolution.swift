/// Resolution for one row: the section's configuration with its automatic values filled from the row, as UIKit's
/// list fills a cell's automatic insets from its content (the text's leading edge).
extension ListSeparatorConfiguration {
    /// The row's separators: visible or not (never when the list hides separators), insets in points (automatic
    /// edges follow the content: its leading margin, plus the image slot and image-to-text padding when it has an
    /// image or a reserved image width) and color (the multiple-selection color inside a multiple selection).
    /// `content` is the row's resolved list content; nil for custom content.
    public func resolved(
        for state: CellConfigurationState, content: ResolvedListContentConfiguration?,
        position: ListRowPosition = ListRowPosition(), showsSeparators: Bool = true
    ) -> ResolvedListSeparators {
        resolution(for: state, content: content, position: position, showsSeparators: showsSeparators).resolved
    }

    /// The separators with, by answer member (`bottom.leadingInset`), why each automatic or default value is
    /// inferred; values the app set are never marked.
    func resolution(
        for state: CellConfigurationState, content: ResolvedListContentConfiguration?, position: ListRowPosition,
        showsSeparators: Bool
    ) -> (resolved: ResolvedListSeparators, reasons: [String: String]) {
        var reasons: [String: String] = [:]
        let traits = state.traitCollection
        let leading = Self.automaticLeadingInset(content: content, traits: traits)
        var defaulted: [String] = []
        func separator(top: Bool) -> ResolvedListSeparator {
            let name = top ? "top." : "bottom."
            let visibility = top ? topSeparatorVisibility : bottomSeparatorVisibility
            let insets = top ? topSeparatorInsets : bottomSeparatorInsets
            var isVisible = showsSeparators && visibility != .hidden
            if showsSeparators && visibility == .automatic {
                isVisible = ReferenceChoices.separatorIsVisibleAutomatically(
                    top: top, environment: listAppearance.listEnvironment, position: position)
                add(name + "isVisible", "the list's automatic visibility rules per row are not public", &reasons)
                defaulted.append(name + "isVisible")
            }
            var leadingInset = insets.leading
            if leadingInset == Self.automaticDimension {
                leadingInset = leading.inset
                add(name + "leadingInset", leading.reason, &reasons)
                defaulted.append(name + "leadingInset")
            }
            var trailingInset = insets.trailing
            if trailingInset == Self.automaticDimension {
                trailingInset = ReferenceChoices.separatorAutomaticTrailingInset
                add(name + "trailingInset", "the automatic trailing inset is not public; 0, as table views", &reasons)
                defaulted.append(name + "trailingInset")
            }
            let color = separatorColor(for: state, position: position, path: name + "color", reasons: &reasons)
            if color.isDefault { defaulted.append(name + "color") }
            let directional = DirectionalEdgeInsets(leading: leadingInset, trailing: trailingInset)
            return ResolvedListSeparator(
                isVisible: isVisible, leadingInset: leadingInset, trailingInset: trailingInset,
                insets: directional.edgeInsets(for: traits.layoutDirection),
                color: color.value.resolvedColor(with: traits))
        }
        let resolved = ResolvedListSeparators(top: separator(top: true), bottom: separator(top: false))
        if traits.designGeneration == .ios26 {
            // No public source gives an iOS 26 separator value: every value the list supplies is the iOS 14–18 one.
            for path in defaulted where !(reasons[path] ?? "").hasPrefix("iOS 26 design") {
                add(path, ReferenceChoices.keptInIOS26, &reasons)
            }
        }
        return (resolved, reasons)
    }

    /// The color for the row, whether the list supplied it, and why a supplied one is inferred.
    private func separatorColor(
        for state: CellConfigurationState, position: ListRowPosition, path: String, reasons: inout [String: String]
    ) -> (value: Color, isDefault: Bool) {
        let traits = state.traitCollection
        guard position.isInMultipleSelectionGroup else {
            let isDefault = color == .separator
            if isDefault, let reason = SystemColor.separator.inferredReason(for: traits) { add(path, reason, &reasons) }
            return (color, isDefault)
        }
        let effective = effectiveMultipleSelectionColor(for: state)
        if multipleSelectionColor == nil {
            if listAppearance != .sidebarPlain {
                add(path, "a focus system is taken as active exactly when the cell is focused", &reasons)
            }
            if let reason = effective.systemColor?.inferredReason(for: traits) { add(path, reason, &reasons) }
        }
        return (effective, multipleSelectionColor == nil)
    }

    /// The automatic leading inset (``ReferenceChoices/separatorLeadingInset(content:traits:)``) and why it is
    /// inferred.
    static func automaticLeadingInset(
        content: ResolvedListContentConfiguration?, traits: TraitCollection
    ) -> (inset: Double, reason: String) {
        var reason =
            "UIKit pins the separator to the text, whose leading edge is taken as the content's leading margin, plus "
            + "the image slot and image-to-text padding when there is an image or a reserved width"
        if content == nil {
            reason = "custom content pins the separator itself; without it, the cell's layout margin"
        } else if let content, content.image != nil, content.imageProperties.reservedLayoutSize.width == 0 {
            reason += "; an image without a reserved width is taken as a standard-size symbol"
        }
        return (ReferenceChoices.separatorLeadingInset(content: content, traits: traits), reason)
    }

    private func add(_ path: String, _ reason: String, _ reasons: inout [String: String]) {
        ReferenceChoices.add(path, reason, to: &reasons)
    }
}
