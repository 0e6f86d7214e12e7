/// The factories of `UIButton.Configuration`, their aliases and iOS 26's glass styles.
extension ButtonConfiguration {
    /// No background; the tint colors the content.
    public static func plain() -> ButtonConfiguration { ButtonConfiguration(style: .plain) }
    /// A gray fill.
    public static func gray() -> ButtonConfiguration { ButtonConfiguration(style: .gray) }
    /// A light fill of the tint color; the content in the tint color.
    public static func tinted() -> ButtonConfiguration { ButtonConfiguration(style: .tinted) }
    /// A tint-color fill with white content.
    public static func filled() -> ButtonConfiguration { ButtonConfiguration(style: .filled) }
    /// Another name for ``plain()``.
    public static func borderless() -> ButtonConfiguration { plain() }
    /// Another name for ``gray()``.
    public static func bordered() -> ButtonConfiguration { gray() }
    /// Another name for ``tinted()``.
    public static func borderedTinted() -> ButtonConfiguration { tinted() }
    /// Another name for ``filled()``.
    public static func borderedProminent() -> ButtonConfiguration { filled() }
    /// Liquid Glass (iOS 26).
    public static func glass() -> ButtonConfiguration { ButtonConfiguration(style: .glass) }
    /// Tint-colored Liquid Glass (iOS 26).
    public static func prominentGlass() -> ButtonConfiguration { ButtonConfiguration(style: .prominentGlass) }
    /// Clear Liquid Glass (iOS 26).
    public static func clearGlass() -> ButtonConfiguration { ButtonConfiguration(style: .clearGlass) }
    /// Tint-colored clear Liquid Glass (iOS 26).
    public static func prominentClearGlass() -> ButtonConfiguration {
        ButtonConfiguration(style: .prominentClearGlass)
    }
}
