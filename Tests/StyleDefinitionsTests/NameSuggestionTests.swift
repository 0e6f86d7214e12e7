import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@Suite("Name suggestions for near misses")
struct NameSuggestionTests {
    @Test func distancesCountEditsAndAdjacentTranspositions() {
        func distance(_ lhs: String, _ rhs: String) -> Int { NameSuggestion.distance(Array(lhs), Array(rhs)) }
        #expect(distance("", "") == 0)
        #expect(distance("", "abc") == 3)
        #expect(distance("abc", "") == 3)
        #expect(distance("dark", "dark") == 0)
        #expect(distance("drak", "dark") == 1, "an adjacent transposition is one edit")
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("selected", "isSelected") == 2)
        #expect(distance("Dark", "dark") == 1, "case counts here; closest(to:among:) lowers both")
        #expect(distance("ca", "abc") == 3, "optimal string alignment, not unrestricted Damerau–Levenshtein")
    }

    @Test func suggestsTheClosestNameIgnoringCase() {
        #expect(
            NameSuggestion.closest(to: "sidebarcell", among: ["cell", "sidebarCell", "plainCell"]) == "sidebarCell")
        #expect(NameSuggestion.closest(to: "SIDEBARCELL", among: ["cell", "sidebarCell"]) == "sidebarCell")
        #expect(NameSuggestion.closest(to: "drak", among: ["unspecified", "light", "dark"]) == "dark")
        #expect(NameSuggestion.closest(to: "isSelectd", among: ["isSelected", "isHighlighted"]) == "isSelected")
        #expect(NameSuggestion.closest(to: "tintColour", among: ["style", "state", "tintColor"]) == "tintColor")
    }

    @Test func thresholdIsAThirdOfTheLengthAndAtLeastOne() {
        // "ab" (length 2): one edit is allowed.
        #expect(NameSuggestion.closest(to: "ab", among: ["ax"]) == "ax")
        #expect(NameSuggestion.closest(to: "ab", among: ["xy"]) == nil)
        // "abcdef" (length 6): two edits are allowed, three are not.
        #expect(NameSuggestion.closest(to: "abcdef", among: ["abcdxy"]) == "abcdxy")
        #expect(NameSuggestion.closest(to: "abcdef", among: ["abcxyz"]) == nil)
    }

    @Test func tiesGoToTheEarlierCandidate() {
        #expect(NameSuggestion.closest(to: "bat", among: ["cat", "hat", "bat2"]) == "cat")
        #expect(NameSuggestion.closest(to: "bat", among: ["hat", "cat"]) == "hat")
        #expect(NameSuggestion.closest(to: "bat", among: ["hat", "bad", "ba"]) == "hat")
    }

    @Test func farNamesEmptyNamesAndExactMatchesGetNoSuggestion() {
        #expect(NameSuggestion.closest(to: "zzzzzz", among: ["cell", "sidebarCell"]) == nil)
        #expect(NameSuggestion.closest(to: "", among: ["a", "b"]) == nil)
        #expect(NameSuggestion.closest(to: "cell", among: []) == nil)
        #expect(NameSuggestion.closest(to: "cell", among: ["cell"]) == nil, "the name itself is not a suggestion")
        #expect(NameSuggestion.closest(to: "Cell", among: ["cell"]) == "cell", "equal ignoring case")
    }

    /// The documented rule, over characters: what ``NameSuggestion/closest(to:among:)`` must answer whichever way
    /// it compares the names.
    static func reference(_ name: String, among candidates: [String]) -> String? {
        let lowered = Array(name.lowercased())
        guard !lowered.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = NameSuggestion.distance(lowered, Array(candidate.lowercased()))
            if distance <= max(1, lowered.count / 3), best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// ASCII names (compared byte by byte), names with a letter beyond ASCII, a control character or a CRLF (one
    /// character of two bytes), against candidates of every kind: the answer is the rule's.
    @Test(arguments: [
        "isSelectd", "ISSELECTED", "selected", "k1", "k12345", "traits", "trait", "tintColour", "x", "Zz",
        "isSélected", "İsSelected", "cafe\u{301}", "caf\u{E9}", "is\r\nSelected", "is\tSelected", "a\u{7F}b", "😀",
    ])
    func closestIsTheRulesAnswer(name: String) {
        let candidates = [
            "traits", "customStates", "isSelected", "isHighlighted", "isPinned", "café", "is\r\nSelected", "k1",
            "ISSELECTED", "trait", "😀x", "x",
        ]
        #expect(NameSuggestion.closest(to: name, among: candidates) == Self.reference(name, among: candidates))
        for candidate in candidates {
            #expect(NameSuggestion.closest(to: name, among: [candidate]) == Self.reference(name, among: [candidate]))
        }
    }

    @Test func problemsSayTheSuggestionInTheirMessage() {
        var decoder = DocumentDecoder()
        _ = decoder.name(.string("drak"), as: UserInterfaceStyle.self, at: JSONPointer().appending("style"))
        let problem = decoder.problems.first
        #expect(problem?.suggestion == "dark")
        #expect(problem?.message.hasSuffix(#"; did you mean "dark"?"#) == true)

        var far = DocumentDecoder()
        _ = far.name(.string("purple"), as: UserInterfaceStyle.self, at: JSONPointer())
        #expect(far.problems.first?.suggestion == nil)
        #expect(far.problems.first?.message == "unknown value \"purple\"; expected one of: unspecified, light, dark")
    }
}
