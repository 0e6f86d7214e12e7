/// The three empty states UIKit makes, and each one's defaults for a state: the base style `updated(for:)` rebuilds
/// before it keeps what the app set.
public enum ContentUnavailableStyle: String, CaseIterable, Hashable, Sendable {
    /// ``ContentUnavailableConfiguration/empty()``: nothing shown until the app gives it content.
    case empty
    /// ``ContentUnavailableConfiguration/loading()``: an activity indicator and "Loading…".
    case loading
    /// ``ContentUnavailableConfiguration/search()``: a magnifying glass and "No Results".
    case search

    /// The image point size at Large text, before Dynamic Type scaling: 48, and 32 for the activity indicator.
    var imagePointSizeAtLarge: Double { self == .loading ? 32 : 48 }

    /// The style's values for a state: fonts, image size and margins for its traits, the search text in the text, and
    /// plain small buttons.
    func values(for state: ContentUnavailableConfigurationState) -> ContentUnavailableConfiguration.Values {
        let traits = state.traitCollection
        var values = ContentUnavailableConfiguration.Values()
        values.image = self == .search ? "magnifyingglass" : nil
        values.imageProperties = .init(
            pointSize: ReferenceChoices.contentUnavailableImagePointSize(imagePointSizeAtLarge, for: traits),
            tintColor: .secondaryLabel)
        values.text = text(searchText: state.searchText, idiom: traits.userInterfaceIdiom)
        values.secondaryText = self == .search ? "Check the spelling or try a new search." : nil
        values.textProperties =
            self == .loading
            ? .init(font: .preferredFont(forTextStyle: .subheadline, compatibleWith: traits), color: .secondaryLabel)
            : .init(
                font: Font.preferredFont(forTextStyle: .title2, compatibleWith: traits).withSymbolicTraits(.traitBold),
                color: .label)
        values.secondaryTextProperties = .init(
            font: .preferredFont(forTextStyle: .subheadline, compatibleWith: traits), color: .secondaryLabel)
        values.imageToTextPadding = self == .loading ? 8 : 15
        values.textToSecondaryTextPadding = 3
        values.textToButtonPadding = 20
        values.buttonToSecondaryButtonPadding = 15
        values.button = ContentUnavailableConfiguration.defaultButton()
        values.secondaryButton = ContentUnavailableConfiguration.defaultButton()
        let horizontal: Double = traits.preferredContentSizeCategory.isAccessibilityCategory ? 16 : 32
        values.directionalLayoutMargins = DirectionalEdgeInsets(
            top: 16, leading: horizontal, bottom: 16, trailing: horizontal)
        values.axesPreservingSuperviewLayoutMargins = .horizontal
        values.alignment = .center
        return values
    }

    /// The primary text: "Loading…" (on phones and pads), or for a search "No Results", naming the search text
    /// when there is one.
    private func text(searchText: String?, idiom: UserInterfaceIdiom) -> String? {
        switch self {
        case .empty: return nil
        case .loading:
            return ReferenceChoices.contentUnavailableLoadingTextIdioms.contains(idiom) ? "Loading\u{2026}" : nil
        case .search:
            guard let searchText, ReferenceChoices.contentUnavailableSearchTextIsShown(searchText) else {
                return "No Results"
            }
            return "No Results for \u{201C}\(searchText)\u{201D}"
        }
    }
}
