import StyleDefinitions
import ViewConfigurations

/// One resolved property a browser or a design-token tool can use, under the naming scheme the CSS and token formats
/// share: the token path joined with `-` is the CSS custom property (`text.font-size` ↔ `--text-font-size`), and
/// ``jsonPointer`` names the same value in the `POST /v1/resolve` answer. ``all`` holds the properties every style has,
/// ``list`` and ``accessory(_:index:)`` those of the row around a cell (``WebPropertyTable`` picks a style's);
/// `docs/CSS.md` writes them out, and the names are a contract: add properties, never rename them.
struct WebProperty: Sendable {
    /// The token path (`["text", "font-size"]`): a group, when the property has one, and the token's name.
    let tokenPath: [String]
    /// The CSS custom property (`--text-font-size`).
    let cssName: String
    /// Where the same value sits in the JSON answer (`/content/textProperties/font/pointSize`).
    let jsonPointer: String
    /// What the value means, for token tools, when the name alone does not say.
    let description: String?
    /// Whether ``jsonPointer`` names the value in the answer for content with an image (the separators' inset of a
    /// row with an image), whatever the request's content.
    let answerHasImage: Bool
    /// Reads the value from a resolution's concrete values.
    let reader: @Sendable (Source) -> WebValue

    /// What the readers read: a resolution's concrete background and content and its traits, copied out of the
    /// resolution once for all the properties rather than once by each; and the row around the cell (the list, the
    /// separators, the accessories) only when the table has properties that read it.
    struct Source {
        let background: ResolvedBackgroundConfiguration
        let content: ResolvedListContentConfiguration
        let traits: TraitCollection
        /// The list around the cell; nil outside a list, or when no property reads it.
        let list: ResolvedCollectionLayoutListConfiguration?
        /// The separators as the answer gives them (for the content's image or its absence), and for content with an
        /// image; nil with ``list``.
        let separators: ResolvedListSeparators?
        let imageSeparators: ResolvedListSeparators?
        /// The accessories resolved for the state, in drawing order; empty when no property reads them.
        let accessories: [ResolvedCellAccessory]

        init(_ resolution: StyleResolution, readingList: Bool = false, readingAccessories: Bool = false) {
            background = resolution.resolvedBackground
            content = resolution.resolvedContent
            traits = resolution.traits
            if readingList, let list = resolution.list {
                func separators(hasImage: Bool) -> ResolvedListSeparators {
                    list.separatorConfiguration.resolved(
                        for: resolution.state,
                        anchor: SeparatorTextAnchor(resolution.content, traits: resolution.traits, hasImage: hasImage),
                        showsSeparators: list.showsSeparators)
                }
                self.list = list.resolved(with: resolution.traits)
                let image = separators(hasImage: true)
                self.separators = content.image == nil ? separators(hasImage: false) : image
                self.imageSeparators = image
            } else {
                (list, separators, imageSeparators) = (nil, nil, nil)
            }
            accessories =
                readingAccessories && !resolution.accessories.isEmpty
                ? resolution.accessories.sorted {
                    CellAccessory.drawsBefore($0.accessoryType, $1.accessoryType)
                }.map {
                    $0.resolved(
                        for: resolution.state, tintColor: resolution.tintColor, contentStyle: resolution.content.style)
                } : []
        }
    }

    /// The property's value in a resolution.
    func read(_ resolution: StyleResolution) -> WebValue {
        reader(Source(resolution, readingList: true, readingAccessories: true))
    }

    init(
        _ tokenPath: [String], json jsonPointer: String, answerHasImage: Bool = false, description: String? = nil,
        _ read: @escaping @Sendable (Source) -> WebValue
    ) {
        self.tokenPath = tokenPath
        self.cssName = "--" + tokenPath.joined(separator: "-")
        self.jsonPointer = jsonPointer
        self.answerHasImage = answerHasImage
        self.description = description
        self.reader = read
    }

    /// A property named by its catalogue row: the row's token path, with `part` appended to its last component for
    /// one part of a value the formats split (`inset-` + `top`); the JSON pointer of the row's path under `root`,
    /// unless the answer writes the value elsewhere (`json`, for values it derives, such as physical edges).
    init<Values>(
        _ row: PropertyRow<Values>?, under root: String, part: String = "", json: String? = nil,
        description: String? = nil, _ read: @escaping @Sendable (Source) -> WebValue
    ) {
        var tokenPath = row?.tokenPath ?? []
        if let last = tokenPath.indices.last { tokenPath[last] += part }
        self.init(tokenPath, json: json ?? Self.pointer(row, under: root), description: description, read)
    }

    /// The JSON pointer of a row's value in the answer (`/content/textProperties/font`).
    static func pointer<Values>(_ row: PropertyRow<Values>?, under root: String) -> String {
        "/" + root + "/" + (row?.path ?? "").split(separator: ".").joined(separator: "/")
    }

