import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Writes a ``MatrixResult`` as the matrix endpoint's JSON: the style, its kind (for a button or an empty state), the
/// registry version, the level, the
/// axes, a summary of the failing checks, and every combination with its traits, configurations and contrast: a
/// cell's with its row and the row's contrast, a button's or an empty state's answer object with its texts' contrast.
package enum MatrixEncoder {
    /// The answer's bytes.
    package static func encode(_ result: MatrixResult) -> [UInt8] {
        let request = result.request
        var writer = JSONWriter(capacity: 1_024 + result.combinations.count * 3_200)
        writer.beginObject()
        writer.field("style", request.style)
        // A cell's matrix is as it was, without `kind`, as a cell's resolve answer is.
        if kind(of: request) != .cell { writer.field("kind", kind(of: request).rawValue) }
        writer.field("registryVersion", Int(result.registryVersion))
        writer.field("level", request.level.rawValue)
        writer.fieldName("axes")
        writeAxes(request, into: &writer)
        writer.fieldName("summary")
        writeSummary(result.combinations, kind: kind(of: request), into: &writer)
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

    /// The kind of the request's style: a cell's has no component base request.
    private static func kind(of request: MatrixRequest) -> ConfigurationKind {
        switch request.component {
        case nil: .cell
        case .button?: .button
        case .contentUnavailable?: .contentUnavailable
        }
    }

    /// How many combinations there are, and how many fail (as a whole, and by each check) or are exempt: a cell's
    /// checks, or each part of a component (`titleFailing`; `textFailing`, `secondaryTextFailing`).
    private static func writeSummary(
        _ combinations: [MatrixResult.Combination], kind: ConfigurationKind, into writer: inout JSONWriter
    ) {
        writer.beginObject()
        writer.field("combinations", combinations.count)
        writer.field("failing", combinations.filter { $0.checked.outcome == .fail }.count)
        writer.field("exempt", combinations.filter { $0.checked.outcome == .exempt }.count)
        if kind == .cell {
            writeCellSummary(combinations, into: &writer)
        } else {
            let checks = combinations.compactMap { combination -> ComponentContrastCheck? in
                switch combination.checked {
                case .cell: nil
                case .button(_, let contrast), .contentUnavailable(_, let contrast): contrast
                }
            }
            let parts: [ComponentContrastCheck.Part] = kind == .button ? [.title] : [.text, .secondaryText]
            for part in parts {
                let failing = checks.filter { check in
                    check.parts.contains { $0.part == part && $0.measurement.outcome == .fail }
                }
                writer.key(part.rawValue + "Failing")
                writer.value(failing.count)
            }
        }
        writer.endObject()
    }

    /// A cell matrix's counts of failures by check.
    private static func writeCellSummary(_ combinations: [MatrixResult.Combination], into writer: inout JSONWriter) {
        let checks = combinations.compactMap { combination -> (ContrastCheck, RowContrastCheck)? in
            guard case .cell(_, let contrast, let rowContrast) = combination.checked else { return nil }
            return (contrast, rowContrast)
        }
        writer.field("textFailing", checks.filter { $0.0.text.outcome == .fail }.count)
        writer.field("secondaryTextFailing", checks.filter { $0.0.secondaryText.outcome == .fail }.count)
        writer.field("imageFailing", checks.filter { $0.0.image.outcome == .fail }.count)
        writer.field(
            "accessoriesFailing", checks.filter { $0.1.accessories.contains { $0.measurement.outcome == .fail } }.count)
        writer.field("separatorFailing", checks.filter { $0.1.separator?.outcome == .fail }.count)
        writer.field("rowFailing", checks.filter { $0.1.outcome == .fail }.count)
    }

    /// `{state, traits: {<each listed trait axis>}, …, contrast}`: a cell's `background, content, accessories,
    /// separators, list` as a resolve answer writes them and its `rowContrast`; a button's `button` or an empty
    /// state's `contentUnavailable` object as its resolve answer writes it.
    private static func writeCombination(
        _ combination: MatrixResult.Combination, listing axes: [MatrixAxis], into writer: inout JSONWriter
    ) {
        let traits = combination.checked.traitCollection
        writer.beginObject()
        writer.field("state", combination.stateName)
        writer.fieldName("traits")
        writer.beginObject()
        for axis in axes {
            writer.key(axis.rawValue)
            writer.value(axis.name(in: traits) ?? "")
        }
        writer.endObject()
        switch combination.checked {
        case .cell(let resolution, let contrast, let rowContrast):
            Resolver.writeConfigurations(resolution, into: &writer)
            RowEncoder.writeRow(resolution, hasImage: resolution.content.image != nil, into: &writer)
            writer.fieldName("contrast")
            writeContrast(contrast, into: &writer)
            writer.fieldName("rowContrast")
            writeRowContrast(rowContrast, into: &writer)
        case .button(let resolution, let contrast):
            writer.fieldName("button")
            ComponentEncoder.writeButton(
                resolution.resolved, of: resolution.configuration, role: resolution.role, traits: traits,
                into: &writer)
            writer.fieldName("contrast")
            writeComponentContrast(contrast, into: &writer)
        case .contentUnavailable(let resolution, let contrast):
            writer.fieldName("contentUnavailable")
            ComponentEncoder.writeContentUnavailable(
                resolution.resolved, of: resolution.configuration, state: resolution.state, traits: traits,
                into: &writer)
            writer.fieldName("contrast")
            writeComponentContrast(contrast, into: &writer)
        }
        writer.endObject()
    }

    /// `{backdrop, background, <each part>: {criterion, color, ratio, threshold, largeText, outcome[, reason]},
    /// outcome}`: a button's `title`, an empty state's `text` and `secondaryText`.
    private static func writeComponentContrast(_ contrast: ComponentContrastCheck, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("backdrop", contrast.backdrop)
        writer.field("background", contrast.background)
        for part in contrast.parts {
            writer.key(part.part.rawValue)
            writeMeasurement(part.measurement, into: &writer)
        }
        writer.field("outcome", contrast.outcome.rawValue)
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
