import ViewConfigurations

/// The accessory glyphs of ``AccessoryGlyph`` as CSS rules keyed on an answer's own names, for a page that draws
/// accessories from resolve answers rather than from a style's stylesheet (the playground): the element carries the
/// answer's `type` in `data-type` and its `symbolName` in `data-symbol`, and holds a `.glyph` child (filled with the
/// glyph color) and, for a disc type, a `.disc` child (filled with the disc color). The shapes stay one table.
public enum AccessoryMaskRules {
    /// The rules for accessory elements matched by `selector`: UIKit's spacing around accessories as custom
    /// properties (`--accessory-content-padding`, `--accessory-leading-padding`, `--accessory-trailing-padding`), each
    /// type's glyph and disc masks with their sizes (in `em` of the element's font size), the unselected multiselect
    /// ring, and the mirroring of glyphs that point along the reading direction inside a right-to-left element.
    public static func css(selector: String) -> String {
        let points = { (value: Double) in WebValue.number(value) + "px" }
        var css = """
            \(selector) {
              --accessory-content-padding: \(points(CellAccessory.contentToAccessoryPadding));
              --accessory-leading-padding: \(points(CellAccessory.interAccessoryPadding(on: .leading)));
              --accessory-trailing-padding: \(points(CellAccessory.interAccessoryPadding(on: .trailing)));
            }

            """
        for type in CellAccessory.AccessoryType.allCases {
            guard let glyph = AccessoryGlyph.of(type) else { continue }
            let element = "\(selector)[data-type=\"\(type.rawValue)\"]"
            css += rule("\(element) > .glyph", glyph.glyph, glyph)
            if let disc = glyph.disc { css += rule("\(element) > .disc", disc, glyph) }
            if glyph.mirrors { css += "[dir=\"rtl\"] \(element) > .glyph {\n  transform: scaleX(-1);\n}\n" }
            if type == .multiselect, let ring = type.symbolName(isSelected: false) {
                let shape = AccessoryGlyph.multiselectRing
                css += rule("\(element)[data-symbol=\"\(ring)\"] > .glyph", shape.glyph, shape)
            }
        }
        return css
    }

    /// One mask rule: the shape and its size, in units of 1/17 em (17 is the body text's size at the default size).
    private static func rule(_ target: String, _ svg: String, _ glyph: AccessoryGlyph) -> String {
        let em = { (units: Double) in WebValue.number(units / 17) + "em" }
        return "\(target) {\n  width: \(em(glyph.width));\n  height: \(em(glyph.height));\n"
            + "  mask-image: \(AccessoryGlyph.url(svg));\n}\n"
    }
}
