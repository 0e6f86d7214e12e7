/// The contrast of the row around a resolved cell, as WCAG 2.2 defines it: each visible accessory against the row's
/// background (1.4.11 non-text contrast, 3:1; a label accessory is text, held to 1.4.3 or 1.4.6 as the cell's text),
/// and the separator where it is the only boundary between rows.
///
/// The row's background is the cell's fill composited over the list's background (outside a list, over
/// `systemBackground`, the backdrop of ``ContrastCheck``). An accessory is measured by what marks it out from the row:
/// its disc where it has one (delete, insert, a selected multiselect), else its glyph. The separator is the only
/// boundary when the cell's fill does not itself reach 3:1 against the list's background: then the bottom separator
/// (or, when only it shows, the top one) is measured against the row's background; a separator that does not show,
/// or rows that stand out from the list on their own, are not measured. A disabled cell exempts every measurement.
public struct RowContrastCheck: Hashable, Sendable {
    /// One accessory's measurement.
    public struct AccessoryMeasurement: Hashable, Sendable {
        /// The accessory measured.
        public var accessoryType: CellAccessory.AccessoryType
        /// Its color against the row's background.
        public var measurement: ContrastCheck.Measurement
    }

    /// What the row sits on: the list's background (opaque), or `systemBackground` outside a list.
    public var listBackground: ResolvedColor
    /// The cell's fill composited over ``listBackground``.
    public var background: ResolvedColor
    /// Each visible accessory, in drawing order.
    public var accessories: [AccessoryMeasurement]
    /// The separator, when it shows and is the only boundary between rows; nil otherwise.
    public var separator: ContrastCheck.Measurement?

    /// Every measurement: the accessories', then the separator's.
    public var measurements: [ContrastCheck.Measurement] {
        accessories.map(\.measurement) + [separator].compactMap { $0 }
    }

    /// Fail when any measurement fails, exempt when there are some and all are exempt, else pass.
    public var outcome: ContrastCheck.Outcome {
        let outcomes = measurements.map(\.outcome)
        if outcomes.contains(.fail) { return .fail }
        return !outcomes.isEmpty && outcomes.allSatisfy { $0 == .exempt } ? .exempt : .pass
    }

    /// Measures the row of a resolved cell: `accessories` as resolved for its state (hidden ones are skipped),
    /// `separators` and `list` as resolved for its list (nil outside a list).
    public init(
        background cell: ResolvedBackgroundConfiguration, accessories: [ResolvedCellAccessory],
        separators: ResolvedListSeparators?, list: ResolvedCollectionLayoutListConfiguration?,
        traits: TraitCollection, isDisabled: Bool = false, level: ContrastLevel = .aa
    ) {
        let backdrop = Color.systemBackground.resolvedColor(with: traits)
        let listBackground = list.map { $0.backgroundColor.composited(over: backdrop) } ?? backdrop
        let fill = cell.backgroundColor.composited(over: listBackground)
        let exemption = isDisabled ? ContrastCheck.disabledExemption : nil
        self.listBackground = listBackground
        self.background = fill
        self.accessories = accessories.filter(\.isVisible).map { accessory in
            let measurement =
                if accessory.accessoryType == .label, let font = accessory.font {
                    ContrastCheck.textMeasurement(
                        accessory.glyphColor, font: font, over: fill, level: level, exemption: exemption)
                } else {
                    ContrastCheck.measurement(
                        accessory.discColor ?? accessory.glyphColor, over: fill, criterion: .nonTextContrast,
                        threshold: ContrastCheck.nonTextThreshold, exemption: exemption)
                }
            return AccessoryMeasurement(accessoryType: accessory.accessoryType, measurement: measurement)
        }
        let drawn = separators.flatMap { [$0.bottom, $0.top].first(where: \.isVisible) }
        if let drawn, fill.contrastRatio(with: listBackground) < ContrastCheck.nonTextThreshold {
            separator = ContrastCheck.measurement(
                drawn.color, over: fill, criterion: .nonTextContrast, threshold: ContrastCheck.nonTextThreshold,
                exemption: exemption)
        } else {
            separator = nil
        }
    }
}
