import StrictJSON
import ViewConfigurations

/// One accessory of a style as UIKit Swift statements appending it to `accessories`: the factory of its type
/// (`.disclosureIndicator(displayed:options:)`, `.label(text:displayed:options:)`) with its displayed state, and its
/// options as UIKit's options struct (`UICellAccessory.DisclosureIndicatorOptions`), each option the document set
/// assigned by name. A label's text is an escaped literal; a pop-up menu shows the builder's `popUpMenu`.
enum SwiftAccessory {
    /// The statements; a pop-up menu or a detail accessory raises the file's availability (iOS 16, iOS 15.4).
    static func statements(
        _ accessory: CellAccessory, at pointer: JSONPointer, needs: inout SwiftExportNeeds
    )
        -> [String]
    {
        let type = accessory.accessoryType
        if type == .popUpMenu {
            needs.require(iOS: 16)
            needs.popUpMenu = true
        }
        if type == .detail { needs.require(iOS: 15, minor: 4) }
        let options = optionLines(accessory, at: pointer, needs: &needs)
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
            block += options.map { "  " + $0 }
        }
        if type == .label { block.append("  let text = \(SwiftSyntax.string(accessory.text ?? ""))") }
        return block + ["  " + append, "}"]
    }

    /// UIKit's options struct of a type (`DisclosureIndicatorOptions`, `PopUpMenuOptions`).
    static func optionsType(_ type: CellAccessory.AccessoryType) -> String {
        type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst() + "Options"
    }

    /// `isHidden = true`, `tintColor = .systemRed`…: each option of the catalogue that differs from the type's
    /// default, but `displayed` and `text`, which are the factory's arguments.
    private static func optionLines(
        _ accessory: CellAccessory, at pointer: JSONPointer, needs: inout SwiftExportNeeds
    ) -> [String] {
        var lines: [String] = []
        for property in CellAccessory.Property.allCases where property != .displayed && property != .text {
            guard accessory.differsFromDefault(property), let row = CellAccessory.catalogue.property(property) else {
                continue
            }
            lines += SwiftAssignment.statements(
                variable: "options", path: row.name, kind: row.kind, value: accessory.value(of: row),
                pointer: pointer.appending(row.name), needs: &needs)
        }
        return lines
    }
}
