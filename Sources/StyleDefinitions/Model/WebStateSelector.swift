import StrictJSON

/// The CSS selector a boolean custom state is bound to on the web (`"web": {"selector": ":hover"}` in a key's
/// declaration): the state holds where the element matches it. Kept as its parsed parts, never as the text given,
/// so the formats write it with their own escaping: one pseudo-class from ``pseudoClasses``, or one attribute
/// selector (`[name]`, `[name="value"]`, `[name~="value"]`).
public enum WebStateSelector: Hashable, Sendable {
    /// How an attribute selector compares the attribute's value.
    public enum Match: String, Hashable, Sendable {
        /// `[name="value"]`: the whole value.
        case equals = "="
        /// `[name~="value"]`: one word of a space-separated list.
        case includesWord = "~="
    }

    /// A pseudo-class, by its name without the colon (`hover`).
    case pseudoClass(String)
    /// An attribute selector: the attribute's name, and the match and value when it tests the value.
    case attribute(name: String, match: Match?, value: String)

    /// The pseudo-classes a state may bind to: simple ones, with no argument, each weighing one class.
    public static let pseudoClasses = [
        "hover", "focus", "focus-visible", "focus-within", "active", "checked", "disabled", "enabled", "invalid",
        "valid", "required", "optional", "placeholder-shown", "open", "target", "visited", "indeterminate",
        "read-only", "read-write", "user-invalid", "user-valid",
    ]
    /// Longest attribute name accepted.
    public static let maximumNameLength = 64
    /// Longest attribute value accepted, in characters.
    public static let maximumValueLength = 200

    /// Whether the selector is `:hover`, which the stylesheet writes under `@media (hover: hover)`.
    public var isHover: Bool { self == .pseudoClass("hover") }

    /// The selector as a document gives it (`:hover`, `[data-open="yes"]`), for answers that list it.
    public var text: String {
        switch self {
        case .pseudoClass(let name): ":" + name
        case .attribute(let name, nil, _): "[\(name)]"
        case .attribute(let name, let match?, let value): "[\(name)\(match.rawValue)\"\(value)\"]"
        }
    }

    /// Parses a selector, or reports its problem at `pointer` (with the nearest pseudo-class for a misspelt one).
    package static func parse(
        _ text: String, at pointer: JSONPointer, decoder: inout DocumentDecoder
    ) -> WebStateSelector? {
        switch parse(text, at: pointer) {
        case .success(let selector): return selector
        case .failure(let problem):
            decoder.report(problem.problem)
            return nil
        }
    }

    /// A problem as an error, for the parser's result.
    private struct Problem: Error {
        let problem: DocumentProblem
    }

    private static func parse(_ text: String, at pointer: JSONPointer) -> Result<WebStateSelector, Problem> {
        let scalars = Array(text.unicodeScalars)
        if scalars.first == ":" {
            let name = String(String.UnicodeScalarView(scalars.dropFirst()))
            guard pseudoClasses.contains(name) else {
                let shown = scalars.count > 40 ? String(text.prefix(40)) + "…" : text
                return .failure(
                    Problem(
                        problem:
                            DocumentProblem.unknownName(
                                text, among: pseudoClasses.map { ":" + $0 }, at: pointer,
                                message: "unsupported pseudo-class \"\(shown)\"; expected one of: "
                                    + pseudoClasses.map { ":" + $0 }.joined(separator: ", "))))
            }
            return .success(.pseudoClass(name))
        }
        guard scalars.first == "[", scalars.last == "]", scalars.count >= 3 else {
            return .failure(
                Problem(
                    problem:
                        DocumentProblem(
                            pointer: pointer,
                            message: "expected one pseudo-class (:hover, :focus-within, …) or one attribute selector "
                                + "([name], [name=\"value\"], [name~=\"value\"]), found \"\(text.prefix(40))\"")))
        }
        return parseAttribute(scalars.dropFirst().dropLast(), at: pointer)
    }

    /// The inside of `[…]`: a name, then nothing or `=`/`~=` and a double-quoted value.
    private static func parseAttribute(
        _ inner: ArraySlice<Unicode.Scalar>, at pointer: JSONPointer
    ) -> Result<WebStateSelector, Problem> {
        func failure(_ message: String) -> Result<WebStateSelector, Problem> {
            .failure(Problem(problem: DocumentProblem(pointer: pointer, message: message)))
        }
        let nameEnd = inner.firstIndex { !isNameScalar($0) } ?? inner.endIndex
        let name = String(String.UnicodeScalarView(inner[..<nameEnd]))
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
            return failure("an attribute name starts with a letter and holds letters, digits, \"-\" and \"_\"")
        }
        guard name.unicodeScalars.count <= maximumNameLength else {
            return failure("the attribute name has more than \(maximumNameLength) characters")
        }
        var rest = inner[nameEnd...]
        if rest.isEmpty { return .success(.attribute(name: name, match: nil, value: "")) }
        let match: Match
        if rest.starts(with: "~=".unicodeScalars) {
            match = .includesWord
            rest = rest.dropFirst(2)
        } else if rest.first == "=" {
            match = .equals
            rest = rest.dropFirst()
        } else {
            return failure("after the attribute name, expected \"]\", \"=\" or \"~=\"; found \"\(rest.first ?? " ")\"")
        }
        guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else {
            if rest.contains("]") {
                return failure("expected one attribute selector; found more after the first \"]\"")
            }
            return failure("expected the attribute's value in double quotes, [\(name)\(match.rawValue)\"value\"]")
        }
        let value = rest.dropFirst().dropLast()
        guard value.count <= maximumValueLength else {
            return failure("the attribute value has more than \(maximumValueLength) characters")
        }
        if let bad = value.first(where: { $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }) {
            return failure(
                "the attribute value may not hold "
                    + (bad == "\"" ? "a double quote" : bad == "\\" ? "a backslash" : "a control character"))
        }
        return .success(.attribute(name: name, match: match, value: String(String.UnicodeScalarView(value))))
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "-" || scalar == "_"
    }
}
