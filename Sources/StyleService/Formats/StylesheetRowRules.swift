import ViewConfigurations

/// The stylesheet's rules that draw the row around a cell from its custom properties: the separators (a style in a
/// list) and each accessory type the style declares, as `[data-accessory="<type>"]` elements inside the cell. A style
/// outside a list without accessories gets none of them.
struct StylesheetRowRules {
    /// The cell's selector.
    let selector: String
    /// The custom properties' prefix (`--` or `--app-`).
    let prefix: String
    /// The unit lengths are written in.
    let units: CSSOptions.Units
    let table: WebPropertyTable
    /// Whether a row at the end of its section hides its bottom separator, as grouped lists do.
    var lastRowHidesBottomSeparator = false
    /// The selectors of the states that change a glyph: selected (multiselect's check), expanded (the outline
    /// disclosure turns down).
    var selected = ""
    var expanded = ""

    /// The rules' text.
    var css: String {
        var css = table.inList ? separatorRules : ""
        guard !table.accessoryTypes.isEmpty else { return css }
        css += accessoryBase
        for type in table.accessoryTypes { css += rules(for: type) }
        return css
    }

    private func variable(_ name: String) -> String { "var(\(prefix)\(name))" }

    /// A length in points, in the stylesheet's unit.
    private func length(_ points: Double) -> String { WebValue.length(points, units: units) }

    /// Two hairlines drawn over the cell's top and bottom edges, inset from its inline start and end (so right to
    /// left mirrors them): a pixel scaled to half, one device pixel on a screen of two per CSS pixel, as UIKit's.
    private var separatorRules: String {
        var css = """

            \(selector) {
              position: relative;
            }

            \(selector)::before, \(selector)::after {
              content: "";
              position: absolute;
              height: \(length(1));
              transform: scaleY(0.5);
              background-color: \(variable("separator-color"));
              pointer-events: none;
            }

            """
        for (edge, pseudo) in [("top", "::before"), ("bottom", "::after")] {
            css += """

                \(selector)\(pseudo) {
                  \(edge): 0;
                  transform-origin: \(edge);
                  inset-inline-start: \(variable("separator-\(edge)-leading-inset"));
                  inset-inline-end: \(variable("separator-\(edge)-trailing-inset"));
                  visibility: \(variable("separator-\(edge)-visibility"));
                }

                \(selector):has(> [data-part="image"])\(pseudo) {
                  inset-inline-start: \(variable("separator-\(edge)-image-leading-inset"));
                }

                """
        }
        if lastRowHidesBottomSeparator {
            css += "\n\(selector):where(:last-child, [data-section-last])::after {\n  visibility: hidden;\n}\n"
        }
        return css
    }

    /// What every accessory shares: a flex box of its reserved width, sized by the row's text, centring its glyph;
    /// the glyph (`::after`) and the disc (`::before`) are masks filled with the accessory's colors. Trailing ones keep
    /// UIKit's spacing (the content to the first, then between two), leading ones their own.
    private var accessoryBase: String {
        let gap = variable("image-to-text-padding")
        let content = length(CellAccessory.contentToAccessoryPadding)
        let trailing = length(CellAccessory.interAccessoryPadding(on: .trailing))
        let leading = length(CellAccessory.interAccessoryPadding(on: .leading))
        return """

            \(selector) [data-accessory] {
              position: relative;
              flex: none;
              justify-content: center;
              align-items: center;
              font-size: \(variable("text-font-size"));
              margin-inline-start: calc(\(trailing) - \(gap));
            }

            \(selector) [data-part="texts"] + [data-accessory] {
              margin-inline-start: calc(\(content) - \(gap));
            }

            \(selector) [data-accessory]::before, \(selector) [data-accessory]::after {
              content: "";
              position: absolute;
              inset: 0;
              margin: auto;
              mask-repeat: no-repeat;
              mask-position: center;
              mask-size: contain;
            }

            \(selector) [data-accessory]:is(\(leadingTypes)) {
              margin-inline-start: 0;
              margin-inline-end: calc(\(leading) - \(gap));
            }

            """
    }

    /// The selector list of the leading types.
    private var leadingTypes: String {
        CellAccessory.AccessoryType.allCases.filter { $0.placement == .leading }.map {
            "[data-accessory=\"\(WebProperty.cssName($0))\"]"
        }.joined(separator: ", ")
    }

    /// One type's rules: its element from its properties, then its glyph.
    private func rules(for type: CellAccessory.AccessoryType) -> String {
        let name = WebProperty.cssName(type)
        let element = "\(selector) [data-accessory=\"\(name)\"]"
        let property = { (field: String) in variable("accessory-\(name)-\(field)") }
        var css = """

            \(element) {
              display: \(property("display"));
              visibility: \(property("visibility"));
              width: \(property("width"));

            """
        guard let glyph = AccessoryGlyph.of(type) else {
            // A label: its text, in the page's element or else the style's.
            return css + """
                  font: \(property("font"));
                  color: \(property("color"));
                  white-space: nowrap;
                }

                \(element):empty::before {
                  content: \(property("text"));
                  position: static;
                }

                """
        }
        css += "  min-width: \(em(glyph.width));\n  height: \(em(glyph.height));\n}\n"
        css += glyphRule("\(element)::after", glyph.glyph, glyph, color: property("color"))
        if let disc = glyph.disc {
            css += glyphRule("\(element)::before", disc, glyph, color: property("disc-color"))
        }
        if glyph.mirrors { css += "\n\(element):dir(rtl)::after {\n  transform: scaleX(-1);\n}\n" }
        switch type {
        case .multiselect:
            // Not selected: an empty ring, no disc.
            css += glyphRule(
                "\(selector):not(\(selected)) [data-accessory=\"\(name)\"]::after",
                AccessoryGlyph.multiselectRing.glyph, AccessoryGlyph.multiselectRing, color: nil)
            css += "\n\(selector):not(\(selected)) [data-accessory=\"\(name)\"]::before {\n  content: none;\n}\n"
        case .outlineDisclosure:
            css += "\n\(selector)\(expanded) [data-accessory=\"\(name)\"]::after {\n  rotate: 90deg;\n}\n"
            css += "\n\(selector)\(expanded) [data-accessory=\"\(name)\"]:dir(rtl)::after {\n  rotate: -90deg;\n}\n"
        case .reorder:
            css += """

                \(element) {
                  align-self: stretch;
                  height: auto;
                  padding-inline-start: \(trailingPadding);
                  border-inline-start: \(length(1)) solid \(property("separator-color"));
                }

                """
        default: break
        }
        return css
    }

    private var trailingPadding: String { length(CellAccessory.interAccessoryPadding(on: .trailing)) }

    /// A mask rule: the shape, its size, and the color that fills it (nil: the color set before).
    private func glyphRule(_ target: String, _ svg: String, _ glyph: AccessoryGlyph, color: String?) -> String {
        var css = "\n\(target) {\n"
        css += "  width: \(em(glyph.width));\n  height: \(em(glyph.height));\n"
        if let color { css += "  background-color: \(color);\n" }
        css += "  mask-image: \(AccessoryGlyph.url(svg));\n}\n"
        return css
    }

    /// A length in units of 1/17 em: 17 is the body text's size at the default Dynamic Type size.
    private func em(_ units: Double) -> String { WebValue.number(units / 17) + "em" }
}
