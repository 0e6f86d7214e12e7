import StrictJSON
import ViewConfigurations

extension TokenValueDecoder {
    /// The members of a 2025.10 color value.
    private static let colorMembers = ["colorSpace", "components", "alpha", "hex"]

    /// A 2025.10 color object `{colorSpace, components, alpha?, hex?}` in sRGB, or nil with the problems recorded.
    /// A `none` component reads as 0; a color sRGB cannot show takes its `hex` fallback when it has one.
    mutating func color(_ value: JSONValue, at origin: TokenOrigin) -> ResolvedColor? {
        guard let object = value.objectValue else {
            problems.report(
                origin,
                "expected a color object {\"colorSpace\": …, \"components\": […]}, found "
                    + Self.shortDescription(value)
                    + (value.stringValue?.hasPrefix("#") == true
                        ? "; DTCG 2025.10 writes colors as objects: {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}"
                        : ""))
            return nil
        }
        var valid = true
        for (name, _) in object where !Self.colorMembers.contains(name) {
            let here = origin.appending(name)
            problems.report(here, .unknownName(name, kind: "color member", among: Self.colorMembers, at: here.pointer))
            valid = false
        }
        let space = colorSpace(object["colorSpace"], at: origin.appending("colorSpace"))
        let components = space.flatMap {
            colorComponents(object["components"], in: $0, at: origin.appending("components"))
        }
        let alpha = colorAlpha(object["alpha"], at: origin.appending("alpha"))
        valid = colorHex(object["hex"], at: origin.appending("hex")) && valid
        guard valid, let space, let components, let alpha else { return nil }
        // Outside sRGB's gamut, the author's sRGB fallback stands in for clipping each channel, which shifts hue.
        let tolerance = 0.5 / 255
        if space.srgb(components).contains(where: { $0 < -tolerance || $0 > 1 + tolerance }),
            let hex = object["hex"]?.stringValue, let fallback = Self.hexColor(hex, alpha: alpha)
        {
            return fallback
        }
        return space.resolvedColor(components, alpha: alpha)
    }

    /// A checked `#rrggbb` fallback with an alpha.
    private static func hexColor(_ text: String, alpha: Double) -> ResolvedColor? {
        guard let rgba = Color.parseHex(text) else { return nil }
        let color = ResolvedColor(rgba: rgba)
        return ResolvedColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }

    private mutating func colorSpace(_ value: JSONValue?, at origin: TokenOrigin) -> TokenColorSpace? {
        let names = TokenColorSpace.allCases.map(\.rawValue)
        guard let name = value?.stringValue else {
            problems.report(
                origin,
                "expected \"colorSpace\", one of: \(names.joined(separator: ", "))"
                    + (value.map { ", found \(Self.shortDescription($0))" } ?? ""))
            return nil
        }
        guard let space = TokenColorSpace(rawValue: name) else {
            problems.report(origin, .unknownName(name, kind: "color space", among: names, at: origin.pointer))
            return nil
        }
        return space
    }

    private mutating func colorComponents(
        _ value: JSONValue?, in space: TokenColorSpace, at origin: TokenOrigin
    ) -> [Double]? {
        guard let items = value?.arrayValue, items.count == 3 else {
            let found = value.map { Self.shortDescription($0) } ?? "nothing"
            problems.report(
                origin, "expected \"components\", an array of 3 numbers for \(space.rawValue), found \(found)")
            return nil
        }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            let range = space.componentRanges[index]
            let here = origin.appending(String(index))
            if item.stringValue == "none" {
                numbers.append(0)
            } else if let number = item.doubleValue, range.contains(number) {
                numbers.append(number)
            } else {
                problems.report(
                    here,
                    "expected \(range.expected) or \"none\" for \(space.rawValue), found \(Self.shortDescription(item))"
                )
            }
        }
        return numbers.count == 3 ? numbers : nil
    }

    private mutating func colorAlpha(_ value: JSONValue?, at origin: TokenOrigin) -> Double? {
        guard let value else { return 1 }
        guard let alpha = value.doubleValue, alpha >= 0, alpha <= 1 else {
            problems.report(origin, "expected \"alpha\" from 0 to 1, found \(Self.shortDescription(value))")
            return nil
        }
        return alpha
    }

    /// Whether `hex` is absent or a 6-digit `#rrggbb` fallback.
    private mutating func colorHex(_ value: JSONValue?, at origin: TokenOrigin) -> Bool {
        guard let value else { return true }
        if let text = value.stringValue, text.utf8.count == 7, text.hasPrefix("#"),
            text.utf8.dropFirst().allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) })
        {
            return true
        }
        problems.report(
            origin, "expected \"hex\" as 6 hexadecimal digits (\"#ff00aa\"), found \(Self.shortDescription(value))")
        return false
    }
}
