/// The contrast of a resolved button's title, or of an empty state's text and secondary text, against the fill they
/// are drawn on, as WCAG 2.2 defines it for text (1.4.3, or 1.4.6 at level AAA), with the same compositing and
/// large-text sizes as ``ContrastCheck``.
///
/// The fill is the component's background color composited over the page it sits on, `systemBackground` for the
/// traits; the text color is composited over that. Glass and other visual effects are not modelled: the fill is what
/// counts. A disabled button is an inactive user interface component, which WCAG exempts.
public struct ComponentContrastCheck: Hashable, Sendable {
    /// A text of a component that is measured.
    public enum Part: String, CaseIterable, Hashable, Sendable {
        /// A button's title, drawn in its foreground color.
        case title
        /// An empty state's text.
        case text
        /// An empty state's secondary text.
        case secondaryText
    }

    /// One part's measurement.
    public struct PartMeasurement: Hashable, Sendable {
        /// The part measured.
        public var part: Part
        /// Its color against ``ComponentContrastCheck/background``.
        public var measurement: ContrastCheck.Measurement
    }

    /// Why a disabled button's measurements are exempt.
    public static let disabledButtonExemption =
        "the button is disabled: WCAG exempts inactive user interface components"

    /// The level the thresholds come from.
    public var level: ContrastLevel
    /// What the component sits on: `systemBackground` for the traits.
    public var backdrop: ResolvedColor
    /// The component's fill composited over the backdrop (opaque).
    public var background: ResolvedColor
    /// Each measured part, in the answer's order.
    public var parts: [PartMeasurement]

    /// Fail when any part fails, exempt when every part is exempt, else pass.
    public var outcome: ContrastCheck.Outcome {
        let outcomes = parts.map(\.measurement.outcome)
        if outcomes.contains(.fail) { return .fail }
        return outcomes.allSatisfy { $0 == .exempt } ? .exempt : .pass
    }

    /// Measures a resolved button's title (its foreground color in its title font) on its background;
    /// `isDisabled` exempts it.
    public init(
        button: ResolvedButtonConfiguration, traits: TraitCollection, isDisabled: Bool, level: ContrastLevel = .aa
    ) {
        self.init(
            background: button.background, texts: [(.title, button.foregroundColor, button.titleFont)],
            traits: traits, exemption: isDisabled ? Self.disabledButtonExemption : nil, level: level)
    }

    /// Measures a resolved empty state's text and secondary text on its background.
    public init(
        contentUnavailable: ResolvedContentUnavailableConfiguration, traits: TraitCollection,
        level: ContrastLevel = .aa
    ) {
        let text = contentUnavailable.text
        let secondaryText = contentUnavailable.secondaryText
        self.init(
            background: contentUnavailable.background,
            texts: [(.text, text.color, text.font), (.secondaryText, secondaryText.color, secondaryText.font)],
            traits: traits, exemption: nil, level: level)
    }

    private init(
        background: ResolvedBackgroundConfiguration, texts: [(Part, ResolvedColor, Font)], traits: TraitCollection,
        exemption: String?, level: ContrastLevel
    ) {
        self.level = level
        backdrop = Color.systemBackground.resolvedColor(with: traits)
        let fill = background.backgroundColor.composited(over: backdrop)
        self.background = fill
        parts = texts.map { part, color, font in
            PartMeasurement(
                part: part,
                measurement: ContrastCheck.textMeasurement(
                    color, font: font, over: fill, level: level, exemption: exemption))
        }
    }
}
