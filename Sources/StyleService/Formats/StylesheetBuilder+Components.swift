import StyleDefinitions

/// The rules that draw a button or an empty state from its custom properties (``WebProperty/button``,
/// ``WebProperty/contentUnavailable``), after the rules that set them per state.
extension StylesheetBuilder {
    /// The parts a page puts inside the element, for the header.
    var partsSentence: String {
        switch style.configurationKind {
        case .cell:
            "Parts inside the cell: [data-part=\"image\"], and [data-part=\"texts\"] holding [data-part=\"text\"] and "
                + "[data-part=\"secondary-text\"]."
        case .button:
            "Parts inside the button: [data-part=\"image\"], and [data-part=\"texts\"] holding [data-part=\"title\"] "
                + "and [data-part=\"subtitle\"]."
        case .contentUnavailable:
            "Parts inside the empty state: [data-part=\"image\"], [data-part=\"text\"], [data-part=\"secondary-text\"], "
                + "and the buttons [data-part=\"button\"] and [data-part=\"secondary-button\"], each holding the parts "
                + "of a button."
        }
    }

    /// How a button draws from the properties under `group` (`--button-`), on `selector`.
    func buttonDrawingRules(selector: String, group: String) -> String {
        let p = options.propertyPrefix + group
        return """

            \(selector) {
              box-sizing: border-box;
              display: inline-flex;
              flex-direction: var(\(p)content-direction);
              align-items: center;
              justify-content: center;
              gap: var(\(p)image-padding);
              padding-block: var(\(p)content-inset-top) var(\(p)content-inset-bottom);
              padding-inline: var(\(p)content-inset-leading) var(\(p)content-inset-trailing);
              color: var(\(p)foreground-color);
              font: var(\(p)title-font);
              background-color: var(\(p)background-color);
              background-image: linear-gradient(var(\(p)background-glass-fill), var(\(p)background-glass-fill));
              -webkit-backdrop-filter: var(\(p)background-backdrop-filter);
              backdrop-filter: var(\(p)background-backdrop-filter);
              border: none;
              border-radius: var(\(p)corner-radius);
              outline: var(\(p)stroke-width) solid var(\(p)stroke-color);
              outline-offset: var(\(p)stroke-outset);
              box-shadow: var(\(p)shadow);
            }

            \(selector) [data-part="image"] {
              flex: none;
              color: var(\(p)image-color);
            }

            \(selector) [data-part="texts"] {
              display: flex;
              flex-direction: column;
              row-gap: var(\(p)title-padding);
              text-align: var(\(p)title-align);
            }

            \(selector) [data-part="title"] {
              font: var(\(p)title-font);
            }

            \(selector) [data-part="subtitle"] {
              font: var(\(p)subtitle-font);
            }

            """
    }

    /// How an empty state draws: its image, texts and buttons in a column, aligned as the style says.
    var contentUnavailableDrawingRules: String {
        let p = options.propertyPrefix + "content-unavailable-"
        var css = """

            \(selector) {
              box-sizing: border-box;
              display: flex;
              flex-direction: column;
              align-items: var(\(p)align);
              text-align: var(\(p)align);
              padding-block: var(\(p)layout-margin-top) var(\(p)layout-margin-bottom);
              padding-inline: var(\(p)layout-margin-leading) var(\(p)layout-margin-trailing);
              background-color: var(\(p)background-color);
              background-image: linear-gradient(var(\(p)background-glass-fill), var(\(p)background-glass-fill));
              -webkit-backdrop-filter: var(\(p)background-backdrop-filter);
              backdrop-filter: var(\(p)background-backdrop-filter);
              outline: var(\(p)stroke-width) solid var(\(p)stroke-color);
              outline-offset: var(\(p)stroke-outset);
              box-shadow: var(\(p)shadow);
            }

            \(selector) > [data-part="image"] {
              flex: none;
              color: var(\(p)image-tint-color);
              font-size: var(\(p)image-point-size);
              max-width: var(\(p)image-max-width);
              max-height: var(\(p)image-max-height);
              border-radius: var(\(p)image-corner-radius);
              margin-block-end: var(\(p)image-to-text-padding);
            }

            """
        for (part, next) in [("text", "text-to-secondary-text-padding"), ("secondary-text", "text-to-button-padding")] {
            css += """

                \(selector) > [data-part="\(part)"] {
                  margin: 0 0 var(\(p)\(next));
                  font: var(\(p)\(part)-font);
                  color: var(\(p)\(part)-color);
                  display: -webkit-box;
                  -webkit-box-orient: vertical;
                  -webkit-line-clamp: var(\(p)\(part)-line-clamp);
                  overflow: hidden;
                }

                """
        }
        for part in ["button", "secondary-button"] {
            let button = "\(selector) > [data-part=\"\(part)\"]"
            css += buttonDrawingRules(selector: button, group: "content-unavailable-\(part)-")
            css += """

                \(button):not([hidden]) {
                  display: var(\(p)\(part)-display);
                }

                """
        }
        return css + """

            \(selector) > [data-part="secondary-button"] {
              margin-block-start: var(\(p)button-to-secondary-button-padding);
            }

            """
    }
}
