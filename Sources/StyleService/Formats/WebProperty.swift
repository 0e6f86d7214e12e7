import Configuration
import StyleRegistry

/// One resolved property a browser or a design-token tool can use, under the naming scheme the CSS and token formats
/// share: the token path joined with `-` is the CSS custom property (`text.font-size` ↔ `--text-font-size`), and
/// ``jsonPointer`` names the same value in the `POST /v1/resolve` answer. ``all`` is the whole table; `docs/CSS.md`
/// writes it out, and the names are a contract: add properties, never rename them.
struct WebProperty: Sendable {
    /// The token path (`["text", "font-size"]`): a group, when the property has one, and the token's name.
    let tokenPath: [String]
    /// The CSS custom property (`--text-font-size`).
    let cssName: String
    /// Where the same value sits in the JSON answer (`/content/textProperties/font/pointSize`).
    let jsonPointer: String
    /// What the value means, for token tools, when the name alone does not say.
    let description: String?
    /// Reads the value from a resolution.
    let read: @Sendable (StyleResolution) -> WebValue

    init(
        _ tokenPath: [String], json jsonPointer: String, description: String? = nil,
        _ read: @escaping @Sendable (StyleResolution) -> WebValue
    ) {
        self.tokenPath = tokenPath
        self.cssName = "--" + tokenPath.joined(separator: "-")
        self.jsonPointer = jsonPointer
        self.description = description
        self.read = read
    }

    /// Every property, in the order the formats write them.
    static let all: [WebProperty] = background + text("text", json: "textProperties") { $0.textProperties }
        + text("secondary-text", json: "secondaryTextProperties") { $0.secondaryTextProperties } + image + layout

    /// The values of every property of ``all`` for a resolution, in the same order.
    static func values(of resolution: StyleResolution) -> [WebValue] {
        // By index, so only each reader is retained, not each whole property with its strings.
        var values: [WebValue] = []
        values.reserveCapacity(all.count)
        for index in all.indices { values.append(all[index].read(resolution)) }
        return values
    }

    private static let background: [WebProperty] = [
        WebProperty(["background", "color"], json: "/background/backgroundColor") { .color($0.resolvedBackground.backgroundColor) },
        WebProperty(["corner-radius"], json: "/background/cornerRadius") { .length($0.resolvedBackground.cornerRadius) },
    ] + edges("background", prefix: "inset-", json: "/background/physicalBackgroundInsets") {
        $0.resolvedBackground.physicalBackgroundInsets
    } + [
        WebProperty(["stroke", "color"], json: "/background/strokeColor") { .color($0.resolvedBackground.strokeColor) },
        WebProperty(["stroke", "width"], json: "/background/strokeWidth") { .length($0.resolvedBackground.strokeWidth) },
        WebProperty(["stroke", "outset"], json: "/background/strokeOutset", description: "Negative values inset the stroke.") {
            .length($0.resolvedBackground.strokeOutset)
        },
        WebProperty(["visual-effect"], json: "/background/visualEffect") {
            .keyword($0.resolvedBackground.visualEffect.map(WebValue.Keyword.visualEffect) ?? .none)
        },
        WebProperty(
            ["shadow"], json: "/background/shadowProperties",
            description: "UIKit's shadow: opacity folded into the color's alpha, blur twice UIKit's radius."
        ) {
            let shadow = $0.resolvedBackground.shadow
            var color = shadow.color
            color.alpha *= shadow.opacity
            return .shadow(color: color, offsetX: shadow.offset.width, offsetY: shadow.offset.height, blur: shadow.blur)
        },
    ]

    /// Insets on the four physical edges, in CSS's order: `[group, prefix + "top"]` is the value at `json + "/top"`.
    private static func edges(
        _ group: String, prefix: String = "", json: String, _ insets: @escaping @Sendable (StyleResolution) -> EdgeInsets
    ) -> [WebProperty] {
        [
            WebProperty([group, prefix + "top"], json: json + "/top") { .length(insets($0).top) },
            WebProperty([group, prefix + "right"], json: json + "/right") { .length(insets($0).right) },
            WebProperty([group, prefix + "bottom"], json: json + "/bottom") { .length(insets($0).bottom) },
            WebProperty([group, prefix + "left"], json: json + "/left") { .length(insets($0).left) },
        ]
    }

