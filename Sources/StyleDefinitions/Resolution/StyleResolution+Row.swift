import ViewConfigurations

/// The row around a resolved cell made concrete: what the answer's row members, the matrix's row contrast and the
/// Swift export's check read.
extension StyleResolution {
    /// The accessories resolved for the state, in drawing order (leading to trailing).
    public var resolvedAccessories: [ResolvedCellAccessory] {
        accessories.sorted { CellAccessory.drawsBefore($0.accessoryType, $1.accessoryType) }.map {
            $0.resolved(for: state, tintColor: tintColor, contentStyle: content.style)
        }
    }

    /// The separators of a row in the middle of its section, their automatic leading inset following the text
    /// (`hasImage` says whether the content shows an image); nil outside a list.
    public func resolvedSeparators(hasImage: Bool) -> ResolvedListSeparators? {
        guard let list else { return nil }
        return list.separatorConfiguration.resolved(
            for: state, anchor: SeparatorTextAnchor(content, traits: traits, hasImage: hasImage),
            showsSeparators: list.showsSeparators)
    }

    /// The list around the cell concrete for the traits; nil outside a list.
    public var resolvedList: ResolvedCollectionLayoutListConfiguration? { list?.resolved(with: traits) }
}
