import Foundation
import Testing
import ViewConfigurations

/// The override schemas of `openapi.yaml`, generated from the property catalogue: each property's line (its name and
/// the schema its kind and range map to) and each enumeration a property takes, compared with the spec's text. A
/// property added to the catalogue fails here until the spec says it too.
@Suite("openapi.yaml's override schemas follow the catalogue")
struct CatalogueSpecTests {
    /// The schemas a catalogue's members are written under, by the catalogue's noun; a group without one is written
    /// inline.
    static let schemas: [String: String] = [
        "background": "BackgroundOverrides", "content": "ContentOverrides", "text": "TextPropertiesOverrides",
        "image": "ImagePropertiesOverrides", "separator": "SeparatorOverrides", "button": "ButtonOverrides",
        "content unavailable": "ContentUnavailableOverrides",
        "button properties": "ContentUnavailableButtonPropertiesOverrides",
    ]

    /// ``schemas`` inside an empty state, whose text and image properties are its own (their nouns are the list
    /// content's).
    static let contentUnavailableSchemas = schemas.merging([
        "text": "ContentUnavailableTextPropertiesOverrides", "image": "ContentUnavailableImagePropertiesOverrides",
    ]) { $1 }

    /// Number ranges the spec names once as a schema.
    static let namedRanges: [(range: ClosedRange<Double>, schema: String)] = [
        (-10_000...10_000, "Length"), (0...10_000, "NonNegativeLength"), (0...1, "Fraction"),
    ]

