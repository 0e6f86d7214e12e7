import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Writes a ``MatrixResult`` as the matrix endpoint's JSON: the style, the registry version, the level, the axes, a
/// summary of the failing checks, and every combination with its traits, configurations, row and contrast (the cell's
/// and the row's).
package enum MatrixEncoder {
    /// The answer's bytes.
    package static func encode(_ result: MatrixResult) -> [UInt8] {
        let request = result.request
        var writer = JSONWriter(capacity: 1_024 + result.combinations.count * 3_200)
        writer.beginObject()
        writer.field("style", request.style)
        writer.field("registryVersion", Int(result.registryVersion))
        writer.field("level", request.level.rawValue)
        writer.fieldName("axes")
        writeAxes(request, into: &writer)
        writer.fieldName("summary")
        writeSummary(result.combinations, into: &writer)
        let listed = request.traits.filter(\.isListed).map(\.axis) + [.designGeneration]
        writer.fieldName("combinations")
        writer.beginArray()
        for combination in result.combinations {
            writeCombination(combination, listing: listed, into: &writer)
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }

    /// `{"states": [...], <each listed trait axis>: [...]}`; a value leaving the base state's trait is `""`.
    private static func writeAxes(_ request: MatrixRequest, into writer: inout JSONWriter) {
        writer.beginObject()
        writeAxis(.states, request.states.map(\.name), into: &writer)
        for axis in request.traits where axis.isListed {
            writeAxis(axis.axis, axis.values.map { $0?.name ?? "" }, into: &writer)
        }
        writeAxis(.designGeneration, request.designs.map(\.rawValue), into: &writer)
        writer.endObject()
    }

    private static func writeAxis(_ axis: MatrixAxis, _ names: [String], into writer: inout JSONWriter) {
        writer.key(axis.rawValue)
        writer.beginArray()
        for name in names { writer.value(name) }
        writer.endArray()
    }

    /// How many combinations there are, and how many fail (as a whole, and by each check) or are exempt.
    private static func writeSummary(_ combinations: [MatrixResult.Combination], into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("combinations", combinations.count)
        writer.field("failing", combinations.filter { $0.contrast.outcome == .fail }.count)
        writer.field("exempt", combinations.filter { $0.contrast.outcome == .exempt }.count)
        writer.field("textFailing", combinations.filter { $0.contrast.text.outcome == .fail }.count)
        writer.field("secondaryTextFailing", combinations.filter { $0.contrast.secondaryText.outcome == .fail }.count)
        writer.field("imageFailing", combinations.filter { $0.contrast.image.outcome == .fail }.count)
        writer.field(
            "accessoriesFailing",
            combinations.filter { $0.rowContrast.accessories.contains { $0.measurement.outcome == .fail } }.count)
        writer.field("separatorFailing", combinations.filter { $0.rowContrast.separator?.outcome == .fail }.count)
        writer.field("rowFailing", combinations.filter { $0.rowContrast.outcome == .fail }.count)
        writer.endObject()
    }

    /// `{state, traits: {<each listed trait axis>}, background, content, accessories, separators, list, contrast,
    /// rowContrast}`: the row's members as a resolve answer writes them.
    private static func writeCombination(
        _ combination: MatrixResult.Combination, listing axes: [MatrixAxis], into writer: inout JSONWriter
    ) {
        let traits = combination.resolution.state.traitCollection
        writer.beginObject()
        writer.field("state", combination.stateName)
        writer.fieldName("traits")
        writer.beginObject()
        for axis in axes {
            writer.key(axis.rawValue)
            writer.value(axis.name(in: traits) ?? "")
        }
        writer.endObject()
        let resolution = combination.resolution
        Resolver.writeConfigurations(resolution, into: &writer)
        RowEncoder.writeRow(resolution, hasImage: resolution.content.image != nil, into: &writer)
        writer.fieldName("contrast")
        writeContrast(combination.contrast, into: &writer)
        writer.fieldName("rowContrast")
        writeRowContrast(combination.rowContrast, into: &writer)
        writer.endObject()
    }

    /// `{backdrop, background, text: {criterion, color, ratio, threshold, largeText, outcome[, reason]},
    /// secondaryText: {…}, image: {criterion, color, ratio, threshold, outcome[, reason]}, outcome}`; ratios are
    /// rounded down to two decimals, so a shown ratio never reaches a threshold the exact one misses.
    static func writeContrast(_ contrast: ContrastCheck, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("backdrop", contrast.backdrop)
        writer.field("background", contrast.background)
        writer.fieldName("text")
        writeMeasurement(contrast.text, into: &writer)
        writer.fieldName("secondaryText")
        writeMeasurement(contrast.secondaryText, into: &writer)
        writer.fieldName("image")
        writeMeasurement(contrast.image, into: &writer)
        writer.field("outcome", contrast.outcome.rawValue)
        writer.endObject()
    }

    /// `{listBackground, background, accessories: [{type, placement, criterion, color, ratio, threshold[,
    /// largeText], outcome[, reason]}], separator: {criterion, …} | null, outcome}`.
    private static func writeRowContrast(_ contrast: RowContrastCheck, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("listBackground", contrast.listBackground)
        writer.field("background", contrast.background)
        writer.fieldName("accessories")
        writer.beginArray()
        for accessory in contrast.accessories {
            writeMeasurement(
                accessory.measurement, into: &writer, type: accessory.accessoryType.rawValue,
                placement: accessory.accessoryType.placement.rawValue)
        }
        writer.endArray()
        if let separator = contrast.separator {
            writer.fieldName("separator")
            writeMeasurement(separator, into: &writer)
        } else {
            writer.nullMember("separator")
        }
        writer.field("outcome", contrast.outcome.rawValue)
        writer.endObject()
    }

    /// `{[type, placement,] criterion, color, ratio, threshold[, largeText], outcome[, reason]}`.
    private static func writeMeasurement(
        _ measurement: ContrastCheck.Measurement, into writer: inout JSONWriter, type: String? = nil,
        placement: String? = nil
    ) {
        writer.beginObject()
        if let type { writer.field("type", type) }
        if let placement { writer.field("placement", placement) }
        writer.field("criterion", measurement.criterion.rawValue)
        writer.field("color", measurement.color)
        writer.field("ratio", (measurement.ratio * 100).rounded(.down) / 100)
        writer.field("threshold", measurement.threshold)
        if let isLargeText = measurement.isLargeText { writer.field("largeText", isLargeText) }
        writer.field("outcome", measurement.outcome.rawValue)
        if let exemption = measurement.exemption { writer.field("reason", exemption) }
        writer.endObject()
    }
}
