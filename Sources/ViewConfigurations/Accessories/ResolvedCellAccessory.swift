/// An accessory with every value concrete for one state, tint and set of traits: what a renderer draws.
public struct ResolvedCellAccessory: Hashable, Sendable {
    /// How the symbol image is built from the colors.
    public enum SymbolRenderingMode: String, CaseIterable, Hashable, Sendable {
        /// One color: ``ResolvedCellAccessory/glyphColor`` (with the disc in the tint for a selected multiselect).
        case monochrome
        /// The glyph and the disc in their own colors.
        case palette
        /// The symbol's own colors (the delete and insert defaults).
        case multicolor
    }

    /// The accessory's type.
    public var accessoryType: CellAccessory.AccessoryType
    /// The edge it sits on.
    public var placement: CellAccessory.Placement
    /// UIKit's order number, which orders the accessories on each edge.
    public var order: Int
    /// Whether it is laid out for the editing state (a hidden accessory still takes its space).
    public var isDisplayed: Bool
    /// Whether it shows: displayed and not hidden.
    public var isVisible: Bool
    /// The tint in effect: the option, or the type's default for the state; nil for a multicolor symbol.
    public var tintColor: ResolvedColor?
    /// The background in effect, for delete, insert and multiselect; nil when none applies.
    public var backgroundColor: ResolvedColor?
    /// The color of the glyph, the text or the lines as drawn (clear where the check is knocked out).
    public var glyphColor: ResolvedColor
    /// The disc behind the glyph, for delete, insert and a selected multiselect.
    public var discColor: ResolvedColor?
    /// How the symbol image is built from ``glyphColor`` and ``discColor``.
    public var symbolRenderingMode: SymbolRenderingMode
    /// The SF Symbol; nil for a label.
    public var symbolName: String?
    /// Text style, weight and scale of the symbol; nil for a label.
    public var symbolConfiguration: SymbolConfiguration?
    /// The reserved width in points; 0 means the accessory's own width.
    public var reservedLayoutWidth: Double
    /// A label's text.
    public var text: String?
    /// A label's font, sized for the traits when it follows the content size.
    public var font: Font?
    /// For a reorder control: the vertical line before it, when shown.
    public var verticalSeparatorColor: ResolvedColor?
    /// For an outline disclosure: the style in effect (automatic made concrete).
    public var outlineDisclosureStyle: CellAccessory.OutlineDisclosureStyle?
    /// For an outline disclosure: whether the chevron is turned to point down (the cell is expanded).
    public var pointsDown: Bool
}
