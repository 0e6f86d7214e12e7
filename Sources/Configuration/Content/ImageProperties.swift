extension ListContentConfiguration {
    /// How the image is drawn, as `UIListContentConfiguration.ImageProperties`.
    /// Each property you assign stays locked through updates.
    public struct ImageProperties: Hashable, Sendable {
        /// Means "the system standard size" in a ``reservedLayoutSize`` dimension.
        public static let standardDimension = -Double.greatestFiniteMagnitude

        /// The properties that can be locked.
        public enum Field: String, CaseIterable, Hashable, Sendable {
            case preferredSymbolConfiguration, tintColor, tintColorTransformer, cornerRadius, maximumSize
            case reservedLayoutSize, accessibilityIgnoresInvertColors

            var bit: UInt8 {
                switch self {
                case .preferredSymbolConfiguration: 1 << 0
                case .tintColor: 1 << 1
                case .tintColorTransformer: 1 << 2
                case .cornerRadius: 1 << 3
                case .maximumSize: 1 << 4
                case .reservedLayoutSize: 1 << 5
                case .accessibilityIgnoresInvertColors: 1 << 6
                }
            }
        }

        struct Values: Hashable, Sendable {
            var preferredSymbolConfiguration: SymbolConfiguration? = nil
            var tintColor: Color? = nil
            var tintColorTransformer: ColorTransformer? = nil
            var cornerRadius = 0.0
            var maximumSize = Size.zero
            var reservedLayoutSize = Size.zero
            var accessibilityIgnoresInvertColors = false
        }

        var values = Values()
        private var customizedBits: UInt8 = 0

        init(_ values: Values) { self.values = values }

        /// Only affects symbol images; nil uses body text style at large scale (medium at AX1–AX2, small above).
        public var preferredSymbolConfiguration: SymbolConfiguration? {
            get { values.preferredSymbolConfiguration }
            set { values.preferredSymbolConfiguration = newValue; lock(.preferredSymbolConfiguration) }
        }
        /// Tint of template and symbol images; nil means the view's tint.
        public var tintColor: Color? {
            get { values.tintColor }
            set { values.tintColor = newValue; lock(.tintColor) }
        }
        public var tintColorTransformer: ColorTransformer? {
            get { values.tintColorTransformer }
            set { values.tintColorTransformer = newValue; lock(.tintColorTransformer) }
        }
        public var cornerRadius: Double {
            get { values.cornerRadius }
            set { values.cornerRadius = newValue; lock(.cornerRadius) }
        }
        /// 0 in a dimension leaves it unconstrained.
        public var maximumSize: Size {
            get { values.maximumSize }
            set { values.maximumSize = newValue; lock(.maximumSize) }
        }
        /// Space kept for the image so text lines up across rows; a dimension may be ``standardDimension``.
        public var reservedLayoutSize: Size {
            get { values.reservedLayoutSize }
            set { values.reservedLayoutSize = newValue; lock(.reservedLayoutSize) }
        }
        public var accessibilityIgnoresInvertColors: Bool {
            get { values.accessibilityIgnoresInvertColors }
            set { values.accessibilityIgnoresInvertColors = newValue; lock(.accessibilityIgnoresInvertColors) }
        }

        /// The tint to draw: the transformer applied to ``tintColor``, or to the given tint when it is nil.
        public func resolvedTintColor(for tintColor: Color) -> Color {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(base) } ?? base
        }

        /// Whether a property was assigned and so stays as set through updates.
        public func isCustomized(_ field: Field) -> Bool { customizedBits & field.bit != 0 }

        private mutating func lock(_ field: Field) { customizedBits |= field.bit }

        /// Writes these properties' locked fields over a style's, which then carry the locks.
        func overlayLocked(onto defaults: inout ImageProperties) {
            guard customizedBits != 0 else { return }
            if isCustomized(.preferredSymbolConfiguration) {
                defaults.values.preferredSymbolConfiguration = values.preferredSymbolConfiguration
            }
            if isCustomized(.tintColor) { defaults.values.tintColor = values.tintColor }
            if isCustomized(.tintColorTransformer) { defaults.values.tintColorTransformer = values.tintColorTransformer }
            if isCustomized(.cornerRadius) { defaults.values.cornerRadius = values.cornerRadius }
            if isCustomized(.maximumSize) { defaults.values.maximumSize = values.maximumSize }
            if isCustomized(.reservedLayoutSize) { defaults.values.reservedLayoutSize = values.reservedLayoutSize }
            if isCustomized(.accessibilityIgnoresInvertColors) {
                defaults.values.accessibilityIgnoresInvertColors = values.accessibilityIgnoresInvertColors
            }
            defaults.customizedBits = customizedBits
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

    public init(textStyle: TextStyle? = nil, pointSize: Double? = nil, weight: Font.Weight? = nil, scale: Scale = .default) {
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
    }
}
