import Foundation
import StrictJSON
import StyleDefinitions
import Testing

@testable import StyleHTTPService
@testable import StyleService

/// The documented contract of the web formats, written out independently of the code that produces them: how a page
/// marks each cell state, the state it means in a resolve request, and its token group. Tests resolve through
/// `POST /v1/resolve` bodies and compare with what the stylesheet's cascade or the tokens give.
struct WebStateMark: Hashable {
    /// The selector piece the stylesheet appends to the cell's selector.
    let selector: String
    /// The token group name.
    let group: String
    /// Members of the request's `state` object (`"isSelected": true`).
    let stateMember: String
    /// Marks of one group exclude each other.
    let exclusion: String?

    /// The ways a page marks the state, any one enough; the stylesheet's `selector` is `:is(…)` of them when there
    /// are several.
    var alternatives: [String] { selector.hasPrefix(":is(") ? Self.alternatives(of: selector) : [selector] }

    /// The pieces of `:is(a, b)`, split at top-level commas.
    static func alternatives(of piece: String) -> [String] {
        guard piece.hasPrefix(":is("), piece.hasSuffix(")") else { return [piece] }
        var result = [""]
        var depth = 0
        var quoted = false
        for character in piece.dropFirst(4).dropLast() {
            if character == "\"" { quoted.toggle() }
            if !quoted, character == "[" || character == "(" { depth += 1 }
            if !quoted, character == "]" || character == ")" { depth -= 1 }
            if !quoted, depth == 0, character == "," {
                result.append("")
                continue
            }
            if result[result.count - 1].isEmpty, character == " " { continue }
            result[result.count - 1].append(character)
        }
        return result
    }

