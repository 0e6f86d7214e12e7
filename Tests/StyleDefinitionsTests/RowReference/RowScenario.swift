import ViewConfigurations

/// One style document of the row oracle: accessories and separators as a style declares them, put on a base style.
struct RowScenario: Sendable {
    var name: String
    var accessories: [DeclaredAccessory]
    var separator = DeclaredSeparator()
    /// Whether the request's content shows an image.
    var hasImage = false

    /// The document for a base style.
    func document(extending base: String) -> String {
        var overrides = [#""accessories": ["# + accessories.map(\.json).joined(separator: ", ") + "]"]
        if let separator = separator.json { overrides.append(#""separator": "# + separator) }
        return #"{"extends": "\#(base)", "overrides": {"# + overrides.joined(separator: ", ") + "}}"
    }

    private static let orange: UInt32 = 0xFF8800
    private static let navy: UInt32 = 0x112233

    private static func every(_ configure: (inout DeclaredAccessory) -> Void = { _ in }) -> [DeclaredAccessory] {
        AccessoryReference.table.map {
            var accessory = DeclaredAccessory(type: $0.type)
            if $0.type == "label" { accessory.text = "12" }
            configure(&accessory)
            return accessory
        }
    }

    private static func discs(tint: UInt32?, background: UInt32?) -> [DeclaredAccessory] {
        ["delete", "insert", "multiselect"].map { DeclaredAccessory(type: $0, tint: tint, background: background) }
    }

    static let all: [RowScenario] = [
        RowScenario(name: "every type", accessories: every()),
        RowScenario(name: "every type tinted", accessories: every { $0.tint = orange }, hasImage: true),
        RowScenario(name: "tint and background", accessories: discs(tint: orange, background: navy)),
        RowScenario(
            name: "background alone", accessories: discs(tint: nil, background: navy),
            separator: DeclaredSeparator(bottomVisibility: "hidden", topTrailing: 8), hasImage: true),
        RowScenario(
            name: "displayed",
            accessories: [
                DeclaredAccessory(type: "disclosureIndicator", displayed: "whenNotEditing"),
                DeclaredAccessory(type: "delete", displayed: "always"),
                DeclaredAccessory(type: "checkmark", displayed: "whenEditing"),
                DeclaredAccessory(type: "label", displayed: "whenEditing", text: "Edit"),
            ]),
        RowScenario(
            name: "hidden and widths",
            accessories: [
                DeclaredAccessory(type: "checkmark", isHidden: true),
                DeclaredAccessory(type: "reorder", isHidden: true, reservedWidth: "actual"),
                DeclaredAccessory(type: "disclosureIndicator", reservedWidth: "standard"),
                DeclaredAccessory(type: "label", reservedWidth: "40", text: "Label"),
                DeclaredAccessory(type: "detail", reservedWidth: "0"),
                DeclaredAccessory(type: "multiselect", reservedWidth: "actual"),
            ],
            separator: DeclaredSeparator(topVisibility: "visible", bottomLeading: 60, color: 0x00AA55), hasImage: true
        ),
        RowScenario(
            name: "options",
            accessories: [
                DeclaredAccessory(type: "label", text: "On", fontStyle: .footnote),
                DeclaredAccessory(type: "reorder", showsVerticalSeparator: false),
                DeclaredAccessory(type: "outlineDisclosure", style: "header"),
            ]),
        RowScenario(
            name: "one on each edge",
            accessories: [DeclaredAccessory(type: "multiselect"), DeclaredAccessory(type: "disclosureIndicator")],
            hasImage: true),
        RowScenario(
            name: "outline alone", accessories: [DeclaredAccessory(type: "outlineDisclosure", style: "cell")],
            separator: DeclaredSeparator(topLeading: 0, bottomTrailing: 12)),
    ]
}

/// A base style the scenarios extend, and the list it sits in.
struct RowBase: Sendable {
    var style: String
    var content: ContentFactory
    var list: ListEnvironment
    /// Whether the list comes from the traits (an adaptive style) rather than the style.
    var listInTraits: Bool

    /// A header's row: its content never turns white (§1.4 follows the content), and it is taken as its section's
    /// header item.
    var isHeader: Bool { content == .sidebarHeader }

    static let all: [RowBase] =
        ReferenceStyles.environments.map { RowBase(style: "listCell", content: .cell, list: $0, listInTraits: true) }
        + [
            RowBase(style: "insetGroupedValueCell", content: .valueCell, list: .insetGrouped, listInTraits: false),
            RowBase(style: "sidebarCell", content: .sidebarCell, list: .sidebar, listInTraits: false),
            RowBase(style: "sidebarHeader", content: .sidebarHeader, list: .sidebar, listInTraits: false),
            RowBase(style: "cell", content: .cell, list: .none, listInTraits: false),
        ]
}

/// The looks of the row oracle: the matrix's, with every size the accessories' scales step at.
enum RowLooks {
    static let sizes: [ContentSizeCategory] = [
        .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    static let all = Look.all(sizes: sizes)

    static let states: [MatrixState] = [
        .normal, .highlighted, .selected, .disabled, .focused, .editing, .dropTargeted, .selectedEditing,
        .focusedSelected, .selectedHighlighted,
    ]
}
