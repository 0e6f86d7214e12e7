import Configuration

/// One property of a background configuration set to a value: the unit of style overrides, rule `set`s and request
/// overrides. Setting a property locks it, as in UIKit, so later state updates keep it.
public enum BackgroundAssignment: Hashable, Sendable {
    case customView(String?)
    case cornerRadius(Double)
    case backgroundInsets(DirectionalEdgeInsets)
    case edgesAddingLayoutMarginsToBackgroundInsets(DirectionalRectEdge)
    /// nil means the tint color.
    case backgroundColor(Color?)
    case backgroundColorTransformer(ColorTransformer?)
    case visualEffect(VisualEffect?)
    case image(String?)
    case imageContentMode(ContentMode)
    /// nil means the tint color.
    case strokeColor(Color?)
    case strokeColorTransformer(ColorTransformer?)
    case strokeWidth(Double)
    case strokeOutset(Double)
    case shadowColor(Color)
    case shadowOpacity(Double)
    case shadowRadius(Double)
    case shadowOffset(Size)
    case shadowPath(String?)

    /// The property's path in a response (`backgroundColor`, `shadowProperties.radius`).
    public var path: String {
        switch self {
        case .customView: "customView"
        case .cornerRadius: "cornerRadius"
        case .backgroundInsets: "backgroundInsets"
        case .edgesAddingLayoutMarginsToBackgroundInsets: "edgesAddingLayoutMarginsToBackgroundInsets"
        case .backgroundColor: "backgroundColor"
        case .backgroundColorTransformer: "backgroundColorTransformer"
        case .visualEffect: "visualEffect"
        case .image: "image"
        case .imageContentMode: "imageContentMode"
        case .strokeColor: "strokeColor"
        case .strokeColorTransformer: "strokeColorTransformer"
        case .strokeWidth: "strokeWidth"
        case .strokeOutset: "strokeOutset"
        case .shadowColor: "shadowProperties.color"
        case .shadowOpacity: "shadowProperties.opacity"
        case .shadowRadius: "shadowProperties.radius"
        case .shadowOffset: "shadowProperties.offset"
        case .shadowPath: "shadowProperties.path"
        }
    }

    /// Sets the property on a configuration (locking it).
    public func apply(to configuration: inout BackgroundConfiguration) {
        switch self {
        case .customView(let value): configuration.customView = value
        case .cornerRadius(let value): configuration.cornerRadius = value
        case .backgroundInsets(let value): configuration.backgroundInsets = value
        case .edgesAddingLayoutMarginsToBackgroundInsets(let value):
            configuration.edgesAddingLayoutMarginsToBackgroundInsets = value
        case .backgroundColor(let value): configuration.backgroundColor = value
        case .backgroundColorTransformer(let value): configuration.backgroundColorTransformer = value
        case .visualEffect(let value): configuration.visualEffect = value
        case .image(let value): configuration.image = value
        case .imageContentMode(let value): configuration.imageContentMode = value
        case .strokeColor(let value): configuration.strokeColor = value
        case .strokeColorTransformer(let value): configuration.strokeColorTransformer = value
        case .strokeWidth(let value): configuration.strokeWidth = value
        case .strokeOutset(let value): configuration.strokeOutset = value
        case .shadowColor(let value): configuration.shadowProperties.color = value
        case .shadowOpacity(let value): configuration.shadowProperties.opacity = value
        case .shadowRadius(let value): configuration.shadowProperties.radius = value
        case .shadowOffset(let value): configuration.shadowProperties.offset = value
        case .shadowPath(let value): configuration.shadowProperties.path = value
        }
    }
}
