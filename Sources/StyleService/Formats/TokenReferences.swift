import StyleDefinitions
import ViewConfigurations

/// The design tokens a style's documents name, for the web formats that keep them as references rather than copying
/// their values: a property whose value in a state is exactly a color or dimension token's value there, set through
/// an alias that won with nothing applied on top (or, for a button, derived so from a base color), names that token.
/// Made only for a style that names tokens, so a style without aliases does no extra work.
struct TokenReferences {
    /// The color and dimension tokens the style names, each once, by path.
    let tokens: [DesignToken]
    /// For each property of the table, the path explain records its source under (`background.backgroundColor`).
    private let sourcePaths: [String]
    private let table: WebPropertyTable

    /// The references of a style's properties in `table`; nil when the style names no color or dimension token. A
    /// token whose custom property or path would be one a style's property may have (`text.color` is
    /// `--text-color`) stays a copied value: referring to it would make the property refer to itself.
    init?(style: StyleDefinition, table: WebPropertyTable) {
        var named: [DesignToken] = []
        for overrides in [style.overrides] + style.rules.map(\.set) {
            named +=
                overrides.background.flatMap(\.tokens) + overrides.content.flatMap(\.tokens)
                + overrides.separator.flatMap(\.tokens) + overrides.button.flatMap(\.tokens)
                + overrides.contentUnavailable.flatMap(\.tokens)
        }
        named = named.filter(Self.isReferable)
        guard !named.isEmpty else { return nil }
        let own = WebPropertyTable.every.properties + WebProperty.button + WebProperty.contentUnavailable
        let ownNames = Set(own.map(\.cssName))
        // The properties' token paths and their groups' (`text`, `text.font-size`): a token at one of them, or
        // below a property's, would take its place in the token files.
        let ownPaths = Set(
            own.flatMap { property in
                property.tokenPath.indices.map { property.tokenPath[...$0].joined(separator: ".") }
            })
        let propertyPaths = Set(own.map { $0.tokenPath.joined(separator: ".") })
        func isFree(_ path: String) -> Bool {
            let parts = path.split(separator: ".", omittingEmptySubsequences: false)
            return !ownPaths.contains(path)
                && !parts.indices.contains { propertyPaths.contains(parts[...$0].joined(separator: ".")) }
                && !ownNames.contains(Self.cssName(path))
        }
        var seen: Set<String> = []
        let tokens = named.filter { isFree($0.path) && seen.insert($0.path).inserted }
        guard !tokens.isEmpty else { return nil }
        self.tokens = tokens.sorted { $0.path < $1.path }
        self.table = table
        sourcePaths = table.properties.map { $0.jsonPointer.dropFirst().split(separator: "/").joined(separator: ".") }
    }

    /// Whether a token's value can stand for a property's value: a color or a dimension.
    private static func isReferable(_ token: DesignToken) -> Bool {
        switch token.value {
        case .color, .dimension: true
        case .number, .other: false
        }
    }

    /// The token's custom property without a prefix (`--brand-accent`): its path's dots become `-`, and any
    /// character not safe in a CSS identifier is escaped. A group's root token (`brand.accent.$root`) is named as its
    /// group, which no other token can be.
    static func cssName(_ path: String) -> String {
        var names = path.split(separator: ".", omittingEmptySubsequences: false)
        if names.count > 1, names.last == "$root" { names.removeLast() }
        return "--" + CSSSyntax.identifier(names.joined(separator: "-"))
    }

    /// The token's custom property under the options' prefix (`--app-brand-accent`).
    static func cssName(_ path: String, options: CSSOptions) -> String {
        options.propertyPrefix + cssName(path).dropFirst(2)
    }

    /// The values of every property of the table for `style` resolved in `state`, each one that is a token's value
    /// as a reference to the token's custom property under `options`.
    func values(
        of style: StyleDefinition, in state: WebState, tintColor: Color, options: CSSOptions
    ) -> [StylesheetBuilder.ThemedValue] {
        let resolved = resolved(of: style, in: state, tintColor: tintColor)
        return resolved.values.indices.map { index in
            guard let path = resolved.tokens[index] else { return .one(resolved.values[index]) }
            return .reference(Self.cssName(path, options: options), resolved.values[index])
        }
    }

    /// The values of every property of the table for `style` resolved in `state`, and for each the path of the
    /// token whose value it is (nil for a value of its own).
    func resolved(
        of style: StyleDefinition, in state: WebState, tintColor: Color
    ) -> (values: [WebValue], tokens: [String?]) {
        let values: [WebValue]
        let named: [String: [DesignToken]]
        let traits: TraitCollection
        switch table.kind {
        case .cell:
            let resolution = style.resolve(state: state.cell, tintColor: tintColor, recordingSources: true)
            (values, named, traits) = (table.values(of: resolution), resolution.tokens, resolution.traits)
        case .button:
            let resolution = style.resolveButton(state: state.button, tintColor: tintColor, recordingSources: true)
            (values, named, traits) = (
                table.values(of: resolution), resolution.tokens, resolution.state.traitCollection
            )
        case .contentUnavailable:
            let resolution = style.resolveContentUnavailable(
                state: state.contentUnavailable, tintColor: tintColor, recordingSources: true)
            (values, named, traits) = (
                table.values(of: resolution), resolution.tokens, resolution.state.traitCollection
            )
        }
        let mode = Self.mode(traits)
        // A button's colors are derived from its base colors (`baseForegroundColor` gives the title's, the image's
        // and the activity indicator's), so one that no token set directly names the one base color token of its
        // value, if exactly one has it.
        let derived: [DesignToken] =
            table.kind == .button ? named.filter { $0.key.hasPrefix("button.base") }.flatMap(\.value) : []
        let tokens = values.indices.map { index -> String? in
            switch values[index] {
            case .color, .length, .lengthOr: break
            default: return nil
            }
            func holds(_ token: DesignToken) -> Bool {
                self.tokens.contains { $0.path == token.path }
                    && Self.value(of: token, in: mode)?.css == values[index].css
            }
            if let tokens = named[sourcePaths[index]] {
                guard tokens.count == 1, let token = tokens.first, holds(token) else { return nil }
                return token.path
            }
            let paths = Set(derived.filter(holds).map { $0.path })
            return paths.count == 1 ? paths.first : nil
        }
        return (values, tokens)
    }

