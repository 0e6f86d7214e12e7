/// A font as a configuration holds it, as `UIFont`: a Dynamic Type text-style font that follows the content size
/// category and Bold Text, or a fixed system font.
public struct Font: Hashable, Sendable {
    /// Stroke weights, lightest to heaviest, as `UIFont.Weight`.
    public enum Weight: String, CaseIterable, Hashable, Sendable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The weight `steps` places heavier, stopping at black.
        public func heavier(by steps: Int = 1) -> Weight {
            let all = Weight.allCases
            let index = all.firstIndex(of: self) ?? 0
            return all[min(all.count - 1, index + steps)]
        }

        /// The CSS `font-weight` number (100…900).
        public var cssValue: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }

        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }
    }

    /// Symbolic traits, as `UIFontDescriptor.SymbolicTraits`: bold is a text style's emphasized weight.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The emphasized weight of the text style (bold for a fixed font).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 0)
        /// Tighter line spacing, as the grouped footer's "short footnote".
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 1)
    }

    /// The text style, for a Dynamic Type font; nil for a fixed font.
    public private(set) var textStyle: TextStyle?
    public private(set) var pointSize: Double
    public private(set) var weight: Weight
    /// Recommended line spacing in points (the HIG's leading).
    public private(set) var leading: Double
    public private(set) var symbolicTraits: SymbolicTraits
    /// Whether the font follows Dynamic Type when resolved (made by ``preferredFont(forTextStyle:compatibleWith:)``).
    public private(set) var isDynamic: Bool
    /// The category and Bold Text setting a Dynamic Type font was made for.
    private var sizeCategory: ContentSizeCategory = .large
    private var isBoldText = false

    /// A fixed font; it does not follow Dynamic Type. Leading defaults to the body style's ratio at Large (22/17).
    public init(
        textStyle: TextStyle? = nil, pointSize: Double, weight: Weight = .regular, leading: Double? = nil,
        symbolicTraits: SymbolicTraits = []
    ) {
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.weight = weight
        self.leading = leading ?? (pointSize * ReferenceChoices.fixedFontLeadingRatio).rounded()
        self.symbolicTraits = symbolicTraits
        self.isDynamic = false
    }

    /// The system font at a fixed size, as `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize pointSize: Double, weight: Weight = .regular) -> Font {
        Font(pointSize: pointSize, weight: weight)
    }

    /// The Dynamic Type font for a text style and the traits' content size category and Bold Text setting,
    /// as `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traits: TraitCollection = .init()
    )
        -> Font
    {
        dynamic(
            style, symbolicTraits: [], category: traits.preferredContentSizeCategory,
            boldText: traits.legibilityWeight == .bold)
    }

    /// The same font with symbolic traits added: a text style's emphasized weight, or tighter leading.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> Font {
        if symbolicTraits.isSuperset(of: traits) { return self }
        let combined = symbolicTraits.union(traits)
        if isDynamic, let textStyle {
            return Self.dynamic(textStyle, symbolicTraits: combined, category: sizeCategory, boldText: isBoldText)
        }
        var font = self
        if traits.contains(.traitBold), !symbolicTraits.contains(.traitBold) {
            font.weight = max(weight, .bold)
        }
        if traits.contains(.traitTightLeading), !symbolicTraits.contains(.traitTightLeading) {
            font.leading -= ReferenceChoices.tightLeadingReduction
        }
        font.symbolicTraits = combined
        return font
    }

    /// The font for other traits: a Dynamic Type font takes the traits' size and Bold Text; a fixed font is unchanged.
    public func scaled(for traits: TraitCollection) -> Font {
        guard isDynamic, let textStyle else { return self }
        let boldText = traits.legibilityWeight == .bold
        if sizeCategory == traits.preferredContentSizeCategory.normalized && isBoldText == boldText { return self }
        return Self.dynamic(
            textStyle, symbolicTraits: symbolicTraits, category: traits.preferredContentSizeCategory,
            boldText: boldText)
    }

    /// Body at Large: the font of a bare text-properties value, computed once.
    static let bodyAtLarge = Font.preferredFont(forTextStyle: .body)

    static func dynamic(
        _ style: TextStyle, symbolicTraits: SymbolicTraits, category: ContentSizeCategory, boldText: Bool
    ) -> Font {
        let metrics = DynamicTypeTable.metrics(for: style, category: category)
        var weight = symbolicTraits.contains(.traitBold) ? style.emphasizedWeight : style.defaultWeight
        if boldText {
            weight = ReferenceChoices.boldTextWeight(for: weight)
        }
        var font = Font(textStyle: style, pointSize: metrics.pointSize, weight: weight, leading: metrics.leading)
        font.symbolicTraits = symbolicTraits
        if symbolicTraits.contains(.traitTightLeading) {
            font.leading -= ReferenceChoices.tightLeadingReduction
        }
        font.isDynamic = true
        font.sizeCategory = category.normalized
        font.isBoldText = boldText
        return font
    }
}
