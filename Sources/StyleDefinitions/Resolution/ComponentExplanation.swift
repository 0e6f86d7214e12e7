import ViewConfigurations

/// Explanations of a button's and an empty state's answers: for each member of the answer, the source that set the
/// properties it is made from (the factory's value when none did) and, for a factory's value, why it is inferred.
extension StyleDefinition {
    /// Explains every member of a button answer (`button.foregroundColor`, `button.background.backgroundColor`, …)
    /// of a resolution made with `recordingSources: true`.
    public func explain(_ resolution: ButtonResolution) -> [PropertyExplanation] {
        var members: [(String, [String])] = [
            ("effectiveStyle", ["automaticallyUpdateForSelection"]), ("buttonSize", ["buttonSize"]),
            ("foregroundColor", ["baseForegroundColor"]),
            (
                "background.backgroundColor",
                ["background.backgroundColor", "baseBackgroundColor", "background.backgroundColorTransformer"]
            ),
        ]
        for row in BackgroundConfiguration.catalogue.properties
        where !["backgroundColor", "cornerRadius"].contains(row.path) && !row.path.hasSuffix("Transformer") {
            members.append(("background." + row.path, ["background." + row.path]))
        }
        members += [
            ("cornerStyle", ["cornerStyle"]),
            ("cornerRadius", ["cornerStyle", "background.cornerRadius", "buttonSize"]),
            ("contentInsets", ["contentInsets", "buttonSize"]), ("titleFont", ["buttonSize"]),
            ("subtitleFont", ["buttonSize"]), ("imagePlacement", ["imagePlacement"]),
            ("imagePadding", ["imagePadding"]), ("titlePadding", ["titlePadding"]),
            ("titleAlignment", ["titleAlignment"]), ("imageColor", ["imageColorTransformer", "baseForegroundColor"]),
            ("symbolConfiguration", ["preferredSymbolConfigurationForImage"]),
            ("showsActivityIndicator", ["showsActivityIndicator"]),
            ("activityIndicatorColor", ["activityIndicatorColorTransformer", "baseForegroundColor"]),
            ("indicatorSymbol", ["indicator"]),
            ("indicatorColor", ["indicatorColorTransformer", "baseForegroundColor"]),
        ]
        var inferred = resolution.resolved.inferred
        if let glass = inferred["background"] {
            for member in ["background.backgroundColor", "background.visualEffect"] where inferred[member] == nil {
                inferred[member] = glass
            }
        }
        return explainMembers(
            members, prefix: "button", sources: resolution.sources, tokens: resolution.tokens,
            factory: factories.names.first ?? "", inferred: inferred)
    }

    /// Explains every member of an empty state's answer (`contentUnavailable.text.font`, …) of a resolution made
    /// with `recordingSources: true`.
    public func explain(_ resolution: ContentUnavailableResolution) -> [PropertyExplanation] {
        var members: [(String, [String])] = [
            ("image", ["image"]), ("imagePointSize", ["imageProperties.preferredSymbolConfiguration"]),
            ("imageTintColor", ["imageProperties.tintColor"]),
            ("imageCornerRadius", ["imageProperties.cornerRadius"]),
            ("imageMaximumSize", ["imageProperties.maximumSize"]),
        ]
        for (member, properties) in [("text", "textProperties"), ("secondaryText", "secondaryTextProperties")] {
            members.append((member + ".text", [member]))
            for row in ContentUnavailableConfiguration.TextProperties.catalogue.properties {
                members.append((member + "." + row.path, [properties + "." + row.path]))
            }
        }
        members += [
            ("button", ["button.", "buttonProperties."]),
            ("secondaryButton", ["secondaryButton.", "secondaryButtonProperties."]),
            ("alignment", ["alignment"]),
            ("axesPreservingSuperviewLayoutMargins", ["axesPreservingSuperviewLayoutMargins"]),
            ("directionalLayoutMargins", ["directionalLayoutMargins"]), ("imageToTextPadding", ["imageToTextPadding"]),
            ("textToSecondaryTextPadding", ["textToSecondaryTextPadding"]),
            ("textToButtonPadding", ["textToButtonPadding"]),
            ("buttonToSecondaryButtonPadding", ["buttonToSecondaryButtonPadding"]),
        ]
        for row in BackgroundConfiguration.catalogue.properties where !row.path.hasSuffix("Transformer") {
            members.append(("background." + row.path, ["background." + row.path]))
        }
        return explainMembers(
            members, prefix: "contentUnavailable", sources: resolution.sources, tokens: resolution.tokens,
            factory: factories.names.first ?? "",
            inferred: resolution.configuration.inferredReasons(for: resolution.state.traitCollection))
    }

    /// One explanation per answer member: the latest source among those that set the properties it reads (a row
    /// ending in `.` stands for every row under it) with the tokens its value named, else the factory's value with
    /// its inferred reason.
    private func explainMembers(
        _ members: [(path: String, rows: [String])], prefix: String, sources: [String: [ValueSource]],
        tokens: [String: [DesignToken]], factory: String, inferred: [String: String]
    ) -> [PropertyExplanation] {
        members.map { member in
            var recorded: [(source: ValueSource, path: String)] = []
            for row in member.rows {
                if row.hasSuffix(".") {
                    for (path, set) in sources where path.hasPrefix(prefix + "." + row) {
                        recorded += set.map { ($0, path) }
                    }
                } else {
                    let path = prefix + "." + row
                    recorded += (sources[path] ?? []).map { ($0, path) }
                }
            }
            recorded.sort { $0.source.precedence < $1.source.precedence }
            let source = recorded.last?.source ?? .factoryDefault
            return PropertyExplanation(
                path: prefix + "." + member.path, source: source, supersedes: recorded.dropLast().map(\.source),
                factory: source == .factoryDefault ? factory : nil, followsState: true, tintColor: nil, color: nil,
                inferred: source == .factoryDefault ? inferred[member.path] : nil,
                tokens: recorded.last.flatMap { tokens[$0.path] } ?? [])
        }
    }
}

extension ValueSource {
    /// The order sources apply in: the factory, the style's overrides, its rules in order, the request.
    fileprivate var precedence: Int {
        switch self {
        case .factoryDefault, .tintFallback: 0
        case .styleOverride: 1
        case .rule(let index): 2 + index
        case .requestOverride: Int.max
        }
    }
}
