import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// `POST /v1/styles/{name}/matrix`: one style resolved across state and trait axes, every combination with the WCAG
/// 2.2 contrast of its text, secondary text and image tint against its background (``ContrastCheck``).
extension Resolver {
    /// The members a matrix body may have: the axes, and a base request like resolve's (the style is in the path).
    static let matrixFields = ["axes", "state", "tintColor", "content", "overrides"]
    /// The axes a matrix body may give.
    static let matrixAxes = [
        "states", "userInterfaceStyle", "accessibilityContrast", "preferredContentSizeCategory", "layoutDirection",
        "designGeneration",
    ]

    /// Named states of the `states` axis: each is a state fragment laid over the base state.
    static let matrixStatePresets: [(name: String, fragment: JSONValue)] =
        [("normal", [:])]
        + StateFlag.allCases.map { flag in
            let name = flag.rawValue.dropFirst(2)  // isSelected → selected
            return (name.prefix(1).lowercased() + name.dropFirst(), [flag.rawValue: true])
        }
        + [
            ("lifting", ["cellDragState": "lifting"]), ("dragging", ["cellDragState": "dragging"]),
            ("dropTargeted", ["cellDropState": "targeted"]), ("dropNotTargeted", ["cellDropState": "notTargeted"]),
        ]

    /// The default axes: the states and modes a designer checks first (5 × 2 × 2 = 20 combinations), then each custom
    /// state the style declares (see ``customStatePresets(of:)``), in one design: the base state's (its
    /// `designGeneration` trait, else the server's default). Both designs are an axis away.
    static let defaultMatrixStates = ["normal", "highlighted", "selected", "disabled", "focused"]

    /// The query parameters the matrix takes.
    static let matrixQueryParameters = ["level"]

    /// The custom states a style declares as named states of the `states` axis, as the stylesheet names them
    /// (`state-com-example-isarchived`: each declared key's other boolean value, and each other value its rules
    /// test); each sets its key's value over the base state.
    static func customStatePresets(of style: StyleDefinition) -> [StateVariant] {
        StateVariant.custom(of: style).variants
    }

    /// The WCAG level of the matrix's query (`?level=AA` or `AAA`; AA when absent); a 422 pointing at the parameter
    /// otherwise.
    package static func matrixLevel(_ items: [(name: String, value: String)]) throws(ServiceError) -> ContrastLevel {
        var level = ContrastLevel.aa
        var decoder = DocumentDecoder()
        var seen: Set<String> = []
        for (name, value) in items {
            let pointer = JSONPointer(tokens: [name])
            guard matrixQueryParameters.contains(name) else {
                decoder.reportUnknown(name, kind: "query parameter", among: matrixQueryParameters, at: pointer)
                continue
            }
            guard seen.insert(name).inserted else {
                decoder.report(pointer, "\"\(name)\" is given more than once")
                continue
            }
            if let given = decoder.name(.string(value), as: ContrastLevel.self, at: pointer) { level = given }
        }
        guard decoder.problems.isEmpty else { throw .invalidQuery(decoder.problems) }
        return level
    }

    /// One value of the `states` axis: its name and the base state with its fragment laid over.
    private struct MatrixState {
        var name: String
        var state: CellConfigurationState
    }

    /// One resolved combination.
    private struct Combination {
        var stateName: String
        var resolution: StyleResolution
        var contrast: ContrastCheck
    }

