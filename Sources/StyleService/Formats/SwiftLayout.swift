/// Lays out the Swift export's long lines as `swift format` does with no configuration (lines of at most 100
/// columns, two-space indents), so the file passes `swift format lint --strict` unchanged: an assignment whose call
/// does not fit continues its arguments on the next line, and an `if` whose condition does not fit breaks before
/// its top-level `||` or `&&`, filling each line, with the brace on a line of its own.
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
        if let open = callStart(line) {
            let head = String(line[...open])
            let arguments = String(line[line.index(after: open)...])
            if indent + 2 + arguments.count <= lineLength { return [pad + head, pad + "  " + arguments] }
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
        var cuts: [String.Index] = []
        var depth = 0
        for index in code(in: text) {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case " " where depth == 0:
                let rest = text[text.index(after: index)...]
                if rest.hasPrefix("|| ") || rest.hasPrefix("&& ") { cuts.append(index) }
            default: break
            }
        }
        var terms: [String] = []
        var start = text.startIndex
        for cut in cuts {
            terms.append(String(text[start..<cut]))
            start = text.index(after: cut)
        }
        return terms + [String(text[start...])]
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
