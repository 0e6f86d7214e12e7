/// An empty, loading or no-results view with every value concrete for the traits: fonts sized for Dynamic Type,
/// colors resolved, the image's point size, the buttons that show.
public struct ResolvedContentUnavailableConfiguration: Hashable, Sendable {
    /// A text and how it is drawn.
    public struct Text: Hashable, Sendable {
        /// The text; nil when none shows.
        public var text: String?
        /// The font for the traits' content size and Bold Text.
        public var font: Font
        public var color: ResolvedColor
        public var lineBreakMode: LineBreakMode
        /// 0 means no limit.
        public var numberOfLines: Int
        public var adjustsFontSizeToFitWidth: Bool
        public var minimumScaleFactor: Double
        public var allowsDefaultTighteningForTruncation: Bool
    }

    /// A button that shows (it has a title) with what it does.
    public struct Button: Hashable, Sendable {
        public var style: ContentUnavailableConfiguration.ButtonSlot.Style
        public var title: String
        public var subtitle: String?
        public var buttonSize: ContentUnavailableConfiguration.ButtonSlot.ButtonSize
        public var macIdiomStyle: ContentUnavailableConfiguration.ButtonSlot.MacIdiomStyle
        public var titleAlignment: ContentUnavailableConfiguration.ButtonSlot.TitleAlignment
        public var primaryAction: String?
        public var menu: String?
        public var isEnabled: Bool
        public var role: ContentUnavailableConfiguration.ButtonProperties.Role
    }

    /// The factory the defaults came from.
    public var style: ContentUnavailableStyle
    /// The image's symbol name; nil for none.
    public var image: String?
    /// Whether an activity indicator shows in the image's place (a loading state without an image).
    public var showsActivityIndicator: Bool
    /// The symbol's (or the indicator's) point size; nil when no symbol configuration gives one.
    public var imagePointSize: Double?
    /// The tint of the image or the indicator.
    public var imageTintColor: ResolvedColor
    public var imageCornerRadius: Double
    /// 0 in a dimension leaves it unconstrained.
    public var imageMaximumSize: Size
    public var text: Text
    public var secondaryText: Text
    public var button: Button?
    public var secondaryButton: Button?
    public var alignment: ContentUnavailableConfiguration.Alignment
    public var axesPreservingSuperviewLayoutMargins: Axis
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// The paddings as set; each applies only between two elements that both show.
    public var imageToTextPadding: Double
    public var textToSecondaryTextPadding: Double
    public var textToButtonPadding: Double
    public var buttonToSecondaryButtonPadding: Double
    public var background: ResolvedBackgroundConfiguration
}
