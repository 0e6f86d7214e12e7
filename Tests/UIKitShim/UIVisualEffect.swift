/// UIKit's visual effects are objects (a glass effect is made, then its properties set); the library's are values.
/// Each class here holds the library's value, and a background's `visualEffect` takes and gives these objects.
open class UIVisualEffect: @unchecked Sendable {
    /// The library's effect.
    public var effect: VisualEffect

    init(_ effect: VisualEffect) { self.effect = effect }
}

/// A blur, as `UIBlurEffect(style:)`.
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur of `style`.
    public init(style: BlurEffectStyle) { super.init(.blur(style)) }
}

/// Vibrancy over a blur, as `UIVibrancyEffect(blurEffect:style:)`.
public final class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// Vibrancy of `style` over `blurEffect`'s blur.
    public init(blurEffect: UIBlurEffect, style: VibrancyEffectStyle) {
        guard case .blur(let blur) = blurEffect.effect else { preconditionFailure("a blur effect holds a blur") }
        super.init(.vibrancy(blur: blur, style: style))
    }
}

/// Glass, as `UIGlassEffect` (iOS 26): made with a style, then made interactive or tinted.
public final class UIGlassEffect: UIVisualEffect, @unchecked Sendable {
    /// Glass of `style`.
    public init(style: GlassEffect.Style) { super.init(.glass(GlassEffect(style: style))) }

    /// Whether the glass reacts to touches.
    public var isInteractive: Bool {
        get { effect.glass?.isInteractive ?? false }
        set { effect = .glass(GlassEffect(style: glass.style, isInteractive: newValue, tintColor: glass.tintColor)) }
    }

    /// The glass's tint.
    public var tintColor: UIColor? {
        get { effect.glass?.tintColor }
        set {
            effect = .glass(GlassEffect(style: glass.style, isInteractive: glass.isInteractive, tintColor: newValue))
        }
    }

    private var glass: GlassEffect { effect.glass ?? GlassEffect() }
}

/// Glass shapes merging within a spacing, as `UIGlassContainerEffect` (iOS 26).
public final class UIGlassContainerEffect: UIVisualEffect, @unchecked Sendable {
    /// A container with no spacing.
    public init() { super.init(.glassContainer(GlassContainerEffect())) }

    /// The distance within which glass shapes merge.
    public var spacing: CGFloat {
        get {
            guard case .glassContainer(let container) = effect else { return 0 }
            return container.spacing
        }
        set { effect = .glassContainer(GlassContainerEffect(spacing: newValue)) }
    }
}

extension BackgroundConfiguration {
    /// The effect as UIKit's object; setting it locks the value, as any assignment does.
    public var visualEffect: UIVisualEffect? {
        get { self[dynamicMember: \.visualEffect].map(UIVisualEffect.init) }
        set { self[dynamicMember: \.visualEffect] = newValue?.effect }
    }
}
