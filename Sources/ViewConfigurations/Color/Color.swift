/// A dynamic color, as `UIColor`: a fixed sRGB color, a named system color or a named color set (an asset
/// catalog's, or a design token's), optionally passed through color transformers; it becomes concrete only when
/// resolved against a trait collection.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// A system color, or a fixed color packed as `0xRRGGBBAA` (8 bits per component, the precision of the hex
    /// strings colors travel as) so that copying a color stays cheap.
    enum Base: Hashable, Sendable {
        case system(SystemColor)
        case fixed(UInt32)
        /// A color made from components finer than 8 bits, kept exact as UIKit's `UIColor` keeps them (boxed, so
        /// a color stays small).
        case exact(Exact)
        /// A named color with a value for each appearance, as `UIColor(named:)` (boxed, so a color stays small).
        case named(Named)
    }

    /// Exact components, shared and immutable.
    final class Exact: Hashable, Sendable {
        let color: ResolvedColor
        init(_ color: ResolvedColor) { self.color = color }
        static func == (lhs: Exact, rhs: Exact) -> Bool { lhs.color == rhs.color }
        func hash(into hasher: inout Hasher) { hasher.combine(color) }
    }

    /// A named color set: its name and its color in each appearance, shared and immutable.
    final class Named: Hashable, Sendable {
        let name: String
        let appearances: Appearances
        init(_ name: String, _ appearances: Appearances) {
            self.name = name
            self.appearances = appearances
        }
        static func == (lhs: Named, rhs: Named) -> Bool {
            lhs.name == rhs.name && lhs.appearances == rhs.appearances
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(appearances)
        }
    }

    let base: Base
    /// Applied, in order, each time the color is resolved, so a transformed dynamic color stays dynamic.
    let transformer: ColorTransformer?

    init(base: Base, transformer: ColorTransformer?) {
        self.base = base
        self.transformer = transformer
    }

    /// A named system color that adapts to the traits.
    public init(_ systemColor: SystemColor) {
        self.init(base: .system(systemColor), transformer: nil)
    }

    /// A fixed color that looks the same in every environment, kept at 8 bits per component.
    public init(_ resolvedColor: ResolvedColor) {
        self.init(base: .fixed(resolvedColor.rgba), transformer: nil)
    }

    /// A fixed sRGB color from components in 0...1, kept exact as `UIColor(red:green:blue:alpha:)` keeps them (so
    /// a color transformer's steps do not round between them).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(exactly: ResolvedColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A fixed color with exactly these components: packed when 8 bits hold them, boxed otherwise.
    init(exactly color: ResolvedColor) {
        let packed = ResolvedColor(rgba: color.rgba)
        self.init(base: packed == color ? .fixed(color.rgba) : .exact(Exact(color)), transformer: nil)
    }

    /// A fixed color from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); nil for anything else.
    public init?(hex: String) {
        guard let value = Self.parseHex(hex) else { return nil }
        self.init(base: .fixed(value), transformer: nil)
    }

    /// A system color by its Swift name, such as `"systemBlue"` or `"secondaryLabel"`; nil for an unknown name.
    public init?(name: String) {
        guard let systemColor = SystemColor(rawValue: name) else { return nil }
        self.init(systemColor)
    }

    /// A named color with its value in each appearance, as a color set of an asset catalog gives to
    /// `UIColor(named:)`: how a design token's color enters a style.
    public init(named name: String, appearances: Appearances) {
        self.init(base: .named(Named(name, appearances)), transformer: nil)
    }

    /// The name this color was made with by ``init(named:appearances:)``, when no transformer applies: what an
    /// output writes as a reference to the color set instead of its value.
    public var colorSetName: String? {
        guard transformer == nil, case .named(let named) = base else { return nil }
        return named.name
    }

    /// The appearances this color was made with by ``init(named:appearances:)``, when no transformer applies: what
    /// an output that declares the color set (a design token's dynamic color) writes for each appearance.
    public var colorSetAppearances: Appearances? {
        guard transformer == nil, case .named(let named) = base else { return nil }
        return named.appearances
    }

    /// The system color this color is, when it is one and no transformer applies.
    public var systemColor: SystemColor? {
        guard transformer == nil, case .system(let systemColor) = base else { return nil }
        return systemColor
    }

    /// The concrete color for a set of traits, as `UIColor.resolvedColor(with:)`.
    public func resolvedColor(with traits: TraitCollection) -> ResolvedColor {
        let color: ResolvedColor
        switch base {
        case .system(let systemColor): color = systemColor.resolved(with: traits)
        case .fixed(let rgba): color = ResolvedColor(rgba: rgba)
        case .exact(let exact): color = exact.color
        case .named(let named): color = named.appearances.color(for: traits)
        }
        guard let transformer else { return color }
        return transformer.apply(to: color, traits: traits)
    }

    /// The color resolved, then passed through an optional further transformer: what `resolvedBackgroundColor(for:)`
    /// followed by `resolvedColor(with:)` gives, without building the intermediate color.
    public func resolvedColor(with traits: TraitCollection, transformedBy extra: ColorTransformer?) -> ResolvedColor {
        let color = resolvedColor(with: traits)
        guard let extra else { return color }
        return extra.apply(to: color, traits: traits)
    }

    /// The same color with the given opacity, as `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        ColorTransformer.alpha(alpha)(self)
    }

    /// The color's components in 0...1, as `UIColor.getRed(_:green:blue:alpha:)`; a dynamic color gives those of
    /// unspecified traits (the library has no current trait collection). Always true: every color is sRGB.
    @discardableResult
    public func getRed(
        _ red: inout Double, green: inout Double, blue: inout Double, alpha: inout Double
    ) -> Bool {
        let color = resolvedColor(with: TraitCollection())
        (red, green, blue, alpha) = (color.red, color.green, color.blue, color.alpha)
        return true
    }

    /// The color's name (`systemBlue`, a color set's `brand.accent`) or hex (`#FF0000`), followed by its
    /// transformers if any.
    public var description: String {
        let name: String
        switch base {
        case .system(let systemColor): name = systemColor.rawValue
        case .fixed(let rgba): name = ResolvedColor(rgba: rgba).hexString
        case .exact(let exact): name = exact.color.hexString
        case .named(let named): name = named.name
        }
        guard let transformer else { return name }
        return "\(name) then \(transformer)"
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` into `0xRRGGBBAA`: the one hex reader, for a design token's `hex`
    /// fallback too.
    public static func parseHex(_ text: String) -> UInt32? {
        var utf8 = text.utf8[...]
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        utf8 = utf8.dropFirst()
        var digits: UInt32 = 0
        var count = 0
        for byte in utf8 {
            let nibble: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            count += 1
            guard count <= 8 else { return nil }
            digits = digits << 4 | nibble
        }
        switch count {
        case 3:
            let r = (digits >> 8) & 0xF
            let g = (digits >> 4) & 0xF
            let b = digits & 0xF
            return (r * 0x11) << 24 | (g * 0x11) << 16 | (b * 0x11) << 8 | 0xFF
        case 6: return digits << 8 | 0xFF
        case 8: return digits
        default: return nil
        }
    }
}
