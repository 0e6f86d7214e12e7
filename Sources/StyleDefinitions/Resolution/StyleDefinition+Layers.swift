import ViewConfigurations

/// The layers every kind of style resolves through, apart from the configuration they set: the declared keys'
/// defaults, then the style's overrides, its rules in order and the request's overrides.
extension StyleDefinition {
    /// `state` with each declared custom state the state does not carry set to its default.
    func withDeclaredDefaults<State: ConfigurationState>(_ state: State) -> State {
        var state = state
        for declaration in keys where state[customState: declaration.key] == nil {
            state[customState: declaration.key] = declaration.defaultValue
        }
        return state
    }

    /// Applies the style's overrides, each rule whose condition `holds`, then `requestOverrides`, through `apply`
    /// (which sets one overrides' part and records the source); returns the indices of the rules that held.
    func applyLayers(
        holds: (StateCondition) -> Bool, requestOverrides: ConfigurationOverrides,
        apply: (ConfigurationOverrides, ValueSource) -> Void
    ) -> [Int] {
        apply(overrides, .styleOverride)
        var matchedRules: [Int] = []
        for (index, rule) in rules.enumerated() where holds(rule.when) {
            matchedRules.append(index)
            apply(rule.set, .rule(index))
        }
        apply(requestOverrides, .requestOverride)
        return matchedRules
    }

    /// Records, for explaining, that `source` set the property at `path`, and the tokens its value named (none
    /// for a value written out, which clears those of an earlier source).
    static func record(
        _ path: String, _ source: ValueSource, tokens assignmentTokens: [DesignToken],
        into sources: inout [String: [ValueSource]], _ tokens: inout [String: [DesignToken]]
    ) {
        sources[path, default: []].append(source)
        tokens[path] = assignmentTokens.isEmpty ? nil : assignmentTokens
    }
}
