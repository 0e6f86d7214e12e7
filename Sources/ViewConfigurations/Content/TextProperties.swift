extension ListContentConfiguration {
    /// How text or secondary text is drawn, as `UIListContentConfiguration.TextProperties`.
    /// Each property you assign stays locked through updates.
    @dynamicMemberLookup
    public struct TextProperties: PropertyOwner {
        /// Horizontal alignment, as `TextProperties.TextAlignment`.
        public enum TextAlignment: String, CaseIterable, Hashable, Sendable { case natural, center, justified }

        /// A case change applied to plain text when drawn, as `TextProperties.TextTransform`. It never applies to
        /// attributed text (Apple's UIListContentConfiguration documentation).
        public enum TextTransform: String, CaseIterable, Hashable, Sendable {
            case none, uppercase, lowercase, capitalized

            /// The text as drawn, in Unicode default casing.
            public func apply(to text: String) -> String {
                apply(to: text, locale: nil)
            }

            /// The text as drawn for a locale, as UIKit draws it with the current locale (Foundation's casing follows
            /// the locale): Turkish and Azeri map i and I to İ and ı, Lithuanian keeps the dot of i under accents;
            /// other locales, and nil, get Unicode default casing. `.capitalized` starts words after whitespace only
            /// ("don't e-mail" → "Don't E-mail") and lowercases the rest of each word, as Foundation's `capitalized`
            /// does.
            public func apply(to text: String, locale: LanguageTag?) -> String {
                if self == .none { return text }
                let tailoring = ReferenceChoices.caseTailoring(forLanguage: locale?.language)
                return switch self {
                case .none: text
                case .uppercase: TextCasing.uppercased(text, tailoring)
                case .lowercase: TextCasing.lowercased(text, tailoring)
                case .capitalized: TextCasing.capitalized(text, tailoring)
                }
            }
        }

        /// The properties that can be locked, in catalogue order.
        public enum Field: String, CaseIterable, Hashable, Sendable {
            case font, color, colorTransformer, alignment, lineBreakMode, numberOfLines, adjustsFontSizeToFitWidth
            case minimumScaleFactor, allowsDefaultTighteningForTruncation, adjustsFontForContentSizeCategory
            case showsExpansionTextWhenTruncated, transform
        }

        /// The properties, as catalogue members.
        public typealias Property = Field

        /// The text's values, with UIKit's defaults.
        public struct Values: Hashable, Sendable {
            /// The font, Dynamic Type or fixed.
            public var font = Font.bodyAtLarge
            /// The text color.
            public var color = Color.label
            /// Applied to ``color`` when drawn.
            public var colorTransformer: ColorTransformer? = nil
            /// Horizontal alignment.
            public var alignment = TextAlignment.natural
            /// Wrapping or truncation of text that does not fit.
            public var lineBreakMode = LineBreakMode.byTruncatingTail
            /// 0 means no limit.
            public var numberOfLines = 0
            /// Whether the font shrinks to fit the width.
            public var adjustsFontSizeToFitWidth = false
            /// The smallest scale the font shrinks to.
            public var minimumScaleFactor = 0.0
            /// Whether letters tighten before the text truncates.
            public var allowsDefaultTighteningForTruncation = false
            /// Whether a Dynamic Type font follows the content size category.
            public var adjustsFontForContentSizeCategory = true
            /// The Mac Catalyst expansion tooltip for truncated text.
            public var showsExpansionTextWhenTruncated = true
            /// A case change applied when drawn.
            public var transform = TextTransform.none
        }

        /// The catalogue of text properties; the web formats prefix their tokens with the text's group.
        public static let catalogue = PropertyCatalogue<Values>(noun: "text") { (field: Field) in
            switch field {
            case .font: .font(\.font, scaledWhen: \.adjustsFontForContentSizeCategory, token: ["font"])
            case .color: .color(\.color, transformer: \.colorTransformer, token: ["color"])
            case .colorTransformer: .colorTransformer(\.colorTransformer)
            case .alignment: .choice(\.alignment, token: ["align"])
            case .lineBreakMode: .choice(\.lineBreakMode)
            case .numberOfLines: .integer(\.numberOfLines, in: 0...10_000, token: ["line-clamp"])
            case .adjustsFontSizeToFitWidth: .boolean(\.adjustsFontSizeToFitWidth)
            case .minimumScaleFactor: .number(\.minimumScaleFactor, in: 0...1)
            case .allowsDefaultTighteningForTruncation: .boolean(\.allowsDefaultTighteningForTruncation)
            case .adjustsFontForContentSizeCategory: .boolean(\.adjustsFontForContentSizeCategory)
            case .showsExpansionTextWhenTruncated: .boolean(\.showsExpansionTextWhenTruncated)
            case .transform: .choice(\.transform, token: ["transform"])
            }
        }

        /// The values and which of them were assigned.
        public var storage: LockedValues<Values>
        /// Where ``storage`` is, for the catalogue.
        public static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { \.storage }

        init(_ values: Values) { self.storage = LockedValues(values) }

        /// The color to draw: the transformer applied to ``color``.
        public func resolvedColor() -> Color {
            storage.values.colorTransformer.map { $0(storage.values.color) } ?? storage.values.color
        }
    }
}

/// How text that does not fit is wrapped or truncated, as `NSLineBreakMode`.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
