import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Which state the pointer over an element marks, where the device has a pointer that hovers (query parameter
/// `hover`): none (the default, what the stylesheet always wrote), a cell's or button's highlighted state, or a
/// boolean custom state the style declares (`state-<key>`). The stylesheet writes that state's rules once more under
/// `@media (hover: hover)` for ``selector``; the exports name the state.
package enum HoverOption: Hashable, Sendable {
    /// No hover rules.
    case off
    /// The highlighted state (`isHighlighted`).
    case highlighted
    /// The boolean custom state of the key named.
    case customState(String)

    /// The query parameter.
    package static let parameter = "hover"
    /// The prefix of a custom state's value (`state-com.my-app.isHot`).
    static let customStatePrefix = "state-"

    /// The selector appended to the element's for the pointer over it, unless it is disabled. `:where()` keeps the
    /// weight of one pseudo-class, as every state's mark has, so the stylesheet's cascade holds with it.
    static let selector = #":hover:where(:not(:disabled, [aria-disabled="true"], [data-disabled]))"#
    /// The media query of the hover rules: devices whose main pointer hovers.
    static let media = "(hover: hover)"

    /// The value as the query writes it.
    package var text: String {
        switch self {
        case .off: "none"
        case .highlighted: "highlighted"
        case .customState(let key): Self.customStatePrefix + key
        }
    }

    /// Reads the parameter's value; nil, with the problem at `/hover`, when it is none of the forms.
    static func read(_ value: String, problems: inout [DocumentProblem]) -> HoverOption? {
        switch value {
        case "none": return .off
        case "highlighted": return .highlighted
        case _ where value.hasPrefix(customStatePrefix) && value.count > customStatePrefix.count:
            return .customState(String(value.dropFirst(customStatePrefix.count)))
        default:
            problems.append(
                DocumentProblem.unknownName(
                    value, among: ["none", "highlighted"], at: JSONPointer(tokens: [parameter]),
                    message: "unknown hover \"\(value)\"; expected none, highlighted or state-<key> (a boolean key "
                        + "of the style)"))
            return nil
        }
    }

    /// Why the option cannot apply to `style`, at `/hover`: an empty state has no highlighted state; a custom state
    /// must be a boolean key the style declares, false by default (with the nearest such key suggested).
    package func problem(for style: StyleDefinition) -> DocumentProblem? {
        let pointer = JSONPointer(tokens: [Self.parameter])
        switch self {
        case .off: return nil
        case .highlighted:
            guard style.configurationKind == .contentUnavailable else { return nil }
            return DocumentProblem(
                pointer: pointer,
                message: "an empty state has no highlighted state; use state-<key> with a boolean key of the style")
        case .customState(let key):
            let booleans = style.keys.filter { $0.type == .boolean }.map(\.key.rawValue)
            guard let declaration = style.keys.first(where: { $0.key.rawValue == key }) else {
                return DocumentProblem.unknownName(
                    key, among: booleans, at: pointer,
                    message: "the style declares no key \"\(key)\"; its boolean keys: "
                        + (booleans.isEmpty ? "none" : booleans.prefix(16).joined(separator: ", "))
                        + (booleans.count > 16 ? ", …" : ""))
            }
            guard declaration.type == .boolean, declaration.defaultValue == .bool(false) else {
                return DocumentProblem(
                    pointer: pointer,
                    message: "hover sets a boolean key that defaults to false; \"\(key)\" is "
                        + (declaration.type == .boolean ? "true by default" : declaration.type.article))
            }
            return nil
        }
    }
}
