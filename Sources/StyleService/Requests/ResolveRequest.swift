import Configuration
import JSON
import StyleRegistry

/// A decoded `POST /v1/resolve` body (or one batch item with the top-level fields folded in).
struct ResolveRequest: Sendable {
    static let fields = ["style", "state", "tintColor", "content", "overrides"]
    static let contentFields = ["text", "secondaryText", "image"]

    /// The style to resolve; empty when the body names none (each caller says where it was missing).
    var styleName: String
    /// The raw state, decoded once the style (and so its declared keys) is known.
    var state: JSONValue?
    var tintColor: Color
    var content: CellContent
    var overrides: ConfigurationOverrides

    /// No style, no state, the default tint (systemBlue), no content and no overrides.
    static let defaults = ResolveRequest(
        styleName: "", state: nil, tintColor: .systemBlue, content: CellContent(), overrides: ConfigurationOverrides())

    /// Decodes the fields other than `state` over `base`, collecting every problem but a missing `style`: the fields
    /// given replace the base's (content member by member), overrides come after the base's. A batch item decodes
    /// over the batch's top level, allowing its `id` too.
    static func decode(
        _ object: JSONObject, at pointer: JSONPointer, over base: ResolveRequest = defaults, alsoAllowing extra: [String] = [],
        problems: inout [DocumentProblem]
    ) -> ResolveRequest {
        var request = base
        if let state = object["state"] { request.state = state }
        for key in object.keys where !fields.contains(key) && !extra.contains(key) {
            problems.append(DocumentProblem(
                pointer: pointer.appending(key),
                message: "unknown field \"\(key)\"; expected one of: \((extra + fields).joined(separator: ", "))"))
        }
        switch object["style"] {
        case .string(let name)?: request.styleName = name
        case let other?: problems.append(DocumentProblem(pointer: pointer.appending("style"), message: "expected a style name, found \(other.typeName)"))
        case nil: break
        }
        if let tint = object["tintColor"] {
            switch RequestDecoding.color(tint, at: pointer.appending("tintColor")) {
            case .success(let color): request.tintColor = color
            case .failure(let failure): problems += failure.problems
            }
        }
        if let content = object["content"] {
            request.content = decodeContent(content, at: pointer.appending("content"), over: base.content, problems: &problems)
        }
        if let overrides = object["overrides"] {
            switch RequestDecoding.overrides(overrides, at: pointer.appending("overrides")) {
            case .success(let decoded):
                request.overrides = ConfigurationOverrides(
                    background: base.overrides.background + decoded.background, content: base.overrides.content + decoded.content)
            case .failure(let failure): problems += failure.problems
            }
        }
        return request
    }

    /// The cell content: the members given replace the base's (`null` clears one).
    static func decodeContent(
        _ value: JSONValue, at pointer: JSONPointer, over base: CellContent, problems: inout [DocumentProblem]
    ) -> CellContent {
        guard let object = value.objectValue else {
            problems.append(DocumentProblem(pointer: pointer, message: "expected an object, found \(value.typeName)"))
            return base
        }
        var content = base
        for (key, member) in object.members {
            let here = pointer.appending(key)
            guard contentFields.contains(key) else {
                problems.append(DocumentProblem(pointer: here, message: "unknown field \"\(key)\"; expected one of: \(contentFields.joined(separator: ", "))"))
                continue
            }
            guard member.isNull || member.stringValue != nil else {
                problems.append(DocumentProblem(pointer: here, message: "expected a string or null, found \(member.typeName)"))
                continue
            }
            switch key {
            case "text": content.text = member.stringValue
            case "secondaryText": content.secondaryText = member.stringValue
            default: content.image = member.stringValue
            }
        }
        return content
    }
}
