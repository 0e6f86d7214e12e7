import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// One batch being planned: its top level decoded and checked once, then its items one by one, each decoded, checked
/// and given its resolution among the batch's. Both ways of reading a batch plan their items here (its tree, read by
/// the reader, and its bytes, read by ``BatchBodyScanner``), so an item answers alike whichever read it.
struct BatchPlan {
    private let snapshot: RegistrySnapshot
    private var decoder: RequestDecoder
    /// The top level's fields.
    private let defaults: ResolveRequest
    /// What items inherit: the top level's fields but its raw state, which items never read (the shared state is
    /// decoded once per style, an item's own from its `state`), so it is not copied into every item.
    let inherited: ResolveRequest
    /// Whether the top level gives no content, so that an item's starts empty rather than as a copy of the top
    /// level's (copying a content retains each of its fields).
    private let inheritsNoContent: Bool
    /// The styles items use, looked up by name, then used in place: a style is large, and copying one per item
    /// showed in the batch's cost.
    private var batchStyleIndex: [String: Int] = [:]
    private var batchStyles: [BatchStyle] = []
    private var planned: BatchAnswer.Items
    private var resolutions: [BatchAnswer.Resolution] = []
    /// Each distinct resolution key's number, in order of appearance.
    private var resolutionIndex: [BatchResolutionKey: Int] = [:]
    /// The resolution of each state a batch read from its bytes numbered (-1 until an item with it resolved).
    private var scannedStateResolutions = [Int](repeating: -1, count: BatchBodyScanner.stateCapacity)
    private var tints: BatchValues<Color>
    private var overrides: BatchValues<ConfigurationOverrides>
    private var lastStyle: (name: String, index: Int)?
    /// The problem of each unknown style an item named, made once per name.
    private var unknownStyles: [String: ServiceError] = [:]
    private let registryVersion: Int
    /// An item's pointers are relative to the item: they start at the root.
    private let root = JSONPointer()
    /// The items' `/state`, made once, not once per item's state.
    private let statePointer = JSONPointer().appending("state")
    /// Whether the top level's style is a cell's (or the top level names none): only then can the items be read
    /// straight from the body's bytes.
    private(set) var topLevelIsCell = true

    /// A plan for the batch whose top level is `object` (its `items` aside) and that has about `capacity` items:
    /// the shared fields decoded once, the top level checked on its own, before any item and even when there is
    /// none. Fails with the top level's problems.
    init(
        topLevel object: JSONObject, snapshot: RegistrySnapshot, defaultDesign: DesignGeneration, capacity: Int
    ) throws(ServiceError) {
        let root = JSONPointer()
        var decoder = RequestDecoder(snapshot: snapshot, defaultDesign: defaultDesign)
        let defaults = decoder.fields(object, at: root, alsoAllowing: ["items"])
        decoder.checkButtonFields(of: defaults, at: root)
        let topLevelStyle = try Self.checkTopLevel(object, defaults: defaults, decoder: &decoder)
        if let style = topLevelStyle, style.definition.configurationKind != .cell {
            // A button's or an empty state's shared state is decoded with each item, in the kind's fields.
            topLevelIsCell = false
        } else if let style = topLevelStyle {
            let sharedState = decoder.state(
                defaults.state ?? .object(JSONObject()), at: root.appending("state"),
                declaredKeys: style.definition.keys)
            batchStyleIndex[defaults.styleName] = batchStyles.count
            batchStyles.append(BatchStyle(style: style, sharedState: sharedState, fallback: decoder.baseState))
        }
        guard decoder.problems.isEmpty else { throw .invalid(decoder.problems) }
        self.snapshot = snapshot
        self.decoder = decoder
        self.defaults = defaults
        registryVersion = Int(snapshot.version)
        planned = BatchAnswer.Items(capacity: capacity)
        tints = BatchValues(defaults.tintColor)
        overrides = BatchValues(defaults.overrides)
        var inherited = defaults
        inherited.state = nil
        self.inherited = inherited
        inheritsNoContent = defaults.content == CellContent()
    }

    /// Every problem found so far that no item took as its own: the batch fails with them.
    var problems: [DocumentProblem] { decoder.problems }

    /// The planned batch's answer, in pieces of `itemsPerPiece` items; `document` is the body's items array, freed
    /// piece by piece (empty when the items were read without a tree).
    consuming func answer(
        document: [JSONValue], itemsPerPiece: Int?, itemProblemWriter: @escaping Resolver.ItemProblemWriter
    ) -> BatchAnswer {
        BatchAnswer(
            registryVersion: registryVersion, styles: batchStyles.map(\.style), resolutions: resolutions,
            items: planned, document: document, itemsPerPiece: itemsPerPiece, itemProblemWriter: itemProblemWriter)
    }

