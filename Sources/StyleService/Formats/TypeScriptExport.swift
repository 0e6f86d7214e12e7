import StrictJSON
import ViewConfigurations

/// Writes a style as an ES module of constants (`NAME.js`) and its TypeScript declarations (`NAME.d.ts`) for
/// `style-resolver export --format ts`: `states` (state → mode → property → CSS value, deeply frozen), `modes`,
/// `cssVariables` (property → its CSS custom property, under the options' prefix) and `properties` (the normal
/// state in the first mode); `states` is also the default export. A property's key is its CSS custom property's name
/// in lower camel case (`--text-font-size` is `textFontSize`), so the names are the naming table's; the values are
/// the CSS values in the options' units, typed as precisely as their kind allows (`` `#${string}` `` for colors).
struct TypeScriptExport {
    let table: ExportTable
    let styleName: String
    let options: CSSOptions

    /// A property's key: its CSS name without `--`, in lower camel case.
    static func key(_ property: WebProperty) -> String {
        let words = property.cssName.dropFirst(2).split(separator: "-")
        return words.enumerated().map {
            $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
        }
        .joined()
    }

    /// The TypeScript type of a property's values, from the kind of value it holds.
    func type(of value: WebValue) -> String {
        let length = "`${number}\(options.units.rawValue)`"
        return switch value {
        case .color, .glassFill: "`#${string}`"
        case .length: length
        case .lengthOr(_, let zero): "\(length) | \"\(zero.css)\""
        case .number, .fontWeight: "`${number}`"
        case .lineCount: "`${number}` | \"none\""
        case .font, .shadow, .keyword, .backdropFilter, .string: "string"
        }
    }

    /// The module's bytes. A state other than normal spreads the normal state's mode and lists what differs, so the
    /// module stays small and the differences stand out.
    func module() -> [UInt8] {
        var states = "{\n"
        for (stateIndex, state) in table.states.enumerated() {
            states += "  \(TypeScriptSyntax.string(state.name)): "
            guard stateIndex > 0 else {
                states += "normal,\n"
                continue
            }
            states += "{\n"
            for (modeIndex, mode) in table.modes.enumerated() {
                let name = TypeScriptSyntax.string(mode.name)
                states += "    \(name): { ...normal[\(name)]"
                for (index, property) in table.properties.enumerated()
                where table.values[stateIndex][modeIndex][index] != table.values[0][modeIndex][index] {
                    let value = table.values[stateIndex][modeIndex][index].css(units: options.units)
                    states += ", \(TypeScriptSyntax.string(Self.key(property))): \(TypeScriptSyntax.string(value))"
                }
                states += " },\n"
            }
            states += "  },\n"
        }
        states += "}"
        var normal = "{\n"
        for (modeIndex, mode) in table.modes.enumerated() {
            normal += "  \(TypeScriptSyntax.string(mode.name)): {\n"
            for (index, property) in table.properties.enumerated() {
                let value = table.values[0][modeIndex][index].css(units: options.units)
                normal += "    \(TypeScriptSyntax.string(Self.key(property))): \(TypeScriptSyntax.string(value)),\n"
            }
            normal += "  },\n"
        }
        normal += "}"

        var variables = JSONWriter(format: .pretty, capacity: 4_096)
        variables.beginObject()
        for property in table.properties {
            variables.key(Self.key(property))
            variables.value(options.name(property))
        }
        variables.endObject()
        let modes = "[" + table.modes.map { TypeScriptSyntax.string($0.name) }.joined(separator: ", ") + "]"

        let name = TypeScriptSyntax.comment(styleName)
        var text = "// Style \"\(name)\" by StyleResolver: every state and mode as CSS values. Types: \(name).d.ts.\n\n"
        text += "const normal = \(normal);\n\n"
        text += "/** Each state (normal, then the states the web marks) → mode → property → its CSS value. */\n"
        text += "export const states = deepFreeze(\(states));\n\n"
        text += "/** The modes, \(table.modes[0].name) (the \(table.design.rawValue) design) first. */\n"
        text += "export const modes = Object.freeze(\(modes));\n\n"
        text += "/** Each property's CSS custom property, as the stylesheet names it. */\n"
        text += "export const cssVariables = Object.freeze(\(String(decoding: variables.bytes, as: UTF8.self)));\n\n"
        text += "/** The normal state in mode \(table.modes[0].name). */\n"
        text += "export const properties = states.normal[\(TypeScriptSyntax.string(table.modes[0].name))];\n\n"
        text += stateSelectors()
        text += "export default states;\n\n"
        text += "function deepFreeze(value) {\n"
        text += "  for (const inner of Object.values(value)) if (typeof inner === \"object\") deepFreeze(inner);\n"
        text += "  return Object.freeze(value);\n}\n"
        return Array(text.utf8)
    }

