extension ContentUnavailableConfiguration {
    /// How the image (or a loading state's activity indicator) is drawn, as
    /// `UIContentUnavailableConfiguration.ImageProperties`. Each property you assign stays locked through updates.
    @dynamicMemberLookup
    public struct ImageProperties: PropertyOwner {
        /// The settable properties, named as UIKit names them: the catalogue's members.
        public enum Property: String, CaseIterable, Hashable, Sendable {
            case preferredSymbolConfiguration, tintColor, cornerRadius, maximumSize, accessibilityIgnoresInvertColors
        }

        /// The values, with the defaults of a bare image-properties value.
        public struct Values: Hashable, Sendable {
            /// The symbol's size; the factories give a point size scaled for the content size.
            public var preferredSymbolConfiguration: SymbolConfiguration? = nil
            /// The tint of symbol and template images; nil inherits the view's tint.
            public var tintColor: Color? = nil
            /// The image's corner radius in points.
            public var cornerRadius = 0.0
            /// The largest size; 0 in a dimension leaves it unconstrained.
            public var maximumSize = Size.zero
            /// Whether Smart Invert leaves the image alone.
            public var accessibilityIgnoresInvertColors = false
        }

        /// The catalogue of image properties.
        public static let catalogue = PropertyCatalogue<Values>(noun: "image") { (property: Property) in
            switch property {
            case .preferredSymbolConfiguration:
                .symbolConfiguration(\.preferredSymbolConfiguration, explainedAs: "symbolConfiguration")
            case .tintColor: .optionalColor(\.tintColor)
            case .cornerRadius: .number(\.cornerRadius, in: 0...10_000, token: ["corner-radius"])
            case .maximumSize: .size(\.maximumSize, token: ["max-"])
            case .accessibilityIgnoresInvertColors: .boolean(\.accessibilityIgnoresInvertColors)
            }
        }

        /// The values and which of them were set.
        public var storage: LockedValues<Values>
        /// Where ``storage`` is, for the catalogue.
        public static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { \.storage }

        /// A bare value: no symbol configuration, the inherited tint, unconstrained.
        public init() { storage = LockedValues(Values()) }

        /// A style's default: a symbol of `pointSize` points tinted `tintColor`.
        init(pointSize: Double, tintColor: Color) {
            var values = Values()
            values.preferredSymbolConfiguration = SymbolConfiguration(pointSize: pointSize)
            values.tintColor = tintColor
            storage = LockedValues(values)
        }
    }
}
