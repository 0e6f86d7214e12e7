import Configuration
import JSON
import StyleRegistry

/// Writes a style as design tokens in the W3C Design Tokens Community Group format (2025.10) for
/// `GET /v1/styles/{name}/tokens.json`, for Style Dictionary, Tokens Studio and the like.
///
/// One group per state (`normal`, then each ``StateVariant``), holding one group per mode (``modes``: appearance and
/// contrast, in each design), holding every property of ``WebProperty/all`` that has a token type under its token path
/// (`normal.dark.text.font-size`, `normal.ios18-dark.text.font-size`).
/// Keywords (alignment, text transform, visual effect, stacking) have no DTCG type and stay CSS and JSON only. In a
/// state other than normal, a token equal to the normal state's in the same mode is an alias to it
/// (`{normal.dark.text.color}`), so what a state changes stands out and tools keep the link.
struct DesignTokensEncoder {
    /// The appearance and contrast modes of one design, as the group names say.
    static let appearanceModes: [(name: String, traits: TraitCollection)] = [
        ("light", TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal)),
        ("dark", TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .normal)),
        ("light-high-contrast", TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high)),
        ("dark-high-contrast", TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)),
    ]

    /// The modes: the appearance modes in `design` as they are named (`light`, …), then in each other design with its
    /// name before them (`ios18-light`, …), so a file's unprefixed modes keep one meaning for a service's clients.
    static func modes(unprefixed design: DesignGeneration) -> [(name: String, traits: TraitCollection)] {
        ([design] + DesignGeneration.allCases.filter { $0 != design }).flatMap { generation in
            appearanceModes.map { mode in
                var traits = mode.traits
                traits.designGeneration = generation
                return (generation == design ? mode.name : "\(generation.rawValue)-\(mode.name)", traits)
            }
        }
    }

    /// The properties by token group, groups where their first property stands in ``WebProperty/all``; a nil
    /// group holds one top-level token.
    private static let layout: [(group: String?, properties: [Int])] = {
        var layout: [(group: String?, properties: [Int])] = []
        for (index, property) in WebProperty.all.enumerated() {
            guard property.tokenPath.count == 2 else {
                layout.append((nil, [index]))
                continue
            }
            if let existing = layout.firstIndex(where: { $0.group == property.tokenPath[0] }) {
                layout[existing].properties.append(index)
            } else {
                layout.append((property.tokenPath[0], [index]))
            }
        }
        return layout
    }()

    let style: StyleDefinition
    let styleName: String
    let tintColor: Color
    /// The design of the unprefixed modes.
    var design = DesignGeneration.ios26

    /// The token file's bytes, indented for people and diffs.
    func encode() -> [UInt8] {
        let modes = Self.modes(unprefixed: design)
        let variants = StateVariant.system + StateVariant.custom(of: style).variants
        let normal = modes.map { values(in: CellConfigurationState(traitCollection: $0.traits)) }

        var writer = JSONWriter(format: .pretty, capacity: 256 * 1_024)
        writer.beginObject()
        let others: [String] = DesignGeneration.allCases.filter { $0 != design }.map {
            "those of the \($0.rawValue) design are \($0.rawValue)-light, \($0.rawValue)-dark, …"
        }
        let description: String =
            "Style \"\(styleName)\" resolved by StyleResolver: a group per state, in it a group per mode. The modes "
            + "light, dark, light-high-contrast and dark-high-contrast are the \(design.rawValue) design; "
            + others.joined(separator: "; ")
            + ". A state's token equal to the normal state's in the same mode is an alias to it. The CSS custom "
            + "properties of the same values are the token paths below the mode joined with \"-\" (text.font-size is "
            + "--text-font-size)."
        writer.field("$description", description)
        writeState(
            name: "normal", summary: "The normal state: no state flag set.", modes: modes, values: normal,
            aliasing: nil, into: &writer)
        for variant in variants {
            let values = modes.map { mode in
                var state = CellConfigurationState(traitCollection: mode.traits)
                variant.apply(to: &state)
                return self.values(in: state)
            }
            writeState(
                name: variant.name, summary: variant.summary, modes: modes, values: values, aliasing: normal,
                into: &writer)
        }
        writer.endObject()
        return writer.bytes
    }

    private func values(in state: CellConfigurationState) -> [WebValue] {
        WebProperty.values(of: style.resolve(state: state, tintColor: tintColor))
    }

    /// One state's group: a group per mode, each with every token; with `aliasing`, tokens equal to those values
    /// become aliases to the normal state's.
    private func writeState(
        name: String, summary: String, modes: [(name: String, traits: TraitCollection)], values: [[WebValue]],
        aliasing normal: [[WebValue]]?, into writer: inout JSONWriter
    ) {
        writer.key(name)
        writer.beginObject()
        writer.field("$description", summary)
        for (modeIndex, mode) in modes.enumerated() {
            writer.key(mode.name)
            writer.beginObject()
            for entry in Self.layout {
                let tokens = entry.properties.filter { values[modeIndex][$0].tokenType != nil }
                guard !tokens.isEmpty else { continue }
                if let group = entry.group {
                    writer.key(group)
                    writer.beginObject()
                }
                for index in tokens {
                    let property = WebProperty.all[index]
                    let value = values[modeIndex][index]
                    writer.key(property.tokenPath[property.tokenPath.count - 1])
                    writer.beginObject()
                    writer.field("$type", value.tokenType)
                    if let normal, normal[modeIndex][index] == value {
                        writer.field("$value", "{normal.\(mode.name).\(property.tokenPath.joined(separator: "."))}")
                    } else {
                        writer.fieldName("$value")
                        value.writeToken(into: &writer)
                        value.writeTokenExtensions(into: &writer)
                    }
                    if normal == nil, let description = property.description {
                        writer.field("$description", description)
                    }
                    writer.endObject()
                }
                if entry.group != nil { writer.endObject() }
            }
            writer.endObject()
        }
        writer.endObject()
    }
}
