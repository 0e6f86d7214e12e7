/// Light or dark appearance, as `UIUserInterfaceStyle`.
///
/// `unspecified` resolves dynamic colors as light, as UIKit does.
public enum UserInterfaceStyle: String, CaseIterable, Hashable, Sendable {
    case unspecified, light, dark
}

/// Standard or increased contrast, as `UIAccessibilityContrast`.
public enum AccessibilityContrast: String, CaseIterable, Hashable, Sendable {
    case unspecified, normal, high
}

/// Reading direction, as `UITraitEnvironmentLayoutDirection`; decides how leading and trailing map to left and right.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case unspecified, leftToRight, rightToLeft
}

/// Horizontal or vertical size class, as `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, CaseIterable, Hashable, Sendable {
    case unspecified, compact, regular
}

/// The kind of device, as `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: String, CaseIterable, Hashable, Sendable {
    case unspecified, phone, pad, tv, carPlay, mac, vision
}

/// The Bold Text accessibility setting, as `UILegibilityWeight`.
public enum LegibilityWeight: String, CaseIterable, Hashable, Sendable {
    case unspecified, regular, bold
}

/// Base or elevated content level, as `UIUserInterfaceLevel`; elevated changes dark-mode backgrounds.
public enum UserInterfaceLevel: String, CaseIterable, Hashable, Sendable {
    case unspecified, base, elevated
}

/// Whether the window is key on macOS, as `UIUserInterfaceActiveAppearance`.
public enum UserInterfaceActiveAppearance: String, CaseIterable, Hashable, Sendable {
    case unspecified, inactive, active
}

/// The kind of list a view sits in, as `UIListEnvironment` (iOS 18); the adaptive factories follow it.
public enum ListEnvironment: String, CaseIterable, Hashable, Sendable {
    case unspecified, none, plain, grouped, insetGrouped, sidebar, sidebarPlain
}
