import ViewConfigurations

/// Why one resolved property has its value: the source that won, what it replaced, and for colors the tint and
/// transformers that shaped it. What `POST /v1/resolve?explain=true` reports for every property a style can set.
public struct PropertyExplanation: Hashable, Sendable {
    /// The property's path in the resolve answer (`background.backgroundColor`, `content.textProperties.font`).
    public var path: String
    /// Where the winning value came from.
    public var source: ValueSource
    /// Earlier sources that set the property and were overwritten by ``source``, in order.
    public var supersedes: [ValueSource]
    /// The factory whose value it is, when the source is the factory default or the tint fallback.
    public var factory: String?
    /// Whether the factory's value followed the state; false when the style turns automatic updates off, so the
    /// factory's normal-state value stays.
    public var followsState: Bool
    /// The tint, when the property is a color left nil (meaning the tint), by a factory or by an assignment.
    public var tintColor: Color?
    /// For colors: the color before transformers and every transformer applied, in order.
    public var color: ColorTrace?
    /// Why the factory's value is an inferred choice rather than a documented or observed UIKit value (for example
    /// an iOS 18 value kept in the iOS 26 design for want of a public source): the property's own reason, then for a
    /// color its base system color's, joined by "; ". Nil when nothing is inferred, or when the value does not come
    /// from the factory (the source is neither the factory default nor the tint fallback).
    public var inferred: String? = nil
    /// The design tokens the winning value came from, when the source's assignment named them by alias (one for a
    /// color, one per aliased member of insets or a size); empty otherwise.
    public var tokens: [DesignToken] = []

    /// One sentence a person can read: where the value came from, what it replaced, how it was transformed.
    public var summary: String {
        var sentence: String
        switch source {
        case .factoryDefault:
            sentence =
                followsState
                ? "the \(factory ?? "") factory's value for this state"
                : "the \(factory ?? "") factory's normal-state value (the style turns automatic updates off)"
        case .tintFallback:
            sentence =
                "the \(factory ?? "") factory leaves it unset for this state, so the tint color (\(tintColor?.description ?? "")) fills it"
        case .styleOverride: sentence = "set by the style's overrides"
        case .rule(let index): sentence = "set by rule \(index), whose condition holds in this state"
        case .requestOverride: sentence = "set by the request's overrides"
        }
        if let inferred { sentence += " (inferred: \(inferred))" }
        if !tokens.isEmpty { sentence += ", from " + tokens.map(Self.name).joined(separator: " and ") }
        if let tintColor, source != .tintFallback {
            sentence += " to the tint color (\(tintColor))"
        }
        if !supersedes.isEmpty {
            sentence += "; it replaces " + supersedes.map(Self.name).joined(separator: ", then ")
        }
        if let color, !color.steps.isEmpty {
            sentence +=
                "; \(color.base) (\(color.baseValue)) is transformed by "
                + color.steps.map { "\($0.transformer) → \($0.result)" }.joined(separator: ", then ")
        }
        return sentence
    }

    /// A token as the sentence names it: its alias, and the tokens its value came through.
    private static func name(_ token: DesignToken) -> String {
        let alias = "the token {\(token.path)}"
        guard token.chain.count > 1 else { return alias }
        return alias + " (an alias of " + token.chain.dropFirst().map { "{\($0)}" }.joined(separator: ", then ") + ")"
    }

    private static func name(_ source: ValueSource) -> String {
        switch source {
        case .factoryDefault: "the factory's value"
        case .tintFallback: "the tint"
        case .styleOverride: "the style's overrides"
        case .rule(let index): "rule \(index)"
        case .requestOverride: "the request's overrides"
        }
    }
}

extension StyleDefinition {
    /// Explains every settable property of a resolution made with `recordingSources: true`, in the answer's order
    /// of configurations (background, then content, then the row's accessories, separators and list). Built only when asked for, so resolving stays as fast.
    public func explain(_ resolution: StyleResolution, tintColor: Color) -> [PropertyExplanation] {
        let traits = resolution.state.traitCollection
        let background = resolution.background
        let content = resolution.content
        var explanations: [PropertyExplanation] = []
        // Which factory values are inferred: for the state, or the normal state when the style keeps the factory's
        // normal-state values (automatic updates off).
        let normalState = CellConfigurationState(traitCollection: traits)
        let inferredBackground =
            background.style?.inferredDefaults(
                for: automaticallyUpdatesBackgroundConfiguration ? resolution.state : normalState) ?? [:]
        let inferredContent = content.style.inferredDefaults(
            for: automaticallyUpdatesContentConfiguration ? resolution.state : normalState)

        /// - Parameters:
        ///   - recordedPath: the path sources are recorded under (the catalogue's; the answer's may differ).
        ///   - color: for colors, the color (nil meaning the tint) and the configuration's transformer.
        ///   - inferred: the configuration's inferred defaults, by catalogue path.
        func add(
            _ path: String, recordedPath: String, rowPath: String, factory: String, followsState: Bool,
            color: (color: Color?, transformer: ColorTransformer?)?, inferred: [String: String]
        ) {
            let recorded = resolution.sources[recordedPath] ?? []
            var source = recorded.last ?? .factoryDefault
            let usesTint = color.map { $0.color == nil } ?? false
            if usesTint, source == .factoryDefault { source = .tintFallback }
            let isFactory = source == .factoryDefault || source == .tintFallback
            let trace = color.map { ($0.color ?? tintColor).trace(with: traits, transformedBy: $0.transformer) }
            // The row's own reason, then for a color its base system color's: both are choices (a style's default
            // taken as a system color, and that color's value in the design).
            let colorReason = trace.flatMap { SystemColor(rawValue: $0.base)?.inferredReason(for: traits) }
            let reasons = [inferred[rowPath], colorReason].compactMap { $0 }.reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            }
            let reason = isFactory && !reasons.isEmpty ? reasons.joined(separator: "; ") : nil
            explanations.append(
                PropertyExplanation(
                    path: path, source: source, supersedes: Array(recorded.dropLast()),
                    factory: isFactory ? factory : nil, followsState: followsState,
                    tintColor: usesTint ? tintColor : nil, color: trace, inferred: reason,
                    tokens: resolution.tokens[recordedPath] ?? []))
        }

        for row in BackgroundConfiguration.catalogue.properties {
            add(
                "background." + row.explanationPath, recordedPath: "background." + row.path, rowPath: row.path,
                factory: backgroundFactory ?? "", followsState: automaticallyUpdatesBackgroundConfiguration,
                color: background.colorTrace(of: row), inferred: inferredBackground)
        }
        for row in ListContentConfiguration.catalogue.properties {
            add(
                "content." + row.explanationPath, recordedPath: "content." + row.path, rowPath: row.path,
                factory: contentFactory ?? "", followsState: automaticallyUpdatesContentConfiguration,
                color: content.colorTrace(of: row), inferred: inferredContent)
        }
        return explanations + explainRow(resolution)
    }
}
