/// A background's shadow, as `UIShadowProperties` (iOS 18). The default draws nothing (opacity 0).
///
/// Each field you assign stays locked through `updated(for:)`, field by field, as UIKit merges shadows.
public struct ShadowProperties: Hashable, Sendable {
    /// The fields of a shadow, for locking.
    public enum Field: String, CaseIterable, Hashable, Sendable {
        case color, opacity, radius, offset, path

        var bit: UInt8 {
            switch self {
            case .color: 1 << 0
            case .opacity: 1 << 1
            case .radius: 1 << 2
            case .offset: 1 << 3
            case .path: 1 << 4
            }
        }
    }

    struct Values: Hashable, Sendable {
        var color: Color = .black
        var opacity: Double = 0
        var radius: Double = 0
        var offset: Size = .zero
        var path: String? = nil
    }

    var values: Values
    private var customizedBits: UInt8 = 0

    /// A shadow with the defaults and nothing locked.
    public init() {
        self.values = Values()
    }

    /// A shadow with every field given and locked.
    public init(color: Color = .black, opacity: Double, radius: Double, offset: Size = .zero, path: String? = nil) {
        self.values = Values(color: color, opacity: opacity, radius: radius, offset: offset, path: path)
        self.customizedBits = UInt8.max
    }

    public var color: Color {
        get { values.color }
        set { values.color = newValue; lock(.color) }
    }
    /// 0 (invisible) to 1.
    public var opacity: Double {
        get { values.opacity }
        set { values.opacity = newValue; lock(.opacity) }
    }
    /// The blur radius in points.
    public var radius: Double {
        get { values.radius }
        set { values.radius = newValue; lock(.radius) }
    }
    public var offset: Size {
        get { values.offset }
        set { values.offset = newValue; lock(.offset) }
    }
    /// An SVG path the shadow follows, in the view's coordinates; nil follows the background's shape.
    public var path: String? {
        get { values.path }
        set { values.path = newValue; lock(.path) }
    }

    /// Whether a field was assigned and so stays as set.
    public func isCustomized(_ field: Field) -> Bool { customizedBits & field.bit != 0 }

    private mutating func lock(_ field: Field) { customizedBits |= field.bit }

    /// Writes this shadow's locked fields over a style's shadow, which then carries the locks.
    func overlayLocked(onto defaults: inout ShadowProperties) {
        guard customizedBits != 0 else { return }
        if isCustomized(.color) { defaults.values.color = values.color }
        if isCustomized(.opacity) { defaults.values.opacity = values.opacity }
        if isCustomized(.radius) { defaults.values.radius = values.radius }
        if isCustomized(.offset) { defaults.values.offset = values.offset }
        if isCustomized(.path) { defaults.values.path = values.path }
        defaults.customizedBits = customizedBits
    }
}
