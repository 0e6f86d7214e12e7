/// A system accessory of a list cell, as `UICellAccessory` (iOS 14): a chevron, a checkmark, a delete or reorder
/// control, a count.
///
/// Build one with a factory named as UIKit's (``disclosureIndicator(displayed:isHidden:reservedLayoutWidth:tintColor:)``
/// and so on), or set the fields a type takes. A cell's accessories are checked together by
/// ``validate(_:)``, which refuses what UIKit refuses: two system accessories of one type, a label without text, and
/// an option the type does not have. ``resolved(for:tintColor:contentStyle:isHeaderItem:)`` gives what is drawn for a
/// state.
public struct CellAccessory: Hashable, Sendable {
    /// When the accessory is shown, as `UICellAccessory.DisplayedState`.
    public enum DisplayedState: String, CaseIterable, Hashable, Sendable {
        /// In and out of editing.
        case always
        /// Only while the list is editing.
        case whenEditing
        /// Only while the list is not editing.
        case whenNotEditing

        /// Whether an accessory with this state is laid out in or out of editing.
        public func isDisplayed(editing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: editing
            case .whenNotEditing: !editing
            }
        }
    }

    /// The width an accessory reserves, as `UICellAccessory.LayoutDimension`: the accessory is centred in it, so
    /// accessories line up across rows.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system standard width: 24 points, 28 in sidebars, scaled with the content size.
        case standard
        /// A width in points.
        case custom(Double)
    }

    /// The edge of the cell an accessory sits on.
    public enum Placement: String, CaseIterable, Hashable, Sendable {
        /// Before the content (left in left-to-right layouts), or after it.
        case leading, trailing
    }

    /// How an outline disclosure draws, as `UICellAccessory.OutlineDisclosureOptions.Style`.
    public enum OutlineDisclosureStyle: String, CaseIterable, Hashable, Sendable {
        /// As a header when the cell is its section's header item, else as a cell.
        case automatic
        /// As a section header's disclosure.
        case header
        /// As a row's disclosure.
        case cell
    }

    /// The accessory's type.
    public var accessoryType: AccessoryType
    /// When it is shown; each type's default is ``AccessoryType/defaultDisplayedState``.
    public var displayed: DisplayedState
    /// A hidden accessory keeps its layout space but is invisible and inert.
    public var isHidden = false
    /// The width reserved for it; each type's default is ``AccessoryType/defaultReservedLayoutWidth``.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint; nil means the system default for the type and state.
    public var tintColor: Color? = nil
    /// The disc behind the glyph, for delete, insert and multiselect; used only together with ``tintColor``.
    public var backgroundColor: Color? = nil
    /// A label's text; a label must have one.
    public var text: String? = nil
    /// A label's font; nil means the preferred body font.
    public var font: Font? = nil
    /// Whether a label's font follows the content size.
    public var adjustsFontForContentSizeCategory = true
    /// Whether a reorder control shows the vertical line before it.
    public var showsVerticalSeparator = true
    /// How an outline disclosure draws.
    public var outlineDisclosureStyle = OutlineDisclosureStyle.automatic

    /// The space between two accessories on one edge: 8 points on the trailing edge, 16 on the leading one (UIKit's
    /// table constants, the same selectors in the iOS 18 and iOS 26.1 builds).
    public static func interAccessoryPadding(on placement: Placement) -> Double {
        placement == .trailing ? 8 : 16
    }

    /// The space between the content and the accessories next to it: 16 points (apps on modern SDKs).
    public static let contentToAccessoryPadding = 16.0

    /// An accessory of a type with that type's defaults.
    public init(_ accessoryType: AccessoryType) {
        self.accessoryType = accessoryType
        self.displayed = accessoryType.defaultDisplayedState
        self.reservedLayoutWidth = accessoryType.defaultReservedLayoutWidth
    }
}
