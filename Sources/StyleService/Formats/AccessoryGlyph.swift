import ViewConfigurations

/// The shapes the stylesheet draws an accessory with, as self-contained SVG masks (`data:` URIs, no request), tinted
/// by the accessory's custom properties: the glyph in its color, and for a disc type the disc, the glyph knocked out
/// of it as SF Symbols' `.fill` variants do. The symbols' outlines are Apple's; these are drawn to match their size
/// and stroke, sized in `em` of the row's text so Dynamic Type scales them (UIKit's rendered glyph sizes are not
/// public).
struct AccessoryGlyph: Sendable {
    /// Width and height in `em` of the text's font size.
    let width: Double
    let height: Double
    /// The glyph's SVG, its view box `width × height` in units of 1/17 em.
    let glyph: String
    /// The disc's SVG, the glyph knocked out of it; nil for a type without a disc.
    let disc: String?
    /// Whether the glyph points along the reading direction, so right to left mirrors it.
    var mirrors = false

    /// The glyph of a type; a multiselect control's unselected ring is ``multiselectRing``, a label has none.
    static func of(_ type: CellAccessory.AccessoryType) -> AccessoryGlyph? {
        switch type {
        case .disclosureIndicator, .outlineDisclosure: chevron
        case .checkmark: checkmark
        case .delete: disc(knockingOut: minus)
        case .insert: disc(knockingOut: plus)
        case .multiselect: disc(knockingOut: check)
        case .reorder: reorder
        case .detail: detail
        case .popUpMenu: popUp
        case .label: nil
        }
    }

    /// The multiselect control's glyph when the row is not selected: an empty ring.
    static let multiselectRing = AccessoryGlyph(
        width: 22, height: 22, glyph: svg(22, 22, "<circle cx='11' cy='11' r='10' \(stroke(1.6))/>"), disc: nil)

    private static let chevron = AccessoryGlyph(
        width: 8, height: 14, glyph: svg(8, 14, "<path d='M1.5 1.5 6.5 7l-5 5.5' \(stroke(2.2))/>"), disc: nil,
        mirrors: true)
    private static let checkmark = AccessoryGlyph(
        width: 15, height: 15, glyph: svg(15, 15, "<path d='M1.5 8 5.5 12.5 13.5 2' \(stroke(2.2))/>"), disc: nil)
    private static let reorder = AccessoryGlyph(
        width: 18, height: 12,
        glyph: svg(
            18, 12, "<path d='M1 1.5h16M1 6h16M1 10.5h16' \(stroke(1.6))/>"), disc: nil)
    private static let detail = AccessoryGlyph(
        width: 22, height: 22,
        glyph: svg(
            22, 22,
            "<circle cx='11' cy='11' r='10' \(stroke(1.6))/><circle cx='11' cy='6.5' r='1.3'/>"
                + "<path d='M9 9.5h2.2v6.5M9 16h4.5' \(stroke(1.6))/>"), disc: nil)
    private static let popUp = AccessoryGlyph(
        width: 9, height: 16,
        glyph: svg(9, 16, "<path d='M1.5 5.5 4.5 2.5l3 3M1.5 10.5l3 3 3-3' \(stroke(1.8))/>"), disc: nil)

    /// The marks knocked out of a disc (22 × 22 view box).
    private static let minus = "<path d='M6 11h10' \(stroke(2.2))/>"
    private static let plus = "<path d='M6 11h10M11 6v10' \(stroke(2.2))/>"
    private static let check = "<path d='M6.5 11.5 9.5 14.5 15.5 7.5' \(stroke(2.2))/>"

    /// A 22 × 22 disc type: the mark as the glyph, the disc with the mark knocked out of it.
    private static func disc(knockingOut mark: String) -> AccessoryGlyph {
        let hole =
            "<defs><mask id='m'><rect width='22' height='22' fill='white'/>"
            + mark + "</mask></defs><circle cx='11' cy='11' r='11' mask='url(#m)'/>"
        return AccessoryGlyph(width: 22, height: 22, glyph: svg(22, 22, mark), disc: svg(22, 22, hole))
    }

    /// A round-capped stroke with no fill.
    private static func stroke(_ width: Double) -> String {
        "fill='none' stroke='black' stroke-width='\(WebValue.number(width))' stroke-linecap='round' "
            + "stroke-linejoin='round'"
    }

    /// An SVG document of the given view box.
    private static func svg(_ width: Int, _ height: Int, _ body: String) -> String {
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 \(width) \(height)'>\(body)</svg>"
    }

    /// An SVG as a CSS `url("data:…")`, the characters a URL or a CSS string would misread percent-encoded.
    static func url(_ svg: String) -> String {
        var encoded = ""
        for character in svg {
            switch character {
            case "<": encoded += "%3C"
            case ">": encoded += "%3E"
            case "#": encoded += "%23"
            case "%": encoded += "%25"
            case "\"": encoded += "%22"
            default: encoded.append(character)
            }
        }
        return "url(\"data:image/svg+xml," + encoded + "\")"
    }
}
