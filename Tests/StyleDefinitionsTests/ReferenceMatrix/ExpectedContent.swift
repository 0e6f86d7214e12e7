import ViewConfigurations

/// The content values the matrix checks.
struct ExpectedContent {
    /// Nil where the reference gives no font.
    var textFont: ExpectedFont?
    var secondaryFont: ExpectedFont?
    var textColor: ExpectedColor
    var secondaryColor: ExpectedColor
    var imageTint: ExpectedColor
    /// `{top, leading, bottom, trailing}`; nil where the reference gives none.
    var margins: [Double]?
    var preservesHorizontal: Bool
    /// Image-to-text, horizontal and vertical text paddings; nil where the reference gives none.
    var paddings: [Double]?
    var textNumberOfLines: Int
    /// Sidebar autoshrink and tightening (§4.3, §10.3, decision 12.5 #9).
    var shrinks: Bool
    var uppercase: Bool
    /// Cells show the expansion text when truncated; headers and footers do not (§4.3).
    var showsExpansion: Bool
    var sideBySide: Bool
    /// The content explain paths (without the `content.` prefix) that must be marked inferred.
    var inferred: Set<String>
}

/// A font as the reference gives it: a text style, emphasized or not, and whether it is the "short" (tighter
/// leading) variant whose leading §4.7 does not give.
struct ExpectedFont: Equatable {
    var style: TextStyle
    var emphasized = false
    var tight = false

    static let body = ExpectedFont(style: .body)
    static let caption1 = ExpectedFont(style: .caption1)
    static let footnote = ExpectedFont(style: .footnote)
    static let subheadline = ExpectedFont(style: .subheadline)
    static let shortFootnote = ExpectedFont(style: .footnote, tight: true)
}
