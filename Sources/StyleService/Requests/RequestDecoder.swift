import Configuration
import JSON
import StyleRegistry

/// Decodes resolve requests against one registry snapshot in one pass: the fields, then the style looked up and
/// the state checked against the style's declared keys, every problem collected with its JSON pointer. It shares
/// the document decoders, so a request's errors read like a document's.
struct RequestDecoder {
    /// The fields a `state` object may have.
    static let stateFields =
        ["traits", "customStates", "cellDragState", "cellDropState"] + StateFlag.allCases.map(\.rawValue)
    /// The fields a resolve request may have.
    static let fields = ["style", "state", "tintColor", "content", "overrides"]
    /// The fields of a request's `content`.
    static let contentFields = ["text", "secondaryText", "image"]

    /// The registry the styles are looked up in.
    let snapshot: RegistrySnapshot
    /// The document decoder every value goes through, holding every problem found so far in the order found.
    private var decoder = DocumentDecoder()

    init(snapshot: RegistrySnapshot) {
        self.snapshot = snapshot
    }

    /// Every problem found so far, in the order found.
    var problems: [DocumentProblem] { decoder.problems }

    /// Records a problem.
    mutating func report(_ pointer: JSONPointer, _ message: String) {
        decoder.report(pointer, message)
    }

    /// A whole `POST /v1/resolve` body: its fields, its style and its state (against the style's keys). Fails with
    /// every problem, or with the unknown style when that is the only one.
    mutating func request(
        _ object: JSONObject
    ) throws(ServiceError) -> (request: ResolveRequest, style: RegisteredStyle, state: CellConfigurationState) {
        let root = JSONPointer()
        let request = fields(object, at: root)
        if object["style"] == nil { report(root, "missing \"style\": the name of the style to resolve") }
        let style = snapshot[request.styleName]
        var state = CellConfigurationState(traitCollection: TraitCollection())
        if let style, let stateValue = request.state,
            let decoded = self.state(stateValue, at: root.appending("state"), declaredKeys: style.definition.keys)
        {
            state = decoded
        }
        if style == nil, !problems.isEmpty, object["style"]?.stringValue != nil {
            report(root.appending("style"), "no style named \"\(request.styleName)\"")
        }
        guard problems.isEmpty else { throw .invalid(problems) }
        guard let style else {
            throw .unknownStyle(
                request.styleName,
                problems: [
                    DocumentProblem(
                        pointer: root.appending("style"), message: "no style named \"\(request.styleName)\"")
                ])
        }
        return (request, style, state)
    }

    /// The fields other than `state` over `base`, collecting every problem but a missing `style`: the fields given
    /// replace the base's (content member by member), overrides come after the base's. A batch item decodes over
    /// the batch's top level, allowing its `id` too.
    mutating func fields(
        _ object: JSONObject, at pointer: JSONPointer, over base: ResolveRequest = .defaults,
        alsoAllowing extra: [String] = []
    ) -> ResolveRequest {
        var request = base
        if let state = object["state"] { request.state = state }
        for key in object.keys where !Self.fields.contains(key) && !extra.contains(key) {
            report(
                pointer.appending(key),
                "unknown field \"\(key)\"; expected one of: \((extra + Self.fields).joined(separator: ", "))")
        }
        switch object["style"] {
        case .string(let name)?: request.styleName = name
        case let other?: report(pointer.appending("style"), "expected a style name, found \(other.typeName)")
        case nil: break
        }
        if let tint = object["tintColor"], let color = color(tint, at: pointer.appending("tintColor")) {
            request.tintColor = color
        }
        if let content = object["content"] {
            request.content = self.content(content, at: pointer.appending("content"), over: base.content)
        }
        if let value = object["overrides"], let overrides = overrides(value, at: pointer.appending("overrides")) {
            request.overrides = ConfigurationOverrides(
                background: base.overrides.background + overrides.background,
                content: base.overrides.content + overrides.content)
        }
        return request
    }

    /// A cell state: `{"traits": {...}, "isSelected": true, "cellDropState": "targeted", "customStates": {...}}`.
    /// Custom states the style declares must have the declared type; others may be any JSON scalar. The fields
    /// given replace those of `base` one by one (traits and custom states each by name), as a batch item's state
    /// refines the batch's. Nil when it has problems.
    mutating func state(
        _ value: JSONValue, at pointer: JSONPointer, declaredKeys: [CustomStateKeyDeclaration],
        over base: CellConfigurationState = CellConfigurationState(traitCollection: TraitCollection())
    ) -> CellConfigurationState? {
        let problemsBefore = problems.count
        var state = base
        if let object = decoder.object(value, at: pointer) {
            decoder.rejectUnknownKeys(object, allowed: Self.stateFields, at: pointer)
            for (key, member) in object.members {
                let here = pointer.appending(key)
                if let flag = StateFlag(rawValue: key) {
                    decoder.bool(member, at: here).map { flag.set($0, in: &state) }
                    continue
                }
                switch key {
                case "traits":
                    state.traitCollection = Self.traits(
                        member, at: here, over: state.traitCollection, decoder: &decoder)
                case "cellDragState":
                    decoder.name(member, as: CellDragState.self, at: here).map { state.cellDragState = $0 }
                case "cellDropState":
                    decoder.name(member, as: CellDropState.self, at: here).map { state.cellDropState = $0 }
                case "customStates":
                    guard let states = decoder.object(member, at: here) else { continue }
                    for (name, stateValue) in states.members {
                        let statePointer = here.appending(name)
                        guard let scalar = decoder.scalar(stateValue, at: statePointer) else { continue }
                        let key = ConfigurationStateCustomKey(name)
                        if let declaration = declaredKeys.first(where: { $0.key == key }) {
                            guard declaration.type.accepts(scalar) else {
                                decoder.report(
                                    statePointer,
                                    "expected \(declaration.type.article) (the style declares \"\(name)\" so), "
                                        + "found \(stateValue.typeName)"
                                )
                                continue
                            }
                            state[key] = declaration.type == .number ? .double(scalar.doubleValue ?? 0) : scalar
                        } else {
                            state[key] = scalar
                        }
                    }
                default:
                    break  // reported by rejectUnknownKeys
                }
            }
        }
        return problems.count == problemsBefore ? state : nil
    }

