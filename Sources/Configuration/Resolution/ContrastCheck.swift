/// The WCAG 2.x contrast of a resolved cell's text and secondary text against its background, as a person sees it:
/// the background composited over the system background for the traits, each text color (with the content's alpha)
/// composited over that.
///
/// The minimum is WCAG's 4.5:1 for normal text (AA), and 7:1 (AAA) when the traits ask for increased contrast, since
/// a user who turned it on needs more than the default. Visual effects (blur) are not modelled: the fill is what
/// counts.
public struct ContrastCheck: Hashable, Sendable {
    /// The contrast of one text role.
    public struct Measurement: Hashable, Sendable {
        /// The text color as drawn: composited over ``ContrastCheck/background``, so opaque.
        public var color: ResolvedColor
        /// The WCAG 2.x ratio against ``ContrastCheck/background``.
        public var ratio: Double
        /// Whether the ratio reaches the minimum.
        public var passes: Bool
    }

    /// WCAG 2.x success criterion 1.4.3 (AA) for normal text.
    public static let minimumRatio = 4.5
    /// WCAG 2.x success criterion 1.4.6 (AAA), required here under increased contrast.
    public static let highContrastMinimumRatio = 7.0

    /// What the cell sits on: `systemBackground` for the traits.
    public var backdrop: ResolvedColor
    /// The cell's fill composited over the backdrop (opaque).
    public var background: ResolvedColor
    /// The ratio the text must reach for these traits.
    public var minimum: Double
    public var text: Measurement
    public var secondaryText: Measurement

    /// Whether both text roles reach the minimum.
    public var passes: Bool { text.passes && secondaryText.passes }

    /// Measures a resolved cell for the traits it was resolved with.
    public init(
        background: ResolvedBackgroundConfiguration, content: ResolvedListContentConfiguration, traits: TraitCollection
    ) {
        backdrop = Color.systemBackground.resolvedColor(with: traits)
        let fill = background.backgroundColor.composited(over: backdrop)
        self.background = fill
        let minimum = traits.isHighContrast ? Self.highContrastMinimumRatio : Self.minimumRatio
        self.minimum = minimum
        func measure(_ color: ResolvedColor) -> Measurement {
            var drawn = color
            drawn.alpha *= content.alpha
            drawn = drawn.composited(over: fill)
            let ratio = drawn.contrastRatio(with: fill)
            return Measurement(color: drawn, ratio: ratio, passes: ratio >= minimum)
        }
        text = measure(content.textProperties.color)
        secondaryText = measure(content.secondaryTextProperties.color)
    }
}
