import StyleDefinitions

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
        var css = ""
        if let layer = options.layer { css += "@layer \(layer) {\n" }
        appendRule(
            selector: rootSelector,
            declarations: table.values(of: resolution).enumerated().map {
                ($0.offset, $0.element.css(units: options.units))
            }, properties: table.properties, options: options, indent: options.layer == nil ? "" : "  ", to: &css)
        if options.layer != nil { css += "}\n" }
        return Array(css.utf8)
    }

    /// Appends `selector { --name: value; … }` for the given properties (by their index in `properties`, values as
    /// CSS), named with the options' prefix, every line indented by `indent`.
    static func appendRule(
        selector: String, declarations: [(offset: Int, css: String)], properties: [WebProperty], options: CSSOptions,
        indent: String = "", to css: inout String
    ) {
        css += indent + selector + " {\n"
        for (property, value) in declarations {
            css += indent + "  " + options.name(properties[property]) + ": " + value + ";\n"
        }
        css += indent + "}\n"
    }
}
