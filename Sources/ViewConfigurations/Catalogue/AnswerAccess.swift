/// How the resolve answer reads a row: where its field lies in the values' memory, what else its kind resolves it
/// with, and where it stands in the answer. The answer reads fields at their offsets, as applying writes them: a key
/// path's runtime walk per member would cost more than writing the member.
package struct AnswerAccess: Sendable {
    /// The field's byte offset in its values; nil for a property that is not a stored field.
    package let offset: Int?
    /// For a color: the offset of the transformer applied to it when drawn, if any.
    package let transformerOffset: Int?
    /// For a font: the offset of the flag that says whether it follows Dynamic Type; nil when it always does.
    package var scaledWhenOffset: Int?
    /// For a choice: the name of the field's case (one of the kind's `names`), read from the field's address.
    package let choiceName: (@Sendable (UnsafeRawPointer) -> String)?
    /// Where the answer writes the row, when not at its catalogue place.
    package var placement: AnswerPlacement?
}

/// Where the resolve answer writes a row whose place there differs from its place in the catalogue.
package enum AnswerPlacement: Hashable, Sendable {
    /// Before every other member of its object.
    case first
    /// Right after the member of its object with this name.
    case after(String)
}
