/// The eleven iOS Dynamic Type text styles, as `UIFont.TextStyle`.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// UIKit's raw string for the style (`UICTFontTextStyleBody` and so on).
    public var uikitRawValue: String {
        switch self {
        case .largeTitle: "UICTFontTextStyleTitle0"
        case .title1: "UICTFontTextStyleTitle1"
        case .title2: "UICTFontTextStyleTitle2"
        case .title3: "UICTFontTextStyleTitle3"
        case .headline: "UICTFontTextStyleHeadline"
        case .body: "UICTFontTextStyleBody"
        case .callout: "UICTFontTextStyleCallout"
        case .subheadline: "UICTFontTextStyleSubhead"
        case .footnote: "UICTFontTextStyleFootnote"
        case .caption1: "UICTFontTextStyleCaption1"
        case .caption2: "UICTFontTextStyleCaption2"
        }
    }

    /// The style's normal weight (HIG): semibold for headline, regular otherwise.
    public var defaultWeight: Font.Weight { self == .headline ? .semibold : .regular }

    /// The style's emphasized weight (HIG): bold for the large titles and titles 1–2, semibold otherwise.
    public var emphasizedWeight: Font.Weight {
        switch self {
        case .largeTitle, .title1, .title2: .bold
        default: .semibold
        }
    }
}
