import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// The query of `GET /v1/resolve` as the `POST /v1/resolve` body it stands for: each parameter becomes the member the
/// body would have (`isSelected=true` is `state.isSelected`, `userInterfaceStyle=dark` is
/// `state.traits.userInterfaceStyle`, `state.KEY=v` is `state.customStates.KEY`, `text=…` is `content.text`), so the
/// body's decoder checks it and every answer and problem is the POST's. Problems point at the parameter, as the
/// stylesheet's query does: `/isSelected`, `/userInterfaceStyle`, `/state.KEY`, `/text`.
///
/// Values are strings except where the body's member is not: a flag is `true` or `false`; `displayScale` and
/// `containerWidth` are JSON numbers; a custom state is `true` or `false` (a boolean), a JSON number (a number),
/// a JSON string in double quotes (`"true"`, `"3"`: the string inside), else the text as given (a string).
package struct ResolveQuery: Sendable {
    /// The body the query stands for.
    package var body = JSONObject()
    /// `explain=true`: the answer also says where each value came from (JSON only).
    package var explain = false
    /// The representation `format` asks for, which takes the place of `Accept`; nil when not given.
    package var format: ResolveRepresentation?
    /// How a CSS answer is written (`prefix`, `layer`, `units`, `theme`), as on every CSS answer.
    package var css = CSSOptions()
    /// What is wrong with the parameters themselves (unknown, repeated, not the type the body needs), pointing at
    /// each parameter.
    package var problems: [DocumentProblem] = []

    /// The prefix of a custom state's parameter (`state.com.example.isArchived=true`).
    package static let customStatePrefix = "state."

    /// The body's content members a query may give (the plain strings and the locale; a button's title and subtitle).
    package static let contentParameters = ["text", "secondaryText", "image", "locale", "title", "subtitle"]

    /// Every parameter name a query may use, custom states aside, in the order the documentation lists them: a
    /// button's `isHeld`, `buttonSize` and `role`, and an empty state's `searchText`, beside a cell's.
    package static let parameters: [String] =
        ["style", "tintColor"] + StateFlag.allCases.map(\.rawValue) + ["isHeld", "cellDragState", "cellDropState"]
        + ["searchText"] + TraitName.allCases.map(\.rawValue) + contentParameters + ["buttonSize", "role"]
        + ["explain", "format"] + CSSOptions.parameters

    /// The query items (decoded, in order) as a body, collecting every problem of the parameters themselves.
    package init(_ items: [(name: String, value: String)]) {
        var state = JSONObject()
        var traits = JSONObject()
        var customStates = JSONObject()
        var content = JSONObject()
        var seen: Set<String> = []
        for (name, value) in items {
            let pointer = JSONPointer(tokens: [name])
            guard seen.insert(name).inserted else {
                report(pointer, "\"\(name)\" is given more than once")
                continue
            }
            if name.hasPrefix(Self.customStatePrefix) {
                let key = String(name.dropFirst(Self.customStatePrefix.count))
                guard !key.isEmpty else {
                    report(pointer, "a custom state needs its key after \"state.\" (state.com.example.isArchived=true)")
                    continue
                }
                if let scalar = customState(value, at: pointer) { customStates[key] = scalar }
                continue
            }
            if StateFlag(rawValue: name) != nil || name == "isHeld" {
                if let flag = boolean(value, at: pointer) { state[name] = .bool(flag) }
                continue
            }
            if let trait = TraitName(rawValue: name) {
                if trait == .displayScale || trait == .containerWidth {
                    if let number = number(value, at: pointer) { traits[name] = number }
                } else {
                    traits[name] = .string(value)
                }
                continue
            }
            switch name {
            case "style": body["style"] = .string(value)
            case "tintColor":
                guard !value.isEmpty else {
                    problems.append(Self.bareHash(name, at: pointer))
                    continue
                }
                body["tintColor"] = .string(value)
            case "cellDragState", "cellDropState", "searchText": state[name] = .string(value)
            case "text", "secondaryText", "image", "locale", "title", "subtitle": content[name] = .string(value)
            case "buttonSize", "role": body[name] = .string(value)
            case "explain": explain = boolean(value, at: pointer) ?? false
            case "prefix", "layer", "units", "theme":
                if let problem = css.read(name, value: value) { problems.append(problem) }
            case "format":
                switch value {
                case "json": format = .json
                case "css": format = .css
                default: report(pointer, "expected json or css, found \"\(value)\"")
                }
            default:
                problems.append(Self.unknownParameter(name, at: pointer))
            }
        }
        if explain, format == .css {
            report(JSONPointer(tokens: ["format"]), "an explained answer is JSON only: drop format=css or explain=true")
        }
        if !traits.members.isEmpty { state["traits"] = .object(traits) }
        if !customStates.members.isEmpty { state["customStates"] = .object(customStates) }
        if !state.members.isEmpty { body["state"] = .object(state) }
        if !content.members.isEmpty { body["content"] = .object(content) }
    }

    /// The problem for a parameter left empty where a value with `#` is expected (a color, a selector): most likely
    /// an unencoded `#`, which starts the URL's fragment, so the client sent nothing from it on.
    package static func bareHash(_ name: String, at pointer: JSONPointer) -> DocumentProblem {
        let example = name == "selector" ? "selector=%23list%20.row" : "\(name)=%2334C759"
        return DocumentProblem(
            pointer: pointer,
            message:
                "empty: a \"#\" must be encoded as %23 (\(example)); a bare \"#\" starts the URL's fragment, which "
                + "clients never send, with everything after it")
    }

    /// Names other endpoints give these parameters: the stylesheet's `design`, the `tint` of older playground links.
    static let otherNames = ["design": "designGeneration", "tint": "tintColor"]

    /// The problem for a parameter the query does not take, suggesting the one meant: the closest name, the flag
    /// for a flag without its `is` (`selected`), `designGeneration` for the stylesheet's `design`, `state.KEY` for
    /// older playground links' `custom.KEY` and the body's `customStates.KEY`, a trait or content string under its body
    /// path (`traits.userInterfaceStyle`).
    static func unknownParameter(_ name: String, at pointer: JSONPointer) -> DocumentProblem {
        var hint = DocumentDecoder.misplacedStateFlags[name] ?? otherNames[name]
        for prefix in ["custom.", "customStates.", "state.customStates."] where name.hasPrefix(prefix) {
            hint = customStatePrefix + name.dropFirst(prefix.count)
        }
        for prefix in ["traits.", "state.traits.", "content."] where name.hasPrefix(prefix) {
            let rest = String(name.dropFirst(prefix.count))
            if parameters.contains(rest) { hint = rest }
        }
        return DocumentProblem.unknownName(
            name, kind: "query parameter", among: parameters + ["state.KEY"], at: pointer, hint: hint)
    }

    /// A problem about the parameters themselves.
    private mutating func report(_ pointer: JSONPointer, _ message: String) {
        problems.append(DocumentProblem(pointer: pointer, message: message))
    }

    private mutating func boolean(_ value: String, at pointer: JSONPointer) -> Bool? {
        switch value {
        case "true": return true
        case "false": return false
        default:
            report(pointer, "expected true or false, found \"\(value)\"")
            return nil
        }
    }

    private mutating func number(_ value: String, at pointer: JSONPointer) -> JSONValue? {
        if let number = Self.jsonNumber(value) { return number }
        report(pointer, "expected a number, found \"\(value)\"")
        return nil
    }

    /// A custom state's value: a boolean, a JSON number, a JSON string in quotes, else the text as a string.
    private mutating func customState(_ value: String, at pointer: JSONPointer) -> JSONValue? {
        switch value {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: break
        }
        if value.hasPrefix("\"") {
            guard let parsed = try? JSONReader().parse(value), case .string = parsed else {
                report(
                    pointer,
                    "a value in double quotes is a JSON string (\"true\" for the string true); this one is not: \(value)"
                )
                return nil
            }
            return parsed
        }
        return Self.jsonNumber(value) ?? .string(value)
    }

    /// The value as a JSON number, when it is exactly one (`3`, `-0.5`, `1e3`; not `+3`, `.5` or ` 3`).
    private static func jsonNumber(_ value: String) -> JSONValue? {
        guard let first = value.utf8.first, first == UInt8(ascii: "-") || (0x30...0x39).contains(first),
            let parsed = try? JSONReader().parse(value), case .number = parsed
        else { return nil }
        return parsed
    }

    /// A decoder problem about the body, pointing at the parameter the member came from: `/state/isSelected` at
    /// `/isSelected`, `/state/traits/displayScale` at `/displayScale`, `/state/customStates/KEY` at `/state.KEY`,
    /// `/content/text` at `/text`; others (`/style`, `/tintColor`, the whole query) unchanged.
    package static func parameterProblem(_ problem: DocumentProblem) -> DocumentProblem {
        let tokens = problem.pointer.tokens
        let parameter: String? =
            switch (tokens.first, tokens.dropFirst().first) {
            case ("state"?, "traits"?): tokens.dropFirst(2).first
            case ("state"?, "customStates"?): tokens.dropFirst(2).first.map { customStatePrefix + $0 }
            case ("state"?, let member?), ("content"?, let member?): member
            default: nil
            }
        guard let parameter else { return problem }
        return DocumentProblem(
            pointer: JSONPointer(tokens: [parameter]), message: problem.message, suggestion: problem.suggestion)
    }
}

extension Resolver {
    /// `GET /v1/resolve`: the query's answer, byte for byte the answer of the body it stands for. Fails with the
    /// problems of the parameters and of the body together, each pointing at its parameter; an unknown style alone
    /// fails as the POST's does.
    package func resolve(
        query: ResolveQuery, snapshot: RegistrySnapshot, as representation: ResolveRepresentation
    ) throws(ServiceError) -> StyleAnswer {
        let answer: StyleAnswer
        do throws(ServiceError) {
            answer = try resolve(
                query.body, snapshot: snapshot, as: representation, explain: query.explain, cssOptions: query.css)
        } catch {
            let problems = query.problems + error.problems.map(ResolveQuery.parameterProblem)
            switch error {
            case .unknownStyle where query.problems.isEmpty: throw error
            case .emptyBody, .malformedJSON, .invalid, .invalidQuery, .tooManyCombinations, .unknownStyle, .overBudget,
                .notExportable:
                throw .invalidQuery(problems)
            }
        }
        guard query.problems.isEmpty else { throw .invalidQuery(query.problems) }
        return answer
    }
}
