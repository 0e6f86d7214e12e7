import ViewConfigurations

/// What a request puts in an empty state, never changed by the style: its texts and image, each replacing the
/// factory's when given.
public struct ContentUnavailableContent: Hashable, Sendable {
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image's symbol name.
    public var image: String?

    public init(text: String? = nil, secondaryText: String? = nil, image: String? = nil) {
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
    }
}

/// An empty-state style resolved for one state: its configuration (with names and locks) and its concrete values.
public struct ContentUnavailableResolution: Sendable {
    /// The state as resolved: declared custom-state keys the request left out carry their defaults.
    public var state: ContentUnavailableConfigurationState
    /// The configuration after the style's overrides, its matching rules, the request and `updated(for:)`.
    public var configuration: ContentUnavailableConfiguration
    /// Every value concrete for the state's traits and the tint.
    public var resolved: ResolvedContentUnavailableConfiguration
    /// The tint the values are made concrete with.
    public var tintColor: Color
    /// Indices of the rules whose condition held, in order.
    public var matchedRules: [Int]
    /// For each assigned property path (`contentUnavailable.textProperties.color`), every source that set it, in
    /// order. Only filled when asked for.
    public var sources: [String: [ValueSource]]
    /// For each assigned property path whose winning value came through aliases, the design tokens they named.
    /// Only filled when sources are.
    public var tokens: [String: [DesignToken]]
}

extension StyleDefinition {
    /// Resolves an empty-state style for a state: the factory's configuration with the style's overrides, the
    /// matching rules in order and the request's overrides and content, each locking what it sets, then updated for
    /// the state (its traits and search text) and made concrete. Only an empty-state style resolves as one.
    public func resolveContentUnavailable(
        state requestState: ContentUnavailableConfigurationState, tintColor: Color = .systemBlue,
        content: ContentUnavailableContent = .init(), overrides requestOverrides: ConfigurationOverrides = .init(),
        recordingSources: Bool = false
    ) -> ContentUnavailableResolution {
        guard var configuration = baseContentUnavailable else {
            preconditionFailure("\(name) is not a content unavailable style")
        }
        let state = withDeclaredDefaults(requestState)
        var sources: [String: [ValueSource]] = [:]
        var tokens: [String: [DesignToken]] = [:]
        let matchedRules = applyLayers(
            holds: { $0.evaluate(state) }, requestOverrides: requestOverrides,
            apply: { overrides, source in
                for assignment in overrides.contentUnavailable {
                    assignment.apply(to: &configuration)
                    if recordingSources {
                        Self.record(
                            "contentUnavailable." + assignment.path, source, tokens: assignment.tokens, into: &sources,
                            &tokens)
                    }
                }
            })
        if let text = content.text { configuration.text = text }
        if let secondaryText = content.secondaryText { configuration.secondaryText = secondaryText }
        if let image = content.image { configuration.image = image }
        configuration = configuration.updated(for: state)
        return ContentUnavailableResolution(
            state: state, configuration: configuration,
            resolved: configuration.resolved(with: state.traitCollection, tintColor: tintColor),
            tintColor: tintColor, matchedRules: matchedRules, sources: sources,
            tokens: tokens)
    }
}
