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
/// changes stands out and tools keep the link. The design tokens the style names (``ExportTable/aliasedTokens(avoiding:)``)
/// are at the root with their values in the first mode, and a property holding one is an alias to it
/// (`{brand.accent}`); a mode where the token's value differs holds that value under `normal.<mode>`, which its
/// properties alias, so a tool that knows no modes still reads each mode's values.
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
        // The design tokens the properties alias, at the root unless a state's group has their first name.
        let designTokens = table.aliasedTokens(avoiding: Set(table.states.map(\.name)))
        let tokensNote =
            designTokens.isEmpty
            ? ""
            : " The design tokens the style names are at the root with their values in mode \(table.modes[0].name); "
                + "a property holding one is an alias to it ({\(designTokens[0].path)}), and a mode where a design "
                + "token's value differs holds that value under normal.<mode> at the token's path."
        var file = TokenGroup(
            description: "Style \"\(styleName)\" resolved by StyleResolver: a group per state, in it a group per mode. "
                + designs + ". A state's token equal to the normal state's in the same mode is an alias to it. "
                + naming + tokensNote)
        for token in designTokens { file.insert(token, in: table.modes[0].traits) }
        for (index, state) in table.states.enumerated() {
            file.append(group: stateGroup(index, of: table, designTokens: designTokens), named: state.name)
        }
        var writer = JSONWriter(format: .pretty, capacity: 256 * 1_024)
        file.write(into: &writer)
        return writer.bytes
    }

    /// One state's group: a group per mode, each with every token. In a state other than normal, tokens equal to the
    /// normal state's become aliases to them, and only the untyped values that differ from them are listed; the normal
    /// state's mode groups hold the design tokens' values that differ from the root's.
    private func stateGroup(_ stateIndex: Int, of table: ExportTable, designTokens: [DesignToken]) -> TokenGroup {
        let normal = stateIndex == 0 ? nil : table.values[0]
        let values = table.values[stateIndex]
        var group = TokenGroup(description: table.states[stateIndex].summary)
        for (modeIndex, mode) in table.modes.enumerated() {
            var modeGroup = TokenGroup()
            for (index, property) in table.properties.enumerated() {
                let value = values[modeIndex][index]
                let same = normal.map { $0[modeIndex][index] == value } ?? false
                guard let type = value.tokenType, value.isTokenValue else {
                    if !same { modeGroup.untypedValues.append((property.tokenPath.joined(separator: "."), value.css)) }
                    continue
                }
                let token: TokenGroup.TokenValue =
                    same
                    ? .alias("normal.\(mode.name).\(property.tokenPath.joined(separator: "."))")
                    : alias(state: stateIndex, mode: modeIndex, property: index, of: table, to: designTokens)
                        ?? .value(value)
                modeGroup.insert(
                    TokenGroup.Token(type: type, value: token, description: normal == nil ? property.description : nil),
                    at: property.tokenPath[...])
            }
            if normal == nil {
                for token in designTokens {
                    modeGroup.insert(token, in: mode.traits, unlike: table.modes[0].traits)
                }
            }
            group.append(group: modeGroup, named: mode.name)
        }
        return group
    }

    /// The alias of a property holding a design token's value: to the token at the root where its value is the root's
    /// (`{brand.accent}`), else to its value in the mode (`{normal.dark.brand.accent}`); nil for a value of its own.
    private func alias(
        state: Int, mode: Int, property: Int, of table: ExportTable, to designTokens: [DesignToken]
    ) -> TokenGroup.TokenValue? {
        guard !table.tokenPaths.isEmpty, let path = table.tokenPaths[state][mode][property],
            let token = designTokens.first(where: { $0.path == path })
        else { return nil }
        let value = TokenReferences.value(of: token, in: TokenReferences.mode(table.modes[mode].traits))
        let root = TokenReferences.value(of: token, in: TokenReferences.mode(table.modes[0].traits))
        return .alias(value == root ? path : "normal.\(table.modes[mode].name).\(path)")
    }
}
