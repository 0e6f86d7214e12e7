/// The content of a list cell, header or footer, as `UIListContentConfiguration`: an image, text and secondary
/// text with the system layout and styling.
///
/// Start from a factory (``cell()``, ``sidebarCell()``, ``groupedHeader()``, …), set the content and whatever you
/// want to change, and ask for ``updated(for:)`` when the state changes. Properties you assign stay locked; text,
/// secondary text and image are never changed by an update.
public struct ListContentConfiguration: Hashable, Sendable {
    /// The layout properties that can be locked (text and image properties lock field by field).
    public enum Property: String, CaseIterable, Hashable, Sendable {
        case axesPreservingSuperviewLayoutMargins, directionalLayoutMargins, prefersSideBySideTextAndSecondaryText
        case imageToTextPadding, textToSecondaryTextHorizontalPadding, textToSecondaryTextVerticalPadding, alpha

        var bit: UInt8 {
            switch self {
            case .axesPreservingSuperviewLayoutMargins: 1 << 0
            case .directionalLayoutMargins: 1 << 1
            case .prefersSideBySideTextAndSecondaryText: 1 << 2
            case .imageToTextPadding: 1 << 3
            case .textToSecondaryTextHorizontalPadding: 1 << 4
            case .textToSecondaryTextVerticalPadding: 1 << 5
            case .alpha: 1 << 6
            }
        }
    }

    /// Every styled value of a content configuration; a style computes one of these per state.
    struct Values: Hashable, Sendable {
        var axesPreservingSuperviewLayoutMargins: Axis = .horizontal
        var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8)
        var prefersSideBySideTextAndSecondaryText = false
        var imageToTextPadding = 16.0
        var textToSecondaryTextHorizontalPadding = 8.0
        var textToSecondaryTextVerticalPadding = 3.0
        var alpha = 1.0
        var textProperties = TextProperties(.init())
        var secondaryTextProperties = TextProperties(.init())
        var imageProperties = ImageProperties(.init())
    }

    /// The system style this configuration follows.
    public let style: ListContentStyle
    var values: Values
    private var customizedBits: UInt8 = 0

    /// The primary text; never changed by an update.
    public var text: String?
    /// The secondary text; never changed by an update.
    public var secondaryText: String?
    /// The name of the image (for example an SF Symbol name); never changed by an update.
    public var image: String?

    /// A factory's configuration: the style's normal-state values for empty traits (Large text).
    init(style: ListContentStyle) {
        self.style = style
        self.values = style.values(for: CellConfigurationState(traitCollection: TraitCollection()))
    }

    private init(restyling original: ListContentConfiguration, values: Values) {
        self.style = original.style
        self.values = values
        self.customizedBits = original.customizedBits
        self.text = original.text
        self.secondaryText = original.secondaryText
        self.image = original.image
    }

    // MARK: Properties

    public var textProperties: TextProperties {
        get { values.textProperties }
        set { values.textProperties = newValue }
    }
    public var secondaryTextProperties: TextProperties {
        get { values.secondaryTextProperties }
        set { values.secondaryTextProperties = newValue }
    }
    public var imageProperties: ImageProperties {
        get { values.imageProperties }
        set { values.imageProperties = newValue }
    }
    /// On these axes the margin is the larger of ``directionalLayoutMargins`` and the cell's own layout margins.
    public var axesPreservingSuperviewLayoutMargins: Axis {
        get { values.axesPreservingSuperviewLayoutMargins }
        set { values.axesPreservingSuperviewLayoutMargins = newValue; lock(.axesPreservingSuperviewLayoutMargins) }
    }
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { values.directionalLayoutMargins }
        set { values.directionalLayoutMargins = newValue; lock(.directionalLayoutMargins) }
    }
    /// Text and secondary text on one row when both fit.
    public var prefersSideBySideTextAndSecondaryText: Bool {
        get { values.prefersSideBySideTextAndSecondaryText }
        set { values.prefersSideBySideTextAndSecondaryText = newValue; lock(.prefersSideBySideTextAndSecondaryText) }
    }
    public var imageToTextPadding: Double {
        get { values.imageToTextPadding }
        set { values.imageToTextPadding = newValue; lock(.imageToTextPadding) }
    }
    public var textToSecondaryTextHorizontalPadding: Double {
        get { values.textToSecondaryTextHorizontalPadding }
        set { values.textToSecondaryTextHorizontalPadding = newValue; lock(.textToSecondaryTextHorizontalPadding) }
    }
    public var textToSecondaryTextVerticalPadding: Double {
        get { values.textToSecondaryTextVerticalPadding }
        set { values.textToSecondaryTextVerticalPadding = newValue; lock(.textToSecondaryTextVerticalPadding) }
    }
    /// Opacity of the whole content (iOS 18).
    public var alpha: Double {
        get { values.alpha }
        set { values.alpha = newValue; lock(.alpha) }
    }

    /// Whether a layout property was assigned and so stays as set through updates.
    public func isCustomized(_ property: Property) -> Bool { customizedBits & property.bit != 0 }

    private mutating func lock(_ property: Property) { customizedBits |= property.bit }

    // MARK: Updating

    /// A copy restyled for a state: unlocked properties take the style's values for the state, locked ones stay;
    /// text, secondary text and image are kept.
    public func updated(for state: some ConfigurationState) -> ListContentConfiguration {
        updated(forCellState: state.cellState)
    }

    /// A copy restyled for a cell's state (the common case, without converting the state).
    public func updated(for state: CellConfigurationState) -> ListContentConfiguration {
        updated(forCellState: state)
    }

    /// A copy restyled for a header's or footer's state.
    public func updated(for state: ViewConfigurationState) -> ListContentConfiguration {
        updated(forCellState: CellConfigurationState(state))
    }

    private func updated(forCellState state: CellConfigurationState) -> ListContentConfiguration {
        var result = style.values(for: state)
        values.textProperties.overlayLocked(onto: &result.textProperties)
        values.secondaryTextProperties.overlayLocked(onto: &result.secondaryTextProperties)
        values.imageProperties.overlayLocked(onto: &result.imageProperties)
        if customizedBits != 0 {
            if isCustomized(.axesPreservingSuperviewLayoutMargins) {
                result.axesPreservingSuperviewLayoutMargins = values.axesPreservingSuperviewLayoutMargins
            }
            if isCustomized(.directionalLayoutMargins) {
                result.directionalLayoutMargins = values.directionalLayoutMargins
            }
            if isCustomized(.prefersSideBySideTextAndSecondaryText) {
                result.prefersSideBySideTextAndSecondaryText = values.prefersSideBySideTextAndSecondaryText
            }
            if isCustomized(.imageToTextPadding) { result.imageToTextPadding = values.imageToTextPadding }
            if isCustomized(.textToSecondaryTextHorizontalPadding) {
                result.textToSecondaryTextHorizontalPadding = values.textToSecondaryTextHorizontalPadding
            }
            if isCustomized(.textToSecondaryTextVerticalPadding) {
                result.textToSecondaryTextVerticalPadding = values.textToSecondaryTextVerticalPadding
            }
            if isCustomized(.alpha) { result.alpha = values.alpha }
        }
        return ListContentConfiguration(restyling: self, values: result)
    }
}
