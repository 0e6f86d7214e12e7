import ViewConfigurations

/// Explanations of the row around the cell: each accessory's values, the separators and the list, with the library's
/// reasons for the defaults it infers.
extension StyleDefinition {
    /// The accessories' members (`accessories.0.tintColor`), the separators' (`separators.bottom.leadingInset`) and
    /// the list's (`list.backgroundColor`), in the answer's order.
    func explainRow(_ resolution: StyleResolution) -> [PropertyExplanation] {
        var explanations = explainAccessories(resolution)
        guard let list = resolution.list else { return explanations }
        let factory = list.appearance.rawValue + " list"
        let separators = list.separatorConfiguration
        let reasons = separators.inferredDefaults(
            for: resolution.state, content: resolution.resolvedContent, showsSeparators: list.showsSeparators)
        typealias Property = ListSeparatorConfiguration.Property
        let automatic = ListSeparatorConfiguration.automaticDimension
        for edge in ["top", "bottom"] {
            let top = edge == "top"
            let insets = top ? separators.topSeparatorInsets : separators.bottomSeparatorInsets
            let insetsProperty: Property = top ? .topSeparatorInsets : .bottomSeparatorInsets
            // An edge left automatic takes the list's value, whoever set the insets.
            let members: [(member: String, reason: String, property: Property, isAutomatic: Bool)] = [
                ("visible", "isVisible", top ? .topSeparatorVisibility : .bottomSeparatorVisibility, false),
                ("leadingInset", "leadingInset", insetsProperty, insets.leading == automatic),
                ("trailingInset", "trailingInset", insetsProperty, insets.trailing == automatic),
                ("color", "color", .color, false),
            ]
            for (member, reason, property, isAutomatic) in members {
                explanations.append(
                    Self.rowExplanation(
                        "separators.\(edge).\(member)",
                        recorded: isAutomatic ? nil : resolution.sources["separator." + property.rawValue],
                        factory: factory, inferred: reasons["\(edge).\(reason)"]))
            }
        }
        let listReasons = list.inferredDefaults(with: resolution.traits)
        for member in ["backgroundColor", "showsSeparators", "headerTopPadding", "sectionCornerRadius"] {
            explanations.append(
                Self.rowExplanation("list." + member, recorded: nil, factory: factory, inferred: listReasons[member]))
        }
        return explanations
    }

    /// Each accessory's members in drawing order: those its options set come from the source of the accessories
    /// list, the others are the system's defaults for the type and state.
    private func explainAccessories(_ resolution: StyleResolution) -> [PropertyExplanation] {
        let recorded = resolution.sources["accessories"]
        let ordered = resolution.accessories.sorted {
            CellAccessory.drawsBefore($0.accessoryType, $1.accessoryType)
        }
        var explanations: [PropertyExplanation] = []
        for (index, accessory) in ordered.enumerated() {
            let type = accessory.accessoryType
            let reasons = accessory.inferredDefaults(
                for: resolution.state, tintColor: resolution.tintColor, contentStyle: resolution.content.style)
            var members: [(name: String, isSet: Bool)] = [
                ("type", true), ("visible", accessory.displayed != type.defaultDisplayedState || accessory.isHidden),
                ("tintColor", accessory.tintColor != nil), ("glyphColor", accessory.tintColor != nil),
                ("symbolConfiguration", false),
                ("reservedLayoutWidth", accessory.reservedLayoutWidth != type.defaultReservedLayoutWidth),
            ]
            if type.hasBackgroundColor { members.insert(("backgroundColor", accessory.backgroundColor != nil), at: 4) }
            if type == .label { members.append(("font", accessory.font != nil)) }
            for reason in reasons.keys.sorted() where !members.contains(where: { $0.name == reason }) {
                members.append((reason, false))
            }
            for (name, isSet) in members {
                explanations.append(
                    Self.rowExplanation(
                        "accessories.\(index).\(name)", recorded: isSet ? recorded : nil,
                        factory: type.rawValue + " accessory", inferred: reasons[name]))
            }
        }
        return explanations
    }

    /// A member set by the recorded sources (the last won), or else the factory's, with its inferred reason.
    private static func rowExplanation(
        _ path: String, recorded: [ValueSource]?, factory: String, inferred: String?
    ) -> PropertyExplanation {
        guard let recorded, let source = recorded.last else {
            return PropertyExplanation(
                path: path, source: .factoryDefault, supersedes: [], factory: factory, followsState: true,
                tintColor: nil, color: nil, inferred: inferred)
        }
        return PropertyExplanation(
            path: path, source: source, supersedes: Array(recorded.dropLast()), factory: nil, followsState: true,
            tintColor: nil, color: nil)
    }
}
