/// The choices of a button configuration, named as UIKit's nested types of `UIButton.Configuration`.
extension ButtonConfiguration {
    /// The style behind a factory, as UIKit's internal style behaviours: it picks the colors per state.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        case plain, gray, tinted, filled
        /// iOS 26 Liquid Glass styles.
        case glass, prominentGlass, clearGlass, prominentClearGlass

        /// Whether the style is one of iOS 26's glass styles.
        public var isGlass: Bool {
            switch self {
            case .glass, .prominentGlass, .clearGlass, .prominentClearGlass: true
            default: false
            }
        }

        /// Whether the style tints its glass or fill with the tint color.
        public var isProminentGlass: Bool { self == .prominentGlass || self == .prominentClearGlass }

        /// The style a selected button takes when it updates for selection: plain → tinted, tinted → filled
        /// (observed), gray → ReferenceChoices; filled and the glass styles keep theirs.
        public var selectedStyle: Style? {
            switch self {
            case .plain: .tinted
            case .tinted: .filled
            case .gray: ReferenceChoices.graySelectedStyle
            case .filled: nil
            case .glass, .prominentGlass, .clearGlass, .prominentClearGlass: ReferenceChoices.glassSelectedStyle
            }
        }
    }

    /// How the background's corners are rounded, as `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: String, CaseIterable, Hashable, Sendable {
        case fixed, dynamic, small, medium, large, capsule
    }

    /// The size the default insets and fonts follow, as `UIButton.Configuration.Size`.
    public enum ButtonSize: String, CaseIterable, Hashable, Sendable {
        case medium, small, mini, large
    }

    /// The look on the Mac idiom, as `UIButton.Configuration.MacIdiomStyle`.
    public enum MacIdiomStyle: String, CaseIterable, Hashable, Sendable {
        case automatic, bordered, borderless, borderlessTinted
    }

    /// How title and subtitle align, as `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: String, CaseIterable, Hashable, Sendable {
        case automatic, leading, center, trailing
    }

    /// The single edge the image sits on next to the title (`NSDirectionalRectEdge`).
    public enum ImagePlacement: String, CaseIterable, Hashable, Sendable {
        case leading, trailing, top, bottom
    }

    /// The pop-up indicator, as `UIButton.Configuration.Indicator` (iOS 16).
    public enum Indicator: String, CaseIterable, Hashable, Sendable {
        case automatic, none, popup
    }

    /// The button's role, as `UIButton.Role`: `.primary` emphasizes the title.
    public enum Role: String, CaseIterable, Hashable, Sendable {
        case normal, primary, cancel, destructive
    }
}
