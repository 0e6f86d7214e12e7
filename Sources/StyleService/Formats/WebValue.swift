import StrictJSON
import ViewConfigurations

/// A resolved property's value in the shape the web formats need: CSS writes it as a custom property value, the
/// design tokens as a DTCG `$value` of the matching `$type`.
enum WebValue: Hashable, Sendable {
    /// An sRGB color with alpha: CSS `#RRGGBB`/`#RRGGBBAA`, token `color`.
    case color(ResolvedColor)
    /// A length in points, one point being one CSS pixel: CSS `17px`, token `dimension`.
    case length(Double)
    /// A length where 0 means a keyword (`none` for a maximum, `auto` for a reserved size): CSS the keyword or `px`,
    /// token `dimension`, but the keyword is never a `0px` token: see ``isTokenValue``.
    case lengthOr(Double, zero: Keyword)
    /// A plain number: CSS number, token `number`.
    case number(Double)
    /// Lines of text, 0 meaning no limit: CSS `none` or the count, token `number`, but `none` is never a `0` token:
    /// see ``isTokenValue``.
    case lineCount(Int)
    /// A numeric font weight, 100 to 900: CSS number, token `fontWeight`.
    case fontWeight(Int)
    /// A whole font: CSS `font` shorthand (`400 17px/22px system-ui, …`), token `typography`.
    case font(size: Double, weight: Int, lineHeight: Double)
    /// A drop shadow, opacity folded into the color's alpha: CSS `box-shadow` value (`none` when clear), token
    /// `shadow`.
    case shadow(color: ResolvedColor, offsetX: Double, offsetY: Double, blur: Double)
    /// A CSS keyword (alignment, text transform, visual effect, stack direction); no DTCG type holds one, so tokens
    /// carry it in ``extensionNamespace``'s `values`.
    case keyword(Keyword)
    /// The translucent fill approximating a glass effect (transparent without one): CSS the color, token `color`
    /// carrying UIKit's glass parameters under `$extensions`, since DTCG has no type for them.
    case glassFill(ResolvedColor, GlassToken?)
    /// A CSS `backdrop-filter` value (`blur(18px) saturate(1.8)`, or `none` when 0 blur); no DTCG type holds one, so
    /// tokens carry it as a keyword.
    case backdropFilter(blur: Double, saturation: Double)
    /// Text from a document (an accessory label's): CSS a string in double quotes, escaped by ``CSSSyntax/string(_:)``;
    /// no DTCG type holds one, so tokens carry it, escaped alike, in ``extensionNamespace``'s `values`.
    case string(String)

    /// UIKit's glass parameters as the tokens carry them, plain values only (the tint resolved, as `0xRRGGBBAA`).
    struct GlassToken: Hashable, Sendable {
        /// `regular` or `clear`; nil for a glass container.
        var style: GlassEffect.Style?
        var isInteractive = false
        var tint: UInt32?
        /// A glass container's spacing; nil for a glass effect.
        var containerSpacing: Double?
    }

    /// The keywords the properties use, and UIKit's visual effect by name. Every case holds plain values only, so
    /// values copy and compare without reference counting: the stylesheet compares thousands of them.
    enum Keyword: Hashable, Sendable {
        case none, auto, left, right, center, justify, uppercase, lowercase, capitalize, row, column
        /// Logical alignment and the reversed flex directions (a button's image after or below its title).
        case start, end, rowReverse, columnReverse
        /// Whether a part shows (`visibility`), is laid out (`display`), or a color that draws nothing.
        case visible, hidden, flex, transparent
        /// A blur, vibrancy or Gaussian blur (glass holds a color, so it has the two cases below).
        case visualEffect(VisualEffect)
        /// `glass(regular)`, `glass(clear,interactive)`: the tint is in the glass fill.
        case glass(GlassEffect.Style, isInteractive: Bool)
        /// `glassContainer(12)`.
        case glassContainer(spacing: Double)

        /// The keyword of a visual effect.
        init(_ effect: VisualEffect) {
            switch effect {
            case .glass(let glass): self = .glass(glass.style, isInteractive: glass.isInteractive)
            case .glassContainer(let container): self = .glassContainer(spacing: container.spacing)
            default: self = .visualEffect(effect)
            }
        }

