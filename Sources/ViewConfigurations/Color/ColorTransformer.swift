/// Turns one color into its variant for a state, as `UIConfigurationColorTransformer`.
///
/// UIKit's transformer is a closure, which cannot be compared or sent over a wire. Here a transformer is a
/// sequence of named steps, so configurations stay `Hashable` and a transformer serialises by name
/// (``description``, parsed back by ``init(specification:)``).
public struct ColorTransformer: Hashable, Sendable, CustomStringConvertible {
    /// One named color operation.
    enum Step: Hashable, Sendable {
        case grayscale
        case preferredTint
        case monochromeTint
        case alpha(Double)
        case multiplyAlpha(Double)
        indirect case mix(toward: Color, fraction: Double)
        case darken(Double)
        case lighten(Double)
        case highlight
        case focus
        case reorder
        case sidebarNotTargeted
        case accompaniedSidebarNotTargeted
        case closure(Closure)
    }

    /// An app's transforming closure, equal only to itself (closures cannot be compared).
    final class Closure: Hashable, Sendable {
        let transform: @Sendable (Color) -> Color
        init(_ transform: @escaping @Sendable (Color) -> Color) { self.transform = transform }
        static func == (lhs: Closure, rhs: Closure) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// The steps, shared and immutable, so a transformer (and a color holding one) copies as one reference.
    private final class Steps: Hashable, Sendable {
        let steps: [Step]
        init(_ steps: [Step]) { self.steps = steps }
        static func == (lhs: Steps, rhs: Steps) -> Bool { lhs === rhs || lhs.steps == rhs.steps }
        func hash(into hasher: inout Hasher) { hasher.combine(steps) }
    }

    private let storage: Steps
    private var steps: [Step] { storage.steps }

    init(_ step: Step) {
        self.storage = Steps([step])
    }

    private init(steps: [Step]) {
        self.storage = Steps(steps)
    }

    // MARK: UIKit's public transformers

    /// A transformer running a closure on the concrete color, as `UIConfigurationColorTransformer(_:)`. It has no
    /// name to serialise: its ``description`` is `closure`, which ``init(specification:)`` does not parse.
    public init(_ transform: @escaping @Sendable (Color) -> Color) {
        self.init(.closure(Closure(transform)))
    }

    /// A gray of the same luminance, alpha kept (`UIConfigurationColorTransformer.grayscale`).
    public static let grayscale = ColorTransformer(.grayscale)
    /// The user's accent color; on iOS, with no accent preference, the input unchanged.
    public static let preferredTint = ColorTransformer(.preferredTint)
    /// A de-emphasized monochrome gray, as the unfocused or non-key look.
    public static let monochromeTint = ColorTransformer(.monochromeTint)

    // MARK: Parameterised transformers

    /// The input with its opacity replaced, as `withAlphaComponent(_:)`.
    public static func alpha(_ alpha: Double) -> ColorTransformer { ColorTransformer(.alpha(alpha)) }
    /// The input with its opacity multiplied by a factor in 0...1.
    public static func multiplyAlpha(_ factor: Double) -> ColorTransformer { ColorTransformer(.multiplyAlpha(factor)) }
    /// The input moved a fraction (0...1) of the way toward another color, alpha included.
    public static func mix(toward color: Color, fraction: Double) -> ColorTransformer {
        ColorTransformer(.mix(toward: color, fraction: fraction))
    }
    /// The input moved a fraction (0...1) of the way toward black, alpha kept.
    public static func darken(_ fraction: Double) -> ColorTransformer { ColorTransformer(.darken(fraction)) }
    /// The input moved a fraction (0...1) of the way toward white, alpha kept.
    public static func lighten(_ fraction: Double) -> ColorTransformer { ColorTransformer(.lighten(fraction)) }

    // MARK: UIKit's private list transformers (approximations; see ReferenceChoices)

    /// The pressed look of sidebar rows and prominent headers (UIKit's private transformer #7).
    public static let highlight = ColorTransformer(.highlight)
    /// The keyboard or tvOS focus fill (private #28).
    public static let focus = ColorTransformer(.focus)
    /// The lifted look of a row being reordered (private #12).
    public static let reorder = ColorTransformer(.reorder)
    /// A selected sidebar row while another row is the drop target (private #3).
    public static let sidebarNotTargeted = ColorTransformer(.sidebarNotTargeted)
    /// A selected accompanied-sidebar row while another row is the drop target (private #8).
    public static let accompaniedSidebarNotTargeted = ColorTransformer(.accompaniedSidebarNotTargeted)

    // MARK: Using a transformer

    /// This transformer followed by another.
    public func then(_ next: ColorTransformer) -> ColorTransformer {
        ColorTransformer(steps: steps + next.steps)
    }

    /// The transformed color; it stays dynamic and is transformed each time it is resolved.
    public func callAsFunction(_ color: Color) -> Color {
        Color(base: color.base, transformer: color.transformer.map { $0.then(self) } ?? self)
    }

    /// The transformer applied to a concrete color under the given traits.
    func apply(to color: ResolvedColor, traits: TraitCollection) -> ResolvedColor {
        var result = color
        for step in steps {
            result = Self.apply(step, to: result, traits: traits)
        }
        return result
    }

