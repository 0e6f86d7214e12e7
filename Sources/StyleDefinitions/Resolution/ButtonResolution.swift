import ViewConfigurations

/// What a request puts in a button, never changed by the style: its title, subtitle and image.
public struct ButtonContent: Hashable, Sendable {
    /// The title.
    public var title: String?
    /// The subtitle.
    public var subtitle: String?
    /// The image's name (a symbol or asset).
    public var image: String?

    public init(title: String? = nil, subtitle: String? = nil, image: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// A button style resolved for one state: its configuration (with names and locks) and its concrete values.
public struct ButtonResolution: Sendable {
    /// The state as resolved: declared custom-state keys the request left out carry their defaults.
    public var state: ButtonConfigurationState
    /// The configuration after the style's overrides, its matching rules, the request and `updated(for:)`.
    public var configuration: ButtonConfiguration
    /// Every value concrete for the state's traits, the tint and the role.
    public var resolved: ResolvedButtonConfiguration
    /// The button's role, as `UIButton.role`.
    public var role: ButtonConfiguration.Role
    /// The tint the values are made concrete with.
    public var tintColor: Color
    /// Indices of the rules whose condition held, in order.
    public var matchedRules: [Int]
    /// For each assigned property path (`button.cornerStyle`, `button.background.strokeWidth`), every source that set
    /// it, in order. Only filled when asked for.
    public var sources: [String: [ValueSource]]
    /// For each assigned property path whose winning value came through aliases, the design tokens they named.
    /// Only filled when sources are.
    public var tokens: [String: [DesignToken]]
}

extension StyleDefinition {
    /// Resolves a button style for a state: the factory's configuration with the style's overrides, the matching
    /// rules in order and the request's overrides and content, each locking what it sets, then updated for the
    /// state and made concrete for its traits, the tint and the role. Only a button style resolves as a button.
    public func resolveButton(
        state requestState: ButtonConfigurationState, tintColor: Color = .systemBlue,
        role: ButtonConfiguration.Role = .normal, content: ButtonContent = .init(),
        overrides requestOverrides: ConfigurationOverrides = .init(), recordingSources: Bool = false
    ) -> ButtonResolution {
        guard var configuration = baseButton else { preconditionFailure("\(name) is not a button style") }
        let state = withDeclaredDefaults(requestState)
        var sources: [String: [ValueSource]] = [:]
        var tokens: [String: [DesignToken]] = [:]
        let matchedRules = applyLayers(
            holds: { $0.evaluate(state) }, requestOverrides: requestOverrides,
            apply: { overrides, source in
                for assignment in overrides.button {
                    assignment.apply(to: &configuration)
                    if recordingSources {
                        Self.record(
                            "button." + assignment.path, source, tokens: assignment.tokens, into: &sources, &tokens)
                    }
                }
            })
        if let title = content.title { configuration.title = title }
        if let subtitle = content.subtitle { configuration.subtitle = subtitle }
        if let image = content.image { configuration.image = image }
        configuration = configuration.updated(for: state)
        return ButtonResolution(
            state: state, configuration: configuration,
            resolved: configuration.resolved(with: state.traitCollection, tintColor: tintColor, role: role),
            role: role, tintColor: tintColor, matchedRules: matchedRules, sources: sources,
            tokens: tokens)
    }
}
