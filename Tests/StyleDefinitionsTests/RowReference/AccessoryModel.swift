import ViewConfigurations

/// What the reference says one resolved accessory is; colors nil where the answer has none (null).
struct ExpectedAccessory {
    var type: String
    var leading: Bool
    var displayed: Bool
    var visible: Bool
    var tint: ExpectedColor?
    var background: ExpectedColor?
    var glyph: ExpectedColor
    var disc: ExpectedColor?
    var symbolName: String?
    /// Nil where the reference gives no configuration at this size.
    var symbolConfiguration: SymbolConfiguration??
    /// Nil where the reference gives no width (a standard width at an accessibility size is still given).
    var reservedWidth: Double
    var text: String?
    var fontStyle: TextStyle?
    var verticalSeparator: ExpectedColor?
    var outlineStyle: String?
    /// The explain members (without `accessories.N.`) that must be marked inferred.
    var inferred: Set<String>
}

/// The row around the cell that the oracle's cases put the accessories in.
struct RowPlacement {
    var list: ListEnvironment
    var flags: StateFlags
    var look: Look
    /// A header row, never tint-filled, taken as its section's header item.
    var isHeader = false

    /// §1.4 with the facts' §3.6 and decision 12.5 #3: the row is tint-filled as a list cell's background in the
    /// list is; the fill is the tint because a selection is taken as key (then what it turns white is inferred).
    var fill: (filled: Bool, keySelection: Bool) {
        guard !isHeader else { return (false, false) }
        let background = BackgroundModel.expected(
            ReferenceStyles.concrete(.listCell, in: list), list: list, flags: flags, look: look)
        return (background.isTintFilled, background.isKeySelectionTint)
    }

    var isSidebar: Bool { list == .sidebar || list == .sidebarPlain }
}

/// The accessories file's §1.2–§1.6 applied to one declared accessory in a row.
enum AccessoryModel {
    static func expected(
        _ declared: DeclaredAccessory, siblings: [DeclaredAccessory], in row: RowPlacement
    ) -> ExpectedAccessory {
        let reference = declared.reference
        let look = row.look
        let editing = row.flags.editing
        let displayedState = declared.displayed ?? (reference.whenEditing ? "whenEditing" : "always")
        let displayed =
            displayedState == "always" || (displayedState == "whenEditing") == editing
        var inferred: Set<String> = []
        if siblings.contains(where: { $0.type != declared.type && $0.reference.isLeading == reference.isLeading }) {
            // Leading: the direction is not public; trailing: "higher numbers further out" is inferred.
            inferred.insert("order")
        }
        var expected = ExpectedAccessory(
            type: declared.type, leading: reference.isLeading, displayed: displayed,
            visible: displayed && !declared.isHidden, tint: nil, background: nil, glyph: .unknown, disc: nil,
            symbolName: row.flags.selected ? (reference.selectedSymbol ?? reference.symbol) : reference.symbol,
            symbolConfiguration: nil, reservedWidth: 0, text: declared.text,
            fontStyle: declared.type == "label" ? (declared.fontStyle ?? .body) : nil, verticalSeparator: nil,
            outlineStyle: outlineStyle(declared, row),
            inferred: inferred)
        if expected.outlineStyle == "header" && (declared.style ?? "automatic") == "automatic" {
            expected.inferred.insert("outlineDisclosureStyle")
        }
        colors(declared, reference, row, into: &expected)
        symbol(reference, look, into: &expected)
        width(declared, reference, row, into: &expected)
        return expected
    }

    /// §1.1: automatic is the header style on the section's header item; whether a row is one is not in a style, so
    /// a header row taken as one is inferred.
    private static func outlineStyle(_ declared: DeclaredAccessory, _ row: RowPlacement) -> String? {
        guard declared.type == "outlineDisclosure" else { return nil }
        guard let style = declared.style, style != "automatic" else { return row.isHeader ? "header" : "cell" }
        return style
    }

    private static func exact(_ color: ReferenceColor, _ look: Look) -> ExpectedColor { .exact(look.rgba(color)) }
    private static func custom(_ rgb: UInt32) -> ExpectedColor { .exact(rgb << 8 | 0xFF) }

    /// §1.2–§1.4 and the iOS 26 monochrome treatment (§1.4); a default color whose value the iOS 26 design keeps
    /// from iOS 13–18 is inferred.
    private static func colors(
        _ declared: DeclaredAccessory, _ reference: AccessoryReference, _ row: RowPlacement,
        into expected: inout ExpectedAccessory
    ) {
        let look = row.look
        let (filled, keySelection) = row.fill
        let inherited = exact(.systemBlue, look)
        var defaulted: [(path: String, color: ReferenceColor?)] = []
        switch reference.tint {
        case .system(let normal) where declared.type != "multiselect":
            if let tint = declared.tint {
                (expected.tint, expected.glyph) = (custom(tint), custom(tint))
            } else {
                let color = filled ? (reference.filledTint ?? normal) : normal
                (expected.tint, expected.glyph) = (exact(color, look), exact(color, look))
                defaulted = [("tintColor", color), ("glyphColor", color)]
            }
            if declared.type == "reorder" && declared.showsVerticalSeparator {
                let line: ReferenceColor = filled ? .white20 : .separator
                expected.verticalSeparator = exact(line, look)
                defaulted.append(("verticalSeparatorColor", line))
            }
        case .inherited:
            if let tint = declared.tint {
                (expected.tint, expected.glyph) = (custom(tint), custom(tint))
            } else {
                let color = filled ? exact(.white, look) : inherited
                (expected.tint, expected.glyph) = (color, color)
                defaulted = [("tintColor", nil), ("glyphColor", nil)]
            }
        case .multicolor(let disc):
            discColors(declared, disc: disc, look: look, into: &expected)
        case .system:
            defaulted = multiselectColors(declared, row, into: &expected)
        }
        // A default whose own color value is inferred in this design.
        for (path, color) in defaulted where color?.isInferred(design26: look.design26, high: look.high) == true {
            expected.inferred.insert(path)
        }
        if filled && keySelection {
            expected.inferred.formUnion(defaulted.map(\.path))
        }
        let unselectedSidebar26 =
            look.design26 && row.list == .sidebar && !row.flags.selected && !filled
        if unselectedSidebar26 && reference.takesMonochromeTreatment26 && declared.tint == nil {
            // The treatment is observed; its colors are not public.
            (expected.tint, expected.glyph) = (.unknown, .unknown)
            expected.inferred.formUnion(["tintColor", "glyphColor"])
        }
    }

