// Resolves every state of the state matrix with the Swift export's generated builders (compiled against the UIKit
// shim) and prints, per state, the request state and the answer's two configurations, accessories and separators as
// the service writes them; ComponentDriver.swift does the same for button and empty-state styles.
// Compiled by Scripts/check_swift_export.py with one generated `Styles.swift` declaring `exportedStyles`,
// `exportedButtons` and `exportedEmptyStates`.
import Foundation
import StrictJSON
import UIKit
import ViewConfigurations

@testable import StyleService

/// One exported style: its generated builders and the custom-state values its rules test.
struct ExportedStyle {
    /// The style's name in the registry.
    let name: String
    /// The generated background builder.
    let background: @MainActor (UICellConfigurationState) -> UIBackgroundConfiguration
    /// The generated content builder.
    let content: @MainActor (UICellConfigurationState) -> UIListContentConfiguration
    /// The generated cell, given a state and the text "Text" (which updates its configurations).
    let cell: @MainActor (UICellConfigurationState) -> UICollectionViewListCell
    /// The generated accessories builder (given an empty menu); nil when the style sets no accessories.
    let accessories: (@MainActor (UICellConfigurationState) -> [UICellAccessory])?
    /// The generated separator builder; nil when the style sets no separator property.
    let separator:
        (@MainActor (UICellConfigurationState, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?
    /// The list environment the generated code gives a state that names none (insetGroupedCell's).
    let environment: UIListEnvironment?
    /// Each combination of custom-state and trait values the style's rules test (the first changes nothing).
    let variations: [Variation]
}

/// Custom-state values and traits laid over a state of the matrix.
struct Variation {
    /// Custom states by raw key.
    let customStates: [(String, ConfigurationValue)]
    /// Traits by their request name, as the request writes them.
    let traits: [(String, String)]
}

/// `traits` with one trait, named as a request names it, set from its request value.
func setting(_ name: String, _ value: String, in traits: UITraitCollection) -> UITraitCollection {
    var traits = traits
    func choice<Choice: RawRepresentable<String>>(_: Choice.Type) -> Choice {
        guard let choice = Choice(rawValue: value) else { preconditionFailure("\(name): no value \(value)") }
        return choice
    }
    switch name {
    case "userInterfaceStyle": traits.userInterfaceStyle = choice(UserInterfaceStyle.self)
    case "accessibilityContrast": traits.accessibilityContrast = choice(AccessibilityContrast.self)
    case "preferredContentSizeCategory": traits.preferredContentSizeCategory = choice(ContentSizeCategory.self)
    case "layoutDirection": traits.layoutDirection = choice(LayoutDirection.self)
    case "horizontalSizeClass": traits.horizontalSizeClass = choice(UserInterfaceSizeClass.self)
    case "verticalSizeClass": traits.verticalSizeClass = choice(UserInterfaceSizeClass.self)
    case "userInterfaceIdiom": traits.userInterfaceIdiom = choice(UserInterfaceIdiom.self)
    case "legibilityWeight": traits.legibilityWeight = choice(LegibilityWeight.self)
    case "userInterfaceLevel": traits.userInterfaceLevel = choice(UserInterfaceLevel.self)
    case "activeAppearance": traits.activeAppearance = choice(UserInterfaceActiveAppearance.self)
    case "listEnvironment": traits.listEnvironment = choice(ListEnvironment.self)
    case "displayScale": traits.displayScale = Double(value) ?? 0
    default: preconditionFailure("no trait \(name)")
    }
    return traits
}

/// The presets of the state matrix: the normal state, each flag, and the drag and drop states.
let presets: [(String, [(String, String)])] =
    [("normal", [])]
    + [
        "isHighlighted", "isSelected", "isDisabled", "isFocused", "isPinned", "isEditing", "isExpanded", "isSwiped",
        "isReordering",
    ].map { ($0, [($0, "true")]) }
    + [
        ("lifting", [("cellDragState", "lifting")]), ("dragging", [("cellDragState", "dragging")]),
        ("dropTargeted", [("cellDropState", "targeted")]), ("dropNotTargeted", [("cellDropState", "notTargeted")]),
    ]

/// The state a preset names, over `traits`.
func cellState(_ preset: [(String, String)], traits: UITraitCollection) -> UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traits)
    for (member, value) in preset {
        switch member {
        case "isHighlighted": state.isHighlighted = true
        case "isSelected": state.isSelected = true
        case "isDisabled": state.isDisabled = true
        case "isFocused": state.isFocused = true
        case "isPinned": state.isPinned = true
        case "isEditing": state.isEditing = true
        case "isExpanded": state.isExpanded = true
        case "isSwiped": state.isSwiped = true
        case "isReordering": state.isReordering = true
        case "cellDragState": state.cellDragState = CellDragState(rawValue: value) ?? .none
        default: state.cellDropState = CellDropState(rawValue: value) ?? .none
        }
    }
    return state
}

/// Writes a custom state's value.
func write(_ value: ConfigurationValue, into writer: inout JSONWriter) {
    switch value {
    case .bool(let bool): writer.value(bool)
    case .int(let int): writer.value(int)
    case .double(let double): writer.value(double)
    case .string(let string): writer.value(string)
    }
}

