/// Which values of the row beyond its background and content are inferred choices, so `explain` can say so: by
/// answer member, why. Options the app set are never listed.
extension CellAccessory {
    /// The accessory's resolved members (`tintColor`, `glyphColor`, `symbolConfiguration`, `order`) whose value for
    /// the state is an inferred default, with the reason.
    public func inferredDefaults(
        for state: CellConfigurationState, tintColor: Color = .systemBlue, contentStyle: ListContentStyle = .cell,
        isHeaderItem: Bool? = nil
    ) -> [String: String] {
        resolution(in: AccessoryContext(state, tint: tintColor, contentStyle: contentStyle, isHeaderItem: isHeaderItem))
            .reasons
    }
}

extension CellAccessory {
    /// Why the accessory's place among the cell's accessories is inferred, or nil when no other shares its edge
    /// (the side itself is observed).
    public static func inferredOrderReason(of type: AccessoryType, among accessories: [CellAccessory]) -> String? {
        let sharesEdge = accessories.contains {
            $0.accessoryType != type && $0.accessoryType.placement == type.placement
        }
        return sharesEdge ? ReferenceChoices.inferredAccessoryOrderReason(on: type.placement) : nil
    }
}

extension ListSeparatorConfiguration {
    /// The resolved separators' members (`bottom.leadingInset`, `top.isVisible`, `bottom.color`) whose value for the
    /// row is an inferred automatic or default value, with the reason.
    public func inferredDefaults(
        for state: CellConfigurationState, content: ResolvedListContentConfiguration?,
        position: ListRowPosition = ListRowPosition(), showsSeparators: Bool = true
    ) -> [String: String] {
        resolution(
            for: state, anchor: content.map(SeparatorTextAnchor.init), position: position,
            showsSeparators: showsSeparators
        ).reasons
    }
}

extension CollectionLayoutListConfiguration {
    /// The resolved list's members (`backgroundColor`, `headerTopPadding`) whose value the appearance supplies as an
    /// inferred default, with the reason.
    public func inferredDefaults(with traits: TraitCollection, isFirstSection: Bool = false) -> [String: String] {
        resolution(with: traits, isFirstSection: isFirstSection).reasons
    }
}
