import ViewConfigurations

/// The background half of the expected-value model: §3.6's per-style state rules (iOS 14–18), §3.7 and §12 for the
/// iOS 26 design, and which values no source settles (the lead's rule 4, decisions 12.5).
enum BackgroundModel {
    /// A private UIKit transformer (§5). Which one applies is observed; its math is not public, so the color it
    /// makes (the `backgroundColor` row, which explains the transformed fill) is always inferred.
    enum PrivateTransformer { case highlight, focus, reorder, notTargeted }

    /// What a background color is before transformers. Tint-filled (§3.6, decision 3) is `.tint` under no
    /// transformer, the highlight, the reorder or the focus one: every transformer a tint meets here.
    enum Base: Equatable {
        /// Nil in the configuration: the tint.
        case tint
        case system(ReferenceColor)
        /// A private color the reference does not give (`.unknown`) or only says is drawn (`.visible`).
        case unpublished(ExpectedColor)
    }

    /// The factory's values for a state, before they are made concrete.
    struct Values {
        var color = Base.system(.clear)
        /// The reordering fade of §3.6 (the normal color at 80 %).
        var fadePercent = 100
        /// The tint of a selection taken as key.
        var keySelection = false
        var transformer: PrivateTransformer?
        var cornerRadius: Double? = 0
        /// The lift of a reordering row: blur and shadow (§3.6).
        var lifted = false
        /// Paths inferred in every design.
        var inferred: Set<String> = []
        /// Non-default values the iOS 26 sources give (§3.7).
        var given26: Set<String> = []
    }

    static func expected(
        _ concrete: ConcreteBackground, list: ListEnvironment, flags: StateFlags, look: Look
    ) -> ExpectedBackground {
        let values = factoryValues(concrete, flags: flags, look: look)
        var fill: ExpectedColor
        switch values.color {
        case .unpublished(let expected):
            fill = expected
        case .tint, .system:
            var base = look.rgba(.systemBlue)
            if case .system(let color) = values.color { base = look.rgba(color) }
            let alpha = (base & 0xFF) * UInt32(values.fadePercent) / 100
            fill = .exact(base & 0xFFFF_FF00 | alpha)
            switch values.transformer {
            case .highlight: fill = .highlighted(base: base, towardWhite: look.dark)
            case .notTargeted, .reorder: fill = .unknown
            case .focus, nil: break  // §5: the focus transformer returns the tint at full alpha
            }
        }
        let section: Double = concrete == .groupedCell && list == .insetGrouped ? (look.design26 ? 26 : 10) : 0
        return ExpectedBackground(
            fill: fill, cornerRadius: values.cornerRadius,
            isTintFilled: values.color == .tint, isKeySelectionTint: values.keySelection,
            sectionCornerRadius: section, inferred: inferred(values, look: look))
    }

    /// Rule 4: private transformers and unsettled values; in iOS 26 every non-default value its sources do not
    /// give; a color whose own value is inferred for the traits.
    private static func inferred(_ values: Values, look: Look) -> Set<String> {
        var paths = values.inferred
        if values.transformer != nil { paths.insert("backgroundColor") }
        if case .system(let color) = values.color, color.isInferred(design26: look.design26, high: look.high) {
            paths.insert("backgroundColor")
        }
        guard look.design26 else { return paths }
        var kept: Set<String> = []
        if values.color != .system(.clear) { kept.insert("backgroundColor") }
        if values.cornerRadius != 0 { kept.insert("cornerRadius") }
        if values.transformer != nil { kept.insert("backgroundColorTransformer") }
        if values.lifted {
            kept.formUnion([
                "visualEffect", "shadowProperties.opacity", "shadowProperties.radius", "shadowProperties.offset",
            ])
        }
        return paths.union(kept.subtracting(values.given26))
    }

    private static func factoryValues(_ concrete: ConcreteBackground, flags: StateFlags, look: Look) -> Values {
        switch concrete {
        case .clear, .plainHeaderFooter:
            return Values()
        case .groupedHeaderFooter, .sidebarHeader:
            var values = Values()
            values.cornerRadius = 10
            if flags.focused { (values.color, values.transformer) = (.tint, .focus) }
            return values
        case .plainCell: return cellValues(grouped: false, flags: flags, look: look)
        case .groupedCell: return cellValues(grouped: true, flags: flags, look: look)
        case .sidebarCell, .accompaniedSidebarCell: return sidebarValues(plainList: false, flags: flags, look: look)
        case .sidebarPlainCell: return sidebarValues(plainList: true, flags: flags, look: look)
        }
    }

    /// §3.6 plain cell, and grouped with its substitutions (the tableCell* colors but the plain selected one are
    /// inferred, §11 #2); §3.7 the iOS 26 swiped plain cell.
    private static func cellValues(grouped: Bool, flags: StateFlags, look: Look) -> Values {
        var values = Values()
        let normal: ReferenceColor = grouped ? .secondarySystemGroupedBackground : .systemBackground
        if flags.reordering {
            (values.color, values.fadePercent, values.lifted) = (.system(normal), 80, true)
            values.inferred.insert("backgroundColor")
        } else if flags.focused {
            values.color = .tint
            // A selected row whose selection is key shows the plain tint; otherwise the focus transformer.
            if flags.selected {
                values.inferred.insert("backgroundColor")
            } else {
                values.transformer = .focus
            }
        } else if flags.dropTargeted && flags.highlighted {
            values.color = .system(.systemGray2)
        } else if flags.highlighted || flags.selected || flags.dropTargeted {
            values.color = .system(.systemGray4)
            if grouped { values.inferred.insert("backgroundColor") }
        } else if flags.swiped && look.design26 && !grouped {
            (values.color, values.cornerRadius) = (.system(.systemGray5), 26)
            values.given26 = ["backgroundColor", "cornerRadius"]
        } else {
            values.color = .system(normal)
            values.inferred.insert("backgroundColor")
        }
        return values
    }

    /// §3.6 sidebar cell (the selection stops showing while editing unless the list is sidebarPlain), §12.3's
    /// visible press fill, §3.7's unsettled iOS 26 radius.
    private static func sidebarValues(plainList: Bool, flags: StateFlags, look: Look) -> Values {
        var values = Values()
        values.cornerRadius = 10
        if look.design26 {
            values.cornerRadius = nil
            values.inferred.insert("cornerRadius")
        }
        let showsSelection = flags.selected && (!flags.editing || plainList)
        if flags.reordering {
            (values.color, values.transformer, values.lifted) = (.unpublished(.unknown), .reorder, true)
            values.inferred.insert("backgroundColor")
        } else if flags.focused {
            (values.color, values.transformer) = (.tint, .focus)
        } else if showsSelection && flags.drop == .notTargeted {
            (values.color, values.transformer) = (.system(.systemGray), .notTargeted)
        } else if showsSelection || flags.dropTargeted {
            values.color = showsSelection && flags.disabled ? .system(.quaternarySystemFill) : .tint
            // The tint is the selected look of a key selection, which §3.6 only infers for touch devices.
            if values.color == .tint {
                values.keySelection = true
                values.inferred.insert("backgroundColor")
            }
            if flags.dropTargeted && !flags.selected { values.inferred.insert("backgroundInsets") }
            if flags.highlighted { values.transformer = .highlight }
        } else if flags.swiped {
            values.color = .unpublished(.unknown)
            values.inferred.insert("backgroundColor")
        } else if flags.highlighted {
            (values.color, values.transformer) = (.unpublished(.visible), .highlight)
            values.inferred.insert("backgroundColor")
        }
        return values
    }
}
