/// A value for a settable property, of the shape its ``PropertyKind`` names: what a document decodes and an
/// assignment carries, so one generic path applies every property.
public enum PropertyValue: Hashable, Sendable {
    /// A number (``PropertyKind/number(_:)``).
    case number(Double)
    /// A whole number.
    case integer(Int)
    /// A flag.
    case boolean(Bool)
    /// nil means the tint color (only for kinds where null means the tint).
    case color(Color?)
    /// A color transformer; nil removes it.
    case colorTransformer(ColorTransformer?)
    /// A visual effect; nil removes it.
    case visualEffect(VisualEffect?)
    /// A string; nil removes it.
    case string(String?)
    /// The position of a name in the kind's `names`.
    case choice(Int)
    /// A set of edges.
    case edges(DirectionalRectEdge)
    /// A set of axes.
    case axes(Axis)
    /// Insets on directional edges.
    case directionalInsets(DirectionalEdgeInsets)
    /// A width and height.
    case size(Size)
    /// A font; nil means the system's (an accessory label's body font).
    case font(Font?)
    /// A symbol configuration; nil removes it.
    case symbolConfiguration(SymbolConfiguration?)
    /// An accessory's reserved width.
    case layoutDimension(CellAccessory.LayoutDimension)
}
