import StyleDefinitions
import StyleService
import TestSupport
import Testing

/// Bodies one to three random edits away from batches the scanner reads (a byte deleted, inserted, replaced or
/// doubled, a span copied elsewhere or cut), replayed from fixed seeds: whatever the scanner makes of them, the answer
/// or the error is the tree's, byte for byte. Many edits keep the common shape (inside a string, an id, whitespace),
/// so the scanner's own reading is exercised, not only its giving up.
@Suite("Batches a few edits from the common shape answer as read into a tree")
struct ScannedBatchMutationTests {
    let resolver = Resolver(batchLimit: 60)
    let registry: StyleRegistry

    init() throws {
        registry = try .withArchivable()
    }

    /// Scannable bodies: flag states, contents of each kind, ids of each kind, compact and spaced.
    static let bodies = [
        #"{"style": "sidebarCell", "items": [{"id": 1, "state": {"isSelected": true}, "content": {"text": "Row 1"}}, "#
            + #"{"id": 2, "state": {"isHighlighted": false}, "content": {"text": "Row 2", "secondaryText": "S"}}, "#
            + #"{"id": "three", "content": {"image": "star.fill"}}, {"state": {}, "id": -4}]}"#,
        #"{"style":"archivable","state":{"traits":{"userInterfaceStyle":"dark"}},"items":[{"id":10,"state":"#
            + #"{"isArchived":true},"content":{"text":null,"image":null}},{"content":{"text":"x"},"id":11},"#
            + #"{"state":{"isSelected":true,"isHighlighted":true},"id":12}]}"#,
        #"{ "style" : "cell" , "items" : [ { "id" : 123456789012345678 , "content" : { "text" : "a text longer "#
            + #"than sixteen bytes" } } , { "id" : 0 , "state" : { "isDisabled" : true } } ] }"#,
        ##"{"style": "cell", "tintColor": "#34C759", "items": [{"id": "", "state": {"isFocused": true}}, "##
            + #"{"id": 7, "state": {"isFocused": true}, "content": {"secondaryText": "S 7", "locale": "de-DE"}}]}"#,
    ]

    /// What an edit may insert: JSON's structure and literals' bytes, a quote and a backslash, whitespace, a digit,
    /// a minus, a control byte, a byte over ASCII and a UTF-8 sequence's parts.
    static let insertable = Array(#"{}[]:," \0-1e.tfnu"#.utf8) + [0x0A, 0x09, 0x00, 0x7F, 0x80, 0xC3, 0xA9]

    /// The body with one random edit.
    static func edited(_ body: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var body = body
        guard !body.isEmpty else { return insertable }
        let at = Int.random(in: 0..<body.count, using: &generator)
        let byte = insertable[Int.random(in: 0..<insertable.count, using: &generator)]
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: body.remove(at: at)
        case 1: body.insert(byte, at: at)
        case 2: body[at] = byte
        case 3: body.insert(body[at], at: at)
        case 4:
            let span = Array(body[at..<min(body.count, at + Int.random(in: 1...12, using: &generator))])
            body.insert(contentsOf: span, at: Int.random(in: 0...body.count, using: &generator))
        default: body.removeSubrange(at..<min(body.count, at + Int.random(in: 1...6, using: &generator)))
        }
        return body
    }

    /// The answer whichever way the body is read, or its error.
    private func outcome(_ body: [UInt8]) -> Result<[UInt8], ServiceError> {
        resolver.batchOutcome(body, snapshot: registry.snapshot, itemsPerPiece: 3)
    }

    /// The tree's answer, or its error.
    private func treeOutcome(_ body: [UInt8]) -> Result<[UInt8], ServiceError> {
        resolver.batchOutcome(body, snapshot: registry.snapshot, itemsPerPiece: 3, fromTree: true)
    }

    /// An outcome in a line: the answer's length and start, or the error.
    static func summary(_ outcome: Result<[UInt8], ServiceError>) -> String {
        switch outcome {
        case .success(let bytes): "\(bytes.count) bytes, \(String(decoding: bytes.prefix(60), as: UTF8.self))…"
        case .failure(let error): "\(error)"
        }
    }

    @Test(arguments: bodies.indices)
    func anEditedBodyAnswersAsTheTree(body index: Int) {
        var generator = SeededGenerator(seed: 0x5EED_0000 + UInt64(index))
        let base = Array(Self.bodies[index].utf8)
        var scanned = 0
        for _ in 0..<500 {
            var body = base
            for _ in 0..<Int.random(in: 1...3, using: &generator) { body = Self.edited(body, using: &generator) }
            let (either, tree) = (outcome(body), treeOutcome(body))
            // Compared whole, reported short: an answer is kilobytes.
            #expect(
                either == tree,
                "\(String(decoding: body, as: UTF8.self)): \(Self.summary(either)) against the tree's \(Self.summary(tree))"
            )
            if resolver.planScannedBatch(body: body, snapshot: registry.snapshot, itemsPerPiece: 3) != nil {
                scanned += 1
            }
        }
        #expect(scanned >= 10, "edited bodies the scanner read: \(scanned) of 500")
    }
}
