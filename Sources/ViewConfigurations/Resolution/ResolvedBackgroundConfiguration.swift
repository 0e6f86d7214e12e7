/// A background with every value concrete for one set of traits and one tint: what a renderer draws.
public struct ResolvedBackgroundConfiguration: Hashable, Sendable {
    /// The concrete system style, nil for `clear()`.
    public var style: BackgroundStyle?
    public var customView: String?
    public var backgroundColor: ResolvedColor
    public var cornerRadius: Double
    /// The radius the list layout rounds the section with (first cell's top corners, last cell's bottom ones): 10 or
    /// 26 for a cell in an inset-grouped list by design, 0 elsewhere (``BackgroundStyle/sectionCornerRadius(for:)``).
    /// Not a configuration property: UIKit's list layout draws it, so no assignment changes it.
    public var sectionCornerRadius: Double
    public var backgroundInsets: DirectionalEdgeInsets
    /// ``backgroundInsets`` on physical edges for the layout direction.
    public var physicalBackgroundInsets: EdgeInsets
    public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge
    public var visualEffect: VisualEffect?
    public var image: String?
    public var imageContentMode: ContentMode
    public var strokeColor: ResolvedColor
    public var strokeWidth: Double
    public var strokeOutset: Double
    /// Whether a stroke is drawn: width above 0 and a color that is not clear.
    public var hasStroke: Bool
    /// The fill is the tint (list content turns white on it).
    public var isTintFilled: Bool
    public var shadow: ResolvedShadow
}

/// A shadow with a concrete color.
public struct ResolvedShadow: Hashable, Sendable {
    public var color: ResolvedColor
    public var opacity: Double
    public var radius: Double
    public var offset: Size
    public var path: String?
    /// Whether anything is drawn (opacity above 0).
    public var isVisible: Bool { opacity > 0 }
    /// The blur as CSS `box-shadow` and design tools measure it, from UIKit's radius.
    public var blur: Double { radius * ReferenceChoices.shadowBlurPerRadius }
}

extension BackgroundConfiguration {
    /// Every value concrete for the traits and tint: colors by appearance, contrast and level, transformers applied,
    /// insets on physical edges. State is not read here; call ``updated(for:)`` first.
    public func resolved(
        with traits: TraitCollection, tintColor: Color = .systemBlue
    ) -> ResolvedBackgroundConfiguration {
        let stroke = (storage.values.strokeColor ?? tintColor).resolvedColor(
            with: traits, transformedBy: storage.values.strokeColorTransformer)
        let shadow = storage.values.shadowProperties.storage.values
        return ResolvedBackgroundConfiguration(
            style: style?.concrete(for: traits),
            customView: storage.values.customView,
            backgroundColor: (storage.values.backgroundColor ?? tintColor).resolvedColor(
                with: traits, transformedBy: storage.values.backgroundColorTransformer),
            cornerRadius: storage.values.cornerRadius,
            sectionCornerRadius: style?.sectionCornerRadius(for: traits) ?? 0,
            backgroundInsets: storage.values.backgroundInsets,
            physicalBackgroundInsets: storage.values.backgroundInsets.edgeInsets(for: traits.layoutDirection),
            edgesAddingLayoutMarginsToBackgroundInsets: storage.values.edgesAddingLayoutMarginsToBackgroundInsets,
            visualEffect: storage.values.visualEffect,
            image: storage.values.image,
            imageContentMode: storage.values.imageContentMode,
            strokeColor: stroke,
            strokeWidth: storage.values.strokeWidth,
            strokeOutset: storage.values.strokeOutset,
            hasStroke: storage.values.strokeWidth > 0 && !stroke.isClear,
            isTintFilled: isTintFilled,
            shadow: ResolvedShadow(
                color: shadow.color.resolvedColor(with: traits), opacity: shadow.opacity, radius: shadow.radius,
                offset: shadow.offset, path: shadow.path))
    }
}
