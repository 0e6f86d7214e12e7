import Testing
import ViewConfigurations

/// The text transform as corrected by reference §12.3: `.capitalized` splits words on whitespace only and lowercases
/// the rest of each word (Foundation's `capitalized`), and upper- and lowercase follow the locale (Unicode's
/// SpecialCasing.txt language rules for Turkish, Azeri and Lithuanian; Unicode default casing otherwise).
@Suite("Text transform (§4.3, §12.3)")
struct TextTransformTests {
    typealias Transform = ListContentConfiguration.TextProperties.TextTransform

    struct Case: Sendable, CustomTestStringConvertible {
        let transform: Transform
        let locale: String?
        let text: String
        let expected: String
        init(_ transform: Transform, _ locale: String?, _ text: String, _ expected: String) {
            self.transform = transform
            self.locale = locale
            self.text = text
            self.expected = expected
        }
        var testDescription: String { "\(transform) \(locale ?? "-") \(text.debugDescription)" }
    }

    static let cases: [Case] = [
        // §12.3: words split on whitespace only; the rest of a word is lowercased.
        Case(.capitalized, nil, "don't e-mail", "Don't E-mail"),
        Case(.capitalized, nil, "hELLO wORLD", "Hello World"),
        Case(.capitalized, nil, "rock'n'roll (live)", "Rock'n'roll (live)"),
        Case(.capitalized, nil, "1st place", "1st Place"),
        Case(.capitalized, nil, "  two  spaces\tand\nlines", "  Two  Spaces\tAnd\nLines"),
        Case(.capitalized, nil, "ǆungla", "ǅungla"),  // titlecase, not uppercase, for a digraph
        Case(.capitalized, nil, "", ""),
        // Without a locale, or with one whose casing is Unicode default: as before.
        Case(.uppercase, nil, "straße istanbul", "STRASSE ISTANBUL"),
        Case(.lowercase, nil, "INBOX", "inbox"),
        Case(.uppercase, "en-US", "i", "I"),
        Case(.lowercase, "de", "İ", "i\u{0307}"),
        Case(.none, "tr", "istanbul", "istanbul"),
        // Turkish and Azeri: dotted and dotless i.
        Case(.uppercase, "tr", "i", "İ"),
        Case(.uppercase, "tr", "ı", "I"),
        Case(.uppercase, "tr-TR", "istanbul ılık", "İSTANBUL ILIK"),
        Case(.lowercase, "tr", "I", "ı"),
        Case(.lowercase, "tr", "İ", "i"),
        Case(.lowercase, "tr", "ISPARTA İZMİR", "ısparta izmir"),
        Case(.lowercase, "tr", "I\u{0307}", "i"),
        Case(.capitalized, "tr", "izmir ılık", "İzmir Ilık"),
        Case(.capitalized, "TR", "IŞIK", "Işık"),
        Case(.uppercase, "az-Latn-AZ", "i", "İ"),
        Case(.lowercase, "az", "I", "ı"),
        // Lithuanian: i keeps its dot under an accent above in lowercase; the dot goes in uppercase.
        Case(.lowercase, "lt", "\u{00CC}", "i\u{0307}\u{0300}"),
        Case(.lowercase, "lt", "\u{00CD}", "i\u{0307}\u{0301}"),
        Case(.lowercase, "lt", "\u{0128}", "i\u{0307}\u{0303}"),
        Case(.lowercase, "lt", "I\u{0300}", "i\u{0307}\u{0300}"),
        Case(.lowercase, "lt", "JIS", "jis"),
        Case(.uppercase, "lt", "i\u{0307}\u{0300}", "I\u{0300}"),
        Case(.uppercase, "lt", "i", "I"),
        Case(.capitalized, "lt", "i\u{0307}\u{0301} j", "I\u{0301} J"),
    ]

    @Test(arguments: cases)
    func theTransformFollowsTheLocale(_ test: Case) throws {
        let locale = try test.locale.map { try #require(LanguageTag($0)) }
        let drawn = test.transform.apply(to: test.text, locale: locale)
        // Scalar by scalar: canonical equivalence would hide a missing or extra dot.
        #expect(Array(drawn.unicodeScalars) == Array(test.expected.unicodeScalars), "\(drawn.debugDescription)")
    }

    @Test func withoutALocaleTheTransformIsUnicodeDefaultCasing() {
        #expect(Transform.uppercase.apply(to: "i ı") == "I I")
        #expect(Transform.lowercase.apply(to: "I İ") == "i i\u{0307}")
        #expect(Transform.capitalized.apply(to: "don't e-mail") == "Don't E-mail")
    }

    @Test func theResolvedTextFollowsTheLocaleAndTheGroupedHeaderUppercases() throws {
        // The iOS 14–18 grouped header uppercases its text (§4.3).
        let ios18 = TraitCollection(designGeneration: .ios18)
        var header = ListContentConfiguration.groupedHeader().updated(
            for: CellConfigurationState(traitCollection: ios18))
        header.text = "istanbul"
        #expect(header.resolved(with: ios18).text == "ISTANBUL")
        #expect(header.resolved(with: ios18, locale: LanguageTag("tr")).text == "İSTANBUL")
    }

    static let wellFormedTags: [(String, String?)] = [
        ("tr", "tr"), ("tr-TR", "tr"), ("TR-tr", "tr"), ("az-Latn-AZ", "az"), ("zh-Hant-TW", "zh"),
        ("zh-yue-HK", "zh"), ("es-419", "es"), ("de-CH-1996", "de"), ("sl-rozaj-biske", "sl"),
        ("en-US-x-twain", "en"), ("en-a-bbb-x-a-ccc", "en"), ("x-whatever", nil), ("i-klingon", nil),
        ("lt", "lt"), ("haw-US", "haw"),
    ]

    @Test(arguments: wellFormedTags)
    func wellFormedTagsAreTakenWithTheirLanguage(_ identifier: String, _ language: String?) throws {
        let tag = try #require(LanguageTag(identifier))
        #expect(tag.identifier == identifier)
        #expect(tag.language == language)
    }

    static let malformedTags = [
        "", "tr_TR", "en--US", "-en", "en-", "e", "123", "en-US-US", "de-1996-1996", "en-a", "en-a-bb-a-cc", "türkçe",
        "en-x", "toolongtag", "en-US-\u{212A}", "en US", "i", "english", "turkish", "abcd",
    ]

    @Test(arguments: malformedTags)
    func malformedTagsAreRefused(_ identifier: String) {
        #expect(LanguageTag(identifier) == nil)
    }
}
