/// Writes a style as Sass (SCSS) for `style-resolver export --format scss`: a variable per property holding the normal
/// state in the unprefixed light mode (`$text-color: #000000;`), then a map per state from mode to property to value
/// (`$selected: ("light": ("background-color": #0088FF, …), "dark": (…), …)`), and `$states`, every state's map by
/// its name. Variables and map keys are the CSS custom properties' names without `--`, under the options' prefix
/// (`$app-text-color`); values are the CSS values in the options' units. A value Sass would read as more than one
/// item or as a function of its own (a font shorthand, a filter, a glass) is an unquoted string, `#{"…"}`.
struct SCSSExport {
    let table: ExportTable
    let styleName: String
    let options: CSSOptions

    /// The file's bytes.
    func build() -> [UInt8] {
        let prefix = options.prefix.map { $0 + "-" } ?? ""
        let names = table.properties.map { String(options.name($0).dropFirst(2)) }
        var text = "// Style \"\(CSSSyntax.comment(styleName))\" by StyleResolver, for Sass.\n"
        text +=
            "// Variables: the normal state in mode \(table.modes[0].name). Maps: one per state, mode → property → value;\n"
        text += "// $\(prefix)states holds them all by state. Modes: "
        text += table.modes.map(\.name).joined(separator: ", ") + ".\n"
        if table.omittedCustomVariants > 0 {
            text += "// \(table.omittedCustomVariants) custom-state values beyond the first "
            text += "\(StateVariant.maximumCustomVariants) are not covered.\n"
        }
        text += "\n"
        for (index, name) in names.enumerated() {
            text += "$\(name): \(Self.value(table.values[0][0][index], units: options.units));\n"
        }
        for (stateIndex, state) in table.states.enumerated() {
            text += "\n// \(CSSSyntax.comment(state.summary))\n$\(prefix)\(state.name): (\n"
            for (modeIndex, mode) in table.modes.enumerated() {
                text += "  \(CSSSyntax.string(mode.name)): (\n"
                for (index, name) in names.enumerated() {
                    text +=
                        "    \"\(name)\": \(Self.value(table.values[stateIndex][modeIndex][index], units: options.units)),\n"
                }
                text += "  ),\n"
            }
            text += ");\n"
        }
        text += "\n$\(prefix)states: (\n"
        for state in table.states { text += "  \(CSSSyntax.string(state.name)): $\(prefix)\(state.name),\n" }
        text += ");\n"
        return Array(text.utf8)
    }

    /// A value as Sass reads it: the CSS value, or an unquoted string when it holds a comma, a slash or parentheses.
    static func value(_ value: WebValue, units: CSSOptions.Units) -> String {
        let css = value.css(units: units)
        guard css.contains(where: { ",/()".contains($0) }) else { return css }
        return "#{" + CSSSyntax.string(css) + "}"
    }
}
