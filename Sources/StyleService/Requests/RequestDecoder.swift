import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Decodes resolve requests against one registry snapshot in one pass: the fields, then the style looked up and
/// the state checked against the style's declared keys, every problem collected with its JSON pointer. It shares
/// the document decoders, so a request's errors read like a document's.
struct RequestDecoder {
    /// The registry the styles are looked up in.
    let snapshot: RegistrySnapshot
    /// The state a request's state is laid over: every trait unspecified but the design, the server's default.
    let baseState: CellConfigurationState
    /// The document decoder every value goes through (its aliases naming the registry's tokens), holding every
    /// problem found so far in the order found.
    var decoder: DocumentDecoder

    init(snapshot: RegistrySnapshot, defaultDesign: DesignGeneration) {
        self.snapshot = snapshot
        self.decoder = DocumentDecoder(tokens: snapshot.tokens)
        self.baseState = CellConfigurationState(traitCollection: TraitCollection(designGeneration: defaultDesign))
    }

    /// What an answer to the request depends on: the style's digest, continued over the tokens the request's
    /// aliases named, so that an answer kept for a request naming a token is not reused once the token changes.
    func answerDigest(of style: RegisteredStyle) -> UInt64 {
        guard decoder.usedTokenCount > 0 else { return style.digest }
        let tokens = decoder.usedTokens.map(\.digestValue)
        return ContentDigest.of(JSONValue.array(tokens).jsonBytes(), seed: style.digest)
    }

    /// Every problem found so far, in the order found.
    var problems: [DocumentProblem] { decoder.problems }

    /// The fields of `state` a request often gives at its top level instead.
    static let stateOnlyFields: Set<String> = ["traits", "customStates"]

    /// Records a problem.
    mutating func report(_ pointer: JSONPointer, _ message: String) {
        decoder.report(pointer, message)
    }

    /// Records a problem made elsewhere, such as one with a suggestion.
    mutating func report(_ problem: DocumentProblem) {
        decoder.report(problem)
    }

    /// Takes out the problems found after the first `count` (see ``DocumentDecoder/takeProblems(after:)``).
    mutating func takeProblems(after count: Int) -> [DocumentProblem] {
        decoder.takeProblems(after: count)
    }

    /// A whole `POST /v1/resolve` body: its fields, its style and its state (against the style's keys; a button's or
    /// an empty state's as `component`, the cell's `state` then unused). Fails with every problem, or with the
    /// unknown style when that is the only one.
    @inline(__always)
    mutating func request(
        _ object: JSONObject
    ) throws(ServiceError) -> (
        request: ResolveRequest, style: RegisteredStyle, state: CellConfigurationState, component: ComponentRequest?
    ) {
        let root = JSONPointer()
        let request = fields(object, at: root)
        if object["style"] == nil { report(root, "missing \"style\": the name of the style to resolve") }
        let style = snapshot[request.styleName]
        var state = baseState
        var component: ComponentRequest?
        // The kind read in place: binding the style again would copy it.
        let kind = style?.definition.configurationKind
        if kind == .cell || kind == nil {
            if let style, let stateValue = request.state,
                let decoded = self.state(stateValue, at: root.appending("state"), declaredKeys: style.definition.keys)
            {
                state = decoded
            }
            if kind == .cell, request.hasComponentFields { checkFields(of: request, for: .cell, at: root) }
        } else if let style {
            component = self.component(
                request, style: style, states: request.state.map { [($0, root.appending("state"))] } ?? [], at: root)
        }
        guard let style else {
            // Only a failed lookup pays for the suggestion.
            let unknown = ServiceError.noStyle(named: request.styleName, in: snapshot, at: root.appending("style"))
            if !problems.isEmpty, object["style"]?.stringValue != nil {
                for problem in unknown.problems { decoder.report(problem) }
            }
            throw problems.isEmpty ? unknown : .invalid(problems)
        }
        guard problems.isEmpty else { throw .invalid(problems) }
        return (request, style, state, component)
    }

    /// The fields other than `state` over `base`, collecting every problem but a missing `style`: the fields given
    /// replace the base's (content member by member), overrides come after the base's. A batch item decodes over
    /// the batch's top level, allowing its `id` too.
    mutating func fields(
        _ object: JSONObject, at pointer: JSONPointer, over base: ResolveRequest = .defaults,
        alsoAllowing extra: [String] = []
    ) -> ResolveRequest {
        var request = base
        // One pass over the members: the known fields' values kept, unknown fields reported in document order; the
        // known fields are then decoded in a fixed order.
        var style: JSONValue?
        var tint: JSONValue?
        var content: JSONValue?
        var overrides: JSONValue?
        for (key, value) in object {
            switch ResolveRequest.fields.firstIndex(where: { JSONObject.keysMatch(key, $0) }) {
            case 0?: style = value
            case 1?: request.state = value
            case 2?: tint = value
            case 3?: content = value
            case 4?: overrides = value
            case 5?: request.buttonSize = value
            case 6?: request.role = value
            default:
                guard !extra.contains(where: { JSONObject.keysMatch(key, $0) }) else { continue }
                let allowed = extra + ResolveRequest.fields
                guard Self.stateOnlyFields.contains(key) else {
                    decoder.reportUnknown(key, kind: "field", among: allowed, at: pointer.appending(key))
                    continue
                }
                // A state field given beside `state` rather than in it.
                let message = "unknown field \"\(key)\"; expected one of: \(allowed.joined(separator: ", "))"
                decoder.report(
                    DocumentProblem(
                        pointer: pointer.appending(key), message: "\(message); move it under \"state\"",
                        suggestion: "state.\(key)"))
            }
        }
        switch style {
        case .string(let name)?: request.styleName = name
        case let other?: report(pointer.appending("style"), "expected a style name, found \(other.typeName)")
        case nil: break
        }
        if let tint, let color = color(tint, at: pointer.appending("tintColor")) {
            request.tintColor = color
        }
        if let content {
            self.content(content, under: pointer, into: &request.content)
        }
        if let overrides, let decoded = self.overrides(overrides, at: pointer.appending("overrides")) {
            request.overrides = base.overrides
            request.overrides.append(decoded)
        }
        return request
    }

