/// A BCP 47 language tag (RFC 5646), such as `tr`, `tr-TR` or `az-Latn-AZ`: the locale a text transform follows.
///
/// UIKit's text transform uses the current locale (Apple's UIListContentConfiguration documentation; Foundation's
/// casing follows the locale); a port that serves many apps takes the locale with the content instead. Only well-formed
/// tags are made (RFC 5646 §2.1, with §2.2.5's and §2.2.6's rule that a variant or extension singleton appears once)
/// whose primary language subtag has 2 or 3 letters: the 4- and 5–8-letter forms the grammar reserves have no
/// registered subtag, so `english` or `turkish` is refused rather than taken as an unknown language. Whether a subtag
/// is registered with IANA is not otherwise checked. Without Foundation, the module reads only the primary language
/// subtag, for the case mappings that differ from Unicode default casing
/// (``ListContentConfiguration/TextProperties/TextTransform/apply(to:locale:)``).
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The tag as given.
    public let identifier: String
    /// The primary language subtag, lowercased (`tr` for `TR-tr`); nil for a private-use or grandfathered tag.
    public let language: String?

    /// The tag, or nil when `identifier` is not a well-formed BCP 47 tag (`tr_TR`, `english`, `en--US`).
    public init?(_ identifier: String) {
        guard let language = Self.parse(identifier) else { return nil }
        self.identifier = identifier
        self.language = language.isEmpty ? nil : language
    }

    /// The tag as given.
    public var description: String { identifier }

    /// The tags RFC 5646 §2.2.8 keeps as wholes ("grandfathered"), lowercased.
    private static let grandfathered: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo", "i-navajo",
        "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de", "art-lojban", "cel-gaulish",
        "no-bok", "no-nyn", "zh-guoyu", "zh-hakka", "zh-min", "zh-min-nan", "zh-xiang",
    ]

    /// The primary language subtag of a well-formed tag (empty when it has none), or nil when it is not one.
    private static func parse(_ identifier: String) -> String? {
        guard identifier.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let lowered = identifier.lowercased()
        if grandfathered.contains(lowered) { return "" }
        let subtags = lowered.split(separator: "-", omittingEmptySubsequences: false)
        guard subtags.allSatisfy({ (1...8).contains($0.count) && $0.utf8.allSatisfy(isAlphanumeric) }) else {
            return nil
        }
        var index = 0
        func next(_ matches: (Substring) -> Bool) -> Substring? {
            guard index < subtags.count, matches(subtags[index]) else { return nil }
            index += 1
            return subtags[index - 1]
        }
        // A tag of private use only (`x-whatever`).
        if subtags[0] == "x" { return privateUse(subtags.dropFirst()) ? "" : nil }
        // language = 2*3ALPHA ["-" extlang] (the grammar's 4ALPHA and 5*8ALPHA have no registered subtag);
        // extlang = 3ALPHA *2("-" 3ALPHA)
        guard let language = next({ (2...3).contains($0.count) && isAlpha($0) }) else { return nil }
        for _ in 0..<3 where next({ $0.count == 3 && isAlpha($0) }) != nil {}
        // script = 4ALPHA; region = 2ALPHA / 3DIGIT
        _ = next { $0.count == 4 && isAlpha($0) }
        _ = next { ($0.count == 2 && isAlpha($0)) || ($0.count == 3 && $0.utf8.allSatisfy(isDigit)) }
        // variant = 5*8alphanum / (DIGIT 3alphanum), each once
        var variants: Set<Substring> = []
        while let variant = next({ $0.count >= 5 || ($0.count == 4 && $0.utf8.first.map(isDigit) == true) }) {
            guard variants.insert(variant).inserted else { return nil }
        }
        // extension = singleton 1*("-" (2*8alphanum)), each singleton once; then privateuse = "x" 1*("-" 1*8alphanum)
        var singletons: Set<Substring> = []
        while let singleton = next({ $0.count == 1 }) {
            if singleton == "x" { return privateUse(subtags[index...]) ? String(language) : nil }
            guard singletons.insert(singleton).inserted else { return nil }
            var parts = 0
            while next({ $0.count >= 2 }) != nil { parts += 1 }
            guard parts > 0 else { return nil }
        }
        return index == subtags.count ? String(language) : nil
    }

    /// Whether the subtags after an `x` singleton make a private-use part: at least one.
    private static func privateUse(_ subtags: ArraySlice<Substring>) -> Bool { !subtags.isEmpty }

    private static func isAlpha(_ subtag: Substring) -> Bool {
        subtag.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}
