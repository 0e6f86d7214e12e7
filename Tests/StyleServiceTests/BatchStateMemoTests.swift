import StrictJSON
import StyleDefinitions
import StyleService
import Testing

/// A batch finds the resolution of an item whose `state` gives only flags it has decoded before without decoding it
/// again (`BatchStateMemo`). Every item of a generated batch, whatever its state's shape (flags in either order,
/// more distinct flag states than are kept, flags beside traits, drop states or custom states, values that are not
/// booleans, unknown or misplaced flags, escaped keys, a state that is no object), answers exactly as it does in a
/// batch of its own, where no state is found again: the same bytes, the same problems.
@Suite("Batch items with a state decoded before answer as alone")
struct BatchStateMemoTests {
    let resolver = Resolver(batchLimit: 200)
    let registry: StyleRegistry

    init() throws {
        registry = try .withArchivable()
    }

    /// Thirteen distinct flag states (more than the memo keeps), then states it must not keep or must tell apart.
    static let states = [
        #"{"isSelected": true}"#, #"{"isSelected": false}"#, #"{"isHighlighted": true, "isSelected": true}"#,
        #"{"isSelected": true, "isHighlighted": true}"#, #"{"isSelected": true, "isHighlighted": false}"#, "{}",
        #"{"isDisabled": true}"#, #"{"isFocused": true}"#, #"{"isPinned": true}"#, #"{"isEditing": true}"#,
        #"{"isExpanded": true}"#, #"{"isSwiped": true}"#, #"{"isReordering": true}"#,
        #"{"isSelected": 1}"#, #"{"selected": true}"#, #"{"isSelected": null}"#, #"{"isSelectedX": true}"#,
        #"{"is\u0053elected": true}"#, #"{"isSelected": true, "traits": {"userInterfaceStyle": "light"}}"#,
        #"{"isSelected": true, "cellDropState": "targeted"}"#, #"{"customStates": {"com.example.isArchived": true}}"#,
        #"{"isSelected": true, "customStates": {"com.example.isArchived": "yes"}}"#,
        #"{"isSelected": true, "customStates": {"com.example.other": 1}}"#, "[]", "true",
    ]

    /// Item `index`: a state from ``states`` in a rotating order, every fourth item naming its style, every third a
    /// tint of its own, every seventh content with a problem (periods prime to the states', so that one state comes
    /// with each).
    static func item(_ index: Int) -> String {
        let state = states[(index * 7) % states.count]
        let style = index % 4 == 3 ? (index % 8 == 3 ? #", "style": "sidebarCell""# : #", "style": "archivable""#) : ""
        let tint = index % 3 == 2 ? ##", "tintColor": "#FF3B30""## : ""
        let content = index % 7 == 6 ? #"{"text": 7}"# : #"{"text": "Row \#(index)"}"#
        return #"{"id": \#(index), "state": \#(state), "content": \#(content)\#(style)\#(tint)}"#
    }

    /// The answer's items, each as compact JSON text in its members' order.
    private func answeredItems(_ items: [String], topLevel: String) throws -> [String] {
        let batch = #"{\#(topLevel)"items": [\#(items.joined(separator: ", "))]}"#
        let answer = try JSONReader().parse(resolver.resolveBatch(body: Array(batch.utf8), snapshot: registry.snapshot))
        return try #require(answer["items"]?.arrayValue).map(\.description)
    }

    @Test(
        arguments: [
            #""style": "archivable", "#,
            #""style": "archivable", "state": {"traits": {"userInterfaceStyle": "dark"}}, "#,
            ##""style": "sidebarCell", "state": {"isSelected": false}, "tintColor": "#34C759", "##,
        ], [25, 75, 150])
    func everyItemAnswersAsInABatchOfItsOwn(topLevel: String, items count: Int) throws {
        let items = (0..<count).map(Self.item)
        let together = try answeredItems(items, topLevel: topLevel)
        #expect(together.count == count)
        for (index, item) in items.enumerated() {
            let alone = try answeredItems([item], topLevel: topLevel)
            #expect(together[index] == alone.first, "item \(index): \(item)")
        }
    }
}
