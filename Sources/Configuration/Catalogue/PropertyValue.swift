/// A value for a settable property, of the shape its ``PropertyKind`` names: what a document decodes and an
/// assignment carries, so one generic path applies every property.
public enum PropertyValue: Hashable, Sendable {
    case number(Double)
    case integer(Int)
    case boolean(Bool)
    /// nil means the tint color (only for kinds where null means the tint).
    case color(Color?)
    case colorTransformer(ColorTransformer?)
    case visualEffect(VisualEffect?)
    case string(String?)
    /// The position of a name in the kind's `names`.
    case choice(Int)
    case edges(DirectionalRectEdge)
    case axes(Axis)
    case directionalInsets(DirectionalEdgeInsets)
    case size(Size)
    case font(Font)
    case symbolConfiguration(SymbolConfiguration?)
}
