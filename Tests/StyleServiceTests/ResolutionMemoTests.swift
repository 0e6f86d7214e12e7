import JSON
import StyleRegistry
import Testing

@testable import StyleService

/// The resolution memo changes no byte: JSON answers from a resolver with the memo (the first of a key resolved, the
/// rest copied with their own strings) are the answers of a resolver without it, for a generated table of styles,
/// states, strings, tints and overrides, with a memo small enough to start over; and a style changed under the same
/// name is never answered from its old entries.
@Suite("Resolution memo")
struct ResolutionMemoTests {
    static let styles = [
        "cell", "subtitleCell", "valueCell", "sidebarCell", "groupedCell", "groupedHeader", "plainHeader",
        "sidebarHeader", "archivable",
    ]
    static let states = [
        "{}", #"{"isSelected": true}"#, #"{"isHighlighted": true, "traits": {"userInterfaceStyle": "dark"}}"#,
        #"{"isDisabled": true, "traits": {"preferredContentSizeCategory": "accessibilityLarge"}}"#,
        #"{"traits": {"layoutDirection": "rightToLeft", "designGeneration": "ios18"}}"#,
        #"{"customStates": {"com.example.isArchived": true}}"#,
    ]
    /// Each row's own strings: plain, localized (a header uppercases `i` as `İ` in Turkish), attributed, none.
    static let contents = [
        #"{"text": "Inbox 1", "secondaryText": "12 unread"}"#,
        #"{"text": "Inbox 2", "image": "tray"}"#,
        #"{"text": "istanbul", "locale": "tr"}"#,
        #"{"attributedText": {"runs": [{"text": "Due "}, {"text": "today", "color": "systemRed"}]}}"#,
        #"{}"#,
    ]
    static let extras = [
        "", #", "tintColor": "systemPink""#, #", "overrides": {"background": {"cornerRadius": 12}}"#,
    ]

    let registry: StyleRegistry

    init() throws {
        registry = StyleRegistry(store: nil)
        _ = try registry.put(name: "archivable", document: Self.archivable(cornerRadius: 4))
    }

    /// A style with a custom state and a rule over it.
    static func archivable(cornerRadius: Int) throws -> JSONValue {
        try JSONReader().parse(
            Array(
                """
                {"extends": "cell", "keys": {"com.example.isArchived": {"type": "boolean", "default": false}},
                 "rules": [{"when": {"customStates": {"com.example.isArchived": true}},
                            "set": {"background": {"cornerRadius": \(cornerRadius)}}}]}
                """.utf8))
    }

    @Test(arguments: [1, 3, 512])
    func memoizedAnswersAreTheResolvedAnswers(memoEntries: Int) throws {
        let plain = Resolver(batchLimit: 10)
        let memoized = Resolver(batchLimit: 10, memo: ResolutionMemo(maximumEntries: memoEntries))
        var compared = 0
        for style in Self.styles {
            for state in Self.states {
                for extra in Self.extras {
                    for content in Self.contents {
                        let body = Array(
                            #"{"style": "\#(style)", "state": \#(state), "content": \#(content)\#(extra)}"#.utf8)
                        let expected = try plain.resolve(body: body, snapshot: registry.snapshot)
                        let answered = try memoized.resolve(body: body, snapshot: registry.snapshot)
                        #expect(
                            answered == expected,
                            "\(String(decoding: body, as: UTF8.self)):\n\(String(decoding: answered, as: UTF8.self))")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 9 * 6 * 3 * 5)
    }

    @Test func aStyleChangedUnderItsNameIsResolvedAnew() throws {
        let memoized = Resolver(batchLimit: 10, memo: ResolutionMemo())
        let body = Array(
            #"{"style": "archivable", "state": {"customStates": {"com.example.isArchived": true}}}"#.utf8)
        func cornerRadius(_ answer: [UInt8]) throws -> Double? {
            try JSONReader().parse(answer)["background"]?["cornerRadius"]?.doubleValue
        }
        #expect(try cornerRadius(memoized.resolve(body: body, snapshot: registry.snapshot)) == 4)
        _ = try registry.put(name: "archivable", document: Self.archivable(cornerRadius: 20))
        let changed = try memoized.resolve(body: body, snapshot: registry.snapshot)
        #expect(try cornerRadius(changed) == 20)
        #expect(changed == (try Resolver(batchLimit: 10).resolve(body: body, snapshot: registry.snapshot)))
    }
}
