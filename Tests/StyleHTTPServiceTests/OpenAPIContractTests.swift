import Foundation
import StrictJSON
import Testing
import ViewConfigurations

@testable import StyleDefinitions
@testable import StyleHTTPService
@testable import StyleService

/// The spec's enumerations and strict objects against the code that decodes and encodes them: a value added to an
/// enum or a field added to a decoder fails here until `openapi.yaml` says it too (schemathesis then checks the
/// server against the spec).
@Suite("openapi.yaml matches the code")
struct OpenAPIContractTests {
    let spec = OpenAPISchemas(text: String(decoding: OpenAPIDocument.yaml, as: UTF8.self))

    @Test func everyEnumerationListsTheCodesValuesInOrder() throws {
        func names<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> [String] where T.RawValue == String {
            T.allCases.map(\.rawValue)
        }
        let expected: [(schema: String, values: [String])] = [
            ("UserInterfaceStyle", names(UserInterfaceStyle.self)),
            ("AccessibilityContrast", names(AccessibilityContrast.self)),
            ("ContentSizeCategory", names(ContentSizeCategory.self)),
            ("LayoutDirection", names(LayoutDirection.self)),
            ("UserInterfaceSizeClass", names(UserInterfaceSizeClass.self)),
            ("UserInterfaceIdiom", names(UserInterfaceIdiom.self)),
            ("LegibilityWeight", names(LegibilityWeight.self)),
            ("UserInterfaceLevel", names(UserInterfaceLevel.self)),
            ("UserInterfaceActiveAppearance", names(UserInterfaceActiveAppearance.self)),
            ("ListEnvironment", names(ListEnvironment.self)),
            ("CellDragState", names(CellDragState.self)),
            ("CellDropState", names(CellDropState.self)),
            ("CustomStateType", names(CustomStateKeyDeclaration.ValueType.self)),
            ("SystemColor", names(SystemColor.self)),
            ("TextStyle", names(TextStyle.self)),
            ("FontWeight", names(Font.Weight.self)),
            ("SymbolScale", names(SymbolConfiguration.Scale.self)),
            ("TextAlignment", names(ListContentConfiguration.TextProperties.TextAlignment.self)),
            ("PhysicalAlignment", names(ResolvedTextProperties.PhysicalAlignment.self)),
            ("TextTransform", names(ListContentConfiguration.TextProperties.TextTransform.self)),
            ("LineBreakMode", names(LineBreakMode.self)),
            ("ContentMode", names(ContentMode.self)),
            ("BlurEffectStyle", names(BlurEffectStyle.self)),
            ("VibrancyEffectStyle", names(VibrancyEffectStyle.self)),
            ("BackgroundFactory", BackgroundConfiguration.factoryNames),
            ("ContentFactory", ListContentConfiguration.factoryNames),
            ("BackgroundStyle", names(BackgroundStyle.self) + ["clear"]),
            ("ListContentStyle", names(ListContentStyle.self)),
            ("ConfigurationKind", names(ConfigurationKind.self)),
            ("ButtonFactory", ButtonConfiguration.factoryNames),
            ("ButtonStyle", names(ButtonConfiguration.Style.self)),
            ("ContentUnavailableFactory", ContentUnavailableConfiguration.factoryNames),
            ("ContentUnavailableStyle", names(ContentUnavailableStyle.self)),
            ("ButtonSize", names(ButtonConfiguration.ButtonSize.self)),
            ("Role", names(ButtonConfiguration.Role.self)),
            ("ProblemTypeSlug", names(ProblemType.self)),
            ("StatePreset", MatrixRequest.statePresets(of: .cell).map(\.name)),
            ("ButtonStatePreset", MatrixRequest.statePresets(of: .button).map(\.name)),
        ]
        for (schema, values) in expected {
            #expect(try spec.enumeration(schema) == values, "components/schemas/\(schema)")
        }
    }

    @Test func everyStrictObjectNamesExactlyTheFieldsTheDecoderAccepts() throws {
        let traits = TraitName.allCases.map(\.rawValue)
        let expected: [(schema: String, fields: [String])] = [
            ("ResolveRequest", ResolveRequest.fields),
            ("BatchRequest", ResolveRequest.fields + ["items"]),
            ("BatchItem", ["id"] + ResolveRequest.fields),
            ("MatrixRequest", MatrixRequest.fields),
            ("CellContent", ResolveRequest.contentFields),
            ("CellState", DocumentDecoder.stateFields),
            ("ButtonState", DocumentDecoder.buttonStateFields),
            ("ContentUnavailableState", DocumentDecoder.contentUnavailableStateFields),
            ("Traits", traits),
            ("TraitConditions", traits),
            ("Condition", DocumentDecoder.conditionKeys),
            ("StyleDocument", StyleDocument.fields),
            ("BackgroundOverrides", DocumentDecoder.backgroundProperties),
            ("ContentOverrides", DocumentDecoder.contentProperties),
            ("TextPropertiesOverrides", DocumentDecoder.textProperties),
            ("ImagePropertiesOverrides", DocumentDecoder.imageProperties),
            ("Overrides", DocumentDecoder.overrideParts),
        ]
        for (schema, fields) in expected {
            #expect(try spec.propertyNames(schema) == Set(fields), "components/schemas/\(schema)")
            #expect(try spec.isClosed(schema), "components/schemas/\(schema) has additionalProperties: false")
        }
    }

