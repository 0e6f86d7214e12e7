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
                        factory: factory, inferred: reasons["\(edge).\(reason)"],
                        tokens: isAutomatic ? [] : resolution.tokens["separator." + property.rawValue] ?? []))
            }
        }
        let listReasons = list.inferredDefaults(with: resolution.traits)
        for member in ["backgroundColor", "showsSeparators", "headerTopPadding", "sectionCornerRadius"] {
            explanations.append(
                Self.rowExplanation("list." + member, recorded: nil, factory: factory, inferred: listReasons[member]))
        }
        return explanations
    }

    /// Each accessory's members in drawing order, as the answer names them: those its options decide come from the
    /// source of the accessories list, the others are the system's values for the type and state.
    private func explainAccessories(_ resolution: StyleResolution) -> [PropertyExplanation] {
        let recorded = resolution.sources["accessories"]
        let ordered = resolution.accessories.sorted {
            CellAccessory.drawsBefore($0.accessoryType, $1.accessoryType)
        }
        var explanations: [PropertyExplanation] = []
        for (index, accessory) in ordered.enumerated() {
            let type = accessory.accessoryType
            var reasons = accessory.inferredDefaults(
                for: resolution.state, tintColor: resolution.tintColor, contentStyle: resolution.content.style)
            if let reason = CellAccessory.inferredOrderReason(of: type, among: ordered) { reasons["order"] = reason }
            for (name, isSet) in Self.accessoryMembers(accessory) {
                // A value the options decide is the app's, unless the system derives it in a way not public.
                let setByOptions = isSet && reasons[name] == nil
                explanations.append(
                    Self.rowExplanation(
                        "accessories.\(index).\(name)", recorded: setByOptions ? recorded : nil,
                        factory: type.rawValue + " accessory", inferred: reasons[name]))
            }
        }
        return explanations
    }

    /// The answer's members of an accessory that explain reports, and whether the accessory's options decide each.
    private static func accessoryMembers(_ accessory: CellAccessory) -> [(name: String, isSet: Bool)] {
        let type = accessory.accessoryType
        let tinted = accessory.differsFromDefault(.tintColor)
        var members: [(name: String, isSet: Bool)] = [
            ("type", true), ("placement", false), ("order", false),
            ("displayed", accessory.differsFromDefault(.displayed)),
            ("visible", accessory.differsFromDefault(.displayed) || accessory.differsFromDefault(.isHidden)),
            ("tintColor", tinted),
        ]
        if type.hasBackgroundColor {
            members.append(("backgroundColor", accessory.differsFromDefault(.backgroundColor)))
        }
        members.append(("glyphColor", tinted))
        if type.hasBackgroundColor { members += [("discColor", tinted), ("symbolRenderingMode", tinted)] }
        if type == .label {
            members += [("text", true), ("font", accessory.differsFromDefault(.font))]
        } else {
            members += [("symbolName", false), ("symbolConfiguration", false)]
        }
        members.append(("reservedLayoutWidth", accessory.differsFromDefault(.reservedLayoutWidth)))
        if type == .reorder { members.append(("verticalSeparatorColor", false)) }
        if type == .outlineDisclosure {
            members += [
                ("outlineDisclosureStyle", accessory.differsFromDefault(.style)), ("pointsDown", false),
            ]
        }
        return members
    }

    /// A member set by the recorded sources (the last won, from `tokens` when its value named them), or else the
    /// factory's, with its inferred reason.
    private static func rowExplanation(
        _ path: String, recorded: [ValueSource]?, factory: String, inferred: String?, tokens: [DesignToken] = []
    ) -> PropertyExplanation {
        guard let recorded, let source = recorded.last else {
            return PropertyExplanation(
                path: path, source: .factoryDefault, supersedes: [], factory: factory, followsState: true,
                tintColor: nil, color: nil, inferred: inferred)
        }
        return PropertyExplanation(
            path: path, source: source, supersedes: Array(recorded.dropLast()), factory: nil, followsState: true,
            tintColor: nil, color: nil, tokens: tokens)
    }
}
