extension ListContentConfiguration {
    /// How the image is drawn, as `UIListContentConfiguration.ImageProperties`.
    /// Each property you assign stays locked through updates.
    @dynamicMemberLookup
    public struct ImageProperties: PropertyOwner {
        /// Means "the system standard size" in a ``reservedLayoutSize`` dimension.
        public static let standardDimension = -Double.greatestFiniteMagnitude

        /// The properties that can be locked, in catalogue order.
        public enum Field: String, CaseIterable, Hashable, Sendable {
            case preferredSymbolConfiguration, tintColor, tintColorTransformer, cornerRadius, maximumSize
            case reservedLayoutSize, accessibilityIgnoresInvertColors
            case strokeColor, strokeColorTransformer, strokeWidth
        }

        /// The properties, as catalogue members.
        public typealias Property = Field

        /// The image's values, with UIKit's defaults.
        public struct Values: Hashable, Sendable {
            /// Only affects symbol images; nil uses body text style at large scale (medium at AX1–AX2, small above).
            public var preferredSymbolConfiguration: SymbolConfiguration? = nil
            /// Tint of template and symbol images; nil means the view's tint.
            public var tintColor: Color? = nil
            /// Applied to the tint when drawn.
            public var tintColorTransformer: ColorTransformer? = nil
            /// The image's corner radius in points.
            public var cornerRadius = 0.0
            /// 0 in a dimension leaves it unconstrained.
            public var maximumSize = Size.zero
            /// Space kept for the image so text lines up across rows; a dimension may be ``standardDimension``.
            public var reservedLayoutSize = Size.zero
            /// Whether Smart Invert leaves the image alone.
            public var accessibilityIgnoresInvertColors = false
            /// The color of the stroke around the image (iOS 18); nil means the view's tint, as for a background's
            /// stroke. Drawn only when ``strokeWidth`` is above 0.
            public var strokeColor: Color? = nil
            /// Applied to the stroke color (or the tint, when it is nil) when drawn (iOS 18).
            public var strokeColorTransformer: ColorTransformer? = nil
            /// The width of the stroke around the image in points (iOS 18); 0 draws none.
            public var strokeWidth = 0.0
        }

        /// The catalogue of image properties; explanations report the symbol configuration in effect.
        public static let catalogue = PropertyCatalogue<Values>(noun: "image") { (field: Field) in
            switch field {
            case .preferredSymbolConfiguration:
                .symbolConfiguration(\.preferredSymbolConfiguration, explainedAs: "symbolConfiguration")
                    .answered(after: Field.tintColorTransformer)
            case .tintColor: .colorOrTint(\.tintColor, transformer: \.tintColorTransformer, token: ["tint-color"])
            case .tintColorTransformer: .colorTransformer(\.tintColorTransformer)
            case .cornerRadius: .number(\.cornerRadius, in: 0...10_000, token: ["corner-radius"])
            case .maximumSize: .size(\.maximumSize, token: ["max-"])
            case .reservedLayoutSize: .size(\.reservedLayoutSize, allowsStandard: true, token: [""])
            case .accessibilityIgnoresInvertColors: .boolean(\.accessibilityIgnoresInvertColors)
            // The stroke (public since iOS 18 in the SDK headers) is listed last for overrides and answered beside the
            // corner.
            case .strokeColor:
                .colorOrTint(\.strokeColor, transformer: \.strokeColorTransformer, token: ["stroke-color"])
                    .answered(after: Field.cornerRadius)
            case .strokeColorTransformer:
                .colorTransformer(\.strokeColorTransformer).answered(after: Field.strokeColor)
            case .strokeWidth:
                .number(\.strokeWidth, in: 0...10_000, token: ["stroke-width"]).answered(
                    after: Field.strokeColorTransformer)
            }
        }

        /// The values and which of them were assigned.
        public var storage: LockedValues<Values>
        /// Where ``storage`` is, for the catalogue.
        public static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { \.storage }

        init(_ values: Values) { self.storage = LockedValues(values) }

        /// The tint to draw: the transformer applied to ``tintColor``, or to the given tint when it is nil.
        public func resolvedTintColor(for tintColor: Color) -> Color {
            let base = storage.values.tintColor ?? tintColor
            return storage.values.tintColorTransformer.map { $0(base) } ?? base
        }

        /// The stroke to draw: the transformer applied to ``strokeColor``, or to the given tint when it is nil, as
        /// `resolvedStrokeColor(for:)` (iOS 18) and the background's stroke do.
        public func resolvedStrokeColor(for tintColor: Color) -> Color {
            let base = storage.values.strokeColor ?? tintColor
            return storage.values.strokeColorTransformer.map { $0(base) } ?? base
        }
    }
}

/// A symbol image's size and weight, as `UIImage.SymbolConfiguration`.
public struct SymbolConfiguration: Hashable, Sendable {
    /// Symbol size relative to the text, as `UIImage.SymbolScale`.
    public enum Scale: String, CaseIterable, Hashable, Sendable { case `default`, unspecified, small, medium, large }

    /// Sizes the symbol like this text style; nil when a point size is given instead.
    public var textStyle: TextStyle?
    public var pointSize: Double?
    public var weight: Font.Weight?
    public var scale: Scale

    public init(
        textStyle: TextStyle? = nil, pointSize: Double? = nil, weight: Font.Weight? = nil, scale: Scale = .default
    ) {
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
    }

    /// This configuration with `other`'s values where it sets them (its text style or point size, weight, and a
    /// scale other than default or unspecified), as `UIImage.SymbolConfiguration.applying(_:)`.
    public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
        var combined = self
        if other.textStyle != nil || other.pointSize != nil {
            combined.textStyle = other.textStyle
            combined.pointSize = other.pointSize
        }
        combined.weight = other.weight ?? weight
        if other.scale != .default && other.scale != .unspecified { combined.scale = other.scale }
        return combined
    }
}
