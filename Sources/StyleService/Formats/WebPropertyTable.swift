import StyleDefinitions
import ViewConfigurations

/// The web properties of one style or one answer, in the order every format writes them: ``WebProperty/all``; then,
/// in a list, ``WebProperty/list``; then the properties of each accessory type the style declares (in its overrides
/// or any rule) or the answer holds, in drawing order, which their JSON pointers count. A style outside a list and
/// without accessories has exactly ``WebProperty/all`` and resolves nothing of the row. A button style has
/// ``WebProperty/button``, an empty-state style ``WebProperty/contentUnavailable``.
struct WebPropertyTable: Sendable {
    /// What the style configures, which decides the properties and how a state is resolved.
    let kind: ConfigurationKind
    /// The properties, each once.
    let properties: [WebProperty]
    /// Whether the table has the list's and separators' properties.
    let inList: Bool
    /// The accessory types whose properties the table has, in drawing order.
    let accessoryTypes: [CellAccessory.AccessoryType]

    /// The table of a row in a list or not, with accessories of these types (in any order, each once).
    init(inList: Bool, accessoryTypes: some Sequence<CellAccessory.AccessoryType>) {
        var seen: Set<CellAccessory.AccessoryType> = []
        let types = accessoryTypes.filter { seen.insert($0).inserted }.sorted(by: CellAccessory.drawsBefore)
        var properties = WebProperty.all
        if inList { properties += WebProperty.list }
        for (index, type) in types.enumerated() { properties += WebProperty.accessory(type, index: index) }
        self.kind = .cell
        self.properties = properties
        self.inList = inList
        self.accessoryTypes = types
    }

    /// The table of a button or an empty state.
    private init(component kind: ConfigurationKind) {
        self.kind = kind
        properties = kind == .button ? WebProperty.button : WebProperty.contentUnavailable
        (inList, accessoryTypes) = (false, [])
    }

    /// The table of a whole style (the stylesheet, the tokens, the exports): a cell's in a list when the style
    /// places its cells in one, with every accessory type its overrides and rules declare; a button's or an empty
    /// state's.
    init(style: StyleDefinition) {
        switch style.configurationKind {
        case .cell: self.init(inList: style.listEnvironment != nil, accessoryTypes: Self.declaredTypes(of: style))
        case .button, .contentUnavailable: self.init(component: style.configurationKind)
        }
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
        var types = style.overrides.accessories?.map(\.accessoryType) ?? []
        for rule in style.rules { types += rule.set.accessories?.map(\.accessoryType) ?? [] }
        return types
    }

    /// Every property a table can hold: in a list, with every accessory type (docs/CSS.md writes it out).
    static let every = WebPropertyTable(inList: true, accessoryTypes: CellAccessory.AccessoryType.allCases)

    /// The values of every property for a cell's resolution, in the same order.
    func values(of resolution: StyleResolution) -> [WebValue] {
        values(of: WebProperty.Source(resolution, readingList: inList, readingAccessories: !accessoryTypes.isEmpty))
    }

    /// The values of every property for a button's resolution.
    func values(of resolution: ButtonResolution) -> [WebValue] {
        values(of: WebProperty.Source(button: resolution.resolved, traits: resolution.state.traitCollection))
    }

    /// The values of every property for an empty state's resolution.
    func values(of resolution: ContentUnavailableResolution) -> [WebValue] {
        values(
            of: WebProperty.Source(contentUnavailable: resolution.resolved, traits: resolution.state.traitCollection))
    }

    /// The values of every property for `style` (of the table's kind) resolved in a state the web marks.
    func values(of style: StyleDefinition, in state: WebState, tintColor: Color) -> [WebValue] {
        switch kind {
        case .cell: values(of: style.resolve(state: state.cell, tintColor: tintColor))
        case .button: values(of: style.resolveButton(state: state.button, tintColor: tintColor))
        case .contentUnavailable:
            values(of: style.resolveContentUnavailable(state: state.contentUnavailable, tintColor: tintColor))
        }
    }

    private func values(of source: WebProperty.Source) -> [WebValue] {
        // By index, so only each reader is retained, not each whole property with its strings.
        var values: [WebValue] = []
        values.reserveCapacity(properties.count)
        for index in properties.indices { values.append(properties[index].reader(source)) }
        return values
    }
}
