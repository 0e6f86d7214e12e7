import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Decodes a matrix body for ``MatrixRequest`` in steps, collecting every problem: the fields and the base request,
/// the axes' shapes and their combination count (checked before any value is decoded), then each axis's values.
struct MatrixRequestDecoder {
    let registered: RegisteredStyle
    var style: StyleDefinition { registered.definition }
    var kind: ConfigurationKind { style.configurationKind }
    /// The style's custom states, named states of the `states` axis.
    let customPresets: [StateVariant]
    var decoder: RequestDecoder
    let root = JSONPointer()
    var axesPointer: JSONPointer { root.appending("axes") }

    init(style: RegisteredStyle, snapshot: RegistrySnapshot, defaultDesign: DesignGeneration) {
        self.registered = style
        self.customPresets = MatrixRequest.customStatePresets(of: style.definition)
        self.decoder = RequestDecoder(snapshot: snapshot, defaultDesign: defaultDesign)
    }

    /// Reports each member that is not one of ``MatrixRequest/fields`` (`style` is named in the path).
    mutating func checkFields(of object: JSONObject) {
        for key in object.keys where !MatrixRequest.fields.contains(key) {
            let hint =
                key == "style"
                ? "the style is named in the path"
                : "expected one of: \(MatrixRequest.fields.joined(separator: ", "))"
            decoder.report(
                DocumentProblem.unknownName(
                    key, among: MatrixRequest.fields, at: root.appending(key),
                    message: "unknown field \"\(key)\"; \(hint)"))
        }
    }

    /// The request every combination shares and its state, nil when the state has problems; for a button or an
    /// empty-state style, its base request too, its fields checked against the kind.
    mutating func base(
        of object: JSONObject
    ) -> (request: ResolveRequest, state: MatrixState?, component: ComponentRequest?) {
        // Only the fields a resolve request shares: unknown keys are reported by checkFields, once.
        var baseFields = JSONObject()
        for key in object.keys where key != "axes" && MatrixRequest.fields.contains(key) {
            baseFields[key] = object[key]
        }
        let request = decoder.fields(baseFields, at: root)
        guard kind != .cell else {
            if request.hasComponentFields { decoder.checkFields(of: request, for: .cell, at: root) }
            let state = decoder.state(
                request.state ?? .object(JSONObject()), at: root.appending("state"), declaredKeys: style.keys)
            return (request, state.map(MatrixState.cell), nil)
        }
        let component = decoder.component(
            request, style: registered, states: request.state.map { [($0, root.appending("state"))] } ?? [],
            at: root)
        let state: MatrixState? =
            switch component {
            case .button(let state, _, _, _)?: .button(state)
            case .contentUnavailable(let state, _, _)?: .contentUnavailable(state)
            case nil: nil
            }
        return (request, state, component)
    }

    /// The `axes` object, empty when absent; unknown axes and any other JSON reported.
    mutating func axes(of object: JSONObject) -> JSONObject {
        guard let given = object["axes"] else { return JSONObject() }
        guard let axes = given.objectValue else {
            decoder.report(axesPointer, "expected an object, found \(given.typeName)")
            return JSONObject()
        }
        let names = MatrixAxis.allCases.map(\.rawValue)
        for key in axes.keys where MatrixAxis(rawValue: key) == nil {
            decoder.report(DocumentProblem.unknownName(key, kind: "axis", among: names, at: axesPointer.appending(key)))
        }
        return axes
    }

    /// Each axis's values, undecoded: the given non-empty array, else the axis's default; none for an axis given as
    /// anything else (reported).
    mutating func values(of axes: JSONObject) -> [MatrixAxis: [JSONValue]] {
        var values: [MatrixAxis: [JSONValue]] = [:]
        for axis in MatrixAxis.allCases {
            guard let value = axes[axis.rawValue] else {
                values[axis] = axis.defaultValues(of: kind, customStates: customPresets.map(\.name))
                continue
            }
            guard let array = value.arrayValue, !array.isEmpty else {
                let found = value.arrayValue != nil ? "an empty array" : value.typeName
                decoder.report(axesPointer.appending(axis.rawValue), "expected a non-empty array, found \(found)")
                values[axis] = []
                continue
            }
            values[axis] = array
        }
        return values
    }

    /// The number of combinations the axes make (saturating), or a problem at `/axes` naming the axes that make
    /// more than `limit`: those given or with more than one value.
    mutating func checkCount(
        of values: [MatrixAxis: [JSONValue]], given axes: JSONObject, limit: Int
    ) throws(ServiceError) -> Int {
        let lengths = MatrixAxis.allCases.map { values[$0]?.count ?? 0 }
        let count = lengths.reduce(1) { $0.multipliedReportingOverflow(by: $1).overflow ? Int.max : $0 * $1 }
        guard count > limit else { return count }
        let product = zip(MatrixAxis.allCases, lengths).filter { axes[$0.0.rawValue] != nil || $0.1 > 1 }
            .map { "\($0.1) \($0.0.rawValue)" }.joined(separator: " × ")
        decoder.report(
            axesPointer,
            "\(product) make \(count) combinations, more than the limit of \(limit); give fewer axis values")
        throw .tooManyCombinations(decoder.problems)
    }

