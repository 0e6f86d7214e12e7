/// Which default values are inferred choices rather than UIKit's documented or observed values, so `explain` can
/// say so. The choices themselves live in ``ReferenceChoices``.
extension BackgroundStyle {
    /// The properties whose default for this style (made concrete for the state's traits) and state is inferred:
    /// catalogue path (`cornerRadius`) → why.
    public func inferredDefaults(for state: CellConfigurationState) -> [String: String] {
        ReferenceChoices.inferredBackgroundDefaults(of: concrete(for: state.traitCollection), in: state)
    }
}

extension ListContentStyle {
    /// The properties whose default for this style (made concrete for the state's traits) and state is inferred:
    /// catalogue path (`textProperties.font`) → why.
    public func inferredDefaults(for state: CellConfigurationState) -> [String: String] {
        ReferenceChoices.inferredContentDefaults(of: concrete(for: state.traitCollection), in: state)
    }
}

extension SystemColor {
    /// Why this color's value for the traits is an inferred choice, or nil when a public source gives it.
    public func inferredReason(for traits: TraitCollection) -> String? {
        ReferenceChoices.inferredColorReason(self, traits: traits)
    }
}
