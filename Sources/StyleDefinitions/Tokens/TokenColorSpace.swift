import ViewConfigurations

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A DTCG 2025.10 `colorSpace`, with the CSS Color 4 conversion of its components to sRGB.
///
/// Every space goes to gamma-encoded sRGB through linear sRGB, via CIE XYZ (D65) for the wide-gamut and
/// perceptual spaces (Bradford-adapted from D50 where the space is D50-relative), with the matrices and transfer
/// functions CSS Color 4 publishes. An out-of-gamut result is clipped to 0...1 per channel.
enum TokenColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The allowed range of one component, as the schema's component definitions say.
    enum ComponentRange {
        /// `0...1` (RGB and XYZ channels, OKLab lightness).
        case unit
        /// `0..<360` degrees.
        case hue
        /// `0...100`.
        case percentage
        /// `0...` without an upper bound.
        case chroma
        /// Any number (Lab's and OKLab's a and b).
        case unbounded

        /// Whether `value` is inside the range.
        func contains(_ value: Double) -> Bool {
            switch self {
            case .unit: value >= 0 && value <= 1
            case .hue: value >= 0 && value < 360
            case .percentage: value >= 0 && value <= 100
            case .chroma: value >= 0
            case .unbounded: true
            }
        }

        /// The range in words, for a problem.
        var expected: String {
            switch self {
            case .unit: "a number from 0 to 1"
            case .hue: "a hue from 0 up to (not including) 360"
            case .percentage: "a number from 0 to 100"
            case .chroma: "a number of at least 0"
            case .unbounded: "a number"
            }
        }
    }

    /// The ranges of the three components.
    var componentRanges: [ComponentRange] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            [.unit, .unit, .unit]
        case .hsl, .hwb: [.hue, .percentage, .percentage]
        case .lab: [.percentage, .unbounded, .unbounded]
        case .lch: [.percentage, .chroma, .hue]
        case .oklab: [.unit, .unbounded, .unbounded]
        case .oklch: [.unit, .chroma, .hue]
        }
    }

    /// The color in sRGB, clipped to its gamut. `components` are the three numbers with `none` read as 0, as CSS
    /// reads a missing component.
    func resolvedColor(_ components: [Double], alpha: Double) -> ResolvedColor {
        let rgb = srgb(components)
        return ResolvedColor(red: Self.clip(rgb[0]), green: Self.clip(rgb[1]), blue: Self.clip(rgb[2]), alpha: alpha)
    }

    /// The color's gamma-encoded sRGB channels, unclipped: outside 0...1 where sRGB cannot show it.
    func srgb(_ components: [Double]) -> [Double] {
        let (c0, c1, c2) = (components[0], components[1], components[2])
        switch self {
        case .srgb: return [c0, c1, c2]
        case .hsl: return Self.hslToSRGB(hue: c0, saturation: c1 / 100, lightness: c2 / 100)
        case .hwb: return Self.hwbToSRGB(hue: c0, whiteness: c1 / 100, blackness: c2 / 100)
        default: return linearSRGB(c0, c1, c2).map(Self.srgbEncode)
        }
    }

    /// The color in linear-light sRGB, unclipped.
    private func linearSRGB(_ c0: Double, _ c1: Double, _ c2: Double) -> [Double] {
        switch self {
        case .srgb: return [c0, c1, c2].map(Self.srgbDecode)
        case .hsl: return Self.hslToSRGB(hue: c0, saturation: c1 / 100, lightness: c2 / 100).map(Self.srgbDecode)
        case .hwb: return Self.hwbToSRGB(hue: c0, whiteness: c1 / 100, blackness: c2 / 100).map(Self.srgbDecode)
        case .srgbLinear: return [c0, c1, c2]
        case .displayP3: return Self.xyzToLinearSRGB(Self.multiply(Self.p3ToXYZ, [c0, c1, c2].map(Self.srgbDecode)))
        case .a98RGB:
            let linear = [c0, c1, c2].map { Self.signedPower($0, 563.0 / 256.0) }
            return Self.xyzToLinearSRGB(Self.multiply(Self.a98ToXYZ, linear))
        case .prophotoRGB:
            let linear = [c0, c1, c2].map(Self.prophotoDecode)
            return Self.xyzToLinearSRGB(Self.multiply(Self.d50ToD65, Self.multiply(Self.prophotoToXYZD50, linear)))
        case .rec2020:
            return Self.xyzToLinearSRGB(Self.multiply(Self.rec2020ToXYZ, [c0, c1, c2].map(Self.rec2020Decode)))
        case .xyzD65: return Self.xyzToLinearSRGB([c0, c1, c2])
        case .xyzD50: return Self.xyzToLinearSRGB(Self.multiply(Self.d50ToD65, [c0, c1, c2]))
        case .lab: return Self.xyzToLinearSRGB(Self.multiply(Self.d50ToD65, Self.labToXYZD50(c0, c1, c2)))
        case .lch:
            let (a, b) = Self.polar(chroma: c1, hue: c2)
            return Self.xyzToLinearSRGB(Self.multiply(Self.d50ToD65, Self.labToXYZD50(c0, a, b)))
        case .oklab: return Self.oklabToLinearSRGB(c0, c1, c2)
        case .oklch:
            let (a, b) = Self.polar(chroma: c1, hue: c2)
            return Self.oklabToLinearSRGB(c0, a, b)
        }
    }

    // MARK: Transfer functions

    /// sRGB's encoding of a linear-light channel, extended to negative values by symmetry.
    static func srgbEncode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude > 0.0031308 ? 1.055 * pow(magnitude, 1 / 2.4) - 0.055 : 12.92 * magnitude
        return value < 0 ? -encoded : encoded
    }

    /// sRGB's (and Display P3's) decoding of a gamma-encoded channel to linear light.
    static func srgbDecode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// ProPhoto RGB's decoding: linear below 16/512, a 1.8 power above.
    private static func prophotoDecode(_ value: Double) -> Double {
        abs(value) <= 16.0 / 512.0 ? value / 16 : signedPower(value, 1.8)
    }

    /// Rec. 2020's decoding, with its published α and β.
    private static func rec2020Decode(_ value: Double) -> Double {
        let alpha = 1.09929682680944
        let beta = 0.018053968510807
        let magnitude = abs(value)
        let linear = magnitude < beta * 4.5 ? magnitude / 4.5 : pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
        return value < 0 ? -linear : linear
    }

    private static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }

    private static func clip(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }

    // MARK: Models

    /// CSS Color 4's `hsl()` to sRGB.
    private static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        let a = saturation * min(lightness, 1 - lightness)
        return [0.0, 8.0, 4.0].map { n in
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
    }

    /// CSS Color 4's `hwb()` to sRGB: gray when whiteness and blackness add up to 1 or more.
    private static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> [Double] {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return [gray, gray, gray]
        }
        return hslToSRGB(hue: hue, saturation: 1, lightness: 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
    }

    /// Cartesian a and b from polar chroma and hue (degrees).
    private static func polar(chroma: Double, hue: Double) -> (Double, Double) {
        let radians = hue * Double.pi / 180
        return (chroma * cos(radians), chroma * sin(radians))
    }

    /// CIE Lab (D50) to XYZ (D50).
    private static func labToXYZD50(_ lightness: Double, _ a: Double, _ b: Double) -> [Double] {
        let kappa = 24389.0 / 27.0
        let epsilon = 216.0 / 24389.0
        let f1 = (lightness + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lightness > kappa * epsilon ? pow(f1, 3) : lightness / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
        return [x * white[0], y * white[1], z * white[2]]
    }

    /// OKLab to linear sRGB, through OKLab's LMS cone space.
    private static func oklabToLinearSRGB(_ lightness: Double, _ a: Double, _ b: Double) -> [Double] {
        let lms = multiply(oklabToLMS, [lightness, a, b]).map { $0 * $0 * $0 }
        return xyzToLinearSRGB(multiply(lmsToXYZ, lms))
    }

    private static func xyzToLinearSRGB(_ xyz: [Double]) -> [Double] { multiply(xyzToLinearSRGBMatrix, xyz) }

    private static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
    }

    // MARK: CSS Color 4's matrices

    private static let xyzToLinearSRGBMatrix: [[Double]] = [
        [12831.0 / 3959.0, -329.0 / 214.0, -1974.0 / 3959.0],
        [-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0],
        [705.0 / 12673.0, -2585.0 / 12673.0, 705.0 / 667.0],
    ]
    private static let p3ToXYZ: [[Double]] = [
        [608311.0 / 1250200.0, 189793.0 / 714400.0, 198249.0 / 1000160.0],
        [35783.0 / 156275.0, 247089.0 / 357200.0, 198249.0 / 2500400.0],
        [0.0, 32229.0 / 714400.0, 5220557.0 / 5000800.0],
    ]
    private static let a98ToXYZ: [[Double]] = [
        [573536.0 / 994567.0, 263643.0 / 1420810.0, 187206.0 / 994567.0],
        [591459.0 / 1989134.0, 6239551.0 / 9945670.0, 374412.0 / 4972835.0],
        [53769.0 / 1989134.0, 351524.0 / 4972835.0, 4929758.0 / 4972835.0],
    ]
    private static let prophotoToXYZD50: [[Double]] = [
        [0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
        [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
        [0.0, 0.0, 0.8251046025104602],
    ]
    private static let rec2020ToXYZ: [[Double]] = [
        [63426534.0 / 99577255.0, 20160776.0 / 139408157.0, 47086771.0 / 278816314.0],
        [26158966.0 / 99577255.0, 472592308.0 / 697040785.0, 8267143.0 / 139408157.0],
        [0.0, 19567812.0 / 697040785.0, 295819943.0 / 278816314.0],
    ]
    /// Bradford chromatic adaptation from D50 to D65.
    private static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    private static let oklabToLMS: [[Double]] = [
        [1.0, 0.3963377773761749, 0.2158037573099136],
        [1.0, -0.1055613458156586, -0.0638541728258133],
        [1.0, -0.0894841775298119, -1.2914855480194092],
    ]
    private static let lmsToXYZ: [[Double]] = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.112286803280317, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
}
