/// The colors an accessory draws with, before they are resolved for the traits, and why the defaults among them
/// are inferred.
struct AccessoryColors {
    var tint: Color?
    var background: Color? = nil
    var glyph: Color
    var disc: Color? = nil
    var mode = ResolvedCellAccessory.SymbolRenderingMode.monochrome
    var verticalSeparator: Color? = nil
    /// Answer member → why its default is inferred.
    var reasons: [String: String] = [:]

    /// A one-color accessory.
    init(_ color: Color) {
        self.tint = color
        self.glyph = color
    }

    /// Colors with no tint in effect (the multicolor symbols).
    init(glyph: Color, disc: Color) {
        self.tint = nil
        self.glyph = glyph
        self.disc = disc
        self.mode = .multicolor
    }

    /// The color an answer member names (`glyphColor`); nil when the accessory draws none.
    func color(at path: String) -> Color? {
        switch path {
        case "tintColor": tint
        case "backgroundColor": background
        case "glyphColor": glyph
        case "discColor": disc
        case "verticalSeparatorColor": verticalSeparator
        default: nil
        }
    }

    mutating func note(_ paths: [String], _ reason: String) {
        for path in paths { ReferenceChoices.add(path, reason, to: &reasons) }
    }
}

extension CellAccessory {
    /// White at 80 %: the secondary accessories on a tint-filled row.
    static let whiteAt80Percent = Color.white.withAlphaComponent(0.8)
    /// White at 20 %: the reorder control's vertical line on a tint-filled row.
    static let whiteAt20Percent = Color.white.withAlphaComponent(0.2)

    /// The type's colors for the context: the options where set, else the type's default, which a tint-filled row
    /// turns white (checkmark, outline disclosure, detail) or white at 80 % (disclosure, reorder, label, pop-up).
    func colors(in context: AccessoryContext) -> AccessoryColors {
        let filled = context.isTintFilled
        var colors: AccessoryColors
        // The members whose value the system supplies, and those among them a tint-filled row changes.
        var defaulted: [String] = []
        var changedByTintFill: [String] = []
        switch accessoryType {
        case .disclosureIndicator, .popUpMenu, .reorder, .label:
            let normal: Color = accessoryType == .label ? .secondaryLabel : .tertiaryLabel
            colors = AccessoryColors(values.tintColor ?? (filled ? Self.whiteAt80Percent : normal))
            if values.tintColor == nil { defaulted = ["tintColor", "glyphColor"] }
            if accessoryType == .reorder && values.showsVerticalSeparator {
                colors.verticalSeparator = filled ? Self.whiteAt20Percent : .separator
                defaulted.append("verticalSeparatorColor")
            }
            changedByTintFill = defaulted
        case .checkmark, .outlineDisclosure, .detail:
            colors = AccessoryColors(values.tintColor ?? (filled ? .white : context.cellTint))
            if values.tintColor == nil {
                defaulted = ["tintColor", "glyphColor"]
                changedByTintFill = defaulted
                if accessoryType != .checkmark && context.isMonochromeSidebarRow {
                    colors = AccessoryColors(ReferenceChoices.sidebarAccessoryMonochrome26(context.cellTint))
                    colors.note(defaulted, ReferenceChoices.inferredSidebarMonochromeReason)
                }
            }
        case .delete, .insert:
            colors = discColors()
            if values.tintColor == nil { defaulted = ["glyphColor", "discColor"] }
        case .multiselect:
            colors = multiselectColors(in: context)
            if values.tintColor == nil { defaulted = ["tintColor", "glyphColor", "discColor"] }
            if values.backgroundColor == nil { defaulted.append("backgroundColor") }
            // Only the members drawn: an empty circle has no disc or background.
            defaulted = defaulted.filter { colors.color(at: $0) != nil }
            changedByTintFill = defaulted
        }
        if filled && context.isSidebarRow && !context.state.isFocused {
            colors.note(
                changedByTintFill,
                "the row's tint fill, which switches these colors, rests on the list's selection being assumed key")
        }
        noteInferredSystemColors(colors, paths: defaulted, traits: context.traits, into: &colors.reasons)
        return colors
    }

    /// Delete and insert (tint-filled rows leave them as they are): the multicolor symbol unless a tint is set; a
    /// tint alone fills the disc under a white glyph; a tint and a background draw the glyph in the tint on the
    /// background; a background alone is ignored.
    private func discColors() -> AccessoryColors {
        guard let tint = values.tintColor else {
            let disc =
                accessoryType == .delete
                ? ReferenceChoices.multicolorDiscs.delete : ReferenceChoices.multicolorDiscs.insert
            var colors = AccessoryColors(glyph: .white, disc: Color(disc))
            colors.note(
                ["discColor"],
                "the multicolor symbol's disc is documented as red or green, not by value; taken as the system color")
            return colors
        }
        var colors = AccessoryColors(tint)
        colors.mode = .palette
        if let background = values.backgroundColor {
            colors.background = background
            colors.disc = background
        } else {
            colors.glyph = .white
            colors.disc = tint
        }
        return colors
    }

    /// Multiselect: an empty circle in the tint or tertiaryLabel; selected, a check in a disc. A tint-filled row
    /// sets the tint to the cell's and the background to white, so the check shows in the tint on a white disc.
    private func multiselectColors(in context: AccessoryContext) -> AccessoryColors {
        let filled = context.isTintFilled
        let tint = values.tintColor ?? (filled ? context.cellTint : nil)
        let background = values.backgroundColor ?? (filled ? .white : nil)
        guard context.state.isSelected else {
            // The empty circle in the tint, or tertiaryLabel; a tint-filled row sets the tint to the cell's.
            var colors = AccessoryColors(tint ?? .tertiaryLabel)
            if values.tintColor == nil && context.isMonochromeSidebarRow {
                colors.note(["tintColor", "glyphColor"], ReferenceChoices.inferredSidebarMonochromeReason)
            }
            return colors
        }
        var colors = AccessoryColors(tint ?? context.cellTint)
        if let tint, let background {
            colors.background = background
            colors.glyph = tint
            colors.disc = background
            colors.mode = .palette
        } else {
            colors.glyph = ReferenceChoices.multiselectKnockedOutCheck
            colors.disc = tint ?? context.cellTint
            colors.mode = tint == nil ? .monochrome : .palette
            colors.note(["glyphColor"], "the check is taken as knocked out of the disc; the image is not public")
        }
        return colors
    }

    /// Adds the reason a default color's system color is inferred for the traits (iOS 26 labels and separators).
    private func noteInferredSystemColors(
        _ colors: AccessoryColors, paths: [String], traits: TraitCollection, into reasons: inout [String: String]
    ) {
        for path in paths {
            guard let color = colors.color(at: path), let reason = color.systemColor?.inferredReason(for: traits) else {
                continue
            }
            ReferenceChoices.add(path, reason, to: &reasons)
        }
    }
}
