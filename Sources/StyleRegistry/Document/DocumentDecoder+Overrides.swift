import Configuration
import JSON

/// Decoders for property assignments: `{"background": {...}, "content": {...}}` with UIKit's property names.
extension DocumentDecoder {
    static let backgroundProperties = [
        "customView", "cornerRadius", "backgroundInsets", "edgesAddingLayoutMarginsToBackgroundInsets",
        "backgroundColor", "backgroundColorTransformer", "visualEffect", "image", "imageContentMode", "strokeColor",
        "strokeColorTransformer", "strokeWidth", "strokeOutset", "shadowProperties",
    ]
    static let shadowProperties = ["color", "opacity", "radius", "offset", "path"]
    static let contentProperties = [
        "textProperties", "secondaryTextProperties", "imageProperties", "axesPreservingSuperviewLayoutMargins",
        "directionalLayoutMargins", "prefersSideBySideTextAndSecondaryText", "imageToTextPadding",
        "textToSecondaryTextHorizontalPadding", "textToSecondaryTextVerticalPadding", "alpha",
    ]
    static let textProperties = [
        "font", "color", "colorTransformer", "alignment", "lineBreakMode", "numberOfLines", "adjustsFontSizeToFitWidth",
        "minimumScaleFactor", "allowsDefaultTighteningForTruncation", "adjustsFontForContentSizeCategory",
        "showsExpansionTextWhenTruncated", "transform",
    ]
    static let imageProperties = [
        "preferredSymbolConfiguration", "tintColor", "tintColorTransformer", "cornerRadius", "maximumSize",
        "reservedLayoutSize", "accessibilityIgnoresInvertColors",
    ]

    /// `{"background": {...}, "content": {...}}`, each part optional.
    package mutating func overrides(_ value: JSONValue, at pointer: JSONPointer) -> ConfigurationOverrides {
        guard let object = object(value, at: pointer) else { return .init() }
        rejectUnknownKeys(object, allowed: ["background", "content"], at: pointer)
        var overrides = ConfigurationOverrides()
        if let background = object["background"] {
            overrides.background = backgroundAssignments(background, at: pointer.appending("background"))
        }
        if let content = object["content"] {
            overrides.content = contentAssignments(content, at: pointer.appending("content"))
        }
        return overrides
    }

    mutating func backgroundAssignments(_ value: JSONValue, at pointer: JSONPointer) -> [BackgroundAssignment] {
        guard let object = object(value, at: pointer) else { return [] }
        var assignments: [BackgroundAssignment] = []
        for (key, member) in object.members {
            let here = pointer.appending(key)
            switch key {
            case "customView": optionalString(member, at: here).map { assignments.append(.customView($0)) }
            case "cornerRadius": number(member, at: here, in: 0...10_000).map { assignments.append(.cornerRadius($0)) }
            case "backgroundInsets": directionalInsets(member, at: here).map { assignments.append(.backgroundInsets($0)) }
            case "edgesAddingLayoutMarginsToBackgroundInsets":
                edges(member, at: here).map { assignments.append(.edgesAddingLayoutMarginsToBackgroundInsets($0)) }
            case "backgroundColor":
                color(member, at: here, nullMeansTint: true).map { assignments.append(.backgroundColor($0)) }
            case "backgroundColorTransformer":
                transformer(member, at: here).map { assignments.append(.backgroundColorTransformer($0)) }
            case "visualEffect": visualEffect(member, at: here).map { assignments.append(.visualEffect($0)) }
            case "image": optionalString(member, at: here).map { assignments.append(.image($0)) }
            case "imageContentMode":
                name(member, as: ContentMode.self, at: here).map { assignments.append(.imageContentMode($0)) }
            case "strokeColor": color(member, at: here, nullMeansTint: true).map { assignments.append(.strokeColor($0)) }
            case "strokeColorTransformer":
                transformer(member, at: here).map { assignments.append(.strokeColorTransformer($0)) }
            case "strokeWidth": number(member, at: here, in: 0...10_000).map { assignments.append(.strokeWidth($0)) }
            case "strokeOutset":
                number(member, at: here, in: -10_000...10_000).map { assignments.append(.strokeOutset($0)) }
            case "shadowProperties": assignments += shadowAssignments(member, at: here)
            default:
                report(here, "unknown background property \"\(key)\"; expected one of: \(Self.backgroundProperties.joined(separator: ", "))")
            }
        }
        return assignments
    }

    private mutating func shadowAssignments(_ value: JSONValue, at pointer: JSONPointer) -> [BackgroundAssignment] {
        guard let object = object(value, at: pointer) else { return [] }
        var assignments: [BackgroundAssignment] = []
        for (key, member) in object.members {
            let here = pointer.appending(key)
            switch key {
            case "color": requiredColor(member, at: here).map { assignments.append(.shadowColor($0)) }
            case "opacity": number(member, at: here, in: 0...1).map { assignments.append(.shadowOpacity($0)) }
            case "radius": number(member, at: here, in: 0...10_000).map { assignments.append(.shadowRadius($0)) }
            case "offset": size(member, at: here).map { assignments.append(.shadowOffset($0)) }
            case "path": optionalString(member, at: here).map { assignments.append(.shadowPath($0)) }
            default:
                report(here, "unknown shadow property \"\(key)\"; expected one of: \(Self.shadowProperties.joined(separator: ", "))")
            }
        }
        return assignments
    }

