import StrictJSON
import ViewConfigurations

/// Decoders for the row around the cell: the separator's properties (catalogue rows) and the cell's accessories, a
/// list of typed objects replaced as a whole and checked together as UIKit checks them.
extension DocumentDecoder {
    /// Every member an accessory object may name, whatever its type: `type` and the catalogue's options.
    static let accessoryFields = ["type"] + CellAccessory.catalogue.names

    /// `{leading, trailing}`, each edge points or `"automatic"`, or `"automatic"` for both.
    mutating func automaticInsets(_ value: JSONValue, at pointer: JSONPointer) -> DirectionalEdgeInsets? {
        let automatic = ListSeparatorConfiguration.automaticDimension
        if value.stringValue == "automatic" { return ListSeparatorConfiguration.automaticInsets }
        guard let object = object(value, at: pointer) else { return nil }
        rejectUnknownKeys(object, allowed: ["leading", "trailing"], at: pointer)
        var valid = true
        func edge(_ key: String) -> Double {
            guard let member = object[key], member.stringValue != "automatic" else { return automatic }
            if let text = member.stringValue, !Self.isAlias(text) {  // an alias is a number's
                reportUnknown(
                    text, kind: "inset", among: ["automatic"], at: pointer.appending(key),
                    hint: Self.completion(of: text, among: ["automatic"]))
                valid = false
                return automatic
            }
            guard let number = number(member, at: pointer.appending(key), in: 0...10_000) else {
                valid = false
                return automatic
            }
            return number
        }
        let insets = DirectionalEdgeInsets(top: 0, leading: edge("leading"), bottom: 0, trailing: edge("trailing"))
        return valid ? insets : nil
    }

    /// A color, or null for the system default.
    mutating func optionalColor(_ value: JSONValue, at pointer: JSONPointer) -> Color?? {
        if value.isNull { return .some(nil) }
        return requiredColor(value, at: pointer).map { .some($0) }
    }

    /// An array of accessory objects, checked together (one of each system type, a label with text, only the
    /// options a type has); nil when any is refused, each refusal reported at its pointer.
    mutating func accessories(_ value: JSONValue, at pointer: JSONPointer) -> [CellAccessory]? {
        guard let array = value.arrayValue else {
            report(pointer, "expected an array of accessories, found \(value.typeName)")
            return nil
        }
        let problemsBefore = problems.count
        var accessories: [CellAccessory] = []
        for (index, element) in array.enumerated() {
            if let accessory = accessory(element, at: pointer.appending(index)) { accessories.append(accessory) }
        }
        guard problems.count == problemsBefore else { return nil }
        do {
            try CellAccessory.validate(accessories)
        } catch {
            let at = error.pointerComponents.reduce(pointer) { $0.appending($1) }
            report(at, "expected \(error.expected)")
            return nil
        }
        return accessories
    }

    /// One accessory: `type` and the options its type takes.
    private mutating func accessory(_ value: JSONValue, at pointer: JSONPointer) -> CellAccessory? {
        guard let object = object(value, at: pointer) else { return nil }
        rejectUnknownKeys(object, allowed: Self.accessoryFields, at: pointer)
        let problemsBefore = problems.count
        guard let typeValue = object["type"] else {
            report(pointer.appending("type"), "missing \"type\": one of \(Self.accessoryTypeNames)")
            return nil
        }
        guard let type = accessoryType(typeValue, at: pointer.appending("type")) else { return nil }
        var accessory = CellAccessory(type)
        for (key, member) in object.members {
            // `type` is not an option, and an unknown key is already reported.
            guard case .property(let row)? = CellAccessory.catalogue.member(named: key) else { continue }
            propertyValue(member, of: row.kind, at: pointer.appending(key)).map { accessory.set(row, to: $0) }
        }
        return problems.count == problemsBefore ? accessory : nil
    }

    /// An accessory type by UIKit's name; a name that starts only one type's (`"disclosure"`) suggests it.
    private mutating func accessoryType(_ value: JSONValue, at pointer: JSONPointer) -> CellAccessory.AccessoryType? {
        if let text = value.stringValue, let type = CellAccessory.AccessoryType(rawValue: text) { return type }
        guard let text = value.stringValue else {
            return name(value, as: CellAccessory.AccessoryType.self, at: pointer)
        }
        let names = CellAccessory.AccessoryType.allCases.map(\.rawValue)
        reportUnknown(
            text, kind: "accessory type", among: names, at: pointer, hint: Self.completion(of: text, among: names))
        return nil
    }

    /// The one name that `text` begins (ignoring case), if exactly one does: the name a shortened one means.
    static func completion(of text: String, among names: [String]) -> String? {
        guard !text.isEmpty else { return nil }
        let matches = names.filter { $0.lowercased().hasPrefix(text.lowercased()) }
        return matches.count == 1 ? matches[0] : nil
    }

    private static let accessoryTypeNames = CellAccessory.AccessoryType.allCases.map(\.rawValue).joined(
        separator: ", ")

    /// `"actual"`, `"standard"` or a width in points.
    mutating func layoutDimension(_ value: JSONValue, at pointer: JSONPointer) -> CellAccessory.LayoutDimension? {
        if let text = value.stringValue {
            switch text {
            case "actual": return .actual
            case "standard": return .standard
            case _ where Self.isAlias(text): return tokenNumber(text, at: pointer, in: 0...10_000).map { .custom($0) }
            default:
                reportUnknown(text, kind: "width", among: ["actual", "standard"], at: pointer)
                return nil
            }
        }
        guard value.doubleValue != nil else {
            report(pointer, "expected \"actual\", \"standard\" or a width in points, found \(value.typeName)")
            return nil
        }
        return number(value, at: pointer, in: 0...10_000).map { .custom($0) }
    }
}
