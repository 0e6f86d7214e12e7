/// A rule of a style: when the condition holds for the state, the assignments are applied (and locked).
/// Rules apply in order, so a later rule wins for the same property.
public struct StyleRule: Hashable, Sendable {
    public var when: StateCondition
    public var set: ConfigurationOverrides

    public init(when: StateCondition, set: ConfigurationOverrides) {
        self.when = when
        self.set = set
    }
}
