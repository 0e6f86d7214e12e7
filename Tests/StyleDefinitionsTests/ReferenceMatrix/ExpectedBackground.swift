/// The background values the matrix checks.
struct ExpectedBackground {
    var fill: ExpectedColor
    /// Nil where the reference gives no value.
    var cornerRadius: Double?
    var isTintFilled: Bool
    /// The fill is the tint because the row's selection is taken as key (§3.6 infers it for touch devices), so
    /// white content on it is as inferred.
    var isKeySelectionTint: Bool
    var sectionCornerRadius: Double
    /// The background explain paths (without the `background.` prefix) that must be marked inferred.
    var inferred: Set<String>
}

/// What the matrix expects of a resolved color.
enum ExpectedColor: Equatable {
    /// Exactly this `0xRRGGBBAA`.
    case exact(UInt32)
    /// The private highlight transformer over `base`: §5's approximation, 10–20 % of the way toward black in light
    /// mode or white in dark mode.
    case highlighted(base: UInt32, towardWhite: Bool)
    /// A fill that is drawn (§12.3: a pressed sidebar row shows a visible fill whose value is not public).
    case visible
    /// The reference gives no value.
    case unknown
}
