/// How a system button looks, as `UIButton.Configuration` (iOS 15): a style's colors per state, a background
/// configuration, size-dependent insets, fonts and corners.
///
/// Start from a factory (``plain()``, ``filled()``, ``glass()``…); ``updated(for:)`` records the button's state,
/// and ``resolved(with:tintColor:role:height:)`` gives concrete values. Properties the app sets stay locked.
@dynamicMemberLookup
public struct ButtonConfiguration: PropertyOwner {
    /// The settable properties, named as UIKit names them: the catalogue's members.
    public enum Property: String, CaseIterable, Hashable, Sendable {
        case background, cornerStyle, buttonSize, macIdiomStyle, baseForegroundColor, baseBackgroundColor, image
        case imageColorTransformer, preferredSymbolConfigurationForImage, symbolContentTransition
        case showsActivityIndicator, activityIndicatorColorTransformer, title, subtitle, titleLineBreakMode
        case subtitleLineBreakMode, titlePadding, titleAlignment, imagePlacement, imagePadding, imageReservation
        case contentInsets, indicator, indicatorColorTransformer, automaticallyUpdateForSelection
    }

    /// The settable values, with UIKit's defaults for a fresh configuration.
    public struct Values: Hashable, Sendable {
        /// The background: clear, its color and corner radius set by the style unless the app sets them.
        public var background = BackgroundConfiguration.clear()
        /// How the background's corners are rounded.
        public var cornerStyle = CornerStyle.dynamic
        /// The size the default insets, fonts and corner radius follow.
        public var buttonSize = ButtonSize.medium
        /// The look on the Mac idiom.
        public var macIdiomStyle = MacIdiomStyle.automatic
        /// The foreground the style derives its state colors from; nil lets the style pick.
        public var baseForegroundColor: Color? = nil
        /// The background the style derives its state colors from; nil lets the style pick.
        public var baseBackgroundColor: Color? = nil
        /// The image's name (a symbol or asset), or nil.
        public var image: String? = nil
        /// Applied to the image's color.
        public var imageColorTransformer: ColorTransformer? = nil
        /// The symbol configuration of a symbol image, or nil for the title's text style.
        public var preferredSymbolConfigurationForImage: SymbolConfiguration? = nil
        /// The symbol transition's name (iOS 26), or nil for none.
        public var symbolContentTransition: String? = nil
        /// Whether an activity indicator shows in place of the image.
        public var showsActivityIndicator = false
        /// Applied to the activity indicator's color.
        public var activityIndicatorColorTransformer: ColorTransformer? = nil
        /// The title, or nil.
        public var title: String? = nil
        /// The subtitle, or nil.
        public var subtitle: String? = nil
        /// How the title wraps.
        public var titleLineBreakMode = LineBreakMode.byWordWrapping
        /// How the subtitle wraps.
        public var subtitleLineBreakMode = LineBreakMode.byWordWrapping
        /// Points between title and subtitle.
        public var titlePadding = 1.0
        /// How title and subtitle align.
        public var titleAlignment = TitleAlignment.automatic
        /// The edge of the title the image sits on.
        public var imagePlacement = ImagePlacement.leading
        /// Points between the image and the text.
        public var imagePadding = 0.0
        /// Points reserved for the image along its placement's axis.
        public var imageReservation = 0.0
        /// The insets around the content; until the app sets them, the button size's default applies.
        public var contentInsets = ButtonConfiguration.defaultMediumInsets
        /// The pop-up indicator.
        public var indicator = Indicator.automatic
        /// Applied to the indicator's color.
        public var indicatorColorTransformer: ColorTransformer? = nil
        /// Whether a selected button takes its style's selected variant; set by the factory.
        public var automaticallyUpdateForSelection = true
    }

