import StrictJSON
import StyleDefinitions
import ViewConfigurations

extension SwiftExport {
    /// One of the two configurations a style builds.
    enum Configuration: String {
        case background, content

        /// UIKit's type.
        var type: String { self == .background ? "UIBackgroundConfiguration" : "UIListContentConfiguration" }

        /// The factories UIKit added in iOS 18 (the ones that adapt to the list environment).
        var iOS18Factories: Set<String> {
            self == .background ? ["listCell", "listHeader", "listFooter"] : ["header", "footer"]
        }
    }

    /// The body of a builder: the factory, updated for the state unless the style turns that off, the overrides,
    /// then each rule that sets something of this configuration, in order.
    func builder(
        _ configuration: Configuration, conditions: [SwiftCondition.Term], needs: inout SwiftExportNeeds
    ) -> [String] {
        let isBackground = configuration == .background
        let factory = (isBackground ? style.backgroundFactory : style.contentFactory) ?? ""
        if configuration.iOS18Factories.contains(factory) { needs.require(iOS: 18) }
        let updates =
            isBackground
            ? style.automaticallyUpdatesBackgroundConfiguration : style.automaticallyUpdatesContentConfiguration
        let start = "\(configuration.type).\(factory)()" + (updates ? ".updated(for: state)" : "")
        let variable = configuration.rawValue
        let lines = settings(conditions: conditions) { overrides, pointer in
            statements(overrides, configuration, pointer: pointer, needs: &needs)
        }
        let environment = environmentLines()
        guard !lines.isEmpty else { return environment.isEmpty ? [start] : environment + ["return \(start)"] }
        return environment + ["var \(variable) = \(start)"] + lines + ["return \(variable)"]
    }

    /// The statements of the style's overrides, then of each rule under its condition, in order; `body` gives the
    /// statements of one set of assignments (none to leave it out) at its pointer.
    func settings(
        conditions: [SwiftCondition.Term], body: (ConfigurationOverrides, JSONPointer) -> [String]
    ) -> [String] {
        var lines: [String] = []
        let overrides = body(style.overrides, JSONPointer(tokens: ["overrides"]))
        if !overrides.isEmpty {
            lines += ["// The style's overrides, set once as UIKit locks them."] + overrides
        }
        for (index, rule) in style.rules.enumerated() {
            let statements = body(rule.set, JSONPointer(tokens: ["rules", String(index), "set"]))
            guard !statements.isEmpty else { continue }
            lines.append("// Rule \(index + 1).")
            if conditions[index].text == "true" {
                lines += statements
            } else {
                lines += ["if \(conditions[index].text) {"] + statements.map { "  " + $0 } + ["}"]
            }
        }
        return lines
    }

    /// For a style made for a list appearance (`insetGroupedCell`), a state that names no list environment takes
    /// that one, as the service resolves it; nothing for other styles.
    func environmentLines() -> [String] {
        guard let environment = style.listEnvironment else { return [] }
        return [
            "// The style is made for the \(environment.rawValue) list: a state outside a list resolves as in one.",
            "var state = state",
            "if #available(iOS 18, *), state.traitCollection.listEnvironment == .unspecified {",
            "  state.traitCollection = state.traitCollection.modifyingTraits { traits in",
            "    traits.listEnvironment = \(SwiftCondition.member(environment.rawValue, of: "UIListEnvironment"))",
            "  }",
            "}",
        ]
    }

    /// The statements of one set of assignments for one configuration.
    private func statements(
        _ overrides: ConfigurationOverrides, _ configuration: Configuration, pointer: JSONPointer,
        needs: inout SwiftExportNeeds
    ) -> [String] {
        let here = pointer.appending(configuration.rawValue)
        return configuration == .background
            ? assignments(overrides.background, to: "background", at: here, needs: &needs)
            : assignments(overrides.content, to: "content", at: here, needs: &needs)
    }

