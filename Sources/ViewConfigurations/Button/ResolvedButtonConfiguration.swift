/// A button configuration made concrete for a state, traits, tint, role and height: what a renderer draws.
public struct ResolvedButtonConfiguration: Hashable, Sendable {
    /// The style whose colors applied (the selected variant when it swapped).
    public var effectiveStyle: ButtonConfiguration.Style
    /// The color of title, subtitle and image.
    public var foregroundColor: ResolvedColor
    /// The background, its color the style's for the state unless the app set one, its corner radius the applied one.
    public var background: ResolvedBackgroundConfiguration
    /// The corner style.
    public var cornerStyle: ButtonConfiguration.CornerStyle
    /// The corner radius drawn at the given height (continuous corners).
    public var cornerRadius: Double
    /// The insets around the content.
    public var contentInsets: DirectionalEdgeInsets
    /// The title's font.
    public var titleFont: Font
    /// The subtitle's font.
    public var subtitleFont: Font
    /// The edge of the title the image sits on.
    public var imagePlacement: ButtonConfiguration.ImagePlacement
    /// Points between image and text.
    public var imagePadding: Double
    /// Points between title and subtitle.
    public var titlePadding: Double
    /// How title and subtitle align.
    public var titleAlignment: ButtonConfiguration.TitleAlignment
    /// The activity indicator's color.
    public var activityIndicatorColor: ResolvedColor
    /// The activity indicator's size: the title font's line height.
    public var activityIndicatorSize: Double
    /// The image's color: the foreground through the image color transformer.
    public var imageColor: ResolvedColor
    /// A symbol image's configuration: the app's, over the title's text style (the subtitle's without a title) at
    /// large scale.
    public var imageSymbolConfiguration: SymbolConfiguration
    /// The pop-up indicator's symbol, or nil when none shows.
    public var indicatorSymbol: String?
    /// The pop-up indicator's symbol configuration: the title's text style at small scale.
    public var indicatorSymbolConfiguration: SymbolConfiguration
    /// The pop-up indicator's color: the foreground through the indicator color transformer.
    public var indicatorColor: ResolvedColor
    /// Members whose value no public source settles, with why: what explain reports as inferred.
    public var inferred: [String: String]
}
