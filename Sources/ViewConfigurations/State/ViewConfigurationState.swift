/// The state of a view such as a header or footer, as `UIViewConfigurationState`.
public struct ViewConfigurationState: ConfigurationState {
    public var traitCollection: TraitCollection
    public var isHighlighted: Bool = false
    public var isSelected: Bool = false
    public var isDisabled: Bool = false
    public var isFocused: Bool = false
    /// True while a plain-list header or footer floats over the content (iOS 15).
    public var isPinned: Bool = false
    /// App-defined states; part of equality and hashing.
    public internal(set) var customStates: [ConfigurationStateCustomKey: ConfigurationValue] = [:]

    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state's value as the library carries it.
    public subscript(customState key: ConfigurationStateCustomKey) -> ConfigurationValue? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
