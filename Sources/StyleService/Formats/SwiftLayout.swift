/// Lays out the Swift export's long lines as `swift format` does with no configuration (lines of at most 100
/// columns, two-space indents), so the file passes `swift format lint --strict` unchanged: an assignment whose call
/// does not fit continues its arguments on the next line, and an `if` whose condition does not fit breaks before
/// its top-level `||` or `&&`, filling each line, with the brace on a line of its own; a closure's parameters that
/// do not fit follow its brace on the next line.
enum SwiftLayout {
    /// The longest line `swift format` keeps.
    static let lineLength = 100

    /// `line` (without its indent) at `indent` spaces, as one or more lines with their indents.
    static func lines(_ line: String, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        guard indent + line.count > lineLength else { return [pad + line] }
        if line.hasPrefix("if "), line.hasSuffix(" {") {
            return brokenCondition(String(line.dropFirst(3).dropLast(2)), pad: pad)
        }
        // A closure's parameters that do not fit go on the next line (`x = UIConfigurationColorTransformer {`).
        if line.hasSuffix(" in"), let brace = line.ranges(of: " { ").last {
            return [pad + line[..<brace.lowerBound] + " {", pad + "  " + line[brace.upperBound...]]
        }
        if let open = callStart(line) {
            let head = String(line[...open])
            let arguments = String(line[line.index(after: open)...])
            if indent + 2 + arguments.count <= lineLength { return [pad + head, pad + "  " + arguments] }
            let each = split(String(arguments.dropLast()), at: ", ")
            return [pad + head]
                + each.enumerated().map {
                    pad + "  " + $0.element + ($0.offset == each.count - 1 ? ")" : ",")
                }
        }
        return [pad + line]
    }

    /// An `if` condition broken before its top-level operators.
    private static func brokenCondition(_ condition: String, pad: String) -> [String] {
        let terms = split(condition)
        var lines = [pad + "if " + terms[0]]
        for term in terms.dropFirst() {
            if lines[lines.count - 1].count + 1 + term.count <= lineLength {
                lines[lines.count - 1] += " " + term
            } else {
                lines.append(pad + "  " + term)
            }
        }
        return lines + [pad + "{"]
    }

    /// The condition's terms, each after the first starting with its operator (`|| state.isSelected`).
    private static func split(_ text: String) -> [String] {
        split(text, at: " ", before: ["|| ", "&& "])
    }

    /// `text` cut at each top-level `separator` (outside brackets and strings) that `before` one of `followers`
    /// (any, when empty); the separator is dropped.
    private static func split(_ text: String, at separator: String, before followers: [String] = []) -> [String] {
        var cuts: [Range<String.Index>] = []
        var depth = 0
        for index in code(in: text) {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default:
                guard depth == 0, text[index...].hasPrefix(separator) else { continue }
                let end = text.index(index, offsetBy: separator.count)
                if followers.isEmpty || followers.contains(where: { text[end...].hasPrefix($0) }) {
                    cuts.append(index..<end)
                }
            }
        }
        var parts: [String] = []
        var start = text.startIndex
        for cut in cuts {
            parts.append(String(text[start..<cut.lowerBound]))
            start = cut.upperBound
        }
        return parts + [String(text[start...])]
    }

    /// The `(` of a statement's call whose `)` ends the line (`x = UIColor(…)`); nil when the line holds more than
    /// that call.
    private static func callStart(_ line: String) -> String.Index? {
        guard line.hasSuffix(")"), let equals = line.firstRange(of: " = ") else { return nil }
        var open: String.Index?
        var depth = 0
        for index in code(in: line) where index >= equals.upperBound {
            if line[index] == "(" {
                if open == nil { open = index }
                depth += 1
            } else if line[index] == ")" {
                depth -= 1
                if depth == 0 { return line.index(after: index) == line.endIndex ? open : nil }
            } else if open == nil && line[index] == "\"" {
                return nil
            }
        }
        return nil
    }

    /// The positions of the characters of `text` outside its string literals' contents (`\"` inside one is text).
    private static func code(in text: String) -> [String.Index] {
        var positions: [String.Index] = []
        var inString = false
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "\"" { inString = true }
            positions.append(index)
        }
        return positions
    }
}
