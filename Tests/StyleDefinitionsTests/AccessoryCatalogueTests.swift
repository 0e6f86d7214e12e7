import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

/// Accessory objects in style documents, driven by the accessory catalogue alone: every option of every type is
/// either decoded into the library's value (the type takes it) or refused at its pointer naming the options the
/// type takes, so the catalogue row and ``CellAccessory/Property/isTaken(by:)`` are all a new option needs.
@Suite("Style documents: accessory options follow the accessory catalogue")
struct AccessoryCatalogueTests {
    /// A value other than `current` of a row's kind, as a document spells it, and the value it decodes to.
    static func sample(for kind: PropertyKind, other current: PropertyValue) -> (json: String, value: PropertyValue)? {
        switch kind {
        case .boolean:
            let flag = current != .boolean(true)
            return (String(flag), .boolean(flag))
        case .choice(_, let names):
            guard case .choice(let index) = current else { return nil }
            let other = (index + 1) % names.count
            return ("\"\(names[other])\"", .choice(other))
        case .optionalColor: return ("\"systemRed\"", .color(Color(.systemRed)))
        case .optionalString: return ("\"Seven\"", .string("Seven"))
        case .font: return (#"{"textStyle": "footnote"}"#, .font(.preferredFont(forTextStyle: .footnote)))
        case .layoutDimension: return ("30", .layoutDimension(.custom(30)))
        default: return nil
        }
    }

    @Test(arguments: CellAccessory.AccessoryType.allCases)
    func everyOptionIsDecodedForTheTypesThatTakeItAndRefusedForTheOthers(type: CellAccessory.AccessoryType) throws {
        let defaults = CellAccessory(type)
        for row in CellAccessory.catalogue.properties {
            let property = try #require(CellAccessory.Property(rawValue: row.name))
            let sample = try #require(
                Self.sample(for: row.kind, other: defaults.value(of: row)), "no sample for \(row.name)'s kind")
            var members = [#""type": "\#(type.rawValue)""#, #""\#(row.name)": \#(sample.json)"#]
            if type == .label && property != .text { members.append(#""text": "Seven""#) }
            let document =
                #"{"extends": "cell", "overrides": {"accessories": [{\#(members.joined(separator: ", "))}]}}"#
            let result = try compile(document)
            if property.isTaken(by: type) {
                let accessory = try #require(try result.get().overrides.accessories?.first, "\(document)")
                #expect(accessory.value(of: row) == sample.value, "\(document)")
                #expect(accessory.value(of: row) != defaults.value(of: row), "\(document)")
            } else {
                #expect(result.problemLines?.count == 1, "\(document)")
                guard case .failure(let problems) = result, let problem = problems.problems.first else { continue }
                #expect(problem.pointer.description == "/overrides/accessories/0/\(row.name)")
                let takes = type.options.map(\.rawValue).joined(separator: ", ")
                #expect(problem.message == "expected no \(row.name) on a \(type.rawValue) accessory; it takes \(takes)")
            }
        }
    }

    /// The options each type takes, as UIKit's options structs have them (accessories reference §1.1).
    @Test func eachTypeTakesItsOptionsStructsMembers() {
        let common = ["displayed", "isHidden", "reservedLayoutWidth", "tintColor"]
        let own: [CellAccessory.AccessoryType: [String]] = [
            .outlineDisclosure: ["style"], .delete: ["backgroundColor"], .insert: ["backgroundColor"],
            .multiselect: ["backgroundColor"], .reorder: ["showsVerticalSeparator"],
            .label: ["text", "font", "adjustsFontForContentSizeCategory"],
        ]
        for type in CellAccessory.AccessoryType.allCases {
            #expect(CellAccessoryError.options(of: type) == common + (own[type] ?? []), "\(type)")
        }
    }
}
