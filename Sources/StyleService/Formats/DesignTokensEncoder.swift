import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Writes a style as design tokens in the W3C Design Tokens Community Group format (2025.10) in one file, for
/// `GET /v1/styles/{name}/tokens.json`: every state in every mode, for tools that read one file (Style Dictionary,
/// Tokens Studio). ``DesignTokenFiles`` writes the same values as DTCG Resolver Module sets and modifiers.
///
/// One group per state (`normal`, then each ``StateVariant``), holding one group per mode (``modes``: appearance and
/// contrast, in each design), holding every property of ``WebProperty/all`` whose value is a token
/// (``WebValue/isTokenValue``) under its token path (`normal.dark.text.font-size`, `normal.ios18-dark.text.font-size`).
/// The other values (keywords: alignment, text transform, visual effect, stacking; lengths of 0 meaning `auto` or
/// `none`) are in the mode group's `$extensions` (``WebValue/extensionNamespace`` → `values`), as CSS writes them:
/// all of them in the normal state, those that differ from normal in the others. In a state other than normal, a
/// token equal to the normal state's in the same mode is an alias to it (`{normal.dark.text.color}`), so what a state
/// changes stands out and tools keep the link.
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

    let style: StyleDefinition
    let styleName: String
    let tintColor: Color
    /// The design of the unprefixed modes.
    var design = DesignGeneration.ios26
    /// The state the pointer over the element marks, which its group's description names.
    var hover = HoverOption.off

    /// The token file's bytes, indented for people and diffs.
    func encode() -> [UInt8] {
        encode(of: ExportTable(style: style, tintColor: tintColor, design: design, hover: hover))
    }

    /// The token file's bytes, written from the style's grid resolved once (in `design`, with `tintColor`).
    func encode(of table: ExportTable) -> [UInt8] {
        let modes = table.modes
        let normal = table.values[0]

        let others: [String] = DesignGeneration.allCases.filter { $0 != design }.map {
            "those of the \($0.rawValue) design are \($0.rawValue)-light, \($0.rawValue)-dark, …"
        }
        let designs: String =
            "The modes light, dark, light-high-contrast and dark-high-contrast are the \(design.rawValue) design; "
            + others.joined(separator: "; ")
        let naming: String =
            "The CSS custom properties of the same values are the token paths below the mode joined with \"-\" "
            + "(text.font-size is --text-font-size). tokens.resolver.json holds the same as DTCG Resolver Module sets "
            + "and modifiers."
        var file = TokenGroup(
            description: "Style \"\(styleName)\" resolved by StyleResolver: a group per state, in it a group per mode. "
                + designs + ". A state's token equal to the normal state's in the same mode is an alias to it. "
                + naming)
        file.append(
            group: stateGroup(
                name: "normal", summary: ExportTable.normalSummary, modes: modes, properties: table.properties,
                values: normal, aliasing: nil),
            named: "normal")
        for (index, state) in table.states.enumerated().dropFirst() {
            file.append(
                group: stateGroup(
                    name: state.name, summary: state.summary, modes: modes, properties: table.properties,
                    values: table.values[index], aliasing: normal),
                named: state.name)
        }
        var writer = JSONWriter(format: .pretty, capacity: 256 * 1_024)
        file.write(into: &writer)
        return writer.bytes
    }

    /// One state's group: a group per mode, each with every token; with `aliasing`, tokens equal to those values
    /// become aliases to the normal state's, and only the untyped values that differ from them are listed.
    private func stateGroup(
        name: String, summary: String, modes: [(name: String, traits: TraitCollection)], properties: [WebProperty],
        values: [[WebValue]], aliasing normal: [[WebValue]]?
    ) -> TokenGroup {
        var group = TokenGroup(description: summary)
        for (modeIndex, mode) in modes.enumerated() {
            var modeGroup = TokenGroup()
            for (index, property) in properties.enumerated() {
                let value = values[modeIndex][index]
                let same = normal.map { $0[modeIndex][index] == value } ?? false
                guard let type = value.tokenType, value.isTokenValue else {
                    if !same { modeGroup.untypedValues.append((property.tokenPath.joined(separator: "."), value.css)) }
                    continue
                }
                let token: TokenGroup.TokenValue =
                    same ? .alias("normal.\(mode.name).\(property.tokenPath.joined(separator: "."))") : .value(value)
                modeGroup.insert(
                    TokenGroup.Token(type: type, value: token, description: normal == nil ? property.description : nil),
                    at: property.tokenPath[...])
            }
            group.append(group: modeGroup, named: mode.name)
        }
        return group
    }
}
