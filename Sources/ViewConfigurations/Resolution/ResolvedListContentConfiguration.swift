/// List content with every value concrete for one set of traits and one tint: what a renderer lays out.
public struct ResolvedListContentConfiguration: Hashable, Sendable {
    /// The concrete system style (an adaptive factory's choice for the traits).
    public var style: ListContentStyle
    /// The text as drawn, its ``ResolvedTextProperties/transform`` applied for the locale.
    public var text: String?
    /// The text with its own fonts and colors, each run's made concrete; never transformed.
    public var attributedText: ResolvedAttributedText?
    /// The secondary text as drawn, its transform applied for the locale.
    public var secondaryText: String?
    /// The secondary text with its own fonts and colors, each run's made concrete; never transformed.
    public var secondaryAttributedText: ResolvedAttributedText?
    public var image: String?
    public var textProperties: ResolvedTextProperties
    public var secondaryTextProperties: ResolvedTextProperties
    public var imageProperties: ResolvedImageProperties
    public var axesPreservingSuperviewLayoutMargins: Axis
    /// The configuration's own margins.
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// ``directionalLayoutMargins`` on physical edges for the layout direction.
    public var layoutMargins: EdgeInsets
    /// The margins laid out: on preserved axes, the larger of the configuration's and the cell's margins.
    public var effectiveDirectionalLayoutMargins: DirectionalEdgeInsets
    /// ``effectiveDirectionalLayoutMargins`` on physical edges.
    public var effectiveLayoutMargins: EdgeInsets
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: Double
    public var textToSecondaryTextHorizontalPadding: Double
    public var textToSecondaryTextVerticalPadding: Double
    public var alpha: Double
}

/// Text properties with a concrete font and color.
public struct ResolvedTextProperties: Hashable, Sendable {
    /// Alignment on physical sides, as CSS's `text-align` names it.
    public enum PhysicalAlignment: String, CaseIterable, Hashable, Sendable {
        case left, right, center, justify

        /// The physical side of `alignment` for the traits' layout direction.
        public init(_ alignment: ListContentConfiguration.TextProperties.TextAlignment, traits: TraitCollection) {
            switch alignment {
            case .natural: self = traits.isRightToLeft ? .right : .left
            case .center: self = .center
            case .justified: self = .justify
            }
        }
    }

    /// The font at the traits' text size when it follows Dynamic Type.
    public var font: Font
    public var color: ResolvedColor
    public var alignment: ListContentConfiguration.TextProperties.TextAlignment
    /// ``alignment`` for CSS-like renderers: natural becomes left or right by layout direction.
    public var physicalAlignment: PhysicalAlignment
    public var lineBreakMode: LineBreakMode
    public var numberOfLines: Int
    public var adjustsFontSizeToFitWidth: Bool
    public var minimumScaleFactor: Double
    public var allowsDefaultTighteningForTruncation: Bool
    public var adjustsFontForContentSizeCategory: Bool
    public var showsExpansionTextWhenTruncated: Bool
    public var transform: ListContentConfiguration.TextProperties.TextTransform
}

/// Image properties with a concrete tint, symbol configuration and reserved size.
public struct ResolvedImageProperties: Hashable, Sendable {
    public var tintColor: ResolvedColor
    /// The preferred configuration, or the system's fallback (body, scaled by text size).
    public var symbolConfiguration: SymbolConfiguration
    public var cornerRadius: Double
    public var maximumSize: Size
    /// The reserved size with standard dimensions replaced by points; the width is 0 at accessibility sizes.
    public var reservedLayoutSize: Size
    public var accessibilityIgnoresInvertColors: Bool
    /// The stroke around the image: ``ListContentConfiguration/ImageProperties/resolvedStrokeColor(for:)`` for the
    /// traits (iOS 18).
    public var strokeColor: ResolvedColor
    /// The stroke's width; 0 draws none (iOS 18).
    public var strokeWidth: Double
}

/// Attributed text with every run's font and color concrete: a run's own attribute where it has one, else the text
/// properties' (Apple's documentation: the string's attributes override `textProperties`).
public struct ResolvedAttributedText: Hashable, Sendable {
    /// A run with a concrete font and color.
    public struct Run: Hashable, Sendable {
        /// The characters.
        public var text: String
        /// The run's font, or the text properties', sized for the traits when the text properties follow Dynamic
        /// Type.
        public var font: Font
        /// The run's color resolved for the traits, or the text properties' resolved color (transformer applied).
        public var color: ResolvedColor
    }

