import StrictJSON
import ViewConfigurations

/// Decoders for property assignments: `{"background": {...}, "content": {...}}` with UIKit's property names, each
/// member decoded by its catalogue row's kind.
extension DocumentDecoder {
    static let backgroundProperties = BackgroundConfiguration.catalogue.names
    static let shadowProperties = ShadowProperties.catalogue.names
    static let contentProperties = ListContentConfiguration.catalogue.names
    static let textProperties = ListContentConfiguration.TextProperties.catalogue.names
    static let imageProperties = ListContentConfiguration.ImageProperties.catalogue.names

    /// The parts an overrides object may have: a cell's four, a button's and an empty state's.
    static let overrideParts = ConfigurationKind.allCases.flatMap { ConfigurationOverrides.parts[$0] ?? [] }

    /// `{"background": {...}, "content": {...}, "separator": {...}, "accessories": [...]}` for a cell,
    /// `{"button": {...}}` for a button, `{"contentUnavailable": {...}}` for an empty state, each part optional. Which
    /// parts fit the style is checked where its kind is known.
    package mutating func overrides(_ value: JSONValue, at pointer: JSONPointer) -> ConfigurationOverrides {
        guard let object = object(value, at: pointer) else { return .init() }
        rejectUnknownKeys(object, allowed: Self.overrideParts, at: pointer)
        var overrides = ConfigurationOverrides()
        if let background = object["background"] {
            overrides.background = assignments(
                background, at: pointer.appending("background"), in: BackgroundConfiguration.catalogue)
        }
        if let content = object["content"] {
            overrides.content = assignments(
                content, at: pointer.appending("content"), in: ListContentConfiguration.catalogue)
        }
        if let separator = object["separator"] {
            overrides.separator = assignments(
                separator, at: pointer.appending("separator"), in: ListSeparatorConfiguration.catalogue)
        }
        if let accessories = object["accessories"] {
            overrides.accessories = self.accessories(accessories, at: pointer.appending("accessories"))
        }
        if let button = object["button"] {
            overrides.button = assignments(button, at: pointer.appending("button"), in: ButtonConfiguration.catalogue)
        }
        if let contentUnavailable = object["contentUnavailable"] {
            overrides.contentUnavailable = assignments(
                contentUnavailable, at: pointer.appending("contentUnavailable"),
                in: ContentUnavailableConfiguration.catalogue)
        }
        return overrides
    }

    /// An object of a catalogue's members: properties, and groups as nested objects.
    mutating func assignments<Values>(
        _ value: JSONValue, at pointer: JSONPointer, in catalogue: PropertyCatalogue<Values>
    ) -> [PropertyAssignment<Values>] {
        guard let object = object(value, at: pointer) else { return [] }
        var assignments: [PropertyAssignment<Values>] = []
        for (key, member) in object.members {
            let here = pointer.appending(key)
            switch catalogue.member(named: key) {
            case .property(let row)?:
                let tokensBefore = usedTokenCount
                guard let value = propertyValue(member, of: row.kind, at: here) else { continue }
                let tokens = usedTokenCount == tokensBefore ? [] : Array(usedTokens[tokensBefore...])
                assignments.append(PropertyAssignment(row, value, tokens: tokens))
            case .group(let group)?:
                assignments += self.assignments(member, at: here, in: group)
            case nil:
                reportUnknown(key, kind: "\(catalogue.noun) property", among: catalogue.names, at: here)
            }
        }
        return assignments
    }

    /// A value of the shape `kind` names.
    package mutating func propertyValue(
        _ value: JSONValue, of kind: PropertyKind, at pointer: JSONPointer
    ) -> PropertyValue? {
        switch kind {
        case .number(let range): number(value, at: pointer, in: range).map { .number($0) }
        case .integer(let range): integer(value, at: pointer, in: range).map { .integer($0) }
        case .boolean: bool(value, at: pointer).map { .boolean($0) }
        case .color(nullMeansTint: true): color(value, at: pointer, nullMeansTint: true).map { .color($0) }
        case .color(nullMeansTint: false): requiredColor(value, at: pointer).map { .color($0) }
        case .colorTransformer: transformer(value, at: pointer).map { .colorTransformer($0) }
        case .visualEffect: visualEffect(value, at: pointer).map { .visualEffect($0) }
        case .optionalString: optionalString(value, at: pointer).map { .string($0) }
        case .choice(_, let names): name(value, in: names, at: pointer).map { .choice($0) }
        case .edges: edges(value, at: pointer).map { .edges($0) }
        case .axes: axes(value, at: pointer).map { .axes($0) }
        case .directionalInsets: directionalInsets(value, at: pointer).map { .directionalInsets($0) }
        case .size(let allowsStandard): size(value, at: pointer, allowStandard: allowsStandard).map { .size($0) }
        case .font: font(value, at: pointer).map { .font($0) }
        case .symbolConfiguration: symbolConfiguration(value, at: pointer).map { .symbolConfiguration($0) }
        case .automaticInsets: automaticInsets(value, at: pointer).map { .directionalInsets($0) }
        case .optionalColor: optionalColor(value, at: pointer).map { .color($0) }
        case .layoutDimension: layoutDimension(value, at: pointer).map { .layoutDimension($0) }
        }
    }
}