    /// One of an enum's names, such as a trait value (`"dark"` as a ``UserInterfaceStyle``).
    mutating func name<T: RawRepresentable & CaseIterable>(_ value: JSONValue, as type: T.Type, at pointer: JSONPointer)
        -> T? where T.RawValue == String
    {
        decoder.name(value, as: type, at: pointer)
    }

    /// A color (`"#34C759"` or a system color name).
    mutating func color(_ value: JSONValue, at pointer: JSONPointer) -> Color? {
        decoder.requiredColor(value, at: pointer)
    }

    /// Overrides: `{"background": {...}, "content": {...}}` with UIKit's property names.
    private mutating func overrides(_ value: JSONValue, at pointer: JSONPointer) -> ConfigurationOverrides? {
        let problemsBefore = problems.count
        let overrides = decoder.overrides(value, at: pointer)
        return problems.count == problemsBefore ? overrides : nil
    }

    /// The cell content: the members given replace the base's (`null` clears one).
    private mutating func content(_ value: JSONValue, at pointer: JSONPointer, over base: CellContent) -> CellContent {
        guard let object = value.objectValue else {
            report(pointer, "expected an object, found \(value.typeName)")
            return base
        }
        var content = base
        for (key, member) in object.members {
            let here = pointer.appending(key)
            guard Self.contentFields.contains(key) else {
                report(here, "unknown field \"\(key)\"; expected one of: \(Self.contentFields.joined(separator: ", "))")
                continue
            }
            guard member.isNull || member.stringValue != nil else {
                report(here, "expected a string or null, found \(member.typeName)")
                continue
            }
            switch key {
            case "text": content.text = member.stringValue
            case "secondaryText": content.secondaryText = member.stringValue
            default: content.image = member.stringValue
            }
        }
        return content
    }

    private static func traits(
        _ value: JSONValue, at pointer: JSONPointer, over base: TraitCollection, decoder: inout DocumentDecoder
    ) -> TraitCollection {
        var traits = base
        guard let object = decoder.object(value, at: pointer) else { return traits }
        for (key, member) in object.members {
            let here = pointer.appending(key)
            guard let trait = TraitName(rawValue: key) else {
                decoder.report(
                    here,
                    "unknown trait \"\(key)\"; expected one of: "
                        + TraitName.allCases.map(\.rawValue).joined(separator: ", ")
                )
                continue
            }
            switch trait {
            case .userInterfaceStyle:
                decoder.name(member, as: UserInterfaceStyle.self, at: here).map { traits.userInterfaceStyle = $0 }
            case .accessibilityContrast:
                decoder.name(member, as: AccessibilityContrast.self, at: here).map { traits.accessibilityContrast = $0 }
            case .preferredContentSizeCategory:
                decoder.name(member, as: ContentSizeCategory.self, at: here).map {
                    traits.preferredContentSizeCategory = $0
                }
            case .layoutDirection:
                decoder.name(member, as: LayoutDirection.self, at: here).map { traits.layoutDirection = $0 }
            case .horizontalSizeClass:
                decoder.name(member, as: UserInterfaceSizeClass.self, at: here).map { traits.horizontalSizeClass = $0 }
            case .verticalSizeClass:
                decoder.name(member, as: UserInterfaceSizeClass.self, at: here).map { traits.verticalSizeClass = $0 }
            case .userInterfaceIdiom:
                decoder.name(member, as: UserInterfaceIdiom.self, at: here).map { traits.userInterfaceIdiom = $0 }
            case .legibilityWeight:
                decoder.name(member, as: LegibilityWeight.self, at: here).map { traits.legibilityWeight = $0 }
            case .userInterfaceLevel:
                decoder.name(member, as: UserInterfaceLevel.self, at: here).map { traits.userInterfaceLevel = $0 }
            case .activeAppearance:
                decoder.name(member, as: UserInterfaceActiveAppearance.self, at: here).map {
                    traits.activeAppearance = $0
                }
            case .displayScale: decoder.number(member, at: here, in: 0...10).map { traits.displayScale = $0 }
            case .listEnvironment:
                decoder.name(member, as: ListEnvironment.self, at: here).map { traits.listEnvironment = $0 }
            }
        }
        return traits
    }
}