    /// The `states` axis over `baseState`; none when the base state has problems (reported at `/state`).
    mutating func states(_ values: [JSONValue], over baseState: MatrixState?) -> [MatrixRequest.State] {
        values.enumerated().compactMap { index, value in
            state(value, at: axesPointer.appending(MatrixAxis.states.rawValue).appending(index), over: baseState)
        }
    }

    /// One value of the `states` axis: a custom state of the style, a preset's name, or `{"name", "state"}`.
    private mutating func state(
        _ value: JSONValue, at pointer: JSONPointer, over baseState: MatrixState?
    ) -> MatrixRequest.State? {
        if let presetName = value.stringValue, let custom = customPresets.first(where: { $0.name == presetName }) {
            guard var state = baseState else { return nil }
            state.apply(custom)
            return MatrixRequest.State(name: custom.name, state: state)
        }
        let name: String
        let fragment: JSONValue
        let fragmentPointer: JSONPointer
        if let presetName = value.stringValue {
            guard let preset = MatrixRequest.statePresets(of: kind).first(where: { $0.name == presetName }) else {
                reportUnknownState(presetName, at: pointer)
                return nil
            }
            (name, fragment, fragmentPointer) = (preset.name, preset.fragment, root.appending("state"))
        } else if let custom = value.objectValue, let customName = custom["name"]?.stringValue,
            let customState = custom["state"], custom.keys.allSatisfy({ $0 == "name" || $0 == "state" })
        {
            (name, fragment, fragmentPointer) = (customName, customState, pointer.appending("state"))
        } else {
            decoder.report(
                pointer, "expected a state name or {\"name\": string, \"state\": {…}}, found \(value.typeName)")
            return nil
        }
        guard let baseState, let state = layState(fragment, at: fragmentPointer, over: baseState) else { return nil }
        return MatrixRequest.State(name: name, state: state)
    }

    /// A state fragment of the style's kind laid over `base`, or nil when it has problems (each reported).
    private mutating func layState(
        _ fragment: JSONValue, at pointer: JSONPointer, over base: MatrixState
    ) -> MatrixState? {
        let problemsBefore = decoder.problems.count
        let state: MatrixState
        switch base {
        case .cell(let cell):
            guard let laid = decoder.state(fragment, at: pointer, declaredKeys: style.keys, over: cell) else {
                return nil
            }
            state = .cell(laid)
        case .button(let button):
            state = .button(
                decoder.decoder.buttonState(fragment, at: pointer, declaredKeys: style.keys, over: button))
        case .contentUnavailable(let empty):
            state = .contentUnavailable(
                decoder.decoder.contentUnavailableState(fragment, at: pointer, declaredKeys: style.keys, over: empty))
        }
        return decoder.problems.count == problemsBefore ? state : nil
    }

    /// Reports a state name that is neither a preset of the style's kind nor one of the style's custom states,
    /// naming the kind whose state it is when it is another kind's preset.
    private mutating func reportUnknownState(_ name: String, at pointer: JSONPointer) {
        let names = MatrixRequest.statePresets(of: kind).map(\.name) + customPresets.map(\.name)
        let expected = "expected one of: \(names.joined(separator: ", ")), or {\"name\": …, \"state\": {…}}"
        let owners = ConfigurationKind.allCases.filter { other in
            other != kind && MatrixRequest.statePresets(of: other).contains { $0.name == name }
        }
        let message =
            if owners.isEmpty {
                "unknown state \"\(name)\"; \(expected)"
            } else {
                "\"\(name)\" is \(owners.map { "a \($0.noun)'s" }.joined(separator: " or ")) state, and this is a "
                    + "\(kind.noun) style; \(expected)"
            }
        decoder.report(DocumentProblem.unknownName(name, among: names, at: pointer, message: message))
    }

    /// The values of a trait axis, null as nil (the base state's trait); invalid ones reported.
    mutating func traits(_ values: [JSONValue], of axis: MatrixAxis) -> [MatrixTrait?] {
        values.enumerated().map { index, value in
            value.isNull
                ? nil : axis.trait(value, at: axesPointer.appending(axis.rawValue).appending(index), decoder: &decoder)
        }
    }

    /// Throws every problem reported, if any.
    func finish() throws(ServiceError) {
        guard decoder.problems.isEmpty else { throw .invalid(decoder.problems) }
    }
}
