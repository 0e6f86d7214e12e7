import JSON

/// One thing wrong with a document, at a JSON pointer, said in words a user can act on.
public struct DocumentProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is (`/rules/2/when/customStates/com.example.isArchived`); the empty pointer is the document.
    public var pointer: JSONPointer
    public var message: String

    public init(pointer: JSONPointer, message: String) {
        self.pointer = pointer
        self.message = message
    }

    public var description: String { "\(pointer.description.isEmpty ? "/" : pointer.description): \(message)" }
}
