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
            var font = Font.bodyAtLarge
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

        private mutating func lock(_ field: Field) { customizedBits |= field.bit }

        /// Writes these properties' locked fields over a style's, which then carry the locks.
        func overlayLocked(onto defaults: inout TextProperties) {
            guard customizedBits != 0 else { return }
            if isCustomized(.font) { defaults.values.font = values.font }
            if isCustomized(.color) { defaults.values.color = values.color }
            if isCustomized(.colorTransformer) { defaults.values.colorTransformer = values.colorTransformer }
            if isCustomized(.alignment) { defaults.values.alignment = values.alignment }
            if isCustomized(.lineBreakMode) { defaults.values.lineBreakMode = values.lineBreakMode }
            if isCustomized(.numberOfLines) { defaults.values.numberOfLines = values.numberOfLines }
            if isCustomized(.adjustsFontSizeToFitWidth) {
                defaults.values.adjustsFontSizeToFitWidth = values.adjustsFontSizeToFitWidth
            }
            if isCustomized(.minimumScaleFactor) { defaults.values.minimumScaleFactor = values.minimumScaleFactor }
            if isCustomized(.allowsDefaultTighteningForTruncation) {
                defaults.values.allowsDefaultTighteningForTruncation = values.allowsDefaultTighteningForTruncation
            }
            if isCustomized(.adjustsFontForContentSizeCategory) {
                defaults.values.adjustsFontForContentSizeCategory = values.adjustsFontForContentSizeCategory
            }
            if isCustomized(.showsExpansionTextWhenTruncated) {
                defaults.values.showsExpansionTextWhenTruncated = values.showsExpansionTextWhenTruncated
            }
            if isCustomized(.transform) { defaults.values.transform = values.transform }
            defaults.customizedBits = customizedBits
        }
    }
}

/// How text that does not fit is wrapped or truncated, as `NSLineBreakMode`.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