    mutating func contentAssignments(_ value: JSONValue, at pointer: JSONPointer) -> [ContentAssignment] {
        guard let object = object(value, at: pointer) else { return [] }
        var assignments: [ContentAssignment] = []
        for (key, member) in object.members {
            let here = pointer.appending(key)
            switch key {
            case "textProperties": assignments += textAssignments(member, at: here).map(ContentAssignment.textProperties)
            case "secondaryTextProperties":
                assignments += textAssignments(member, at: here).map(ContentAssignment.secondaryTextProperties)
            case "imageProperties": assignments += imageAssignments(member, at: here).map(ContentAssignment.imageProperties)
            case "axesPreservingSuperviewLayoutMargins":
                axes(member, at: here).map { assignments.append(.axesPreservingSuperviewLayoutMargins($0)) }
            case "directionalLayoutMargins":
                directionalInsets(member, at: here).map { assignments.append(.directionalLayoutMargins($0)) }
            case "prefersSideBySideTextAndSecondaryText":
                bool(member, at: here).map { assignments.append(.prefersSideBySideTextAndSecondaryText($0)) }
            case "imageToTextPadding":
                number(member, at: here, in: -10_000...10_000).map { assignments.append(.imageToTextPadding($0)) }
            case "textToSecondaryTextHorizontalPadding":
                number(member, at: here, in: -10_000...10_000).map {
                    assignments.append(.textToSecondaryTextHorizontalPadding($0))
                }
            case "textToSecondaryTextVerticalPadding":
                number(member, at: here, in: -10_000...10_000).map {
                    assignments.append(.textToSecondaryTextVerticalPadding($0))
                }
            case "alpha": number(member, at: here, in: 0...1).map { assignments.append(.alpha($0)) }
            default:
                report(here, "unknown content property \"\(key)\"; expected one of: \(Self.contentProperties.joined(separator: ", "))")
            }
        }
        return assignments
    }

    private mutating func textAssignments(_ value: JSONValue, at pointer: JSONPointer) -> [TextPropertyAssignment] {
        guard let object = object(value, at: pointer) else { return [] }
        typealias Text = ListContentConfiguration.TextProperties
        var assignments: [TextPropertyAssignment] = []
        for (key, member) in object.members {
            let here = pointer.appending(key)
            switch key {
            case "font": font(member, at: here).map { assignments.append(.font($0)) }
            case "color": requiredColor(member, at: here).map { assignments.append(.color($0)) }
            case "colorTransformer": transformer(member, at: here).map { assignments.append(.colorTransformer($0)) }
            case "alignment": name(member, as: Text.TextAlignment.self, at: here).map { assignments.append(.alignment($0)) }
            case "lineBreakMode": name(member, as: LineBreakMode.self, at: here).map { assignments.append(.lineBreakMode($0)) }
            case "numberOfLines": integer(member, at: here, in: 0...10_000).map { assignments.append(.numberOfLines($0)) }
            case "adjustsFontSizeToFitWidth": bool(member, at: here).map { assignments.append(.adjustsFontSizeToFitWidth($0)) }
            case "minimumScaleFactor": number(member, at: here, in: 0...1).map { assignments.append(.minimumScaleFactor($0)) }
            case "allowsDefaultTighteningForTruncation":
                bool(member, at: here).map { assignments.append(.allowsDefaultTighteningForTruncation($0)) }
            case "adjustsFontForContentSizeCategory":
                bool(member, at: here).map { assignments.append(.adjustsFontForContentSizeCategory($0)) }
            case "showsExpansionTextWhenTruncated":
                bool(member, at: here).map { assignments.append(.showsExpansionTextWhenTruncated($0)) }
            case "transform": name(member, as: Text.TextTransform.self, at: here).map { assignments.append(.transform($0)) }
            default:
                report(here, "unknown text property \"\(key)\"; expected one of: \(Self.textProperties.joined(separator: ", "))")
            }
        }
        return assignments
    }

    private mutating func imageAssignments(_ value: JSONValue, at pointer: JSONPointer) -> [ImagePropertyAssignment] {
        guard let object = object(value, at: pointer) else { return [] }
        var assignments: [ImagePropertyAssignment] = []
        for (key, member) in object.members {
            let here = pointer.appending(key)
            switch key {
            case "preferredSymbolConfiguration":
                symbolConfiguration(member, at: here).map { assignments.append(.preferredSymbolConfiguration($0)) }
            case "tintColor": color(member, at: here, nullMeansTint: true).map { assignments.append(.tintColor($0)) }
            case "tintColorTransformer": transformer(member, at: here).map { assignments.append(.tintColorTransformer($0)) }
            case "cornerRadius": number(member, at: here, in: 0...10_000).map { assignments.append(.cornerRadius($0)) }
            case "maximumSize": size(member, at: here).map { assignments.append(.maximumSize($0)) }
            case "reservedLayoutSize":
                size(member, at: here, allowStandard: true).map { assignments.append(.reservedLayoutSize($0)) }
            case "accessibilityIgnoresInvertColors":
                bool(member, at: here).map { assignments.append(.accessibilityIgnoresInvertColors($0)) }
            default:
                report(here, "unknown image property \"\(key)\"; expected one of: \(Self.imageProperties.joined(separator: ", "))")
            }
        }
        return assignments
    }
}