        var css: String {
            switch self {
            case .none: "none"
            case .auto: "auto"
            case .left: "left"
            case .right: "right"
            case .center: "center"
            case .justify: "justify"
            case .uppercase: "uppercase"
            case .lowercase: "lowercase"
            case .capitalize: "capitalize"
            case .row: "row"
            case .column: "column"
            case .start: "start"
            case .end: "end"
            case .rowReverse: "row-reverse"
            case .columnReverse: "column-reverse"
            case .visible: "visible"
            case .hidden: "hidden"
            case .flex: "flex"
            case .transparent: "transparent"
            case .visualEffect(let effect): effect.description
            case .glass(let style, let isInteractive): "glass(\(style.rawValue)\(isInteractive ? ",interactive" : ""))"
            case .glassContainer(let spacing): "glassContainer(\(WebValue.number(spacing)))"
            }
        }
    }

    /// The font families every font is drawn with: the platform's system font first, as UIKit's system font.
    static let fontFamilies = ["system-ui", "-apple-system", "sans-serif"]

    /// The value as CSS writes it in a custom property, lengths in `px`.
    var css: String { css(units: .px) }

    /// The value as CSS writes it in a custom property, lengths in `units`.
    func css(units: CSSOptions.Units) -> String {
        func length(_ points: Double) -> String { Self.length(points, units: units) }
        return switch self {
        case .color(let color): color.hexString
        case .length(let points): length(points)
        case .lengthOr(let points, let keyword): points > 0 ? length(points) : keyword.css
        case .number(let number): Self.number(number)
        case .lineCount(let lines): lines > 0 ? String(lines) : "none"
        case .fontWeight(let weight): String(weight)
        case .font(let size, let weight, let lineHeight):
            "\(weight) \(length(size))/\(length(lineHeight)) \(Self.fontFamilies.joined(separator: ", "))"
        case .shadow(let color, let offsetX, let offsetY, let blur):
            color.isClear
                ? "none" : "\(length(offsetX)) \(length(offsetY)) \(length(blur)) \(color.hexString)"
        case .keyword(let keyword): keyword.css
        case .glassFill(let color, _): color.hexString
        case .backdropFilter(let blur, let saturation):
            blur > 0 ? "blur(\(length(blur))) saturate(\(Self.number(saturation)))" : "none"
        case .string(let text): CSSSyntax.string(text)
        }
    }

    /// Whether the value is a DTCG token: it has a ``tokenType`` and is not a keyword in disguise (a length or line
    /// count of 0 that CSS writes `auto` or `none`). Tokens carry the others in ``extensionNamespace``'s `values`, as
    /// CSS writes them, so no tool turns `auto` into `0px`.
    var isTokenValue: Bool {
        switch self {
        case .lengthOr(let points, _): points > 0
        case .lineCount(let lines): lines > 0
        default: tokenType != nil
        }
    }

    /// The DTCG `$type` of the property the value belongs to, nil for a keyword and a backdrop filter, which no DTCG
    /// type holds; a value that is not ``isTokenValue`` is written as CSS in `$extensions` instead.
    var tokenType: String? {
        switch self {
        case .color, .glassFill: "color"
        case .length, .lengthOr: "dimension"
        case .number, .lineCount: "number"
        case .fontWeight: "fontWeight"
        case .font: "typography"
        case .shadow: "shadow"
        case .keyword, .backdropFilter, .string: nil
        }
    }

