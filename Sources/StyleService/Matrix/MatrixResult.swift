import StyleDefinitions
import ViewConfigurations

/// A state matrix resolved: every combination of a ``MatrixRequest``'s axes with its resolution and the WCAG 2.2
/// contrast of its text, secondary text and image tint against its background (``ContrastCheck``), and of the row
/// around it: its accessories and separator (``RowContrastCheck``).
package struct MatrixResult: Sendable {
    /// One resolved combination.
    package struct Combination: Sendable {
        /// The name of its value of the `states` axis.
        package var stateName: String
        package var resolution: StyleResolution
        package var contrast: ContrastCheck
        /// The accessories' and the separator's contrast.
        package var rowContrast: RowContrastCheck
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
                        Self.combination(of: style.definition, in: state, named: matrixState.name, request))
                }
            }
        }
        self.request = request
        self.registryVersion = snapshot.version
        self.combinations = combinations
    }

    /// The style resolved in `state` with the request's tint, content and overrides, and its contrast checked.
    private static func combination(
        of style: StyleDefinition, in state: CellConfigurationState, named name: String, _ request: MatrixRequest
    ) -> Combination {
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
        return Combination(stateName: name, resolution: resolution, contrast: contrast, rowContrast: rowContrast)
    }
}
