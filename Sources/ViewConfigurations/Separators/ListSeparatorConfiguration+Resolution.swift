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
        resolution(
            for: state, anchor: content.map(SeparatorTextAnchor.init), position: position,
            showsSeparators: showsSeparators
        ).resolved
    }

    /// ``resolved(for:content:position:showsSeparators:)`` from what the automatic insets read of the content
    /// (``SeparatorTextAnchor``); nil for custom content.
    public func resolved(
        for state: CellConfigurationState, anchor: SeparatorTextAnchor?, position: ListRowPosition = ListRowPosition(),
        showsSeparators: Bool = true
    ) -> ResolvedListSeparators {
        resolution(for: state, anchor: anchor, position: position, showsSeparators: showsSeparators, explaining: false)
            .resolved
    }

    /// The separators with, by answer member (`bottom.leadingInset`), why each automatic or default value is
    /// inferred (only when `explaining`: the reasons cost more than the values); values the app set are never marked.
    func resolution(
        for state: CellConfigurationState, anchor: SeparatorTextAnchor?, position: ListRowPosition,
        showsSeparators: Bool, explaining: Bool = true
    ) -> (resolved: ResolvedListSeparators, reasons: [String: String]) {
        var reasons: [String: String] = [:]
        let traits = state.traitCollection
        var defaulted: [String] = []
        /// Notes that the list supplied the member's value, and why it is inferred.
        func note(_ path: @autoclosure () -> String, _ reason: @autoclosure () -> String?) {
            guard explaining else { return }
            defaulted.append(path())
            if let reason = reason() { add(path(), reason, &reasons) }
        }
        func separator(top: Bool) -> ResolvedListSeparator {
            let name = top ? "top." : "bottom."
            let visibility = top ? values.topSeparatorVisibility : values.bottomSeparatorVisibility
            let insets = top ? values.topSeparatorInsets : values.bottomSeparatorInsets
            var isVisible = showsSeparators && visibility != .hidden
            if showsSeparators && visibility == .automatic {
                isVisible = ReferenceChoices.separatorIsVisibleAutomatically(
                    top: top, environment: listAppearance.listEnvironment, position: position)
                note(name + "isVisible", "the list's automatic visibility rules per row are not public")
            }
            var leadingInset = insets.leading
            if leadingInset == Self.automaticDimension {
                leadingInset = ReferenceChoices.separatorLeadingInset(anchor: anchor, traits: traits)
                note(name + "leadingInset", Self.automaticLeadingInsetReason(anchor: anchor))
            }
            var trailingInset = insets.trailing
            if trailingInset == Self.automaticDimension {
                trailingInset = ReferenceChoices.separatorAutomaticTrailingInset
                note(name + "trailingInset", "the automatic trailing inset is not public; 0, as table views")
            }
            let color = separatorColor(for: state, position: position)
            if color.isDefault { note(name + "color", color.reasons(traits)) }
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

    /// The color for the row, whether the list supplied it, and, for the traits, why a supplied one is inferred
    /// (its reasons joined by "; ", as ``ReferenceChoices/add(_:_:to:)`` joins them).
    private func separatorColor(
        for state: CellConfigurationState, position: ListRowPosition
    ) -> (value: Color, isDefault: Bool, reasons: (TraitCollection) -> String?) {
        guard position.isInMultipleSelectionGroup else {
            let isDefault = values.color == .separator
            return (values.color, isDefault, { SystemColor.separator.inferredReason(for: $0) })
        }
        let effective = effectiveMultipleSelectionColor(for: state)
        let focus = listAppearance != .sidebarPlain
        return (
            effective, values.multipleSelectionColor == nil,
            { traits in
                let reasons = [
                    focus ? "a focus system is taken as active exactly when the cell is focused" : nil,
                    effective.systemColor?.inferredReason(for: traits),
                ].compactMap { $0 }
                return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
            }
        )
    }

    /// Why the automatic leading inset (``ReferenceChoices/separatorLeadingInset(anchor:traits:)``) is inferred.
    static func automaticLeadingInsetReason(anchor: SeparatorTextAnchor?) -> String {
        guard let anchor else {
            return "custom content pins the separator itself; without it, the cell's layout margin"
        }
        var reason =
            "UIKit pins the separator to the text, whose leading edge is taken as the content's leading margin, plus "
            + "the image slot and image-to-text padding when there is an image or a reserved width"
        if anchor.hasImage, anchor.reservedImageWidth == 0 {
            reason += "; an image without a reserved width is taken as a standard-size symbol"
        }
        return reason
    }

    private func add(_ path: String, _ reason: String, _ reasons: inout [String: String]) {
        ReferenceChoices.add(path, reason, to: &reasons)
    }
}