    /// `stateSelectors`: for each state the `hover` option or a key's bound selector marks, the stylesheet's
    /// selector and the one that holds where the device hovers (null for none). Empty when no state is so marked,
    /// so the module is otherwise unchanged.
    private func stateSelectors() -> String {
        guard !table.webMarkedStates.isEmpty else { return "" }
        var text = "/** How the stylesheet marks the states the hover option or a key's selector marks: its selector, "
        text += "and the one that holds where the device hovers. */\n"
        text += "export const stateSelectors = Object.freeze({\n"
        for state in table.webMarkedStates {
            let hover = state.hover.map(TypeScriptSyntax.string) ?? "null"
            text += "  \(TypeScriptSyntax.string(state.name)): "
            text += "Object.freeze({ selector: \(TypeScriptSyntax.string(state.selector)), hover: \(hover) }),\n"
        }
        return text + "});\n\n"
    }

    /// The declarations' bytes.
    func declarations() -> [UInt8] {
        func union(_ names: [String]) -> String { names.map(TypeScriptSyntax.string).joined(separator: " | ") }
        let name = TypeScriptSyntax.comment(styleName)
        var text = "// Style \"\(name)\" by StyleResolver: the types of \(name).js.\n\n"
        text += "/** The states: normal, then the states the web marks (token groups of the same names). */\n"
        text += "export type State = \(union(table.states.map(\.name)));\n\n"
        text += "/** The modes: appearance and contrast, in each design. */\n"
        text += "export type Mode = \(union(table.modes.map(\.name)));\n\n"
        text += "/** Every property of a state in a mode, as its CSS value. */\n"
        text += "export interface Properties {\n"
        for (index, property) in table.properties.enumerated() {
            text += "  /** \(property.cssName)"
            if let description = property.description { text += ": \(description)" }
            text += " */\n  readonly \(Self.key(property)): \(type(of: table.values[0][0][index]));\n"
        }
        text += "}\n\n"
        text += "/** Each state → mode → property → its CSS value. */\n"
        text += "export declare const states: { readonly [S in State]: { readonly [M in Mode]: Properties } };\n\n"
        text += "/** The modes, \(table.modes[0].name) first. */\n"
        text += "export declare const modes: readonly Mode[];\n\n"
        text += "/** Each property's CSS custom property. */\n"
        text += "export declare const cssVariables: { readonly [K in keyof Properties]: string };\n\n"
        text += "/** The normal state in mode \(table.modes[0].name). */\n"
        text += "export declare const properties: Properties;\n\n"
        let marked = table.webMarkedStates.map(\.name)
        if !marked.isEmpty {
            text += "/** How the stylesheet marks the states the hover option or a key's selector marks. */\n"
            text += "export declare const stateSelectors: {\n  readonly [S in \(union(marked))]: "
            text += "{ readonly selector: string; readonly hover: string | null };\n};\n\n"
        }
        text += "export default states;\n"
        return Array(text.utf8)
    }
}
