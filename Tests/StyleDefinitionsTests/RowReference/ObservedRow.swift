import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// The row as an answer gives it, read either from the library (what the service's encoder reads) or from the
/// service's JSON answer, so one set of comparisons holds both to the reference. Colors are `#RRGGBB[AA]`.
struct ObservedRow {
    struct Accessory {
        var type: String
        var placement: String
        var displayed: Bool
        var visible: Bool
        var tint, background, glyph, disc, verticalSeparator: String?
        var symbolName: String?
        /// `textStyle weight scale`, `-` for an absent part; nil without a symbol.
        var symbolConfiguration: String?
        var reservedWidth: Double
        var text: String?
        var fontStyle: String?
        var fontSize: Double?
        var outlineStyle: String?
    }

    struct Separator {
        var visible: Bool
        var leadingInset: Double
        var trailingInset: Double
        var color: String
        /// The inset on the physical leading side (left, or right in right-to-left), where the source gives it.
        var physicalLeading: Double?
    }

    struct List {
        var appearance: String
        var background: String
        var showsSeparators: Bool
        var headerTopPadding: Double
        var sectionCornerRadius: Double
    }

    var accessories: [Accessory]
    var separators: (top: Separator, bottom: Separator)?
    var list: List?
    /// Every row path explain names (`accessories.0.tintColor`), and whether it is marked inferred.
    var explained: [String: Bool]

    static func symbol(_ textStyle: String?, _ weight: String?, _ scale: String) -> String {
        "\(textStyle ?? "-") \(weight ?? "-") \(scale)"
    }

    static func isRowPath(_ path: String) -> Bool {
        path.hasPrefix("accessories.") || path.hasPrefix("separators.") || path.hasPrefix("list.")
    }
}

extension ObservedRow {
    /// The row as the library resolves it for the answer: the calls the service's row encoder makes.
    init(library resolution: StyleResolution, definition: StyleDefinition, hasImage: Bool) {
        let hex = { (color: ResolvedColor?) in color.map { MatrixLog.hex($0.rgba) } }
        accessories = resolution.accessories
            .sorted { CellAccessory.drawsBefore($0.accessoryType, $1.accessoryType) }
            .map {
                let resolved = $0.resolved(
                    for: resolution.state, tintColor: resolution.tintColor, contentStyle: resolution.content.style)
                return Accessory(
                    type: resolved.accessoryType.rawValue, placement: resolved.placement.rawValue,
                    displayed: resolved.isDisplayed, visible: resolved.isVisible, tint: hex(resolved.tintColor),
                    background: hex(resolved.backgroundColor), glyph: hex(resolved.glyphColor),
                    disc: hex(resolved.discColor), verticalSeparator: hex(resolved.verticalSeparatorColor),
                    symbolName: resolved.symbolName,
                    symbolConfiguration: resolved.symbolConfiguration.map {
                        ObservedRow.symbol($0.textStyle?.rawValue, $0.weight?.rawValue, $0.scale.rawValue)
                    }, reservedWidth: resolved.reservedLayoutWidth, text: resolved.text,
                    fontStyle: resolved.font?.textStyle?.rawValue, fontSize: resolved.font?.pointSize,
                    outlineStyle: resolved.outlineDisclosureStyle?.rawValue)
            }
        if let list = resolution.list {
            let anchor = SeparatorTextAnchor(resolution.content, traits: resolution.traits, hasImage: hasImage)
            let resolved = list.separatorConfiguration.resolved(
                for: resolution.state, anchor: anchor, showsSeparators: list.showsSeparators)
            let rtl = resolution.traits.layoutDirection == .rightToLeft
            let separator = { (edge: ResolvedListSeparator) in
                Separator(
                    visible: edge.isVisible, leadingInset: edge.leadingInset, trailingInset: edge.trailingInset,
                    color: MatrixLog.hex(edge.color.rgba), physicalLeading: rtl ? edge.insets.right : edge.insets.left)
            }
            separators = (separator(resolved.top), separator(resolved.bottom))
            let concrete = list.resolved(with: resolution.traits)
            self.list = List(
                appearance: concrete.appearance.rawValue, background: MatrixLog.hex(concrete.backgroundColor.rgba),
                showsSeparators: concrete.showsSeparators, headerTopPadding: concrete.headerTopPadding,
                sectionCornerRadius: concrete.sectionCornerRadius)
        }
        explained = [:]
        for explanation in definition.explain(resolution, tintColor: .systemBlue)
        where Self.isRowPath(explanation.path) {
            explained[explanation.path] = explanation.inferred != nil
        }
    }

    /// The row of a resolve answer with `explain`; nil where the answer lacks a member (each reported).
    init?(answer: JSONValue) {
        func color(_ value: JSONValue?) -> String? { value?.stringValue }
        guard let accessories = answer["accessories"]?.arrayValue, let explain = answer["explain"]?.objectValue
        else { return nil }
        self.accessories = []
        for item in accessories {
            guard let type = item["type"]?.stringValue, let placement = item["placement"]?.stringValue,
                case .bool(let displayed)? = item["displayed"], case .bool(let visible)? = item["visible"],
                let width = item["reservedLayoutWidth"]?.doubleValue
            else { return nil }
            let symbol = item["symbolConfiguration"].flatMap { value -> String? in
                guard let scale = value["scale"]?.stringValue else { return nil }
                return ObservedRow.symbol(value["textStyle"]?.stringValue, value["weight"]?.stringValue, scale)
            }
            self.accessories.append(
                Accessory(
                    type: type, placement: placement, displayed: displayed, visible: visible,
                    tint: color(item["tintColor"]), background: color(item["backgroundColor"]),
                    glyph: color(item["glyphColor"]), disc: color(item["discColor"]),
                    verticalSeparator: color(item["verticalSeparatorColor"]),
                    symbolName: item["symbolName"]?.stringValue, symbolConfiguration: symbol, reservedWidth: width,
                    text: item["text"]?.stringValue, fontStyle: item["font"]?["textStyle"]?.stringValue,
                    fontSize: item["font"]?["pointSize"]?.doubleValue,
                    outlineStyle: item["outlineDisclosureStyle"]?.stringValue))
        }
        if let separators = answer["separators"]?.objectValue, let list = answer["list"]?.objectValue {
            func separator(_ value: JSONValue?) -> Separator? {
                guard let value, case .bool(let visible)? = value["visible"],
                    let leading = value["leadingInset"]?.doubleValue,
                    let trailing = value["trailingInset"]?.doubleValue, let color = value["color"]?.stringValue
                else { return nil }
                return Separator(
                    visible: visible, leadingInset: leading, trailingInset: trailing, color: color,
                    physicalLeading: nil)
            }
            guard let top = separator(separators["top"]), let bottom = separator(separators["bottom"]),
                let appearance = list["appearance"]?.stringValue, let background = list["backgroundColor"]?.stringValue,
                case .bool(let shows)? = list["showsSeparators"], let padding = list["headerTopPadding"]?.doubleValue,
                let radius = list["sectionCornerRadius"]?.doubleValue
            else { return nil }
            self.separators = (top, bottom)
            self.list = List(
                appearance: appearance, background: background, showsSeparators: shows, headerTopPadding: padding,
                sectionCornerRadius: radius)
        }
        explained = [:]
        for (path, value) in explain where Self.isRowPath(path) {
            explained[path] = value["inferred"] != nil
        }
    }
}
