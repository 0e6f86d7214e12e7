/// The contrast of a resolved cell as WCAG 2.2 defines it: its text and secondary text against its background
/// (success criterion 1.4.3, or 1.4.6 at level AAA) and its image tint against the background (1.4.11, non-text
/// contrast), each with the criterion, the threshold, the ratio and one outcome: pass, fail, or exempt with the
/// reason.
///
/// Colors are measured as a person sees them: the background composited over the system background for the traits,
/// each text and tint color (with the content's alpha) composited over that. Visual effects (blur) are not
/// modelled: the fill is what counts.
///
/// Thresholds follow the level, never the traits: increased contrast is a user setting the checks are run under
/// (an axis of the matrix), not a stricter level. Text is large (WCAG's 3:1 at AA, 4.5:1 at AAA) at 18 pt or more,
/// or 14 pt or more when bold; WCAG's points are 1/72 inch, 4/3 of a CSS pixel, and one UIKit point is drawn as one
/// CSS pixel (as the service's CSS writes lengths), so a resolved font is large at ``largeTextPointSize`` (24) or,
/// when its weight is bold or heavier, at ``largeBoldTextPointSize`` (18⅔). A disabled cell is an inactive user
/// interface component, which all three criteria exempt.
public struct ContrastCheck: Hashable, Sendable {
    /// The WCAG 2.2 success criterion a measurement is held to.
    public enum Criterion: String, CaseIterable, Hashable, Sendable {
        /// 1.4.3 Contrast (Minimum), level AA: text 4.5:1, large text 3:1.
        case contrastMinimum = "1.4.3"
        /// 1.4.6 Contrast (Enhanced), level AAA: text 7:1, large text 4.5:1.
        case contrastEnhanced = "1.4.6"
        /// 1.4.11 Non-text Contrast, level AA: graphics such as icons 3:1.
        case nonTextContrast = "1.4.11"
    }

    /// What a measurement comes to.
    public enum Outcome: String, CaseIterable, Hashable, Sendable {
        /// The ratio reaches the threshold.
        case pass
        /// The ratio is below the threshold, and nothing exempts it.
        case fail
        /// WCAG does not hold this content to the criterion (see ``Measurement/exemption``).
        case exempt
    }

    /// The contrast of one part of the cell: a text role or the image.
    public struct Measurement: Hashable, Sendable {
        /// The criterion it is held to.
        public var criterion: Criterion
        /// The color as drawn: composited over ``ContrastCheck/background``, so opaque.
        public var color: ResolvedColor
        /// The WCAG 2.x ratio against ``ContrastCheck/background``.
        public var ratio: Double
        /// The ratio the criterion asks for here.
        public var threshold: Double
        /// For text, whether it is large text (the lower threshold); nil for the image.
        public var isLargeText: Bool?
        /// Pass, fail or exempt.
        public var outcome: Outcome
        /// Why the measurement is exempt; nil unless ``outcome`` is `.exempt`.
        public var exemption: String?
    }

    /// WCAG's large text at level AA's lower threshold: 18 pt, 24 CSS pixels, in UIKit points.
    public static let largeTextPointSize = 24.0
    /// WCAG's bold large text: 14 pt, 18⅔ CSS pixels, in UIKit points.
    public static let largeBoldTextPointSize = 14.0 * 4 / 3
    /// Why a disabled cell's measurements are exempt.
    public static let disabledExemption =
        "the cell is disabled: WCAG exempts inactive user interface components"

    /// The level the thresholds come from.
    public var level: ContrastLevel
    /// What the cell sits on: `systemBackground` for the traits.
    public var backdrop: ResolvedColor
    /// The cell's fill composited over the backdrop (opaque).
    public var background: ResolvedColor
    /// The text against the background.
    public var text: Measurement
    /// The secondary text against the background.
    public var secondaryText: Measurement
    /// The image tint against the background.
    public var image: Measurement

    /// The three measurements, in the answer's order.
    public var measurements: [Measurement] { [text, secondaryText, image] }

    /// The cell's outcome: fail when any measurement fails, exempt when all are exempt, else pass.
    public var outcome: Outcome {
        if text.outcome == .fail || secondaryText.outcome == .fail || image.outcome == .fail { return .fail }
        if text.outcome == .exempt && secondaryText.outcome == .exempt && image.outcome == .exempt { return .exempt }
        return .pass
    }

    /// Whether a font is WCAG's large text: at least ``largeTextPointSize``, or ``largeBoldTextPointSize`` when
    /// bold or heavier.
    public static func isLargeText(_ font: Font) -> Bool {
        font.pointSize >= largeTextPointSize || (font.pointSize >= largeBoldTextPointSize && font.weight >= .bold)
    }

    /// The text threshold of a level: 4.5:1 (AA) or 7:1 (AAA), and 3:1 or 4.5:1 for large text.
    public static func textThreshold(level: ContrastLevel, isLargeText: Bool) -> Double {
        switch level {
        case .aa: isLargeText ? 3 : 4.5
        case .aaa: isLargeText ? 4.5 : 7
        }
    }

    /// Non-text contrast's threshold, the same at every level: 3:1.
    public static let nonTextThreshold = 3.0

    /// Measures a resolved cell for the traits it was resolved with, at `level`; `isDisabled` exempts every
    /// measurement.
    public init(
        background: ResolvedBackgroundConfiguration, content: ResolvedListContentConfiguration,
        traits: TraitCollection, isDisabled: Bool = false, level: ContrastLevel = .aa
    ) {
        self.level = level
        backdrop = Color.systemBackground.resolvedColor(with: traits)
        let fill = background.backgroundColor.composited(over: backdrop)
        self.background = fill
        let exemption = isDisabled ? Self.disabledExemption : nil
        func measureText(_ properties: ResolvedTextProperties) -> Measurement {
            var drawn = properties.color
            drawn.alpha *= content.alpha
            return Self.textMeasurement(drawn, font: properties.font, over: fill, level: level, exemption: exemption)
        }
        text = measureText(content.textProperties)
        secondaryText = measureText(content.secondaryTextProperties)
        var tint = content.imageProperties.tintColor
        tint.alpha *= content.alpha
        image = Self.measurement(
            tint, over: fill, criterion: .nonTextContrast, threshold: Self.nonTextThreshold, exemption: exemption)
    }

    /// A color composited over an opaque `fill` and held to `threshold`; `exemption` (nil for none) exempts it.
    public static func measurement(
        _ color: ResolvedColor, over fill: ResolvedColor, criterion: Criterion, threshold: Double,
        isLargeText: Bool? = nil, exemption: String? = nil
    ) -> Measurement {
        let drawn = color.composited(over: fill)
        let ratio = drawn.contrastRatio(with: fill)
        let outcome: Outcome = exemption != nil ? .exempt : ratio >= threshold ? .pass : .fail
        return Measurement(
            criterion: criterion, color: drawn, ratio: ratio, threshold: threshold, isLargeText: isLargeText,
            outcome: outcome, exemption: exemption)
    }

    /// Text of `font` in `color` over `fill`, held to the level's text criterion and its threshold for the size.
    public static func textMeasurement(
        _ color: ResolvedColor, font: Font, over fill: ResolvedColor, level: ContrastLevel, exemption: String? = nil
    ) -> Measurement {
        let isLarge = isLargeText(font)
        return measurement(
            color, over: fill, criterion: level == .aa ? .contrastMinimum : .contrastEnhanced,
            threshold: textThreshold(level: level, isLargeText: isLarge), isLargeText: isLarge, exemption: exemption)
    }
}
