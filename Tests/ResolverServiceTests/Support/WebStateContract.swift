import Foundation
import JSON
@testable import ResolverService
import StyleRegistry
import Testing

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

    static let system: [WebStateMark] = [
        WebStateMark(selector: "[data-highlighted]", group: "highlighted", stateMember: #""isHighlighted": true"#, exclusion: nil),
        WebStateMark(selector: "[data-selected]", group: "selected", stateMember: #""isSelected": true"#, exclusion: nil),
        WebStateMark(selector: #"[aria-disabled="true"]"#, group: "disabled", stateMember: #""isDisabled": true"#, exclusion: nil),
        WebStateMark(
            selector: ":is(:focus-visible, [data-focused])", group: "focused", stateMember: #""isFocused": true"#, exclusion: nil),
        WebStateMark(selector: "[data-pinned]", group: "pinned", stateMember: #""isPinned": true"#, exclusion: nil),
        WebStateMark(selector: "[data-editing]", group: "editing", stateMember: #""isEditing": true"#, exclusion: nil),
        WebStateMark(selector: #"[aria-expanded="true"]"#, group: "expanded", stateMember: #""isExpanded": true"#, exclusion: nil),
        WebStateMark(selector: "[data-swiped]", group: "swiped", stateMember: #""isSwiped": true"#, exclusion: nil),
        WebStateMark(selector: "[data-reordering]", group: "reordering", stateMember: #""isReordering": true"#, exclusion: nil),
        WebStateMark(selector: "[data-lifting]", group: "lifting", stateMember: #""cellDragState": "lifting""#, exclusion: "drag"),
        WebStateMark(selector: "[data-dragging]", group: "dragging", stateMember: #""cellDragState": "dragging""#, exclusion: "drag"),
        WebStateMark(selector: "[data-drop-target]", group: "drop-target", stateMember: #""cellDropState": "targeted""#, exclusion: "drop"),
        WebStateMark(
            selector: "[data-drop-not-targeted]", group: "drop-not-targeted", stateMember: #""cellDropState": "notTargeted""#,
            exclusion: "drop"),
    ]

    /// The seed's archived cell (`archivedCellDocument`): its one custom state.
    static let archived = WebStateMark(
        selector: "[data-state-com-my-app-mycell-isarchived]", group: "state-com-my-app-mycell-isarchived",
        stateMember: #""customStates": {"com.my-app.MyCell.isArchived": true}"#, exclusion: "archived")
}

/// A cell as a page shows it: the marks it carries, its Dynamic Type category and the user's settings.
struct WebElement {
    var marks: [WebStateMark] = []
    var rightToLeft = false
    var category: String?
    var dark = false
    var highContrast = false

    /// The `POST /v1/resolve` body for the same state.
    func resolveBody(style: String) -> String {
        var traits: [String] = []
        if dark { traits.append(#""userInterfaceStyle": "dark""#) }
        if highContrast { traits.append(#""accessibilityContrast": "high""#) }
        if rightToLeft { traits.append(#""layoutDirection": "rightToLeft""#) }
        if let category { traits.append(#""preferredContentSizeCategory": "\#(category)""#) }
        // Custom states of several marks share one "customStates" object.
        let customPrefix = #""customStates": {"#
        let custom = marks.map(\.stateMember).filter { $0.hasPrefix(customPrefix) }.map { $0.dropFirst(customPrefix.count).dropLast() }
        var members = marks.map(\.stateMember).filter { !$0.hasPrefix(customPrefix) }
        if !custom.isEmpty { members.append(customPrefix + custom.joined(separator: ", ") + "}") }
        members.append(#""traits": {\#(traits.joined(separator: ", "))}"#)
        return #"{"style": "\#(style)", "state": {\#(members.joined(separator: ", "))}}"#
    }

    /// The custom properties the cascade gives this element: the rules whose selector and media match, by
    /// specificity (each attribute or pseudo-class and the category's ancestor attribute count one) then source order.
    func cascadedProperties(_ sheet: ParsedStylesheet, cell: String, before limit: Int? = nil) -> [String: String] {
        var applicable: [(specificity: Int, order: Int)] = []
        for (order, rule) in sheet.rules.prefix(limit ?? sheet.rules.count).enumerated() {
            guard mediaMatches(rule.media), let specificity = specificity(ifMatching: rule.selector, cell: cell) else { continue }
            applicable.append((specificity, order))
        }
        var properties: [String: String] = [:]
        for (_, order) in applicable.sorted(by: { ($0.specificity, $0.order) < ($1.specificity, $1.order) }) {
            for (name, value) in sheet.rules[order].declarations where name.hasPrefix("--") { properties[name] = value }
        }
        return properties
    }

    private func mediaMatches(_ media: String?) -> Bool {
        guard let media else { return true }
        var rest = media
        for (feature, holds) in [("(prefers-color-scheme: dark)", dark), ("(prefers-contrast: more)", highContrast)] {
            guard let range = rest.range(of: feature) else { continue }
            if !holds { return false }
            rest.removeSubrange(range)
        }
        // Anything else in the query is a feature this reader does not know: never a match.
        return rest.replacingOccurrences(of: "and", with: "").allSatisfy { $0 == " " }
    }

    /// The rule's specificity beyond the cell's selector when it selects this element (not a part inside it).
    private func specificity(ifMatching selector: String, cell: String) -> Int? {
        guard let parts = Self.parts(of: selector, cell: cell), parts.category == nil || parts.category == category else { return nil }
        let carried = Set(marks.map(\.selector) + (rightToLeft ? [":dir(rtl)"] : []))
        guard parts.pieces.allSatisfy(carried.contains) else { return nil }
        return (parts.category == nil ? 0 : 1) + parts.pieces.count
    }

    /// A selector read as `[data-content-size-category="…"] ` (optional), the cell's selector, then simple
    /// selectors (`[…]`, `:…(…)`); nil for anything else, such as a part inside the cell.
    private static func parts(of selector: String, cell: String) -> (category: String?, pieces: [String])? {
        var rest = Substring(selector)
        var category: String?
        let categoryPrefix = "[data-content-size-category=\""
        if rest.hasPrefix(categoryPrefix) {
            category = String(rest.dropFirst(categoryPrefix.count).prefix { $0 != "\"" })
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
        return (category, pieces)
    }

    /// Every element the stylesheet covers exactly for these marks: each mark alone and each pair of marks that can
    /// hold together, under every combination of dark, increased contrast and right to left; each Dynamic Type
    /// category alone and with each mark.
    static func covered(by marks: [WebStateMark]) -> [WebElement] {
        var elements: [WebElement] = []
        for dark in [false, true] {
            for highContrast in [false, true] {
                for rightToLeft in [false, true] {
                    let context = WebElement(rightToLeft: rightToLeft, dark: dark, highContrast: highContrast)
                    elements.append(context)
                    for (index, first) in marks.enumerated() {
                        elements.append(context.marked([first]))
                        for second in marks[(index + 1)...] where first.exclusion == nil || first.exclusion != second.exclusion {
                            elements.append(context.marked([first, second]))
                        }
                    }
                }
            }
        }
        for category in contentSizeCategories where category != "large" {
            elements.append(WebElement(category: category))
            for mark in marks { elements.append(WebElement(marks: [mark], category: category)) }
        }
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

/// A resolver over an in-memory registry with the built-ins and the seed's archived cell.
struct WebFormatFixture {
    let registry = StyleRegistry(store: nil)
    let resolver = Resolver(batchLimit: 100, reader: JSONReader())

    init() throws {
        _ = try registry.put(name: "archivedCell", document: JSONReader().parse(Array(archivedCellDocument.utf8)))
    }

    func style(_ name: String) throws -> StyleDefinition {
        try #require(registry.snapshot[name]).definition
    }

    /// The JSON answer of a resolve body.
    func json(_ body: String) throws -> JSONValue {
        try JSONReader().parse(resolver.resolve(body: Array(body.utf8), snapshot: registry.snapshot).get())
    }

    /// The custom properties of the CSS answer of a resolve body.
    func cssProperties(_ body: String) throws -> [String: String] {
        let css = try resolver.resolve(body: Array(body.utf8), snapshot: registry.snapshot, as: .css).get()
        let sheet = try ParsedStylesheet(String(decoding: css, as: UTF8.self))
        try #require(sheet.rules.count == 1)
        return Dictionary(uniqueKeysWithValues: sheet.rules[0].declarations.map { ($0.name, $0.value) })
    }
}
