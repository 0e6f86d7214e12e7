/// The factories, named and defaulted as `UICellAccessory`'s; the options structs' fields are parameters.
extension CellAccessory {
    /// A chevron pointing trailing, as `disclosureIndicator(displayed:options:)`.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, isHidden: Bool = false,
        reservedLayoutWidth: LayoutDimension = .actual, tintColor: Color? = nil
    ) -> CellAccessory {
        common(.disclosureIndicator, displayed, isHidden, reservedLayoutWidth, tintColor)
    }

    /// A chevron that rotates as the cell expands, as `outlineDisclosure(displayed:options:actionHandler:)`.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, style: OutlineDisclosureStyle = .automatic, isHidden: Bool = false,
        reservedLayoutWidth: LayoutDimension = .actual, tintColor: Color? = nil
    ) -> CellAccessory {
        var accessory = common(.outlineDisclosure, displayed, isHidden, reservedLayoutWidth, tintColor)
        accessory.outlineDisclosureStyle = style
        return accessory
    }

    /// A checkmark, as `checkmark(displayed:options:)`, in the cell's tint by default: UIKit's code leaves the tint to
    /// the cell, though Apple's documentation calls the default green.
    public static func checkmark(
        displayed: DisplayedState = .always, isHidden: Bool = false,
        reservedLayoutWidth: LayoutDimension = .standard, tintColor: Color? = nil
    ) -> CellAccessory {
        common(.checkmark, displayed, isHidden, reservedLayoutWidth, tintColor)
    }

    /// A minus in a red disc, as `delete(displayed:options:actionHandler:)`.
    public static func delete(
        displayed: DisplayedState = .whenEditing, isHidden: Bool = false,
        reservedLayoutWidth: LayoutDimension = .standard, tintColor: Color? = nil, backgroundColor: Color? = nil
    ) -> CellAccessory {
        var accessory = common(.delete, displayed, isHidden, reservedLayoutWidth, tintColor)
        accessory.backgroundColor = backgroundColor
        return accessory
    }

    /// A plus in a green disc, as `insert(displayed:options:actionHandler:)`.
    public static func insert(
        displayed: DisplayedState = .whenEditing, isHidden: Bool = false,
        reservedLayoutWidth: LayoutDimension = .standard, tintColor: Color? = nil, backgroundColor: Color? = nil
    ) -> CellAccessory {
        var accessory = common(.insert, displayed, isHidden, reservedLayoutWidth, tintColor)
        accessory.backgroundColor = backgroundColor
        return accessory
    }

    /// Three lines that start interactive reordering, as `reorder(displayed:options:)`.
    public static func reorder(
        displayed: DisplayedState = .whenEditing, showsVerticalSeparator: Bool = true, isHidden: Bool = false,
        reservedLayoutWidth: LayoutDimension = .standard, tintColor: Color? = nil
    ) -> CellAccessory {
        var accessory = common(.reorder, displayed, isHidden, reservedLayoutWidth, tintColor)
        accessory.showsVerticalSeparator = showsVerticalSeparator
        return accessory
    }

    /// An empty circle, or a check in a disc when selected, as `multiselect(displayed:options:)`.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, isHidden: Bool = false,
        reservedLayoutWidth: LayoutDimension = .standard, tintColor: Color? = nil, backgroundColor: Color? = nil
    ) -> CellAccessory {
        var accessory = common(.multiselect, displayed, isHidden, reservedLayoutWidth, tintColor)
        accessory.backgroundColor = backgroundColor
        return accessory
    }

    /// Short text such as a count, as `label(text:displayed:options:)`.
    public static func label(
        text: String, displayed: DisplayedState = .always, font: Font? = nil,
        adjustsFontForContentSizeCategory: Bool = true, isHidden: Bool = false,
        reservedLayoutWidth: LayoutDimension = .actual, tintColor: Color? = nil
    ) -> CellAccessory {
        var accessory = common(.label, displayed, isHidden, reservedLayoutWidth, tintColor)
        accessory.text = text
        accessory.font = font
        accessory.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        return accessory
    }

    /// The system info button, as `detail(displayed:options:actionHandler:)` (iOS 15.4).
    public static func detail(
        displayed: DisplayedState = .always, isHidden: Bool = false,
        reservedLayoutWidth: LayoutDimension = .standard, tintColor: Color? = nil
    ) -> CellAccessory {
        common(.detail, displayed, isHidden, reservedLayoutWidth, tintColor)
    }

    /// An up-and-down chevron pair that opens a menu, as `popUpMenu(_:displayed:options:)` (iOS 16).
    public static func popUpMenu(
        displayed: DisplayedState = .always, isHidden: Bool = false,
        reservedLayoutWidth: LayoutDimension = .actual, tintColor: Color? = nil
    ) -> CellAccessory {
        common(.popUpMenu, displayed, isHidden, reservedLayoutWidth, tintColor)
    }

    private static func common(
        _ type: AccessoryType, _ displayed: DisplayedState, _ isHidden: Bool, _ width: LayoutDimension,
        _ tintColor: Color?
    ) -> CellAccessory {
        var accessory = CellAccessory(type)
        accessory.displayed = displayed
        accessory.isHidden = isHidden
        accessory.reservedLayoutWidth = width
        accessory.tintColor = tintColor
        return accessory
    }
}
