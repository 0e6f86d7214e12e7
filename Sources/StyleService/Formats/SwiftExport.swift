import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Writes a style as UIKit Swift code (`<Name>Style.swift`) for `style-resolver export --format swift`: its
/// custom-state keys (constants, typed accessors on `UICellConfigurationState`, SwiftUI container values), an enum
/// `<Name>Style` whose two builders start from the style's factories (updated for the state unless the style turns
/// that off), set its overrides, then apply its rules in order as `if` statements (and, for a style that sets them,
/// builders of its accessories and separators), and a list cell `<Name>Cell` applying them. Every document string is
/// an escaped literal; names become identifiers through ``SwiftSyntax``.
/// Indented by two spaces, as `swift format` lays code out with no configuration (docs/SWIFT.md).
struct SwiftExport {
    let style: StyleDefinition
    let styleName: String
    let origin: ExportFormat.Origin

    /// The type names' stem (`ArchivedCell` for `archivedCell`).
    var typeStem: String { SwiftSyntax.typeName(forStyle: styleName) }
    /// The file's name.
    var fileName: String { typeStem + "Style.swift" }

    /// The file's bytes, or the problems that keep the style from being written in Swift.
    func build() throws(ServiceError) -> [UInt8] {
        var needs = SwiftExportNeeds()
        let keys = SwiftStateKey.keys(of: style, needs: &needs)
        let writer = SwiftCondition(keys: Dictionary(keys.map { ($0.declaration.key, $0) }) { first, _ in first })
        let conditions = style.rules.enumerated().map {
            writer.expression(
                $0.element.when, at: JSONPointer(tokens: ["rules", String($0.offset), "when"]), needs: &needs)
        }
        let background = builder(.background, conditions: conditions, needs: &needs)
        let content = builder(.content, conditions: conditions, needs: &needs)
        let accessories = accessoriesBuilder(conditions: conditions, needs: &needs)
        let separator = separatorBuilder(conditions: conditions, needs: &needs)
        guard needs.problems.isEmpty else { throw .notExportable(format: "swift", needs.problems) }
        var text = header() + "\n"
        text += "import UIKit\n\n"
        if !keys.isEmpty {
            text += "#if canImport(SwiftUI)\n  import SwiftUI\n#endif\n\n"
            text += keyDeclarations(keys)
        }
        text += styleEnum(
            background: background, content: content,
            row: rowFunctions(accessories: accessories, separator: separator, needs: needs), needs: needs)
        text += cellClass(setsAccessories: accessories != nil, needs: needs)
        if !keys.isEmpty { text += containerValues(keys) }
        return Array(text.utf8)
    }

    /// The comment naming the file's origin.
    private func header() -> String {
        let digest = origin.digest.map { " (digest \(ContentDigest.hex($0)))" } ?? ""
        let version = origin.serviceVersion.map { " \(SwiftSyntax.comment($0))" } ?? ""
        return "// \(fileName): the style \(SwiftSyntax.string(styleName))\(digest) as UIKit code, written by\n"
            + "// StyleResolver\(version). Export the style again rather than editing this file (docs/SWIFT.md).\n"
    }

    /// The keys' constants and typed accessors.
    private func keyDeclarations(_ keys: [SwiftStateKey]) -> String {
        var text = "extension UIConfigurationStateCustomKey {\n"
        for key in keys {
            let raw = SwiftSyntax.string(key.declaration.key.rawValue)
            text += "  /// The custom state \(raw).\n"
            text += "  static let \(key.identifier) = UIConfigurationStateCustomKey(\(raw))\n"
        }
        text += "}\n\nextension UICellConfigurationState {\n"
        for (index, key) in keys.enumerated() {
            if index > 0 { text += "\n" }
            let raw = SwiftSyntax.string(key.declaration.key.rawValue)
            text += "  /// The custom state \(raw); \(key.defaultLiteral) when the state does not carry it.\n"
            text += "  var \(key.identifier): \(key.swiftType) {\n"
            text += "    get { self[.\(key.identifier)] as? \(key.swiftType) ?? \(key.defaultLiteral) }\n"
            text += "    set { self[.\(key.identifier)] = newValue }\n  }\n"
        }
        return text + "}\n\n"
    }

    /// The keys as SwiftUI container values.
    private func containerValues(_ keys: [SwiftStateKey]) -> String {
        var text = "\n#if canImport(SwiftUI)\n  @available(iOS 18, *)\n  extension ContainerValues {\n"
        for key in keys {
            text += "    /// The custom state \(SwiftSyntax.string(key.declaration.key.rawValue)).\n"
            text += "    @Entry var \(key.identifier): \(key.swiftType) = \(key.defaultLiteral)\n"
        }
        return text + "  }\n#endif\n"
    }

    /// `@available(iOS N, *)` when the code needs more than iOS 15 (`15.4` for a detail accessory).
    func availability(_ needs: SwiftExportNeeds) -> String {
        (needs.minimumIOS, needs.minimumIOSMinor) > (15, 0) ? "@available(iOS \(needs.minimumIOSVersion), *)\n" : ""
    }
}
