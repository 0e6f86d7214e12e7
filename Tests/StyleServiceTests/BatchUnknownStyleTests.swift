import StrictJSON
import StyleDefinitions
import Testing

@testable import StyleService

/// Items naming styles the registry lacks each fail with their own problem. Looking for the closest registered name
/// compares the name with every style's, so a batch looks for it for its first few unknown names only: a batch of
/// items each naming another unknown style must not cost items × styles comparisons.
@Suite("Batch items naming unknown styles")
struct BatchUnknownStyleTests {
    let resolver = Resolver(batchLimit: 100)

    /// The `errors` of each item of a batch whose items name `styles`.
    func itemErrors(naming styles: [String]) throws -> [[JSONValue]] {
        let items = styles.map { #"{"style": "\#($0)"}"# }.joined(separator: ", ")
        let body = Array(#"{"items": [\#(items)]}"#.utf8)
        let answer = try JSONReader().parse(
            resolver.resolveBatch(body: body, snapshot: StyleRegistry(store: nil).snapshot))
        let answered = try #require(answer["items"]?.arrayValue)
        return try answered.map { item in try #require(item["problem"]?["errors"]?.arrayValue) }
    }

    @Test func onlyTheFirstUnknownNamesOfABatchAreGivenASuggestion() throws {
        let limit = BatchPlan.suggestedUnknownStyles
        // Each one letter more than `sidebarCell`, and all different.
        let names = (0...limit).map { "sidebarCell" + String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) }
        let errors = try itemErrors(naming: names + [names[0], names[limit]])
        #expect(errors.count == limit + 3)
        for (index, itemErrors) in errors.enumerated() {
            let name = index <= limit ? names[index] : index == limit + 1 ? names[0] : names[limit]
            #expect(itemErrors.count == 1)
            #expect(itemErrors.first?["pointer"]?.stringValue == "/style")
            let suggested = index < limit || index == limit + 1
            #expect(
                itemErrors.first?["suggestion"]?.stringValue == (suggested ? "sidebarCell" : nil), "item \(index)")
            let hint = suggested ? #"; did you mean "sidebarCell"?"# : ""
            #expect(itemErrors.first?["message"]?.stringValue == #"no style named "\#(name)"\#(hint)"#)
        }
    }
}
