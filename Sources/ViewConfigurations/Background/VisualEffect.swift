/// A blur, vibrancy or glass effect behind content, as `UIVisualEffect` (`UIBlurEffect`, `UIVibrancyEffect`,
/// `UIGlassEffect`, `UIGlassContainerEffect`).
public enum VisualEffect: Hashable, Sendable, CustomStringConvertible {
    /// A system blur material, as `UIBlurEffect(style:)`.
    case blur(BlurEffectStyle)
    /// Vibrancy over a blur, as `UIVibrancyEffect(blurEffect:style:)`.
    case vibrancy(blur: BlurEffectStyle, style: VibrancyEffectStyle)
    /// A plain Gaussian blur of a given radius: UIKit's private effect behind a reordering row.
    case gaussianBlur(radius: Double)
    /// Liquid Glass, as `UIGlassEffect(style:)` (iOS 26 SDK headers).
    case glass(GlassEffect)
    /// A container that merges the glass elements inside it, as `UIGlassContainerEffect` (iOS 26 SDK headers).
    case glassContainer(GlassContainerEffect)

    /// `systemMaterial`, `vibrancy(systemMaterial,label)`, `gaussianBlur(4.0)`, `glass(clear,interactive,tint:systemBlue)`
    /// or `glassContainer(12.0)`; parsed back by ``init(specification:)``.
    public var description: String {
        switch self {
        case .blur(let style): style.rawValue
        case .vibrancy(let blur, let style): "vibrancy(\(blur.rawValue),\(style.rawValue))"
        case .gaussianBlur(let radius): "gaussianBlur(\(radius))"
        case .glass(let glass): glass.description
        case .glassContainer(let container): "glassContainer(\(container.spacing))"
        }
    }

    /// Parses a name produced by ``description``; nil for anything else. `glass` alone is the regular glass and
    /// `glassContainer` alone a container of spacing 0, UIKit's defaults.
    public init?(specification: String) {
        if let style = BlurEffectStyle(rawValue: specification) {
            self = .blur(style)
            return
        }
        if specification == "glass" {
            self = .glass(GlassEffect())
            return
        }
        if specification == "glassContainer" {
            self = .glassContainer(GlassContainerEffect())
            return
        }
        guard let open = specification.firstIndex(of: "("), specification.last == ")" else { return nil }
        let name = specification[..<open]
        let arguments = specification[
            specification.index(after: open)..<specification.index(before: specification.endIndex)]
        switch name {
        case "vibrancy":
            let parts = arguments.split(separator: ",").map { String($0.trimmingSpaces()) }
            guard parts.count == 2, let blur = BlurEffectStyle(rawValue: parts[0]),
                let style = VibrancyEffectStyle(rawValue: parts[1])
            else { return nil }
            self = .vibrancy(blur: blur, style: style)
        case "gaussianBlur":
            guard let radius = Double(arguments.trimmingSpaces()), radius >= 0, radius.isFinite else { return nil }
            self = .gaussianBlur(radius: radius)
        case "glass":
            guard let glass = GlassEffect(arguments: arguments) else { return nil }
            self = .glass(glass)
        case "glassContainer":
            guard let spacing = Double(arguments.trimmingSpaces()), spacing.isFinite,
                GlassContainerEffect.spacingRange.contains(spacing)
            else { return nil }
            self = .glassContainer(GlassContainerEffect(spacing: spacing))
        default:
            return nil
        }
    }

    /// The glass effect, when this is one.
    public var glass: GlassEffect? {
        if case .glass(let glass) = self { glass } else { nil }
    }
}

/// Liquid Glass, as `UIGlassEffect` (iOS 26): a style, whether it reacts to touch, and an optional tint.
public struct GlassEffect: Hashable, Sendable, CustomStringConvertible {
    /// The glass variants, as `UIGlassEffect.Style` (raw values 0 and 1).
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// The standard glass.
        case regular
        /// A more transparent glass, for use over rich media.
        case clear
    }

    /// The variant; `UIGlassEffect(style:)` takes it.
    public var style: Style
    /// Whether the glass reacts to touches (`isInteractive`, default false).
    public var isInteractive: Bool
    /// The tint mixed into the glass (`tintColor`, default nil: none).
    public var tintColor: Color?

    /// A glass effect with UIKit's defaults: regular, not interactive, no tint.
    public init(style: Style = .regular, isInteractive: Bool = false, tintColor: Color? = nil) {
        self.style = style
        self.isInteractive = isInteractive
        self.tintColor = tintColor
    }

    /// `glass(regular)`, `glass(clear,interactive)`, `glass(regular,tint:systemBlue)`.
    public var description: String {
        var parts = [style.rawValue]
        if isInteractive { parts.append("interactive") }
        if let tintColor { parts.append("tint:\(tintColor)") }
        return "glass(" + parts.joined(separator: ",") + ")"
    }

    /// Parses the arguments of ``description``: a style first, then `interactive` and `tint:<color>` in any order.
    init?(arguments: Substring) {
        let parts = arguments.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard let first = parts.first, let style = Style(rawValue: String(first)) else { return nil }
        self.init(style: style)
        for part in parts.dropFirst() {
            if part == "interactive", !isInteractive {
                isInteractive = true
            } else if part.hasPrefix("tint:"), tintColor == nil {
                let text = String(part.dropFirst("tint:".count))
                guard let color = Color(hex: text) ?? Color(name: text) else { return nil }
                tintColor = color
            } else {
                return nil
            }
        }
    }
}

/// A container merging the glass inside it, as `UIGlassContainerEffect` (iOS 26).
public struct GlassContainerEffect: Hashable, Sendable {
    /// The spacings a document may give, in points.
    public static let spacingRange: ClosedRange<Double> = 0...10_000

    /// The distance at which glass elements begin to merge (`spacing`, default 0).
    public var spacing: Double

    /// A container with the given spacing; UIKit's default is 0.
    public init(spacing: Double = 0) {
        self.spacing = spacing
    }
}

/// Blur materials, as `UIBlurEffect.Style`.
public enum BlurEffectStyle: String, CaseIterable, Hashable, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark
}

/// Vibrancy styles, as `UIVibrancyEffectStyle`.
public enum VibrancyEffectStyle: String, CaseIterable, Hashable, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

extension GlassEffect {
    /// How a web page can approximate this glass, which has no CSS equivalent: a translucent fill (white in light
    /// mode, black in dark, the tint mixed in) drawn over a backdrop blurred by `blur` points and saturated by
    /// `saturation`; the clear style is more transparent and less blurred. The numbers are choices, not UIKit's
    /// (its glass refracts rather than blurs); `docs/CSS.md` describes them.
    public func webApproximation(
        with traits: TraitCollection
    ) -> (fill: ResolvedColor, blur: Double, saturation: Double) {
        let base = ResolvedColor(rgba: traits.isDark ? 0x0000_00FF : 0xFFFF_FFFF)
        var fill = base
        if let tint = tintColor?.resolvedColor(with: traits) {
            fill = ColorTransformer.mix(
                base, tint, fraction: ReferenceChoices.glassTintShare * tint.alpha, keepAlpha: true)
        }
        let regular = style == .regular
        fill.alpha = regular ? ReferenceChoices.glassFillOpacity.regular : ReferenceChoices.glassFillOpacity.clear
        let blur = regular ? ReferenceChoices.glassBlur.regular : ReferenceChoices.glassBlur.clear
        return (fill, blur, ReferenceChoices.glassSaturation)
    }
}