    static let system: [WebStateMark] = [
        WebStateMark(
            selector: ":is(:active, [data-highlighted])", group: "highlighted",
            stateMember: #""isHighlighted": true"#, exclusion: nil),
        WebStateMark(
            selector: #":is([aria-selected="true"], [data-selected])"#, group: "selected",
            stateMember: #""isSelected": true"#, exclusion: nil),
        WebStateMark(
            selector: #":is([aria-disabled="true"], [data-disabled])"#, group: "disabled",
            stateMember: #""isDisabled": true"#, exclusion: nil),
        WebStateMark(
            selector: ":is(:focus-visible, [data-focused])", group: "focused", stateMember: #""isFocused": true"#,
            exclusion: nil),
        WebStateMark(selector: "[data-pinned]", group: "pinned", stateMember: #""isPinned": true"#, exclusion: nil),
        WebStateMark(selector: "[data-editing]", group: "editing", stateMember: #""isEditing": true"#, exclusion: nil),
        WebStateMark(
            selector: #":is([aria-expanded="true"], [data-expanded])"#, group: "expanded",
            stateMember: #""isExpanded": true"#, exclusion: nil),
        WebStateMark(selector: "[data-swiped]", group: "swiped", stateMember: #""isSwiped": true"#, exclusion: nil),
        WebStateMark(
            selector: "[data-reordering]", group: "reordering", stateMember: #""isReordering": true"#, exclusion: nil),
        WebStateMark(
            selector: "[data-lifting]", group: "lifting", stateMember: #""cellDragState": "lifting""#, exclusion: "drag"
        ),
        WebStateMark(
            selector: "[data-dragging]", group: "dragging", stateMember: #""cellDragState": "dragging""#,
            exclusion: "drag"),
        WebStateMark(
            selector: "[data-drop-target]", group: "drop-target", stateMember: #""cellDropState": "targeted""#,
            exclusion: "drop"),
        WebStateMark(
            selector: "[data-drop-not-targeted]", group: "drop-not-targeted",
            stateMember: #""cellDropState": "notTargeted""#,
            exclusion: "drop"),
    ]

    /// The seed's archived cell (`archivedCellDocument`): its one custom state.
    static let archived = WebStateMark(
        selector: "[data-state-com-my-app-mycell-isarchived]", group: "state-com-my-app-mycell-isarchived",
        stateMember: #""customStates": {"com.my-app.MyCell.isArchived": true}"#, exclusion: "archived")
}

/// A cell as a page shows it: the marks it carries, its Dynamic Type category, its design and the user's settings.
struct WebElement {
    var marks: [WebStateMark] = []
    var rightToLeft = false
    var category: String?
    var dark = false
    var highContrast = false
    /// The design an ancestor's `data-design` names, when it is not the stylesheet's own.
    var design: String?
    /// Which of its alternatives each mark is made with: the `(choice + position)`th, wrapping, so that elements
    /// with different choices use the ARIA attributes, the pseudo-classes and the `data-` attributes in turn.
    var choice = 0

    /// The simple selectors the element carries: one alternative of each mark, `:dir(rtl)`, and the ancestor
    /// attributes of dark mode and increased contrast as the stylesheet's `theme=attribute` writes them (the
    /// user's settings, for a stylesheet of media queries).
    var carried: [String] {
        marks.enumerated().map { position, mark in
            let alternatives = mark.alternatives
            return alternatives[(choice + position) % alternatives.count]
        } + (rightToLeft ? [":dir(rtl)"] : []) + (dark ? [#":is([data-theme="dark"] *)"#] : [])
            + (highContrast ? [#":is([data-contrast="more"] *)"#] : [])
    }

    /// The `POST /v1/resolve` body for the same state; `ownDesign` is the stylesheet's design, which an element with
    /// no `design` shows (the resolver's default when nil).
    func resolveBody(style: String, ownDesign: String? = nil) -> String {
        var traits: [String] = []
        if let design = design ?? ownDesign { traits.append(#""designGeneration": "\#(design)""#) }
        if dark { traits.append(#""userInterfaceStyle": "dark""#) }
        if highContrast { traits.append(#""accessibilityContrast": "high""#) }
        if rightToLeft { traits.append(#""layoutDirection": "rightToLeft""#) }
        if let category { traits.append(#""preferredContentSizeCategory": "\#(category)""#) }
        // Custom states of several marks share one "customStates" object.
        let customPrefix = #""customStates": {"#
        let custom = marks.map(\.stateMember).filter { $0.hasPrefix(customPrefix) }.map {
            $0.dropFirst(customPrefix.count).dropLast()
        }
        var members = marks.map(\.stateMember).filter { !$0.hasPrefix(customPrefix) }
        if !custom.isEmpty { members.append(customPrefix + custom.joined(separator: ", ") + "}") }
        members.append(#""traits": {\#(traits.joined(separator: ", "))}"#)
        return #"{"style": "\#(style)", "state": {\#(members.joined(separator: ", "))}}"#
    }

    /// A selector read as its ancestors (optional: `[data-design="…"] `, `[data-content-size-category="…"] `, or
    /// both as `:is(DC, D C, C D) `), the cell's selector, then simple selectors (`[…]`, `:…(…)`); nil for anything
    /// else, such as a part inside the cell.
    static func parts(of selector: String, cell: String) -> (design: String?, category: String?, pieces: [String])? {
        var rest = Substring(selector)
        var category: String?
        var design: String?
        func attributeValue(_ prefix: String) -> String? {
            guard rest.hasPrefix(prefix) else { return nil }
            return String(rest.dropFirst(prefix.count).prefix { $0 != "\"" })
        }
        let designPrefix = "[data-design=\""
        let categoryPrefix = "[data-content-size-category=\""
        if rest.hasPrefix(":is(" + designPrefix) {
            rest = rest.dropFirst(4)
            guard let designValue = attributeValue(designPrefix) else { return nil }
            let d = "\(designPrefix)\(designValue)\"]"
            rest = rest.dropFirst(d.count)
            guard let categoryValue = attributeValue(categoryPrefix) else { return nil }
            let c = "\(categoryPrefix)\(categoryValue)\"]"
            let whole = ":is(\(d)\(c), \(d) \(c), \(c) \(d)) "
            guard selector.hasPrefix(whole) else { return nil }
            (design, category) = (designValue, categoryValue)
            rest = Substring(selector).dropFirst(whole.count)
        } else if let designValue = attributeValue(designPrefix) {
            design = designValue
            guard let end = rest.range(of: "\"] ") else { return nil }
            rest = rest[end.upperBound...]
        }
        if design == nil || category == nil, let categoryValue = attributeValue(categoryPrefix) {
            category = categoryValue
            guard let end = rest.range(of: "\"] ") else { return nil }
            rest = rest[end.upperBound...]
        }
        guard rest.hasPrefix(cell) else { return nil }
        var pieces: [String] = []
        var depth = 0
        for character in rest.dropFirst(cell.count) {
            if depth == 0, character == "[" || character == ":" { pieces.append("") }
            if character == "[" || character == "(" { depth += 1 }
            if character == "]" || character == ")" { depth -= 1 }
            guard !pieces.isEmpty else { return nil }
            pieces[pieces.count - 1].append(character)
        }
        return (design, category, pieces)
    }

    /// Every element the stylesheet covers exactly for these marks: each mark alone, each pair of marks that can
    /// hold together and each such triple of UIKit's own states, under every combination of dark, increased contrast
    /// and right to left; each Dynamic Type category alone and with each mark; all of it in the stylesheet's own
    /// design and in each of `scopedDesigns` (the `data-design` values of the other designs).
    static func covered(by marks: [WebStateMark], scopedDesigns: [String]) -> [WebElement] {
        ([nil] + scopedDesigns).flatMap { design in
            covered(by: marks).map { element in
                var element = element
                element.design = design
                return element
            }
        }
    }

    /// ``covered(by:scopedDesigns:)`` in the stylesheet's own design.
    static func covered(by marks: [WebStateMark]) -> [WebElement] {
        func compatible(_ marks: [WebStateMark]) -> Bool {
            let groups = marks.compactMap(\.exclusion)
            return Set(groups).count == groups.count
        }
        let system = marks.filter(WebStateMark.system.contains)
        var elements: [WebElement] = []
        for dark in [false, true] {
            for highContrast in [false, true] {
                for rightToLeft in [false, true] {
                    let context = WebElement(rightToLeft: rightToLeft, dark: dark, highContrast: highContrast)
                    elements.append(context)
                    for (index, first) in marks.enumerated() {
                        elements.append(context.marked([first]))
                        for second in marks[(index + 1)...] where compatible([first, second]) {
                            elements.append(context.marked([first, second]))
                        }
                    }
                    for (index, first) in system.enumerated() {
                        for (offset, second) in system[(index + 1)...].enumerated() {
                            for third in system[(index + offset + 2)...] where compatible([first, second, third]) {
                                elements.append(context.marked([first, second, third]))
                            }
                        }
                    }
                }
            }
        }
        for category in contentSizeCategories where category != "large" {
            elements.append(WebElement(category: category))
            for mark in marks { elements.append(WebElement(marks: [mark], category: category)) }
        }
        // Each element marks its states another way than the one before, so every alternative is checked.
        for index in elements.indices { elements[index].choice = index }
        return elements
    }

    /// UIKit's content size categories, as the page names them.
    static let contentSizeCategories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    private func marked(_ marks: [WebStateMark]) -> WebElement {
        var element = self
        element.marks = marks
        return element
    }
}

extension WebElement {
    /// The element a custom-property rule was written for: its marks (from `marks`), category and media; nil for a
    /// rule on a part inside the cell or with a piece the marks do not know.
    init?(rule: ParsedStylesheet.Rule, cell: String, marks known: [WebStateMark]) {
        guard let parts = Self.parts(of: rule.selector, cell: cell) else { return nil }
        category = parts.category
        design = parts.design
        dark = rule.media?.contains("(prefers-color-scheme: dark)") ?? false
        highContrast = rule.media?.contains("(prefers-contrast: more)") ?? false
        for piece in parts.pieces {
            if piece == ":dir(rtl)" {
                rightToLeft = true
            } else if let mark = known.first(where: { $0.selector == piece }) {
                marks.append(mark)
            } else {
                return nil
            }
        }
    }
}

/// A stylesheet's custom-property rules on the cell, read once, and what the cascade makes of them for an element:
/// the rules whose media and selector match, by specificity (each attribute or pseudo-class after the cell's
/// selector, and the category's and the design's ancestor attributes, count one) then source order.
struct WebCascade {
    private struct Rule {
        let order: Int
        let dark: Bool
        let highContrast: Bool
        let category: String?
        let design: String?
        /// The simple selectors after the cell's, one bit each (see `pieceBits`).
        let pieces: UInt64
        let specificity: Int
        let declarations: [(name: String, value: String)]
    }

    private let rules: [Rule]
    private let pieceBits: [String: UInt64]
    /// Each rule piece's alternatives: the piece matches an element that carries any of them.
    private let alternativesOf: [String: [String]]

    init(_ sheet: ParsedStylesheet, cell: String) {
        var pieceBits: [String: UInt64] = [:]
        var alternativesOf: [String: [String]] = [:]
        rules = sheet.rules.enumerated().compactMap { order, rule in
            guard let parts = WebElement.parts(of: rule.selector, cell: cell) else { return nil }
            var media = rule.media ?? ""
            var features: Set<String> = []
            for feature in ["(prefers-color-scheme: dark)", "(prefers-contrast: more)"] {
                guard let range = media.range(of: feature) else { continue }
                features.insert(feature)
                media.removeSubrange(range)
            }
            // A query with a feature this reader does not know never matches here.
            guard media.replacingOccurrences(of: "and", with: "").allSatisfy({ $0 == " " }) else { return nil }
            var pieces: UInt64 = 0
            for piece in parts.pieces {
                if pieceBits[piece] == nil { pieceBits[piece] = 1 << UInt64(pieceBits.count) }
                pieces |= pieceBits[piece] ?? 0
            }
            for piece in parts.pieces where alternativesOf[piece] == nil {
                alternativesOf[piece] = WebStateMark.alternatives(of: piece)
            }
            return Rule(
                order: order, dark: features.contains("(prefers-color-scheme: dark)"),
                highContrast: features.contains("(prefers-contrast: more)"), category: parts.category,
                design: parts.design, pieces: pieces,
                specificity: (parts.category == nil ? 0 : 1) + (parts.design == nil ? 0 : 1) + parts.pieces.count,
                declarations: rule.declarations.filter { $0.name.hasPrefix("--") })
        }
        self.pieceBits = pieceBits
        self.alternativesOf = alternativesOf
    }

    /// The custom properties the element gets from the rules (those before the `limit`th of the sheet, when given).
    func properties(for element: WebElement, before limit: Int? = nil) -> [String: String] {
        var carried: UInt64 = 0
        let simple = Set(element.carried)
        for (piece, bit) in pieceBits
        where simple.contains(piece) || alternativesOf[piece, default: [piece]].contains(where: simple.contains) {
            carried |= bit
        }
        let applicable = rules.filter { rule in
            rule.order < (limit ?? Int.max) && (!rule.dark || element.dark)
                && (!rule.highContrast || element.highContrast)
                && (rule.category == nil || rule.category == element.category)
                && (rule.design == nil || rule.design == element.design) && rule.pieces & ~carried == 0
        }
        var properties: [String: String] = [:]
        for rule in applicable.sorted(by: { ($0.specificity, $0.order) < ($1.specificity, $1.order) }) {
            for (name, value) in rule.declarations { properties[name] = value }
        }
        return properties
    }
}

/// A resolver over an in-memory registry with the built-ins and the seed's archived cell.
struct WebFormatFixture {
    let registry = StyleRegistry(store: nil)
    let resolver = Resolver(batchLimit: 100, reader: JSONReader())

    init() throws {
        _ = try registry.put(name: "archivedCell", document: JSONReader().parse(Array(archivedCellDocument.utf8)))
        _ = try registry.put(name: "accessoryRow", document: JSONReader().parse(Array(Self.accessoryRowDocument.utf8)))
    }

    /// An inset-grouped row with one accessory of every type, a label whose text needs escaping, tints of its own on
    /// two of them, and a rule that hides the chevron while the row is disabled.
    static let accessoryRowDocument = #"""
        {"extends": "insetGroupedCell",
         "overrides": {"accessories": [
           {"type": "disclosureIndicator"}, {"type": "outlineDisclosure"}, {"type": "checkmark", "tintColor": "#34C759"},
           {"type": "delete", "tintColor": "#FF9500", "backgroundColor": "#FFFFFF"}, {"type": "insert"},
           {"type": "reorder"}, {"type": "multiselect"}, {"type": "label", "text": "12 \"new\" <b>"},
           {"type": "detail"}, {"type": "popUpMenu"}]},
         "rules": [{"when": {"isDisabled": true},
                    "set": {"accessories": [{"type": "disclosureIndicator", "isHidden": true}]}}]}
        """#

    func style(_ name: String) throws -> StyleDefinition {
        try #require(registry.snapshot[name]).definition
    }

    /// The JSON answer of a resolve body.
    func json(_ body: String) throws -> JSONValue {
        try JSONReader().parse(resolver.resolve(body: Array(body.utf8), snapshot: registry.snapshot))
    }

    /// The custom properties of the CSS answer of a resolve body. The answer is one rule, one declaration a line
    /// (``ParsedStylesheet`` reads it fully in the tests of that answer); read line by line here, as the stylesheet
    /// tests ask for thousands.
    func cssProperties(_ body: String, options: CSSOptions = CSSOptions()) throws -> [String: String] {
        let css = try resolver.resolve(
            body: Array(body.utf8), snapshot: registry.snapshot, as: .css, cssOptions: options)
        let lines = String(decoding: css, as: UTF8.self).split(separator: "\n")
        try #require(lines.first == ":root {" && lines.last == "}")
        var properties: [String: String] = [:]
        for line in lines.dropFirst().dropLast() {
            let parts = line.dropFirst(2).dropLast().split(separator: ":", maxSplits: 1)
            try #require(parts.count == 2 && line.hasPrefix("  --") && line.hasSuffix(";"), "\(line)")
            properties[String(parts[0])] = String(parts[1].dropFirst())
        }
        return properties
    }
}
