/// The content of a list cell, header or footer, as `UIListContentConfiguration`: an image, text and secondary
/// text with the system layout and styling.
///
/// Start from a factory (``cell()``, ``sidebarCell()``, ``groupedHeader()``, …), set the content and whatever you
/// want to change, and ask for ``updated(for:)`` when the state changes. Properties you assign stay locked; text,
/// secondary text (plain or attributed) and image are never changed by an update.
@dynamicMemberLookup
public struct ListContentConfiguration: PropertyOwner {
    /// The properties, named as UIKit names them, in the order documents and answers list them: the text and image
    /// property groups (which lock field by field), then the layout.
    public enum Property: String, CaseIterable, Hashable, Sendable {
        case textProperties, secondaryTextProperties, imageProperties
        case axesPreservingSuperviewLayoutMargins, directionalLayoutMargins, prefersSideBySideTextAndSecondaryText
        case imageToTextPadding, textToSecondaryTextHorizontalPadding, textToSecondaryTextVerticalPadding, alpha
    }

    /// Every styled value of a content configuration, with UIKit's defaults; a style computes one of these per state.
    public struct Values: Hashable, Sendable {
        /// How the text is drawn.
        public var textProperties = TextProperties(.init())
        /// How the secondary text is drawn.
        public var secondaryTextProperties = TextProperties(.init())
        /// How the image is drawn.
        public var imageProperties = ImageProperties(.init())
        /// On these axes the margin is the larger of ``directionalLayoutMargins`` and the cell's own layout margins.
        public var axesPreservingSuperviewLayoutMargins: Axis = .horizontal
        /// The margins around the content, on directional edges.
        public var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8)
        /// Text and secondary text on one row when both fit.
        public var prefersSideBySideTextAndSecondaryText = false
        /// The space between the image and the text.
        public var imageToTextPadding = 16.0
        /// The space between text and secondary text side by side.
        public var textToSecondaryTextHorizontalPadding = 8.0
        /// The space between text and secondary text stacked.
        public var textToSecondaryTextVerticalPadding = 3.0
        /// Opacity of the whole content (iOS 18).
        public var alpha = 1.0
    }

    /// The catalogue: each property's kind, range, explanation and token name.
    public static let catalogue = PropertyCatalogue<Values>(noun: "content") { (property: Property) in
        switch property {
        case .textProperties: .group(\.textProperties, token: ["text"])
        case .secondaryTextProperties: .group(\.secondaryTextProperties, token: ["secondary-text"])
        case .imageProperties: .group(\.imageProperties, token: ["image"])
        case .axesPreservingSuperviewLayoutMargins: .axes(\.axesPreservingSuperviewLayoutMargins)
        case .directionalLayoutMargins: .directionalInsets(\.directionalLayoutMargins, token: ["layout-margin", ""])
        case .prefersSideBySideTextAndSecondaryText:
            .boolean(\.prefersSideBySideTextAndSecondaryText, token: ["text-stack-direction"])
        case .imageToTextPadding: .number(\.imageToTextPadding, in: -10_000...10_000, token: ["image-to-text-padding"])
        case .textToSecondaryTextHorizontalPadding:
            .number(
                \.textToSecondaryTextHorizontalPadding, in: -10_000...10_000,
                token: ["text-to-secondary-text-horizontal-padding"])
        case .textToSecondaryTextVerticalPadding:
            .number(
                \.textToSecondaryTextVerticalPadding, in: -10_000...10_000,
                token: ["text-to-secondary-text-vertical-padding"])
        case .alpha: .number(\.alpha, in: 0...1, token: ["content-opacity"])
        }
    }

    /// The system style this configuration follows.
    public let style: ListContentStyle
    /// The values and which of them were assigned.
    public var storage: LockedValues<Values>
    /// Where ``storage`` is, for the catalogue.
    public static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { \.storage }

    /// The primary text; never changed by an update. Setting it (even to nil) clears ``attributedText``, as in UIKit.
    public var text: String? {
        get { primaryTextContent.plain }
        set { primaryTextContent = newValue.map(TextContent.plain) }
    }
    /// The primary text with its own fonts and colors; never changed by an update. Setting it (even to nil) clears
    /// ``text``, as in UIKit. Its attributes override ``textProperties``, and the text transform does not apply to it.
    public var attributedText: AttributedText? {
        get { primaryTextContent.attributed }
        set { primaryTextContent = newValue.map(TextContent.attributed) }
    }
    /// The secondary text; never changed by an update. Setting it (even to nil) clears ``secondaryAttributedText``.
    public var secondaryText: String? {
        get { secondaryTextContent.plain }
        set { secondaryTextContent = newValue.map(TextContent.plain) }
    }
    /// The secondary text with its own fonts and colors; never changed by an update. Setting it (even to nil) clears
    /// ``secondaryText``. Its attributes override ``secondaryTextProperties``.
    public var secondaryAttributedText: AttributedText? {
        get { secondaryTextContent.attributed }
        set { secondaryTextContent = newValue.map(TextContent.attributed) }
    }
    /// The name of the image (for example an SF Symbol name); never changed by an update.
    public var image: String?

    /// One of a text and its attributed variant: holding one in one place makes setting either clear the other.
    private var primaryTextContent: TextContent?
    private var secondaryTextContent: TextContent?

    /// A factory's configuration: the style's normal-state values for empty traits (Large text).
    init(style: ListContentStyle) {
        self.style = style
        self.storage = LockedValues(style.values(for: CellConfigurationState(traitCollection: TraitCollection())))
    }

    private init(restyling original: ListContentConfiguration, values: Values) {
        self.style = original.style
        self.storage = LockedValues(values, locks: original.storage.locks)
        self.primaryTextContent = original.primaryTextContent
        self.secondaryTextContent = original.secondaryTextContent
        self.image = original.image
    }

    // MARK: Updating

    /// A copy restyled for a state: unlocked properties take the style's values for the state, locked ones stay;
    /// text, secondary text and image are kept.
    public func updated(for state: some ConfigurationState) -> ListContentConfiguration {
        updated(forCellState: state.cellState)
    }

    /// A copy restyled for a cell's state (the common case, without converting the state).
    public func updated(for state: CellConfigurationState) -> ListContentConfiguration {
        updated(forCellState: state)
    }

    /// A copy restyled for a header's or footer's state.
    public func updated(for state: ViewConfigurationState) -> ListContentConfiguration {
        updated(forCellState: CellConfigurationState(state))
    }

    private func updated(forCellState state: CellConfigurationState) -> ListContentConfiguration {
        var result = style.values(for: state)
        storage.values.textProperties.overlayLocked(onto: &result.textProperties)
        storage.values.secondaryTextProperties.overlayLocked(onto: &result.secondaryTextProperties)
        storage.values.imageProperties.overlayLocked(onto: &result.imageProperties)
        if storage.locks != 0 { Self.catalogue.overlayLocked(from: storage, onto: &result) }
        return ListContentConfiguration(restyling: self, values: result)
    }
}

/// A text of list content: plain, or attributed.
private enum TextContent: Hashable, Sendable {
    case plain(String)
    case attributed(AttributedText)
}

extension Optional where Wrapped == TextContent {
    fileprivate var plain: String? {
        if case .plain(let text)? = self { text } else { nil }
    }

    fileprivate var attributed: AttributedText? {
        if case .attributed(let text)? = self { text } else { nil }
    }
}
