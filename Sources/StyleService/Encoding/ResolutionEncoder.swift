import Configuration
import JSON
import StyleRegistry

/// Writes a resolution as the API's JSON: every property of both configurations under UIKit's names, colors as
/// `#RRGGBB`/`#RRGGBBAA`, fonts as `{textStyle, pointSize, weight, leading}`, margins and insets both directional and
/// physical. Streams into the writer; builds no intermediate tree.
enum ResolutionEncoder {
    static func writeBackground(
        _ background: ResolvedBackgroundConfiguration, configuration: BackgroundConfiguration,
        into writer: inout JSONWriter
    ) {
        writer.beginObject()
        writer.field("style", background.style?.rawValue ?? "clear")
        writer.field("backgroundColor", background.backgroundColor)
        writer.field("backgroundColorTransformer", configuration.values.backgroundColorTransformer?.description)
        writer.field("usesTintColor", configuration.values.backgroundColor == nil)
        writer.field("isTintFilled", background.isTintFilled)
        writer.field("cornerRadius", background.cornerRadius)
        writer.field("backgroundInsets", background.backgroundInsets)
        writer.field("physicalBackgroundInsets", background.physicalBackgroundInsets)
        writer.fieldName("edgesAddingLayoutMarginsToBackgroundInsets")
        writer.beginArray()
        let edges = background.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { writer.value("top") }
        if edges.contains(.leading) { writer.value("leading") }
        if edges.contains(.bottom) { writer.value("bottom") }
        if edges.contains(.trailing) { writer.value("trailing") }
        writer.endArray()
        writer.field("visualEffect", background.visualEffect?.description)
        writer.field("customView", background.customView)
        writer.field("image", background.image)
        writer.field("imageContentMode", background.imageContentMode.rawValue)
        writer.field("strokeColor", background.strokeColor)
        writer.field("strokeColorTransformer", configuration.values.strokeColorTransformer?.description)
        writer.field("strokeWidth", background.strokeWidth)
        writer.field("strokeOutset", background.strokeOutset)
        writer.field("hasStroke", background.hasStroke)
        writer.fieldName("shadowProperties")
        writer.beginObject()
        writer.field("color", background.shadow.color)
        writer.field("opacity", background.shadow.opacity)
        writer.field("radius", background.shadow.radius)
        writer.field("offset", background.shadow.offset)
        writer.field("path", background.shadow.path)
        writer.endObject()
        writer.endObject()
    }

    static func writeContent(
        _ content: ResolvedListContentConfiguration, configuration: ListContentConfiguration,
        into writer: inout JSONWriter
    ) {
        writer.beginObject()
        writeContentMembers(content, configuration: configuration, into: &writer)
        writeCellContent(text: content.text, secondaryText: content.secondaryText, image: content.image, into: &writer)
        writer.endObject()
    }

    /// The content's own strings, written last so the members before them can be shared between batch items.
    static func writeCellContent(text: String?, secondaryText: String?, image: String?, into writer: inout JSONWriter) {
        writer.field("text", text)
        writer.field("secondaryText", secondaryText)
        writer.field("image", image)
    }

    /// Every member of the content object but its strings: the part that depends only on the resolution.
    static func writeContentMembers(
        _ content: ResolvedListContentConfiguration, configuration: ListContentConfiguration,
        into writer: inout JSONWriter
    ) {
        writer.field("style", content.style.rawValue)
        // Configurations are read through `values` (borrowed: a field access), not their dynamic members, which cost
        // a key path lookup per read from another module.
        writer.fieldName("textProperties")
        writeText(
            content.textProperties, transformer: configuration.values.textProperties.values.colorTransformer,
            into: &writer)
        writer.fieldName("secondaryTextProperties")
        writeText(
            content.secondaryTextProperties,
            transformer: configuration.values.secondaryTextProperties.values.colorTransformer, into: &writer)
        writer.fieldName("imageProperties")
        writeImage(content.imageProperties, configuration: configuration.values.imageProperties, into: &writer)
        writer.field("axesPreservingSuperviewLayoutMargins", axesName(content.axesPreservingSuperviewLayoutMargins))
        writer.field("directionalLayoutMargins", content.directionalLayoutMargins)
        writer.field("layoutMargins", content.layoutMargins)
        writer.field("effectiveDirectionalLayoutMargins", content.effectiveDirectionalLayoutMargins)
        writer.field("effectiveLayoutMargins", content.effectiveLayoutMargins)
        writer.field("prefersSideBySideTextAndSecondaryText", content.prefersSideBySideTextAndSecondaryText)
        writer.field("imageToTextPadding", content.imageToTextPadding)
        writer.field("textToSecondaryTextHorizontalPadding", content.textToSecondaryTextHorizontalPadding)
        writer.field("textToSecondaryTextVerticalPadding", content.textToSecondaryTextVerticalPadding)
        writer.field("alpha", content.alpha)
    }

    private static func writeText(
        _ text: ResolvedTextProperties, transformer: ColorTransformer?, into writer: inout JSONWriter
    ) {
        writer.beginObject()
        writer.field("font", text.font)
        writer.field("color", text.color)
        writer.field("colorTransformer", transformer?.description)
        writer.field("alignment", text.alignment.rawValue)
        writer.field("physicalAlignment", text.physicalAlignment.rawValue)
        writer.field("lineBreakMode", text.lineBreakMode.rawValue)
        writer.field("numberOfLines", text.numberOfLines)
        writer.field("adjustsFontSizeToFitWidth", text.adjustsFontSizeToFitWidth)
        writer.field("minimumScaleFactor", text.minimumScaleFactor)
        writer.field("allowsDefaultTighteningForTruncation", text.allowsDefaultTighteningForTruncation)
        writer.field("adjustsFontForContentSizeCategory", text.adjustsFontForContentSizeCategory)
        writer.field("showsExpansionTextWhenTruncated", text.showsExpansionTextWhenTruncated)
        writer.field("transform", text.transform.rawValue)
        writer.endObject()
    }

    private static func writeImage(
        _ image: ResolvedImageProperties, configuration: ListContentConfiguration.ImageProperties,
        into writer: inout JSONWriter
    ) {
        writer.beginObject()
        writer.field("tintColor", image.tintColor)
        writer.field("usesTintColor", configuration.values.tintColor == nil)
        writer.field("tintColorTransformer", configuration.values.tintColorTransformer?.description)
        writer.fieldName("symbolConfiguration")
        writer.beginObject()
        writer.field("textStyle", image.symbolConfiguration.textStyle?.rawValue)
        if let pointSize = image.symbolConfiguration.pointSize {
            writer.field("pointSize", pointSize)
        } else {
            writer.field("pointSize", nil as String?)
        }
        writer.field("weight", image.symbolConfiguration.weight?.rawValue)
        writer.field("scale", image.symbolConfiguration.scale.rawValue)
        writer.endObject()
        writer.field("cornerRadius", image.cornerRadius)
        writer.field("maximumSize", image.maximumSize)
        writer.field("reservedLayoutSize", image.reservedLayoutSize)
        writer.field("accessibilityIgnoresInvertColors", image.accessibilityIgnoresInvertColors)
        writer.endObject()
    }

    private static func axesName(_ axes: Axis) -> String {
        switch axes {
        case .both: "both"
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        default: "none"
        }
    }
}
