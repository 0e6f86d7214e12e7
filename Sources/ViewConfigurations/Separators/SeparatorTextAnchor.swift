/// What a row's automatic separator inset reads of its list content: where the text starts. Made from the resolved
/// content, or from the configuration without resolving it (its margins, reserved image width and padding), so a
/// renderer that needs only the separators skips the content's fonts and colors.
public struct SeparatorTextAnchor: Hashable, Sendable {
    /// The content's concrete style, whose sidebar look decides the standard symbol width.
    public var style: ListContentStyle
    /// The content's effective leading layout margin.
    public var leadingMargin: Double
    /// Whether the content shows an image.
    public var hasImage: Bool
    /// The image slot's reserved width in points, resolved for the traits; 0 when none is reserved.
    public var reservedImageWidth: Double
    /// The padding between the image and the text.
    public var imageToTextPadding: Double

    /// The anchor of resolved content.
    public init(_ content: ResolvedListContentConfiguration) {
        style = content.style
        leadingMargin = content.effectiveDirectionalLayoutMargins.leading
        hasImage = content.image != nil
        reservedImageWidth = content.imageProperties.reservedLayoutSize.width
        imageToTextPadding = content.imageToTextPadding
    }

    /// The anchor of a configuration for the traits, as its resolution would give it; `hasImage` overrides whether
    /// it shows an image (a configuration resolved without its strings).
    public init(_ content: ListContentConfiguration, traits: TraitCollection, hasImage: Bool) {
        // Each field read through the borrowed values: copying them would retain every font and color.
        style = content.style.concrete(for: traits)
        leadingMargin =
            ListContentConfiguration.effectiveMargins(
                content.values.directionalLayoutMargins,
                preserving: content.values.axesPreservingSuperviewLayoutMargins, traits: traits
            ).leading
        self.hasImage = hasImage
        reservedImageWidth =
            ListContentConfiguration.ImageProperties.reservedLayoutSize(
                content.values.imageProperties.values.reservedLayoutSize, for: traits, style: style
            ).width
        imageToTextPadding = content.values.imageToTextPadding
    }
}
