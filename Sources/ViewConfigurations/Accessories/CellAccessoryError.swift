/// Why a cell's accessories are refused, with where: the service turns it into a problem with a JSON pointer
/// (``pointerComponents``, relative to the accessories array).
public enum CellAccessoryError: Error, Hashable, Sendable {
    /// A second system accessory of a type the cell already has (UIKit raises an exception).
    case duplicateType(CellAccessory.AccessoryType, firstIndex: Int, index: Int)
    /// A label accessory without text, or with empty text (`label(text:)` requires one).
    case labelWithoutText(index: Int)
    /// An option the type's options struct does not have (`backgroundColor` on a checkmark).
    case optionNotApplicable(option: String, type: CellAccessory.AccessoryType, index: Int)
    /// A custom reserved width that is negative or not finite.
    case invalidReservedLayoutWidth(Double, index: Int)

    /// The path below the accessories array: the element, and the member when one is at fault.
    public var pointerComponents: [String] {
        switch self {
        case .duplicateType(_, _, let index): [String(index), "type"]
        case .labelWithoutText(let index): [String(index), "text"]
        case .optionNotApplicable(let option, _, let index): [String(index), option]
        case .invalidReservedLayoutWidth(_, let index): [String(index), "reservedLayoutWidth"]
        }
    }

    /// What was expected, in words.
    public var expected: String {
        switch self {
        case .duplicateType(let type, let first, _):
            "one \(type.rawValue) accessory per cell; element \(first) is already one"
        case .labelWithoutText: "a label accessory with non-empty text"
        case .optionNotApplicable(let option, let type, _):
            "no \(option) on a \(type.rawValue) accessory; it takes " + Self.options(of: type).joined(separator: ", ")
        case .invalidReservedLayoutWidth: "a reserved width of 0 points or more"
        }
    }

    /// The options a type takes, as its UIKit options struct names them.
    public static func options(of type: CellAccessory.AccessoryType) -> [String] {
        type.options.map(\.rawValue)
    }
}

extension CellAccessory {
    /// Checks a cell's accessories as UIKit does: one of each system type, a label with text, and only options the
    /// type has (an option at its default counts as unset).
    public static func validate(_ accessories: [CellAccessory]) throws(CellAccessoryError) {
        var seen: [AccessoryType: Int] = [:]
        for (index, accessory) in accessories.enumerated() {
            let type = accessory.accessoryType
            if let first = seen[type] { throw .duplicateType(type, firstIndex: first, index: index) }
            seen[type] = index
            if let option = accessory.inapplicableOption {
                throw .optionNotApplicable(option: option, type: type, index: index)
            }
            if type == .label, (accessory.text ?? "").isEmpty { throw .labelWithoutText(index: index) }
            if case .custom(let width) = accessory.reservedLayoutWidth, !(width.isFinite && width >= 0) {
                throw .invalidReservedLayoutWidth(width, index: index)
            }
        }
    }

    /// The first option, in catalogue order, that differs from its default though the type does not take it.
    var inapplicableOption: String? {
        Property.allCases.first { !$0.isTaken(by: accessoryType) && differsFromDefault($0) }?.rawValue
    }

    /// Whether an option's value differs from the type's default: what "set" means for an accessory, whose
    /// options UIKit copies in whole rather than locking one by one.
    public func differsFromDefault(_ property: Property) -> Bool {
        guard let row = Self.catalogue.property(property) else { return false }
        return row.read(storage.values) != row.read(Values(for: accessoryType))
    }
}