    /// The properties every style has, in the order the formats write them.
    static let all: [WebProperty] =
        background
        + text(.textProperties) { $0.textProperties } + text(.secondaryTextProperties) { $0.secondaryTextProperties }
        + image + layout

    private typealias Background = BackgroundConfiguration
    private typealias Content = ListContentConfiguration

    /// A background property's catalogue row.
    private static func background(_ property: Background.Property) -> PropertyRow<Background.Values>? {
        Background.catalogue.property(property)
    }

    /// A content property's catalogue row.
    private static func content(_ property: Content.Property) -> PropertyRow<Content.Values>? {
        Content.catalogue.property(property)
    }

    /// An image property's catalogue row.
    private static func image(_ field: Content.ImageProperties.Field) -> PropertyRow<Content.Values>? {
        Content.catalogue.group(Content.Property.imageProperties)?.property(field)
    }

    private static let background: [WebProperty] =
        [
            WebProperty(background(.backgroundColor), under: "background") {
                .color($0.background.backgroundColor)
            },
            WebProperty(background(.cornerRadius), under: "background") { .length($0.background.cornerRadius) },
            WebProperty(
                ["section-corner-radius"], json: "/background/sectionCornerRadius",
                description:
                    "The list layout's radius for the section: the first cell's top corners, the last cell's bottom ones."
            ) {
                .length($0.background.sectionCornerRadius)
            },
        ]
        + edges(background(.backgroundInsets)?.tokenPath, json: "/background/physicalBackgroundInsets") {
            $0.background.physicalBackgroundInsets
        } + [
            WebProperty(background(.strokeColor), under: "background") { .color($0.background.strokeColor) },
            WebProperty(background(.strokeWidth), under: "background") { .length($0.background.strokeWidth) },
            WebProperty(
                background(.strokeOutset), under: "background", description: "Negative values inset the stroke."
            ) {
                .length($0.background.strokeOutset)
            },
            WebProperty(background(.visualEffect), under: "background") {
                .keyword($0.background.visualEffect.map(WebValue.Keyword.init) ?? .none)
            },
            WebProperty(
                ["background", "glass-fill"], json: "/background/visualEffect",
                description:
                    "A translucent fill approximating UIKit's glass (transparent without glass); its $extensions carry "
                    + "the glass parameters."
            ) {
                glassFill($0)
            },
            WebProperty(["background", "backdrop-filter"], json: "/background/visualEffect") {
                guard let glass = $0.background.visualEffect?.glass else {
                    return .backdropFilter(blur: 0, saturation: 1)
                }
                let approximation = glass.webApproximation(with: $0.traits)
                return .backdropFilter(blur: approximation.blur, saturation: approximation.saturation)
            },
            WebProperty(
                Background.catalogue.group(Background.Property.shadowProperties)?.tokenPath ?? [],
                json: "/background/" + Background.Property.shadowProperties.rawValue,
                description: "UIKit's shadow: opacity folded into the color's alpha, blur twice UIKit's radius."
            ) {
                let shadow = $0.background.shadow
                var color = shadow.color
                color.alpha *= shadow.opacity
                return .shadow(
                    color: color, offsetX: shadow.offset.width, offsetY: shadow.offset.height, blur: shadow.blur)
            },
        ]

    /// The glass fill of a resolution: the approximation's color and the glass parameters, or transparent.
    private static func glassFill(_ resolution: Source) -> WebValue {
        switch resolution.background.visualEffect {
        case .glass(let glass)?:
            let approximation = glass.webApproximation(with: resolution.traits)
            let token = WebValue.GlassToken(
                style: glass.style, isInteractive: glass.isInteractive,
                tint: glass.tintColor?.resolvedColor(with: resolution.traits).rgba)
            return .glassFill(approximation.fill, token)
        case .glassContainer(let container)?:
            return .glassFill(ResolvedColor(rgba: 0), WebValue.GlassToken(containerSpacing: container.spacing))
        default:
            return .glassFill(ResolvedColor(rgba: 0), nil)
        }
    }

    /// Insets on the four physical edges, in CSS's order: `tokenPath` with `top` appended to its last component is the
    /// value at `json + "/top"`.
    private static func edges(
        _ tokenPath: [String]?, json: String, _ insets: @escaping @Sendable (Source) -> EdgeInsets
    ) -> [WebProperty] {
        let group = tokenPath?.dropLast() ?? []
        let prefix = tokenPath?.last ?? ""
        return [
            WebProperty(group + [prefix + "top"], json: json + "/top") { .length(insets($0).top) },
            WebProperty(group + [prefix + "right"], json: json + "/right") { .length(insets($0).right) },
            WebProperty(group + [prefix + "bottom"], json: json + "/bottom") { .length(insets($0).bottom) },
            WebProperty(group + [prefix + "left"], json: json + "/left") { .length(insets($0).left) },
        ]
    }

