import StrictJSON
import StyleDefinitions
import StyleService
import Testing

/// A batch resolves items that share style, state, tint and overrides once, finding each item's resolution among the
/// batch's by comparing keys (their flags first) and, past eight distinct ones, by hashing them. Whichever way an
/// item's resolution is found, and whether the item gives only its id, state and content or more, its answer is the
/// single resolve's answer for the same request.
@Suite("Batch items share resolutions only when they resolve alike")
struct BatchResolutionSharingTests {
    let resolver = Resolver(batchLimit: 100)
    let registry: StyleRegistry

    init() throws {
        registry = try .withArchivable()
    }

    /// Twelve states: several with the same flags and different traits or custom states, so that keys with equal
    /// flags must still be told apart.
    static let states = [
        "{}", #"{"isSelected": true}"#, #"{"isHighlighted": true}"#, #"{"isSelected": true, "isHighlighted": true}"#,
        #"{"traits": {"userInterfaceStyle": "dark"}}"#,
        #"{"isSelected": true, "traits": {"userInterfaceStyle": "dark"}}"#,
        #"{"customStates": {"com.example.isArchived": true}}"#, #"{"isDisabled": true}"#,
        #"{"isFocused": true, "traits": {"preferredContentSizeCategory": "extraLarge"}}"#,
        #"{"traits": {"preferredContentSizeCategory": "extraLarge"}}"#, #"{"isPinned": true}"#,
        #"{"isEditing": true, "isSelected": true}"#,
    ]

    /// Item `index`: a state from ``states`` in a rotating order, its own text, and every fifth item a tint of its own.
    static func item(_ index: Int) -> (state: String, text: String, tint: String?) {
        (states[(index * 5) % states.count], "Row \(index)", index % 5 == 4 ? "#FF3B30" : nil)
    }

    @Test(arguments: [8, 9, 36])
    func everyItemAnswersAsItsSingleResolve(items count: Int) throws {
        let items = (0..<count).map { index in
            let item = Self.item(index)
            let tint = item.tint.map { #", "tintColor": "\#($0)""# } ?? ""
            return #"{"id": \#(index), "state": \#(item.state), "content": {"text": "\#(item.text)"}\#(tint)}"#
        }
        let batch = #"{"style": "archivable", "items": [\#(items.joined(separator: ", "))]}"#
        let answer = try JSONReader().parse(resolver.resolveBatch(body: Array(batch.utf8), snapshot: registry.snapshot))
        let answered = try #require(answer["items"]?.arrayValue)
        #expect(answered.count == count)
        #expect(answer["failed"]?.intValue == 0)
        for (index, got) in answered.enumerated() {
            let item = Self.item(index)
            let tint = item.tint.map { #", "tintColor": "\#($0)""# } ?? ""
            let single =
                #"{"style": "archivable", "state": \#(item.state), "content": {"text": "\#(item.text)"}\#(tint)}"#
            let expected = try JSONReader().parse(
                resolver.resolve(body: Array(single.utf8), snapshot: registry.snapshot))
            var object = try #require(got.objectValue)
            #expect(object["id"] == .number(.integer(Int64(index))))
            object["id"] = nil
            #expect(JSONValue.object(object) == expected, "item \(index)")
        }
    }
}
