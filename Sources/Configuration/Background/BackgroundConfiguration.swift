/// How a cell, header or footer background looks, as `UIBackgroundConfiguration`.
///
/// Start from a factory (``clear()``, ``listCell()``, ``listSidebarCell()``, …), assign what you want to change, and
/// ask for ``updated(for:)`` whenever the state changes. Every property you assign stays locked, even when assigned
/// its default; the others follow the state.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The properties that can be locked, named as UIKit names them.
    public enum Property: String, CaseIterable, Hashable, Sendable {
        case customView, cornerRadius, backgroundInsets, edgesAddingLayoutMarginsToBackgroundInsets
        case backgroundColor, backgroundColorTransformer, visualEffect, image, imageContentMode
        case strokeColor, strokeColorTransformer, strokeWidth, strokeOutset, shadowProperties

        var bit: UInt16 {
            switch self {
            case .customView: 1 << 0
            case .cornerRadius: 1 << 1
            case .backgroundInsets: 1 << 2
            case .edgesAddingLayoutMarginsToBackgroundInsets: 1 << 3
            case .backgroundColor: 1 << 4
            case .backgroundColorTransformer: 1 << 5
            case .visualEffect: 1 << 6
            case .image: 1 << 7
            case .imageContentMode: 1 << 8
            case .strokeColor: 1 << 9
            case .strokeColorTransformer: 1 << 10
            case .strokeWidth: 1 << 11
            case .strokeOutset: 1 << 12
            case .shadowProperties: 1 << 13
            }
        }
    }

    /// Every value of a background; a style computes one of these per state.
    struct Values: Hashable, Sendable {
        var customView: String? = nil
        var cornerRadius: Double = 0
        var backgroundInsets: DirectionalEdgeInsets = .zero
        var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
        var backgroundColor: Color? = .clear
        var backgroundColorTransformer: ColorTransformer? = nil
        var visualEffect: VisualEffect? = nil
        var image: String? = nil
        var imageContentMode: ContentMode = .scaleToFill
        var strokeColor: Color? = .clear
        var strokeColorTransformer: ColorTransformer? = nil
        var strokeWidth: Double = 0
        var strokeOutset: Double = 0
        var shadow = ShadowProperties()
    }

    /// The system style this configuration follows; nil for ``clear()``, which has none.
    public let style: BackgroundStyle?
    var values: Values
    private var customizedBits: UInt16 = 0

    /// A factory's configuration: the style's normal-state values for empty traits.
    init(style: BackgroundStyle?) {
        self.style = style
        self.values = style.map { $0.values(for: CellConfigurationState(traitCollection: TraitCollection())) } ?? Values()
    }

    private init(style: BackgroundStyle?, values: Values, customizedBits: UInt16) {
        self.style = style
        self.values = values
        self.customizedBits = customizedBits
    }

    // MARK: Properties

    /// The name of an app-provided view placed below the other layers (UIKit's `customView`).
    public var customView: String? {
        get { values.customView }
        set { values.customView = newValue; lock(.customView) }
    }
    /// Continuous corner radius in points; also clips the custom view.
    public var cornerRadius: Double {
        get { values.cornerRadius }
        set { values.cornerRadius = newValue; lock(.cornerRadius) }
    }
    /// Insets from the view's edges; negative values extend outward.
    public var backgroundInsets: DirectionalEdgeInsets {
        get { values.backgroundInsets }
        set { values.backgroundInsets = newValue; lock(.backgroundInsets) }
    }
    /// Edges whose layout margin is added to the background inset.
    public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge {
        get { values.edgesAddingLayoutMarginsToBackgroundInsets }
        set { values.edgesAddingLayoutMarginsToBackgroundInsets = newValue; lock(.edgesAddingLayoutMarginsToBackgroundInsets) }
    }
    /// The fill; nil means the view's tint color, `.clear` means no fill.
    public var backgroundColor: Color? {
        get { values.backgroundColor }
        set { values.backgroundColor = newValue; lock(.backgroundColor) }
    }
    /// Applied to the fill (or the tint, when the fill is nil).
    public var backgroundColorTransformer: ColorTransformer? {
        get { values.backgroundColorTransformer }
        set { values.backgroundColorTransformer = newValue; lock(.backgroundColorTransformer) }
    }
    /// A blur or vibrancy effect behind the content.
    public var visualEffect: VisualEffect? {
        get { values.visualEffect }
        set { values.visualEffect = newValue; lock(.visualEffect) }
    }
    /// The name of a background image (iOS 15).
    public var image: String? {
        get { values.image }
        set { values.image = newValue; lock(.image) }
    }
    /// How the image fills the background (iOS 15).
    public var imageContentMode: ContentMode {
        get { values.imageContentMode }
        set { values.imageContentMode = newValue; lock(.imageContentMode) }
    }
    /// The stroke; nil means the tint color.
    public var strokeColor: Color? {
        get { values.strokeColor }
        set { values.strokeColor = newValue; lock(.strokeColor) }
    }
    /// Applied to the stroke color (or the tint, when it is nil).
    public var strokeColorTransformer: ColorTransformer? {
        get { values.strokeColorTransformer }
        set { values.strokeColorTransformer = newValue; lock(.strokeColorTransformer) }
    }
    /// No stroke is drawn unless this is above 0 and the stroke color is not clear.
    public var strokeWidth: Double {
        get { values.strokeWidth }
        set { values.strokeWidth = newValue; lock(.strokeWidth) }
    }
    /// Pushes the stroke outward; its corner radius grows to stay concentric.
    public var strokeOutset: Double {
        get { values.strokeOutset }
        set { values.strokeOutset = newValue; lock(.strokeOutset) }
    }
    /// The shadow (iOS 18); each field you assign stays locked on its own.
    public var shadowProperties: ShadowProperties {
        get { values.shadow }
        set { values.shadow = newValue }
    }

    /// Whether a property was assigned and so stays as set through updates.
    public func isCustomized(_ property: Property) -> Bool {
        if property == .shadowProperties {
            return ShadowProperties.Field.allCases.contains(where: values.shadow.isCustomized)
        }
        return customizedBits & property.bit != 0
    }

    private mutating func lock(_ property: Property) { customizedBits |= property.bit }

    // MARK: Updating and resolving

    /// A copy restyled for a state: unlocked properties take the style's values for the state, locked ones stay.
    /// ``clear()`` has no style and returns itself.
    public func updated(for state: some ConfigurationState) -> BackgroundConfiguration {
        updated(forCellState: state.cellState)
    }

    /// A copy restyled for a cell's state (the common case, without converting the state).
    public func updated(for state: CellConfigurationState) -> BackgroundConfiguration {
        updated(forCellState: state)
    }

    /// A copy restyled for a header's or footer's state.
    public func updated(for state: ViewConfigurationState) -> BackgroundConfiguration {
        updated(forCellState: CellConfigurationState(state))
    }

    private func updated(forCellState state: CellConfigurationState) -> BackgroundConfiguration {
        guard let style else { return self }
        var result = style.values(for: state)
        overlayLocked(onto: &result)
        return BackgroundConfiguration(style: style, values: result, customizedBits: customizedBits)
    }

    /// Writes the locked properties over a style's values; the shadow merges field by field.
    private func overlayLocked(onto result: inout Values) {
        values.shadow.overlayLocked(onto: &result.shadow)
        guard customizedBits != 0 else { return }
        if isCustomized(.customView) { result.customView = values.customView }
        if isCustomized(.cornerRadius) { result.cornerRadius = values.cornerRadius }
        if isCustomized(.backgroundInsets) { result.backgroundInsets = values.backgroundInsets }
        if isCustomized(.edgesAddingLayoutMarginsToBackgroundInsets) {
            result.edgesAddingLayoutMarginsToBackgroundInsets = values.edgesAddingLayoutMarginsToBackgroundInsets
        }
        if isCustomized(.backgroundColor) { result.backgroundColor = values.backgroundColor }
        if isCustomized(.backgroundColorTransformer) {
            result.backgroundColorTransformer = values.backgroundColorTransformer
        }
        if isCustomized(.visualEffect) { result.visualEffect = values.visualEffect }
        if isCustomized(.image) { result.image = values.image }
        if isCustomized(.imageContentMode) { result.imageContentMode = values.imageContentMode }
        if isCustomized(.strokeColor) { result.strokeColor = values.strokeColor }
        if isCustomized(.strokeColorTransformer) { result.strokeColorTransformer = values.strokeColorTransformer }
        if isCustomized(.strokeWidth) { result.strokeWidth = values.strokeWidth }
        if isCustomized(.strokeOutset) { result.strokeOutset = values.strokeOutset }
    }

    /// The fill to draw: the transformer applied to the background color, or to the tint when the color is nil.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(base) } ?? base
    }

    /// The stroke to draw: the transformer applied to the stroke color, or to the tint when the color is nil.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(base) } ?? base
    }

    /// Whether UIKit treats the fill as the tint color, which turns list content white: the color is nil and the
    /// transformer is none, highlight or reorder.
    public var isTintFilled: Bool {
        guard backgroundColor == nil else { return false }
        guard let transformer = backgroundColorTransformer else { return true }
        return transformer == .highlight || transformer == .reorder
    }
}
