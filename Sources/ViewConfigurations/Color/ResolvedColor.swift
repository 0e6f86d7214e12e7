#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A concrete sRGB color with alpha, each component in 0...1: what a dynamic ``Color`` becomes for a set of traits.
public struct ResolvedColor: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a color from components in 0...1; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Creates a color from a packed `0xRRGGBBAA` value.
    public init(rgba: UInt32) {
        self.red = Double((rgba >> 24) & 0xFF) / 255
        self.green = Double((rgba >> 16) & 0xFF) / 255
        self.blue = Double((rgba >> 8) & 0xFF) / 255
        self.alpha = Double(rgba & 0xFF) / 255
    }

    /// The color as 8-bit `0xRRGGBBAA`, each component rounded to the nearest step.
    public var rgba: UInt32 {
        (UInt32(Self.byte(red)) << 24) | (UInt32(Self.byte(green)) << 16) | (UInt32(Self.byte(blue)) << 8)
            | UInt32(Self.byte(alpha))
    }

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise; uppercase, 8-bit rounding.
    public var hexString: String {
        let value = rgba
        let opaque = value & 0xFF == 0xFF
        let count = opaque ? 7 : 9
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer[0] = UInt8(ascii: "#")
            for index in 1..<count {
                let nibble = UInt8((value >> UInt32(32 - 4 * index)) & 0xF)
                buffer[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
            }
            return count
        }
    }

    /// Whether the color draws nothing (alpha rounds to zero).
    public var isClear: Bool { Self.byte(alpha) == 0 }

    /// Relative luminance (WCAG 2.x) of the color, ignoring alpha.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.x contrast ratio between this color and another, from 1 (none) to 21 (black on white):
    /// `(L1 + 0.05) / (L2 + 0.05)` with the lighter luminance on top. Alpha is ignored: composite first.
    public func contrastRatio(with other: ResolvedColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This color composited over an opaque background ("source over").
    public func composited(over background: ResolvedColor) -> ResolvedColor {
        let a = alpha + background.alpha * (1 - alpha)
        guard a > 0 else { return ResolvedColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / a
        }
        return ResolvedColor(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue),
            alpha: a)
    }

    public var description: String { hexString }

    static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    static func byte(_ component: Double) -> UInt8 {
        UInt8((clamp(component) * 255).rounded())
    }
}
