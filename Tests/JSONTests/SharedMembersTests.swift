import JSON
import Testing

/// `JSONObject.sharesMembers(with:)` is true only for one object passed on (its copies), never for two objects read
/// alike or for a copy changed since, so a caller may take it for equal members without comparing them.
@Suite struct SharedMembersTests {
    @Test(arguments: [#"{"isSelected": true}"#, #"{"a": 1, "b": [2], "c": {"d": null}}"#, "{}"])
    func anObjectSharesItsMembersWithItsCopiesOnly(_ text: String) throws {
        let object = try #require(JSONReader().parse(text).objectValue)
        let copy = object
        #expect(object.sharesMembers(with: copy))
        #expect(copy.sharesMembers(with: object))
        let readAgain = try #require(JSONReader().parse(text).objectValue)
        #expect(readAgain == object)
        // Two reads of the same text have storage of their own (an empty object may share the empty storage).
        #expect(object.sharesMembers(with: readAgain) == object.isEmpty)
        var changed = copy
        changed["added"] = .bool(false)
        #expect(!object.sharesMembers(with: changed))
        #expect(!changed.sharesMembers(with: object))
        #expect(object.sharesMembers(with: copy))
    }
}
