import StyleDefinitions
import ViewConfigurations

/// A style resolved in every state the web marks and every mode, the grid the design tokens (both layouts) and the
/// SCSS, Tailwind and TypeScript exports are written from: the states of the design tokens (`normal`, then each ``StateVariant``), the modes of the tokens
/// (``DesignTokensEncoder/modes(unprefixed:)``: appearance and contrast, the unprefixed design first), and in each
/// the values of the style's ``WebPropertyTable``. One grid, so every export names and values a property alike.
struct ExportTable {
    /// A state: its token group name and its description.
    struct State {
        let name: String
        let summary: String
    }

    /// `normal`, then the system variants, then the style's custom ones.
    let states: [State]
    /// The modes, the unprefixed design's first (`light`, `dark`, …, `ios18-light`, …).
    let modes: [(name: String, traits: TraitCollection)]
    /// The design of the unprefixed modes.
    let design: DesignGeneration
    /// The style's properties.
    let properties: [WebProperty]
    /// `values[state][mode][property]`, properties in the order of ``properties``.
    let values: [[[WebValue]]]
    /// The states the `hover` option or a key's bound selector marks, with the stylesheet's selector for each and
    /// the one that holds where the device hovers: the exports name them.
    let webMarkedStates: [(name: String, selector: String, hover: String?)]
    /// Custom-state values beyond ``StateVariant/maximumCustomVariants``, left out.
    let omittedCustomVariants: Int
    /// The tokens the style names, when it names any.
    let references: TokenReferences?
    /// `tokenPaths[state][mode][property]`: the path of the token whose value the property holds, nil for a value of
    /// its own; empty when the style names no tokens.
    let tokenPaths: [[[String?]]]

    /// The description of the normal state, as the tokens give it.
    private static let normalSummary = "The normal state: no state flag set."

    /// Resolves the style in every state and mode, `design` unprefixed; `hover` names the state the pointer marks.
    init(style: StyleDefinition, tintColor: Color, design: DesignGeneration, hover: HoverOption = .off) {
        let custom = StateVariant.custom(of: style, hover: hover)
        let kind = style.configurationKind
        let variants = StateVariant.system(of: kind, hover: hover) + custom.variants
        webMarkedStates = variants.filter(\.isMarkedByWeb).map { ($0.name, $0.selector, $0.hoverMark) }
        let modes = DesignTokensEncoder.modes(unprefixed: design)
        self.modes = modes
        self.design = design
        self.omittedCustomVariants = custom.omitted
        states =
            [State(name: "normal", summary: Self.normalSummary)]
            + variants.map { State(name: $0.name, summary: $0.summary(of: kind)) }
        let conditions: [StateVariant?] = [nil] + variants
        let table = WebPropertyTable(style: style)
        properties = table.properties
        func state(_ variant: StateVariant?, _ traits: TraitCollection) -> WebState {
            var state = WebState(traitCollection: traits)
            variant?.apply(to: &state)
            return state
        }
        references = TokenReferences(style: style, table: table)
        guard let references else {
            values = conditions.map { variant in
                modes.map { table.values(of: style, in: state(variant, $0.traits), tintColor: tintColor) }
            }
            tokenPaths = []
            return
        }
        let resolved = conditions.map { variant in
            modes.map { references.resolved(of: style, in: state(variant, $0.traits), tintColor: tintColor) }
        }
        values = resolved.map { $0.map(\.values) }
        tokenPaths = resolved.map { $0.map(\.tokens) }
    }

    /// The token value of a property in a state and mode: an alias to the design token it holds when `aliasing` has
    /// the token's path, else its value.
    func tokenValue(state: Int, mode: Int, property: Int, aliasing: Set<String>) -> TokenGroup.TokenValue {
        if !tokenPaths.isEmpty, let path = tokenPaths[state][mode][property], aliasing.contains(path) {
            return .alias(path)
        }
        return .value(values[state][mode][property])
    }

    /// The design tokens the properties hold in some state and mode, by path, but for those whose first name is one of
    /// `groups` (a token file has its own groups of those names at its root, where the design tokens go) and a
    /// group's root token (`brand.accent.$root`), which the 2025.10 schema's curly-brace references cannot name.
    func aliasedTokens(avoiding groups: Set<String>) -> [DesignToken] {
        guard let references else { return [] }
        let aliased = Set(tokenPaths.joined().joined().compactMap { $0 })
        return references.tokens.filter { token in
            aliased.contains(token.path) && !groups.contains(String(token.path.prefix { $0 != "." }))
                && !token.path.contains(".$")
        }
    }

    /// How many times the table resolves the style: in each mode, the normal state and each variant.
    static func resolutions(of style: StyleDefinition) -> Int {
        (1 + StateVariant.system(of: style.configurationKind).count + StateVariant.custom(of: style).variants.count)
            * DesignTokensEncoder.modes(unprefixed: .ios26).count
    }

    /// The index of the mode with the given appearance and contrast in the unprefixed design (`design` 0) or the
    /// other one (1).
    static func modeIndex(dark: Bool, highContrast: Bool, otherDesign: Bool) -> Int {
        (otherDesign ? DesignTokensEncoder.appearanceModes.count : 0) + (dark ? 1 : 0) + (highContrast ? 2 : 0)
    }
}
