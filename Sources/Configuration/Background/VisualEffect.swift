/// A blur or vibrancy effect behind content, as `UIVisualEffect` (`UIBlurEffect`, `UIVibrancyEffect`).
public enum VisualEffect: Hashable, Sendable, CustomStringConvertible {
    /// A system blur material, as `UIBlurEffect(style:)`.
    case blur(BlurEffectStyle)
    /// Vibrancy over a blur, as `UIVibrancyEffect(blurEffect:style:)`.
    case vibrancy(blur: BlurEffectStyle, style: VibrancyEffectStyle)
    /// A plain Gaussian blur of a given radius: UIKit's private effect behind a reordering row.
    case gaussianBlur(radius: Double)

    /// `systemMaterial`, `vibrancy(systemMaterial,label)` or `gaussianBlur(4.0)`; parsed back by ``init(specification:)``.
    public var description: String {
        switch self {
        case .blur(let style): style.rawValue
        case .vibrancy(let blur, let style): "vibrancy(\(blur.rawValue),\(style.rawValue))"
        case .gaussianBlur(let radius): "gaussianBlur(\(radius))"
        }
    }

    /// Parses a name produced by ``description``; nil for anything else.
    public init?(specification: String) {
        if let style = BlurEffectStyle(rawValue: specification) {
            self = .blur(style)
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
        default:
            return nil
        }
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
