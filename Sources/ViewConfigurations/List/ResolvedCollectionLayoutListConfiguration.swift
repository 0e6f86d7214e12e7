/// The list around a row, concrete for a set of traits: what a renderer draws behind and between sections.
public struct ResolvedCollectionLayoutListConfiguration: Hashable, Sendable {
    /// The list's look.
    public var appearance: CollectionLayoutListConfiguration.Appearance
    /// The list's background.
    public var backgroundColor: ResolvedColor
    /// Whether rows show separators.
    public var showsSeparators: Bool
    /// Padding above the section's header in points.
    public var headerTopPadding: Double
    /// The corner radius the layout draws around the section's rows (inset-grouped lists).
    public var sectionCornerRadius: Double
}
