import StrictJSON
import StyleDefinitions

/// How a CSS answer is written, the same on every CSS answer (`POST /v1/resolve` as `text/css`, a style's
/// stylesheet): a prefix for the custom properties so they cannot collide with the page's, a cascade layer, the
/// length unit, and how dark mode and increased contrast are switched. The defaults write what the service always
/// wrote, so existing pages keep working.
package struct CSSOptions: Hashable, Sendable {
    /// The unit lengths are written in.
    package enum Units: String, CaseIterable, Hashable, Sendable {
        /// One point per CSS pixel (`17px`).
        case px
        /// Points ÷ 16 (`1.0625rem`), so the reader's font-size setting scales every length.
        case rem
    }

    /// What switches the dark and increased-contrast rules of a stylesheet.
    package enum Theme: String, CaseIterable, Hashable, Sendable {
        /// The user's settings: `@media (prefers-color-scheme: dark)`, `@media (prefers-contrast: more)`.
        case media
        /// The page's choice: `data-theme="dark"`, `data-contrast="more"` on any ancestor, with `color-scheme`.
        case attribute
        /// `light-dark()` values for colors that differ between light and dark, following `color-scheme`;
        /// increased contrast stays a media query.
        case lightDark = "light-dark"
    }

    /// The query parameters of the options.
    package static let parameters = ["prefix", "layer", "units", "theme"]
    /// Longest prefix or layer name accepted.
    static let maximumNameLength = 64

    /// Custom properties are named `--{prefix}-…` when set; `--…` when nil.
    package var prefix: String?
    /// The cascade layer every rule is wrapped in (`@layer NAME { … }`), when set.
    package var layer: String?
    /// The unit lengths are written in.
    package var units = Units.px
    /// What switches the dark and increased-contrast rules.
    package var theme = Theme.media

    /// The defaults: no prefix, no layer, `px`, media queries.
    package init() {}

    /// The start of every custom property's name: `--` or `--{prefix}-`.
    var propertyPrefix: String { prefix.map { "--\($0)-" } ?? "--" }

    /// A property's custom-property name under the prefix (`--app-background-color`).
    func name(_ property: WebProperty) -> String { propertyPrefix + property.cssName.dropFirst(2) }

    /// Reads one of ``parameters``; the problem, pointing at the parameter, when the value cannot be used.
    mutating func read(_ name: String, value: String) -> DocumentProblem? {
        let pointer = JSONPointer(tokens: [name])
        switch name {
        case "prefix", "layer":
            if let problem = Self.problem(inIdentifier: value) {
                return DocumentProblem(pointer: pointer, message: problem)
            }
            if name == "prefix" { prefix = value } else { layer = value }
            return nil
        case "units":
            var decoder = DocumentDecoder()
            guard let units = decoder.name(.string(value), as: Units.self, at: pointer) else {
                return decoder.problems.first
            }
            self.units = units
            return nil
        default:
            var decoder = DocumentDecoder()
            guard let theme = decoder.name(.string(value), as: Theme.self, at: pointer) else {
                return decoder.problems.first
            }
            self.theme = theme
            return nil
        }
    }

    /// The options among query items, other parameters left to their endpoint: each problem points at its parameter
    /// (`/prefix`), as ``FormatQuery`` does.
    package static func decode(_ items: [(name: String, value: String)]) throws(ServiceError) -> CSSOptions {
        // Most requests have no query: every resolve asks, so they skip the set and the list below.
        if items.isEmpty { return CSSOptions() }
        var options = CSSOptions()
        var problems: [DocumentProblem] = []
        var seen: Set<String> = []
        for (name, value) in items where parameters.contains(name) {
            guard seen.insert(name).inserted else {
                problems.append(
                    DocumentProblem(
                        pointer: JSONPointer(tokens: [name]), message: "\"\(name)\" is given more than once"))
                continue
            }
            if let problem = options.read(name, value: value) { problems.append(problem) }
        }
        guard problems.isEmpty else { throw .invalidQuery(problems) }
        return options
    }

    /// Why a name cannot be a prefix or layer, or nil when it can: an ASCII CSS identifier, a letter or `_` first,
    /// then letters, digits, `-` and `_`, at most ``maximumNameLength`` characters. Nothing in it can leave the
    /// name it is written in.
    static func problem(inIdentifier name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "the name is empty" }
        guard name.unicodeScalars.count <= maximumNameLength else {
            return "the name has \(name.unicodeScalars.count) characters; at most \(maximumNameLength) are accepted"
        }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        }
        guard isLetter(first) else {
            return "a CSS identifier starts with a letter or \"_\"; found \"\(name.prefix(1))\""
        }
        for scalar in name.unicodeScalars
        where !(isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "-") {
            return "a CSS identifier holds letters, digits, \"-\" and \"_\" only; found "
                + (scalar.value < 0x20 || scalar.value == 0x7F ? "a control character" : "\"\(scalar)\"")
        }
        return nil
    }
}
