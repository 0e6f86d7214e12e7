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

    /// The button properties UIKit added after iOS 15, by the iOS that has them: the pop-up indicator (16) and the
    /// symbol transition (26).
    static let newerButtonProperties: [String: Int] = [
        "indicator": 16, "indicatorColorTransformer": 16, "symbolContentTransition": 26,
    ]

    /// The text properties whose document string is the text itself, written as an escaped literal.
    static let textProperties: Set<String> = ["title", "subtitle", "text", "secondaryText"]

    /// The statements setting `path` of `variable` to `value`, whose kind is `kind`; none, and a problem at
    /// `pointer`, when UIKit has no public spelling for the value.
    static func statements(
        variable: String, path: String, kind: PropertyKind, value: PropertyValue, pointer: JSONPointer,
        needs: inout SwiftExportNeeds
    ) -> [String] {
        // A button's or an empty state's background and buttons hold the same properties under a prefix.
        if iOS18Paths.contains(where: { path == $0 || path.hasSuffix("." + $0) }) { needs.require(iOS: 18) }
        let last = path.split(separator: ".").last.map(String.init) ?? path
        if let version = newerButtonProperties[last] { needs.require(iOS: version) }
        let target = variable + "." + path
        switch value {
        case .visualEffect(let effect?):
            if let lines = glass(effect, target: target, needs: &needs) { return lines }
        case .colorTransformer(let transformer?):
            guard let lines = SwiftValue.transformer(transformer, needs: &needs) else { break }
            return ["\(target) = \(lines[0])"] + lines.dropFirst()
        case .symbolConfiguration(let configuration?):
            return SwiftValue.symbolConfiguration(configuration, target: target)
        default: break
        }
        let expression: String?
        if case .string(let text?) = value {
            expression = string(text, path: path, variable: variable)
        } else {
            expression = self.expression(kind: kind, value: value, needs: &needs)
        }
        guard let expression else {
            needs.refuse(
                pointer, "\(path) has no public UIKit equivalent for this value, so it cannot be exported to Swift")
            return []
        }
        return ["\(target) = \(expression)"]
    }

    /// The value as an expression, or nil when it has none.
    private static func expression(kind: PropertyKind, value: PropertyValue, needs: inout SwiftExportNeeds) -> String? {
        switch value {
        case .number(let number): return SwiftValue.number(number)
        case .integer(let integer): return String(integer)
        case .boolean(let flag): return String(flag)
        case .color(nil): return "nil"
        case .color(let color?): return SwiftValue.color(color, needs: &needs)
        case .colorTransformer(let transformer): return transformer == nil ? "nil" : nil
        case .visualEffect(let effect): return effect.map(SwiftValue.effect) ?? "nil"
        case .string(nil): return "nil"
        case .string: return nil
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

    /// A string property's value: a title or text as an escaped literal, a background's image as the app's asset,
    /// a button's or an empty state's image as a symbol (else an asset of that name); nil for a string that names
    /// code (a view, a path, an action, a menu, a transition).
    private static func string(_ text: String, path: String, variable: String) -> String? {
        let parts = path.split(separator: ".")
        let literal = SwiftSyntax.string(text)
        switch parts.last.map(String.init) ?? path {
        case let name where textProperties.contains(name): return literal
        case "image" where variable == "background" || parts.contains("background"):
            return "UIImage(named: \(literal))"
        case "image": return "UIImage(systemName: \(literal)) ?? UIImage(named: \(literal))"
        default: return nil
        }
    }

    /// UIKit's name of a choice's type, for `.none`, which would otherwise read as an optional's.
    private static func qualified(_ type: String) -> String {
        switch type {
        case "TextTransform": "UIListContentConfiguration.TextProperties.TextTransform"
        case "Indicator": "UIButton.Configuration.Indicator"
        default: type
        }
    }

    /// A glass or glass container effect, set only where UIKit has it (iOS 26); nil for other effects.
    private static func glass(_ effect: VisualEffect, target: String, needs: inout SwiftExportNeeds) -> [String]? {
        var lines = ["// UIKit has glass from iOS 26 on; earlier systems keep the effect the configuration had."]
        lines.append("if #available(iOS 26, *) {")
        switch effect {
        case .glass(let glass):
            lines.append("  let glass = UIGlassEffect(style: .\(glass.style.rawValue))")
            if glass.isInteractive { lines.append("  glass.isInteractive = true") }
            if let tint = glass.tintColor, let color = SwiftValue.color(tint, needs: &needs) {
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
