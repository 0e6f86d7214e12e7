import StyleDefinitions
import ViewConfigurations

/// Writes resolved properties as CSS custom properties (`--background-color: #FFFFFF;`), one declaration a line, under
/// the names of ``WebProperty``: the answer of `POST /v1/resolve` with `Accept: text/css`, and every rule of the
/// whole-style stylesheet.
enum CSSCustomProperties {
    /// The selector of the resolve answer: its properties apply to the whole page.
    static let rootSelector = ":root"

    /// One `:root` rule holding every property of a resolution of `style`, written as the options say (one state:
    /// the theme changes nothing), inside `@layer` when one is named.
    static func rule(
        for resolution: StyleResolution, of style: StyleDefinition, options: CSSOptions = CSSOptions()
    ) -> [UInt8] {
        let table = WebPropertyTable(style: style, resolution: resolution)
        return rule(table.values(of: resolution), of: table, options: options)
    }

    /// One `:root` rule holding every property of a button or an empty state resolved for a request to `style` (of
    /// the request's kind).
    static func rule(
        for component: ComponentRequest, of style: StyleDefinition, tintColor: Color,
        options: CSSOptions = CSSOptions()
    ) -> [UInt8] {
        let table = WebPropertyTable(style: style)
        let values =
            switch component {
            case .button(let state, let role, let content, let overrides):
                table.values(
                    of: style.resolveButton(
                        state: state, tintColor: tintColor, role: role, content: content, overrides: overrides))
            case .contentUnavailable(let state, let content, let overrides):
                table.values(
                    of: style.resolveContentUnavailable(
                        state: state, tintColor: tintColor, content: content, overrides: overrides))
            }
        return rule(values, of: table, options: options)
    }

    /// The `:root` rule of one state's values, inside `@layer` when one is named.
    private static func rule(_ values: [WebValue], of table: WebPropertyTable, options: CSSOptions) -> [UInt8] {
        var css = ""
        if let layer = options.layer { css += "@layer \(layer) {\n" }
        appendRule(
            selector: rootSelector,
            declarations: values.enumerated().map { ($0.offset, $0.element.css(units: options.units)) },
            properties: table.properties, options: options, indent: options.layer == nil ? "" : "  ", to: &css)
        if options.layer != nil { css += "}\n" }
        return Array(css.utf8)
    }

    /// Appends `selector { --name: value; … }` for the given properties (by their index in `properties`, values as
    /// CSS), named with the options' prefix, every line indented by `indent`.
    static func appendRule(
        selector: String, declarations: [(offset: Int, css: String)], properties: [WebProperty], options: CSSOptions,
        indent: String = "", to css: inout String
    ) {
        appendRule(
            selector: selector, declarations: declarations.map { (options.name(properties[$0.offset]), $0.css) },
            indent: indent, to: &css)
    }

    /// Appends `selector { --name: value; … }` for declarations already named, every line indented by `indent`.
    static func appendRule(
        selector: String, declarations: [(name: String, css: String)], indent: String = "", to css: inout String
    ) {
        css += indent + selector + " {\n"
        for (name, value) in declarations { css += indent + "  " + name + ": " + value + ";\n" }
        css += indent + "}\n"
    }
}
