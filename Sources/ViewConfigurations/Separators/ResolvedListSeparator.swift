/// One separator of a row, concrete for a state and the row's content: what a renderer draws.
public struct ResolvedListSeparator: Hashable, Sendable {
    /// Whether it shows.
    public var isVisible: Bool
    /// Inset from the leading edge in points.
    public var leadingInset: Double
    /// Inset from the trailing edge in points.
    public var trailingInset: Double
    /// The insets on physical edges for the layout direction (only `left` and `right` are set).
    public var insets: EdgeInsets
    /// The color drawn: the separator color, or the multiple-selection color inside a multiple selection.
    public var color: ResolvedColor
}

/// The separators above and below a row.
public struct ResolvedListSeparators: Hashable, Sendable {
    /// The separator above the row.
    public var top: ResolvedListSeparator
    /// The separator below the row.
    public var bottom: ResolvedListSeparator
}