    /// A cell state laid over `base` (by default ``baseState``; see ``DocumentDecoder/state(_:at:declaredKeys:over:)``),
    /// or nil when it has problems.
    mutating func state(
        _ value: JSONValue, at pointer: JSONPointer, declaredKeys: [CustomStateKeyDeclaration],
        over base: CellConfigurationState? = nil
    ) -> CellConfigurationState? {
        let problemsBefore = problems.count
        let state = decoder.state(value, at: pointer, declaredKeys: declaredKeys, over: base ?? baseState)
        return problems.count == problemsBefore ? state : nil
    }

    /// One of an enum's names, such as a trait value (`"dark"` as a ``UserInterfaceStyle``).
    mutating func name<T: RawRepresentable & CaseIterable>(
        _ value: JSONValue, as type: T.Type, at pointer: JSONPointer
    )
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

    /// The cell content: the members given replace those of `content` (`null` clears one), in place. A text and its attributed
    /// variant are one pair, as in UIKit: giving one clears the other, and giving both (not null) is a problem at
    /// each. Its pointer (`parent` + `/content`) is built only for a problem.
    mutating func content(
        _ value: JSONValue, under parent: JSONPointer, into content: inout CellContent
    ) {
        guard let object = value.objectValue else {
            report(parent.appending("content"), "expected an object, found \(value.typeName)")
            return
        }
        self.content(members: object.members, under: parent, into: &content)
    }

    /// ``content(_:under:into:)`` for an object's `members` in order: a batch item's content read straight from the
    /// body (``BatchBodyScanner``) is decoded by the same code as one read into a tree.
    mutating func content(
        members: some Sequence<JSONObject.Member>, under parent: JSONPointer, into content: inout CellContent
    ) {
        var pointer: JSONPointer { parent.appending("content") }
        // Which text of each pair the object gives (not null): giving both of a pair is a problem at each.
        var given = (text: false, attributedText: false, secondaryText: false, secondaryAttributedText: false)
        for (key, member) in members {
            switch key {
            case "text":
                guard let text = stringOrNull(member, at: pointer, key) else { continue }
                content.text = text
                if text != nil { (content.attributedText, given.text) = (nil, true) }
            case "secondaryText":
                guard let text = stringOrNull(member, at: pointer, key) else { continue }
                content.secondaryText = text
                if text != nil { (content.secondaryAttributedText, given.secondaryText) = (nil, true) }
            case "image":
                guard let image = stringOrNull(member, at: pointer, key) else { continue }
                content.image = image
            case "title":
                guard let title = stringOrNull(member, at: pointer, key) else { continue }
                content.title = title
            case "subtitle":
                guard let subtitle = stringOrNull(member, at: pointer, key) else { continue }
                content.subtitle = subtitle
            case "attributedText":
                guard let attributed = attributedTextOrNull(member, at: pointer, key) else { continue }
                content.attributedText = attributed
                if attributed != nil { (content.text, given.attributedText) = (nil, true) }
            case "secondaryAttributedText":
                guard let attributed = attributedTextOrNull(member, at: pointer, key) else { continue }
                content.secondaryAttributedText = attributed
                if attributed != nil { (content.secondaryText, given.secondaryAttributedText) = (nil, true) }
            case "locale":
                if member.isNull {
                    content.locale = nil
                } else if let tag = decoder.languageTag(member, at: pointer.appending(key)) {
                    content.locale = tag
                }
            default:
                decoder.reportUnknown(
                    key, kind: "field", among: ResolveRequest.contentFields, at: pointer.appending(key))
            }
        }
        if given.text && given.attributedText { reportBoth("text", "attributedText", at: pointer) }
        if given.secondaryText && given.secondaryAttributedText {
            reportBoth("secondaryText", "secondaryAttributedText", at: pointer)
        }
    }

    /// A content string: `.some(nil)` for null, nil (reported) for anything but a string or null.
    private mutating func stringOrNull(
        _ member: JSONValue, at pointer: @autoclosure () -> JSONPointer, _ key: String
    ) -> String?? {
        if member.isNull { return .some(nil) }
        guard let string = member.stringValue else {
            report(pointer().appending(key), "expected a string or null, found \(member.typeName)")
            return nil
        }
        return string
    }

    /// An attributed text: `.some(nil)` for null, nil when it has problems (reported).
    private mutating func attributedTextOrNull(
        _ member: JSONValue, at pointer: @autoclosure () -> JSONPointer, _ key: String
    ) -> AttributedText?? {
        if member.isNull { return .some(nil) }
        return decoder.attributedText(member, at: pointer().appending(key)).map { .some($0) }
    }

    /// Both texts of a pair were given: one problem at each.
    private mutating func reportBoth(_ plain: String, _ attributed: String, at pointer: JSONPointer) {
        let message = "\"\(plain)\" and \"\(attributed)\" are one text: give one of them"
        report(pointer.appending(plain), message)
        report(pointer.appending(attributed), message)
    }
}
