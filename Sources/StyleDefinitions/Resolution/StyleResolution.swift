import ViewConfigurations

/// The content a request puts in the cell, the button or the empty state; never changed by the style.
public struct CellContent: Hashable, Sendable {
    /// The primary text; a request gives this or ``attributedText``, not both.
    public var text: String?
    /// The primary text with its own fonts and colors, as `UIListContentConfiguration.attributedText`.
    public var attributedText: AttributedText?
    /// The secondary text; a request gives this or ``secondaryAttributedText``, not both.
    public var secondaryText: String?
    /// The secondary text with its own fonts and colors.
    public var secondaryAttributedText: AttributedText?
    public var image: String?
    /// A button's title; a cell takes ``text`` instead.
    public var title: String? {
        get { buttonTexts?.title }
        set { buttonTexts = ButtonTexts(title: newValue, subtitle: subtitle) }
    }
    /// A button's subtitle; a cell takes ``secondaryText`` instead.
    public var subtitle: String? {
        get { buttonTexts?.subtitle }
        set { buttonTexts = ButtonTexts(title: title, subtitle: newValue) }
    }
    /// The button's texts, boxed and nil unless given: a cell's content, copied per batch item, stays its size.
    @usableFromInline var buttonTexts: ButtonTexts?
    /// The locale the text transforms follow (UIKit uses the app's current locale); nil is Unicode default casing.
    public var locale: LanguageTag?

    public init(
        text: String? = nil, secondaryText: String? = nil, image: String? = nil, attributedText: AttributedText? = nil,
        secondaryAttributedText: AttributedText? = nil, locale: LanguageTag? = nil
    ) {
        self.text = text
        self.attributedText = attributedText
        self.secondaryText = secondaryText
        self.secondaryAttributedText = secondaryAttributedText
        self.image = image
        self.locale = locale
    }

    /// No content, every field nil: what `CellContent()` makes, built where it is used. A batch starts each item's
    /// content from it; through the defaulted initializer the optimizer built it aside and then copied it (each
    /// field retained, then the first released).
    @inlinable
    public static var empty: CellContent { CellContent(noFields: ()) }

    /// Every field nil (their implicit initial values).
    @inlinable
    init(noFields: ()) {}
}

/// A button's title and subtitle in a request's content, boxed; nil once both are.
@usableFromInline
indirect enum ButtonTexts: Hashable, Sendable {
    case texts(title: String?, subtitle: String?)

    /// The texts, or nil when neither is given.
    init?(title: String?, subtitle: String?) {
        guard title != nil || subtitle != nil else { return nil }
        self = .texts(title: title, subtitle: subtitle)
    }

    var title: String? {
        switch self {
        case .texts(let title, _): title
        }
    }

    var subtitle: String? {
        switch self {
        case .texts(_, let subtitle): subtitle
        }
    }
}

/// Where a property's value came from, for explaining a resolution.
public enum ValueSource: Hashable, Sendable {
    /// The factory's value for the state (or its normal-state value when automatic updates are off).
    case factoryDefault
    /// The style's `overrides` (or an overridden parent's).
    case styleOverride
    /// The style's rule at this index (0-based), whose condition held.
    case rule(Int)
    /// The request's `overrides`.
    case requestOverride
    /// A color nothing set and the factory leaves nil for the state (meaning the tint), so the tint fills it.
    /// Only explanations report it; ``StyleResolution/sources`` never holds it.
    case tintFallback
}