    /// An image size's width and height, `["image", prefix + "width"]` being the value at `json + "/width"`; 0 is the
    /// keyword `zero`.
    private static func imageSize(
        _ prefix: String, json: String, zero: WebValue.Keyword, description: String,
        _ size: @escaping @Sendable (StyleResolution) -> Size
    ) -> [WebProperty] {
        [
            WebProperty(["image", prefix + "width"], json: json + "/width", description: description) {
                .lengthOr(size($0).width, zero: zero)
            },
            WebProperty(["image", prefix + "height"], json: json + "/height", description: description) {
                .lengthOr(size($0).height, zero: zero)
            },
        ]
    }

    /// The properties of text or secondary text, under the token group `group`.
    private static func text(
        _ group: String, json: String, _ properties: @escaping @Sendable (ResolvedListContentConfiguration) -> ResolvedTextProperties
    ) -> [WebProperty] {
        let pointer = "/content/" + json
        return [
            WebProperty([group, "font"], json: pointer + "/font", description: "The whole font: size, weight, line height.") {
                let font = properties($0.resolvedContent).font
                return .font(size: font.pointSize, weight: font.weight.cssValue, lineHeight: font.leading)
            },
            WebProperty([group, "font-size"], json: pointer + "/font/pointSize") {
                .length(properties($0.resolvedContent).font.pointSize)
            },
            WebProperty([group, "font-weight"], json: pointer + "/font/weight") {
                .fontWeight(properties($0.resolvedContent).font.weight.cssValue)
            },
            WebProperty([group, "line-height"], json: pointer + "/font/leading", description: "The font's leading.") {
                .length(properties($0.resolvedContent).font.leading)
            },
            WebProperty([group, "color"], json: pointer + "/color") { .color(properties($0.resolvedContent).color) },
            WebProperty([group, "align"], json: pointer + "/physicalAlignment") {
                switch properties($0.resolvedContent).physicalAlignment {
                case .left: .keyword(.left)
                case .right: .keyword(.right)
                case .center: .keyword(.center)
                case .justify: .keyword(.justify)
                }
            },
            WebProperty([group, "line-clamp"], json: pointer + "/numberOfLines", description: "Most lines shown; 0 is no limit.") {
                .lineCount(properties($0.resolvedContent).numberOfLines)
            },
            WebProperty([group, "transform"], json: pointer + "/transform") {
                switch properties($0.resolvedContent).transform {
                case .none: .keyword(.none)
                case .uppercase: .keyword(.uppercase)
                case .lowercase: .keyword(.lowercase)
                case .capitalized: .keyword(.capitalize)
                }
            },
        ]
    }

    private static let image: [WebProperty] = [
        WebProperty(["image", "tint-color"], json: "/content/imageProperties/tintColor") {
            .color($0.resolvedContent.imageProperties.tintColor)
        },
        WebProperty(["image", "corner-radius"], json: "/content/imageProperties/cornerRadius") {
            .length($0.resolvedContent.imageProperties.cornerRadius)
        },
    ]
        + imageSize(
            "", json: "/content/imageProperties/reservedLayoutSize", zero: .auto,
            description: "The size reserved for the image; 0 is the image's own (CSS auto)."
        ) { $0.resolvedContent.imageProperties.reservedLayoutSize }
        + imageSize("max-", json: "/content/imageProperties/maximumSize", zero: .none, description: "0 is no maximum (CSS none).") {
            $0.resolvedContent.imageProperties.maximumSize
        }

    private static let layout: [WebProperty] =
        edges("layout-margin", json: "/content/layoutMargins") { $0.resolvedContent.layoutMargins }
        + edges("effective-layout-margin", json: "/content/effectiveLayoutMargins") { $0.resolvedContent.effectiveLayoutMargins }
        + [
            WebProperty(["image-to-text-padding"], json: "/content/imageToTextPadding") { .length($0.resolvedContent.imageToTextPadding) },
            WebProperty(["text-to-secondary-text-horizontal-padding"], json: "/content/textToSecondaryTextHorizontalPadding") {
                .length($0.resolvedContent.textToSecondaryTextHorizontalPadding)
            },
            WebProperty(["text-to-secondary-text-vertical-padding"], json: "/content/textToSecondaryTextVerticalPadding") {
                .length($0.resolvedContent.textToSecondaryTextVerticalPadding)
            },
            WebProperty(
                ["text-stack-direction"], json: "/content/prefersSideBySideTextAndSecondaryText",
                description: "How text and secondary text stack: row (side by side) or column."
            ) {
                .keyword($0.resolvedContent.prefersSideBySideTextAndSecondaryText ? .row : .column)
            },
            WebProperty(["content-opacity"], json: "/content/alpha") { .number($0.resolvedContent.alpha) },
        ]
}