    /// The runs, in reading order.
    public var runs: [Run]
}

extension AttributedText {
    /// The runs made concrete for the traits over `properties`: a run's font or color where it has one, else the
    /// properties'. A run's own color is drawn as it is (the properties' color transformer shapes the properties'
    /// color only); fonts follow Dynamic Type when the properties' `adjustsFontForContentSizeCategory` is on.
    public func resolved(
        over properties: ListContentConfiguration.TextProperties, with traits: TraitCollection
    ) -> ResolvedAttributedText {
        let values = properties.values
        let scales = values.adjustsFontForContentSizeCategory
        let baseColor = values.color.resolvedColor(with: traits, transformedBy: values.colorTransformer)
        return ResolvedAttributedText(
            runs: runs.map { run in
                let font = run.font ?? values.font
                return ResolvedAttributedText.Run(
                    text: run.text, font: scales ? font.scaled(for: traits) : font,
                    color: run.color.map { $0.resolvedColor(with: traits) } ?? baseColor)
            })
    }
}

extension ListContentConfiguration {
    /// Every value concrete for the traits and tint: colors resolved, Dynamic Type fonts sized, margins on physical
    /// edges, transforms applied for `locale` (nil: Unicode default casing). State is not read here; call
    /// ``updated(for:)`` first.
    public func resolved(
        with traits: TraitCollection, tintColor: Color = .systemBlue, locale: LanguageTag? = nil
    )
        -> ResolvedListContentConfiguration
    {
        let concreteStyle = style.concrete(for: traits)
        let margins = storage.values.directionalLayoutMargins
        let effective = Self.effectiveMargins(
            margins, preserving: storage.values.axesPreservingSuperviewLayoutMargins, traits: traits)
        let text = storage.values.textProperties.resolved(with: traits)
        let secondary = storage.values.secondaryTextProperties.resolved(with: traits)
        return ResolvedListContentConfiguration(
            style: concreteStyle,
            text: self.text.map { text.transform.apply(to: $0, locale: locale) },
            attributedText: attributedText?.resolved(over: storage.values.textProperties, with: traits),
            secondaryText: secondaryText.map { secondary.transform.apply(to: $0, locale: locale) },
            secondaryAttributedText: secondaryAttributedText?.resolved(
                over: storage.values.secondaryTextProperties, with: traits),
            image: image,
            textProperties: text,
            secondaryTextProperties: secondary,
            imageProperties: storage.values.imageProperties.resolved(
                with: traits, tintColor: tintColor, style: concreteStyle),
            axesPreservingSuperviewLayoutMargins: storage.values.axesPreservingSuperviewLayoutMargins,
            directionalLayoutMargins: margins,
            layoutMargins: margins.edgeInsets(for: traits.layoutDirection),
            effectiveDirectionalLayoutMargins: effective,
            effectiveLayoutMargins: effective.edgeInsets(for: traits.layoutDirection),
            prefersSideBySideTextAndSecondaryText: storage.values.prefersSideBySideTextAndSecondaryText,
            imageToTextPadding: storage.values.imageToTextPadding,
            textToSecondaryTextHorizontalPadding: storage.values.textToSecondaryTextHorizontalPadding,
            textToSecondaryTextVerticalPadding: storage.values.textToSecondaryTextVerticalPadding,
            alpha: storage.values.alpha)
    }

    /// The margins laid out: on the preserved axes, the larger of `margins` and the cell's margins for the traits.
    public static func effectiveMargins(
        _ margins: DirectionalEdgeInsets, preserving axes: Axis, traits: TraitCollection
    )
        -> DirectionalEdgeInsets
    {
        var effective = margins
        if axes.contains(.horizontal) {
            let cellMargin = ReferenceChoices.cellLayoutMargin(for: traits)
            effective.leading = max(effective.leading, cellMargin)
            effective.trailing = max(effective.trailing, cellMargin)
        }
        if axes.contains(.vertical) {
            effective.top = max(effective.top, ReferenceChoices.cellVerticalLayoutMargin)
            effective.bottom = max(effective.bottom, ReferenceChoices.cellVerticalLayoutMargin)
        }
        return effective
    }
}

