import StyleRegistry

/// Writes resolved properties as CSS custom properties (`--background-color: #FFFFFF;`), one declaration a line, under
/// the names of ``WebProperty``: the answer of `POST /v1/resolve` with `Accept: text/css`, and every rule of the
/// whole-style stylesheet.
enum CSSCustomProperties {
    /// The selector of the resolve answer: its properties apply to the whole page.
    static let rootSelector = ":root"

    /// One `:root` rule holding every property of a resolution.
    static func rule(for resolution: StyleResolution) -> [UInt8] {
        var css = ""
        appendRule(
            selector: rootSelector, declarations: Array(WebProperty.values(of: resolution).enumerated()), to: &css)
        return Array(css.utf8)
    }

    /// Appends `selector { --name: value; … }` for the given properties (by their index in ``WebProperty/all``),
    /// every line indented by `indent`.
    static func appendRule(
        selector: String, declarations: [(offset: Int, element: WebValue)], indent: String = "", to css: inout String
    ) {
        css += indent + selector + " {\n"
        for (property, value) in declarations {
            css += indent + "  " + WebProperty.all[property].cssName + ": " + value.css + ";\n"
        }
        css += indent + "}\n"
    }
}
