/// The case mappings of the text transform without Foundation: Unicode default casing (the Swift standard library's),
/// plus the language-conditional mappings of Unicode's SpecialCasing.txt for the languages
/// ``ReferenceChoices/caseTailoring(forLanguage:)`` names. Other locale-specific casing that ICU adds beyond
/// SpecialCasing.txt (Greek accent removal in uppercase, Dutch `IJ` in titlecase) is not done: those languages get
/// Unicode default casing.
enum TextCasing {
    /// A language's departure from Unicode default casing.
    enum Tailoring: Hashable, Sendable {
        /// Unicode default casing.
        case none
        /// Turkish and Azeri: dotted and dotless i are separate letters (`i` ↔ `İ`, `ı` ↔ `I`).
        case turkic
        /// Lithuanian: a lowercase i keeps its dot under accents above (`I` + grave → `i̇̀`), and the dot goes in
        /// uppercase.
        case lithuanian
    }

    private enum Mode { case upper, lower, title }

    /// `text` in uppercase.
    static func uppercased(_ text: String, _ tailoring: Tailoring) -> String {
        guard tailoring != .none else { return text.uppercased() }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        map(scalars, scalars.indices, .upper, tailoring, into: &result)
        return String(result)
    }

    /// `text` in lowercase.
    static func lowercased(_ text: String, _ tailoring: Tailoring) -> String {
        guard tailoring != .none else { return text.lowercased() }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        map(scalars, scalars.indices, .lower, tailoring, into: &result)
        return String(result)
    }

    /// `text` with the first character of each word in titlecase and every other character in lowercase, words being
    /// split where ``ReferenceChoices/startsCapitalizedWord(after:)`` says (on whitespace only, as Foundation's
    /// `capitalized`).
    static func capitalized(_ text: String, _ tailoring: Tailoring) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var offset = 0
        var atWordStart = true
        for character in text {
            let count = character.unicodeScalars.count
            map(scalars, offset..<(offset + count), atWordStart ? .title : .lower, tailoring, into: &result)
            offset += count
            atWordStart = ReferenceChoices.startsCapitalizedWord(after: character)
        }
        return String(result)
    }

    /// Appends the scalars in `range` mapped to `mode`: a character's first scalar in titlecase and its others in
    /// lowercase for `.title`. Contexts look at the whole string, as SpecialCasing.txt's conditions do.
    private static func map(
        _ scalars: [Unicode.Scalar], _ range: Range<Int>, _ mode: Mode, _ tailoring: Tailoring,
        into result: inout String.UnicodeScalarView
    ) {
        for index in range {
            let scalar = scalars[index]
            let scalarMode: Mode = mode == .title && index != range.lowerBound ? .lower : mode
            if let tailored = tailored(scalars, index, scalarMode, tailoring, titling: mode == .title) {
                result.append(contentsOf: tailored.unicodeScalars)
                continue
            }
            let properties = scalar.properties
            switch scalarMode {
            case .upper: result.append(contentsOf: properties.uppercaseMapping.unicodeScalars)
            case .lower: result.append(contentsOf: properties.lowercaseMapping.unicodeScalars)
            case .title: result.append(contentsOf: properties.titlecaseMapping.unicodeScalars)
            }
        }
    }

    private static let combiningDotAbove: Unicode.Scalar = "\u{0307}"

    /// The language-conditional mapping of SpecialCasing.txt for the scalar at `index`, or nil for the default one.
    /// `titling` says the scalar belongs to a character being titlecased, where an uppercase context holds.
    private static func tailored(
        _ scalars: [Unicode.Scalar], _ index: Int, _ mode: Mode, _ tailoring: Tailoring, titling: Bool
    ) -> String? {
        let scalar = scalars[index]
        let upperContext = mode != .lower || titling
        switch (tailoring, upperContext) {
        case (.none, _): return nil
        case (.turkic, true):
            // i → İ in upper and title case.
            return scalar == "i" ? "\u{0130}" : nil
        case (.turkic, false):
            switch scalar {
            case "\u{0130}": return "i"
            // A dot above an I is its dot: I + dot → i.
            case combiningDotAbove where after(scalars, index, { $0 == "I" }): return ""
            case "I": return before(scalars, index, { $0 == combiningDotAbove }) ? "i" : "\u{0131}"
            default: return nil
            }
        case (.lithuanian, true):
            // The dot of a soft-dotted letter (i, j, į …) goes when it is uppercased.
            return scalar == combiningDotAbove && after(scalars, index, { $0.properties.isSoftDotted }) ? "" : nil
        case (.lithuanian, false):
            let moreAbove = before(scalars, index, { $0.properties.canonicalCombiningClass.rawValue == 230 })
            switch scalar {
            case "I": return moreAbove ? "i\u{0307}" : nil
            case "J": return moreAbove ? "j\u{0307}" : nil
            case "\u{012E}": return moreAbove ? "\u{012F}\u{0307}" : nil
            case "\u{00CC}": return "i\u{0307}\u{0300}"
            case "\u{00CD}": return "i\u{0307}\u{0301}"
            case "\u{0128}": return "i\u{0307}\u{0303}"
            default: return nil
            }
        }
    }

    /// Whether a scalar before `index` matches, with no scalar of combining class 0 (a base) or 230 (above) between:
    /// SpecialCasing.txt's After_I and After_Soft_Dotted.
    private static func after(
        _ scalars: [Unicode.Scalar], _ index: Int, _ matches: (Unicode.Scalar) -> Bool
    ) -> Bool {
        var position = index - 1
        while position >= 0 {
            let scalar = scalars[position]
            if matches(scalar) { return true }
            let combiningClass = scalar.properties.canonicalCombiningClass.rawValue
            if combiningClass == 0 || combiningClass == 230 { return false }
            position -= 1
        }
        return false
    }

    /// Whether a scalar after `index` matches, with no scalar of combining class 0 or 230 between: SpecialCasing.txt's
    /// Before_Dot and More_Above.
    private static func before(
        _ scalars: [Unicode.Scalar], _ index: Int, _ matches: (Unicode.Scalar) -> Bool
    ) -> Bool {
        var position = index + 1
        while position < scalars.count {
            let scalar = scalars[position]
            if matches(scalar) { return true }
            let combiningClass = scalar.properties.canonicalCombiningClass.rawValue
            if combiningClass == 0 || combiningClass == 230 { return false }
            position += 1
        }
        return false
    }
}
