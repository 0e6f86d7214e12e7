import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Writes a style as UIKit Swift code (`<Name>Style.swift`) for `style-resolver export --format swift`: its
/// custom-state keys (constants, typed accessors on the kind's state, for a cell SwiftUI container values too), and
/// an enum `<Name>Style` whose builders start from the style's factories, set its overrides, then apply its rules in
/// order as `if` statements. A cell style's enum builds the background and the content (updated for the state unless
/// the style turns that off; for a style that sets them, its accessories and separators too) and a list cell
/// `<Name>Cell` applies them; a button style's builds a `UIButton.Configuration` for a button's state
/// (``SwiftExport/buttonEnum(_:needs:)``), an empty state's a `UIContentUnavailableConfiguration`. Every document
/// string is an escaped literal; names become identifiers through ``SwiftSyntax``.
/// Indented by two spaces, as `swift format` lays code out with no configuration (docs/SWIFT.md).
struct SwiftExport {
    let style: StyleDefinition
    let styleName: String
    let origin: ExportFormat.Origin

    /// The type names' stem (`ArchivedCell` for `archivedCell`).
    var typeStem: String { SwiftSyntax.typeName(forStyle: styleName) }
    /// The file's name.
    var fileName: String { typeStem + "Style.swift" }
    /// The state the style's rules read: UIKit's for a cell and an empty state, the enum's own for a button (UIKit
    /// has no button state type).
    var stateType: String {
        switch style.configurationKind {
        case .cell: "UICellConfigurationState"
        case .button: typeStem + "Style.State"
        case .contentUnavailable: "UIContentUnavailableConfigurationState"
        }
    }

    /// The file's bytes, or the problems that keep the style from being written in Swift.
    func build() throws(ServiceError) -> [UInt8] {
        var needs = SwiftExportNeeds()
        let kind = style.configurationKind
        let keys = SwiftStateKey.keys(of: style, stateType: stateType, needs: &needs)
        let writer = SwiftCondition(keys: Dictionary(keys.map { ($0.declaration.key, $0) }) { first, _ in first })
        let conditions = style.rules.enumerated().map {
            writer.expression(
                $0.element.when, at: JSONPointer(tokens: ["rules", String($0.offset), "when"]), needs: &needs)
        }
        let body: String
        switch kind {
        case .cell: body = cellCode(conditions: conditions, needs: &needs)
        case .button: body = buttonEnum(buttonBuilder(conditions: conditions, needs: &needs), needs: needs)
        case .contentUnavailable:
            body = contentUnavailableEnum(
                contentUnavailableBuilder(conditions: conditions, needs: &needs), needs: needs)
        }
        guard needs.problems.isEmpty else { throw .notExportable(format: "swift", needs.problems) }
        var text = header() + "\n"
        text += "import UIKit\n\n"
        if !keys.isEmpty {
            if kind == .cell { text += "#if canImport(SwiftUI)\n  import SwiftUI\n#endif\n\n" }
            text += keyDeclarations(keys, needs: needs)
        }
        if !needs.tokenColors.isEmpty { text += needs.tokenColors.declaration() }
        text += body
        if kind == .cell && !keys.isEmpty { text += containerValues(keys) }
        return Array(text.utf8)
    }

    /// A cell style's enum, with its two builders and the row's, and the list cell applying them.
    private func cellCode(conditions: [SwiftCondition.Term], needs: inout SwiftExportNeeds) -> String {
        let background = builder(.background, conditions: conditions, needs: &needs)
        let content = builder(.content, conditions: conditions, needs: &needs)
        let accessories = accessoriesBuilder(conditions: conditions, needs: &needs)
        let separator = separatorBuilder(conditions: conditions, needs: &needs)
        return styleEnum(
            background: background, content: content,
            row: rowFunctions(accessories: accessories, separator: separator, needs: needs), needs: needs)
            + cellClass(setsAccessories: accessories != nil, needs: needs)
    }

    /// The comment naming the file's origin.
    private func header() -> String {
        let digest = origin.digest.map { " (digest \(ContentDigest.hex($0)))" } ?? ""
        let version = origin.serviceVersion.map { " \(SwiftSyntax.comment($0))" } ?? ""
        return "// \(fileName): the style \(SwiftSyntax.string(styleName))\(digest) as UIKit code, written by\n"
            + "// StyleResolver\(version). Export the style again rather than editing this file (docs/SWIFT.md).\n"
    }

    /// The keys' constants, and their typed accessors on the state the style's rules read.
    private func keyDeclarations(_ keys: [SwiftStateKey], needs: SwiftExportNeeds) -> String {
        var text = "extension UIConfigurationStateCustomKey {\n"
        for key in keys {
            let raw = SwiftSyntax.string(key.declaration.key.rawValue)
            text += "  /// The custom state \(raw).\n"
            text += "  static let \(key.identifier) = UIConfigurationStateCustomKey(\(raw))\n"
        }
        // The cell's state dates from iOS 14; a button's state is declared with the enum, an empty state's from iOS 17.
        let available = style.configurationKind == .cell ? "" : availability(needs)
        text += "}\n\n\(available)extension \(stateType) {\n"
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

    /// The helpers the enum's code uses: how it learns the design generation, fonts with traits, color mixing.
    func helpers(_ needs: SwiftExportNeeds) -> String {
        var text = ""
        if needs.designGeneration { text += SwiftExportHelpers.designGeneration }
        if needs.fontHelper { text += SwiftExportHelpers.preferredFont }
        if needs.colorHelpers { text += SwiftExportHelpers.colorMixing }
        return text
    }

    /// `@available(iOS N, *)` when the code needs more than iOS 15 (`15.4` for a detail accessory).
    func availability(_ needs: SwiftExportNeeds) -> String {
        (needs.minimumIOS, needs.minimumIOSMinor) > (15, 0) ? "@available(iOS \(needs.minimumIOSVersion), *)\n" : ""
    }
}
