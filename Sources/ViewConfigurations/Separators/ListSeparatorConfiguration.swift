/// How a list draws the separators above and below its rows, as `UIListSeparatorConfiguration` (iOS 14.5).
///
/// Start from ``init(listAppearance:)``: automatic visibility and insets, the separator color. Automatic insets
/// follow the row's text (``resolved(for:content:position:showsSeparators:)``).
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows, as `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: String, CaseIterable, Hashable, Sendable {
        /// The list decides by the row's place.
        case automatic
        case visible
        case hidden
    }

    /// An inset of `.greatestFiniteMagnitude` on an edge means automatic, as UIKit's `CGFLOAT_MAX`.
    public static let automaticDimension = Double.greatestFiniteMagnitude
    /// Automatic leading and trailing insets, as `UIListSeparatorConfiguration.automaticInsets`; only leading and
    /// trailing matter.
    public static let automaticInsets = DirectionalEdgeInsets(
        top: 0, leading: automaticDimension, bottom: 0, trailing: automaticDimension)

    /// The separator above the row.
    public var topSeparatorVisibility = Visibility.automatic
    /// The separator below the row.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// Leading and trailing insets of the top separator; an edge at ``automaticDimension`` follows the content.
    public var topSeparatorInsets = automaticInsets
    /// Leading and trailing insets of the bottom separator.
    public var bottomSeparatorInsets = automaticInsets
    /// The separators' color.
    public var color: Color = .separator
    /// The color between rows of a multiple selection; nil means UIKit's dynamic default: the separator color, or
    /// white at 20 % while a focus system shows the selection (always in a sidebar-plain list).
    public var multipleSelectionColor: Color? = nil
    /// The appearance the defaults came from.
    public let listAppearance: CollectionLayoutListConfiguration.Appearance

    /// The defaults of a list appearance: the same for all five on iOS (visibility and insets automatic, color
    /// `separator`); the multiple-selection default depends on it.
    public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {
        self.listAppearance = listAppearance
    }

    /// White at 20 %: the multiple-selection separator of a sidebar-plain list, and of other lists under focus.
    static let whiteAt20Percent = Color.white.withAlphaComponent(0.2)

    /// The multiple-selection color in effect for a state.
    func effectiveMultipleSelectionColor(for state: CellConfigurationState) -> Color {
        if let multipleSelectionColor { return multipleSelectionColor }
        if listAppearance == .sidebarPlain { return Self.whiteAt20Percent }
        let underFocus = ReferenceChoices.focusSystemIsActive(state) && ReferenceChoices.selectionIsKey
        return underFocus ? Self.whiteAt20Percent : .separator
    }
}