/// The line's `style` and request `state`: the preset's members (a flag's value `true`, or `dimmed`, which the
/// request also writes as `true`), the matrix's traits and the variation's traits and custom states.
func writeRequest(
    _ name: String, preset: [(String, String)], traits: UITraitCollection, variation: Variation,
    into writer: inout JSONWriter
) {
    writer.key("style")
    writer.value(name)
    writer.key("state")
    writer.beginObject()
    for (member, value) in preset {
        writer.key(member)
        if value == "true" || value == "dimmed" { writer.value(true) } else { writer.value(value) }
    }
    writer.key("traits")
    writer.beginObject()
    let matrix = [
        ("userInterfaceStyle", traits.userInterfaceStyle.rawValue),
        ("accessibilityContrast", traits.accessibilityContrast.rawValue),
        ("preferredContentSizeCategory", traits.preferredContentSizeCategory.rawValue),
        ("designGeneration", traits.designGeneration.rawValue),
    ]
    // The matrix's members hold the variation's values already; the other traits follow.
    let others = variation.traits.filter { trait in !matrix.contains { $0.0 == trait.0 } }
    for (member, value) in matrix + others {
        writer.key(member)
        if member == "displayScale" { writer.value(Double(value) ?? 0) } else { writer.value(value) }
    }
    writer.endObject()
    let customs = variation.customStates
    if !customs.isEmpty {
        writer.key("customStates")
        writer.beginObject()
        for (key, value) in customs {
            writer.key(key)
            write(value, into: &writer)
        }
        writer.endObject()
    }
    writer.endObject()
}

/// One line: the style, the request state, and the generated code's answer for it.
@MainActor
func line(
    _ style: ExportedStyle, preset: [(String, String)], traits base: UITraitCollection, variation: Variation
) -> String {
    let traits = variation.traits.reduce(base) { setting($1.0, $1.1, in: $0) }
    var state = cellState(preset, traits: traits)
    let customs = variation.customStates
    for (key, value) in customs { state[customState: UIConfigurationStateCustomKey(key)] = value }
    var writer = JSONWriter()
    writer.beginObject()
    writeRequest(style.name, preset: preset, traits: traits, variation: variation, into: &writer)
    var answerTraits = traits
    if let environment = style.environment { answerTraits.listEnvironment = environment }
    let background = style.background(state)
    var content = style.content(state)
    write(background, content, traits: answerTraits, into: &writer)
    var answerState = state
    answerState.traitCollection = answerTraits
    writeRow(style, state: state, resolvedIn: answerState, content: content, into: &writer)
    writer.endObject()
    // The cell shows what the builders give, with the text set on it.
    let cell = style.cell(state)
    content.text = "Text"
    var shown = JSONWriter()
    var built = JSONWriter()
    if let shownBackground = cell.backgroundConfiguration, let shownContent = cell.contentConfiguration {
        write(shownBackground, shownContent, traits: answerTraits, into: &shown)
    }
    write(background, content, traits: answerTraits, into: &built)
    precondition(shown.string == built.string, "\(style.name): the cell shows other configurations than its builders")
    precondition(
        cell.accessories == style.accessories?(state) ?? [], "\(style.name): the cell shows other accessories")
    return writer.string
}

/// The row as the answer's members: the generated accessories and separators resolved as the service resolves
/// them (`answerState` is the state with the style's list environment), the separators null outside a list.
@MainActor
func writeRow(
    _ style: ExportedStyle, state: UICellConfigurationState, resolvedIn answerState: UICellConfigurationState,
    content: UIListContentConfiguration, into writer: inout JSONWriter
) {
    let accessories: [ResolvedCellAccessory]
    do {
        accessories = try CellAccessory.resolved(
            style.accessories?(state) ?? [], for: answerState, tintColor: .systemBlue, contentStyle: content.style)
    } catch {
        preconditionFailure("\(style.name): the generated accessories are refused: \(error)")
    }
    RowEncoder.writeAccessories(accessories, into: &writer)
    let traits = answerState.traitCollection
    guard let list = UICollectionLayoutListConfiguration(listEnvironment: traits.listEnvironment) else {
        writer.nullMember("separators")
        return
    }
    let section = list.separatorConfiguration
    let separator = style.separator?(state, section) ?? section
    let separators = separator.resolved(
        for: answerState, anchor: SeparatorTextAnchor(content, traits: traits, hasImage: false),
        showsSeparators: list.showsSeparators)
    RowEncoder.writeSeparators(separators, into: &writer)
}

/// Both configurations as the answer's members.
func write(
    _ background: UIBackgroundConfiguration, _ content: UIListContentConfiguration, traits: UITraitCollection,
    into writer: inout JSONWriter
) {
    writer.key("background")
    ResolutionEncoder.writeBackground(background, traits: traits, tintColor: .systemBlue, into: &writer)
    writer.key("content")
    ResolutionEncoder.writeContent(content, traits: traits, tintColor: .systemBlue, locale: nil, into: &writer)
}

/// The design the program draws in, learnt as the generated code learns it: iOS 18's when the Info.plist beside the
/// executable sets `UIDesignRequiresCompatibility`, iOS 26's otherwise (this compiler is 6.2 or later, and
/// `#available(iOS 26, *)` holds off Apple platforms). A state carries the app's design, as on a device.
let design: DesignGeneration =
    Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool == true ? .ios18 : .ios26

/// The traits of the matrix in the program's design: light and dark × both contrasts × three content sizes.
let matrixTraits: [UITraitCollection] = [UserInterfaceStyle.light, .dark].flatMap { appearance in
    [AccessibilityContrast.normal, .high].flatMap { contrast in
        [UIContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge].map { size in
            UITraitCollection(
                userInterfaceStyle: appearance, accessibilityContrast: contrast, preferredContentSizeCategory: size,
                designGeneration: design)
        }
    }
}

/// Every state of the matrix in the program's design for every exported style, one JSON line each.
@MainActor
func printEveryState() {
    for style in exportedStyles {
        for (_, preset) in presets {
            for traits in matrixTraits {
                for variation in style.variations {
                    print(line(style, preset: preset, traits: traits, variation: variation))
                }
            }
        }
    }
}

printEveryState()
printEveryComponentState()
