/// A button as UIKit's, reduced to what a button style's state reads: the five state bits UIKit's button styles
/// read, its tint adjustment mode and its traits, and the configuration it shows.
@MainActor
open class UIButton {
    /// UIKit's name of a button's configuration.
    public typealias Configuration = ButtonConfiguration

    /// How a view's tint adjusts, as `UIView.TintAdjustmentMode`: a dimmed tint reads as disabled.
    public enum TintAdjustmentMode: Sendable { case automatic, normal, dimmed }

    /// The traits the button is shown in.
    public var traitCollection = UITraitCollection()
    /// Touched down.
    public var isHighlighted = false
    /// Takes touches.
    public var isEnabled = true
    /// Selected.
    public var isSelected = false
    /// Focused by a focus system.
    public var isFocused = false
    /// Presenting its menu.
    public var isHeld = false
    /// How its tint adjusts.
    public var tintAdjustmentMode = TintAdjustmentMode.automatic
    /// The configuration it shows.
    public var configuration: Configuration?

    /// A button in the normal state.
    public init() {}
}

/// UIKit's name of an empty, loading or no-results view's configuration.
public typealias UIContentUnavailableConfiguration = ContentUnavailableConfiguration
/// UIKit's name of an empty state's state.
public typealias UIContentUnavailableConfigurationState = ContentUnavailableConfigurationState

extension UIImage {
    /// The system symbol of that name, as `UIImage(systemName:)`: the library names images by their name.
    public init?(systemName name: String) { self = name }
}
