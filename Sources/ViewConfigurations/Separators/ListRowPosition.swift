/// Where a row sits in its section, which the list reads to decide automatic separators: not a UIKit type (the list
/// section knows it), so a caller describing one row says it here.
public struct ListRowPosition: Hashable, Sendable {
    /// The section's first row.
    public var isFirstInSection: Bool
    /// The section's last row.
    public var isLastInSection: Bool
    /// A header sits directly above the row (it is the first row of a section with a header).
    public var hasHeaderAbove: Bool
    /// The row is part of a run of selected rows in a multiple selection.
    public var isInMultipleSelectionGroup: Bool

    /// A row; by default one in the middle of its section, outside any multiple selection.
    public init(
        isFirstInSection: Bool = false, isLastInSection: Bool = false, hasHeaderAbove: Bool = false,
        isInMultipleSelectionGroup: Bool = false
    ) {
        self.isFirstInSection = isFirstInSection
        self.isLastInSection = isLastInSection
        self.hasHeaderAbove = hasHeaderAbove
        self.isInMultipleSelectionGroup = isInMultipleSelectionGroup
    }
}
