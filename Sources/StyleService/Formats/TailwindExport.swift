import ViewConfigurations

/// Writes a style as a Tailwind CSS v4 theme for `style-resolver export --format tailwind`: one `@theme` block of
/// theme variables, then the rules that change them for dark mode, increased contrast and the other design.
///
/// A property becomes a theme variable in the Tailwind namespace its value fits, so Tailwind makes utilities from it:
/// colors `--color-…` (`bg-background-color`, `text-text-color`), radii `--radius-…` (`rounded-corner-radius`), font
/// sizes `--text-…`, line heights `--leading-…`, font weights `--font-weight-…`, shadows `--shadow-…`, other lengths
/// `--spacing-…` (`p-layout-margin-top`). The rest of the name is the CSS custom property's without `--`, under the
/// options' prefix (`--color-app-text-color`). Properties no namespace fits (font shorthands, keywords, counts,
/// opacity, filters) stay in the stylesheet. The normal state's variables hold every such property; a state's
/// (`--color-selected-background-color`, for `aria-selected:bg-selected-background-color`) only those that differ
/// from the normal state's in some mode.
///
/// `@theme` holds the light mode of the unmarked design; each other mode is one rule declaring only what differs from
/// what the rules before it give, switched as the options' `theme` says (media queries, `data-theme` and
/// `data-contrast`, or `light-dark()` values), the other design under `[data-design="…"]`. The attributes go on one
/// element, the root (`<html>`), as Tailwind's own variables live there.
struct TailwindExport {
    let table: ExportTable
    let styleName: String
    let options: CSSOptions

    /// One theme variable: its name and where its values come from.
    private struct Variable {
        let name: String
        let state: Int
        let property: Int
    }

    private static let dark = 1
    private static let highContrast = 2
    private static let otherDesign = 4
    /// Every combination of dark, increased contrast and the other design, in cascade order: fewer conditions first.
    private static let combinations = [0, 1, 2, 4, 3, 5, 6, 7]

    /// The Tailwind namespace of a property, nil for none.
    static func namespace(of property: WebProperty, value: WebValue) -> String? {
        switch value {
        case .color, .glassFill: return "color"
        case .shadow: return "shadow"
        case .fontWeight: return "font-weight"
        case .length, .lengthOr:
            if property.cssName.hasSuffix("radius") { return "radius" }
            if property.cssName.hasSuffix("font-size") { return "text" }
            if property.cssName.hasSuffix("line-height") { return "leading" }
            return "spacing"
        case .number, .lineCount, .font, .keyword, .backdropFilter, .string: return nil
        }
    }

