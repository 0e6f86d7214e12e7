// UIKit's dynamic color over the library's named color: the shim asks the provider for the four appearances a
// color set distinguishes (light, dark, each in high contrast) once, and keeps the colors it gives.

extension UIColor {
    /// A color the provider picks by traits, as UIKit's `UIColor(dynamicProvider:)`: here evaluated once for each
    /// appearance the library's named color holds, so the provider may read the interface style and the contrast.
    public init(dynamicProvider: (UITraitCollection) -> UIColor) {
        func appearance(_ style: UserInterfaceStyle, _ contrast: AccessibilityContrast) -> ResolvedColor {
            let traits = UITraitCollection(userInterfaceStyle: style, accessibilityContrast: contrast)
            return dynamicProvider(traits).resolvedColor(with: traits)
        }
        self.init(
            named: "dynamicProvider",
            appearances: Appearances(
                light: appearance(.light, .normal), dark: appearance(.dark, .normal),
                lightHighContrast: appearance(.light, .high), darkHighContrast: appearance(.dark, .high)))
    }
}
