import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// One assignment of a style's overrides or a rule's `set` as Swift statements on the configuration variable
/// (`background.cornerRadius = 12`): UIKit's property names are the catalogue's paths. A glass effect is set under
/// `#available(iOS 26, *)`; a property UIKit added after iOS 15 raises the file's availability.
enum SwiftAssignment {
    /// The catalogue paths UIKit added in iOS 18 (UIShadowProperties, content alpha, image strokes).
    static let iOS18Paths: Set<String> = [
        "shadowProperties.color", "shadowProperties.opacity", "shadowProperties.radius", "shadowProperties.offset",
        "shadowProperties.path", "alpha", "imageProperties.strokeColor", "imageProperties.strokeColorTransformer",
        "imageProperties.strokeWidth",
    ]

    /// The statements setting `path` of `variable` to `value`, whose kind is `kind`; none, and a problem at
    /// `pointer`, when UIKit has no public spelling for the value.
    static func statements(
        variable: String, path: String, kind: PropertyKind, value: PropertyValue, pointer: JSONPointer,
        needs: inout SwiftExportNeeds
    ) -> [String] {
        if iOS18Paths.contains(path) { needs.require(iOS: 18) }
        let target = variable + "." + path
        switch value {
        case .visualEffect(let effect?):
            if let lines = glass(effect, target: target) { return lines }
        case .colorTransformer(let transformer?):
            guard let lines = SwiftValue.transformer(transformer, needs: &needs) else { break }
            return ["\(target) = \(lines[0])"] + lines.dropFirst()
        case .symbolConfiguration(let configuration?):
            return SwiftValue.symbolConfiguration(configuration, target: target)
        default: break
        }
        guard let expression = expression(kind: kind, value: value, path: path, needs: &needs) else {
            needs.refuse(
                pointer, "\(path) has no public UIKit equivalent for this value, so it cannot be exported to Swift")
            return []
        }
        return ["\(target) = \(expression)"]
    }

    /// The value as an expression, or nil when it has none.
    private static func expression(
        kind: PropertyKind, value: PropertyValue, path: String, needs: inout SwiftExportNeeds
    ) -> String? {
        switch value {
        case .number(let number): return SwiftValue.number(number)
        case .integer(let integer): return String(integer)
        case .boolean(let flag): return String(flag)
        case .color(let color): return color.map(SwiftValue.color) ?? "nil"
        case .colorTransformer(let transformer): return transformer == nil ? "nil" : nil
        case .visualEffect(let effect): return effect.map(SwiftValue.effect) ?? "nil"
        case .string(nil): return "nil"
        case .string(let name?):
            // Only a background's image names something UIKit can load; a view or a path is code, not a name.
            return path == "image" ? "UIImage(named: \(SwiftSyntax.string(name)))" : nil
        case .choice(let index):
            guard case .choice(let type, let names) = kind, names.indices.contains(index) else { return nil }
            return SwiftCondition.member(names[index], of: qualified(type))
        case .edges(let edges): return SwiftValue.edges(edges)
        case .axes(let axes): return SwiftValue.axes(axes)
        case .directionalInsets(let insets): return SwiftValue.insets(insets)
        case .size(let size): return SwiftValue.size(size)
        case .font(let font?): return SwiftValue.font(font, needs: &needs)
        case .font(nil): return "nil"
        case .symbolConfiguration(let configuration): return configuration == nil ? "nil" : nil
        case .layoutDimension(let dimension): return SwiftValue.layoutDimension(dimension)
        }
    }

    /// UIKit's name of a choice's type, for `.none`, which would otherwise read as an optional's.
    private static func qualified(_ type: String) -> String {
        switch type {
        case "TextTransform": "UIListContentConfiguration.TextProperties.TextTransform"
        default: type
        }
    }

    /// A glass or glass container effect, set only where UIKit has it (iOS 26); nil for other effects.
    private static func glass(_ effect: VisualEffect, target: String) -> [String]? {
        var lines = ["// UIKit has glass from iOS 26 on; earlier systems keep the effect the configuration had."]
        lines.append("if #available(iOS 26, *) {")
        switch effect {
        case .glass(let glass):
            lines.append("  let glass = UIGlassEffect(style: .\(glass.style.rawValue))")
            if glass.isInteractive { lines.append("  glass.isInteractive = true") }
            if let tint = glass.tintColor, let color = SwiftValue.color(tint) {
                lines.append("  glass.tintColor = \(color)")
            }
            lines.append("  \(target) = glass")
        case .glassContainer(let container):
            lines.append("  let container = UIGlassContainerEffect()")
            lines.append("  container.spacing = \(SwiftValue.number(container.spacing))")
            lines.append("  \(target) = container")
        default: return nil
        }
        return lines + ["}"]
    }
}
