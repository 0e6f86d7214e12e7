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
    /// separators, the accessories) only when the table has properties that read it. A button's or an empty state's
    /// source holds its resolved configuration and its background instead, and a content no property of its table
    /// reads.
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
        /// The accessories resolved for the state; empty when no property reads them.
        let accessories: [ResolvedCellAccessory]
        /// A button style's resolved button; nil for the other kinds.
        let button: ResolvedButtonConfiguration?
        /// An empty-state style's resolved configuration; nil for the other kinds.
        let contentUnavailable: ResolvedContentUnavailableConfiguration?

        init(_ resolution: StyleResolution, readingList: Bool = false, readingAccessories: Bool = false) {
            background = resolution.resolvedBackground
            content = resolution.resolvedContent
            traits = resolution.traits
            (button, contentUnavailable) = (nil, nil)
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
            // Found by type by the readers, so in the order the style gives them.
            accessories =
                readingAccessories
                ? resolution.accessories.map {
                    $0.resolved(
                        for: resolution.state, tintColor: resolution.tintColor, contentStyle: resolution.content.style)
                } : []
        }

        /// The source of a resolved button or empty state (one of them), its background the configuration's own.
        init(
            button: ResolvedButtonConfiguration? = nil,
            contentUnavailable: ResolvedContentUnavailableConfiguration? = nil, traits: TraitCollection
        ) {
            self.background = button?.background ?? contentUnavailable?.background ?? Self.noContent.background
            self.content = Self.noContent.content
            self.traits = traits
            (list, separators, imageSeparators, accessories) = (nil, nil, nil, [])
            self.button = button
            self.contentUnavailable = contentUnavailable
        }

        /// The cell values of a component's source, which its table's properties never read.
        private static let noContent = (
            background: BackgroundConfiguration.clear().resolved(with: TraitCollection(), tintColor: .systemBlue),
            content: ListContentConfiguration.cell().resolved(with: TraitCollection(), tintColor: .systemBlue)
        )
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
        _ row: PropertyRow<Values>?, under root: String, group: [String] = [], part: String = "", json: String? = nil,
        description: String? = nil, _ read: @escaping @Sendable (Source) -> WebValue
    ) {
        var tokenPath = group + (row?.tokenPath ?? [])
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

    /// A cell's background: the fill, stroke, glass and shadow of ``background(group:root:_:)`` with the corner radii
    /// after the color.
    private static let background: [WebProperty] = {
        var properties = background(group: [], root: "background") { $0.background }
        properties.insert(
            contentsOf: [
                WebProperty(background(.cornerRadius), under: "background") { .length($0.background.cornerRadius) },
                WebProperty(
                    ["section-corner-radius"], json: "/background/sectionCornerRadius",
                    description:
                        "The list layout's radius for the section: the first cell's top corners, the last cell's "
                        + "bottom ones."
                ) {
                    .length($0.background.sectionCornerRadius)
                },
            ], at: 1)
        return properties
    }()

    /// A resolved background's color, insets, stroke, visual effect (with the glass's approximation) and shadow, each
    /// token path under `group` and each pointer under `root` (the answer's background object): a cell's, a
    /// button's, an empty state's. `read` gives the background, nil where there is none (drawing nothing).
    static func background(
        group: [String], root: String, _ read: @escaping @Sendable (Source) -> ResolvedBackgroundConfiguration?
    ) -> [WebProperty] {
        @Sendable func value(
            _ source: Source, _ make: (ResolvedBackgroundConfiguration) -> WebValue, absent: WebValue
        ) -> WebValue {
            read(source).map(make) ?? absent
        }
        let clear = WebValue.color(ResolvedColor(rgba: 0))
        return [
            WebProperty(background(.backgroundColor), under: root, group: group) {
                value($0, { .color($0.backgroundColor) }, absent: clear)
            }
        ]
            + edges(
                group + (background(.backgroundInsets)?.tokenPath ?? []), json: "/" + root + "/physicalBackgroundInsets"
            ) {
                read($0)?.physicalBackgroundInsets ?? EdgeInsets()
            } + [
                WebProperty(background(.strokeColor), under: root, group: group) {
                    value($0, { .color($0.strokeColor) }, absent: clear)
                },
                WebProperty(background(.strokeWidth), under: root, group: group) {
                    value($0, { .length($0.strokeWidth) }, absent: .length(0))
                },
                WebProperty(
                    background(.strokeOutset), under: root, group: group,
                    description: "Negative values inset the stroke."
                ) {
                    value($0, { .length($0.strokeOutset) }, absent: .length(0))
                },
                WebProperty(background(.visualEffect), under: root, group: group) {
                    .keyword(read($0)?.visualEffect.map(WebValue.Keyword.init) ?? .none)
                },
                WebProperty(
                    group + ["background", "glass-fill"], json: "/" + root + "/visualEffect",
                    description:
                        "A translucent fill approximating UIKit's glass (transparent without glass); its $extensions "
                        + "carry the glass parameters."
                ) {
                    glassFill(read($0)?.visualEffect, traits: $0.traits)
                },
                WebProperty(group + ["background", "backdrop-filter"], json: "/" + root + "/visualEffect") {
                    guard let glass = read($0)?.visualEffect?.glass else {
                        return .backdropFilter(blur: 0, saturation: 1)
                    }
                    let approximation = glass.webApproximation(with: $0.traits)
                    return .backdropFilter(blur: approximation.blur, saturation: approximation.saturation)
                },
                WebProperty(
                    group + (Background.catalogue.group(Background.Property.shadowProperties)?.tokenPath ?? []),
                    json: "/" + root + "/" + Background.Property.shadowProperties.rawValue,
                    description: "UIKit's shadow: opacity folded into the color's alpha, blur twice UIKit's radius."
                ) {
                    guard let shadow = read($0)?.shadow else {
                        return .shadow(color: ResolvedColor(rgba: 0), offsetX: 0, offsetY: 0, blur: 0)
                    }
                    var color = shadow.color
                    color.alpha *= shadow.opacity
                    return .shadow(
                        color: color, offsetX: shadow.offset.width, offsetY: shadow.offset.height, blur: shadow.blur)
                },
            ]
    }

    /// The glass fill of a visual effect: the approximation's color and the glass parameters, or transparent.
    private static func glassFill(_ effect: VisualEffect?, traits: TraitCollection) -> WebValue {
        switch effect {
        case .glass(let glass)?:
            let approximation = glass.webApproximation(with: traits)
            let token = WebValue.GlassToken(
                style: glass.style, isInteractive: glass.isInteractive,
                tint: glass.tintColor?.resolvedColor(with: traits).rgba)
            return .glassFill(approximation.fill, token)
        case .glassContainer(let container)?:
            return .glassFill(ResolvedColor(rgba: 0), WebValue.GlassToken(containerSpacing: container.spacing))
        default:
            return .glassFill(ResolvedColor(rgba: 0), nil)
        }
    }

    /// Insets on the four physical edges, in CSS's order: `tokenPath` with `top` appended to its last component is the
    /// value at `json + "/top"`.
    static func edges(
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
        let fontPointer = Self.pointer(catalogue?.property(Field.font), under: "content")
        let groupPointer = "/content/" + group.rawValue
        return font(group: catalogue?.tokenPath ?? [], json: fontPointer) { properties($0.content).font } + [
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

    /// A font's properties under `group` (`font`, `font-size`, `font-weight`, `line-height`), the font at `json` in
    /// the answer; `read` gives nil where there is none (the keyword `none`, 0 lengths).
    static func font(
        group: [String], json: String, _ read: @escaping @Sendable (Source) -> Font?
    ) -> [WebProperty] {
        [
            WebProperty(group + ["font"], json: json, description: "The whole font: size, weight, line height.") {
                guard let font = read($0) else { return .keyword(.none) }
                return .font(size: font.pointSize, weight: font.weight.cssValue, lineHeight: font.leading)
            },
            WebProperty(group + ["font-size"], json: json + "/pointSize") { .length(read($0)?.pointSize ?? 0) },
            WebProperty(group + ["font-weight"], json: json + "/weight") {
                .fontWeight(read($0)?.weight.cssValue ?? 400)
            },
            WebProperty(group + ["line-height"], json: json + "/leading", description: "The font's leading.") {
                .length(read($0)?.leading ?? 0)
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
