import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Writes a button's and an empty state's answer objects from their concrete values, in UIKit's names: colors as
/// `#RRGGBB`/`#RRGGBBAA`, fonts sized by Dynamic Type, the background as a cell's background answer has it.
enum ComponentEncoder {
    /// The `button` object: the style that applied, the values the button draws with, and the request's strings.
    static func writeButton(
        _ resolved: ResolvedButtonConfiguration, of configuration: ButtonConfiguration, role: ButtonConfiguration.Role,
        traits: TraitCollection, into writer: inout JSONWriter
    ) {
        writer.beginObject()
        writeButtonMembers(resolved, of: configuration, role: role, traits: traits, into: &writer)
        writer.endObject()
    }

    /// The members of a `button` object.
    private static func writeButtonMembers(
        _ resolved: ResolvedButtonConfiguration, of configuration: ButtonConfiguration, role: ButtonConfiguration.Role,
        traits: TraitCollection, into writer: inout JSONWriter
    ) {
        writer.field("effectiveStyle", resolved.effectiveStyle.rawValue)
        writer.field("buttonSize", configuration.values.buttonSize.rawValue)
        writer.field("role", role.rawValue)
        writer.field("foregroundColor", resolved.foregroundColor)
        writer.fieldName("background")
        writeBackground(resolved.background, traits: traits, into: &writer)
        writer.field("cornerStyle", resolved.cornerStyle.rawValue)
        writer.field("cornerRadius", resolved.cornerRadius)
        writer.field("contentInsets", resolved.contentInsets)
        writer.field("titleFont", resolved.titleFont)
        writer.field("subtitleFont", resolved.subtitleFont)
        writer.field("imagePlacement", resolved.imagePlacement.rawValue)
        writer.field("imagePadding", resolved.imagePadding)
        writer.field("titlePadding", resolved.titlePadding)
        writer.field("titleAlignment", resolved.titleAlignment.rawValue)
        writer.field("imageColor", resolved.imageColor)
        ResolutionEncoder.writeSymbolConfiguration(resolved.imageSymbolConfiguration, into: &writer)
        writer.field("showsActivityIndicator", configuration.values.showsActivityIndicator)
        writer.field("activityIndicatorColor", resolved.activityIndicatorColor)
        writer.field("activityIndicatorSize", resolved.activityIndicatorSize)
        writer.field("indicatorSymbol", resolved.indicatorSymbol)
        writer.field("indicatorColor", resolved.indicatorColor)
        writer.field("title", configuration.values.title)
        writer.field("subtitle", configuration.values.subtitle)
        writer.field("image", configuration.values.image)
    }

    /// The `contentUnavailable` object: the image, the texts, the buttons that show, the layout and the background.
    static func writeContentUnavailable(
        _ resolved: ResolvedContentUnavailableConfiguration, of configuration: ContentUnavailableConfiguration,
        state: ContentUnavailableConfigurationState, traits: TraitCollection, into writer: inout JSONWriter
    ) {
        writer.beginObject()
        writer.field("style", resolved.style.rawValue)
        writer.field("searchText", state.searchText)
        writer.field("image", resolved.image)
        writer.field("showsActivityIndicator", resolved.showsActivityIndicator)
        if let pointSize = resolved.imagePointSize {
            writer.field("imagePointSize", pointSize)
        } else {
            writer.field("imagePointSize", nil as String?)
        }
        writer.field("imageTintColor", resolved.imageTintColor)
        writer.field("imageCornerRadius", resolved.imageCornerRadius)
        writer.field("imageMaximumSize", resolved.imageMaximumSize)
        writer.fieldName("text")
        writeText(resolved.text, into: &writer)
        writer.fieldName("secondaryText")
        writeText(resolved.secondaryText, into: &writer)
        writer.fieldName("button")
        writeButton(resolved.button, of: configuration.values.button, traits: traits, into: &writer)
        writer.fieldName("secondaryButton")
        writeButton(resolved.secondaryButton, of: configuration.values.secondaryButton, traits: traits, into: &writer)
        writer.field("alignment", resolved.alignment.rawValue)
        writer.fieldName("axesPreservingSuperviewLayoutMargins")
        writer.value(resolved.axesPreservingSuperviewLayoutMargins)
        writer.field("directionalLayoutMargins", resolved.directionalLayoutMargins)
        writer.field("imageToTextPadding", resolved.imageToTextPadding)
        writer.field("textToSecondaryTextPadding", resolved.textToSecondaryTextPadding)
        writer.field("textToButtonPadding", resolved.textToButtonPadding)
        writer.field("buttonToSecondaryButtonPadding", resolved.buttonToSecondaryButtonPadding)
        writer.fieldName("background")
        writeBackground(resolved.background, traits: traits, into: &writer)
        writer.endObject()
    }

    /// A text of an empty state: the string and how it is drawn.
    private static func writeText(_ text: ResolvedContentUnavailableConfiguration.Text, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("text", text.text)
        writer.field("font", text.font)
        writer.field("color", text.color)
        writer.field("lineBreakMode", text.lineBreakMode.rawValue)
        writer.field("numberOfLines", text.numberOfLines)
        writer.field("adjustsFontSizeToFitWidth", text.adjustsFontSizeToFitWidth)
        writer.field("minimumScaleFactor", text.minimumScaleFactor)
        writer.field("allowsDefaultTighteningForTruncation", text.allowsDefaultTighteningForTruncation)
        writer.endObject()
    }

    /// A button of an empty state, or `null` when it has no title and so does not show: the members a button
    /// answer has, then what the button does.
    private static func writeButton(
        _ button: ResolvedContentUnavailableConfiguration.Button?, of configuration: ButtonConfiguration,
        traits: TraitCollection, into writer: inout JSONWriter
    ) {
        guard let button else {
            writer.null()
            return
        }
        writer.beginObject()
        writeButtonMembers(button.configuration, of: configuration, role: button.role, traits: traits, into: &writer)
        writer.field("primaryAction", button.primaryAction)
        writer.field("menu", button.menu)
        writer.field("isEnabled", button.isEnabled)
        writer.endObject()
    }

    /// A resolved background's members, named as a cell's background answer names them.
    static func writeBackground(
        _ background: ResolvedBackgroundConfiguration, traits: TraitCollection, into writer: inout JSONWriter
    ) {
        writer.beginObject()
        writer.field("backgroundColor", background.backgroundColor)
        writer.field("cornerRadius", background.cornerRadius)
        writer.field("backgroundInsets", background.backgroundInsets)
        writer.field("physicalBackgroundInsets", background.physicalBackgroundInsets)
        writer.fieldName("edgesAddingLayoutMarginsToBackgroundInsets")
        writer.value(background.edgesAddingLayoutMarginsToBackgroundInsets)
        writer.fieldName("visualEffect")
        writer.value(background.visualEffect, traits: traits)
        writer.field("customView", background.customView)
        writer.field("image", background.image)
        writer.field("imageContentMode", background.imageContentMode.rawValue)
        writer.field("strokeColor", background.strokeColor)
        writer.field("strokeWidth", background.strokeWidth)
        writer.field("strokeOutset", background.strokeOutset)
        writer.field("hasStroke", background.hasStroke)
        writer.beginObject(key: "shadowProperties")
        writer.field("color", background.shadow.color)
        writer.field("opacity", background.shadow.opacity)
        writer.field("radius", background.shadow.radius)
        writer.field("offset", background.shadow.offset)
        writer.field("path", background.shadow.path)
        writer.endObject()
        writer.endObject()
    }
}
