import StrictJSON

/// One thing wrong with a document, at a JSON pointer, said in words a user can act on.
public struct DocumentProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is (`/rules/2/when/customStates/com.example.isArchived`); the empty pointer is the document.
    public var pointer: JSONPointer
    public var message: String
    /// The name the user probably meant (`"isSelected"` for `"selected"`), when one is close; the message says it too.
    public var suggestion: String?

    public init(pointer: JSONPointer, message: String, suggestion: String? = nil) {
        self.pointer = pointer
        self.message = message
        self.suggestion = suggestion
    }

    /// A problem about an unknown name: `message` followed by `; did you mean "…"?` when a known name is close
    /// (see ``NameSuggestion``) or `hint` names the usual fix.
    package static func unknownName(
        _ name: String, among names: [String], at pointer: JSONPointer, message: String, hint: String? = nil
    ) -> DocumentProblem {
        guard let suggestion = hint ?? NameSuggestion.closest(to: name, among: names) else {
            return DocumentProblem(pointer: pointer, message: message)
        }
        return DocumentProblem(
            pointer: pointer, message: "\(message); did you mean \"\(suggestion)\"?", suggestion: suggestion)
    }

    /// An unknown name of some kind (`field`, `trait`) in the one wording every decoder uses,
    /// `unknown field "x"; expected one of: a, b`, with the suggestion for a near miss.
    package static func unknownName(
        _ name: String, kind: String, among names: [String], at pointer: JSONPointer, hint: String? = nil
    ) -> DocumentProblem {
        unknownName(name, kind: kind, among: names, listed: names.joined(separator: ", "), at: pointer, hint: hint)
    }

    /// ``unknownName(_:kind:among:at:hint:)`` with `names` already listed (joined by `", "`): for a decoder
    /// reporting many unknown names of one list, which joining it again for each made costly.
    package static func unknownName(
        _ name: String, kind: String, among names: [String], listed: String, at pointer: JSONPointer,
        hint: String? = nil
    ) -> DocumentProblem {
        unknownName(
            name, among: names, at: pointer, message: "unknown \(kind) \"\(name)\"; expected one of: \(listed)",
            hint: hint)
    }

    public var description: String { "\(pointer.description.isEmpty ? "/" : pointer.description): \(message)" }
}
