extension Color {
    /// A named color's value in each appearance an asset catalog's color set distinguishes: Any (light) and Dark,
    /// each also in high contrast.
    public struct Appearances: Hashable, Sendable {
        /// For a light or unspecified interface style (the color set's "Any" appearance).
        public var light: ResolvedColor
        public var dark: ResolvedColor
        public var lightHighContrast: ResolvedColor
        public var darkHighContrast: ResolvedColor

        public init(
            light: ResolvedColor, dark: ResolvedColor, lightHighContrast: ResolvedColor,
            darkHighContrast: ResolvedColor
        ) {
            self.light = light
            self.dark = dark
            self.lightHighContrast = lightHighContrast
            self.darkHighContrast = darkHighContrast
        }

        /// The appearance the traits pick, as `UIColor(named:)` does: dark for a dark interface style, light for
        /// the others; the high-contrast variant for high accessibility contrast.
        public func color(for traits: TraitCollection) -> ResolvedColor {
            switch (traits.userInterfaceStyle == .dark, traits.accessibilityContrast == .high) {
            case (false, false): light
            case (true, false): dark
            case (false, true): lightHighContrast
            case (true, true): darkHighContrast
            }
        }
    }
}