extension ListContentConfiguration.TextProperties {
    func resolved(with traits: TraitCollection) -> ResolvedTextProperties {
        let physicalAlignment = ResolvedTextProperties.PhysicalAlignment(storage.values.alignment, traits: traits)
        return ResolvedTextProperties(
            font: storage.values.adjustsFontForContentSizeCategory
                ? storage.values.font.scaled(for: traits) : storage.values.font,
            color: storage.values.color.resolvedColor(with: traits, transformedBy: storage.values.colorTransformer),
            alignment: storage.values.alignment,
            physicalAlignment: physicalAlignment,
            lineBreakMode: storage.values.lineBreakMode,
            numberOfLines: storage.values.numberOfLines,
            adjustsFontSizeToFitWidth: storage.values.adjustsFontSizeToFitWidth,
            minimumScaleFactor: storage.values.minimumScaleFactor,
            allowsDefaultTighteningForTruncation: storage.values.allowsDefaultTighteningForTruncation,
            adjustsFontForContentSizeCategory: storage.values.adjustsFontForContentSizeCategory,
            showsExpansionTextWhenTruncated: storage.values.showsExpansionTextWhenTruncated,
            transform: storage.values.transform)
    }
}

extension ListContentConfiguration.ImageProperties {
    func resolved(
        with traits: TraitCollection, tintColor: Color, style: ListContentStyle
    )
        -> ResolvedImageProperties
    {
        return ResolvedImageProperties(
            tintColor: (storage.values.tintColor ?? tintColor).resolvedColor(
                with: traits, transformedBy: storage.values.tintColorTransformer),
            symbolConfiguration: Self.symbolConfiguration(storage.values.preferredSymbolConfiguration, for: traits),
            cornerRadius: storage.values.cornerRadius,
            maximumSize: storage.values.maximumSize,
            reservedLayoutSize: Self.reservedLayoutSize(storage.values.reservedLayoutSize, for: traits, style: style),
            accessibilityIgnoresInvertColors: storage.values.accessibilityIgnoresInvertColors,
            strokeColor: (storage.values.strokeColor ?? tintColor).resolvedColor(
                with: traits, transformedBy: storage.values.strokeColorTransformer),
            strokeWidth: storage.values.strokeWidth)
    }
}

extension ListContentConfiguration.ImageProperties {
    /// The symbol configuration in effect: the preferred one, or the system's fallback (body, its scale by the
    /// traits' text size).
    public static func symbolConfiguration(
        _ preferred: SymbolConfiguration?, for traits: TraitCollection
    ) -> SymbolConfiguration {
        if let preferred { return preferred }
        let category = traits.preferredContentSizeCategory.normalized
        let fallbackScale: SymbolConfiguration.Scale =
            category >= .accessibilityExtraLarge ? .small : category.isAccessibilityCategory ? .medium : .large
        return SymbolConfiguration(textStyle: .body, scale: fallbackScale)
    }

    /// `reserved` with its standard dimensions replaced by points for the traits and style; the width is 0 at
    /// accessibility sizes.
    public static func reservedLayoutSize(
        _ reserved: Size, for traits: TraitCollection, style: ListContentStyle
    ) -> Size {
        let category = traits.preferredContentSizeCategory.normalized
        var reserved = reserved
        if reserved.width == standardDimension {
            reserved.width = standardSymbolWidth(for: traits, style: style)
        }
        if reserved.height == standardDimension {
            let body = DynamicTypeTable.metrics(for: .body, category: category).pointSize
            reserved.height = body * ReferenceChoices.bodyLineHeightRatio
        }
        if category.isAccessibilityCategory { reserved.width = 0 }
        return reserved
    }

    /// The standard width of the symbol slot, which cell accessories share: 24 points, 28 in the sidebar styles,
    /// scaled like body text for the traits' content size.
    public static func standardSymbolWidth(for traits: TraitCollection, style: ListContentStyle) -> Double {
        standardSymbolWidth(for: traits, sidebar: style.concrete(for: traits).isSidebarCell)
    }

    /// The standard width: 24 points, 28 in a sidebar, scaled like body text for the traits' content size.
    static func standardSymbolWidth(for traits: TraitCollection, sidebar: Bool) -> Double {
        let category = traits.preferredContentSizeCategory.normalized
        let body = DynamicTypeTable.metrics(for: .body, category: category).pointSize
        let bodyAtLarge = DynamicTypeTable.metrics(for: .body, category: .large).pointSize
        return (sidebar ? ReferenceChoices.standardSidebarSymbolWidth : ReferenceChoices.standardSymbolWidth) * body
            / bodyAtLarge
    }
}
