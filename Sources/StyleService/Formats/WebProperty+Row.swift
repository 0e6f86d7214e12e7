import ViewConfigurations

/// The properties of the row around a cell: the list and its separators (for a style in a list), and each
/// accessory type a style declares. Their JSON pointers name the answer's `list`, `separators` and `accessories`.
extension WebProperty {
    /// The list's and the separators' properties: a style in a list has them, every one.
    static let list: [WebProperty] =
        [
            WebProperty(["list", "background-color"], json: "/list/backgroundColor") {
                .color($0.list?.backgroundColor ?? ResolvedColor(rgba: 0))
            },
            WebProperty(["list", "header-top-padding"], json: "/list/headerTopPadding") {
                .length($0.list?.headerTopPadding ?? 0)
            },
            WebProperty(
                ["separator", "color"], json: "/separators/bottom/color",
                description: "Both separators' color: the multiple-selection color inside a multiple selection."
            ) {
                .color($0.separators?.bottom.color ?? ResolvedColor(rgba: 0))
            },
        ]
        + separator(top: true) + separator(top: false)

    /// One separator's visibility and insets, leading and trailing (CSS's inline start and end, so right to left
    /// mirrors them); the leading inset also for content with an image.
    private static func separator(top: Bool) -> [WebProperty] {
        let edge = top ? "top" : "bottom"
        let pointer = "/separators/" + edge
        @Sendable func separator(_ source: Source, image: Bool = false) -> ResolvedListSeparator? {
            let separators = image ? source.imageSeparators : source.separators
            return top ? separators?.top : separators?.bottom
        }
        return [
            WebProperty(["separator", edge + "-visibility"], json: pointer + "/visible") {
                .keyword(separator($0)?.isVisible == true ? .visible : .hidden)
            },
            WebProperty(
                ["separator", edge + "-leading-inset"], json: pointer + "/leadingInset",
                description: "From the leading edge; automatic, it follows the text (the content as requested)."
            ) {
                .length(separator($0)?.leadingInset ?? 0)
            },
            WebProperty(
                ["separator", edge + "-image-leading-inset"], json: pointer + "/leadingInset", answerHasImage: true,
                description: "The leading inset of a row whose content shows an image."
            ) {
                .length(separator($0, image: true)?.leadingInset ?? 0)
            },
            WebProperty(["separator", edge + "-trailing-inset"], json: pointer + "/trailingInset") {
                .length(separator($0)?.trailingInset ?? 0)
            },
        ]
    }

    /// An accessory type's properties, `index` being its place in the answer's `accessories` (drawing order).
    static func accessory(_ type: CellAccessory.AccessoryType, index: Int) -> [WebProperty] {
        let group = ["accessory", cssName(type)]
        let pointer = "/accessories/\(index)/"
        @Sendable func accessory(_ source: Source) -> ResolvedCellAccessory? {
            source.accessories.first { $0.accessoryType == type }
        }
        @Sendable func color(_ color: ResolvedColor?) -> WebValue {
            color.map(WebValue.color) ?? .keyword(.transparent)
        }
        var properties = [
            WebProperty(
                group + ["display"], json: pointer + "displayed",
                description: "flex when laid out for the editing state, else none."
            ) {
                .keyword(accessory($0)?.isDisplayed == true ? .flex : .none)
            },
            WebProperty(
                group + ["visibility"], json: pointer + "visible",
                description: "hidden when hidden or not laid out: a hidden accessory keeps its space."
            ) {
                .keyword(accessory($0)?.isVisible == true ? .visible : .hidden)
            },
            WebProperty(
                group + ["color"], json: pointer + "glyphColor",
                description: "The glyph, text or lines as drawn: the tint in effect, white or white at 80 % on a "
                    + "tint-filled row, the glyph on a disc."
            ) {
                color(accessory($0)?.glyphColor)
            },
            WebProperty(
                group + ["width"], json: pointer + "reservedLayoutWidth",
                description: "The width reserved, the accessory centred in it; auto is its own width."
            ) {
                .lengthOr(accessory($0)?.reservedLayoutWidth ?? 0, zero: .auto)
            },
        ]
        if type.hasBackgroundColor {
            properties.append(
                WebProperty(
                    group + ["disc-color"], json: pointer + "discColor",
                    description: "The disc behind the glyph; transparent for none."
                ) {
                    color(accessory($0)?.discColor)
                })
        }
        switch type {
        case .label:
            properties += [
                WebProperty(
                    group + ["text"], json: pointer + "text", description: "The label's text, a CSS string."
                ) {
                    .string(accessory($0)?.text ?? "")
                },
                WebProperty(group + ["font"], json: pointer + "font") {
                    guard let font = accessory($0)?.font else { return .keyword(.none) }
                    return .font(size: font.pointSize, weight: font.weight.cssValue, lineHeight: font.leading)
                },
            ]
        case .reorder:
            properties.append(
                WebProperty(
                    group + ["separator-color"], json: pointer + "verticalSeparatorColor",
                    description: "The vertical line before the control; transparent for none."
                ) {
                    color(accessory($0)?.verticalSeparatorColor)
                })
        default: break
        }
        return properties
    }

    /// The type's name in CSS: UIKit's name in kebab case (`disclosure-indicator`, `pop-up-menu`).
    static func cssName(_ type: CellAccessory.AccessoryType) -> String {
        var name = ""
        for character in type.rawValue {
            if character.isUppercase { name += "-" }
            name += character.lowercased()
        }
        return name
    }
}
