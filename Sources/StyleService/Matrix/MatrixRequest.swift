import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// A decoded `POST /v1/styles/{name}/matrix` body: the style, what every combination shares (tint, content,
/// overrides), and each axis's values, already checked against the combination limit and the render budget.
/// ``MatrixResult`` resolves it; ``MatrixEncoder`` writes the answer.
package struct MatrixRequest: Sendable {
    /// One value of the `states` axis: its name and the base state with its fragment laid over, of the style's kind.
    package struct State: Sendable {
        package var name: String
        package var state: MatrixState

        /// The state named `name`.
        package init(name: String, state: MatrixState) {
            self.name = name
            self.state = state
        }

        /// The cell state named `name`.
        package init(name: String, state: CellConfigurationState) {
            self.init(name: name, state: .cell(state))
        }
    }

    /// One trait axis with its values, each nil where it leaves the base state's trait, and whether the answer lists
    /// the axis (``MatrixAxis/isAlwaysListed``, or given by the request).
    package struct TraitAxis: Sendable {
        package var axis: MatrixAxis
        package var values: [MatrixTrait?]
        package var isListed: Bool

        /// The axis with its values; `isListed` says whether the answer lists it.
        package init(axis: MatrixAxis, values: [MatrixTrait?], isListed: Bool) {
            self.axis = axis
            self.values = values
            self.isListed = isListed
        }
    }

    /// The members a matrix body may have: the axes, and a base request like resolve's (the style is in the path;
    /// `buttonSize` and `role` for a button style only).
    static let fields = ["axes", "state", "tintColor", "content", "overrides", "buttonSize", "role"]

    /// Named states of the `states` axis for a style of `kind`: each is a state fragment laid over the base state.
    static func statePresets(of kind: ConfigurationKind) -> [(name: String, fragment: JSONValue)] {
        switch kind {
        case .cell: cellStatePresets
        case .button: buttonStatePresets
        case .contentUnavailable: [("normal", [:])]
        }
    }

    /// A button's named states: normal, then each of its five bits alone (`isHeld` → `held`).
    static let buttonStatePresets: [(name: String, fragment: JSONValue)] =
        [("normal", [:])]
        + DocumentDecoder.buttonStateFields.filter { $0.hasPrefix("is") }.map { flag in
            (presetName(of: flag), [flag: true])
        }

    /// The preset a flag sets alone: its name without `is`, lowercased (`isSelected` → `selected`).
    private static func presetName(of flag: String) -> String {
        let name = flag.dropFirst(2)
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// A cell's named states: normal, each flag alone, the drag and the drop states.
    static let cellStatePresets: [(name: String, fragment: JSONValue)] =
        [("normal", [:])]
        + StateFlag.allCases.map { flag in (presetName(of: flag.rawValue), [flag.rawValue: true]) }
        + [
            ("lifting", ["cellDragState": "lifting"]), ("dragging", ["cellDragState": "dragging"]),
            ("dropTargeted", ["cellDropState": "targeted"]), ("dropNotTargeted", ["cellDropState": "notTargeted"]),
        ]

    /// The custom states a style declares as named states of the `states` axis, as the stylesheet names them
    /// (`state-com-example-isarchived`: each declared key's other boolean value, and each other value its rules
    /// test); each sets its key's value over the base state.
    static func customStatePresets(of style: StyleDefinition) -> [StateVariant] {
        StateVariant.custom(of: style).variants
    }

    /// The style, as the path names it.
    package var style: String
    /// The WCAG level each combination's contrast is checked at.
    package var level: ContrastLevel
    /// The tint, content and overrides every combination is resolved with, as a resolve request gives them.
    package var tintColor: Color
    package var content: CellContent
    package var overrides: ConfigurationOverrides
    /// A button's or an empty state's base request (its role, content and overrides, its `buttonSize` folded in);
    /// nil for a cell style. Its state is the base the `states` axis was laid over.
    package var component: ComponentRequest?
    /// The `states` axis.
    package var states: [State]
    /// The designs, the outermost axis: the given ones, else the base state's (its trait, else the server's default).
    package var designs: [DesignGeneration]
    /// The other trait axes, in ``MatrixAxis/traitAxes`` order.
    package var traits: [TraitAxis]

    /// How many combinations the request makes.
    package var combinationCount: Int {
        traits.reduce(designs.count * states.count) { $0 * $1.values.count }
    }

    /// The body `object` of a matrix of the style `name` in `snapshot`, its contrast checked at `level`, or the
    /// problem: 404 for an unknown style, 422 for invalid fields or axes, or for more combinations than `limit`
    /// (pointing at `/axes`), ``ServiceError/overBudget(_:budget:)`` for more work than `budget` steps
    /// (``RenderWork/matrix(of:combinations:overrides:content:)``). Requests whose state names no design get
    /// `defaultDesign`.
    package init(
        decoding object: JSONObject, style name: String, snapshot: RegistrySnapshot, limit: Int, budget: Int,
        level: ContrastLevel, defaultDesign: DesignGeneration
    ) throws(ServiceError) {
        guard let style = snapshot[name] else { throw .noStyle(named: name, in: snapshot) }
        var decoder = MatrixRequestDecoder(style: style, snapshot: snapshot, defaultDesign: defaultDesign)
        decoder.checkFields(of: object)
        let base = decoder.base(of: object)
        let axes = decoder.axes(of: object)
        let values = decoder.values(of: axes)
        let count = try decoder.checkCount(of: values, given: axes, limit: limit)
        try RenderWork.matrix(
            of: style.definition, combinations: count, overrides: base.request.overrides, content: base.request.content
        ).check(budget: budget)
        let states = decoder.states(values[.states] ?? [], over: base.state)
        let baseDesign = base.state?.traitCollection.designGeneration ?? defaultDesign
        var designs: [DesignGeneration] = []
        var traits: [TraitAxis] = []
        for axis in MatrixAxis.traitAxes {
            let decoded = decoder.traits(values[axis] ?? [], of: axis)
            if axis == .designGeneration {
                designs = decoded.map { trait in
                    guard case .designGeneration(let design)? = trait else { return baseDesign }
                    return design
                }
            } else {
                traits.append(
                    TraitAxis(axis: axis, values: decoded, isListed: axis.isAlwaysListed || axes[axis.rawValue] != nil))
            }
        }
        try decoder.finish()
        self.init(
            style: name, level: level, tintColor: base.request.tintColor, content: base.request.content,
            overrides: base.request.overrides, component: base.component, states: states, designs: designs,
            traits: traits)
    }

    /// A request of its parts, already checked; `component` is nil for a cell style.
    package init(
        style: String, level: ContrastLevel, tintColor: Color, content: CellContent, overrides: ConfigurationOverrides,
        component: ComponentRequest? = nil, states: [State], designs: [DesignGeneration], traits: [TraitAxis]
    ) {
        self.style = style
        self.level = level
        self.tintColor = tintColor
        self.content = content
        self.overrides = overrides
        self.component = component
        self.states = states
        self.designs = designs
        self.traits = traits
    }
}
