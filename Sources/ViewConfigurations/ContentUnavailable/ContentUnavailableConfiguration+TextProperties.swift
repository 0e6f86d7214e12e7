extension ContentUnavailableConfiguration {
    /// How a text of an empty state is drawn, as `UIContentUnavailableConfiguration.TextProperties`.
    /// Each property you assign stays locked through updates.
    @dynamicMemberLookup
    public struct TextProperties: PropertyOwner {
        /// The settable properties, named as UIKit names them: the catalogue's members.
        public enum Property: String, CaseIterable, Hashable, Sendable {
            case font, color, lineBreakMode, numberOfLines, adjustsFontSizeToFitWidth, minimumScaleFactor
            case allowsDefaultTighteningForTruncation
        }

        /// The values, with the defaults of a bare text-properties value (a label's).
        public struct Values: Hashable, Sendable {
            /// The font; a bare value has the system font at 17 points, as a label.
            public var font = Font.systemFont(ofSize: 17)
            /// The text color.
            public var color = Color.label
            /// How a line that does not fit is cut.
            public var lineBreakMode = LineBreakMode.byTruncatingTail
            /// The most lines; 0 means no limit.
            public var numberOfLines = 0
            /// Whether the font shrinks so the text fits.
            public var adjustsFontSizeToFitWidth = false
            /// The smallest fraction of the font size the text shrinks to.
            public var minimumScaleFactor = 0.0
            /// Whether the text is tightened before it is truncated.
            public var allowsDefaultTighteningForTruncation = false
        }

        /// The catalogue of text properties.
        public static let catalogue = PropertyCatalogue<Values>(noun: "text") { (property: Property) in
            switch property {
            case .font: .font(\.font, token: ["font"])
            case .color: .color(\.color)
            case .lineBreakMode: .choice(\.lineBreakMode)
            case .numberOfLines: .integer(\.numberOfLines, in: 0...10_000)
            case .adjustsFontSizeToFitWidth: .boolean(\.adjustsFontSizeToFitWidth)
            case .minimumScaleFactor: .number(\.minimumScaleFactor, in: 0...1)
            case .allowsDefaultTighteningForTruncation: .boolean(\.allowsDefaultTighteningForTruncation)
            }
        }

        /// The values and which of them were set.
        public var storage: LockedValues<Values>
        /// Where ``storage`` is, for the catalogue.
        public static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { \.storage }

        /// A bare value: a label's font and color.
        public init() { storage = LockedValues(Values()) }

        /// A style's default: its font and color, the rest a label's.
        init(font: Font, color: Color) {
            var values = Values()
            values.font = font
            values.color = color
            storage = LockedValues(values)
        }
    }
}
