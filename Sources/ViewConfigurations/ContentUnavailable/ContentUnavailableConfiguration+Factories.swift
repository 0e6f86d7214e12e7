/// The factories, as UIKit's: each gives its style's defaults for Large text and no search.
extension ContentUnavailableConfiguration {
    /// An empty state with no image or text: the app fills it in, styled as a title over a subheadline.
    public static func empty() -> ContentUnavailableConfiguration { .init(style: .empty) }
    /// A loading state: an activity indicator over "Loading…".
    public static func loading() -> ContentUnavailableConfiguration { .init(style: .loading) }
    /// A no-search-results state: a magnifying glass, "No Results" (with the state's search text after an update)
    /// and a hint to check the spelling.
    public static func search() -> ContentUnavailableConfiguration { .init(style: .search) }
}
