import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Writes the row around the cell as the resolve answer's last members: `accessories` (in drawing order, leading to
/// trailing), `separators` (top and bottom, resolved for the row's content) and `list` (the list around the cell),
/// the last two null outside a list.
enum RowEncoder {
    /// The row's members for a resolution; `hasImage` says whether the content shows an image, which moves the
    /// separators' automatic leading inset.
    static func writeRow(_ resolution: StyleResolution, hasImage: Bool, into writer: inout JSONWriter) {
        writeAccessories(resolution.resolvedAccessories, into: &writer)
        guard let separators = resolution.resolvedSeparators(hasImage: hasImage), let resolved = resolution.resolvedList
        else {
            writer.nullMember("separators")
            writer.nullMember("list")
            return
        }
        writeSeparators(separators, into: &writer)
        writer.beginObject(key: "list")
        writer.field("appearance", resolved.appearance.rawValue)
        writer.field("backgroundColor", resolved.backgroundColor)
        writer.field("showsSeparators", resolved.showsSeparators)
        writer.field("headerTopPadding", resolved.headerTopPadding)
        writer.field("sectionCornerRadius", resolved.sectionCornerRadius)
        writer.endObject()
    }

    /// Writes the row's members for content without an image, then, in a list (where an image moves the separators'
    /// inset), those for content with one, as members of the object `writer` has open; gives where each lies in
    /// the writer's bytes.
    static func writeRowVariants(
        _ resolution: StyleResolution, into writer: inout JSONWriter
    ) -> (withoutImage: Range<Int>, withImage: Range<Int>) {
        let start = writer.count
        writeRow(resolution, hasImage: false, into: &writer)
        let withoutImage = start..<writer.count
        guard resolution.list != nil else { return (withoutImage, withoutImage) }
        writeRow(resolution, hasImage: true, into: &writer)
        // The second variant's members follow the first's after a comma.
        return (withoutImage, (withoutImage.upperBound + 1)..<writer.count)
    }

    /// `accessories`: resolved accessories, in the order given (the resolution's are in drawing order).
    static func writeAccessories(_ accessories: [ResolvedCellAccessory], into writer: inout JSONWriter) {
        writer.fieldName("accessories")
        writer.beginArray()
        for accessory in accessories { writeAccessory(accessory, into: &writer) }
        writer.endArray()
    }

    /// `separators`: `{top, bottom}`.
    static func writeSeparators(_ separators: ResolvedListSeparators, into writer: inout JSONWriter) {
        writer.beginObject(key: "separators")
        writeSeparator("top", separators.top, into: &writer)
        writeSeparator("bottom", separators.bottom, into: &writer)
        writer.endObject()
    }

    private static func writeAccessory(_ accessory: ResolvedCellAccessory, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("type", accessory.accessoryType.rawValue)
        writer.field("placement", accessory.placement.rawValue)
        writer.field("displayed", accessory.isDisplayed)
        writer.field("visible", accessory.isVisible)
        optionalColor("tintColor", accessory.tintColor, into: &writer)
        optionalColor("backgroundColor", accessory.backgroundColor, into: &writer)
        writer.field("glyphColor", accessory.glyphColor)
        optionalColor("discColor", accessory.discColor, into: &writer)
        writer.field("symbolRenderingMode", accessory.symbolRenderingMode.rawValue)
        writer.field("symbolName", accessory.symbolName)
        if let symbol = accessory.symbolConfiguration {
            ResolutionEncoder.writeSymbolConfiguration(symbol, into: &writer)
        } else {
            writer.nullMember("symbolConfiguration")
        }
        writer.field("reservedLayoutWidth", accessory.reservedLayoutWidth)
        writer.field("text", accessory.text)
        if let font = accessory.font { writer.field("font", font) } else { writer.nullMember("font") }
        optionalColor("verticalSeparatorColor", accessory.verticalSeparatorColor, into: &writer)
        writer.field("outlineDisclosureStyle", accessory.outlineDisclosureStyle?.rawValue)
        writer.field("pointsDown", accessory.pointsDown)
        writer.endObject()
    }

    private static func writeSeparator(
        _ key: StaticString, _ separator: ResolvedListSeparator, into writer: inout JSONWriter
    ) {
        writer.beginObject(key: key)
        writer.field("visible", separator.isVisible)
        writer.field("leadingInset", separator.leadingInset)
        writer.field("trailingInset", separator.trailingInset)
        writer.field("color", separator.color)
        writer.endObject()
    }

    private static func optionalColor(_ key: StaticString, _ color: ResolvedColor?, into writer: inout JSONWriter) {
        if let color { writer.field(key, color) } else { writer.nullMember(key) }
    }
}
