extension CellAccessory {
    /// The system accessory types, named as `UICellAccessory.AccessoryType` names them (custom views excepted), with
    /// the per-type defaults of iOS 14–26 UIKit (the same in the iOS 18 and iOS 26.1 builds).
    public enum AccessoryType: String, CaseIterable, Hashable, Sendable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label, detail
        case popUpMenu

        /// UIKit's order number: below 200 the accessory sits on the leading edge, from 200 on the trailing one, and
        /// on the trailing edge a higher number sits further from the content.
        public var order: Int {
            switch self {
            case .delete: 101
            case .insert: 102
            case .multiselect: 103
            case .label: 201
            case .checkmark: 202
            case .detail: 203
            case .popUpMenu: 204
            case .disclosureIndicator: 205
            case .outlineDisclosure: 206
            case .reorder: 208
            }
        }

        /// The edge the accessory sits on (iOS; Mac Catalyst puts a cell's outline disclosure on the leading edge).
        public var placement: Placement { order < 200 ? .leading : .trailing }

        /// The factory's default `displayed`: editing controls show while editing, the others always.
        public var defaultDisplayedState: DisplayedState {
            switch self {
            case .delete, .insert, .reorder, .multiselect: .whenEditing
            default: .always
            }
        }

        /// The default reserved width: the standard width, but the chevrons and the label take their own.
        public var defaultReservedLayoutWidth: LayoutDimension {
            switch self {
            case .disclosureIndicator, .outlineDisclosure, .label, .popUpMenu: .actual
            default: .standard
            }
        }

        /// Whether the type's options have a `backgroundColor` (a disc behind the glyph).
        public var hasBackgroundColor: Bool { Property.backgroundColor.isTaken(by: self) }

        /// The options the type takes, in catalogue order.
        public var options: [Property] { Property.allCases.filter { $0.isTaken(by: self) } }

        /// The SF Symbol drawn; a label draws text, a multiselect control its selected symbol when selected.
        public func symbolName(isSelected: Bool) -> String? {
            switch self {
            case .disclosureIndicator, .outlineDisclosure: "chevron.forward"
            case .checkmark: "checkmark"
            case .delete: "minus.circle.fill"
            case .insert: "plus.circle.fill"
            case .reorder: "line.horizontal.3"
            case .multiselect: isSelected ? "checkmark.circle.fill" : "circle"
            case .label: nil
            case .detail: "info.circle"
            case .popUpMenu: "chevron.up.chevron.down"
            }
        }
    }
}
