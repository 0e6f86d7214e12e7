import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@testable import StyleService

/// The resolution memo changes no byte: JSON answers from a resolver with the memo (a key's first request resolved as
/// without a memo, the second kept, the rest copied with their own strings) are the answers of a resolver without it, for a generated table of styles,
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

    @Test func aKeyIsKeptFromItsSecondRequestOn() throws {
        let memo = ResolutionMemo()
        let style = try #require(registry.snapshot["cell"])
        let key = ResolutionMemo.Key(
            styleName: "cell", styleDigest: style.digest, state: CellConfigurationState(traitCollection: .init()),
            tintColor: .systemBlue, overrides: ConfigurationOverrides())
        var made = 0
        func make() -> EncodedResolution {
            made += 1
            return EncodedResolution(style.definition.resolve(state: key.state, makingConcrete: false), for: key)
        }
        #expect(memo.encoded(for: key, making: make) == nil, "the first request is only noted")
        #expect(made == 0)
        let second = try #require(memo.encoded(for: key, making: make), "the second is kept")
        let third = try #require(memo.encoded(for: key, making: make))
        #expect(second === third && made == 1, "the third is the kept one")
        var other = key
        other.tintColor = .systemPink
        #expect(memo.encoded(for: other, making: make) == nil, "another tint is another key")
    }

    @Test func aStyleChangedUnderItsNameIsResolvedAnew() throws {
        let memoized = Resolver(batchLimit: 10, memo: ResolutionMemo())
        let body = Array(
            #"{"style": "archivable", "state": {"customStates": {"com.example.isArchived": true}}}"#.utf8)
        func cornerRadius(_ answer: [UInt8]) throws -> Double? {
            try JSONReader().parse(answer)["background"]?["cornerRadius"]?.doubleValue
        }
        for _ in 0..<3 { #expect(try cornerRadius(memoized.resolve(body: body, snapshot: registry.snapshot)) == 4) }
        _ = try registry.put(name: "archivable", document: Self.archivable(cornerRadius: 20))
        let expected = try Resolver(batchLimit: 10).resolve(body: body, snapshot: registry.snapshot)
        #expect(try cornerRadius(expected) == 20)
        for _ in 0..<3 { #expect(try memoized.resolve(body: body, snapshot: registry.snapshot) == expected) }
    }
}