    /// §1.3 for delete and insert; a tint-filled row leaves them as they are.
    private static func discColors(
        _ declared: DeclaredAccessory, disc: ReferenceColor, look: Look, into expected: inout ExpectedAccessory
    ) {
        guard let tint = declared.tint else {
            // Multicolor (a background alone is ignored): a white glyph on a disc documented as red or green only.
            (expected.glyph, expected.disc) = (exact(.white, look), .unknown)
            expected.inferred.insert("discColor")
            return
        }
        expected.tint = custom(tint)
        if let background = declared.background {
            (expected.background, expected.glyph, expected.disc) = (
                custom(background), custom(tint), custom(background)
            )
        } else {
            (expected.glyph, expected.disc) = (exact(.white, look), custom(tint))
        }
    }

    /// §1.3: the empty circle in the tint or tertiaryLabel; selected, UIKit's check image in the tint, a one-color
    /// palette disc (check knocked out, inferred), or the check in the tint on the background. A tint-filled row sets
    /// the tint to the cell's and the background to white. Returns the members the system supplied.
    private static func multiselectColors(
        _ declared: DeclaredAccessory, _ row: RowPlacement, into expected: inout ExpectedAccessory
    ) -> [(path: String, color: ReferenceColor?)] {
        let look = row.look
        let filled = row.fill.filled
        let inherited = exact(.systemBlue, look)
        let tint = declared.tint.map(custom) ?? (filled ? inherited : nil)
        let background =
            declared.tint == nil && !filled
            ? nil : declared.background.map(custom) ?? (filled ? exact(.white, look) : nil)
        var defaulted: [(path: String, color: ReferenceColor?)] = []
        if declared.tint == nil { defaulted.append(("tintColor", filled ? nil : .tertiaryLabel)) }
        guard row.flags.selected else {
            let circle = tint ?? exact(.tertiaryLabel, look)
            (expected.tint, expected.glyph) = (circle, circle)
            if declared.tint == nil { defaulted.append(("glyphColor", filled ? nil : .tertiaryLabel)) }
            return defaulted
        }
        defaulted = declared.tint == nil ? [("tintColor", nil), ("glyphColor", nil), ("discColor", nil)] : []
        if declared.background == nil && filled { defaulted.append(("backgroundColor", .white)) }
        if let tint, let background {
            (expected.tint, expected.background, expected.glyph, expected.disc) = (tint, background, tint, background)
        } else {
            (expected.tint, expected.glyph, expected.disc) = (tint ?? inherited, .unknown, tint ?? inherited)
            expected.inferred.insert("glyphColor")
        }
        return defaulted
    }

    /// §1.2, §1.5 and §1.6: the configuration per type and size; every one in the iOS 26 design is inferred (the
    /// accessory metrics moved to code not in public sources), the symbol names are not.
    private static func symbol(_ reference: AccessoryReference, _ look: Look, into expected: inout ExpectedAccessory) {
        guard reference.configuration != .none else {
            expected.symbolConfiguration = .some(nil)
            return
        }
        let (configuration, settled) = reference.symbolConfiguration(at: look.size)
        expected.symbolConfiguration = configuration.map { .some($0) }
        if !settled || look.design26 { expected.inferred.insert("symbolConfiguration") }
    }

    /// §1.5: the standard width is 24 points, 28 in sidebar styles, scaled by `UIFontMetrics.default`, whose curve
    /// is only "roughly" the body size ratio (facts §8.2, inferred away from Large).
    private static func width(
        _ declared: DeclaredAccessory, _ reference: AccessoryReference, _ row: RowPlacement,
        into expected: inout ExpectedAccessory
    ) {
        let dimension = declared.reservedWidth ?? (reference.standardWidth ? "standard" : "actual")
        switch dimension {
        case "actual": expected.reservedWidth = 0
        case "standard":
            let body = ReferenceTypeScale.metrics(.body, at: row.look.size)?.size ?? 17
            expected.reservedWidth = (row.isSidebar ? 28 : 24) * body / 17
            if row.look.size != .large { expected.inferred.insert("reservedLayoutWidth") }
        default: expected.reservedWidth = Double(dimension) ?? -1
        }
    }
}