    /// The catalogue of the settable properties: what style documents and overrides set, and explain reports.
    public static let catalogue = PropertyCatalogue<Values>(noun: "button") { (property: Property) in
        switch property {
        case .background: .group(\.background)
        case .cornerStyle: .choice(\.cornerStyle)
        case .buttonSize: .choice(\.buttonSize)
        case .macIdiomStyle: .choice(\.macIdiomStyle)
        case .baseForegroundColor: .optionalColor(\.baseForegroundColor)
        case .baseBackgroundColor: .optionalColor(\.baseBackgroundColor)
        case .image: .optionalString(\.image)
        case .imageColorTransformer: .colorTransformer(\.imageColorTransformer)
        case .preferredSymbolConfigurationForImage:
            .symbolConfiguration(
                \.preferredSymbolConfigurationForImage, explainedAs: "preferredSymbolConfigurationForImage")
        case .symbolContentTransition: .optionalString(\.symbolContentTransition)
        case .showsActivityIndicator: .boolean(\.showsActivityIndicator)
        case .activityIndicatorColorTransformer: .colorTransformer(\.activityIndicatorColorTransformer)
        case .title: .optionalString(\.title)
        case .subtitle: .optionalString(\.subtitle)
        case .titleLineBreakMode: .choice(\.titleLineBreakMode)
        case .subtitleLineBreakMode: .choice(\.subtitleLineBreakMode)
        case .titlePadding: .number(\.titlePadding, in: 0...10_000)
        case .titleAlignment: .choice(\.titleAlignment)
        case .imagePlacement: .choice(\.imagePlacement)
        case .imagePadding: .number(\.imagePadding, in: 0...10_000)
        case .imageReservation: .number(\.imageReservation, in: 0...10_000)
        case .contentInsets: .directionalInsets(\.contentInsets)
        case .indicator: .choice(\.indicator)
        case .indicatorColorTransformer: .colorTransformer(\.indicatorColorTransformer)
        case .automaticallyUpdateForSelection: .boolean(\.automaticallyUpdateForSelection)
        }
    }

    /// The medium size's content insets, observed: {7, 12, 7, 12}.
    public static let defaultMediumInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    /// The values and which of them were set.
    public var storage: LockedValues<Values>
    /// Where ``storage`` is, for the catalogue.
    public static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { \.storage }
    /// The factory's style.
    public let style: Style
    /// The state of the last ``updated(for:)``; a fresh configuration's is the normal state.
    public private(set) var state: ButtonConfigurationState

    /// A fresh configuration of a style: UIKit's defaults, selection updates on except for filled.
    init(style: Style) {
        self.style = style
        var values = Values()
        values.automaticallyUpdateForSelection =
            style.isGlass ? ReferenceChoices.glassUpdatesForSelection : style != .filled
        values.cornerStyle = ReferenceChoices.defaultCornerStyle(for: style)
        // A clear stroke one point wide, as UIKit's button background holds: invisible, and not set by the app.
        values.background.storage.values.strokeWidth = 1
        self.storage = LockedValues(values)
        self.state = ButtonConfigurationState()
    }

    /// A copy for the button's state: the background's corner radius becomes the size's for the design unless the
    /// app set it, and the state's colors apply on resolution; values the app set stay.
    public func updated(for state: ButtonConfigurationState) -> ButtonConfiguration {
        var copy = self
        copy.state = state
        copy.storage.values.background.storage.values.cornerRadius = storedCornerRadius(for: state.traitCollection)
        return copy
    }

    /// The style whose colors apply: the selected variant when the button is selected and updates for selection.
    public var effectiveStyle: Style {
        guard state.isSelected, values.automaticallyUpdateForSelection, let selected = style.selectedStyle else {
            return style
        }
        return selected
    }

    /// Puts the content insets back to the button size's default, as `setDefaultContentInsets()`.
    public mutating func setDefaultContentInsets() {
        storage.values.contentInsets = Self.defaultMediumInsets
        if let index = Self.catalogue.index(ofMember: Property.contentInsets.rawValue) {
            storage.locks &= ~(1 << index)
        }
    }
}