    let spec: [Substring] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("openapi.yaml")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }()

    @Test func everyOverrideSchemaListsTheCataloguesPropertiesWithTheirKinds() throws {
        try check(BackgroundConfiguration.catalogue)
        try check(ListContentConfiguration.catalogue)
        try check(ListContentConfiguration.TextProperties.catalogue)
        try check(ListContentConfiguration.ImageProperties.catalogue)
        try check(ListSeparatorConfiguration.catalogue)
        try check(ButtonConfiguration.catalogue)
        try check(ContentUnavailableConfiguration.catalogue, in: Self.contentUnavailableSchemas)
        try check(ContentUnavailableConfiguration.TextProperties.catalogue, in: Self.contentUnavailableSchemas)
        try check(ContentUnavailableConfiguration.ImageProperties.catalogue, in: Self.contentUnavailableSchemas)
        try check(ContentUnavailableConfiguration.ButtonProperties.catalogue, in: Self.contentUnavailableSchemas)
    }

    @Test func everyEnumerationAPropertyTakesListsItsNamesInOrder() throws {
        var checked = 0
        for kind in BackgroundConfiguration.catalogue.properties.map(\.kind)
            + ListContentConfiguration.catalogue.properties.map(\.kind)
        {
            guard case .choice(let type, let names) = kind else { continue }
            let body = try self.body(of: type)
            #expect(body.first == "      enum: [\(names.joined(separator: ", "))]", "components/schemas/\(type)")
            checked += 1
        }
        #expect(checked == 7, "imageContentMode and, for both texts, alignment, lineBreakMode and transform")
    }

    /// The enumerations a button's and an empty state's properties take, each listing its names in order.
    @Test func everyEnumerationAButtonOrAnEmptyStateTakesListsItsNamesInOrder() throws {
        var types: [String: [String]] = [:]
        for kind in ButtonConfiguration.catalogue.properties.map(\.kind)
            + ContentUnavailableConfiguration.catalogue.properties.map(\.kind)
        {
            guard case .choice(let type, let names) = kind else { continue }
            #expect(types.updateValue(names, forKey: type) ?? names == names, "one \(type) throughout")
        }
        for (type, names) in types {
            #expect(try body(of: type).first == "      enum: [\(names.joined(separator: ", "))]", "\(type)")
        }
        let expected = [
            "Alignment", "ButtonSize", "ContentMode", "CornerStyle", "ImagePlacement", "Indicator", "LineBreakMode",
            "MacIdiomStyle", "Role", "TitleAlignment",
        ]
        #expect(types.keys.sorted() == expected)
    }

    /// The accessory schema: `type`, then the catalogue's options with their kinds; its enumerations; and its
    /// description says which types take which option, as ``CellAccessory/Property/isTaken(by:)`` does.
    @Test func theAccessorySchemaFollowsTheAccessoryCatalogue() throws {
        let body = try self.body(of: "CellAccessory")
        let start = try #require(body.firstIndex(of: "      properties:"))
        let actual = body[(start + 1)...].prefix { $0.hasPrefix("        ") }.map(String.init)
        let expected =
            ["        type: " + Self.reference("AccessoryType")] + Self.lines(for: CellAccessory.catalogue, indent: 8)
        #expect(actual == expected)
        #expect(body.contains("      additionalProperties: false"))
        var choices = 0
        for case .choice(let type, let names) in CellAccessory.catalogue.properties.map(\.kind) {
            #expect(try self.body(of: type).first == "      enum: [\(names.joined(separator: ", "))]", "\(type)")
            choices += 1
        }
        #expect(choices == 2, "displayed and style")
        let description = body.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(description.contains(Self.perTypeOptions()), "CellAccessory's description")
    }

    /// "`style` for outlineDisclosure; `backgroundColor` for delete, insert and multiselect; …": each option some
    /// types lack, grouped by the types that take it, in catalogue order.
    static func perTypeOptions() -> String {
        var groups: [(options: [String], types: [String])] = []
        for property in CellAccessory.Property.allCases {
            let types = CellAccessory.AccessoryType.allCases.filter { property.isTaken(by: $0) }.map(\.rawValue)
            guard types.count < CellAccessory.AccessoryType.allCases.count else { continue }
            if let last = groups.last, last.types == types {
                groups[groups.count - 1].options.append("`\(property.rawValue)`")
            } else {
                groups.append((["`\(property.rawValue)`"], types))
            }
        }
        return groups.map { "\(series($0.options)) for \(series($0.types))" }.joined(separator: "; ") + "."
    }

    /// `a`, `a and b`, `a, b and c`.
    static func series(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }

    @Test func theNamedRangesSayTheirBounds() throws {
        for (range, schema) in Self.namedRanges {
            let body = try self.body(of: schema)
            // A length's bounds are those of its number, beside the alias to a token it may be instead.
            let text = body.joined(separator: "\n")
            #expect(text.contains("minimum: \(Self.format(range.lowerBound))"), "\(schema)")
            #expect(text.contains("maximum: \(Self.format(range.upperBound))"), "\(schema)")
        }
    }

    /// Compares the schema's block-style `properties:` with the lines the catalogue generates, its schema and its
    /// groups' named by `schemas`.
    private func check<Values>(
        _ catalogue: PropertyCatalogue<Values>, in schemas: [String: String] = Self.schemas
    ) throws {
        let schema = try #require(schemas[catalogue.noun])
        let body = try self.body(of: schema)
        let start = try #require(body.firstIndex(of: "      properties:"), "\(schema) has block-style properties")
        let actual = body[(start + 1)...].prefix { $0.hasPrefix("        ") }.map(String.init)
        #expect(actual == Self.lines(for: catalogue, indent: 8, schemas: schemas), "components/schemas/\(schema)")
        #expect(body.contains("      additionalProperties: false"), "\(schema) is closed")
    }

    /// The spec lines of a catalogue's members at an indentation, groups with a schema in `schemas` referring to it.
    static func lines<Values>(
        for catalogue: PropertyCatalogue<Values>, indent: Int, schemas: [String: String] = Self.schemas
    ) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for member in catalogue.members {
            switch member {
            case .property(let row):
                lines.append(pad + row.name + ": " + fragment(for: row.kind))
            case .group(let group):
                if let schema = schemas[group.noun] {
                    lines.append(pad + group.name + ": " + reference(schema))
                } else {
                    lines += [
                        pad + group.name + ":", pad + "  type: object", pad + "  additionalProperties: false",
                        pad + "  properties:",
                    ]
                    lines += Self.lines(for: group, indent: indent + 4, schemas: schemas)
                }
            }
        }
        return lines
    }

    /// The schema of a value kind, as the spec writes it on one line.
    static func fragment(for kind: PropertyKind) -> String {
        switch kind {
        case .number(let range):
            if let named = namedRanges.first(where: { $0.range == range }) { return reference(named.schema) }
            return "{ type: number, minimum: \(format(range.lowerBound)), maximum: \(format(range.upperBound)) }"
        case .integer(let range): return "{ type: integer, minimum: \(range.lowerBound), maximum: \(range.upperBound) }"
        case .boolean: return "{ type: boolean }"
        // A document's colors take an alias to a color token too (`ColorValue`); answers' colors are `Color`.
        case .color(let nullMeansTint): return reference(nullMeansTint ? "ColorOrTint" : "ColorValue")
        case .colorTransformer: return reference("ColorTransformer")
        case .visualEffect: return reference("VisualEffect")
        case .optionalString: return reference("OptionalString")
        case .choice(let type, _): return reference(type)
        case .edges: return reference("Edges")
        case .axes: return reference("Axes")
        case .directionalInsets: return reference("DirectionalInsets")
        case .size(let allowsStandard): return reference(allowsStandard ? "ReservedLayoutSize" : "Size")
        case .font: return reference("FontSpecification")
        case .symbolConfiguration: return reference("SymbolConfigurationSpecification")
        case .automaticInsets: return reference("SeparatorInsets")
        case .optionalColor: return reference("OptionalColorValue")
        case .layoutDimension: return reference("LayoutDimension")
        }
    }

    static func reference(_ schema: String) -> String { "{ $ref: '#/components/schemas/\(schema)' }" }

    static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }

    /// The lines of a schema under `components/schemas` (four spaces in), without its name line.
    private func body(of schema: String) throws -> ArraySlice<Substring> {
        let name = try #require(spec.firstIndex(of: Substring("    \(schema):")), "no schema \(schema)")
        var end = name + 1
        while end < spec.endIndex, spec[end].isEmpty || spec[end].hasPrefix("     ") { end += 1 }
        return spec[(name + 1)..<end]
    }
}
