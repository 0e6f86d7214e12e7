/// Resolution: what an accessory draws for a cell state, as UIKit's list cell builds and updates its system
/// accessory views (observed in the iOS 18 and iOS 26.1 builds, which agree).
extension CellAccessory {
    /// The accessory concrete for the state: placement, visibility for the editing state, colors (which switch to
    /// white or white at 80 % on a tint-filled row, the same rule that turns the content white), symbol, sizes.
    /// `tintColor` is the cell's inherited tint; `contentStyle` is the row's content style, whose default background
    /// decides whether the row is tint-filled; `isHeaderItem` says whether the cell is its section's header item (nil
    /// takes a cell with header content as one).
    public func resolved(
        for state: CellConfigurationState, tintColor: Color = .systemBlue, contentStyle: ListContentStyle = .cell,
        isHeaderItem: Bool? = nil
    ) -> ResolvedCellAccessory {
        resolution(in: AccessoryContext(state, tint: tintColor, contentStyle: contentStyle, isHeaderItem: isHeaderItem))
            .resolved
    }

    /// A cell's accessories, checked by ``validate(_:)``, resolved and in drawing order from leading to trailing.
    public static func resolved(
        _ accessories: [CellAccessory], for state: CellConfigurationState, tintColor: Color = .systemBlue,
        contentStyle: ListContentStyle = .cell, isHeaderItem: Bool? = nil
    ) throws(CellAccessoryError) -> [ResolvedCellAccessory] {
        try validate(accessories)
        return accessories.sorted { drawsBefore($0.accessoryType, $1.accessoryType) }.map {
            $0.resolved(for: state, tintColor: tintColor, contentStyle: contentStyle, isHeaderItem: isHeaderItem)
        }
    }

    /// Whether `first` is drawn before (more leading than) `second`: the leading edge's accessories come first; on
    /// each edge the order numbers ascend from leading to trailing (both directions are inferred choices).
    public static func drawsBefore(_ first: AccessoryType, _ second: AccessoryType) -> Bool {
        if first.placement != second.placement { return first.placement == .leading }
        let ascending =
            first.placement == .leading
            ? ReferenceChoices.leadingAccessoriesOutermostFirst : ReferenceChoices.trailingOrderGrowsOutward
        return ascending ? first.order < second.order : first.order > second.order
    }

    /// The resolved accessory with, by answer member (`tintColor`, `symbolConfiguration`), why each default the
    /// state gives it is inferred; options the app set are never marked.
    func resolution(in context: AccessoryContext) -> (resolved: ResolvedCellAccessory, reasons: [String: String]) {
        let traits = context.traits
        let type = accessoryType
        var colors = self.colors(in: context)
        let symbol = symbolConfiguration(in: context, reasons: &colors.reasons)
        if values.reservedLayoutWidth == .standard,
            let reason = ReferenceChoices.inferredScaledStandardWidthReason(context.traits)
        {
            colors.reasons["reservedLayoutWidth"] = reason
        }
        let displayed = values.displayed.isDisplayed(editing: context.state.isEditing)
        var font: Font? = nil
        if type == .label {
            let own = self.font ?? Font.preferredFont(forTextStyle: .body, compatibleWith: traits)
            font = values.adjustsFontForContentSizeCategory ? own.scaled(for: traits) : own
        }
        if type == .outlineDisclosure && values.outlineDisclosureStyle == .automatic && context.headerItemIsInferred {
            colors.reasons["outlineDisclosureStyle"] =
                "whether the cell is its section's header item is not in a style or a state; header content is "
                + "taken as the header item"
        }
        let outlineStyle: OutlineDisclosureStyle? =
            type != .outlineDisclosure
            ? nil
            : values.outlineDisclosureStyle != .automatic
                ? values.outlineDisclosureStyle : context.isHeaderItem ? .header : .cell
        let resolved = ResolvedCellAccessory(
            accessoryType: type, placement: type.placement, order: type.order, isDisplayed: displayed,
            isVisible: displayed && !values.isHidden, tintColor: colors.tint?.resolvedColor(with: traits),
            backgroundColor: colors.background?.resolvedColor(with: traits),
            glyphColor: colors.glyph.resolvedColor(with: traits), discColor: colors.disc?.resolvedColor(with: traits),
            symbolRenderingMode: colors.mode, symbolName: type.symbolName(isSelected: context.state.isSelected),
            symbolConfiguration: symbol, reservedLayoutWidth: reservedWidth(in: context),
            text: type == .label ? values.text : nil, font: font,
            verticalSeparatorColor: colors.verticalSeparator?.resolvedColor(with: traits),
            outlineDisclosureStyle: outlineStyle, pointsDown: type == .outlineDisclosure && context.state.isExpanded)
        return (resolved, colors.reasons)
    }

    /// The reserved width in points: 0 for the accessory's own, the standard symbol slot's width (24, 28 in a
    /// sidebar list or sidebar row, scaled for the content size), or the custom points.
    private func reservedWidth(in context: AccessoryContext) -> Double {
        switch values.reservedLayoutWidth {
        case .actual: 0
        case .standard:
            ListContentConfiguration.ImageProperties.standardSymbolWidth(
                for: context.traits, sidebar: context.isSidebarRow)
        case .custom(let points): points
        }
    }

    /// The symbol's text style, weight and scale: emphasized body at small scale for the chevrons, medium for the
    /// checkmark, body at large scale (smaller at accessibility sizes) for the reorder control and the controls.
    private func symbolConfiguration(
        in context: AccessoryContext, reasons: inout [String: String]
    ) -> SymbolConfiguration? {
        let category = context.traits.preferredContentSizeCategory.normalized
        let configuration: SymbolConfiguration
        switch accessoryType {
        case .label: return nil
        case .disclosureIndicator, .outlineDisclosure, .popUpMenu:
            configuration = SymbolConfiguration(textStyle: .body, weight: .semibold, scale: .small)
        case .checkmark:
            let small = category >= ReferenceChoices.checkmarkSmallScaleFrom
            configuration = SymbolConfiguration(textStyle: .body, weight: .semibold, scale: small ? .small : .medium)
            if category.isAccessibilityCategory && category < .accessibilityExtraExtraExtraLarge {
                // "Small at the largest accessibility sizes" settles AX5 only.
                reasons["symbolConfiguration"] =
                    "the accessibility size from which the checkmark's scale drops to small is not named; AX3, as the "
                    + "other accessories"
            }
        case .reorder:
            // Body at large scale, with the list image slot's steps at accessibility sizes (the same helper).
            configuration = ListContentConfiguration.ImageProperties.symbolConfiguration(nil, for: context.traits)
        case .delete, .insert, .multiselect, .detail:
            configuration = ReferenceChoices.controlAccessorySymbolConfiguration(for: context.traits)
            reasons["symbolConfiguration"] =
                "the control accessories' symbol configuration comes from a method whose body is not public; body at "
                + "large scale, as the list image slot"
        }
        if context.traits.designGeneration == .ios26 {
            ReferenceChoices.add(
                "symbolConfiguration",
                "iOS 26 design: the accessory metrics moved to code not in public sources; the iOS 14–18 value is kept",
                to: &reasons)
        }
        return configuration
    }
}
