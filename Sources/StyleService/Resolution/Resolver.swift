import Configuration
import JSON
import StyleRegistry

/// Resolves request bodies against a registry snapshot and writes the answers: the service's core, shared by the
/// HTTP endpoints and the `style-resolver resolve` command. Knows JSON and styles, not HTTP: a failure is a
/// ``ServiceError`` carrying its problems.
package struct Resolver: Sendable {
    /// Most items a batch may hold.
    package var batchLimit: Int
    /// The strict JSON reader every body goes through.
    package var reader: JSONReader
    /// The design of requests whose traits do not name one (`--default-design`).
    package var defaultDesign: DesignGeneration
    /// Writes a failed batch item's `problem` object.
    package var itemProblemWriter: ItemProblemWriter
    /// Recent resolutions for JSON answers that differ only in their strings; nil resolves every request.
    package var memo: ResolutionMemo?

    /// Writes the `problem` object of a batch item that failed, from its error (pointers relative to the item). The
    /// HTTP adapter writes the `problem+json` body it would answer the error with; the core knows no statuses, so
    /// its own writer (``errorsOnly``) gives only `{"errors": [...]}`.
    package typealias ItemProblemWriter = @Sendable (ServiceError, inout JSONWriter) -> Void

    /// The core's item problem: `{"errors": [{"pointer", "message", "suggestion"}]}`.
    package static let errorsOnly: ItemProblemWriter = { error, writer in
        writer.beginObject()
        writer.fieldName("errors")
        writer.beginArray()
        for problem in error.problems {
            writer.beginObject()
            writer.field("pointer", problem.pointer.description)
            writer.field("message", problem.message)
            if let suggestion = problem.suggestion { writer.field("suggestion", suggestion) }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    /// A resolver that takes batches of at most `batchLimit` items (a failed item's problem written by
    /// `itemProblemWriter`) and answers requests that name no design in `defaultDesign`.
    package init(
        batchLimit: Int, defaultDesign: DesignGeneration = .ios26, reader: JSONReader = JSONReader(),
        itemProblemWriter: @escaping ItemProblemWriter = Resolver.errorsOnly, memo: ResolutionMemo? = nil
    ) {
        self.memo = memo
        self.batchLimit = batchLimit
        self.defaultDesign = defaultDesign
        self.reader = reader
        self.itemProblemWriter = itemProblemWriter
    }

    /// `POST /v1/resolve`: the answer's bytes in the representation asked for, or the problem. With `explain` (JSON
    /// only), the answer also says where every property's value came from (`explain`, keyed by the answer's property
    /// paths). A CSS answer is written as `cssOptions` say (prefix, layer, units).
    package func resolve(
        body: [UInt8], snapshot: RegistrySnapshot, as representation: ResolveRepresentation = .json,
        explain: Bool = false, cssOptions: CSSOptions = CSSOptions()
    ) throws(ServiceError) -> [UInt8] {
        try resolveAnswer(
            body: body, snapshot: snapshot, as: representation, explain: explain, cssOptions: cssOptions
        ).body
    }

    /// ``resolve(body:snapshot:as:explain:cssOptions:)``'s answer with the style it was resolved from.
    package func resolveAnswer(
        body: [UInt8], snapshot: RegistrySnapshot, as representation: ResolveRepresentation = .json,
        explain: Bool = false, cssOptions: CSSOptions = CSSOptions()
    ) throws(ServiceError) -> StyleAnswer {
        try resolve(
            parseObject(body), snapshot: snapshot, as: representation, explain: explain, cssOptions: cssOptions)
    }

    /// A resolve request, or a batch when the body has `items`, parsed once: the offline `resolve` command.
    package func answer(body: [UInt8], snapshot: RegistrySnapshot) throws(ServiceError) -> [UInt8] {
        let object = try parseObject(body)
        return object["items"] != nil
            ? try resolveBatch(object, snapshot: snapshot)
            : try resolve(object, snapshot: snapshot, as: .json, explain: false).body
    }

    /// A parsed resolve request's answer. It names no registry version: its bytes depend on the style (and its
    /// `extends` chain) and the request only, so they stay valid, and keep their entity tag, across changes to
    /// other styles and on every replica holding the same styles.
    func resolve(
        _ object: JSONObject, snapshot: RegistrySnapshot, as representation: ResolveRepresentation, explain: Bool,
        cssOptions: CSSOptions = CSSOptions()
    ) throws(ServiceError) -> StyleAnswer {
        var decoder = RequestDecoder(snapshot: snapshot, defaultDesign: defaultDesign)
        let (request, style, state) = try decoder.request(object)
        if representation == .json && !explain, let memo,
            case let key = ResolutionMemo.Key(
                styleName: request.styleName, styleDigest: style.digest, state: state, tintColor: request.tintColor,
                overrides: request.overrides),
            let shared = memo.encoded(for: key, making: { Self.encodedResolution(of: style, for: key) })
        {
            // Everything but the strings from the memo: rows of a list share it.
            var writer = JSONWriter(capacity: 4_096)
            writer.beginObject()
            shared.writeAnswerMembers(for: key, with: request.content, into: &writer)
            writer.endObject()
            return StyleAnswer(body: writer.bytes, styleName: request.styleName, styleDigest: style.digest)
        }
        let resolution = style.definition.resolve(
            state: state, tintColor: request.tintColor, content: request.content, overrides: request.overrides,
            recordingSources: explain, makingConcrete: representation == .css)
        if representation == .css {
            return StyleAnswer(
                body: CSSCustomProperties.rule(for: resolution, options: cssOptions), styleName: request.styleName,
                styleDigest: style.digest)
        }
        // An answer is about 2.5 KB: written without the buffer growing.
        var writer = JSONWriter(capacity: explain ? 16_384 : 4_096)
        writer.beginObject()
        writer.field("style", request.styleName)
        writer.field("designGeneration", state.traitCollection.designGeneration.rawValue)
        writeConfigurations(resolution, into: &writer)
        if explain {
            writer.fieldName("explain")
            ExplanationEncoder.write(style.definition.explain(resolution, tintColor: request.tintColor), into: &writer)
        }
        writer.endObject()
        return StyleAnswer(body: writer.bytes, styleName: request.styleName, styleDigest: style.digest)
    }

    /// `POST /v1/resolve/batch`: items inherit the top-level `style`, `state`, `tintColor`, `content` and `overrides`
    /// (an item's state and content fields replace the top level's one by one; its overrides come after).
    ///
    /// An item with problems of its own is answered in its place as `{"id", "problem": {...}}`, its pointers relative
    /// to the item, and the others resolve; `failed` counts such items. What fails the whole call: a body that is
    /// not JSON, `items` missing or over the limit, and problems in the top-level fields, which every item inherits.
    package func resolveBatch(body: [UInt8], snapshot: RegistrySnapshot) throws(ServiceError) -> [UInt8] {
        try resolveBatch(parseObject(body), snapshot: snapshot)
    }

    /// A batch decoded and checked, to be written in pieces of `itemsPerPiece` items (in one when nil): what
    /// ``resolveBatch(body:snapshot:)`` answers, for an answer sent while it is written. Fails as that does, before
    /// any byte is written.
    package func planBatch(
        body: [UInt8], snapshot: RegistrySnapshot, itemsPerPiece: Int?
    ) throws(ServiceError) -> BatchAnswer {
        // The parsed document is this call's alone: its items array is freed piece by piece as the answer is written.
        try planBatch(parseObject(body), snapshot: snapshot, itemsPerPiece: itemsPerPiece)
    }

    /// A parsed batch's answer.
    func resolveBatch(_ object: JSONObject, snapshot: RegistrySnapshot) throws(ServiceError) -> [UInt8] {
        var answer = try planBatch(object, snapshot: snapshot, itemsPerPiece: nil)
        return answer.remainingBytes()
    }

    /// A parsed batch, every item decoded (style looked up, state decoded against its keys) and every problem found.
    func planBatch(
        _ object: JSONObject, snapshot: RegistrySnapshot, itemsPerPiece: Int?
    ) throws(ServiceError) -> BatchAnswer {
        let root = JSONPointer()
        guard let items = object["items"]?.arrayValue else {
            let found = object["items"].map { "found \($0.typeName)" } ?? "it is missing"
            throw .invalid([
                DocumentProblem(pointer: root.appending("items"), message: "expected an array of items; \(found)")
            ])
        }
        guard items.count <= batchLimit else {
            throw .invalid([
                DocumentProblem(
                    pointer: root.appending("items"),
                    message: "at most \(batchLimit) items per batch, found \(items.count)")
            ])
        }
        // The shared fields, decoded once.
        var decoder = RequestDecoder(snapshot: snapshot, defaultDesign: defaultDesign)
        let defaults = decoder.fields(object, at: root, alsoAllowing: ["items"])
        // Looked up by name, then used in place: a style is large, and copying one per item showed in the batch's cost.
        var batchStyleIndex: [String: Int] = [:]
        var batchStyles: [BatchStyle] = []
        // The top level is checked on its own, before any item and even when there is none.
        if let style = try checkTopLevel(object, defaults: defaults, decoder: &decoder) {
            let sharedState = decoder.state(
                defaults.state ?? .object(JSONObject()), at: root.appending("state"),
                declaredKeys: style.definition.keys)
            batchStyleIndex[defaults.styleName] = batchStyles.count
            batchStyles.append(BatchStyle(style: style, sharedState: sharedState, fallback: decoder.baseState))
        }
        guard decoder.problems.isEmpty else { throw .invalid(decoder.problems) }

        var planned = BatchAnswer.Items(capacity: items.count)
        var resolutions: [BatchAnswer.Resolution] = []
        var resolutionIndex = BatchResolutionIndex()
        var stateMemo = BatchStateMemo()
        var tints = BatchValues(defaults.tintColor)
        var overrides = BatchValues(defaults.overrides)
        var lastStyle: (name: String, index: Int)?
        // What items inherit: the top level's fields but its raw state, which items never read (the shared state is
        // decoded once per style above, an item's own from its `state`), so it is not copied into every item.
        let inherited = ResolveRequest(
            styleName: defaults.styleName, state: nil, tintColor: defaults.tintColor, content: defaults.content,
            overrides: defaults.overrides)
        // An item's pointers are relative to the item: they start at the root. Made once, not once per item's state.
        let statePointer = root.appending("state")
        for item in items {
            guard let fields = item.objectValue else {
                planned.append(
                    .failed(
                        .invalid([
                            DocumentProblem(pointer: root, message: "expected an object, found \(item.typeName)")
                        ])), id: nil)
                continue
            }
            let problemsBefore = decoder.problems.count
            // The members most items give alone, found in one pass: without others, an item inherits its style, tint
            // and overrides from the top level as they are.
            var id: JSONValue?
            var ownState: JSONValue?
            var contentValue: JSONValue?
            var givesOthers = false
            for (key, value) in fields {
                if JSONObject.keysMatch(key, "id") {
                    id = value
                } else if JSONObject.keysMatch(key, "state") {
                    ownState = value
                } else if JSONObject.keysMatch(key, "content") {
                    contentValue = value
                } else {
                    givesOthers = true
                }
            }
            var content: CellContent
            let styleName: String
            // The numbers of the item's tint and overrides among the batch's (0: the top level's), and the item's
            // own, when it gives them.
            var tint = 0
            var itemOverrides = 0
            var own: (tintColor: Color, overrides: ConfigurationOverrides)?
            if !givesOthers, !inherited.styleName.isEmpty {
                // What `fields` decodes for such an item, the same problems included, without copying the inherited
                // request twice and destroying it: its content over the top level's.
                content = inherited.content
                styleName = inherited.styleName
                if let contentValue { decoder.content(contentValue, under: root, into: &content) }
            } else {
                let request = decoder.fields(fields, at: root, over: inherited, alsoAllowing: ["id"])
                if request.styleName.isEmpty {
                    decoder.report(root, "missing \"style\": give it here or at the top level")
                }
                content = request.content
                styleName = request.styleName
                tint = tints.index(of: request.tintColor)
                itemOverrides = overrides.index(of: request.overrides)
                own = (request.tintColor, request.overrides)
            }
            guard decoder.problems.count == problemsBefore else {
                planned.append(.failed(.invalid(decoder.takeProblems(after: problemsBefore))), id: id)
                continue
            }
            // Each style once: looked up, and the shared state decoded against its declared keys (a shared state
            // that does not decode is reported once, not once per item).
            let styleIndex: Int
            if let last = lastStyle, JSONObject.keysMatch(last.name, styleName) {
                // The previous item's style (most batches have one): no hashing of the name.
                styleIndex = last.index
            } else if let known = batchStyleIndex[styleName] {
                styleIndex = known
            } else {
                guard let style = snapshot[styleName] else {
                    // Only an item names an unknown style: the top level's was checked above.
                    planned.append(
                        .failed(.noStyle(named: styleName, in: snapshot, at: root.appending("style"))),
                        id: id)
                    continue
                }
                let sharedState = decoder.state(
                    defaults.state ?? .object(JSONObject()), at: root.appending("state"),
                    declaredKeys: style.definition.keys)
                styleIndex = batchStyles.count
                batchStyles.append(BatchStyle(style: style, sharedState: sharedState, fallback: decoder.baseState))
                batchStyleIndex[styleName] = styleIndex
            }
            lastStyle = (styleName, styleIndex)
            // A shared state that does not decode for this style is the request's problem (at /state), reported once.
            guard batchStyles[styleIndex].sharedStateDecodes else { continue }
            // An item giving one of the flag states decoded before: its resolution, without decoding it again.
            var ownFlags: JSONObject?
            if case .object(let object)? = ownState {
                if let known = stateMemo.resolution(
                    style: styleIndex, tint: tint, overrides: itemOverrides, state: object)
                {
                    planned.append(.resolved(known), id: consume id, content: consume content)
                    continue
                }
                ownFlags = object
            }
            var state = batchStyles[styleIndex].sharedState
            if let ownState {
                let stateProblemsBefore = decoder.problems.count
                guard
                    let decoded = decoder.state(
                        ownState, at: statePointer,
                        declaredKeys: batchStyles[styleIndex].style.definition.keys,
                        over: state)
                else {
                    planned.append(
                        .failed(.invalid(decoder.takeProblems(after: stateProblemsBefore))), id: id)
                    continue
                }
                state = decoded
            }
            // Items that share style, state, tint and overrides share everything but their strings: one resolution.
            // Looked up by the style's index, the state and the indices of its tint and overrides among the batch's
            // (most items inherit both): hashing and comparing the whole memo key was most of an item's lookup.
            let batchKey = BatchResolutionKey(
                style: styleIndex, state: state, tint: tint, overrides: itemOverrides)
            let resolution: Int
            if let known = resolutionIndex.position(of: batchKey) {
                resolution = known
            } else {
                resolution = resolutions.count
                resolutionIndex.append(batchKey)
                let key = ResolutionMemo.Key(
                    styleName: styleName, styleDigest: batchStyles[styleIndex].style.digest, state: state,
                    tintColor: own?.tintColor ?? inherited.tintColor, overrides: own?.overrides ?? inherited.overrides)
                resolutions.append(BatchAnswer.Resolution(style: styleIndex, key: key))
            }
            if let ownFlags {
                stateMemo.remember(
                    style: styleIndex, tint: tint, overrides: itemOverrides, state: ownFlags, resolution: resolution)
            }
            planned.append(.resolved(resolution), id: consume id, content: consume content)
        }
        guard decoder.problems.isEmpty else { throw .invalid(decoder.problems) }
        return BatchAnswer(
            registryVersion: Int(snapshot.version), styles: batchStyles.map(\.style), resolutions: resolutions,
            items: planned, document: items, itemsPerPiece: itemsPerPiece, itemProblemWriter: itemProblemWriter)
    }

    /// A batch's top-level style, looked up as a resolve request's is: nil when the batch names none. An unknown
    /// style fails as it does there: alone, as the unknown style; beside other problems, as one more of them. When
    /// the batch names no style, or an unknown one, its shared state is still checked for what no style changes
    /// (its shape, flags, traits and drag and drop states), since items naming their own styles inherit it.
    private func checkTopLevel(
        _ object: JSONObject, defaults: ResolveRequest, decoder: inout RequestDecoder
    ) throws(ServiceError) -> RegisteredStyle? {
        let statePointer = JSONPointer().appending("state")
        guard object["style"]?.stringValue != nil else {
            if let state = defaults.state { _ = decoder.state(state, at: statePointer, declaredKeys: []) }
            return nil
        }
        if let style = decoder.snapshot[defaults.styleName] { return style }
        if let state = defaults.state { _ = decoder.state(state, at: statePointer, declaredKeys: []) }
        let unknown = ServiceError.noStyle(
            named: defaults.styleName, in: decoder.snapshot, at: JSONPointer().appending("style"))
        guard decoder.problems.isEmpty else {
            for problem in unknown.problems { decoder.report(problem) }
            throw .invalid(decoder.problems)
        }
        throw unknown
    }

    /// A style resolved for a memo key without strings, and encoded.
    static func encodedResolution(
        of style: RegisteredStyle, for key: ResolutionMemo.Key
    ) -> EncodedResolution {
        EncodedResolution(
            style.definition.resolve(
                state: key.state, tintColor: key.tintColor, content: CellContent(), overrides: key.overrides,
                makingConcrete: false))
    }

    func writeConfigurations(_ resolution: StyleResolution, into writer: inout JSONWriter) {
        writer.fieldName("background")
        ResolutionEncoder.writeBackground(
            resolution.background, traits: resolution.traits, tintColor: resolution.tintColor, into: &writer)
        writer.fieldName("content")
        ResolutionEncoder.writeContent(
            resolution.content, traits: resolution.traits, tintColor: resolution.tintColor, locale: resolution.locale,
            into: &writer)
    }

    /// The body as a JSON object, or why not.
    func parseObject(_ body: [UInt8]) throws(ServiceError) -> JSONObject {
        let value: JSONValue
        do {
            value = try reader.parse(body)
        } catch {
            throw .malformedJSON(error)
        }
        guard let object = value.objectValue else {
            throw .invalid([
                DocumentProblem(pointer: JSONPointer(), message: "expected a JSON object, found \(value.typeName)")
            ])
        }
        return object
    }
}

/// A style a batch uses, with the batch's shared state decoded against its keys.
private struct BatchStyle {
    let style: RegisteredStyle
    /// The shared state, when it decodes (``sharedStateDecodes``); else `fallback`. Not optional, so copying it per
    /// item is a plain struct copy, not the runtime's generic one for an optional.
    let sharedState: CellConfigurationState
    /// Whether the shared state decodes against the style's keys.
    let sharedStateDecodes: Bool

    init(style: RegisteredStyle, sharedState: CellConfigurationState?, fallback: CellConfigurationState) {
        self.style = style
        self.sharedState = sharedState ?? fallback
        self.sharedStateDecodes = sharedState != nil
    }
}

/// What tells a batch's resolutions apart, given its styles, tints and overrides by their indices
/// (``BatchValues``): the same as a ``ResolutionMemo/Key`` within one batch, cheaper to hash and compare.
private struct BatchResolutionKey: Hashable {
    let style: Int
    let state: CellConfigurationState
    let tint: Int
    let overrides: Int

    /// The three numbers first, then the state.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.style == rhs.style && lhs.tint == rhs.tint && lhs.overrides == rhs.overrides && lhs.state == rhs.state
    }
}

/// A batch's distinct resolution keys, numbered in order of appearance. A few are compared one by one, which costs
/// less than hashing a key (about 1,200 instructions, most of it the state's hash); past ``linearLimit`` keys a
/// dictionary takes over, so a batch of many distinct states stays linear in its items.
private struct BatchResolutionIndex {
    /// Keys compared one by one before the dictionary is built.
    static let linearLimit = 8
    /// The keys in order, while there are at most ``linearLimit``.
    private var keys: [BatchResolutionKey] = []
    /// Each of ``keys``' ``fingerprint(of:)``.
    private var fingerprints: [UInt64] = []
    /// Every key's number, once there are more.
    private var numbers: [BatchResolutionKey: Int]?
    /// How many keys there are.
    private var count = 0

    /// The number of `key`, when it is known.
    func position(of key: BatchResolutionKey) -> Int? {
        if let numbers { return numbers[key] }
        // Only a key with the same fingerprint is compared whole: comparing one copies it out and compares the
        // state's every field (about 220 instructions), and the batch's keys mostly differ in their flags.
        let fingerprint = Self.fingerprint(of: key)
        for number in fingerprints.indices where fingerprints[number] == fingerprint {
            if keys[number] == key { return number }
        }
        return nil
    }

    /// The key's numbers and its state's flags in one word: equal keys have equal fingerprints.
    private static func fingerprint(of key: BatchResolutionKey) -> UInt64 {
        let state = key.state
        var flags: UInt64 = state.isHighlighted ? 1 : 0
        flags = flags << 1 | (state.isSelected ? 1 : 0)
        flags = flags << 1 | (state.isDisabled ? 1 : 0)
        flags = flags << 1 | (state.isFocused ? 1 : 0)
        flags = flags << 1 | (state.isPinned ? 1 : 0)
        flags = flags << 1 | (state.isEditing ? 1 : 0)
        flags = flags << 1 | (state.isExpanded ? 1 : 0)
        flags = flags << 1 | (state.isSwiped ? 1 : 0)
        flags = flags << 1 | (state.isReordering ? 1 : 0)
        let numbers =
            UInt64(truncatingIfNeeded: key.style) &* 0x9E37_79B9_7F4A_7C15
            ^ UInt64(truncatingIfNeeded: key.tint) &* 0xBF58_476D_1CE4_E5B9
            ^ UInt64(truncatingIfNeeded: key.overrides) &* 0x94D0_49BB_1331_11EB
        return numbers ^ flags
    }

    /// Numbers a new key (`count` before the call).
    mutating func append(_ key: BatchResolutionKey) {
        if numbers != nil {
            numbers?[key] = count
        } else if keys.count < Self.linearLimit {
            fingerprints.append(Self.fingerprint(of: key))
            keys.append(key)
        } else {
            var all = [BatchResolutionKey: Int](minimumCapacity: 2 * Self.linearLimit)
            for (number, known) in keys.enumerated() { all[known] = number }
            all[key] = count
            numbers = all
            keys = []
            fingerprints = []
        }
        count += 1
    }
}

/// The distinct values of one field among a batch's items, numbered in order of appearance; the top level's (which
/// most items inherit) is number 0 and found with one comparison.
private struct BatchValues<Value: Hashable> {
    private let first: Value
    private var others: [Value: Int] = [:]

    init(_ first: Value) {
        self.first = first
    }

    /// The number of `value`, given it when it is new.
    mutating func index(of value: Value) -> Int {
        if value == first { return 0 }
        if let known = others[value] { return known }
        let index = others.count + 1
        others[value] = index
        return index
    }
}
