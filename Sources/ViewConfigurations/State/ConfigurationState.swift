/// What a configuration reads to decide its appearance, as `UIConfigurationState`:
/// a trait collection plus app-defined custom states.
public protocol ConfigurationState: Hashable, Sendable {
    /// Creates a state with the given traits and every flag off.
    init(traitCollection: TraitCollection)

    /// The environment traits.
    var traitCollection: TraitCollection { get set }

    /// An app-defined custom state as UIKit reads it (`state[key] as? Bool`); a key never set reads `nil`.
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }

    /// An app-defined custom state as the library carries it; a key never set reads `nil`.
    subscript(customState key: ConfigurationStateCustomKey) -> ConfigurationValue? { get set }
}
