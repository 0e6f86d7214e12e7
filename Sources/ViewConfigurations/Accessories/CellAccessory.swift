/// A system accessory of a list cell, as `UICellAccessory` (iOS 14): a chevron, a checkmark, a delete or reorder
/// control, a count.
///
/// Build one with a factory named as UIKit's (``disclosureIndicator(displayed:isHidden:reservedLayoutWidth:tintColor:)``
/// and so on), or set the fields a type takes. A cell's accessories are checked together by
/// ``validate(_:)``, which refuses what UIKit refuses: two system accessories of one type, a label without text, and
/// an option the type does not have. ``resolved(for:tintColor:contentStyle:isHeaderItem:)`` gives what is drawn for a
/// state.
@dynamicMemberLookup
public struct CellAccessory: PropertyOwner {
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

    /// The options, named as UIKit names them: the catalogue's members. The common ones first, then each type's
    /// own in the order of ``AccessoryType``.
    public enum Property: String, CaseIterable, Hashable, Sendable {
        case displayed, isHidden, reservedLayoutWidth, tintColor
        /// An outline disclosure's ``OutlineDisclosureStyle`` (``Values/outlineDisclosureStyle``).
        case style
        case backgroundColor, showsVerticalSeparator, text, font, adjustsFontForContentSizeCategory

        /// Whether a type takes the option: the one table of which options each type's UIKit options struct has
        /// (`displayed` is every factory's argument).
        public func isTaken(by type: AccessoryType) -> Bool {
            switch self {
            case .displayed, .isHidden, .reservedLayoutWidth, .tintColor: true
            case .style: type == .outlineDisclosure
            case .backgroundColor: type == .delete || type == .insert || type == .multiselect
            case .showsVerticalSeparator: type == .reorder
            case .text, .font, .adjustsFontForContentSizeCategory: type == .label
            }
        }
    }

    /// The options' values, with UIKit's defaults; ``init(for:)`` gives a type's.
    public struct Values: Hashable, Sendable {
        /// When it is shown; each type's default is ``AccessoryType/defaultDisplayedState``.
        public var displayed = DisplayedState.always
        /// A hidden accessory keeps its layout space but is invisible and inert.
        public var isHidden = false
        /// The width reserved for it; each type's default is ``AccessoryType/defaultReservedLayoutWidth``.
        public var reservedLayoutWidth = LayoutDimension.standard
        /// Its tint; nil means the system default for the type and state.
        public var tintColor: Color? = nil
        /// How an outline disclosure draws.
        public var outlineDisclosureStyle = OutlineDisclosureStyle.automatic
        /// The disc behind the glyph, for delete, insert and multiselect; used only together with ``tintColor``.
        public var backgroundColor: Color? = nil
        /// Whether a reorder control shows the vertical line before it.
        public var showsVerticalSeparator = true
        /// A label's text; a label must have one.
        public var text: String? = nil
        /// A label's font; nil means the preferred body font.
        public var font: Font? = nil
        /// Whether a label's font follows the content size.
        public var adjustsFontForContentSizeCategory = true

        /// The defaults of a type: its displayed state and reserved width, the others as every type has them.
        public init(for type: AccessoryType) {
            displayed = type.defaultDisplayedState
            reservedLayoutWidth = type.defaultReservedLayoutWidth
        }
    }

    /// The catalogue of the options: what style documents and overrides set, the spec lists and the Swift export
    /// writes.
    public static let catalogue = PropertyCatalogue<Values>(noun: "accessory") { (property: Property) in
        switch property {
        case .displayed: .choice(\.displayed)
        case .isHidden: .boolean(\.isHidden)
        case .reservedLayoutWidth: .layoutDimension(\.reservedLayoutWidth)
        case .tintColor: .optionalColor(\.tintColor)
        case .style: .choice(\.outlineDisclosureStyle)
        case .backgroundColor: .optionalColor(\.backgroundColor)
        case .showsVerticalSeparator: .boolean(\.showsVerticalSeparator)
        case .text: .optionalString(\.text)
        case .font: .optionalFont(\.font)
        case .adjustsFontForContentSizeCategory: .boolean(\.adjustsFontForContentSizeCategory)
        }
    }

    /// The accessory's type.
    public var accessoryType: AccessoryType
    /// The options' values and which of them were set.
    public var storage: LockedValues<Values>
    /// Where ``storage`` is, for the catalogue.
    public static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { \.storage }

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
        self.storage = LockedValues(Values(for: accessoryType))
    }

    /// Two accessories are equal when they draw the same: the type and the options' values, whichever were set.
    public static func == (left: Self, right: Self) -> Bool {
        left.accessoryType == right.accessoryType && left.storage.values == right.storage.values
    }

    /// Hashes the type and the options' values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(accessoryType)
        hasher.combine(storage.values)
    }
}
