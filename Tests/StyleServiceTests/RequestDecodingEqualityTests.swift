import Foundation
import StrictJSON
import StyleDefinitions
import StyleService
import Testing

/// The request side of resolve and batch gives what it gave before its second optimisation pass: a generated table of good
/// and bad bodies (styles, states, traits, custom states, content, overrides, unknown and misplaced fields, in
/// varying member order; batches with top-level and item problems; malformed JSON), each with its outcome recorded
/// from `main` at 8629e5b (again when requests gained the button fields) in
/// `Tests/Fixtures/request-decoding-outcomes.txt`: the answer's length and digest, the
/// batch's item problems, or the error's case and every problem's pointer, message and suggestion.
///
/// `RECORD_REQUEST_DECODING=1 swift test --filter RequestDecodingEqualityTests` rewrites the file from the code as
/// it is (only ever from code known to be right).
@Suite("Request decoding: the same answers and problems as before")
struct RequestDecodingEqualityTests {
    let resolver = Resolver(batchLimit: 4)
    let registry: StyleRegistry

    init() throws {
        registry = try .holding(
            "archivable",
            document: #"""
                {"extends": "cell", "keys": {"com.example.isArchived": {"type": "boolean", "default": false},
                 "com.example.level": {"type": "number", "default": 0}}}
                """#)
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/request-decoding-outcomes.txt")

    // MARK: The table

    /// One member of a request: values that decode, then values with problems.
    struct Axis {
        let good: [String]
        let bad: [String]

        /// A good value three times in four.
        func pick(_ mixer: inout Mixer) -> String {
            mixer.next(4) == 0 ? bad[mixer.next(bad.count)] : good[mixer.next(good.count)]
        }
    }

    static let style = Axis(
        good: [#""style": "sidebarCell""#, #""style": "archivable""#, #""style": "valueCell""#],
        bad: [#""style": "sidebarcel""#, #""style": 3"#, "", #""style": "zzz""#])
    static let state = Axis(
        good: [
            "", #""state": {}"#, #""state": {"isSelected": true}"#,
            #""state": {"traits": {"userInterfaceStyle": "dark", "preferredContentSizeCategory": "extraLarge"}}"#,
            #""state": {"customStates": {"com.example.isArchived": true, "com.example.level": 2}}"#,
            #""state": {"customStates": {"x": "y", "z": 1.5}}"#,
            #""state": {"cellDragState": "lifting", "cellDropState": "targeted", "isHighlighted": false}"#,
            #""state": {"isDisabled": true, "traits": {"designGeneration": "ios18", "displayScale": 3}}"#,
            #""state": {"isEditing": true, "isExpanded": true, "isSwiped": false, "isReordering": true, "isPinned": true}"#,
            #""state": {"traits": {"horizontalSizeClass": "compact", "userInterfaceIdiom": "pad", "#
                + #""legibilityWeight": "bold", "listEnvironment": "insetGrouped", "accessibilityContrast": "high", "#
                + #""userInterfaceLevel": "elevated", "activeAppearance": "inactive", "verticalSizeClass": "regular", "#
                + #""containerWidth": 800, "layoutDirection": "rightToLeft"}, "isFocused": true}"#,
        ],
        bad: [
            #""state": {"isSelected": "yes"}"#, #""state": {"selected": true, "isHighlighted": false}"#,
            #""state": {"traits": {"userInterfaceStyle": "dim"}, "isFocused": 1}"#,
            #""state": {"traits": {"colour": 1, "layoutDirection": "rightToLeft"}}"#, #""state": {"traits": []}"#,
            #""state": {"customStates": {"com.example.isArchived": 1, "other": "x"}}"#,
            #""state": {"customStates": {"x": null}}"#, #""state": {"customStates": 4}"#,
            #""state": {"cellDragState": "lifting", "cellDropState": "nowhere"}"#, #""state": []"#,
            #""state": {"traits": {"displayScale": 11, "containerWidth": "wide"}}"#,
        ])
    static let extra = Axis(
        good: ["", "", ##""tintColor": "#34C759""##, #""tintColor": "systemRed""#],
        bad: [
            #""traits": {}"#, #""colour": "red""#, #""customStates": {}"#, #""tintColor": "greenish""#,
            #""tintColor": 5"#, #""tintColor": "systemRed", "isSelected": true"#,
        ])
    static let content = Axis(
        good: [
            "", #""content": {"text": "Inbox", "secondaryText": "12 unread", "image": "tray"}"#,
            #""content": {"text": "Straße", "locale": "tr"}"#, #""content": {"locale": null, "image": null}"#,
            #""content": {"attributedText": {"runs": [{"text": "b", "font": {"textStyle": "headline"}}]}}"#,
            #""content": {"secondaryAttributedText": {"runs": [{"text": "y", "color": "systemRed"}]}}"#,
        ],
        bad: [
            #""content": {"text": 1}"#, #""content": {"text": "a", "attributedText": {"runs": [{"text": "b"}]}}"#,
            #""content": {"caption": "x"}"#, #""content": {"locale": 5, "image": null}"#, #""content": "text""#,
            #""content": {"attributedText": {"runs": [{"text": "b", "font": {"textStyle": "huge"}}]}}"#,
        ])
    static let overrides = Axis(
        good: ["", "", #""overrides": {"background": {"cornerRadius": 12}}"#],
        bad: [
            #""overrides": {"background": {"cornerRadius": "round"}}"#, #""overrides": {"content": {"bogus": 1}}"#,
            #""overrides": []"#,
        ])

    /// A small deterministic generator (the table must be the same on every run).
    struct Mixer {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// The members in a shuffled order, as an object.
    static func object(_ members: [String], _ mixer: inout Mixer) -> String {
        var members = members.filter { !$0.isEmpty }
        for index in stride(from: members.count - 1, to: 0, by: -1) {
            members.swapAt(index, mixer.next(index + 1))
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// Batch items, each as its members.
    static let items: [[String]] = [
        [#""id": 1"#], [#""id": "a""#, #""state": {"isSelected": true}"#],
        [#""id": 2"#, #""style": "archivable""#, #""state": {"customStates": {"com.example.isArchived": "x"}}"#],
        [#""style": "nope""#], [#""id": 4"#, #""content": {"text": "Row"}"#], [#""id": 5"#, #""colour": 1"#],
        [#""id": 6"#, #""state": {"traits": {"userInterfaceStyle": "dim"}}"#], [#""id": 7"#, #""items": []"#],
        [#""id": 8"#, #""overrides": {"background": {"cornerRadius": 4}}"#], [#""id": null"#, #""style": 4"#],
        [#""id": 9"#, #""state": {"isHighlighted": true}"#, #""content": {"text": "Row 9", "secondaryText": "2"}"#],
        [
            #""id": 10"#, #""style": "valueCell""#,
            #""state": {"isSelected": true, "traits": {"userInterfaceStyle": "light"}}"#,
        ],
        [#""id": 11"#, #""traits": {"userInterfaceStyle": "dark"}"#],
    ]

    /// Single requests, then batches, then bodies that are not requests at all.
    static let table: [(body: String, batch: Bool)] = {
        var mixer = Mixer(state: 16)
        var table: [(String, Bool)] = []
        for _ in 0..<320 {
            let members = [
                style.pick(&mixer), state.pick(&mixer), extra.pick(&mixer), content.pick(&mixer),
                overrides.pick(&mixer),
            ]
            table.append((object(members, &mixer), false))
        }
        for _ in 0..<160 {
            var itemList: [String] = []
            for _ in 0..<mixer.next(6) {
                if mixer.next(12) == 0 {
                    itemList.append(["3", "null", "[]"][mixer.next(3)])
                } else {
                    itemList.append(object(items[mixer.next(items.count)], &mixer))
                }
            }
            let itemsMember: String
            switch mixer.next(16) {
            case 0: itemsMember = ""
            case 1: itemsMember = #""items": {}"#
            default: itemsMember = #""items": ["# + itemList.joined(separator: ", ") + "]"
            }
            let members = [
                style.pick(&mixer), mixer.next(2) == 0 ? state.pick(&mixer) : "",
                mixer.next(3) == 0 ? extra.pick(&mixer) : "", mixer.next(3) == 0 ? content.pick(&mixer) : "",
                itemsMember,
            ]
            table.append((object(members, &mixer), true))
        }
        let malformed = [
            #"{"style": "cell",}"#, #"{"style": "cell", "style": "cell"}"#, "[1]", #""x""#,
            #"{"st\u0061te": {}, "style": "cell"}"#,
            #"{"style": "cell", "state": {"isSelected": true, "isSelected": false}}"#,
            "{", "", #"{"style":"cell"} x"#, #"{"style": "cell", "content": {"text": "a\u0000b"}}"#,
            #"{"style": "c\u0065ll", "state": {"isSelect\u0065d": true}}"#, "null", #"{"items": 3}"#,
        ]
        for body in malformed {
            table.append((body, false))
            table.append((body, true))
        }
        return table
    }()

    // MARK: Outcomes

    /// FNV-1a, 64 bits: enough to tell two answers apart.
    static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// What the core answers `body` with, on one line.
    func outcome(_ body: String, batch: Bool) -> String {
        do throws(ServiceError) {
            let bytes =
                batch
                ? try resolver.resolveBatch(body: Array(body.utf8), snapshot: registry.snapshot)
                : try resolver.resolve(body: Array(body.utf8), snapshot: registry.snapshot)
            var text = "answer \(bytes.count) \(Self.digest(bytes))"
            if batch, let items = (try? JSONReader().parse(bytes))?["items"]?.arrayValue {
                for item in items where item["problem"] != nil {
                    text += " | item \(item["id"] ?? .null): \(item["problem"] ?? .null)"
                }
            }
            return text
        } catch {
            var text: String
            switch error {
            case .emptyBody: text = "emptyBody"
            case .malformedJSON(let parseError): text = "malformedJSON \(parseError.kind) \(parseError)"
            case .invalid: text = "invalid"
            case .invalidQuery: text = "invalidQuery"
            case .tooManyCombinations: text = "tooManyCombinations"
            case .overBudget(let work, let budget): text = "overBudget \(work.steps) of \(budget)"
            case .notExportable(let format, _): text = "notExportable \(format)"
            case .unknownStyle(let name, _, let suggestion):
                text = "unknownStyle \(JSONValue.string(name)) suggesting \(suggestion ?? "nothing")"
            }
            for problem in error.problems {
                text += " | \(problem.pointer) \(JSONValue.string(problem.message))"
                if let suggestion = problem.suggestion { text += " suggesting \(suggestion)" }
            }
            return text
        }
    }

    /// The file's lines: each request (`> `, JSON-escaped) then its outcome (`< `).
    func outcomes() -> String {
        var text = ""
        for (body, batch) in Self.table {
            text += "> \(batch ? "batch" : "resolve") \(JSONValue.string(body))\n< \(outcome(body, batch: batch))\n"
        }
        return text
    }

    @Test func everyRequestOfTheTableAnswersAsRecorded() throws {
        let actual = outcomes()
        if ProcessInfo.processInfo.environment["RECORD_REQUEST_DECODING"] == "1" {
            try actual.write(to: Self.fixture, atomically: true, encoding: .utf8)
        }
        let recorded = try String(contentsOf: Self.fixture, encoding: .utf8)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let recordedLines = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(actualLines.count == recordedLines.count)
        var mismatches = 0
        for (index, (got, expected)) in zip(actualLines, recordedLines).enumerated() where got != expected {
            mismatches += 1
            guard mismatches <= 10 else { break }
            Issue.record("\(recordedLines[index - index % 2])\nexpected: \(expected)\n     got: \(got)")
        }
        #expect(mismatches == 0)
    }

    @Test func theTableCoversAnswersAndEveryKindOfProblem() {
        let lines = outcomes().split(separator: "\n").filter { $0.hasPrefix("< ") }
        #expect(lines.count == Self.table.count)
        #expect(lines.count(where: { $0.hasPrefix("< answer") }) >= 40)
        #expect(lines.count(where: { $0.hasPrefix("< invalid") }) >= 200)
        #expect(lines.count(where: { $0.hasPrefix("< unknownStyle") }) >= 5)
        #expect(lines.count(where: { $0.hasPrefix("< malformedJSON") }) >= 10)
        #expect(lines.count(where: { $0.contains(" | item ") }) >= 40)
        #expect(lines.count(where: { $0.contains(" suggesting ") }) >= 40)
    }
}
