/// An empty, loading or no-results view, as `UIContentUnavailableConfiguration` (iOS 17).
///
/// Start from ``empty()``, ``loading()`` or ``search()``, set what you want to change, and ask for ``updated(for:)``
/// when the state changes: properties you set stay locked, the rest take the style's defaults for the state (its
/// traits and search text).
@dynamicMemberLookup
public struct ContentUnavailableConfiguration: PropertyOwner {
    /// Where the image and text sit horizontally, as `UIContentUnavailableConfiguration.Alignment`.
    public enum Alignment: String, CaseIterable, Hashable, Sendable { case center, natural }

    /// The settable properties, named as UIKit names them: the catalogue's members.
    public enum Property: String, CaseIterable, Hashable, Sendable {
        case image, imageProperties, text, textProperties, secondaryText, secondaryTextProperties
        case button, buttonProperties, secondaryButton, secondaryButtonProperties
        case alignment, axesPreservingSuperviewLayoutMargins, directionalLayoutMargins
        case imageToTextPadding, textToSecondaryTextPadding, textToButtonPadding, buttonToSecondaryButtonPadding
        case background
    }

    /// The settable values; a bare value holds UIKit's per-property defaults, the factories their style's.
    public struct Values: Hashable, Sendable {
        /// The image's symbol name; nil for none (a loading state shows an activity indicator instead).
        public var image: String? = nil
        /// How the image, or the activity indicator, is drawn.
        public var imageProperties = ImageProperties()
        /// The primary text.
        public var text: String? = nil
        /// How the primary text is drawn.
        public var textProperties = TextProperties()
        /// The secondary text.
        public var secondaryText: String? = nil
        /// How the secondary text is drawn.
        public var secondaryTextProperties = TextProperties()
        /// The first button, a button configuration; it shows when it has a title.
        public var button = ButtonConfiguration.plain()
        /// What the first button does.
        public var buttonProperties = ButtonProperties()
        /// The second button, below the first.
        public var secondaryButton = ButtonConfiguration.plain()
        /// What the second button does.
        public var secondaryButtonProperties = ButtonProperties()
        /// Where the content sits horizontally.
        public var alignment = Alignment.center
        /// Along which axes the superview's layout margins count as the least margins.
        public var axesPreservingSuperviewLayoutMargins = Axis.horizontal
        /// The margins around the content (the least ones, on preserved axes).
        public var directionalLayoutMargins = DirectionalEdgeInsets()
        /// Between image and text, when both show.
        public var imageToTextPadding = 0.0
        /// Between text and secondary text, when both show.
        public var textToSecondaryTextPadding = 0.0
        /// Between the texts and the first button, when both show.
        public var textToButtonPadding = 0.0
        /// Between the two buttons, when both show.
        public var buttonToSecondaryButtonPadding = 0.0
        /// The background behind the view.
        public var background = BackgroundConfiguration.clear()
    }

    /// The catalogue of the settable properties: what style documents and overrides set, and explain reports.
    public static let catalogue = PropertyCatalogue<Values>(noun: "content unavailable") { (property: Property) in
        switch property {
        case .image: .optionalString(\.image)
        case .imageProperties: .group(\.imageProperties)
        case .text: .optionalString(\.text)
        case .textProperties: .group(\.textProperties)
        case .secondaryText: .optionalString(\.secondaryText)
        case .secondaryTextProperties: .group(\.secondaryTextProperties)
        case .button: .group(\.button)
        case .buttonProperties: .group(\.buttonProperties)
        case .secondaryButton: .group(\.secondaryButton)
        case .secondaryButtonProperties: .group(\.secondaryButtonProperties)
        case .alignment: .choice(\.alignment)
        case .axesPreservingSuperviewLayoutMargins: .axes(\.axesPreservingSuperviewLayoutMargins)
        case .directionalLayoutMargins: .directionalInsets(\.directionalLayoutMargins)
        case .imageToTextPadding: .number(\.imageToTextPadding, in: 0...10_000)
        case .textToSecondaryTextPadding: .number(\.textToSecondaryTextPadding, in: 0...10_000)
        case .textToButtonPadding: .number(\.textToButtonPadding, in: 0...10_000)
        case .buttonToSecondaryButtonPadding: .number(\.buttonToSecondaryButtonPadding, in: 0...10_000)
        case .background: .group(\.background)
        }
    }

    /// The values and which of them were set.
    public var storage: LockedValues<Values>
    /// Where ``storage`` is, for the catalogue.
    public static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { \.storage }
    /// The factory the defaults come from.
    public let style: ContentUnavailableStyle
    /// Attributed primary text; it supersedes ``text`` and the text properties' font and color where it sets them.
    public var attributedText: AttributedText? = nil
    /// Attributed secondary text; it supersedes ``secondaryText`` as ``attributedText`` does ``text``.
    public var secondaryAttributedText: AttributedText? = nil

    /// A factory's configuration: the style's defaults for empty traits (Large text) and no search text.
    init(style: ContentUnavailableStyle) {
        self.style = style
        self.storage = LockedValues(
            style.values(for: ContentUnavailableConfigurationState(traitCollection: TraitCollection())))
    }

    /// A copy for a state: the style's defaults for the state's traits and search text, with every property the app
    /// set kept (field by field inside the text, image, button and background groups, and in a button's background).
    public func updated(for state: ContentUnavailableConfigurationState) -> ContentUnavailableConfiguration {
        var result = self
        var values = style.values(for: state)
        let own = storage.values
        own.imageProperties.overlayLocked(onto: &values.imageProperties)
        own.textProperties.overlayLocked(onto: &values.textProperties)
        own.secondaryTextProperties.overlayLocked(onto: &values.secondaryTextProperties)
        values.button = Self.merged(own.button)
        own.buttonProperties.overlayLocked(onto: &values.buttonProperties)
        values.secondaryButton = Self.merged(own.secondaryButton)
        own.secondaryButtonProperties.overlayLocked(onto: &values.secondaryButtonProperties)
        own.background.overlayAllLocked(onto: &values.background)
        if storage.locks != 0 { Self.catalogue.overlayLocked(from: storage, onto: &values) }
        result.storage.values = values
        return result
    }
}
