import StyleDefinitions
import ViewConfigurations

/// The web properties of one style or one answer, in the order every format writes them: ``WebProperty/all``; then,
/// in a list, ``WebProperty/list``; then the properties of each accessory type the style declares (in its overrides
/// or any rule) or the answer holds, in drawing order; the accessories' JSON pointers count them in that order. A style outside a list and without accessories has exactly
/// ``WebProperty/all`` and resolves nothing of the row.
struct WebPropertyTable: Sendable {
    /// The properties, each once.
    let properties: [WebProperty]
    /// Whether the table has the list's and separators' properties.
    let inList: Bool
    /// The accessory types whose properties the table has, in drawing order.
    let accessoryTypes: [CellAccessory.AccessoryType]

    /// The table of a row in a list or not, with accessories of these types (in any order, each once).
    init(inList: Bool, accessoryTypes: some Sequence<CellAccessory.AccessoryType>) {
        let types = Set(accessoryTypes).sorted(by: CellAccessory.drawsBefore)
        var properties = WebProperty.all
        if inList { properties += WebProperty.list }
        for (index, type) in types.enumerated() { properties += WebProperty.accessory(type, index: index) }
        self.properties = properties
        self.inList = inList
        self.accessoryTypes = types
    }

    /// The table of a whole style (the stylesheet, the tokens, the exports): in a list when the style places its
    /// cells in one, with every accessory type its overrides and rules declare.
    init(style: StyleDefinition) {
        self.init(inList: style.listEnvironment != nil, accessoryTypes: Self.declaredTypes(of: style))
    }

    /// The table of one resolution of a style (the resolve answer as CSS): in a list when the resolution is, with
    /// the accessory types it holds and those the style declares, so one state's answer names what the stylesheet
    /// names.
    init(style: StyleDefinition, resolution: StyleResolution) {
        self.init(
            inList: resolution.list != nil,
            accessoryTypes: Self.declaredTypes(of: style) + resolution.accessories.map(\.accessoryType))
    }

    /// The accessory types a style's overrides and rules declare.
    private static func declaredTypes(of style: StyleDefinition) -> [CellAccessory.AccessoryType] {
        ([style.overrides] + style.rules.map(\.set)).flatMap { $0.accessories ?? [] }.map(\.accessoryType)
    }

    /// The properties every style has.
    static let base = WebPropertyTable(inList: false, accessoryTypes: [])

    /// Every property a table can hold: in a list, with every accessory type (docs/CSS.md writes it out).
    static let every = WebPropertyTable(inList: true, accessoryTypes: CellAccessory.AccessoryType.allCases)

    /// The values of every property for a resolution, in the same order.
    func values(of resolution: StyleResolution) -> [WebValue] {
        let source = WebProperty.Source(
            resolution, readingList: inList, readingAccessories: !accessoryTypes.isEmpty)
        // By index, so only each reader is retained, not each whole property with its strings.
        var values: [WebValue] = []
        values.reserveCapacity(properties.count)
        for index in properties.indices { values.append(properties[index].reader(source)) }
        return values
    }
}