    /// The answer's JSON bytes, its contrast checked at `level`, or the problem: 404 for an unknown style, 422 for
    /// invalid axes or more combinations than `limit` (pointing at `/axes`), ``ServiceError/overBudget(_:budget:)``
    /// for more work than `budget` steps (``RenderWork/matrix(of:combinations:overrides:content:)``).
    package func resolveMatrix(
        style name: String, body: [UInt8], snapshot: RegistrySnapshot, limit: Int, budget: Int = .max,
        level: ContrastLevel = .aa
    ) throws(ServiceError) -> [UInt8] {
        let object = try parseObject(body)
        guard let style = snapshot[name] else { throw .noStyle(named: name, in: snapshot) }
        let customPresets = Self.customStatePresets(of: style.definition)
        let root = JSONPointer()
        var decoder = RequestDecoder(snapshot: snapshot, defaultDesign: defaultDesign)
        for key in object.keys where !Self.matrixFields.contains(key) {
            let hint =
                key == "style"
                ? "the style is named in the path" : "expected one of: \(Self.matrixFields.joined(separator: ", "))"
            decoder.report(
                DocumentProblem.unknownName(
                    key, among: Self.matrixFields, at: root.appending(key), message: "unknown field \"\(key)\"; \(hint)"
                ))
        }
        // Only the fields a resolve request shares: unknown keys were reported above, once.
        var baseFields = JSONObject()
        for key in object.keys where key != "axes" && Self.matrixFields.contains(key) { baseFields[key] = object[key] }
        let base = decoder.fields(baseFields, at: root)
        let baseState = decoder.state(
            base.state ?? .object(JSONObject()), at: root.appending("state"), declaredKeys: style.definition.keys)

        // The axes: each a non-empty array; the count is checked before any value is decoded.
        let axesPointer = root.appending("axes")
        var axes = JSONObject()
        if let given = object["axes"] {
            if let given = given.objectValue {
                axes = given
                for key in axes.keys where !Self.matrixAxes.contains(key) {
                    decoder.report(
                        DocumentProblem.unknownName(
                            key, kind: "axis", among: Self.matrixAxes, at: axesPointer.appending(key)))
                }
            } else {
                decoder.report(axesPointer, "expected an object, found \(given.typeName)")
            }
        }
        func values(_ axis: String, default fallback: [JSONValue]) -> [JSONValue] {
            guard let value = axes[axis] else { return fallback }
            guard let array = value.arrayValue, !array.isEmpty else {
                let found = value.arrayValue != nil ? "an empty array" : value.typeName
                decoder.report(axesPointer.appending(axis), "expected a non-empty array, found \(found)")
                return []
            }
            return array
        }
        let stateValues = values(
            "states", default: (Self.defaultMatrixStates + customPresets.map(\.name)).map(JSONValue.string))
        let styleValues = values("userInterfaceStyle", default: ["light", "dark"])
        let contrastValues = values("accessibilityContrast", default: ["normal", "high"])
        let sizeValues = values("preferredContentSizeCategory", default: [.null])
        let directionValues = values("layoutDirection", default: [.null])
        let designValues = values("designGeneration", default: [.null])
        let lengths = [
            stateValues.count, styleValues.count, contrastValues.count, sizeValues.count, directionValues.count,
            designValues.count,
        ]
        let count = lengths.reduce(1) { $0.multipliedReportingOverflow(by: $1).overflow ? Int.max : $0 * $1 }
        guard count <= limit else {
            let product = zip(Self.matrixAxes, lengths).filter { axes[$0.0] != nil || $0.1 > 1 }
                .map { "\($0.1) \($0.0)" }.joined(separator: " × ")
            decoder.report(
                axesPointer,
                "\(product) make \(count) combinations, more than the limit of \(limit); give fewer axis values")
            throw .tooManyCombinations(decoder.problems)
        }
        try RenderWork.matrix(
            of: style.definition, combinations: count, overrides: base.overrides, content: base.content
        ).check(budget: budget)

        // The values of each axis.
        var states: [MatrixState] = []
        for (index, value) in stateValues.enumerated() {
            let pointer = axesPointer.appending("states").appending(index)
            let name: String
            let fragment: JSONValue
            let fragmentPointer: JSONPointer
            if let presetName = value.stringValue,
                let custom = customPresets.first(where: { $0.name == presetName })
            {
                guard var state = baseState else { continue }  // its problems are reported at /state
                custom.apply(to: &state)
                states.append(MatrixState(name: custom.name, state: state))
                continue
            } else if let presetName = value.stringValue {
                guard let preset = Self.matrixStatePresets.first(where: { $0.name == presetName }) else {
                    let presetNames = Self.matrixStatePresets.map(\.name) + customPresets.map(\.name)
                    decoder.report(
                        DocumentProblem.unknownName(
                            presetName, among: presetNames, at: pointer,
                            message:
                                "unknown state \"\(presetName)\"; expected one of: \(presetNames.joined(separator: ", ")), or {\"name\": …, \"state\": {…}}"
                        ))
                    continue
                }
                (name, fragment, fragmentPointer) = (preset.name, preset.fragment, root.appending("state"))
            } else if let custom = value.objectValue, let customName = custom["name"]?.stringValue,
                let customState = custom["state"],
                custom.keys.allSatisfy({ $0 == "name" || $0 == "state" })
            {
                (name, fragment, fragmentPointer) = (customName, customState, pointer.appending("state"))
            } else {
                decoder.report(
                    pointer, "expected a state name or {\"name\": string, \"state\": {…}}, found \(value.typeName)")
                continue
            }
            guard let baseState else { continue }  // its problems are reported at /state
            if let state = decoder.state(
                fragment, at: fragmentPointer, declaredKeys: style.definition.keys, over: baseState)
            {
                states.append(MatrixState(name: name, state: state))
            }
        }
        func decode<T: RawRepresentable & CaseIterable>(_ values: [JSONValue], _ axis: String, as type: T.Type) -> [T?]
        where T.RawValue == String {
            values.enumerated().compactMap { index, value in
                guard !value.isNull else { return .some(nil) }
                return decoder.name(value, as: type, at: axesPointer.appending(axis).appending(index))
            }
        }
        let interfaceStyles = decode(styleValues, "userInterfaceStyle", as: UserInterfaceStyle.self)
        let contrasts = decode(contrastValues, "accessibilityContrast", as: AccessibilityContrast.self)
        let sizes = decode(sizeValues, "preferredContentSizeCategory", as: ContentSizeCategory.self)
        let directions = decode(directionValues, "layoutDirection", as: LayoutDirection.self)
        // Without the axis, the one design of the base state (its trait, else the server's default).
        let baseDesign = baseState?.traitCollection.designGeneration ?? defaultDesign
        let designs = decode(designValues, "designGeneration", as: DesignGeneration.self).map { $0 ?? baseDesign }
        guard decoder.problems.isEmpty else { throw .invalid(decoder.problems) }

        // Every combination, designs outermost, then states.
        var combinations: [Combination] = []
        combinations.reserveCapacity(count)
        for design in designs {
            for matrixState in states {
                for interfaceStyle in interfaceStyles {
                    for contrast in contrasts {
                        for size in sizes {
                            for direction in directions {
                                var state = matrixState.state
                                state.traitCollection.designGeneration = design
                                interfaceStyle.map { state.traitCollection.userInterfaceStyle = $0 }
                                contrast.map { state.traitCollection.accessibilityContrast = $0 }
                                size.map { state.traitCollection.preferredContentSizeCategory = $0 }
                                direction.map { state.traitCollection.layoutDirection = $0 }
                                let resolution = style.definition.resolve(
                                    state: state, tintColor: base.tintColor, content: base.content,
                                    overrides: base.overrides)
                                combinations.append(
                                    Combination(
                                        stateName: matrixState.name, resolution: resolution,
                                        contrast: ContrastCheck(
                                            background: resolution.resolvedBackground,
                                            content: resolution.resolvedContent,
                                            traits: state.traitCollection, isDisabled: state.isDisabled,
                                            level: level)))
                            }
                        }
                    }
                }
            }
        }

        var writer = JSONWriter(capacity: 1_024 + combinations.count * 3_200)
        writer.beginObject()
        writer.field("style", name)
        writer.field("registryVersion", Int(snapshot.version))
        writer.field("level", level.rawValue)
        writer.fieldName("axes")
        writer.beginObject()
        writer.fieldName("states")
        writer.beginArray()
        for state in states { writer.value(state.name) }
        writer.endArray()
        let traitAxes = Self.traitAxisNames(axes)
        func writeAxis<T: RawRepresentable>(_ key: StaticString, _ values: [T?]) where T.RawValue == String {
            guard traitAxes.contains(key.description) else { return }
            writer.fieldName(key)
            writer.beginArray()
            for value in values { writer.value(value?.rawValue ?? "") }
            writer.endArray()
        }
        writeAxis("userInterfaceStyle", interfaceStyles)
        writeAxis("accessibilityContrast", contrasts)
        writeAxis("preferredContentSizeCategory", sizes)
        writeAxis("layoutDirection", directions)
        writeAxis("designGeneration", designs)
        writer.endObject()
        writer.fieldName("summary")
        writer.beginObject()
        writer.field("combinations", combinations.count)
        writer.field("failing", combinations.filter { $0.contrast.outcome == .fail }.count)
        writer.field("exempt", combinations.filter { $0.contrast.outcome == .exempt }.count)
        writer.field("textFailing", combinations.filter { $0.contrast.text.outcome == .fail }.count)
        writer.field("secondaryTextFailing", combinations.filter { $0.contrast.secondaryText.outcome == .fail }.count)
        writer.field("imageFailing", combinations.filter { $0.contrast.image.outcome == .fail }.count)
        writer.endObject()
        writer.fieldName("combinations")
        writer.beginArray()
        for combination in combinations {
            let traits = combination.resolution.state.traitCollection
            writer.beginObject()
            writer.field("state", combination.stateName)
            writer.fieldName("traits")
            writer.beginObject()
            if traitAxes.contains("userInterfaceStyle") {
                writer.field("userInterfaceStyle", traits.userInterfaceStyle.rawValue)
            }
            if traitAxes.contains("accessibilityContrast") {
                writer.field("accessibilityContrast", traits.accessibilityContrast.rawValue)
            }
            if traitAxes.contains("preferredContentSizeCategory") {
                writer.field("preferredContentSizeCategory", traits.preferredContentSizeCategory.rawValue)
            }
            if traitAxes.contains("layoutDirection") {
                writer.field("layoutDirection", traits.layoutDirection.rawValue)
            }
            writer.field("designGeneration", traits.designGeneration.rawValue)
            writer.endObject()
            writeConfigurations(combination.resolution, into: &writer)
            writer.fieldName("contrast")
            Self.writeContrast(combination.contrast, into: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }

    /// The trait axes the answer lists: the two default ones, the design (every combination says which it used),
    /// and the optional ones the request gave.
    private static func traitAxisNames(_ axes: JSONObject) -> Set<String> {
        var names: Set<String> = ["userInterfaceStyle", "accessibilityContrast", "designGeneration"]
        for optional in ["preferredContentSizeCategory", "layoutDirection"] where axes[optional] != nil {
            names.insert(optional)
        }
        return names
    }

    /// `{backdrop, background, text: {criterion, color, ratio, threshold, largeText, outcome[, reason]},
    /// secondaryText: {…}, image: {criterion, color, ratio, threshold, outcome[, reason]}, outcome}`; ratios are
    /// rounded down to two decimals, so a shown ratio never reaches a threshold the exact one misses.
    static func writeContrast(_ contrast: ContrastCheck, into writer: inout JSONWriter) {
        func writeMeasurement(_ key: StaticString, _ measurement: ContrastCheck.Measurement) {
            writer.fieldName(key)
            writer.beginObject()
            writer.field("criterion", measurement.criterion.rawValue)
            writer.field("color", measurement.color)
            writer.field("ratio", (measurement.ratio * 100).rounded(.down) / 100)
            writer.field("threshold", measurement.threshold)
            if let isLargeText = measurement.isLargeText { writer.field("largeText", isLargeText) }
            writer.field("outcome", measurement.outcome.rawValue)
            if let exemption = measurement.exemption { writer.field("reason", exemption) }
            writer.endObject()
        }
        writer.beginObject()
        writer.field("backdrop", contrast.backdrop)
        writer.field("background", contrast.background)
        writeMeasurement("text", contrast.text)
        writeMeasurement("secondaryText", contrast.secondaryText)
        writeMeasurement("image", contrast.image)
        writer.field("outcome", contrast.outcome.rawValue)
        writer.endObject()
    }
}
