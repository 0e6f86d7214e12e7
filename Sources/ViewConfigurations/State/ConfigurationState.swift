/// What a configuration reads to decide its appearance, as `UIConfigurationState`:
/// a trait collection plus app-defined custom states.
public protocol ConfigurationState: Hashable, Sendable {
    /// Creates a state with the given traits and every flag off.
    init(traitCollection: TraitCollection)

    /// The environment traits.
    var traitCollection: TraitCollection { get set }

    /// An app-defined custom state as the library carries it; a key never set reads `nil`.
    subscript(customState key: ConfigurationStateCustomKey) -> ConfigurationValue? { get set }
}

extension ConfigurationState {
    /// An app-defined custom state as UIKit's subscript reads and writes it (`state[.isArchived] as? Bool`): a
    /// `Bool`, `Int`, `Double` or `String`; a key never set reads `nil`. Setting a value of another type traps: a
    /// state cannot carry it.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { self[customState: key]?.anyHashable }
        set {
            guard let newValue else {
                self[customState: key] = nil
                return
            }
            guard let value = ConfigurationValue(newValue) else {
                preconditionFailure(
                    "a custom state holds a Bool, Int, Double or String, not \(type(of: newValue.base))")
            }
            self[customState: key] = value
        }
    }
}
