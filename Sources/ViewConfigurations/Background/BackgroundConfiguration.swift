/// How a cell, header or footer background looks, as `UIBackgroundConfiguration`.
///
/// Start from a factory (``clear()``, ``listCell()``, ``listSidebarCell()``, …), assign what you want to change, and
/// ask for ``updated(for:)`` whenever the state changes. Every property you assign stays locked, even when assigned
/// its default; the others follow the state.
@dynamicMemberLookup
public struct BackgroundConfiguration: PropertyOwner {
    /// The properties, named as UIKit names them, in the order documents list them; the answer moves the rows
    /// marked `answered`.
    public enum Property: String, CaseIterable, Hashable, Sendable {
        case customView, cornerRadius, backgroundInsets, edgesAddingLayoutMarginsToBackgroundInsets
        case backgroundColor, backgroundColorTransformer, visualEffect, image, imageContentMode
        case strokeColor, strokeColorTransformer, strokeWidth, strokeOutset, shadowProperties
    }

    /// Every value of a background, with UIKit's defaults; a style computes one of these per state.
    public struct Values: Hashable, Sendable {
        /// The name of an app-provided view placed below the other layers (UIKit's `customView`).
        public var customView: String? = nil
        /// Continuous corner radius in points; also clips the custom view.
        public var cornerRadius: Double = 0
        /// Insets from the view's edges; negative values extend outward.
        public var backgroundInsets: DirectionalEdgeInsets = .zero
        /// Edges whose layout margin is added to the background inset.
        public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
        /// The fill; nil means the view's tint color, `.clear` means no fill.
        public var backgroundColor: Color? = .clear
        /// Applied to the fill (or the tint, when the fill is nil).
        public var backgroundColorTransformer: ColorTransformer? = nil
        /// A blur or vibrancy effect behind the content.
        public var visualEffect: VisualEffect? = nil
        /// The name of a background image (iOS 15).
        public var image: String? = nil
        /// How the image fills the background (iOS 15).
        public var imageContentMode: ContentMode = .scaleToFill
        /// The stroke; nil means the tint color.
        public var strokeColor: Color? = .clear
        /// Applied to the stroke color (or the tint, when it is nil).
        public var strokeColorTransformer: ColorTransformer? = nil
        /// No stroke is drawn unless this is above 0 and the stroke color is not clear.
        public var strokeWidth: Double = 0
        /// Pushes the stroke outward; its corner radius grows to stay concentric.
        public var strokeOutset: Double = 0
        /// The shadow (iOS 18); each field you assign stays locked on its own.
        public var shadowProperties = ShadowProperties()
    }

    /// The catalogue: each property's kind, range, explanation and token name.
    public static let catalogue = PropertyCatalogue<Values>(noun: "background") { (property: Property) in
        switch property {
        case .customView: .optionalString(\.customView).answered(after: Property.visualEffect)
        case .cornerRadius: .number(\.cornerRadius, in: 0...10_000, token: ["corner-radius"])
        case .backgroundInsets: .directionalInsets(\.backgroundInsets, token: ["background", "inset-"])
        case .edgesAddingLayoutMarginsToBackgroundInsets: .edges(\.edgesAddingLayoutMarginsToBackgroundInsets)
        case .backgroundColor:
            .colorOrTint(\.backgroundColor, transformer: \.backgroundColorTransformer, token: ["background", "color"])
                .answeredFirst()
        case .backgroundColorTransformer:
            .colorTransformer(\.backgroundColorTransformer).answered(after: Property.backgroundColor)
        case .visualEffect: .visualEffect(\.visualEffect, token: ["visual-effect"])
        case .image: .optionalString(\.image)
        case .imageContentMode: .choice(\.imageContentMode)
        case .strokeColor:
            .colorOrTint(\.strokeColor, transformer: \.strokeColorTransformer, token: ["stroke", "color"])
        case .strokeColorTransformer: .colorTransformer(\.strokeColorTransformer)
        case .strokeWidth: .number(\.strokeWidth, in: 0...10_000, token: ["stroke", "width"])
        case .strokeOutset: .number(\.strokeOutset, in: -10_000...10_000, token: ["stroke", "outset"])
        case .shadowProperties: .group(\.shadowProperties, token: ["shadow"])
        }
    }

    /// The system style this configuration follows; nil for ``clear()``, which has none.
    public let style: BackgroundStyle?
    /// The values and which of them were assigned.
    public var storage: LockedValues<Values>
    /// Where ``storage`` is, for the catalogue.
    public static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { \.storage }

    /// A factory's configuration: the style's normal-state values for empty traits.
    init(style: BackgroundStyle?) {
        self.style = style
        self.storage = LockedValues(
            style.map { $0.values(for: CellConfigurationState(traitCollection: TraitCollection())) } ?? Values())
    }

    private init(style: BackgroundStyle?, storage: LockedValues<Values>) {
        self.style = style
        self.storage = storage
    }

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
        storage.values.shadowProperties.overlayLocked(onto: &result.shadowProperties)
        if storage.locks != 0 { Self.catalogue.overlayLocked(from: storage, onto: &result) }
        return BackgroundConfiguration(style: style, storage: LockedValues(result, locks: storage.locks))
    }

    /// The fill to draw: the transformer applied to the background color, or to the tint when the color is nil.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let base = storage.values.backgroundColor ?? tintColor
        return storage.values.backgroundColorTransformer.map { $0(base) } ?? base
    }

    /// The stroke to draw: the transformer applied to the stroke color, or to the tint when the color is nil.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let base = storage.values.strokeColor ?? tintColor
        return storage.values.strokeColorTransformer.map { $0(base) } ?? base
    }

    /// Whether UIKit treats the fill as the tint color, which turns a cell's content white.
    public var isTintFilled: Bool { storage.values.isTintFilled }
}

extension BackgroundConfiguration.Values {
    /// Whether the fill counts as the tint color, which turns a cell's content white: the color is nil (the tint) and
    /// the transformer is none, highlight or reorder (iOS 14–18 runtime printouts), or focus (a focused row's content
    /// turns white too, so its fill counts as tint-filled).
    public var isTintFilled: Bool {
        guard backgroundColor == nil else { return false }
        guard let transformer = backgroundColorTransformer else { return true }
        return transformer == .highlight || transformer == .reorder || transformer == .focus
    }
}
