/// UIKit's accessories and their options structs, over the library's ``CellAccessory``: each factory takes UIKit's
/// options value and gives the library's accessory, so the Swift export's accessories builders compile and run on
/// Linux. An option left nil keeps the type's default, as in UIKit.
public typealias UICellAccessory = CellAccessory

/// An options struct with UIKit's three common options, kept in ``CellAccessory/CommonOptions``.
public protocol SystemAccessoryOptions {
    /// The common options.
    var common: CellAccessory.CommonOptions { get set }
}

extension SystemAccessoryOptions {
    /// Whether the accessory keeps its space but does not show.
    public var isHidden: Bool? {
        get { common.isHidden }
        set { common.isHidden = newValue }
    }

    /// The width reserved for it.
    public var reservedLayoutWidth: CellAccessory.LayoutDimension? {
        get { common.reservedLayoutWidth }
        set { common.reservedLayoutWidth = newValue }
    }

    /// Its tint.
    public var tintColor: UIColor? {
        get { common.tintColor }
        set { common.tintColor = newValue }
    }
}

/// A menu, as UIKit's `UIMenu`: the pop-up menu accessory holds one; the library draws no menu.
public final class UIMenu: @unchecked Sendable {
    /// The menu's title.
    public let title: String

    /// A menu of `children` (the shim keeps none).
    public init(title: String = "", children: [UIMenu] = []) { self.title = title }
}

extension CellAccessory {
    /// The options every system accessory has: `DisclosureIndicatorOptions`, `CheckmarkOptions`,
    /// `PopUpMenuOptions` and `DetailOptions` in UIKit.
    public struct CommonOptions {
        /// Whether the accessory keeps its space but does not show.
        public var isHidden: Bool?
        /// The width reserved for it; nil keeps the type's default.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint; nil is the system default.
        public var tintColor: UIColor?

        /// Options with the given values; nil keeps the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// UIKit's options of a disclosure indicator.
    public typealias DisclosureIndicatorOptions = CommonOptions
    /// UIKit's options of a checkmark.
    public typealias CheckmarkOptions = CommonOptions
    /// UIKit's options of a pop-up menu accessory.
    public typealias PopUpMenuOptions = CommonOptions
    /// UIKit's options of a detail accessory.
    public typealias DetailOptions = CommonOptions

    /// The options of delete, insert and multiselect: the common ones and the disc's color.
    public struct DiscOptions: SystemAccessoryOptions {
        /// The common options.
        public var common = CommonOptions()
        /// The disc's color, used together with a tint.
        public var backgroundColor: UIColor?

        /// Options with the defaults.
        public init() {}
    }

    /// UIKit's options of a delete control.
    public typealias DeleteOptions = DiscOptions
    /// UIKit's options of an insert control.
    public typealias InsertOptions = DiscOptions
    /// UIKit's options of a multiselect control.
    public typealias MultiselectOptions = DiscOptions

    /// UIKit's options of a reorder control.
    public struct ReorderOptions: SystemAccessoryOptions {
        /// The common options.
        public var common = CommonOptions()
        /// Whether the vertical line before the control shows.
        public var showsVerticalSeparator: Bool?

        /// Options with the defaults.
        public init() {}
    }

    /// UIKit's options of an outline disclosure.
    public struct OutlineDisclosureOptions: SystemAccessoryOptions {
        /// UIKit's name of the outline disclosure's look.
        public typealias Style = OutlineDisclosureStyle

        /// The common options.
        public var common = CommonOptions()
        /// How it draws.
        public var style: Style?

        /// Options with the defaults.
        public init() {}
    }

    /// UIKit's options of a label accessory.
    public struct LabelOptions: SystemAccessoryOptions {
        /// The common options.
        public var common = CommonOptions()
        /// The font; nil is the preferred body font.
        public var font: UIFont?
        /// Whether the font follows the content size.
        public var adjustsFontForContentSizeCategory: Bool?

        /// Options with the defaults.
        public init() {}
    }

    /// `disclosureIndicator(displayed:options:)`.
    public static func disclosureIndicator(displayed: DisplayedState, options: CommonOptions) -> Self {
        make(.disclosureIndicator, displayed, options)
    }

    /// `checkmark(displayed:options:)`.
    public static func checkmark(displayed: DisplayedState, options: CommonOptions) -> Self {
        make(.checkmark, displayed, options)
    }

    /// `detail(displayed:options:actionHandler:)`, without a handler.
    public static func detail(displayed: DisplayedState, options: CommonOptions) -> Self {
        make(.detail, displayed, options)
    }

    /// `popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)`, without a handler.
    public static func popUpMenu(_ menu: UIMenu, displayed: DisplayedState, options: CommonOptions) -> Self {
        make(.popUpMenu, displayed, options)
    }

    /// `delete(displayed:options:actionHandler:)`, without a handler.
    public static func delete(displayed: DisplayedState, options: DiscOptions) -> Self {
        disc(.delete, displayed, options)
    }

    /// `insert(displayed:options:actionHandler:)`, without a handler.
    public static func insert(displayed: DisplayedState, options: DiscOptions) -> Self {
        disc(.insert, displayed, options)
    }

    /// `multiselect(displayed:options:)`.
    public static func multiselect(displayed: DisplayedState, options: DiscOptions) -> Self {
        disc(.multiselect, displayed, options)
    }

    /// `reorder(displayed:options:)`.
    public static func reorder(displayed: DisplayedState, options: ReorderOptions) -> Self {
        var accessory = make(.reorder, displayed, options.common)
        if let shows = options.showsVerticalSeparator { accessory.showsVerticalSeparator = shows }
        return accessory
    }

    /// `outlineDisclosure(displayed:options:actionHandler:)`, without a handler.
    public static func outlineDisclosure(displayed: DisplayedState, options: OutlineDisclosureOptions) -> Self {
        var accessory = make(.outlineDisclosure, displayed, options.common)
        if let style = options.style { accessory.outlineDisclosureStyle = style }
        return accessory
    }

    /// `label(text:displayed:options:)`.
    public static func label(text: String, displayed: DisplayedState, options: LabelOptions) -> Self {
        var accessory = make(.label, displayed, options.common)
        accessory.text = text
        accessory.font = options.font
        if let adjusts = options.adjustsFontForContentSizeCategory {
            accessory.adjustsFontForContentSizeCategory = adjusts
        }
        return accessory
    }

    private static func make(_ type: AccessoryType, _ displayed: DisplayedState, _ options: CommonOptions) -> Self {
        var accessory = CellAccessory(type)
        accessory.displayed = displayed
        if let hidden = options.isHidden { accessory.isHidden = hidden }
        if let width = options.reservedLayoutWidth { accessory.reservedLayoutWidth = width }
        accessory.tintColor = options.tintColor
        return accessory
    }

    private static func disc(_ type: AccessoryType, _ displayed: DisplayedState, _ options: DiscOptions) -> Self {
        var accessory = make(type, displayed, options.common)
        accessory.backgroundColor = options.backgroundColor
        return accessory
    }
}
