import Configuration

/// One property of a list content configuration set to a value: the unit of style overrides, rule `set`s and request
/// overrides. Setting a property locks it, as in UIKit, so later state updates keep it.
public enum ContentAssignment: Hashable, Sendable {
    case textProperties(TextPropertyAssignment)
    case secondaryTextProperties(TextPropertyAssignment)
    case imageProperties(ImagePropertyAssignment)
    case axesPreservingSuperviewLayoutMargins(Axis)
    case directionalLayoutMargins(DirectionalEdgeInsets)
    case prefersSideBySideTextAndSecondaryText(Bool)
    case imageToTextPadding(Double)
    case textToSecondaryTextHorizontalPadding(Double)
    case textToSecondaryTextVerticalPadding(Double)
    case alpha(Double)

    /// The property's path in a response (`textProperties.color`, `directionalLayoutMargins`).
    public var path: String {
        switch self {
        case .textProperties(let assignment): "textProperties." + assignment.name
        case .secondaryTextProperties(let assignment): "secondaryTextProperties." + assignment.name
        case .imageProperties(let assignment): "imageProperties." + assignment.name
        case .axesPreservingSuperviewLayoutMargins: "axesPreservingSuperviewLayoutMargins"
        case .directionalLayoutMargins: "directionalLayoutMargins"
        case .prefersSideBySideTextAndSecondaryText: "prefersSideBySideTextAndSecondaryText"
        case .imageToTextPadding: "imageToTextPadding"
        case .textToSecondaryTextHorizontalPadding: "textToSecondaryTextHorizontalPadding"
        case .textToSecondaryTextVerticalPadding: "textToSecondaryTextVerticalPadding"
        case .alpha: "alpha"
        }
    }

    /// Sets the property on a configuration (locking it).
    public func apply(to configuration: inout ListContentConfiguration) {
        switch self {
        case .textProperties(let assignment): assignment.apply(to: &configuration.textProperties)
        case .secondaryTextProperties(let assignment): assignment.apply(to: &configuration.secondaryTextProperties)
        case .imageProperties(let assignment): assignment.apply(to: &configuration.imageProperties)
        case .axesPreservingSuperviewLayoutMargins(let value): configuration.axesPreservingSuperviewLayoutMargins = value
        case .directionalLayoutMargins(let value): configuration.directionalLayoutMargins = value
        case .prefersSideBySideTextAndSecondaryText(let value):
            configuration.prefersSideBySideTextAndSecondaryText = value
        case .imageToTextPadding(let value): configuration.imageToTextPadding = value
        case .textToSecondaryTextHorizontalPadding(let value): configuration.textToSecondaryTextHorizontalPadding = value
        case .textToSecondaryTextVerticalPadding(let value): configuration.textToSecondaryTextVerticalPadding = value
        case .alpha(let value): configuration.alpha = value
        }
    }
}

/// One text property set to a value.
public enum TextPropertyAssignment: Hashable, Sendable {
    case font(Font)
    case color(Color)
    case colorTransformer(ColorTransformer?)
    case alignment(ListContentConfiguration.TextProperties.TextAlignment)
    case lineBreakMode(LineBreakMode)
    case numberOfLines(Int)
    case adjustsFontSizeToFitWidth(Bool)
    case minimumScaleFactor(Double)
    case allowsDefaultTighteningForTruncation(Bool)
    case adjustsFontForContentSizeCategory(Bool)
    case showsExpansionTextWhenTruncated(Bool)
    case transform(ListContentConfiguration.TextProperties.TextTransform)

    /// The property's UIKit name.
    public var name: String {
        switch self {
        case .font: "font"
        case .color: "color"
        case .colorTransformer: "colorTransformer"
        case .alignment: "alignment"
        case .lineBreakMode: "lineBreakMode"
        case .numberOfLines: "numberOfLines"
        case .adjustsFontSizeToFitWidth: "adjustsFontSizeToFitWidth"
        case .minimumScaleFactor: "minimumScaleFactor"
        case .allowsDefaultTighteningForTruncation: "allowsDefaultTighteningForTruncation"
        case .adjustsFontForContentSizeCategory: "adjustsFontForContentSizeCategory"
        case .showsExpansionTextWhenTruncated: "showsExpansionTextWhenTruncated"
        case .transform: "transform"
        }
    }

    func apply(to properties: inout ListContentConfiguration.TextProperties) {
        switch self {
        case .font(let value): properties.font = value
        case .color(let value): properties.color = value
        case .colorTransformer(let value): properties.colorTransformer = value
        case .alignment(let value): properties.alignment = value
        case .lineBreakMode(let value): properties.lineBreakMode = value
        case .numberOfLines(let value): properties.numberOfLines = value
        case .adjustsFontSizeToFitWidth(let value): properties.adjustsFontSizeToFitWidth = value
        case .minimumScaleFactor(let value): properties.minimumScaleFactor = value
        case .allowsDefaultTighteningForTruncation(let value): properties.allowsDefaultTighteningForTruncation = value
        case .adjustsFontForContentSizeCategory(let value): properties.adjustsFontForContentSizeCategory = value
        case .showsExpansionTextWhenTruncated(let value): properties.showsExpansionTextWhenTruncated = value
        case .transform(let value): properties.transform = value
        }
    }
}

/// One image property set to a value.
public enum ImagePropertyAssignment: Hashable, Sendable {
    case preferredSymbolConfiguration(SymbolConfiguration?)
    /// nil means the tint color.
    case tintColor(Color?)
    case tintColorTransformer(ColorTransformer?)
    case cornerRadius(Double)
    case maximumSize(Size)
    case reservedLayoutSize(Size)
    case accessibilityIgnoresInvertColors(Bool)

    /// The property's UIKit name.
    public var name: String {
        switch self {
        case .preferredSymbolConfiguration: "preferredSymbolConfiguration"
        case .tintColor: "tintColor"
        case .tintColorTransformer: "tintColorTransformer"
        case .cornerRadius: "cornerRadius"
        case .maximumSize: "maximumSize"
        case .reservedLayoutSize: "reservedLayoutSize"
        case .accessibilityIgnoresInvertColors: "accessibilityIgnoresInvertColors"
        }
    }

    func apply(to properties: inout ListContentConfiguration.ImageProperties) {
        switch self {
        case .preferredSymbolConfiguration(let value): properties.preferredSymbolConfiguration = value
        case .tintColor(let value): properties.tintColor = value
        case .tintColorTransformer(let value): properties.tintColorTransformer = value
        case .cornerRadius(let value): properties.cornerRadius = value
        case .maximumSize(let value): properties.maximumSize = value
        case .reservedLayoutSize(let value): properties.reservedLayoutSize = value
        case .accessibilityIgnoresInvertColors(let value): properties.accessibilityIgnoresInvertColors = value
        }
    }
}

/// Background and content assignments applied together: a style's overrides, a rule's `set`, a request's overrides.
public struct ConfigurationOverrides: Hashable, Sendable {
    public var background: [BackgroundAssignment]
    public var content: [ContentAssignment]

    public init(background: [BackgroundAssignment] = [], content: [ContentAssignment] = []) {
        self.background = background
        self.content = content
    }

    /// Whether nothing is set.
    public var isEmpty: Bool { background.isEmpty && content.isEmpty }
}