    /// Writes the value as a DTCG `$value` (2025.10): colors as `{colorSpace, components, alpha, hex}`, dimensions
    /// as `{value, unit}`, composites as their objects.
    func writeToken(into writer: inout JSONWriter) {
        switch self {
        case .color(let color), .glassFill(let color, _): Self.writeColor(color, into: &writer)
        case .length(let points), .lengthOr(let points, _): Self.writeDimension(points, into: &writer)
        case .number(let number): writer.value(Self.rounded(number))
        case .lineCount(let lines): writer.value(lines)
        case .fontWeight(let weight): writer.value(weight)
        case .font(let size, let weight, let lineHeight):
            writer.beginObject()
            writer.fieldName("fontFamily")
            writer.beginArray()
            for family in Self.fontFamilies { writer.value(family) }
            writer.endArray()
            writer.fieldName("fontSize")
            Self.writeDimension(size, into: &writer)
            writer.fieldName("fontWeight")
            writer.value(weight)
            writer.fieldName("letterSpacing")
            Self.writeDimension(0, into: &writer)
            writer.fieldName("lineHeight")
            writer.value(Self.rounded(size > 0 ? lineHeight / size : 1))
            writer.endObject()
        case .shadow(let color, let offsetX, let offsetY, let blur):
            writer.beginObject()
            writer.fieldName("color")
            Self.writeColor(color, into: &writer)
            writer.fieldName("offsetX")
            Self.writeDimension(offsetX, into: &writer)
            writer.fieldName("offsetY")
            Self.writeDimension(offsetY, into: &writer)
            writer.fieldName("blur")
            Self.writeDimension(blur, into: &writer)
            writer.fieldName("spread")
            Self.writeDimension(0, into: &writer)
            writer.endObject()
        case .keyword(let keyword): writer.value(keyword.css)
        case .backdropFilter, .string: writer.value(css)
        }
    }

    /// The one `$extensions` member every token file of StyleResolver writes, reverse-DNS as DTCG asks: under it, a
    /// glass fill token's `glass` (UIKit's parameters) and a group's `values` (the values no DTCG type holds, by token
    /// path, as CSS writes them).
    static let extensionNamespace = "com.styleresolver"

    /// Writes the token's `$extensions` member, when it has one: a glass fill's UIKit parameters,
    /// `{"com.styleresolver": {"glass": {"effect": "glass", "style", "isInteractive", "tintColor"}}}` or
    /// `{… {"glass": {"effect": "glassContainer", "spacing"}}}`.
    func writeTokenExtensions(into writer: inout JSONWriter) {
        guard case .glassFill(_, let glass?) = self else { return }
        writer.fieldName("$extensions")
        writer.beginObject()
        writer.key(Self.extensionNamespace)
        writer.beginObject()
        writer.key("glass")
        writer.beginObject()
        if let spacing = glass.containerSpacing {
            writer.field("effect", "glassContainer")
            writer.field("spacing", Self.rounded(spacing))
        } else {
            writer.field("effect", "glass")
            writer.field("style", (glass.style ?? .regular).rawValue)
            writer.field("isInteractive", glass.isInteractive)
            writer.fieldName("tintColor")
            if let tint = glass.tint { writer.value(ResolvedColor(rgba: tint)) } else { writer.null() }
        }
        writer.endObject()
        writer.endObject()
        writer.endObject()
    }

    // MARK: Numbers

    /// A number rounded to 4 decimals: finer than any 8-bit color step or sub-pixel a browser draws, and free of
    /// binary noise such as `0.30000000000000004`.
    static func rounded(_ number: Double) -> Double {
        guard number.isFinite else { return 0 }
        let rounded = (number * 10_000).rounded() / 10_000
        return rounded == 0 ? 0 : rounded
    }

    /// A number as CSS writes it: rounded, integral values without a fraction (`17`, `0.5`, `20.3333`).
    static func number(_ number: Double) -> String {
        let value = rounded(number)
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A length in CSS pixels (`17px`, `0px`).
    static func pixels(_ points: Double) -> String { number(points) + "px" }

    /// A length in a unit: pixels, or rem of 16 pixels (`1.0625rem`, `0rem`).
    static func length(_ points: Double, units: CSSOptions.Units) -> String {
        switch units {
        case .px: pixels(points)
        case .rem: number(points / 16) + "rem"
        }
    }

    private static func writeDimension(_ points: Double, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.fieldName("value")
        writer.value(rounded(points))
        writer.fieldName("unit")
        writer.value("px")
        writer.endObject()
    }

    private static func writeColor(_ color: ResolvedColor, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.fieldName("colorSpace")
        writer.value("srgb")
        writer.fieldName("components")
        writer.beginArray()
        writer.value(rounded(color.red))
        writer.value(rounded(color.green))
        writer.value(rounded(color.blue))
        writer.endArray()
        writer.fieldName("alpha")
        writer.value(rounded(color.alpha))
        writer.fieldName("hex")
        // DTCG's hex is the six-digit sRGB fallback; the alpha is its own member.
        writer.value(String(color.hexString.prefix(7)).lowercased())
        writer.endObject()
    }
}