/// A style resolved for one state: the configurations (unresolved, with names and locks) and their concrete values.
public struct StyleResolution: Sendable {
    /// The state as resolved: declared custom-state keys the request left out carry their defaults.
    public var state: CellConfigurationState
    public var background: BackgroundConfiguration
    public var content: ListContentConfiguration
    /// The traits the values are made concrete for: the state's.
    public var traits: TraitCollection
    /// The tint the values are made concrete with.
    public var tintColor: Color
    /// The locale the text transforms follow; nil is Unicode default casing.
    public var locale: LanguageTag?
    /// The background with every value concrete for ``traits`` and ``tintColor``: what renderers, the web formats and
    /// the matrix's contrast checks read (the JSON answer reads the catalogue instead).
    public var resolvedBackground: ResolvedBackgroundConfiguration {
        concreteBackground ?? background.resolved(with: traits, tintColor: tintColor)
    }
    /// The content with every value concrete for ``traits`` and ``tintColor``.
    public var resolvedContent: ResolvedListContentConfiguration {
        concreteContent ?? content.resolved(with: traits, tintColor: tintColor, locale: locale)
    }
    /// ``resolvedBackground``, when made at resolution; nil when the caller needs no concrete values.
    fileprivate var concreteBackground: ResolvedBackgroundConfiguration?
    /// ``resolvedContent``, when made at resolution.
    fileprivate var concreteContent: ResolvedListContentConfiguration?
    /// The cell's accessories as the style and overrides set them (checked), in the order given.
    public var accessories: [CellAccessory]
    /// The list around the cell, for the traits' `listEnvironment`, with the separators the overrides set; nil
    /// outside a list.
    public var list: CollectionLayoutListConfiguration?
    /// Indices of the rules whose condition held, in order.
    public var matchedRules: [Int]
    /// For each assigned property path (`background.cornerRadius`, `content.textProperties.color`), every source
    /// that set it, in order: the last one won. Properties not listed are factory defaults. Only filled when asked for.
    public var sources: [String: [ValueSource]]
    /// For each assigned property path whose winning value came through aliases, the design tokens they named.
    /// Only filled when sources are.
    public var tokens: [String: [DesignToken]]
}

extension StyleDefinition {
    /// Resolves the style for a state: the factories updated for the state (when automatic updates are on), then the
    /// style's overrides, the matching rules in order and the request's overrides, each locking what it sets; then
    /// every value made concrete for the state's traits and the tint, unless `makingConcrete` is false (then
    /// ``StyleResolution/resolvedBackground`` and ``StyleResolution/resolvedContent`` are made when read).
    public func resolve(
        state requestState: CellConfigurationState, tintColor: Color = .systemBlue,
        content cellContent: CellContent = .init(),
        overrides requestOverrides: ConfigurationOverrides = .init(), recordingSources: Bool = false,
        makingConcrete: Bool = true
    ) -> StyleResolution {
        var state = withDeclaredDefaults(requestState)
        if let listEnvironment, state.traitCollection.listEnvironment == .unspecified {
            state.traitCollection.listEnvironment = listEnvironment
        }
        var background =
            automaticallyUpdatesBackgroundConfiguration ? baseBackground.updated(for: state) : baseBackground
        var content = automaticallyUpdatesContentConfiguration ? baseContent.updated(for: state) : baseContent
        // Each pair holds one of its two (setting one clears the other): the attributed one when given.
        content.text = cellContent.text
        if let attributed = cellContent.attributedText { content.attributedText = attributed }
        content.secondaryText = cellContent.secondaryText
        if let attributed = cellContent.secondaryAttributedText { content.secondaryAttributedText = attributed }
        content.image = cellContent.image

        var list = CollectionLayoutListConfiguration(listEnvironment: state.traitCollection.listEnvironment)
        var accessories: [CellAccessory] = []
        var sources: [String: [ValueSource]] = [:]
        var tokens: [String: [DesignToken]] = [:]
        let matchedRules = applyLayers(
            holds: { $0.evaluate(state) }, requestOverrides: requestOverrides,
            apply: { overrides, source in
                if let replaced = overrides.accessories {
                    accessories = replaced
                    if recordingSources { sources["accessories", default: []].append(source) }
                }
                for assignment in overrides.separator where list != nil {
                    list?.separatorConfiguration.set(assignment.property, to: assignment.value)
                    if recordingSources {
                        Self.record(
                            "separator." + assignment.path, source, tokens: assignment.tokens, into: &sources, &tokens)
                    }
                }
                for assignment in overrides.background {
                    assignment.apply(to: &background)
                    if recordingSources {
                        Self.record(
                            "background." + assignment.path, source, tokens: assignment.tokens, into: &sources, &tokens)
                    }
                }
                for assignment in overrides.content {
                    assignment.apply(to: &content)
                    if recordingSources {
                        Self.record(
                            "content." + assignment.path, source, tokens: assignment.tokens, into: &sources, &tokens)
                    }
                }
            })

        let traits = state.traitCollection
        return StyleResolution(
            state: state, background: background, content: content, traits: traits, tintColor: tintColor,
            locale: cellContent.locale,
            concreteBackground: makingConcrete ? background.resolved(with: traits, tintColor: tintColor) : nil,
            concreteContent: makingConcrete
                ? content.resolved(with: traits, tintColor: tintColor, locale: cellContent.locale) : nil,
            accessories: accessories, list: list, matchedRules: matchedRules, sources: sources, tokens: tokens)
    }
}
