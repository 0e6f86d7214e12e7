import Foundation

/// A small CSS reader for the tests: enough of CSS Syntax to read what the service writes (comments, strings, style
/// rules, `@media` blocks holding style rules, `@layer` blocks holding both) and to refuse what a browser would read differently. Reading checks
/// that blocks balance, that comments and strings close, that no rule is empty and that no rule declares a property
/// twice; ``undefinedVariables`` checks that every `var(--x)` used is declared somewhere.
struct ParsedStylesheet {
    struct Rule {
        /// The `@media` prelude (`(prefers-color-scheme: dark)`), nil outside one.
        var media: String?
        /// The `@layer` the rule is in, nil outside one.
        var layer: String?
        var selector: String
        var declarations: [(name: String, value: String)]

        subscript(name: String) -> String? { declarations.first { $0.name == name }?.value }

        /// Whether the rule is on the list around the cells (`[data-list]:has(<cell>)`), not on a cell.
        var isListContainer: Bool { selector.contains("[data-list]:has(") }
    }

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    var rules: [Rule] = []

    /// Reads a stylesheet, throwing at the first thing that is not well formed.
    init(_ text: String) throws {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        try Self.readRules(&reader, media: nil, layer: nil, nested: false, into: &rules)
    }

    /// Reads rules up to the end of the text, or of the block when `nested`: style rules, `@media` blocks, and
    /// `@layer NAME` blocks (not inside `@media`, not nested).
    private static func readRules(
        _ reader: inout Reader, media: String?, layer: String?, nested: Bool, into rules: inout [Rule]
    ) throws {
        while true {
            let (prelude, end) = try reader.readUntilBlock()
            guard let end else {
                guard !nested else { throw ParseError(description: "a block is not closed") }
                guard prelude.isEmpty else { throw ParseError(description: "text after the last rule: \(prelude)") }
                return
            }
            if end == "}" {
                guard nested else { throw ParseError(description: "a \"}\" closes nothing after \(prelude)") }
                guard prelude.isEmpty else {
                    throw ParseError(description: "text before the end of a block: \(prelude)")
                }
                return
            }
            if prelude.hasPrefix("@media") {
                let query = String(prelude.dropFirst("@media".count)).trimmed
                guard !query.isEmpty else { throw ParseError(description: "@media without a query") }
                guard media == nil else { throw ParseError(description: "@media inside @media") }
                try readRules(&reader, media: query, layer: layer, nested: true, into: &rules)
            } else if prelude.hasPrefix("@layer ") {
                let name = String(prelude.dropFirst("@layer".count)).trimmed
                guard layer == nil, media == nil, !name.isEmpty,
                    name.unicodeScalars.allSatisfy({
                        CharacterSet.alphanumerics.contains($0) || "-_".unicodeScalars.contains($0)
                    })
                else { throw ParseError(description: "unexpected @layer \(name)") }
                try readRules(&reader, media: nil, layer: name, nested: true, into: &rules)
            } else {
                guard !prelude.hasPrefix("@") else { throw ParseError(description: "unexpected at-rule \(prelude)") }
                var rule = try reader.readRule(selector: prelude, media: media)
                rule.layer = layer
                rules.append(rule)
            }
        }
    }

    /// Every custom property a `var()` names that no rule declares.
    var undefinedVariables: Set<String> {
        let declared = Set(rules.flatMap { $0.declarations.map(\.name) }.filter { $0.hasPrefix("--") })
        var used: Set<String> = []
        for rule in rules {
            for (_, value) in rule.declarations {
                var rest = Substring(value)
                while let start = rest.range(of: "var(") {
                    rest = rest[start.upperBound...]
                    let name = rest.prefix { $0 != ")" && $0 != "," }.trimmingCharacters(in: .whitespaces)
                    used.insert(name)
                }
            }
        }
        return used.subtracting(declared)
    }

    /// Reads scalars, skipping comments and keeping strings whole.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var position = 0

        /// The text up to the next `{`, `}` or `;` outside strings, parentheses and brackets, comments dropped; the
        /// delimiter (nil at the end of the text).
        mutating func read(stoppingAt stops: Set<Unicode.Scalar>) throws -> (text: String, delimiter: Unicode.Scalar?) {
            var text = ""
            var nesting: [Unicode.Scalar] = []
            while position < scalars.count {
                let scalar = scalars[position]
                if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                    guard
                        let close = (position + 2..<scalars.count).first(where: {
                            scalars[$0] == "*" && $0 + 1 < scalars.count && scalars[$0 + 1] == "/"
                        })
                    else { throw ParseError(description: "a comment is not closed") }
                    position = close + 2
                    continue
                }
                position += 1
                if scalar == "\"" || scalar == "'" {
                    text.unicodeScalars.append(scalar)
                    while true {
                        guard position < scalars.count, scalars[position] != "\n" else {
                            throw ParseError(description: "a string is not closed: \(text)")
                        }
                        let inner = scalars[position]
                        position += 1
                        text.unicodeScalars.append(inner)
                        if inner == "\\", position < scalars.count {
                            text.unicodeScalars.append(scalars[position])
                            position += 1
                        } else if inner == scalar {
                            break
                        }
                    }
                    continue
                }
                if scalar == "(" { nesting.append(")") }
                if scalar == "[" { nesting.append("]") }
                if scalar == ")" || scalar == "]" {
                    guard nesting.last == scalar else {
                        throw ParseError(description: "an unbalanced \"\(scalar)\" in \(text)")
                    }
                    nesting.removeLast()
                }
                if nesting.isEmpty, stops.contains(scalar) { return (text.trimmed, scalar) }
                if scalar == "{" || scalar == "}" { throw ParseError(description: "a \"\(scalar)\" inside \(text)") }
                text.unicodeScalars.append(scalar)
            }
            guard nesting.isEmpty else { throw ParseError(description: "an unclosed bracket in \(text)") }
            return (text.trimmed, nil)
        }

        mutating func readUntilBlock() throws -> (String, Unicode.Scalar?) {
            let (text, delimiter) = try read(stoppingAt: ["{", "}", ";"])
            if delimiter == ";" { throw ParseError(description: "a \";\" outside a rule after \(text)") }
            return (text, delimiter)
        }

        /// The declarations of a style rule whose `{` was just read, up to its `}`.
        mutating func readRule(selector: String, media: String?) throws -> Rule {
            guard !selector.isEmpty else { throw ParseError(description: "a rule without a selector") }
            var rule = Rule(media: media, selector: selector, declarations: [])
            while true {
                let (text, delimiter) = try read(stoppingAt: [";", "}", "{"])
                if delimiter == "{" || delimiter == nil {
                    throw ParseError(description: "rule \(selector) is not closed")
                }
                if !text.isEmpty {
                    guard let colon = text.firstIndex(of: ":") else {
                        throw ParseError(description: "a declaration without a colon in \(selector): \(text)")
                    }
                    let name = String(text[..<colon]).trimmed
                    let value = String(text[text.index(after: colon)...]).trimmed
                    guard !name.isEmpty, !value.isEmpty else {
                        throw ParseError(description: "an empty name or value in \(selector): \(text)")
                    }
                    guard rule[name] == nil else { throw ParseError(description: "\(selector) declares \(name) twice") }
                    rule.declarations.append((name, value))
                }
                if delimiter == "}" { break }
            }
            guard !rule.declarations.isEmpty else { throw ParseError(description: "rule \(selector) is empty") }
            return rule
        }
    }
}

extension StringProtocol {
    fileprivate var trimmed: String {
        String(self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