    /// The file's bytes.
    func build() -> [UInt8] {
        let variables = self.variables()
        let declared = Self.combinations.map { combination in
            variables.map { declaredValue($0, in: combination) }
        }
        var text = header()
        text += "\n@theme {\n"
        for (index, variable) in variables.enumerated() {
            text += "  \(variable.name): \(declared[0][index]);\n"
        }
        text += "}\n"

        var rules = ""
        switch options.theme {
        case .media: break
        case .attribute:
            rules += "\n[data-theme=\"light\"] {\n  color-scheme: light;\n}\n"
            rules += "\n[data-theme=\"dark\"] {\n  color-scheme: dark;\n}\n"
        case .lightDark:
            rules += "\n:where(:root) {\n  color-scheme: light dark;\n}\n"
        }
        // The values each combination gets from the rules written so far, to declare only what differs.
        var written: [(combination: Int, values: [String])] = [(0, declared[0])]
        for (order, combination) in Self.combinations.enumerated().dropFirst() {
            var cascaded = declared[0]
            for rule in written where rule.combination & ~combination == 0 {
                for index in cascaded.indices where !rule.values[index].isEmpty { cascaded[index] = rule.values[index] }
            }
            var values = [String](repeating: "", count: variables.count)
            var body = ""
            for index in variables.indices where declared[order][index] != cascaded[index] {
                values[index] = declared[order][index]
                body += "  \(variables[index].name): \(declared[order][index]);\n"
            }
            guard !body.isEmpty else { continue }
            written.append((combination, values))
            let selector = self.selector(combination)
            if let media = mediaQuery(combination) {
                rules += "\n@media \(media) {\n  \(selector) {\n"
                rules += body.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
                rules += "  }\n}\n"
            } else {
                rules += "\n\(selector) {\n" + body + "}\n"
            }
        }
        if let layer = options.layer, !rules.isEmpty {
            let indented = rules.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "  " + $0
            }
            rules = "\n@layer \(layer) {" + indented.joined(separator: "\n") + "}\n"
        }
        return Array((text + rules + customVariants()).utf8)
    }

    /// A custom variant for each state the `hover` option or a key's bound selector marks, matching as the
    /// stylesheet does (`highlighted:bg-highlighted-background-color`); none when nothing is so marked, so the file
    /// is otherwise unchanged. Tailwind's own `hover:` also holds only where the device hovers.
    private func customVariants() -> String {
        let prefix = options.prefix.map { $0 + "-" } ?? ""
        var text = ""
        for state in table.webMarkedStates {
            text += "\n@custom-variant \(prefix)\(state.name) {\n  &\(state.selector) {\n    @slot;\n  }\n"
            if let hover = state.hover {
                text += "  @media \(HoverOption.media) {\n    &\(hover) {\n      @slot;\n    }\n  }\n"
            }
            text += "}\n"
        }
        return text
    }

    /// The theme variables: every namespaced property of the normal state, then each state's that differ from it.
    private func variables() -> [Variable] {
        let prefix = options.prefix.map { $0 + "-" } ?? ""
        var variables: [Variable] = []
        for (stateIndex, state) in table.states.enumerated() {
            for (index, property) in table.properties.enumerated() {
                guard let namespace = Self.namespace(of: property, value: table.values[0][0][index]) else { continue }
                if stateIndex > 0,
                    !table.modes.indices.contains(where: {
                        table.values[stateIndex][$0][index] != table.values[0][$0][index]
                    })
                {
                    continue
                }
                let stateName = stateIndex == 0 ? "" : state.name + "-"
                variables.append(
                    Variable(
                        name: "--\(namespace)-\(prefix)\(stateName)\(property.cssName.dropFirst(2))", state: stateIndex,
                        property: index))
            }
        }
        return variables
    }

    /// What a combination declares for a variable: its value as CSS, or under theme `light-dark`, the value of the
    /// light and dark twins as one `light-dark()` where it can hold them.
    private func declaredValue(_ variable: Variable, in combination: Int) -> String {
        func value(_ combination: Int) -> WebValue {
            let mode = ExportTable.modeIndex(
                dark: combination & Self.dark != 0, highContrast: combination & Self.highContrast != 0,
                otherDesign: combination & Self.otherDesign != 0)
            return table.values[variable.state][mode][variable.property]
        }
        let own = value(combination)
        guard options.theme == .lightDark else { return own.css(units: options.units) }
        let isDark = combination & Self.dark != 0
        let twin = value(combination ^ Self.dark)
        let (light, dark) = isDark ? (twin, own) : (own, twin)
        return (StylesheetBuilder.ThemedValue.merged(light, dark) ?? .one(own)).css(units: options.units)
    }

    /// The element a combination's rule sets the variables on.
    private func selector(_ combination: Int) -> String {
        let design = combination & Self.otherDesign != 0 ? "[data-design=\"\(otherDesign.rawValue)\"]" : ""
        guard options.theme == .attribute else { return design.isEmpty ? ":root" : design }
        return design + (combination & Self.dark != 0 ? "[data-theme=\"dark\"]" : "")
            + (combination & Self.highContrast != 0 ? "[data-contrast=\"more\"]" : "")
    }

    /// A combination's media query, nil for none (under theme `attribute`, none ever).
    private func mediaQuery(_ combination: Int) -> String? {
        guard options.theme != .attribute else { return nil }
        return switch (combination & Self.dark != 0, combination & Self.highContrast != 0) {
        case (true, true): "(prefers-color-scheme: dark) and (prefers-contrast: more)"
        case (true, false): "(prefers-color-scheme: dark)"
        case (false, true): "(prefers-contrast: more)"
        case (false, false): nil
        }
    }

    /// The design of the modes with a design prefix.
    private var otherDesign: DesignGeneration {
        DesignGeneration.allCases.first { $0 != table.design } ?? .ios18
    }

    private func header() -> String {
        let theme =
            switch options.theme {
            case .media: "Dark mode and increased contrast follow the user's settings."
            case .attribute:
                "Dark mode: data-theme=\"dark\" on the root element; increased contrast: data-contrast=\"more\"."
            case .lightDark:
                "Dark mode follows color-scheme through light-dark() values; increased contrast follows the user's "
                    + "setting."
            }
        return "/* Style \"\(CSSSyntax.comment(styleName))\" by StyleResolver, for Tailwind CSS v4 "
            + "(@import \"tailwindcss\" first).\n"
            + "   @theme holds the normal state and each state's differences (--color-selected-…) in light mode, "
            + "\(table.design.rawValue) design.\n   \(theme) The \(otherDesign.rawValue) design: "
            + "data-design=\"\(otherDesign.rawValue)\" on the root element. */\n"
    }
}
