extension ListContentConfiguration {
    /// How text or secondary text is drawn, as `UIListContentConfiguration.TextProperties`.
    /// Each property you assign stays locked through updates.
    public struct TextProperties: Hashable, Sendable {
        /// Horizontal alignment, as `TextProperties.TextAlignment`.
        public enum TextAlignment: String, CaseIterable, Hashable, Sendable { case natural, center, justified }

        /// A case change applied to plain text when drawn, as `TextProperties.TextTransform`.
        public enum TextTransform: String, CaseIterable, Hashable, Sendable {
            case none, uppercase, lowercase, capitalized

            /// The text as drawn.
            public func apply(to text: String) -> String {
                switch self {
                case .none: text
                case .uppercase: text.uppercased()
                case .lowercase: text.lowercased()
                case .capitalized: Self.capitalize(text)
                }
            }

            private static func capitalize(_ text: String) -> String {
                var result = ""
                result.reserveCapacity(text.utf8.count)
                var atWordStart = true
                for character in text {
                    result += atWordStart ? character.uppercased() : character.lowercased()
                    atWordStart = character.isWhitespace || character.isPunctuation
                }
                return result
            }
        }

        /// The properties that can be locked.
        public enum Field: String, CaseIterable, Hashable, Sendable {
            case font, color, colorTransformer, alignment, lineBreakMode, numberOfLines, adjustsFontSizeToFitWidth
            case minimumScaleFactor, allowsDefaultTighteningForTruncation, adjustsFontForContentSizeCategory
            case showsExpansionTextWhenTruncated, transform

            var bit: UInt16 {
                switch self {
                case .font: 1 << 0
                case .color: 1 << 1
                case .colorTransformer: 1 << 2
                case .alignment: 1 << 3
                case .lineBreakMode: 1 << 4
                case .numberOfLines: 1 << 5
                case .adjustsFontSizeToFitWidth: 1 << 6
                case .minimumScaleFactor: 1 << 7
                case .allowsDefaultTighteningForTruncation: 1 << 8
                case .adjustsFontForContentSizeCategory: 1 << 9
                case .showsExpansionTextWhenTruncated: 1 << 10
                case .transform: 1 << 11
                }
            }
        }

        struct Values: Hashable, Sendable {
            var font = Font.preferredFont(forTextStyle: .body)
            var color = Color.label
            var colorTransformer: ColorTransformer? = nil
            var alignment = TextAlignment.natural
            var lineBreakMode = LineBreakMode.byTruncatingTail
            var numberOfLines = 0
            var adjustsFontSizeToFitWidth = false
            var minimumScaleFactor = 0.0
            var allowsDefaultTighteningForTruncation = false
            var adjustsFontForContentSizeCategory = true
            var showsExpansionTextWhenTruncated = true
            var transform = TextTransform.none
        }

        var values: Values
        private var customizedBits: UInt16 = 0

        init(_ values: Values) { self.values = values }

        public var font: Font {
            get { values.font }
            set { values.font = newValue; lock(.font) }
        }
        public var color: Color {
            get { values.color }
            set { values.color = newValue; lock(.color) }
        }
        /// Applied to ``color`` when drawn.
        public var colorTransformer: ColorTransformer? {
            get { values.colorTransformer }
            set { values.colorTransformer = newValue; lock(.colorTransformer) }
        }
        public var alignment: TextAlignment {
            get { values.alignment }
            set { values.alignment = newValue; lock(.alignment) }
        }
        public var lineBreakMode: LineBreakMode {
            get { values.lineBreakMode }
            set { values.lineBreakMode = newValue; lock(.lineBreakMode) }
        }
        /// 0 means no limit.
        public var numberOfLines: Int {
            get { values.numberOfLines }
            set { values.numberOfLines = newValue; lock(.numberOfLines) }
        }
        public var adjustsFontSizeToFitWidth: Bool {
            get { values.adjustsFontSizeToFitWidth }
            set { values.adjustsFontSizeToFitWidth = newValue; lock(.adjustsFontSizeToFitWidth) }
        }
        public var minimumScaleFactor: Double {
            get { values.minimumScaleFactor }
            set { values.minimumScaleFactor = newValue; lock(.minimumScaleFactor) }
        }
        public var allowsDefaultTighteningForTruncation: Bool {
            get { values.allowsDefaultTighteningForTruncation }
            set { values.allowsDefaultTighteningForTruncation = newValue; lock(.allowsDefaultTighteningForTruncation) }
        }
        /// Whether a Dynamic Type font follows the content size category.
        public var adjustsFontForContentSizeCategory: Bool {
            get { values.adjustsFontForContentSizeCategory }
            set { values.adjustsFontForContentSizeCategory = newValue; lock(.adjustsFontForContentSizeCategory) }
        }
        /// The Mac Catalyst expansion tooltip for truncated text.
        public var showsExpansionTextWhenTruncated: Bool {
            get { values.showsExpansionTextWhenTruncated }
            set { values.showsExpansionTextWhenTruncated = newValue; lock(.showsExpansionTextWhenTruncated) }
        }
        public var transform: TextTransform {
            get { values.transform }
            set { values.transform = newValue; lock(.transform) }
        }

        /// The color to draw: the transformer applied to ``color``.
        public func resolvedColor() -> Color {
            colorTransformer.map { $0(color) } ?? color
        }

        /// Whether a property was assigned and so stays as set through updates.
        public func isCustomized(_ field: Field) -> Bool { customizedBits & field.bit != 0 }

        /// Whether any property was assigned.
        var hasCustomizations: Bool { customizedBits != 0 }

        private mutating func lock(_ field: Field) { customizedBits |= field.bit }

        /// These properties with every unlocked one taken from a style's defaults.
        func merged(with defaults: TextProperties) -> TextProperties {
            guard customizedBits != 0 else { return defaults }
            var result = defaults
            let d = defaults.values
            var v = values
            if !isCustomized(.font) { v.font = d.font }
            if !isCustomized(.color) { v.color = d.color }
            if !isCustomized(.colorTransformer) { v.colorTransformer = d.colorTransformer }
            if !isCustomized(.alignment) { v.alignment = d.alignment }
            if !isCustomized(.lineBreakMode) { v.lineBreakMode = d.lineBreakMode }
            if !isCustomized(.numberOfLines) { v.numberOfLines = d.numberOfLines }
            if !isCustomized(.adjustsFontSizeToFitWidth) { v.adjustsFontSizeToFitWidth = d.adjustsFontSizeToFitWidth }
            if !isCustomized(.minimumScaleFactor) { v.minimumScaleFactor = d.minimumScaleFactor }
            if !isCustomized(.allowsDefaultTighteningForTruncation) {
                v.allowsDefaultTighteningForTruncation = d.allowsDefaultTighteningForTruncation
            }
            if !isCustomized(.adjustsFontForContentSizeCategory) {
                v.adjustsFontForContentSizeCategory = d.adjustsFontForContentSizeCategory
            }
            if !isCustomized(.showsExpansionTextWhenTruncated) {
                v.showsExpansionTextWhenTruncated = d.showsExpansionTextWhenTruncated
            }
            if !isCustomized(.transform) { v.transform = d.transform }
            result.values = v
            result.customizedBits = customizedBits
            return result
        }
    }
}

/// How text that does not fit is wrapped or truncated, as `NSLineBreakMode`.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
