/// The shape of a settable property's value as style documents spell it: what the decoder accepts and what the
/// spec declares. A new property of an existing kind needs no new decoding code.
public enum PropertyKind: Hashable, Sendable {
    /// A finite number within the range (points, or a fraction).
    case number(ClosedRange<Double>)
    /// A whole number within the range.
    case integer(ClosedRange<Int>)
    /// `true` or `false`.
    case boolean
    /// A color by hex or system name; when `nullMeansTint`, null stands for the view's tint color.
    case color(nullMeansTint: Bool)
    /// A color transformer by name (`"grayscale"`, `"alpha(0.5)"`), or null for none.
    case colorTransformer
    /// A blur, vibrancy or Gaussian blur by name, or null for none.
    case visualEffect
    /// A string, or null for none.
    case optionalString
    /// One of an enumeration's raw names; `type` is the Swift type's name, which the spec's schema shares.
    case choice(type: String, names: [String])
    /// Edge names (`["leading", "trailing"]`) or `"all"`.
    case edges
    /// `none`, `horizontal`, `vertical` or `both`.
    case axes
    /// `{top, leading, bottom, trailing}` in points.
    case directionalInsets
    /// `{leading, trailing}` in points, each edge a number or `"automatic"` (``ListSeparatorConfiguration/automaticDimension``),
    /// or `"automatic"` for both.
    case automaticInsets
    /// A color by hex or system name, or null for the system default.
    case optionalColor
    /// `{width, height}` in points; when `allowsStandard`, `"standard"` stands for UIKit's standard dimension.
    case size(allowsStandard: Bool)
    /// A Dynamic Type or fixed font.
    case font
    /// A symbol configuration, or null for none.
    case symbolConfiguration
    /// An accessory's reserved width: `"actual"`, `"standard"` or points (``CellAccessory/LayoutDimension``).
    case layoutDimension
}
