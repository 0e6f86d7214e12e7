import StrictJSON
import StyleDefinitions
import ViewConfigurations

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
        writer.errorsMember(error.problems)
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
        let (request, style, state, component) = try decoder.request(object)
        let digest = decoder.answerDigest(of: style)
        if let component {
            return try Self.resolve(
                component, named: request.styleName, style: style, digest: digest, tintColor: request.tintColor,
                as: representation, explain: explain, cssOptions: cssOptions)
        }
        if representation == .json && !explain, let memo,
            case let key = ResolutionMemo.Key(
                styleName: request.styleName, styleDigest: style.digest, state: state, tintColor: request.tintColor,
                overrides: request.overrides),
            let shared = memo.encoded(for: key, making: { Self.encodedResolution(of: style, for: key) })
        {
            // Everything but the strings from the memo: rows of a list share it.
            var writer = JSONWriter(capacity: Self.answerCapacity)
            writer.beginObject()
            shared.writeAnswerMembers(with: request.content, into: &writer)
            writer.endObject()
            return StyleAnswer(body: writer.bytes, styleName: request.styleName, styleDigest: digest)
        }
        let resolution = style.definition.resolve(
            state: state, tintColor: request.tintColor, content: request.content, overrides: request.overrides,
            recordingSources: explain, makingConcrete: representation == .css)
        if representation == .css {
            return StyleAnswer(
                body: CSSCustomProperties.rule(for: resolution, of: style.definition, options: cssOptions),
                styleName: request.styleName,
                styleDigest: digest)
        }
        var writer = JSONWriter(capacity: explain ? 4 * Self.answerCapacity : Self.answerCapacity)
        writer.beginObject()
        writer.field("style", request.styleName)
        writer.field("designGeneration", state.traitCollection.designGeneration.rawValue)
        Self.writeConfigurations(resolution, into: &writer)
        RowEncoder.writeRow(resolution, hasImage: resolution.content.image != nil, into: &writer)
        if explain {
            writer.fieldName("explain")
            ExplanationEncoder.write(style.definition.explain(resolution, tintColor: request.tintColor), into: &writer)
        }
        writer.endObject()
        return StyleAnswer(body: writer.bytes, styleName: request.styleName, styleDigest: digest)
    }

    /// `POST /v1/resolve/batch`: items inherit the top-level `style`, `state`, `tintColor`, `content` and `overrides`
    /// (an item's state and content fields replace the top level's one by one; its overrides come after).
    ///
    /// An item with problems of its own is answered in its place as `{"id", "problem": {...}}`, its pointers relative
    /// to the item, and the others resolve; `failed` counts such items. What fails the whole call: a body that is
    /// not JSON, `items` missing or over the limit, and problems in the top-level fields, which every item inherits.
    package func resolveBatch(body: [UInt8], snapshot: RegistrySnapshot) throws(ServiceError) -> [UInt8] {
        var answer = try planBatch(body: body, snapshot: snapshot, itemsPerPiece: nil)
        return answer.remainingBytes()
    }

    /// A batch decoded and checked, to be written in pieces of `itemsPerPiece` items (in one when nil): what
    /// ``resolveBatch(body:snapshot:)`` answers, for an answer sent while it is written. Fails as that does, before
    /// any byte is written. A body of the common shape is read straight from its bytes
    /// (``planScannedBatch(body:snapshot:itemsPerPiece:)``), any other into a tree
    /// (``planBatchFromTree(body:snapshot:itemsPerPiece:)``): the answer and every error are the same either way.
    package func planBatch(
        body: [UInt8], snapshot: RegistrySnapshot, itemsPerPiece: Int?
    ) throws(ServiceError) -> BatchAnswer {
        if let scanned = planScannedBatch(body: body, snapshot: snapshot, itemsPerPiece: itemsPerPiece) {
            return scanned
        }
        return try planBatchFromTree(body: body, snapshot: snapshot, itemsPerPiece: itemsPerPiece)
    }

    /// ``planBatch(body:snapshot:itemsPerPiece:)`` reading the body into a tree first: the reference every batch
    /// answer and error comes from.
    package func planBatchFromTree(
        body: [UInt8], snapshot: RegistrySnapshot, itemsPerPiece: Int?
    ) throws(ServiceError) -> BatchAnswer {
        // The parsed document is this call's alone: its items array is freed piece by piece as the answer is written.
        try planBatch(parseObject(body), snapshot: snapshot, itemsPerPiece: itemsPerPiece)
    }

    /// ``planBatch(body:snapshot:itemsPerPiece:)`` for a body of the common shape (``BatchBodyScanner``), its items
    /// read straight from the bytes, without a tree; nil for any other body, and for one that would fail or would
    /// leave the batch with problems: the tree's reading then finds the answer or the error, as the one source of
    /// both.
    package func planScannedBatch(
        body: [UInt8], snapshot: RegistrySnapshot, itemsPerPiece: Int?
    ) -> BatchAnswer? {
        let plan = body.withUnsafeBytes { bytes in scannedPlan(bytes, snapshot: snapshot) }
        return plan?.answer(document: [], itemsPerPiece: itemsPerPiece, itemProblemWriter: itemProblemWriter)
    }

    /// The plan of a body of the common shape, its items planned as they are read; nil on anything else.
    private func scannedPlan(_ body: UnsafeRawBufferPointer, snapshot: RegistrySnapshot) -> BatchPlan? {
        guard var scanner = BatchBodyScanner(body, reader: reader), let topLevel = scanner.topLevel() else {
            return nil
        }
        // Room for as many items as the body holds of the first one's length, at most the limit.
        let itemsStart = scanner.position
        var step = scanner.next()
        let firstLength = max(1, scanner.position - itemsStart)
        let capacity = min(batchLimit, (scanner.count - itemsStart) / firstLength + 1)
        guard
            var plan = try? BatchPlan(
                topLevel: topLevel, snapshot: snapshot, defaultDesign: defaultDesign, capacity: capacity),
            !plan.inherited.styleName.isEmpty, plan.topLevelIsCell
        else { return nil }
        var count = 0
        while true {
            // Taken apart, not copied: its id and state move into the plan.
            switch consume step {
            case .end:
                return plan.problems.isEmpty ? plan : nil
            case .unusual:
                return nil
            case .item(let item):
                count += 1
                guard count <= batchLimit else { return nil }
                plan.planScanned(
                    id: item.id, ownState: item.state ?? item.stateNumber.map { scanner.state(numbered: $0) },
                    stateNumber: item.stateNumber, content: item.givesContent ? scanner.contentMembers() : nil)
            }
            step = scanner.next()
        }
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
        var plan = try BatchPlan(
            topLevel: object, snapshot: snapshot, defaultDesign: defaultDesign, capacity: items.count)
        for item in items { plan.plan(item) }
        guard plan.problems.isEmpty else { throw .invalid(plan.problems) }
        return plan.answer(document: items, itemsPerPiece: itemsPerPiece, itemProblemWriter: itemProblemWriter)
    }

    /// A style resolved for a memo key without strings, and encoded.
    static func encodedResolution(
        of style: RegisteredStyle, for key: ResolutionMemo.Key
    ) -> EncodedResolution {
        EncodedResolution(
            style.definition.resolve(
                state: key.state, tintColor: key.tintColor, content: CellContent(), overrides: key.overrides,
                makingConcrete: false),
            for: key)
    }

    /// The buffer an answer is written into: more than an answer without explain takes, so it never grows.
    static let answerCapacity = 4_096

    static func writeConfigurations(_ resolution: StyleResolution, into writer: inout JSONWriter) {
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
        if ServiceError.isEmpty(body) { throw .emptyBody }
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