    private static func apply(_ step: Step, to color: ResolvedColor, traits: TraitCollection) -> ResolvedColor {
        switch step {
        case .grayscale: return ReferenceChoices.grayscale(color)
        case .preferredTint: return color
        case .monochromeTint: return ReferenceChoices.monochromeTint(color, traits: traits)
        case .alpha(let alpha): return ResolvedColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
        case .multiplyAlpha(let factor):
            return ResolvedColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * factor)
        case .mix(let target, let fraction):
            return mix(color, target.resolvedColor(with: traits), fraction: fraction, keepAlpha: false)
        case .darken(let fraction):
            return mix(color, ResolvedColor(rgba: 0x0000_00FF), fraction: fraction, keepAlpha: true)
        case .lighten(let fraction):
            return mix(color, ResolvedColor(rgba: 0xFFFF_FFFF), fraction: fraction, keepAlpha: true)
        case .highlight: return ReferenceChoices.highlight(color, traits: traits)
        case .focus: return ReferenceChoices.focus(color)
        case .reorder: return ReferenceChoices.reorder(color)
        case .sidebarNotTargeted, .accompaniedSidebarNotTargeted: return ReferenceChoices.sidebarNotTargeted(color)
        case .closure(let closure): return closure.transform(Color(exactly: color)).resolvedColor(with: traits)
        }
    }

    /// Linear interpolation between two colors, component by component.
    static func mix(
        _ color: ResolvedColor, _ target: ResolvedColor, fraction: Double, keepAlpha: Bool
    )
        -> ResolvedColor
    {
        let t = ResolvedColor.clamp(fraction)
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return ResolvedColor(
            red: lerp(color.red, target.red), green: lerp(color.green, target.green),
            blue: lerp(color.blue, target.blue), alpha: keepAlpha ? color.alpha : lerp(color.alpha, target.alpha))
    }

    // MARK: Names

    /// The steps, in order, each as its own single-step transformer.
    public var components: [ColorTransformer] {
        steps.map(ColorTransformer.init)
    }

    /// The stable name of the transformer: `grayscale`, `alpha(0.5)`, `mix(#000000,0.2)`, or steps joined by ` then `.
    public var description: String {
        steps.map(Self.name).joined(separator: " then ")
    }

    private static func name(_ step: Step) -> String {
        switch step {
        case .grayscale: "grayscale"
        case .preferredTint: "preferredTint"
        case .monochromeTint: "monochromeTint"
        case .alpha(let value): "alpha(\(value))"
        case .multiplyAlpha(let value): "multiplyAlpha(\(value))"
        case .mix(let color, let fraction): "mix(\(color),\(fraction))"
        case .darken(let value): "darken(\(value))"
        case .lighten(let value): "lighten(\(value))"
        case .highlight: "highlight"
        case .focus: "focus"
        case .reorder: "reorder"
        case .sidebarNotTargeted: "sidebarNotTargeted"
        case .accompaniedSidebarNotTargeted: "accompaniedSidebarNotTargeted"
        case .closure: "closure"
        }
    }

    /// The names a specification may use, for error messages and documentation.
    public static let specificationForms = [
        "grayscale", "preferredTint", "monochromeTint", "alpha(0…1)", "multiplyAlpha(0…1)",
        "mix(<#hex or system color name>,0…1)", "darken(0…1)", "lighten(0…1)", "highlight", "focus", "reorder",
        "sidebarNotTargeted", "accompaniedSidebarNotTargeted",
    ]

    /// Parses a name produced by ``description``; steps may be joined by ` then `. Nil for anything else,
    /// including parameters outside 0...1.
    public init?(specification: String) {
        var steps: [Step] = []
        for part in specification.split(separator: " then ", omittingEmptySubsequences: false) {
            guard let step = Self.parseStep(part) else { return nil }
            steps.append(step)
        }
        guard !steps.isEmpty else { return nil }
        self.init(steps: steps)
    }

    private static func parseStep(_ text: Substring) -> Step? {
        let text = text.trimmingSpaces()
        switch text {
        case "grayscale": return .grayscale
        case "preferredTint": return .preferredTint
        case "monochromeTint": return .monochromeTint
        case "highlight": return .highlight
        case "focus": return .focus
        case "reorder": return .reorder
        case "sidebarNotTargeted": return .sidebarNotTargeted
        case "accompaniedSidebarNotTargeted": return .accompaniedSidebarNotTargeted
        default: break
        }
        guard let open = text.firstIndex(of: "("), text.last == ")" else { return nil }
        let name = text[..<open]
        let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
        func fraction(_ argument: Substring) -> Double? {
            guard let value = Double(argument.trimmingSpaces()), (0...1).contains(value) else { return nil }
            return value
        }
        switch name {
        case "alpha": return fraction(arguments).map(Step.alpha)
        case "multiplyAlpha": return fraction(arguments).map(Step.multiplyAlpha)
        case "darken": return fraction(arguments).map(Step.darken)
        case "lighten": return fraction(arguments).map(Step.lighten)
        case "mix":
            guard let comma = arguments.lastIndex(of: ",") else { return nil }
            let colorText = String(arguments[..<comma].trimmingSpaces())
            guard let color = Color(hex: colorText) ?? Color(name: colorText),
                let amount = fraction(arguments[arguments.index(after: comma)...])
            else { return nil }
            return .mix(toward: color, fraction: amount)
        default: return nil
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
