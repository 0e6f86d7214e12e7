import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Writes a resolution as the API's JSON: every catalogue row of both configurations under UIKit's names, by its kind
/// (colors resolved for the traits and tint as `#RRGGBB`/`#RRGGBBAA`, fonts sized by Dynamic Type as
/// `{textStyle, pointSize, weight, leading}`, other values as they are), with the members only the answer has
/// (physical insets and margins, the style, whether the tint fills) written here at the rows they follow. Streams
/// into the writer; builds no intermediate tree.
enum ResolutionEncoder {
    typealias BackgroundPlan = AnswerPlan<BackgroundConfiguration.Values>
    typealias ContentPlan = AnswerPlan<ListContentConfiguration.Values>
    typealias Text = ListContentConfiguration.TextProperties
    typealias Image = ListContentConfiguration.ImageProperties

    /// The background's answer: its rows in catalogue order but for those the catalogue places, and these.
    static let backgroundPlan = BackgroundPlan(
        BackgroundConfiguration.catalogue,
        derived: [
            .first(.backgroundStyle),
            .after(BackgroundConfiguration.Property.cornerRadius, .sectionCornerRadius),
            .after(
                BackgroundConfiguration.Property.backgroundColorTransformer, .usesTintColor, .isTintFilled,
                reading: .backgroundColor),
            .after(BackgroundConfiguration.Property.backgroundInsets, .physicalBackgroundInsets),
            .after(BackgroundConfiguration.Property.strokeOutset, .hasStroke),
        ])

    /// The content's answer but its strings.
    static let contentPlan = ContentPlan(
        ListContentConfiguration.catalogue,
        derived: [
            .first(.contentStyle),
            .after(ListContentConfiguration.Property.textProperties, Text.Field.alignment, .physicalAlignment),
            .after(ListContentConfiguration.Property.secondaryTextProperties, Text.Field.alignment, .physicalAlignment),
            .after(ListContentConfiguration.Property.imageProperties, Image.Field.tintColor, .usesTintColor),
            .replacing(
                ListContentConfiguration.Property.imageProperties, Image.Field.preferredSymbolConfiguration,
                with: .symbolConfiguration),
            .replacing(
                ListContentConfiguration.Property.imageProperties, Image.Field.reservedLayoutSize,
                with: .reservedLayoutSize),
            .after(
                ListContentConfiguration.Property.directionalLayoutMargins, .layoutMargins,
                .effectiveDirectionalLayoutMargins, .effectiveLayoutMargins),
        ])

    static func writeBackground(
        _ configuration: BackgroundConfiguration, traits: TraitCollection, tintColor: Color,
        into writer: inout JSONWriter
    ) {
        writer.beginObject()
        // Configurations are read through `values` (borrowed: a field access), not their dynamic members, which cost
        // a key path lookup per read from another module.
        withUnsafePointer(to: configuration.values) { values in
            backgroundPlan.write(values, traits: traits, tintColor: tintColor, into: &writer) { member, field, writer in
                switch member {
                case .backgroundStyle:
                    writer.field("style", configuration.style?.concrete(for: traits).rawValue ?? "clear")
                case .sectionCornerRadius:
                    writer.field("sectionCornerRadius", configuration.style?.sectionCornerRadius(for: traits) ?? 0)
                case .usesTintColor:
                    writer.field("usesTintColor", field.assumingMemoryBound(to: Color?.self).pointee == nil)
                case .isTintFilled: writer.field("isTintFilled", configuration.isTintFilled)
                case .physicalBackgroundInsets:
                    let insets = field.assumingMemoryBound(to: DirectionalEdgeInsets.self).pointee
                    writer.field("physicalBackgroundInsets", insets.edgeInsets(for: traits.layoutDirection))
                case .hasStroke:
                    let stroke = (values.pointee.strokeColor ?? tintColor).resolvedColor(
                        with: traits, transformedBy: values.pointee.strokeColorTransformer)
                    writer.field("hasStroke", values.pointee.strokeWidth > 0 && !stroke.isClear)
                default: break
                }
            }
        }
        writer.endObject()
    }

    static func writeContent(
        _ configuration: ListContentConfiguration, traits: TraitCollection, tintColor: Color, locale: LanguageTag?,
        into writer: inout JSONWriter
    ) {
        writer.beginObject()
        writeContentMembers(configuration, traits: traits, tintColor: tintColor, into: &writer)
        let strings = CellContent(
            text: configuration.text, secondaryText: configuration.secondaryText, image: configuration.image,
            attributedText: configuration.attributedText,
            secondaryAttributedText: configuration.secondaryAttributedText, locale: locale)
        writeCellContent(strings, over: configuration.values, traits: traits, into: &writer)
        writer.endObject()
    }

