import StrictJSON

/// Chooses, for each of the service's modes, a context of every modifier of a resolver document: the mode modifier
/// (the one whose contexts a `modeMap` names, or else whose context names match the modes) takes the mode's
/// context, a high-contrast mode without one its plain mode's and, in every modifier that has one, the context asking
/// for increased contrast; every other modifier takes its `default` context (its first when it has none).
struct TokenModeSelector {
    let modifiers: [ResolverModifier]
    let modeMap: [TokenMode: String]?
    var problems: TokenProblemList

    /// For each mode, the chosen context by modifier name; nil when the map names a context no modifier has.
    mutating func select() -> [TokenMode: [String: String]]? {
        var base: [String: String] = [:]
        for modifier in modifiers { base[modifier.name] = modifier.defaultContext ?? modifier.contextNames.first }
        let found = modeContexts()
        if found == nil, !(modeMap ?? [:]).isEmpty { return nil }
        let contrast = highContrastContexts()
        var choices: [TokenMode: [String: String]] = [:]
        for mode in TokenMode.allCases {
            var choice = base
            if let (modeModifier, contexts) = found, let context = contexts[mode] {
                choice[modeModifier.name] = context
            } else if let plain = mode.fallback {
                if let (modeModifier, contexts) = found, let context = contexts[plain] {
                    choice[modeModifier.name] = context
                }
                choice.merge(contrast) { _, high in high }
            }
            choices[mode] = choice
        }
        return choices
    }

    /// The context asking for increased contrast, by modifier, for a high-contrast mode the mode modifier has no
    /// context of its own for: a separate `contrast` modifier's `high`, or a mode modifier's lone `HighContrast`.
    private func highContrastContexts() -> [String: String] {
        var contexts: [String: String] = [:]
        for modifier in modifiers {
            let high = modifier.contextNames.first { TokenMode.isHighContrast(context: $0, modifier: modifier.name) }
            if let high { contexts[modifier.name] = high }
        }
        return contexts
    }

    /// The mode modifier and the context each mode takes in it.
    private mutating func modeContexts() -> (ResolverModifier, [TokenMode: String])? {
        // An empty map maps nothing: the context names decide, as without one.
        if let modeMap, !modeMap.isEmpty { return mappedContexts(modeMap) }
        var best: (ResolverModifier, [TokenMode: String])?
        for modifier in modifiers {
            var contexts: [TokenMode: String] = [:]
            for mode in TokenMode.allCases {
                if let name = modifier.contextNames.first(where: mode.matches(context:)) { contexts[mode] = name }
            }
            if contexts.count > (best?.1.count ?? 0) { best = (modifier, contexts) }
        }
        return best
    }

    /// The modifier holding the contexts `modeMap` names; a name no modifier has is a problem with a did-you-mean.
    private mutating func mappedContexts(_ modeMap: [TokenMode: String]) -> (ResolverModifier, [TokenMode: String])? {
        let wanted = Set(modeMap.values)
        guard let modifier = modifiers.first(where: { wanted.isSubset(of: $0.contextNames) }) else {
            let all = modifiers.flatMap(\.contextNames)
            let modeModifier = modifiers.max { lhs, rhs in
                wanted.intersection(lhs.contextNames).count < wanted.intersection(rhs.contextNames).count
            }
            let known = modeModifier?.contextNames ?? all
            for mode in TokenMode.allCases {
                guard let name = modeMap[mode], !known.contains(name) else { continue }
                let listed =
                    known.isEmpty ? "the document has no modifiers" : "contexts: \(known.joined(separator: ", "))"
                problems.report(
                    TokenOrigin(file: nil, pointer: ["modifiers"]),
                    .unknownName(
                        name, among: known, at: ["modifiers"],
                        message:
                            "the mode map names context \"\(name)\" for \(mode.rawValue), which no modifier has; \(listed)"
                    ))
            }
            return nil
        }
        return (modifier, modeMap)
    }
}
