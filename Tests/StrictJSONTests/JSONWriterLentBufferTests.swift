import StrictJSON
import Testing

/// Pieces of a document written straight into the arrays that are returned: the same bytes as a writer copying them
/// out, whether they fit the room given or outgrow it.
@Suite("JSONWriter into an array")
struct JSONWriterLentBufferTests {
    @Test func piecesTakenIntoTheirArraysJoinIntoTheDocument() {
        var writer = JSONWriter(capacity: 64)
        writer.beginObject()
        writer.key("items")
        writer.beginArray()  // pending bytes the first piece starts with
        var pieces: [[UInt8]] = []
        // The first two pieces fit their room; the third outgrows it; the last is taken the plain way.
        for (first, count, room) in [(0, 3, 4_096), (3, 3, 4_096), (6, 100, 256)] {
            pieces.append(
                writer.takeBytes(capacity: room) { writer in
                    for index in first..<(first + count) { writer.value("item \(index)") }
                })
        }
        writer.endArray()
        writer.key("count")
        writer.value(106)
        writer.endObject()
        pieces.append(writer.takeBytes())

        var whole = JSONWriter(capacity: 64)
        whole.beginObject()
        whole.key("items")
        whole.beginArray()
        for index in 0..<106 { whole.value("item \(index)") }
        whole.endArray()
        whole.key("count")
        whole.value(106)
        whole.endObject()
        #expect(pieces.flatMap { $0 } == whole.bytes)
        #expect(pieces[0].starts(with: Array(#"{"items":["item 0","#.utf8)))
        #expect(pieces[1].first == UInt8(ascii: ","))
    }
}
