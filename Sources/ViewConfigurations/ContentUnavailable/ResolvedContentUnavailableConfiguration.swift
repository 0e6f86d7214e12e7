/// An empty, loading or no-results view with every value concrete for the traits: fonts sized for Dynamic Type,
/// colors resolved, the image's point size, the buttons that show.
public struct ResolvedContentUnavailableConfiguration: Hashable, Sendable {
    /// A text and how it is drawn.
    public struct Text: Hashable, Sendable {
        /// The text; nil when none shows.
        public var text: String?
        /// The font for the traits' content size and Bold Text.
        public var font: Font
        /// The text color.
        public var color: ResolvedColor
        /// How a line that does not fit is cut.
        public var lineBreakMode: LineBreakMode
        /// 0 means no limit.
        public var numberOfLines: Int
        /// Whether the font shrinks so the text fits.
        public var adjustsFontSizeToFitWidth: Bool
        /// The smallest fraction of the font size the text shrinks to.
        public var minimumScaleFactor: Double
        /// Whether the text is tightened before it is truncated.
        public var allowsDefaultTighteningForTruncation: Bool
    }

    /// A button that shows (it has a title) with what it does and its configuration resolved.
    public struct Button: Hashable, Sendable {
        /// The title.
        public var title: String
        /// The subtitle, if any.
        public var subtitle: String?
        /// The button configuration resolved for the view's traits and tint, disabled when the button is, for its
        /// role: colors, background, insets, fonts and corners.
        public var configuration: ResolvedButtonConfiguration
        /// The name of the action it performs.
        public var primaryAction: String?
        /// The name of the menu it shows.
        public var menu: String?
        /// Whether it takes touches.
        public var isEnabled: Bool
        /// Its role.
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
    /// The image's corner radius in points.
    public var imageCornerRadius: Double
    /// The image's largest size; 0 in a dimension leaves it unconstrained.
    public var imageMaximumSize: Size
    /// The primary text.
    public var text: Text
    /// The secondary text.
    public var secondaryText: Text
    /// The first button; nil when it has no title.
    public var button: Button?
    /// The second button; nil when it has no title.
    public var secondaryButton: Button?
    /// Where the content sits horizontally.
    public var alignment: ContentUnavailableConfiguration.Alignment
    /// Along which axes the superview's margins are the least margins.
    public var axesPreservingSuperviewLayoutMargins: Axis
    /// The margins around the content.
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// Between image and text, as set; each padding applies only between two elements that both show.
    public var imageToTextPadding: Double
    /// Between text and secondary text.
    public var textToSecondaryTextPadding: Double
    /// Between the texts and the first button.
    public var textToButtonPadding: Double
    /// Between the two buttons.
    public var buttonToSecondaryButtonPadding: Double
    /// The background, resolved.
    public var background: ResolvedBackgroundConfiguration
}
