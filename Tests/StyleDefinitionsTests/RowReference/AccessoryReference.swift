import ViewConfigurations

/// The accessories file's §1.2 table, transcribed for the row oracle rather than read from the library: per type its
/// order number, default `displayed` and reserved width, glyph, symbol configuration and default tints.
struct AccessoryReference {
    /// Where a default tint comes from (§1.2, §1.3).
    enum DefaultTint: Equatable {
        /// A system color.
        case system(ReferenceColor)
        /// The cell's inherited tint (systemBlue).
        case inherited
        /// The multicolor symbol: a white glyph on a red or green disc.
        case multicolor(ReferenceColor)
    }

    /// A symbol configuration as §1.2 gives it: the text style, whether emphasized, and the scale per size.
    enum Symbol: Equatable {
        /// Emphasized body at small scale (the chevrons).
        case chevron
        /// Emphasized body at medium scale, small "at the largest AX sizes" (the step is not named).
        case checkmark
        /// Body at large scale, medium at AX1–AX2, small from AX3 (the reorder control).
        case reorder
        /// The control symbol configuration, whose body is not public ([unknown]; [inferred] like the image slot).
        case control
        /// A label draws text.
        case none
    }

    var type: String
    var order: Int
    var whenEditing: Bool
    var standardWidth: Bool
    var symbol: String?
    var selectedSymbol: String?
    var configuration: Symbol
    var tint: DefaultTint
    /// On a tint-filled row: white, white at 80 %, or nil (unchanged).
    var filledTint: ReferenceColor?
    var hasBackground: Bool

    static let table: [AccessoryReference] = [
        .init(
            type: "disclosureIndicator", order: 205, whenEditing: false, standardWidth: false,
            symbol: "chevron.forward", selectedSymbol: nil, configuration: .chevron, tint: .system(.tertiaryLabel),
            filledTint: .white80, hasBackground: false),
        .init(
            type: "checkmark", order: 202, whenEditing: false, standardWidth: true, symbol: "checkmark",
            selectedSymbol: nil, configuration: .checkmark, tint: .inherited, filledTint: .white, hasBackground: false),
        .init(
            type: "delete", order: 101, whenEditing: true, standardWidth: true, symbol: "minus.circle.fill",
            selectedSymbol: nil, configuration: .control, tint: .multicolor(.systemRed), filledTint: nil,
            hasBackground: true),
        .init(
            type: "insert", order: 102, whenEditing: true, standardWidth: true, symbol: "plus.circle.fill",
            selectedSymbol: nil, configuration: .control, tint: .multicolor(.systemGreen), filledTint: nil,
            hasBackground: true),
        .init(
            type: "reorder", order: 208, whenEditing: true, standardWidth: true, symbol: "line.horizontal.3",
            selectedSymbol: nil, configuration: .reorder, tint: .system(.tertiaryLabel), filledTint: .white80,
            hasBackground: false),
        .init(
            type: "multiselect", order: 103, whenEditing: true, standardWidth: true, symbol: "circle",
            selectedSymbol: "checkmark.circle.fill", configuration: .control, tint: .system(.tertiaryLabel),
            filledTint: nil, hasBackground: true),
        .init(
            type: "outlineDisclosure", order: 206, whenEditing: false, standardWidth: false,
            symbol: "chevron.forward", selectedSymbol: nil, configuration: .chevron, tint: .inherited,
            filledTint: .white, hasBackground: false),
        .init(
            type: "label", order: 201, whenEditing: false, standardWidth: false, symbol: nil, selectedSymbol: nil,
            configuration: .none, tint: .system(.secondaryLabel), filledTint: .white80, hasBackground: false),
        .init(
            type: "detail", order: 203, whenEditing: false, standardWidth: true, symbol: "info.circle",
            selectedSymbol: nil, configuration: .control, tint: .inherited, filledTint: .white, hasBackground: false),
        .init(
            type: "popUpMenu", order: 204, whenEditing: false, standardWidth: false,
            symbol: "chevron.up.chevron.down", selectedSymbol: nil, configuration: .chevron,
            tint: .system(.tertiaryLabel), filledTint: .white80, hasBackground: false),
    ]

    static func named(_ type: String) -> AccessoryReference? { table.first { $0.type == type } }

    /// §1.1: order numbers below 200 sit on the leading edge.
    var isLeading: Bool { order < 200 }

    /// §1.4: iOS 26 sidebars give multiselect, outline disclosure and detail a monochrome look (type mask 0x260).
    var takesMonochromeTreatment26: Bool { ["multiselect", "outlineDisclosure", "detail"].contains(type) }

    /// §1.2 and §1.5: text style, weight and scale at a size; whether the value is settled there (iOS 14–18).
    func symbolConfiguration(at size: ContentSizeCategory) -> (SymbolConfiguration?, settled: Bool) {
        let ax = size.isAccessibilityCategory
        let fromAX3 = ax && ![.accessibilityMedium, .accessibilityLarge].contains(size)
        let imageSlotScale: SymbolConfiguration.Scale = fromAX3 ? .small : ax ? .medium : .large
        switch configuration {
        case .chevron: return (SymbolConfiguration(textStyle: .body, weight: .semibold, scale: .small), true)
        case .checkmark:
            // Medium below the accessibility sizes; "small at the largest" leaves the step open: AX5 is small.
            let largest = size == .accessibilityExtraExtraExtraLarge
            guard !ax || largest else { return (nil, false) }
            return (
                SymbolConfiguration(textStyle: .body, weight: .semibold, scale: largest ? .small : .medium),
                !ax || largest
            )
        case .reorder: return (SymbolConfiguration(textStyle: .body, scale: imageSlotScale), true)
        case .control: return (SymbolConfiguration(textStyle: .body, scale: imageSlotScale), false)
        case .none: return (nil, true)
        }
    }
}

/// One accessory as a style document declares it, and the options it sets.
struct DeclaredAccessory {
    var type: String
    var displayed: String?
    var isHidden = false
    /// `"actual"`, `"standard"` or points.
    var reservedWidth: String?
    /// A hex tint, or nil.
    var tint: UInt32?
    var background: UInt32?
    var text: String?
    /// A label's font text style.
    var fontStyle: TextStyle?
    var showsVerticalSeparator = true
    var style: String?

    var reference: AccessoryReference { AccessoryReference.named(type) ?? AccessoryReference.table[0] }

    /// The JSON of the declaration.
    var json: String {
        var members = [#""type": "\#(type)""#]
        if let displayed { members.append(#""displayed": "\#(displayed)""#) }
        if isHidden { members.append(#""isHidden": true"#) }
        if let reservedWidth {
            members.append(
                #""reservedLayoutWidth": "# + (Double(reservedWidth) != nil ? reservedWidth : "\"\(reservedWidth)\""))
        }
        if let tint { members.append(#""tintColor": "\#(Self.hex(tint))""#) }
        if let background { members.append(#""backgroundColor": "\#(Self.hex(background))""#) }
        if let text { members.append(#""text": "\#(text)""#) }
        if let fontStyle { members.append(#""font": {"textStyle": "\#(fontStyle.rawValue)"}"#) }
        if !showsVerticalSeparator { members.append(#""showsVerticalSeparator": false"#) }
        if let style { members.append(#""style": "\#(style)""#) }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func hex(_ rgb: UInt32) -> String {
        let digits = String(rgb, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}