    /// Plans an item of the batch's tree.
    mutating func plan(_ item: JSONValue) {
        guard let fields = item.objectValue else {
            planned.append(
                .failed(
                    .invalid([
                        DocumentProblem(pointer: root, message: "expected an object, found \(item.typeName)")
                    ])), id: nil)
            return
        }
        let problemsBefore = decoder.problems.count
        let styleName = fields["style"]?.stringValue ?? inherited.styleName
        // The kind read in place: a cell item, the common one, copies no style for it.
        if let kind = snapshot[styleName]?.definition.configurationKind, kind != .cell,
            let style = snapshot[styleName]
        {
            planComponent(fields, style: style, problemsBefore: problemsBefore)
            return
        }
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
        if !givesOthers, !inherited.styleName.isEmpty {
            // What `fields` decodes for such an item, the same problems included, without copying the inherited
            // request twice and destroying it: its content over the top level's.
            var content = inherited.content
            if let contentValue { decoder.content(contentValue, under: root, into: &content) }
            planDecoded(
                id: id, ownState: ownState, content: content, styleName: inherited.styleName,
                problemsBefore: problemsBefore)
            return
        }
        let request = decoder.fields(fields, at: root, over: inherited, alsoAllowing: ["id"])
        if request.styleName.isEmpty {
            decoder.report(root, "missing \"style\": give it here or at the top level")
        }
        if request.hasComponentFields, snapshot[request.styleName] != nil {
            decoder.checkFields(of: request, for: .cell, at: root)
        }
        planDecoded(
            id: id, ownState: ownState, content: request.content, styleName: request.styleName,
            tint: tints.index(of: request.tintColor), overrides: overrides.index(of: request.overrides),
            own: (request.tintColor, request.overrides), problemsBefore: problemsBefore)
    }

    /// Plans an item naming a button or an empty-state style: decoded over the top level (its state over the top
    /// level's, in the kind's fields), then resolved and written at once, as a single request's answer is.
    private mutating func planComponent(_ fields: JSONObject, style: RegisteredStyle, problemsBefore: Int) {
        let request = decoder.fields(fields, at: root, over: inherited, alsoAllowing: ["id"])
        var states: [(value: JSONValue, pointer: JSONPointer)] = []
        if let shared = defaults.state { states.append((shared, statePointer)) }
        if let own = fields["state"] { states.append((own, statePointer)) }
        let component = decoder.component(request, style: style, states: states, at: root)
        guard let component, decoder.problems.count == problemsBefore else {
            planned.append(.failed(.invalid(decoder.takeProblems(after: problemsBefore))), id: fields["id"])
            return
        }
        var writer = JSONWriter(capacity: Resolver.answerCapacity)
        writer.beginObject()
        Resolver.writeComponentMembers(
            component, named: request.styleName, style: style.definition, tintColor: request.tintColor,
            explain: false, into: &writer)
        writer.endObject()
        // The members without the object's braces.
        let bytes = writer.bytes
        planned.append(.answered(Array(bytes.dropFirst().dropLast())), id: fields["id"])
    }

    /// Plans an item of a batch read from its bytes, giving at most its `id`, `state` and `content` (as members),
    /// under a top level naming a style (``inherited``): what ``plan(_:)`` does for such an item of the tree.
    /// `stateNumber` is the number the scanner gave the item's state bytes (``BatchBodyScanner/Item/stateNumber``):
    /// once an item with those bytes resolved, another one whose content has no problem has the same resolution (the
    /// same state over the same style, tint and overrides), so its state is neither taken nor decoded again.
    mutating func planScanned(
        id: consuming JSONValue?, ownState: @autoclosure () -> JSONValue?, stateNumber: Int?,
        content members: (some Sequence<JSONObject.Member>)?
    ) {
        let problemsBefore = decoder.problems.count
        let content = itemContent(members)
        if let stateNumber, stateNumber < scannedStateResolutions.count,
            scannedStateResolutions[stateNumber] >= 0, decoder.problems.count == problemsBefore
        {
            planned.append(.resolved(scannedStateResolutions[stateNumber]), id: consume id, content: consume content)
            return
        }
        planDecoded(
            id: id, ownState: ownState(), content: consume content, styleName: inherited.styleName,
            problemsBefore: problemsBefore, scannedState: stateNumber)
    }

    /// An item's content: its `members` over the top level's content (problems reported).
    private mutating func itemContent(_ members: (some Sequence<JSONObject.Member>)?) -> CellContent {
        var content = CellContent.empty
        if !inheritsNoContent { content = inherited.content }
        if let members { decoder.content(members: members, under: root, into: &content) }
        return content
    }

