import ViewConfigurations

/// One accessory of a style as UIKit Swift statements appending it to `accessories`: the factory of its type
/// (`.disclosureIndicator(displayed:options:)`, `.label(text:displayed:options:)`) with its displayed state, and its
/// options as UIKit's options struct (`UICellAccessory.DisclosureIndicatorOptions`), each option the document set
/// assigned by name. A label's text is an escaped literal; a pop-up menu shows the builder's `popUpMenu`.
enum SwiftAccessory {
    /// The statements; a pop-up menu or a detail accessory raises the file's availability (iOS 16, iOS 15.4).
    static func statements(_ accessory: CellAccessory, needs: inout SwiftExportNeeds) -> [String] {
        let type = accessory.accessoryType
        if type == .popUpMenu {
            needs.require(iOS: 16)
            needs.popUpMenu = true
        }
        if type == .detail { needs.require(iOS: 15, minor: 4) }
        let options = optionLines(accessory, needs: &needs)
        var arguments =
            "displayed: .\(accessory.displayed.rawValue), options: \(options.isEmpty ? ".init()" : "options")"
        switch type {
        case .label: arguments = "text: text, " + arguments
        case .popUpMenu: arguments = "popUpMenu, " + arguments
        default: break
        }
        let append = "accessories.append(.\(type.rawValue)(\(arguments)))"
        guard type == .label || !options.isEmpty else { return [append] }
        var block = ["do {"]
        if !options.isEmpty {
            block.append("  var options = UICellAccessory.\(optionsType(type))()")
            block += options.map { "  options." + $0 }
        }
        if type == .label { block.append("  let text = \(SwiftSyntax.string(accessory.text ?? ""))") }
        return block + ["  " + append, "}"]
    }

    /// UIKit's options struct of a type (`DisclosureIndicatorOptions`, `PopUpMenuOptions`).
    static func optionsType(_ type: CellAccessory.AccessoryType) -> String {
        type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst() + "Options"
    }

    /// `isHidden = true`, `tintColor = .systemRed`…: each option that differs from the type's default.
    private static func optionLines(_ accessory: CellAccessory, needs: inout SwiftExportNeeds) -> [String] {
        let type = accessory.accessoryType
        var lines: [String] = []
        if accessory.isHidden { lines.append("isHidden = true") }
        if accessory.reservedLayoutWidth != type.defaultReservedLayoutWidth {
            lines.append("reservedLayoutWidth = \(dimension(accessory.reservedLayoutWidth))")
        }
        if let tint = accessory.tintColor.flatMap(SwiftValue.color) { lines.append("tintColor = \(tint)") }
        if let background = accessory.backgroundColor.flatMap(SwiftValue.color) {
            lines.append("backgroundColor = \(background)")
        }
        if let font = accessory.font { lines.append("font = \(SwiftValue.font(font, needs: &needs))") }
        if !accessory.adjustsFontForContentSizeCategory { lines.append("adjustsFontForContentSizeCategory = false") }
        if !accessory.showsVerticalSeparator { lines.append("showsVerticalSeparator = false") }
        if accessory.outlineDisclosureStyle != .automatic {
            lines.append("style = .\(accessory.outlineDisclosureStyle.rawValue)")
        }
        return lines
    }

    /// A reserved width as `UICellAccessory.LayoutDimension`.
    private static func dimension(_ dimension: CellAccessory.LayoutDimension) -> String {
        switch dimension {
        case .actual: ".actual"
        case .standard: ".standard"
        case .custom(let points): ".custom(\(SwiftValue.number(points)))"
        }
    }
}
