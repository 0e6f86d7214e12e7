import StyleDefinitions
import ViewConfigurations

/// A state matrix resolved: every combination of a ``MatrixRequest``'s axes with its resolution and its WCAG 2.2
/// contrast. A cell's is its text, secondary text and image tint against its background (``ContrastCheck``), and the
/// row around it: its accessories and separator (``RowContrastCheck``); a button's is its title against its fill, an
/// empty state's its texts against its background (``ComponentContrastCheck``).
package struct MatrixResult: Sendable {
    /// One resolved combination.
    package struct Combination: Sendable {
        /// The name of its value of the `states` axis.
        package var stateName: String
        /// The resolution and its checks, of the style's kind.
        package var checked: Checked
    }

    /// A combination's resolution and contrast checks, of the style's kind.
    package enum Checked: Sendable {
        /// A cell's resolution, its contrast, and its row's (the accessories' and the separator's).
        case cell(StyleResolution, contrast: ContrastCheck, rowContrast: RowContrastCheck)
        /// A button's resolution and its title's contrast.
        case button(ButtonResolution, contrast: ComponentContrastCheck)
        /// An empty state's resolution and its texts' contrast.
        case contentUnavailable(ContentUnavailableResolution, contrast: ComponentContrastCheck)

        /// The traits the combination was resolved in.
        package var traitCollection: TraitCollection {
            switch self {
            case .cell(let resolution, _, _): resolution.state.traitCollection
            case .button(let resolution, _): resolution.state.traitCollection
            case .contentUnavailable(let resolution, _): resolution.state.traitCollection
            }
        }

        /// The outcome of the combination's contrast as a whole (a cell's own, not its row's).
        package var outcome: ContrastCheck.Outcome {
            switch self {
            case .cell(_, let contrast, _): contrast.outcome
            case .button(_, let contrast), .contentUnavailable(_, let contrast): contrast.outcome
            }
        }
    }

    /// What was resolved: the encoder lists its axes.
    package var request: MatrixRequest
    /// The version of the registry the style was resolved from.
    package var registryVersion: UInt64
    /// Every combination, designs outermost, then states, then the other trait axes in order (the last fastest).
    package var combinations: [Combination]

    /// Resolves every combination of `request` against its style in `snapshot` (404 when the snapshot has no such
    /// style). The same request and snapshot always give the same result.
    package init(resolving request: MatrixRequest, in snapshot: RegistrySnapshot) throws(ServiceError) {
        guard let style = snapshot[request.style] else { throw .noStyle(named: request.style, in: snapshot) }
        let traitCombinations = request.traits.reduce([[MatrixTrait?]()]) { partial, axis in
            partial.flatMap { prefix in axis.values.map { prefix + [$0] } }
        }
        var combinations: [Combination] = []
        combinations.reserveCapacity(request.combinationCount)
        for design in request.designs {
            for matrixState in request.states {
                for traits in traitCombinations {
                    var state = matrixState.state
                    state.traitCollection.designGeneration = design
                    for trait in traits { trait?.apply(to: &state.traitCollection) }
                    combinations.append(
                        Combination(
                            stateName: matrixState.name, checked: Self.check(style.definition, in: state, request)))
                }
            }
        }
        self.request = request
        self.registryVersion = snapshot.version
        self.combinations = combinations
    }

    /// The style resolved in `state` with the request's tint, content and overrides (a component's own), and its
    /// contrast checked.
    private static func check(
        _ style: StyleDefinition, in state: MatrixState, _ request: MatrixRequest
    ) -> Checked {
        switch (state, request.component) {
        case (.button(let state), .button(_, let role, let content, let overrides)?):
            let resolution = style.resolveButton(
                state: state, tintColor: request.tintColor, role: role, content: content, overrides: overrides)
            let contrast = ComponentContrastCheck(
                button: resolution.resolved, traits: state.traitCollection, isDisabled: state.isDisabled,
                level: request.level)
            return .button(resolution, contrast: contrast)
        case (.contentUnavailable(let state), .contentUnavailable(_, let content, let overrides)?):
            let resolution = style.resolveContentUnavailable(
                state: state, tintColor: request.tintColor, content: content, overrides: overrides)
            let contrast = ComponentContrastCheck(
                contentUnavailable: resolution.resolved, traits: state.traitCollection, level: request.level)
            return .contentUnavailable(resolution, contrast: contrast)
        case (.cell(let state), nil):
            return checkCell(style, in: state, request)
        default:
            preconditionFailure("a matrix's states and base request are of its style's kind")
        }
    }

    /// A cell resolved in `state` with its contrast and its row's checked.
    private static func checkCell(
        _ style: StyleDefinition, in state: CellConfigurationState, _ request: MatrixRequest
    ) -> Checked {
        let resolution = style.resolve(
            state: state, tintColor: request.tintColor, content: request.content, overrides: request.overrides)
        let contrast = ContrastCheck(
            background: resolution.resolvedBackground, content: resolution.resolvedContent,
            traits: state.traitCollection, isDisabled: state.isDisabled, level: request.level)
        let rowContrast = RowContrastCheck(
            background: resolution.resolvedBackground, accessories: resolution.resolvedAccessories,
            separators: resolution.resolvedSeparators(hasImage: resolution.content.image != nil),
            list: resolution.resolvedList, traits: state.traitCollection, isDisabled: state.isDisabled,
            level: request.level)
        return .cell(resolution, contrast: contrast, rowContrast: rowContrast)
    }
}