    /// Plans a decoded item: failed with the problems found since `problemsBefore`, or given its resolution. `tint`
    /// and `overrides` are the numbers of the item's tint and overrides among the batch's (0: the top level's), and
    /// `own` the item's own, when it gives them.
    private mutating func planDecoded(
        id: consuming JSONValue?, ownState: JSONValue?, content: consuming CellContent, styleName: String,
        tint: Int = 0, overrides itemOverrides: Int = 0,
        own: (tintColor: Color, overrides: ConfigurationOverrides)? = nil, problemsBefore: Int,
        scannedState: Int? = nil
    ) {
        guard decoder.problems.count == problemsBefore else {
            planned.append(.failed(.invalid(decoder.takeProblems(after: problemsBefore))), id: id)
            return
        }
        // Each style once: looked up, and the shared state decoded against its declared keys (a shared state
        // that does not decode is reported once, not once per item).
        let styleIndex: Int
        if let last = lastStyle, JSONObject.keysMatch(last.name, styleName) {
            // The previous item's style (most batches have one): no hashing of the name, nothing stored.
            styleIndex = last.index
        } else {
            if let known = batchStyleIndex[styleName] {
                styleIndex = known
            } else {
                guard let style = snapshot[styleName] else {
                    // Only an item names an unknown style: the top level's was checked above.
                    planned.append(.failed(unknownStyle(styleName)), id: id)
                    return
                }
                let sharedState = decoder.state(
                    defaults.state ?? .object(JSONObject()), at: root.appending("state"),
                    declaredKeys: style.definition.keys)
                styleIndex = batchStyles.count
                batchStyles.append(BatchStyle(style: style, sharedState: sharedState, fallback: decoder.baseState))
                batchStyleIndex[styleName] = styleIndex
            }
            lastStyle = (styleName, styleIndex)
        }
        // A shared state that does not decode for this style is the request's problem (at /state), reported once.
        guard batchStyles[styleIndex].sharedStateDecodes else { return }
        if content.title != nil || content.subtitle != nil {
            let field = content.title != nil ? "title" : "subtitle"
            let problem = RequestDecoder.contentRefusal(
                field, for: .cell, at: root.appending("content").appending(field))
            planned.append(.failed(.invalid([problem])), id: id)
            return
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
                return
            }
            state = decoded
        }
        // Items that share style, state, tint and overrides share everything but their strings: one resolution.
        // Looked up by the style's index, the state and the indices of its tint and overrides among the batch's
        // (most items inherit both): hashing and comparing the whole memo key was most of an item's lookup.
        let batchKey = BatchResolutionKey(
            style: styleIndex, state: state, tint: tint, overrides: itemOverrides)
        let resolution: Int
        if let known = resolutionIndex[batchKey] {
            resolution = known
        } else {
            resolution = resolutions.count
            resolutionIndex[batchKey] = resolution
            let key = ResolutionMemo.Key(
                styleName: styleName, styleDigest: batchStyles[styleIndex].style.digest, state: state,
                tintColor: own?.tintColor ?? inherited.tintColor, overrides: own?.overrides ?? inherited.overrides)
            resolutions.append(BatchAnswer.Resolution(style: styleIndex, key: key))
        }
        if ownState != nil { rememberScanned(scannedState, resolution: resolution) }
        planned.append(.resolved(resolution), id: consume id, content: consume content)
    }

    /// Unknown styles of a batch's items that get the closest registered name as a suggestion. Finding it compares
    /// the name with every style's name, so without a bound a batch of items each naming another unknown style
    /// would cost items × styles comparisons on the loop; the names after these get their problem without one.
    static let suggestedUnknownStyles = 16

    /// The problem of an item naming `name`, which the registry lacks: the same for every item naming it, with the
    /// closest registered name for the first ``suggestedUnknownStyles`` names.
    private mutating func unknownStyle(_ name: String) -> ServiceError {
        if let known = unknownStyles[name] { return known }
        let problem = ServiceError.noStyle(
            named: name, in: snapshot, at: root.appending("style"),
            suggesting: unknownStyles.count < Self.suggestedUnknownStyles)
        unknownStyles[name] = problem
        return problem
    }

    /// Notes the resolution of an item of a batch read from its bytes whose state the scanner numbered
    /// `scannedState` (``planScanned(id:ownState:stateNumber:content:)``).
    private mutating func rememberScanned(_ scannedState: Int?, resolution: Int) {
        guard let scannedState, scannedState < scannedStateResolutions.count else { return }
        scannedStateResolutions[scannedState] = resolution
    }

    /// A batch's top-level style, looked up as a resolve request's is: nil when the batch names none. An unknown
    /// style fails as it does there: alone, as the unknown style; beside other problems, as one more of them. When
    /// the batch names no style, or an unknown one, its shared state is still checked for what no style changes
    /// (its shape, flags, traits and drag and drop states), since items naming their own styles inherit it.
    private static func checkTopLevel(
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