    /// The lists above feed the decoder's error messages; what it accepts is its `switch`. Every name the spec allows
    /// must reach a case there: given a value of the wrong shape, it may be refused, but never as unknown.
    @Test func everyPropertyTheSpecAllowsIsDecoded() throws {
        let placements: [(schema: String, document: (String) -> String)] = [
            ("BackgroundOverrides", { #"{"overrides": {"background": {"\#($0)": [[]]}}}"# }),
            ("ContentOverrides", { #"{"overrides": {"content": {"\#($0)": [[]]}}}"# }),
            ("TextPropertiesOverrides", { #"{"overrides": {"content": {"textProperties": {"\#($0)": [[]]}}}}"# }),
            ("ImagePropertiesOverrides", { #"{"overrides": {"content": {"imageProperties": {"\#($0)": [[]]}}}}"# }),
            ("Condition", { #"{"rules": [{"when": {"\#($0)": [[]]}, "set": {}}]}"# }),
            ("ButtonOverrides", { #"{"overrides": {"button": {"\#($0)": [[]]}}}"# }),
            ("ContentUnavailableOverrides", { #"{"overrides": {"contentUnavailable": {"\#($0)": [[]]}}}"# }),
            (
                "ContentUnavailableTextPropertiesOverrides",
                { #"{"overrides": {"contentUnavailable": {"textProperties": {"\#($0)": [[]]}}}}"# }
            ),
            (
                "ContentUnavailableImagePropertiesOverrides",
                { #"{"overrides": {"contentUnavailable": {"imageProperties": {"\#($0)": [[]]}}}}"# }
            ),
            (
                "ContentUnavailableButtonPropertiesOverrides",
                { #"{"overrides": {"contentUnavailable": {"buttonProperties": {"\#($0)": [[]]}}}}"# }
            ),
        ]
        var checked = 0
        for (schema, document) in placements {
            for name in try spec.propertyNames(schema) {
                let source = try JSONReader().parse(Array(document(name).utf8))
                guard case .failure(let failure) = StyleDocument.decode(source) else { continue }
                let unknown = failure.problems.filter { $0.message.contains("unknown") }
                #expect(unknown.isEmpty, "\(schema).\(name): \(unknown)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func theReaderFindsWhatTheSpecSays() throws {
        let sample = OpenAPISchemas(
            text: """
                components:
                  schemas:
                    Shade:
                      enum: [light,
                             dark]
                    Box:
                      type: object
                      additionalProperties: false
                      properties:
                        width: { type: number }
                        depth:
                          type: number
                    Open:
                      type: object
                      properties: { a: {} }
                """)
        #expect(try sample.enumeration("Shade") == ["light", "dark"])
        #expect(try sample.propertyNames("Box") == ["width", "depth"])
        #expect(try sample.isClosed("Box"))
        #expect(try !sample.isClosed("Open"))
        #expect(throws: OpenAPISchemas.Missing.self) { try sample.enumeration("Box") }
        #expect(throws: OpenAPISchemas.Missing.self) { try sample.propertyNames("Nowhere") }
    }
}

/// Reads schemas out of `openapi.yaml` as the file lays them out (two-space indents, a schema under
/// `components/schemas` at four spaces, its keywords at six, block-style `properties` at eight); enough to compare
/// the spec with the code without a YAML parser.
struct OpenAPISchemas {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    let lines: [Substring]

    init(text: String) {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = all.firstIndex(of: "  schemas:").map { $0 + 1 } ?? all.endIndex
        lines = Array(all[start...])
    }

    /// The lines of a schema's body (its keywords), without the name line.
    func body(_ schema: String) throws -> ArraySlice<Substring> {
        guard let nameLine = lines.firstIndex(of: Substring("    \(schema):")) else {
            throw Missing(description: "no schema \(schema)")
        }
        var end = nameLine + 1
        while end < lines.endIndex, lines[end].isEmpty || indentation(lines[end]) > 4 { end += 1 }
        return lines[(nameLine + 1)..<end]
    }

    /// The values of a schema's `enum: [...]`, in order (the list may span lines).
    func enumeration(_ schema: String) throws -> [String] {
        let text = try body(schema).joined(separator: " ")
        guard let start = text.range(of: "enum: ["), let end = text[start.upperBound...].firstIndex(of: "]") else {
            throw Missing(description: "\(schema) has no enum")
        }
        return text[start.upperBound..<end].split(separator: ",").map { String($0.filter { $0 != " " }) }
    }

    /// The member names under a schema's block-style `properties:`.
    func propertyNames(_ schema: String) throws -> Set<String> {
        let body = try body(schema)
        guard let start = body.firstIndex(of: "      properties:") else {
            throw Missing(description: "\(schema) has no block-style properties")
        }
        var names: Set<String> = []
        for line in body[(start + 1)...] {
            let depth = indentation(line)
            if depth <= 6 { break }
            if depth == 8, let colon = line.firstIndex(of: ":") {
                names.insert(String(line[line.index(line.startIndex, offsetBy: 8)..<colon]))
            }
        }
        return names
    }

    /// Whether the schema refuses members it does not name.
    func isClosed(_ schema: String) throws -> Bool {
        try body(schema).contains("      additionalProperties: false")
    }

    private func indentation(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
}
