import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// A batch whose items were all decoded and checked (``Resolver/planBatch(body:snapshot:itemsPerPiece:)``), written
/// in pieces of a few items: whether the batch fails, and every item's problem, is known before its first byte,
/// while the items are resolved and written only as the pieces are asked for. The service sends a large answer (a
/// 1,000-item batch is 2.7 MB) as a stream of these pieces, so the client reads the first while the next is written.
///
/// The pieces, joined, are the bytes ``Resolver/resolveBatch(body:snapshot:)`` answers: both write through this type.
/// It owns its writer, so it cannot be copied.
package struct BatchAnswer: ~Copyable {
    /// One item of the batch, decoded (its `id` and content strings are kept beside it, in ``Items``).
    enum Item {
        /// An item with problems of its own, answered in its place as `{"id", "problem": {...}}`.
        case failed(ServiceError)
        /// An item resolved as the batch's ``Resolution`` at this index says.
        case resolved(Int)
        /// An item of a button or empty-state style, resolved when planned: its answer's members after `id`.
        case answered([UInt8])
    }

    /// The decoded items in order, in three arrays of one element per item: each item's parts are read in place
    /// as it is written (an enum payload holding them all was copied out whole, through the runtime's generic
    /// tuple copy, for every item).
    struct Items {
        var items: [Item] = []
        /// Each item's `id`.
        var ids: [JSONValue?] = []
        /// Each item's content (strings); empty for a failed item.
        var contents: [CellContent] = []

        init(capacity: Int) {
            items.reserveCapacity(capacity)
            ids.reserveCapacity(capacity)
            contents.reserveCapacity(capacity)
        }

        /// Appends an item, taking its id and content (moved in, not copied, from a caller's last use).
        mutating func append(_ item: Item, id: consuming JSONValue?, content: consuming CellContent = CellContent()) {
            items.append(item)
            ids.append(id)
            contents.append(content)
        }
    }

    /// What items resolving alike share: their style (an index into the batch's styles) and memo key (style, state,
    /// tint and overrides, strings aside). Each is resolved and encoded once, when the first item using it is written.
    struct Resolution {
        let style: Int
        let key: ResolutionMemo.Key
    }

    /// The styles the items name, each looked up once.
    private let styles: [RegisteredStyle]
    /// The items, in order.
    private let items: Items
    /// The distinct resolutions the items use, and each one's encoding once an item using it was written.
    private let resolutions: [Resolution]
    private var encoded: [EncodedResolution?]
    /// The body's items, each replaced by `null` once its answer is written, so the parsed document is taken down
    /// while the answer goes out rather than before its first byte; empty when the answer is written at once.
    private var document: [JSONValue]
    /// Items written so far.
    private var written = 0
    /// How many items failed: the answer's `failed`.
    private let failed: Int
    private let itemsPerPiece: Int
    private let itemProblemWriter: Resolver.ItemProblemWriter
    /// The answer's writer, between pieces; a piece takes it while its items are written into the piece's array.
    private var writer: JSONWriter?
    /// Whether the last piece was given.
    package private(set) var isFinished = false

    /// An answer for `items` (in the body's order) using `resolutions` of `styles`, in pieces of `itemsPerPiece`
    /// items (all in one piece when nil); `document` is the body's items array, freed piece by piece (pass it only
    /// when the body's document holds no other reference to it, or the array is copied once).
    init(
        registryVersion: Int, styles: [RegisteredStyle], resolutions: [Resolution], items: Items,
        document: [JSONValue], itemsPerPiece: Int?, itemProblemWriter: @escaping Resolver.ItemProblemWriter
    ) {
        self.styles = styles
        self.resolutions = resolutions
        self.encoded = Array(repeating: nil, count: resolutions.count)
        self.items = items
        self.document = itemsPerPiece == nil ? [] : document
        self.failed = items.items.count { if case .failed = $0 { true } else { false } }
        let perPiece = max(1, itemsPerPiece ?? items.items.count)
        self.itemsPerPiece = perPiece
        self.itemProblemWriter = itemProblemWriter
        var writer = JSONWriter(capacity: 1_024)
        writer.beginObject()
        writer.field("registryVersion", registryVersion)
        writer.fieldName("items")
        writer.beginArray()
        self.writer = consume writer
    }

    /// The next piece of the answer, nil once the last was given: the first begins the answer, the last ends it, and
    /// each writes at most `itemsPerPiece` items.
    package mutating func nextPiece() -> [UInt8]? {
        guard !isFinished else { return nil }
        guard var writer = writer.take() else { preconditionFailure("a batch answer lost its writer") }
        let end = min(items.items.count, written + itemsPerPiece)
        // Written straight into the piece's array, with room for items as large as a single answer's first buffer.
        let piece = writer.takeBytes(capacity: 1_024 + (end - written) * Resolver.answerCapacity) { writer in
            writeItems(upTo: end, into: &writer)
        }
        self.writer = consume writer
        return piece
    }

    /// Writes the items up to `end` (not included), and the answer's end after the last item.
    private mutating func writeItems(upTo end: Int, into writer: inout JSONWriter) {
        // Local references, so each item's parts are read in place while the writer changes.
        let items = self.items.items
        let ids = self.items.ids
        let contents = self.items.contents
        while written < end {
            switch items[written] {
            case .failed(let error): writeFailed(error, id: ids[written], into: &writer)
            case .resolved(let resolution):
                writeResolved(resolution, id: ids[written], content: contents[written], into: &writer)
            case .answered(let members):
                writer.beginObject()
                writer.fieldName("id")
                writer.value(ids[written] ?? .null)
                writer.members(members[...])
                writer.endObject()
            }
            if written < document.count { document[written] = .null }
            written += 1
        }
        if written == items.count {
            writer.endArray()
            writer.field("failed", failed)
            writer.endObject()
            isFinished = true
        }
    }

    /// The rest of the answer, in one array.
    package mutating func remainingBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        while let piece = nextPiece() { bytes += piece }
        return bytes
    }

    /// Writes a failed item: its `id` and its problem.
    private func writeFailed(_ error: ServiceError, id: JSONValue?, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.fieldName("id")
        writer.value(id ?? .null)
        writer.fieldName("problem")
        itemProblemWriter(error, &writer)
        writer.endObject()
    }

    /// Writes a resolved item: its `id`, and the shared resolution with its own strings.
    private mutating func writeResolved(
        _ resolution: Int, id: JSONValue?, content: CellContent, into writer: inout JSONWriter
    ) {
        let shared = encodedResolution(resolution)
        writer.beginObject()
        writer.fieldName("id")
        writer.value(id ?? .null)
        shared.writeAnswerMembers(with: content, into: &writer)
        writer.endObject()
    }

    /// The shared part of the items using resolution `index`: items that share style, state, tint and overrides
    /// share everything but their strings, resolved and encoded once, when the first of them is written.
    private mutating func encodedResolution(_ index: Int) -> EncodedResolution {
        if let known = encoded[index] { return known }
        let made = Resolver.encodedResolution(of: styles[resolutions[index].style], for: resolutions[index].key)
        encoded[index] = made
        return made
    }
}
