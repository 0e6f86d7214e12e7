/// The state a button's configuration is updated for: the five bits UIKit's button styles read
/// (`_UIButtonStatesFromButton`), the traits and custom states.
public struct ButtonConfigurationState: ConfigurationState {
    /// The traits the button is shown in.
    public var traitCollection: TraitCollection
    /// Touched down (bit 1).
    public var isHighlighted: Bool = false
    /// Disabled, or its tint adjustment mode dimmed (bit 2).
    public var isDisabled: Bool = false
    /// Selected (bit 4).
    public var isSelected: Bool = false
    /// Focused by a focus system (bit 8).
    public var isFocused: Bool = false
    /// Presenting its menu, as `UIButton.isHeld` (bit 16).
    public var isHeld: Bool = false
    /// The app's own states, by key.
    public internal(set) var customStates: [ConfigurationStateCustomKey: ConfigurationValue] = [:]

    /// A normal state in the given traits.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A state with the given bits set.
    public init(
        traitCollection: TraitCollection = TraitCollection(), isHighlighted: Bool = false, isDisabled: Bool = false,
        isSelected: Bool = false, isFocused: Bool = false, isHeld: Bool = false
    ) {
        self.traitCollection = traitCollection
        self.isHighlighted = isHighlighted
        self.isDisabled = isDisabled
        self.isSelected = isSelected
        self.isFocused = isFocused
        self.isHeld = isHeld
    }

    /// A custom state's value.
    public subscript(customState key: ConfigurationStateCustomKey) -> ConfigurationValue? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    /// The five bits as UIKit packs them: 1 highlighted, 2 disabled, 4 selected, 8 focused, 16 held.
    public var bits: Int {
        (isHighlighted ? 1 : 0) | (isDisabled ? 2 : 0) | (isSelected ? 4 : 0) | (isFocused ? 8 : 0)
            | (isHeld ? 16 : 0)
    }
}