    /// The content's own strings, written last so the members before them can be shared between batch items: each
    /// plain text with its properties' transform applied for the content's locale, each attributed text with its
    /// runs' fonts and colors made concrete over its properties (and never transformed, as Apple's documentation says).
    static func writeCellContent(
        _ content: CellContent, over values: ListContentConfiguration.Values, traits: TraitCollection,
        into writer: inout JSONWriter
    ) {
        // The text properties are read only where a string uses them: copying them out was most of a batch item's
        // strings.
        writer.field(
            "text", content.text.map { values.textProperties.values.transform.apply(to: $0, locale: content.locale) })
        writeAttributedText(
            "attributedText", content.attributedText, over: values.textProperties, traits: traits, into: &writer)
        writer.field(
            "secondaryText",
            content.secondaryText.map {
                values.secondaryTextProperties.values.transform.apply(to: $0, locale: content.locale)
            })
        writeAttributedText(
            "secondaryAttributedText", content.secondaryAttributedText, over: values.secondaryTextProperties,
            traits: traits, into: &writer)
        writer.field("image", content.image)
    }

    /// `{"runs": [{text, font, color}]}` with every run's font and color concrete, or null.
    private static func writeAttributedText(
        _ key: StaticString, _ attributed: AttributedText?, over properties: @autoclosure () -> Text,
        traits: TraitCollection, into writer: inout JSONWriter
    ) {
        guard let attributed else {
            writer.nullMember(key)
            return
        }
        writer.beginObject(key: key)
        writer.fieldName("runs")
        writer.beginArray()
        for run in attributed.resolved(over: properties(), with: traits).runs {
            writer.beginObject()
            writer.field("text", run.text)
            writer.field("font", run.font)
            writer.field("color", run.color)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    /// Every member of the content object but its strings: the part that depends only on the resolution.
    static func writeContentMembers(
        _ configuration: ListContentConfiguration, traits: TraitCollection, tintColor: Color,
        into writer: inout JSONWriter
    ) {
        let style = configuration.style.concrete(for: traits)
        withUnsafePointer(to: configuration.values) { values in
            contentPlan.write(values, traits: traits, tintColor: tintColor, into: &writer) { member, field, writer in
                switch member {
                case .contentStyle: writer.field("style", style.rawValue)
                case .physicalAlignment:
                    let alignment = field.assumingMemoryBound(to: Text.TextAlignment.self).pointee
                    writer.field(
                        "physicalAlignment",
                        ResolvedTextProperties.PhysicalAlignment(alignment, traits: traits).rawValue)
                case .usesTintColor:
                    writer.field("usesTintColor", field.assumingMemoryBound(to: Color?.self).pointee == nil)
                case .symbolConfiguration:
                    let preferred = field.assumingMemoryBound(to: SymbolConfiguration?.self).pointee
                    writeSymbolConfiguration(Image.symbolConfiguration(preferred, for: traits), into: &writer)
                case .reservedLayoutSize:
                    let reserved = field.assumingMemoryBound(to: Size.self).pointee
                    writer.field("reservedLayoutSize", Image.reservedLayoutSize(reserved, for: traits, style: style))
                case .layoutMargins:
                    writer.field(
                        "layoutMargins", values.pointee.directionalLayoutMargins.edgeInsets(for: traits.layoutDirection)
                    )
                case .effectiveDirectionalLayoutMargins:
                    writer.field("effectiveDirectionalLayoutMargins", effectiveMargins(values.pointee, traits: traits))
                case .effectiveLayoutMargins:
                    writer.field(
                        "effectiveLayoutMargins",
                        effectiveMargins(values.pointee, traits: traits).edgeInsets(for: traits.layoutDirection))
                default: break
                }
            }
        }
    }

    private static func effectiveMargins(
        _ values: ListContentConfiguration.Values, traits: TraitCollection
    ) -> DirectionalEdgeInsets {
        ListContentConfiguration.effectiveMargins(
            values.directionalLayoutMargins, preserving: values.axesPreservingSuperviewLayoutMargins, traits: traits)
    }

    static func writeSymbolConfiguration(_ symbol: SymbolConfiguration, into writer: inout JSONWriter) {
        writer.beginObject(key: "symbolConfiguration")
        writer.field("textStyle", symbol.textStyle?.rawValue)
        if let pointSize = symbol.pointSize {
            writer.field("pointSize", pointSize)
        } else {
            writer.field("pointSize", nil as String?)
        }
        writer.field("weight", symbol.weight?.rawValue)
        writer.field("scale", symbol.scale.rawValue)
        writer.endObject()
    }
}
