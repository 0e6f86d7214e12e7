import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// The row around the cell in the Swift export, for a style that sets it: an accessories builder giving
/// `[UICellAccessory]` for a state (the cell sets its `accessories` from it), and a separator builder laying the
/// style's `UIListSeparatorConfiguration` settings over the section's, for the list's `itemSeparatorHandler`.
extension SwiftExport {
    /// The accessories builder's body, nil when neither the overrides nor any rule set accessories.
    func accessoriesBuilder(conditions: [SwiftCondition.Term], needs: inout SwiftExportNeeds) -> [String]? {
        let lines = settings(conditions: conditions) { overrides, pointer in
            guard let accessories = overrides.accessories else { return [] }
            // A rule's list replaces the one before it; the overrides start from none.
            let replacing = pointer == JSONPointer(tokens: ["overrides"]) ? [] : ["accessories.removeAll()"]
            let list = pointer.appending("accessories")
            return replacing
                + accessories.enumerated().flatMap { index, accessory in
                    SwiftAccessory.statements(accessory, at: list.appending(index), needs: &needs)
                }
        }
        guard !lines.isEmpty else { return nil }
        return environmentLines() + ["var accessories: [UICellAccessory] = []"] + lines + ["return accessories"]
    }

    /// The separator builder's body, nil when neither the overrides nor any rule set a separator property. A
    /// multiple-selection color set back to the default has no UIKit spelling (UIKit's property is not optional).
    func separatorBuilder(conditions: [SwiftCondition.Term], needs: inout SwiftExportNeeds) -> [String]? {
        let lines = settings(conditions: conditions) { overrides, pointer in
            overrides.separator.flatMap { assignment in
                let here = pointer.appending("separator").appending(assignment.path)
                if case .color(nil) = assignment.value {
                    needs.refuse(here, "UIKit's \(assignment.path) is not optional, so its default cannot be set back")
                    return [String]()
                }
                return SwiftAssignment.statements(
                    variable: "separator", path: assignment.path, kind: assignment.property.kind,
                    value: assignment.value, pointer: here, needs: &needs)
            }
        }
        guard !lines.isEmpty else { return nil }
        return environmentLines() + ["var separator = section"] + lines + ["return separator"]
    }

    /// The builders' declarations in the style's enum.
    func rowFunctions(accessories: [String]?, separator: [String]?, needs: SwiftExportNeeds) -> String {
        var text = ""
        if let accessories {
            let menu = needs.popUpMenu ? ", popUpMenu: UIMenu" : ""
            text +=
                "\n  /// The accessories for `state`: the style's, in the order it gives them (UIKit orders system\n"
            text +=
                "  /// accessories itself)\(needs.popUpMenu ? "; the pop-up menu accessory shows `popUpMenu`" : "").\n"
            let signature = "  static func accessories(for state: UICellConfigurationState\(menu))"
            // As swift format lays it out: one line when it fits, else the result and the brace on lines of their own.
            let oneLine = signature + " -> [UICellAccessory] {"
            text +=
                oneLine.count <= SwiftLayout.lineLength
                ? oneLine + "\n" : signature + "\n    -> [UICellAccessory]\n  {\n"
            text += laidOut(accessories) + "  }\n"
        }
        if let separator {
            text += "\n  /// The separators for `state`: the style's settings over `section`, the list section's\n"
            text += "  /// configuration. Return it from the list configuration's `itemSeparatorHandler`.\n"
            text += "  static func separatorConfiguration(\n"
            text += "    for state: UICellConfigurationState, in section: UIListSeparatorConfiguration\n"
            text += "  ) -> UIListSeparatorConfiguration {\n" + laidOut(separator) + "  }\n"
        }
        return text
    }
}
