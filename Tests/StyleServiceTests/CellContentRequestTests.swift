import StrictJSON
import StyleDefinitions
import StyleService
import Testing

/// A request's `content` beyond its plain strings: the attributed variants (§12.2), the locale the text
/// transforms follow (§12.3), and the image's stroke as a request override, answered by resolve and batch.
@Suite("Cell content: attributed text, locale and the image's stroke")
struct CellContentRequestTests {
    let resolver = Resolver(batchLimit: 5)
    let registry = StyleRegistry(store: nil)

    /// The iOS 14–18 design in dark mode, where the expected colors and fonts below are UIKit's.
    static let ios18Dark = #""state": {"traits": {"designGeneration": "ios18", "userInterfaceStyle": "dark"}}"#

    func resolve(_ body: String) throws -> JSONValue {
        try JSONReader().parse(resolver.resolve(body: Array(body.utf8), snapshot: registry.snapshot))
    }

    func batch(_ body: String) throws -> JSONValue {
        try JSONReader().parse(resolver.resolveBatch(body: Array(body.utf8), snapshot: registry.snapshot))
    }

    /// The problems `body` fails with, as (pointer, message) pairs; a batch's item problems (answered in the items,
    /// their pointers relative to the item) with their pointers from the batch's root.
    func problems(_ body: String, batch: Bool = false) -> [DocumentProblem] {
        do throws(ServiceError) {
            guard batch else {
                _ = try resolver.resolve(body: Array(body.utf8), snapshot: registry.snapshot)
                return []
            }
            let answer = try? JSONReader().parse(
                resolver.resolveBatch(body: Array(body.utf8), snapshot: registry.snapshot))
            var problems: [DocumentProblem] = []
            for (index, item) in (answer?["items"]?.arrayValue ?? []).enumerated() {
                for error in item["problem"]?["errors"]?.arrayValue ?? [] {
                    guard let pointer = JSONPointer(parsing: "/items/\(index)" + (error["pointer"]?.stringValue ?? ""))
                    else { continue }
                    problems.append(DocumentProblem(pointer: pointer, message: error["message"]?.stringValue ?? ""))
                }
            }
            return problems
        } catch {
            return error.problems
        }
    }

    // MARK: Attributed text

    static let dueToday =
        #"{"runs": [{"text": "Due "}, {"text": "today", "font": {"textStyle": "headline"}, "color": "systemRed"}]}"#