    /// The statements setting each assignment on `variable`; `pointer` is the part of the overrides they are in.
    func assignments<Values>(
        _ assignments: [PropertyAssignment<Values>], to variable: String, at pointer: JSONPointer,
        needs: inout SwiftExportNeeds
    ) -> [String] {
        assignments.flatMap { assignment in
            var here = pointer
            for token in assignment.path.split(separator: ".") { here = here.appending(String(token)) }
            return SwiftAssignment.statements(
                variable: variable, path: assignment.path, kind: assignment.property.kind, value: assignment.value,
                pointer: here, needs: &needs)
        }
    }

    /// The enum with the two builders (then `row`, the row's builders), the design generation when a rule tests it,
    /// and the helpers the values use.
    func styleEnum(background: [String], content: [String], row: String, needs: SwiftExportNeeds) -> String {
        let name = SwiftSyntax.string(styleName)
        var text = "/// The style \(name): its background and content configurations for a cell's state.\n"
        text += availability(needs) + "@MainActor\nenum \(typeStem)Style {\n"
        text +=
            "  /// The background for `state`: \(style.backgroundFactory ?? "")(), then the style's overrides and rules.\n"
        text += "  static func backgroundConfiguration(for state: UICellConfigurationState)\n"
        text += "    -> UIBackgroundConfiguration\n  {\n"
        text += laidOut(background) + "  }\n\n"
        text +=
            "  /// The content for `state`: \(style.contentFactory ?? "")(), then the style's overrides and rules.\n"
        text += "  static func contentConfiguration(for state: UICellConfigurationState)\n"
        text += "    -> UIListContentConfiguration\n  {\n"
        text += laidOut(content) + "  }\n" + row
        return text + helpers(needs) + "}\n\n"
    }

    /// A builder's lines (each indented relative to the body) in the body of a function of the enum.
    func laidOut(_ lines: [String]) -> String {
        lines.flatMap { line in
            let relative = line.prefix { $0 == " " }.count
            return SwiftLayout.lines(String(line.dropFirst(relative)), indent: 4 + relative)
        }
        .map { $0 + "\n" }.joined()
    }

    /// The list cell that applies both configurations (and the accessories, when the style sets them) on each
    /// update.
    func cellClass(setsAccessories: Bool, needs: SwiftExportNeeds) -> String {
        let name = SwiftSyntax.string(styleName)
        var text = "/// A list cell in the style \(name): each update applies the style's configurations for the\n"
        text += "/// cell's state, with the text, secondary text and image set on the cell.\n"
        text += availability(needs) + "class \(typeStem)Cell: UICollectionViewListCell {\n"
        for (property, type, what) in [
            ("text", "String", "The primary text."), ("secondaryText", "String", "The secondary text."),
            ("image", "UIImage", "The image."),
        ] {
            text +=
                "  /// \(what)\n  var \(property): \(type)? {\n    didSet { setNeedsUpdateConfiguration() }\n  }\n\n"
        }
        if needs.popUpMenu {
            text += "  /// The menu the pop-up menu accessory shows.\n  var popUpMenu = UIMenu(children: []) {\n"
            text += "    didSet { setNeedsUpdateConfiguration() }\n  }\n\n"
        }
        let menu = needs.popUpMenu ? ", popUpMenu: popUpMenu" : ""
        let accessories = setsAccessories ? ["accessories = \(typeStem)Style.accessories(for: state\(menu))"] : []
        text += "  override func updateConfiguration(using state: UICellConfigurationState) {\n"
        text += laidOut(
            [
                "super.updateConfiguration(using: state)",
                "backgroundConfiguration = \(typeStem)Style.backgroundConfiguration(for: state)",
                "var content = \(typeStem)Style.contentConfiguration(for: state)",
                "content.text = text", "content.secondaryText = secondaryText", "content.image = image",
                "contentConfiguration = content",
            ] + accessories)
        return text + "  }\n}\n"
    }
}
