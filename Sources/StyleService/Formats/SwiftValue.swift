import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// A document's values as UIKit Swift expressions: numbers, colors (`UIColor(red:green:blue:alpha:)` in exact
/// 8-bit fractions, or the system color's name), color transformers, visual effects, fonts, symbol configurations,
/// insets, sizes, edges and choices. A value with no public UIKit spelling is refused at its pointer.
enum SwiftValue {
    /// A number as a Swift literal: whole numbers without a fraction (`12`), others as Swift prints them
    /// (`0.5`, `1e-05`); with `double`, a whole number keeps `.0` so the literal is a `Double`.
    static func number(_ value: Double, double: Bool = false) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            let whole = String(Int(value))
            return double ? whole + ".0" : whole
        }
        return String(value)
    }

    /// A color: `.systemBlue` for a system color, a design token's color as its constant in the file's `Tokens`
    /// enum (``SwiftTokenColors``), else its exact 8-bit components over 255; nil for a color that is none of these
    /// (one the library transformed, which no document can give).
    static func color(_ color: Color, needs: inout SwiftExportNeeds) -> String? {
        if let system = color.systemColor { return "." + system.rawValue }
        if let path = color.colorSetName, let appearances = color.colorSetAppearances {
            return needs.tokenColors.use(path, appearances: appearances)
        }
        guard Color(hex: color.description) == color else { return nil }
        return components(color.resolvedColor(with: TraitCollection()))
    }

    /// A concrete color as `UIColor(red:green:blue:alpha:)` with its exact 8-bit components over 255.
    static func components(_ color: ResolvedColor) -> String {
        let parts = [24, 16, 8, 0].map { "\((color.rgba >> UInt32($0)) & 0xFF) / 255" }
        return "UIColor(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), alpha: \(parts[3]))"
    }

    /// A color transformer: UIKit's own by name (`.grayscale`), else the lines of a
    /// `UIConfigurationColorTransformer` whose closure applies each step in order, one statement a step; nil when
    /// a step is one of UIKit's private list transformers.
    static func transformer(_ transformer: ColorTransformer, needs: inout SwiftExportNeeds) -> [String]? {
        let publicNames = ["grayscale", "preferredTint", "monochromeTint"]
        if publicNames.contains(transformer.description) { return ["." + transformer.description] }
        var body: [String] = []
        for (index, step) in transformer.components.enumerated() {
            guard let lines = apply(step, target: "target\(index + 1)", needs: &needs) else { return nil }
            body += lines
        }
        if body.count == 1, let only = body.first {
            return ["UIConfigurationColorTransformer { color in", "  " + only.dropFirst("color = ".count), "}"]
        }
        return ["UIConfigurationColorTransformer { input in", "  var color = input"] + body.map { "  " + $0 }
            + ["  return color", "}"]
    }

    /// One transformer step as statements updating `color` (a mixed-in color first named `target`).
    private static func apply(_ step: ColorTransformer, target: String, needs: inout SwiftExportNeeds) -> [String]? {
        let name = step.description
        if ["grayscale", "preferredTint", "monochromeTint"].contains(name) {
            return ["color = UIConfigurationColorTransformer.\(name).transform(color)"]
        }
        guard let open = name.firstIndex(of: "("), name.last == ")" else { return nil }
        let function = name[..<open]
        let arguments = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let last = arguments.split(separator: ",").last.flatMap { Double($0) }
        guard let fraction = last.map({ number($0) }) else { return nil }
        switch function {
        case "alpha": return ["color = color.withAlphaComponent(\(fraction))"]
        case "multiplyAlpha":
            needs.colorHelpers = true
            return ["color = Self.scalingAlpha(color, \(fraction))"]
        case "darken", "lighten":
            needs.colorHelpers = true
            let toward = function == "darken" ? "UIColor.black" : "UIColor.white"
            return ["color = Self.mixing(color, toward: \(toward), fraction: \(fraction), keepingAlpha: true)"]
        case "mix":
            guard let comma = arguments.lastIndex(of: ","),
                let color = Color(hex: String(arguments[..<comma])) ?? Color(name: String(arguments[..<comma])),
                let expression = self.color(color, needs: &needs)
            else { return nil }
            needs.colorHelpers = true
            let qualified = expression.hasPrefix(".") ? "UIColor" + expression : expression
            return [
                "let \(target) = \(qualified)",
                "color = Self.mixing(color, toward: \(target), fraction: \(fraction), keepingAlpha: false)",
            ]
        default: return nil
        }
    }

    /// A visual effect other than glass: a blur or vibrancy; nil for the private Gaussian blur and for glass,
    /// which ``SwiftAssignment`` writes under `#available(iOS 26, *)`.
    static func effect(_ effect: VisualEffect) -> String? {
        switch effect {
        case .blur(let style): "UIBlurEffect(style: .\(style.rawValue))"
        case .vibrancy(let blur, let style):
            "UIVibrancyEffect(blurEffect: UIBlurEffect(style: .\(blur.rawValue)), style: .\(style.rawValue))"
        case .gaussianBlur, .glass, .glassContainer: nil
        }
    }

    /// A font: `UIFont.preferredFont(forTextStyle:)` for Dynamic Type (a helper adds symbolic traits),
    /// `UIFont.systemFont(ofSize:weight:)` for a fixed font.
    static func font(_ font: Font, needs: inout SwiftExportNeeds) -> String {
        guard font.isDynamic, let style = font.textStyle else {
            return "UIFont.systemFont(ofSize: \(number(font.pointSize)), weight: .\(font.weight.rawValue))"
        }
        var traits: [String] = []
        if font.symbolicTraits.contains(.traitBold) { traits.append(".traitBold") }
        if font.symbolicTraits.contains(.traitTightLeading) { traits.append(".traitTightLeading") }
        guard !traits.isEmpty else { return "UIFont.preferredFont(forTextStyle: .\(style.rawValue))" }
        needs.fontHelper = true
        return "Self.preferredFont(.\(style.rawValue), traits: [\(traits.joined(separator: ", "))])"
    }

    /// A symbol configuration: one `UIImage.SymbolConfiguration` when it has one part, else a value built part by
    /// part with `applying`, in a block of its own, then given to `target`.
    static func symbolConfiguration(_ configuration: SymbolConfiguration, target: String) -> [String] {
        var parts: [String] = []
        if let style = configuration.textStyle { parts.append("textStyle: .\(style.rawValue)") }
        if let size = configuration.pointSize { parts.append("pointSize: \(number(size))") }
        if let weight = configuration.weight { parts.append("weight: .\(weight.rawValue)") }
        if configuration.scale != .default || parts.isEmpty { parts.append("scale: .\(configuration.scale.rawValue)") }
        let made = parts.map { "UIImage.SymbolConfiguration(\($0))" }
        guard made.count > 1 else { return ["\(target) = \(made[0])"] }
        return ["do {", "  var symbols = \(made[0])"] + made.dropFirst().map { "  symbols = symbols.applying(\($0))" }
            + ["  \(target) = symbols", "}"]
    }

    /// Edges as an option set literal.
    static func edges(_ edges: DirectionalRectEdge) -> String {
        if edges == .all { return ".all" }
        let names: [(DirectionalRectEdge, String)] = [
            (.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing"),
        ]
        return "[" + names.filter { edges.contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }

    /// Axes as an option set literal.
    static func axes(_ axes: Axis) -> String {
        if axes == .both { return ".both" }
        if axes.contains(.horizontal) { return ".horizontal" }
        return axes.contains(.vertical) ? ".vertical" : "[]"
    }

    /// Insets on directional edges; a separator's automatic insets as UIKit names them, and an automatic edge
    /// (`CGFLOAT_MAX`) as `.greatestFiniteMagnitude`.
    static func insets(_ insets: DirectionalEdgeInsets) -> String {
        if insets == ListSeparatorConfiguration.automaticInsets {
            return "UIListSeparatorConfiguration.automaticInsets"
        }
        func edge(_ value: Double) -> String {
            value == ListSeparatorConfiguration.automaticDimension ? ".greatestFiniteMagnitude" : number(value)
        }
        return "NSDirectionalEdgeInsets(top: \(edge(insets.top)), leading: \(edge(insets.leading)), "
            + "bottom: \(edge(insets.bottom)), trailing: \(edge(insets.trailing)))"
    }

    /// A size; a dimension at ``ImageProperties/standardDimension`` is UIKit's standard dimension.
    static func size(_ size: Size) -> String {
        func dimension(_ value: Double) -> String {
            value == ListContentConfiguration.ImageProperties.standardDimension
                ? "UIListContentConfiguration.ImageProperties.standardDimension" : number(value)
        }
        return "CGSize(width: \(dimension(size.width)), height: \(dimension(size.height)))"
    }

    /// An accessory's reserved width as `UICellAccessory.LayoutDimension`.
    static func layoutDimension(_ dimension: CellAccessory.LayoutDimension) -> String {
        switch dimension {
        case .actual: ".actual"
        case .standard: ".standard"
        case .custom(let points): ".custom(\(number(points)))"
        }
    }
}