    @Test func theAnswerCarriesTheRunsWithConcreteFontsAndColors() throws {
        let answer = try resolve(
            #"{"style": "subtitleCell", \#(Self.ios18Dark), "content": {"attributedText": \#(Self.dueToday), "#
                + #""secondaryText": "12 unread"}}"#)
        let content = try #require(answer["content"])
        #expect(content["text"] == .null, "the attributed text replaces the plain one")
        let runs = try #require(content["attributedText"]?["runs"]?.arrayValue)
        #expect(runs.count == 2)
        // A run without attributes draws with the text properties: body, label (white in dark).
        #expect(runs[0]["text"]?.stringValue == "Due ")
        #expect(runs[0]["font"]?["textStyle"]?.stringValue == "body")
        #expect(runs[0]["font"]?["pointSize"]?.doubleValue == 17)
        #expect(runs[0]["color"]?.stringValue == "#FFFFFF")
        // A run's own attributes win (§4.2): headline (semibold 17 at Large), systemRed in dark.
        #expect(runs[1]["font"]?["textStyle"]?.stringValue == "headline")
        #expect(runs[1]["font"]?["weight"]?.stringValue == "semibold")
        #expect(runs[1]["font"]?["pointSize"]?.doubleValue == 17)
        #expect(runs[1]["color"]?.stringValue == "#FF453A")
        #expect(content["secondaryText"]?.stringValue == "12 unread")
        #expect(content["secondaryAttributedText"] == .null)
    }

    @Test func aGroupedHeadersUppercaseLeavesAttributedTextAlone() throws {
        let body =
            #"{"style": "groupedHeader", "state": {"traits": {"designGeneration": "ios18"}}, "#
            + #""content": {"attributedText": {"runs": [{"text": "Recent"}]}}}"#
        let content = try #require(try resolve(body)["content"])
        #expect(content["textProperties"]?["transform"]?.stringValue == "uppercase", "§4.7, iOS 14–18")
        #expect(content["attributedText"]?["runs"]?[0]?["text"]?.stringValue == "Recent", "§4.3: not transformed")
    }

    @Test func batchItemsReplaceOneOfAPairWithTheOther() throws {
        let answer = try batch(
            #"{"style": "cell", \#(Self.ios18Dark), "content": {"text": "Inbox", "secondaryText": "12"}, "items": ["#
                + #"{"id": 0, "content": {"attributedText": \#(Self.dueToday)}}, "#
                + #"{"id": 1}, "#
                + ##"{"id": 2, "content": {"secondaryAttributedText": {"runs": [{"text": "3", "color": "#34C759"}]}}}"##
                + #"]}"#)
        let items = try #require(answer["items"]?.arrayValue)
        #expect(items[0]["content"]?["text"] == .null)
        #expect(items[0]["content"]?["attributedText"]?["runs"]?[1]?["color"]?.stringValue == "#FF453A")
        #expect(items[0]["content"]?["secondaryText"]?.stringValue == "12")
        #expect(items[1]["content"]?["text"]?.stringValue == "Inbox")
        #expect(items[1]["content"]?["attributedText"] == .null)
        #expect(items[2]["content"]?["text"]?.stringValue == "Inbox")
        #expect(items[2]["content"]?["secondaryText"] == .null)
        #expect(items[2]["content"]?["secondaryAttributedText"]?["runs"]?[0]?["color"]?.stringValue == "#34C759")
        // The run has no font: the cell's secondary text properties give it theirs, caption 1 (§4.7).
        #expect(
            items[2]["content"]?["secondaryAttributedText"]?["runs"]?[0]?["font"]?["textStyle"]?.stringValue
                == "caption1")
    }

    static let decodingCases: [(body: String, batch: Bool, pointers: Set<String>)] = [
        // Both of a pair: a problem at each.
        (
            #"{"style": "cell", "content": {"text": "a", "attributedText": {"runs": []}}}"#, false,
            ["/content/text", "/content/attributedText"]
        ),
        (
            #"{"style": "cell", "content": {"secondaryAttributedText": {"runs": []}, "secondaryText": "b"}}"#, false,
            ["/content/secondaryText", "/content/secondaryAttributedText"]
        ),
        (
            #"{"style": "cell", "items": [{"content": {"text": "a", "attributedText": {"runs": []}}}]}"#, true,
            ["/items/0/content/text", "/items/0/content/attributedText"]
        ),
        // The shape of attributed text.
        (#"{"style": "cell", "content": {"attributedText": "plain"}}"#, false, ["/content/attributedText"]),
        (#"{"style": "cell", "content": {"attributedText": {}}}"#, false, ["/content/attributedText"]),
        (
            #"{"style": "cell", "content": {"attributedText": {"runs": "x", "style": 1}}}"#, false,
            ["/content/attributedText/runs", "/content/attributedText/style"]
        ),
        (
            #"{"style": "cell", "content": {"secondaryAttributedText": {"runs": [{"font": {"textStyle": "nope"}, "#
                + #""color": 3, "bold": true}, 7]}}}"#, false,
            [
                "/content/secondaryAttributedText/runs/0", "/content/secondaryAttributedText/runs/0/bold",
                "/content/secondaryAttributedText/runs/0/font/textStyle",
                "/content/secondaryAttributedText/runs/0/color", "/content/secondaryAttributedText/runs/1",
            ]
        ),
        (
            #"{"style": "cell", "items": [{"content": {"attributedText": {"runs": [{"text": 1}]}}}]}"#, true,
            ["/items/0/content/attributedText/runs/0/text"]
        ),
        // The locale.
        (#"{"style": "cell", "content": {"locale": "tr_TR"}}"#, false, ["/content/locale"]),
        (#"{"style": "cell", "content": {"locale": "not a tag"}}"#, false, ["/content/locale"]),
        (#"{"style": "cell", "content": {"locale": 7}}"#, false, ["/content/locale"]),
        (#"{"style": "cell", "items": [{"content": {"locale": "en-"}}]}"#, true, ["/items/0/content/locale"]),
    ]

    @Test(arguments: decodingCases)
    func badContentIsA422AtItsPointers(_ body: String, _ batch: Bool, _ pointers: Set<String>) {
        let problems = problems(body, batch: batch)
        #expect(Set(problems.map(\.pointer.description)) == pointers, "\(problems)")
        #expect(problems.count == pointers.count)
    }

    @Test func bothOfAPairAreNamedInTheMessageAndAnUnderscoreSuggestsAHyphen() {
        let both = problems(#"{"style": "cell", "content": {"text": "a", "attributedText": {"runs": []}}}"#)
        #expect(both.allSatisfy { $0.message.contains("\"text\" and \"attributedText\"") })
        let locale = problems(#"{"style": "cell", "content": {"locale": "tr_TR"}}"#)
        #expect(locale.first?.suggestion == "tr-TR")
        #expect(locale.first?.message.contains("BCP 47") == true)
    }

    @Test func nullClearsOneOfAPairAndTheOtherMayBeGiven() throws {
        let content = try #require(
            try resolve(
                #"{"style": "cell", "content": {"text": null, "attributedText": {"runs": [{"text": "a"}]}}}"#)[
                    "content"])
        #expect(content["attributedText"]?["runs"]?[0]?["text"]?.stringValue == "a")
    }

    // MARK: The locale (§12.3)

    @Test func theLocaleShapesTheTransformInResolveAndBatch() throws {
        let header = #""style": "groupedHeader", "state": {"traits": {"designGeneration": "ios18"}}"#
        let turkish = try resolve(#"{\#(header), "content": {"text": "istanbul", "locale": "tr"}}"#)
        #expect(turkish["content"]?["text"]?.stringValue == "İSTANBUL")
        let none = try resolve(#"{\#(header), "content": {"text": "istanbul"}}"#)
        #expect(none["content"]?["text"]?.stringValue == "ISTANBUL", "no locale: Unicode default casing, as before")
        let items = try #require(
            try batch(
                #"{\#(header), "content": {"locale": "tr-TR"}, "items": [{"content": {"text": "izmir ılık"}}, "#
                    + #"{"content": {"text": "izmir", "locale": null}}, {"content": {"text": "izmir", "locale": "en"}}]}"#
            )["items"]?.arrayValue)
        #expect(items.map { $0["content"]?["text"]?.stringValue } == ["İZMİR ILIK", "IZMIR", "IZMIR"])
        let lowercased = try resolve(
            #"{"style": "cell", "overrides": {"content": {"textProperties": {"transform": "lowercase"}, "#
                + #""secondaryTextProperties": {"transform": "capitalized"}}}, "#
                + #""content": {"text": "ISPARTA", "secondaryText": "don't e-mail", "locale": "az"}}"#)
        #expect(lowercased["content"]?["text"]?.stringValue == "ısparta")
        #expect(lowercased["content"]?["secondaryText"]?.stringValue == "Don't E-mail")
    }

    // MARK: The image's stroke (§12.2)

    @Test func theStrokeIsAnsweredBesideTheCornerAndFollowsOverrides() throws {
        let plain = try #require(try resolve(#"{"style": "cell", \#(Self.ios18Dark)}"#)["content"]?["imageProperties"])
        #expect(plain["strokeWidth"]?.doubleValue == 0)
        #expect(plain["strokeColor"]?.stringValue == "#0A84FF", "nil means the tint, systemBlue in dark")
        #expect(plain["strokeColorTransformer"] == .null)
        let keys = plain.objectValue?.keys.map { $0 } ?? []
        let corner = try #require(keys.firstIndex(of: "cornerRadius"))
        #expect(
            Array(keys[corner...].prefix(4)) == [
                "cornerRadius", "strokeColor", "strokeColorTransformer", "strokeWidth",
            ])

        let overridden = try #require(
            try resolve(
                #"{"style": "cell", \#(Self.ios18Dark), "tintColor": "systemGreen", "overrides": {"content": "#
                    + #"{"imageProperties": {"strokeWidth": 2, "strokeColorTransformer": "alpha(0.5)"}}}}"#)[
                    "content"]?["imageProperties"])
        #expect(overridden["strokeWidth"]?.doubleValue == 2)
        #expect(overridden["strokeColor"]?.stringValue == "#30D15880", "the transformer applied to the tint")
        #expect(overridden["strokeColorTransformer"]?.stringValue == "alpha(0.5)")
        #expect(
            problems(#"{"style": "cell", "overrides": {"content": {"imageProperties": {"strokeWidth": -1}}}}"#).map(
                \.pointer.description) == ["/overrides/content/imageProperties/strokeWidth"])
    }
}