    /// The mode the traits pick, as a named color does.
    static func mode(_ traits: TraitCollection) -> TokenMode {
        switch (traits.userInterfaceStyle == .dark, traits.accessibilityContrast == .high) {
        case (false, false): .light
        case (true, false): .dark
        case (false, true): .lightHighContrast
        case (true, true): .darkHighContrast
        }
    }

    /// The token's value in a mode, as the property holding it would be written; nil for a type no property holds.
    static func value(of token: DesignToken, in mode: TokenMode) -> WebValue? {
        func pick<Value>(_ modes: TokenModes<Value>) -> Value {
            switch mode {
            case .light: modes.light
            case .dark: modes.dark
            case .lightHighContrast: modes.lightHighContrast
            case .darkHighContrast: modes.darkHighContrast
            }
        }
        return switch token.value {
        case .color(let modes): .color(pick(modes))
        case .dimension(let modes): .length(pick(modes))
        case .number, .other: nil
        }
    }

    /// The rules defining, once, the custom property of each token `names` holds (named under `options`): at the
    /// root in light, then each mode where the value differs from what the rules before give, switched as the theme
    /// switches the style's own properties.
    func definitions(of names: Set<String>, options: CSSOptions) -> String {
        let dark = "(prefers-color-scheme: dark)"
        let contrast = "(prefers-contrast: more)"
        let darkAttribute = #"[data-theme="dark"]"#
        let contrastAttribute = #"[data-contrast="more"]"#
        // The four places, in cascade order: light, dark, increased contrast, both.
        let places: [(media: String?, selector: String)] =
            switch options.theme {
            case .media, .lightDark:
                [(nil, ":root"), (dark, ":root"), (contrast, ":root"), (dark + " and " + contrast, ":root")]
            case .attribute:
                [
                    (nil, ":root"), (nil, darkAttribute), (nil, contrastAttribute),
                    (
                        nil,
                        ":is(\(darkAttribute) \(contrastAttribute), \(contrastAttribute) \(darkAttribute), "
                            + "\(darkAttribute)\(contrastAttribute))"
                    ),
                ]
            }
        var declarations: [[(name: String, css: String)]] = Array(repeating: [], count: places.count)
        for token in tokens {
            let name = Self.cssName(token.path, options: options)
            guard names.contains(name) else { continue }
            let values = TokenMode.allCases.compactMap { Self.value(of: token, in: $0) }
            guard values.count == places.count else { continue }
            for (place, css) in Self.placed(values, theme: options.theme, units: options.units) {
                declarations[place].append((name, css))
            }
        }
        var css = ""
        for (place, (media, selector)) in places.enumerated() where !declarations[place].isEmpty {
            css += media.map { "\n@media \($0) {\n" } ?? "\n"
            CSSCustomProperties.appendRule(
                selector: selector, declarations: declarations[place], indent: media == nil ? "" : "  ", to: &css)
            if media != nil { css += "}\n" }
        }
        return css
    }

    /// Where a token's values (light, dark, light and dark increased contrast) are declared, by place (light, dark,
    /// increased contrast, both) and as CSS: each only where it differs from what the places before give there.
    /// Under theme `light-dark` a light and a dark color are one `light-dark()` value.
    private static func placed(
        _ values: [WebValue], theme: CSSOptions.Theme, units: CSSOptions.Units
    ) -> [(place: Int, css: String)] {
        var modeValues = values.map { $0.css(units: units) }
        if theme == .lightDark {
            // Light holds light-dark() of light and dark where it can, and so does increased contrast.
            for plain in [0, 2] {
                if let merged = StylesheetBuilder.ThemedValue.merged(values[plain], values[plain + 1]) {
                    modeValues[plain] = merged.css(units: units)
                    modeValues[plain + 1] = modeValues[plain]
                }
            }
        }
        var placed = [(place: 0, css: modeValues[0])]
        var given = modeValues[0]
        let darkGiven = modeValues[1] == given ? nil : modeValues[1]
        if let darkGiven { placed.append((1, darkGiven)) }
        let contrastGiven = modeValues[2] == given ? nil : modeValues[2]
        if let contrastGiven { placed.append((2, contrastGiven)) }
        given = contrastGiven ?? darkGiven ?? given
        if modeValues[3] != given { placed.append((3, modeValues[3])) }
        return placed
    }
}
