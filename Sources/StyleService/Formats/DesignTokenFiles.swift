import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// A style's design tokens as the DTCG 2025.10 Resolver Module lays them out: a resolver document
/// (``resolverFileName``, `tokens.resolver.json`) beside the set files it names, so a token tool (Terrazzo, Style Dictionary) picks a mode and
/// a state as modifier inputs and gets tokens whose paths joined with `-` are our CSS custom properties, with the
/// values our stylesheet gives that state in that mode. `GET /v1/styles/{name}/tokens.resolver.json` and
/// `GET /v1/styles/{name}/tokens/{file}` serve the files; `style-resolver export --format tokens` writes them.
///
/// The resolution order is the set `base`, then the modifier `mode`, then the modifier `state`:
/// - `tokens/base.json` (set `base`): the normal state in the default mode (`light` of the file's design), every
///   token under its token path (`text.font-size`), with its `$description`.
/// - `tokens/mode-<mode>.json` (modifier `mode`, one context per mode of ``DesignTokensEncoder/modes(unprefixed:)``):
///   the normal state's tokens that differ from the base in that mode, and under `states.<state>` the values, in
///   that mode, of every token that state changes in any mode.
/// - `tokens/state-<state>.json` (modifier `state`, context `normal` empty): for every token the state changes, an
///   alias to the mode file's `states.<state>` token (`{states.selected.background.color}`), so the state's value
///   follows the chosen mode.
///
/// Appearance, contrast and design make one modifier because their values do not combine independently (dark high
/// contrast is not dark plus high contrast). A property that is a token in every state and mode is a token
/// everywhere; one whose value has no DTCG type anywhere (keywords, lengths of 0 meaning `auto` or `none`) is written
/// as CSS in `$extensions` → ``WebValue/extensionNamespace`` → `values` instead: every one of the normal state at each
/// set file's root, the ones a state changes in the mode file's `states.<state>` group.
package struct DesignTokenFiles: Sendable {
    /// The resolver document's file name without a ``namePrefix``; the set files are under `tokens/`.
    package static let resolverFileName = "tokens.resolver.json"

    /// The style resolved.
    package let style: StyleDefinition
    /// Its name, for the documents' descriptions.
    package let styleName: String
    /// The tint its tinted colors take.
    package let tintColor: Color
    /// The design of the unprefixed modes (`light`, …); the other design's are `ios18-light`, ….
    package let design: DesignGeneration
    /// Appended to every `$ref` of the resolver document (`?tintColor=%23FF9500`), so a tool following them from
    /// the server gets set files of the same query; empty for files on disk.
    package let referenceQuery: String
    /// Put before every file name, the `$ref`s included, so several styles' sets can share a folder: with
    /// `sidebarCell.`, `sidebarCell.tokens.resolver.json` names `sidebarCell.tokens/base.json`, …. Empty for the
    /// server, whose URLs already name the style.
    package let namePrefix: String
    /// The state the pointer over the element marks, which its set's description names.
    package var hover = HoverOption.off

    /// The file set of one style, its modes in `design` and the other design, colors tinted with `tintColor`.
    package init(
        style: StyleDefinition, styleName: String, tintColor: Color = .systemBlue, design: DesignGeneration = .ios26,
        referenceQuery: String = "", namePrefix: String = ""
    ) {
        self.style = style
        self.styleName = styleName
        self.tintColor = tintColor
        self.design = design
        self.referenceQuery = referenceQuery
        self.namePrefix = namePrefix
    }

    /// The file set of a style for a checked format query (its `tintColor`, and its `design` else `defaultDesign`).
    package init(
        style: StyleDefinition, styleName: String, query: FormatQuery, defaultDesign: DesignGeneration = .ios26,
        referenceQuery: String = "", namePrefix: String = ""
    ) {
        self.init(
            style: style, styleName: styleName, tintColor: query.tintColor, design: query.design ?? defaultDesign,
            referenceQuery: referenceQuery, namePrefix: namePrefix)
        hover = query.hover
    }

    /// The resolver document's file name (`tokens.resolver.json`, `sidebarCell.tokens.resolver.json`).
    package var resolverFileName: String { namePrefix + Self.resolverFileName }

    /// The base set's file name (`tokens/base.json`).
    package var baseFileName: String { namePrefix + "tokens/base.json" }

    /// The file name of a mode's set (`tokens/mode-dark.json`).
    package func modeFileName(_ mode: String) -> String { namePrefix + "tokens/mode-\(mode).json" }

    /// The file name of a state's set (`tokens/state-selected.json`).
    package func stateFileName(_ state: String) -> String { namePrefix + "tokens/state-\(state).json" }

    /// Every file, the resolver document first, as (path relative to the resolver document, bytes): what
    /// `export --format tokens` writes under its output folder and what the server answers under
    /// `/v1/styles/{name}/`.
    package func files() -> [(name: String, bytes: [UInt8])] {
        files(of: ExportTable(style: style, tintColor: tintColor, design: design, hover: hover))
    }

    /// The files written from the style's grid, resolved once (the tokens export also writes the one-file document
    /// from it).
    func files(of table: ExportTable) -> [(name: String, bytes: [UInt8])] {
        let modes = table.modes
        let variants = Array(table.states.dropFirst())
        // values[mode][state][property], state 0 being normal.
        let values: [[[WebValue]]] = modes.indices.map { mode in table.values.map { $0[mode] } }
        let properties = table.properties.indices
        let typed = properties.filter { index in
            values.allSatisfy { mode in mode.allSatisfy { $0[index].isTokenValue } }
        }
        let typedSet = Set(typed)
        // The design tokens the properties alias, but for one named like the mode files' group of states.
        let designTokens = table.aliasedTokens(avoiding: [Self.statesGroup])
        let aliased = Set(designTokens.map(\.path))
        func tokenValue(_ state: Int, _ mode: Int, _ property: Int) -> TokenGroup.TokenValue {
            table.tokenValue(state: state, mode: mode, property: property, aliasing: aliased)
        }
        // The tokens each state changes in some mode.
        let changed: [[Int]] = variants.indices.map { variant in
            typed.filter { index in
                modes.indices.contains {
                    tokenValue(variant + 1, $0, index)
                        != tokenValue(0, $0, index)
                }
            }
        }

        var files: [(name: String, bytes: [UInt8])] = []
        files.append((resolverFileName, resolverDocument(modes: modes.map(\.name), variants: variants)))

        var base = TokenGroup(
            description:
                "Style \"\(styleName)\" in the normal state, mode \(modes[0].name) (the \(design.rawValue) design): "
                + "the base set of \(resolverFileName). A token path joined with \"-\" is the CSS custom "
                + "property (text.font-size is --text-font-size).")
        for index in properties {
            add(
                table.properties[index], index, values[0][0][index],
                tokenValue(0, 0, index),
                typed: typedSet, description: table.properties[index].description, to: &base)
        }
        for token in designTokens { base.insert(token, in: modes[0].traits) }
        files.append((baseFileName, Self.bytes(base)))

        for (modeIndex, mode) in modes.enumerated() {
            var file = TokenGroup(description: Self.describe(mode: mode.name, traits: mode.traits))
            for index in properties {
                let token = tokenValue(0, modeIndex, index)
                if typedSet.contains(index), token == tokenValue(0, 0, index) { continue }
                add(
                    table.properties[index], index, values[modeIndex][0][index], token, typed: typedSet,
                    description: nil, to: &file)
            }
            for token in designTokens { file.insert(token, in: mode.traits, unlike: modes[0].traits) }
            var states = TokenGroup()
            for (variantIndex, variant) in variants.enumerated() {
                var group = TokenGroup()
                for index in changed[variantIndex] {
                    add(
                        table.properties[index], index, values[modeIndex][variantIndex + 1][index],
                        tokenValue(variantIndex + 1, modeIndex, index), typed: typedSet,
                        description: nil, to: &group
                    )
                }
                for index in properties where !typedSet.contains(index) {
                    let value = values[modeIndex][variantIndex + 1][index]
                    if value != values[modeIndex][0][index] {
                        add(
                            table.properties[index], index, value, .value(value), typed: typedSet, description: nil,
                            to: &group)
                    }
                }
                if !group.isEmpty { states.append(group: group, named: variant.name) }
            }
            if !states.isEmpty { file.append(group: states, named: Self.statesGroup) }
            files.append((modeFileName(mode.name), Self.bytes(file)))
        }

        for (variantIndex, variant) in variants.enumerated() {
            let file = stateFile(variant, changing: changed[variantIndex], normal: values[0][0], of: table)
            files.append((stateFileName(variant.name), Self.bytes(file)))
        }
        return files
    }

    /// A state's set: an alias, for each token the state changes, to the token's value in the state's group of the
    /// mode's file (`normal` values give each token's type).
    private func stateFile(
        _ variant: ExportTable.State, changing changed: [Int], normal: [WebValue], of table: ExportTable
    ) -> TokenGroup {
        var file = TokenGroup(description: variant.summary)
        for index in changed {
            // A typed property's value has a type in every mode and state.
            guard let type = normal[index].tokenType else { continue }
            let property = table.properties[index]
            let path = property.tokenPath.joined(separator: ".")
            file.insert(
                TokenGroup.Token(type: type, value: .alias("\(Self.statesGroup).\(variant.name).\(path)")),
                at: property.tokenPath[...])
        }
        return file
    }

    /// The group of the mode files that holds each state's values, which the state files alias.
    package static let statesGroup = "states"

    /// Adds a property's value to a group: a token when the property is typed, else an untyped value.
    private func add(
        _ property: WebProperty, _ index: Int, _ value: WebValue, _ token: TokenGroup.TokenValue, typed: Set<Int>,
        description: String?, to group: inout TokenGroup
    ) {
        if typed.contains(index), let type = value.tokenType {
            group.insert(
                TokenGroup.Token(type: type, value: token, description: description), at: property.tokenPath[...])
        } else {
            group.untypedValues.append((property.tokenPath.joined(separator: "."), value.css))
        }
    }

    /// A mode's description in UIKit's terms.
    private static func describe(mode: String, traits: TraitCollection) -> String {
        "Mode \(mode): userInterfaceStyle \(traits.userInterfaceStyle.rawValue), accessibilityContrast "
            + "\(traits.accessibilityContrast.rawValue), designGeneration \(traits.designGeneration.rawValue). The "
            + "normal state's values that differ from the base set, and under \(statesGroup) the values in this "
            + "mode of every token a state changes, which the state sets alias."
    }

    /// The resolver document: the base set, the `mode` and `state` modifiers, and their order.
    private func resolverDocument(modes: [String], variants: [ExportTable.State]) -> [UInt8] {
        var writer = JSONWriter(format: .pretty, capacity: 16 * 1_024)
        func reference(_ file: String) {
            writer.beginArray()
            writer.beginObject()
            writer.field("$ref", file + referenceQuery)
            writer.endObject()
            writer.endArray()
        }
        writer.beginObject()
        writer.field("name", styleName)
        writer.field("version", "2025.10")
        writer.field(
            "description",
            "Style \"\(styleName)\" resolved by StyleResolver. Pick a mode (appearance, contrast and design) and a "
                + "state; the token paths joined with \"-\" are the stylesheet's CSS custom properties, with the "
                + "values it gives that state in that mode. Values no DTCG type holds are in $extensions under "
                + "\(WebValue.extensionNamespace).")
        writer.fieldName("sets")
        writer.beginObject()
        writer.key("base")
        writer.beginObject()
        writer.field("description", "The normal state in mode \(modes.first ?? "light").")
        writer.fieldName("sources")
        reference(baseFileName)
        writer.endObject()
        writer.endObject()

        writer.fieldName("modifiers")
        writer.beginObject()
        writer.key("mode")
        writer.beginObject()
        writer.field(
            "description",
            "Appearance and contrast in the \(design.rawValue) design (light, dark, light-high-contrast, "
                + "dark-high-contrast), then in the other design, named with it first (\(modes.dropFirst(4).first ?? ""), …)."
        )
        writer.fieldName("contexts")
        writer.beginObject()
        for mode in modes {
            writer.key(mode)
            reference(modeFileName(mode))
        }
        writer.endObject()
        writer.field("default", modes.first ?? "light")
        writer.endObject()
        // A style without states the web marks (an empty state without custom states) has no state modifier: a
        // modifier holds two contexts at least.
        if !variants.isEmpty {
            writer.key("state")
            writer.beginObject()
            writer.field(
                "description",
                "The \(style.configurationKind.noun) state: normal, a UIKit state flag, a drag or drop state, or a "
                    + "custom state's value, as the stylesheet marks it (docs/CSS.md). One state at a time.")
            writer.fieldName("contexts")
            writer.beginObject()
            writer.key("normal")
            writer.beginArray()
            writer.endArray()
            for variant in variants {
                writer.key(variant.name)
                reference(stateFileName(variant.name))
            }
            writer.endObject()
            writer.field("default", "normal")
            writer.endObject()
        }
        writer.endObject()

        writer.fieldName("resolutionOrder")
        writer.beginArray()
        for pointer in ["#/sets/base", "#/modifiers/mode"] + (variants.isEmpty ? [] : ["#/modifiers/state"]) {
            writer.beginObject()
            writer.field("$ref", pointer)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }

    private static func bytes(_ group: TokenGroup) -> [UInt8] {
        var writer = JSONWriter(format: .pretty, capacity: 64 * 1_024)
        group.write(into: &writer)
        return writer.bytes
    }
}
