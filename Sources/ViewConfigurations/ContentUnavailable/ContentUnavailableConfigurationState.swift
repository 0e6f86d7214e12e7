/// The state of an empty, loading or no-results view, as `UIContentUnavailableConfigurationState`: the traits, the
/// search text, and app-defined custom states.
public struct ContentUnavailableConfigurationState: ConfigurationState {
    /// The environment traits.
    public var traitCollection: TraitCollection
    /// The text of the search the view stands in for (UIKit's default: the view controller's search bar text); nil
    /// when there is no search.
    public var searchText: String? = nil
    /// App-defined states; part of equality and hashing.
    public internal(set) var customStates: [ConfigurationStateCustomKey: ConfigurationValue] = [:]

    /// A state with the traits and no search text.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A state with the traits and a search text.
    public init(traitCollection: TraitCollection, searchText: String?) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }

    /// A custom state's value as the library carries it.
    public subscript(customState key: ConfigurationStateCustomKey) -> ConfigurationValue? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