    /// An image size's width and height: the row's token path with `width` appended is the value at its pointer
    /// plus `/width`; 0 is the keyword `zero`.
    private static func imageSize(
        _ row: PropertyRow<Content.Values>?, zero: WebValue.Keyword, description: String,
        _ size: @escaping @Sendable (Source) -> Size
    ) -> [WebProperty] {
        let pointer = Self.pointer(row, under: "content")
        return [
            WebProperty(row, under: "content", part: "width", json: pointer + "/width", description: description) {
                .lengthOr(size($0).width, zero: zero)
            },
            WebProperty(row, under: "content", part: "height", json: pointer + "/height", description: description) {
                .lengthOr(size($0).height, zero: zero)
            },
        ]
    }

    /// The properties of text or secondary text, under their group's tokens.
    private static func text(
        _ group: Content.Property,
        _ properties: @escaping @Sendable (ResolvedListContentConfiguration) -> ResolvedTextProperties
    ) -> [WebProperty] {
        typealias Field = Content.TextProperties.Field
        let catalogue = Content.catalogue.group(group)
        let font = catalogue?.property(Field.font)
        let fontPointer = Self.pointer(font, under: "content")
        let groupPointer = "/content/" + group.rawValue
        return [
            WebProperty(font, under: "content", description: "The whole font: size, weight, line height.") {
                let font = properties($0.content).font
                return .font(size: font.pointSize, weight: font.weight.cssValue, lineHeight: font.leading)
            },
            WebProperty(font, under: "content", part: "-size", json: fontPointer + "/pointSize") {
                .length(properties($0.content).font.pointSize)
            },
            WebProperty(font, under: "content", part: "-weight", json: fontPointer + "/weight") {
                .fontWeight(properties($0.content).font.weight.cssValue)
            },
            WebProperty(
                (catalogue?.tokenPath ?? []) + ["line-height"], json: fontPointer + "/leading",
                description: "The font's leading."
            ) {
                .length(properties($0.content).font.leading)
            },
            WebProperty(catalogue?.property(Field.color), under: "content") {
                .color(properties($0.content).color)
            },
            WebProperty(
                catalogue?.property(Field.alignment), under: "content", json: groupPointer + "/physicalAlignment"
            ) {
                switch properties($0.content).physicalAlignment {
                case .left: .keyword(.left)
                case .right: .keyword(.right)
                case .center: .keyword(.center)
                case .justify: .keyword(.justify)
                }
            },
            WebProperty(
                catalogue?.property(Field.numberOfLines), under: "content",
                description: "Most lines shown; 0 is no limit."
            ) {
                .lineCount(properties($0.content).numberOfLines)
            },
            WebProperty(catalogue?.property(Field.transform), under: "content") {
                switch properties($0.content).transform {
                case .none: .keyword(.none)
                case .uppercase: .keyword(.uppercase)
                case .lowercase: .keyword(.lowercase)
                case .capitalized: .keyword(.capitalize)
                }
            },
        ]
    }

    private static let image: [WebProperty] =
        [
            WebProperty(image(.tintColor), under: "content") { .color($0.content.imageProperties.tintColor) },
            WebProperty(image(.cornerRadius), under: "content") {
                .length($0.content.imageProperties.cornerRadius)
            },
            WebProperty(image(.strokeColor), under: "content") {
                .color($0.content.imageProperties.strokeColor)
            },
            WebProperty(
                image(.strokeWidth), under: "content",
                description: "The stroke around the image (iOS 18); 0 draws none."
            ) {
                .length($0.content.imageProperties.strokeWidth)
            },
        ]
        + imageSize(
            image(.reservedLayoutSize), zero: .auto,
            description: "The size reserved for the image; 0 is the image's own (CSS auto)."
        ) { $0.content.imageProperties.reservedLayoutSize }
        + imageSize(image(.maximumSize), zero: .none, description: "0 is no maximum (CSS none).") {
            $0.content.imageProperties.maximumSize
        }

    private static let layout: [WebProperty] =
        edges(content(.directionalLayoutMargins)?.tokenPath, json: "/content/layoutMargins") {
            $0.content.layoutMargins
        }
        // Derived from the margins and the preserved axes: no row of its own.
        + edges(["effective-layout-margin", ""], json: "/content/effectiveLayoutMargins") {
            $0.content.effectiveLayoutMargins
        }
        + [
            WebProperty(content(.imageToTextPadding), under: "content") {
                .length($0.content.imageToTextPadding)
            },
            WebProperty(content(.textToSecondaryTextHorizontalPadding), under: "content") {
                .length($0.content.textToSecondaryTextHorizontalPadding)
            },
            WebProperty(content(.textToSecondaryTextVerticalPadding), under: "content") {
                .length($0.content.textToSecondaryTextVerticalPadding)
            },
            WebProperty(
                content(.prefersSideBySideTextAndSecondaryText), under: "content",
                description: "How text and secondary text stack: row (side by side) or column."
            ) {
                .keyword($0.content.prefersSideBySideTextAndSecondaryText ? .row : .column)
            },
            WebProperty(content(.alpha), under: "content") { .number($0.content.alpha) },
        ]
}
