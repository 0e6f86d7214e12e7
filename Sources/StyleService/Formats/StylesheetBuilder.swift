import StyleDefinitions
import ViewConfigurations

/// Builds the whole-style stylesheet of `GET /v1/styles/{name}/stylesheet.css`: the style's custom properties in
/// every state the web can mark, then the rules that draw a cell from them.
///
/// A rule's conditions are state variants (attributes on the cell, ``StateVariant``), right to left (`:dir(rtl)`), a
/// Dynamic Type category (`[data-content-size-category="…"]` on an ancestor), a design other than the stylesheet's own
/// (`[data-design="ios18"]` on an ancestor; the stylesheet's design needs no mark), dark mode and increased contrast
/// (media queries). Each condition but the media queries adds the same specificity, so rules are written in order of how
/// many selector conditions they have, then how many media conditions: a rule then outranks every rule whose
/// conditions are a subset of its own. Each rule declares only the properties whose resolved value differs from what
/// the rules before it give by the cascade, so every combination the stylesheet covers renders exactly the resolved
/// values: each variant alone and in pairs, each triple of UIKit's own states, under every combination of dark,
/// increased contrast and right to left, and each Dynamic Type category alone and with each variant, all of it in each
/// design. Other combinations get what the cascade makes of these rules. The output depends only on the style, the
/// selector, the tint and the design, so its bytes make a stable ETag.
struct StylesheetBuilder {
    let style: StyleDefinition
    let styleName: String
    /// The cell's selector, checked by ``CSSSyntax/problem(inSelector:)``.
    let selector: String
    let tintColor: Color
    /// The design of the unmarked rules; every other design's rules are scoped to `[data-design="<design>"]`.
    var design = DesignGeneration.ios26
    /// How the stylesheet is written: prefix, layer, units, theme switching.
    var options = CSSOptions()
    /// The state the pointer over the element marks where the device hovers, checked against the style
    /// (``HoverOption/problem(for:)``).
    var hover = HoverOption.off

    /// One rule: its conditions as bits (see ``Conditions``) and the properties it declares.
    private struct Rule {
        let conditions: UInt64
        /// The properties declared (their index in the style's ``WebPropertyTable``), and their values in the same
        /// order.
        let properties: [Int]
        let values: [ThemedValue]
    }

    /// A declared value: one value, or a light and a dark one written as `light-dark()` (theme `light-dark`); the
    /// Tailwind export writes its values alike.
    enum ThemedValue: Equatable {
        case one(WebValue)
        case lightDark(WebValue, WebValue)
        /// `var(name)` of a design token's custom property, holding `value` in this state; equal to any reference
        /// to the same custom property, whatever the mode's value.
        case reference(String, WebValue)

        static func == (left: ThemedValue, right: ThemedValue) -> Bool {
            switch (left, right) {
            case (.one(let left), .one(let right)): left == right
            case (.lightDark(let leftLight, let leftDark), .lightDark(let rightLight, let rightDark)):
                leftLight == rightLight && leftDark == rightDark
            case (.reference(let left, _), .reference(let right, _)): left == right
            default: false
            }
        }

        /// The value in this state, written out.
        var literal: WebValue {
            switch self {
            case .one(let value), .lightDark(let value, _), .reference(_, let value): value
            }
        }

        /// A light and a dark value as one: the same reference, or the literals ``merged(_:_:)``.
        static func merged(_ light: ThemedValue, _ dark: ThemedValue) -> ThemedValue? {
            if case .reference(let name, _) = light, case .reference(name, _) = dark { return light }
            return merged(light.literal, dark.literal)
        }

        /// The light and dark values as one, when `light-dark()` can hold their difference: equal values, two
        /// colors, or two shadows whose geometry agrees (or one of them clear); nil otherwise.
        static func merged(_ light: WebValue, _ dark: WebValue) -> ThemedValue? {
            if light == dark || light.css == dark.css { return .one(light) }
            switch (light, dark) {
            case (.color, .color), (.glassFill, .glassFill): return .lightDark(light, dark)
            case (
                .shadow(let lightColor, let lightX, let lightY, let lightBlur),
                .shadow(let darkColor, let darkX, let darkY, let darkBlur)
            ):
                let sameGeometry = lightX == darkX && lightY == darkY && lightBlur == darkBlur
                return sameGeometry || lightColor.isClear || darkColor.isClear ? .lightDark(light, dark) : nil
            default: return nil
            }
        }

        func css(units: CSSOptions.Units) -> String {
            switch self {
            case .one(let value): return value.css(units: units)
            case .reference(let name, _): return "var(\(name))"
            case .lightDark(
                .shadow(let lightColor, let lightX, let lightY, let lightBlur),
                .shadow(let darkColor, let darkX, let darkY, let darkBlur)):
                // A clear shadow takes the other's geometry, so only the color changes.
                let (x, y, blur) = lightColor.isClear ? (darkX, darkY, darkBlur) : (lightX, lightY, lightBlur)
                return [x, y, blur].map { WebValue.length($0, units: units) }.joined(separator: " ")
                    + " light-dark(\(lightColor.hexString), \(darkColor.hexString))"
            case .lightDark(let light, let dark):
                return "light-dark(\(light.css(units: units)), \(dark.css(units: units)))"
            }
        }
    }

    /// The bits of a rule's conditions: one per variant, one per Dynamic Type category, one per scoped design (they
    /// exclude each other), then dark, increased contrast and right to left. At most 13 + 32 variants, 11 categories
    /// and 1 scoped design, so 60 bits.
    private struct Conditions {
        let variants: [StateVariant]
        /// How many of ``variants`` are the kind's UIKit states (the first ones); the rest are custom states.
        let systemCount: Int
        let categories: [ContentSizeCategory]
        /// The design of rules with no design bit.
        let design: DesignGeneration
        /// The other designs, each marked by its ancestor attribute.
        let scopedDesigns: [DesignGeneration]
        /// Whether dark and increased contrast are media queries or ancestor attributes.
        let theme: CSSOptions.Theme
        /// The state every combination starts from: the style's custom states at their defaults, set once here rather
        /// than by each resolution.
        let defaults: WebState

        var dark: UInt64 { 1 << UInt64(variants.count + categories.count + scopedDesigns.count) }
        var highContrast: UInt64 { dark << 1 }
        var rightToLeft: UInt64 { dark << 2 }
        /// The bits written as media queries: none when the theme is attributes.
        var media: UInt64 { theme == .attribute ? 0 : dark | highContrast }
        func variant(_ index: Int) -> UInt64 { 1 << UInt64(index) }
        /// The bits of the variants that the pointer over the element also marks.
        var hoverBits: UInt64 {
            variants.indices.reduce(0) { variants[$1].hoverMark == nil ? $0 : $0 | variant($1) }
        }
        func category(_ index: Int) -> UInt64 { 1 << UInt64(variants.count + index) }
        /// Every category's bit.
        var categoryBits: UInt64 { categories.indices.reduce(0) { $0 | category($1) } }
        func scopedDesign(_ index: Int) -> UInt64 { 1 << UInt64(variants.count + categories.count + index) }

        /// The state the bits describe.
        func state(_ bits: UInt64) -> WebState {
            var traits = TraitCollection(designGeneration: design)
            for index in scopedDesigns.indices where bits & scopedDesign(index) != 0 {
                traits.designGeneration = scopedDesigns[index]
            }
            if bits & dark != 0 { traits.userInterfaceStyle = .dark }
            if bits & highContrast != 0 { traits.accessibilityContrast = .high }
            if bits & rightToLeft != 0 { traits.layoutDirection = .rightToLeft }
            for index in categories.indices where bits & category(index) != 0 {
                traits.preferredContentSizeCategory = categories[index]
            }
            var state = defaults
            state.traitCollection = traits
            for index in variants.indices where bits & variant(index) != 0 { variants[index].apply(to: &state) }
            return state
        }

        /// Every combination covered, in each design: in each context of dark, contrast and direction, no variant,
        /// each variant, each pair that can hold together and each such triple of UIKit's own states; each category
        /// with no variant and with each variant.
        var covered: [UInt64] {
            var combinations: [UInt64] = []
            for designBits in [0] + scopedDesigns.indices.map(scopedDesign) {
                combinations += covered(in: designBits)
            }
            return combinations
        }

        /// ``covered`` in one design (its bit, or 0 for the stylesheet's own).
        private func covered(in designBits: UInt64) -> [UInt64] {
            var combinations: [UInt64] = []
            let contexts = [0, dark, highContrast, dark | highContrast].flatMap { [$0, $0 | rightToLeft] }
            for context in contexts.map({ $0 | designBits }) {
                combinations.append(context)
                for first in variants.indices {
                    combinations.append(context | variant(first))
                    for second in (first + 1)..<variants.count
                    where variants[first].isCompatible(with: variants[second]) {
                        combinations.append(context | variant(first) | variant(second))
                        guard second < systemCount else { continue }
                        for third in (second + 1)..<systemCount
                        where variants[third].isCompatible(with: variants[first])
                            && variants[third].isCompatible(with: variants[second])
                        {
                            combinations.append(context | variant(first) | variant(second) | variant(third))
                        }
                    }
                }
            }
            for index in categories.indices {
                combinations.append(designBits | category(index))
                for first in variants.indices { combinations.append(designBits | category(index) | variant(first)) }
            }
            return combinations
        }

        /// The cascade's order: selector conditions (specificity), then media conditions; within those, the media
        /// queries together (so they share `@media` blocks), then the order of ``covered``.
        func cascadeOrder(_ combinations: [UInt64]) -> [UInt64] {
            combinations.enumerated().sorted { left, right in
                func key(_ entry: (offset: Int, element: UInt64)) -> (Int, Int, UInt64, Int) {
                    (
                        (entry.element & ~media).nonzeroBitCount, (entry.element & media).nonzeroBitCount,
                        entry.element & media, entry.offset
                    )
                }
                return key(left) < key(right)
            }.map(\.element)
        }

        /// The rule's selector: the ancestor attributes (the design's, the category's), the cell's selector, its
        /// variants, `:dir(rtl)`. A design and a category together may sit on one ancestor or on two, in either
        /// order: `:is(D C, D C, C D) .cell` counts as two attributes, as each alone does. The variants among
        /// `hovering` are marked by their ``StateVariant/hoverMark``.
        func selector(_ bits: UInt64, cell: String, hovering: UInt64 = 0) -> String {
            let designAttribute = scopedDesigns.indices.first { bits & scopedDesign($0) != 0 }.map {
                "[data-design=\"\(scopedDesigns[$0].rawValue)\"]"
            }
            let categoryAttribute = categories.indices.first { bits & category($0) != 0 }.map {
                "[data-content-size-category=\"\(categories[$0].rawValue)\"]"
            }
            var text = ""
            switch (designAttribute, categoryAttribute) {
            case (let design?, let category?):
                text = ":is(\(design)\(category), \(design) \(category), \(category) \(design)) "
            case (let design?, nil): text = design + " "
            case (nil, let category?): text = category + " "
            case (nil, nil): break
            }
            text += cell
            for index in variants.indices where bits & variant(index) != 0 {
                text +=
                    bits & hovering & variant(index) != 0 ? variants[index].hoverMark ?? "" : variants[index].selector
            }
            if theme == .attribute {
                // An ancestor's attribute, as a pseudo-class of the cell: any ancestor, in any order with the others.
                if bits & dark != 0 { text += Self.darkAttribute }
                if bits & highContrast != 0 { text += Self.highContrastAttribute }
            }
            if bits & rightToLeft != 0 { text += ":dir(rtl)" }
            return text
        }

        /// Dark mode under theme `attribute`: `data-theme="dark"` on any ancestor.
        static let darkAttribute = #":is([data-theme="dark"] *)"#
        /// Increased contrast under theme `attribute`: `data-contrast="more"` on any ancestor.
        static let highContrastAttribute = #":is([data-contrast="more"] *)"#

        /// The media query of the bits, nil for none; `(hover: hover)` first when `hovering`.
        func mediaQuery(_ bits: UInt64, hovering: Bool = false) -> String? {
            var queries = hovering ? [HoverOption.media] : []
            if theme != .attribute {
                if bits & dark != 0 { queries.append("(prefers-color-scheme: dark)") }
                if bits & highContrast != 0 { queries.append("(prefers-contrast: more)") }
            }
            return queries.isEmpty ? nil : queries.joined(separator: " and ")
        }
    }

    /// The conditions of the stylesheet's rules, with the style's custom variants.
    private func conditions(custom variants: [StateVariant]) -> Conditions {
        let system = StateVariant.system(of: style.configurationKind, hover: hover)
        return Conditions(
            variants: system + variants, systemCount: system.count,
            categories: ContentSizeCategory.allCases.filter { $0 != .unspecified && $0 != .large }, design: design,
            scopedDesigns: DesignGeneration.allCases.filter { $0 != design }, theme: options.theme,
            defaults: defaultState)
    }

    /// How many times ``build()`` resolves the style under `theme`: once per combination covered, and under
    /// `light-dark` once more for each combination whose dark twin is not covered; in a list, once for the last
    /// row and once for each appearance, contrast and design of the list container.
    static func resolutions(of style: StyleDefinition, theme: CSSOptions.Theme) -> Int {
        var options = CSSOptions()
        options.theme = theme
        let builder = StylesheetBuilder(
            style: style, styleName: "", selector: "", tintColor: .systemBlue, options: options)
        let conditions = builder.conditions(custom: StateVariant.custom(of: style).variants)
        let covered = conditions.covered
        // A style in a list: its list container in each appearance, contrast and design, and its last row.
        let list = style.listEnvironment == nil ? 0 : 1 + 4 * (1 + conditions.scopedDesigns.count)
        guard theme == .lightDark else { return covered.count + list }
        let categoryBits = conditions.categoryBits
        return covered.count + covered.count { $0 & categoryBits != 0 } + list
    }

    /// The stylesheet's bytes.
    func build() -> [UInt8] {
        let custom = StateVariant.custom(of: style, hover: hover)
        let conditions = conditions(custom: custom.variants)
        let table = WebPropertyTable(style: style)
        let references = TokenReferences(style: style, table: table)
        var css = ""
        switch options.theme {
        case .media: break
        case .attribute:
            css += "\n[data-theme=\"light\"] {\n  color-scheme: light;\n}\n"
            css += "\n[data-theme=\"dark\"] {\n  color-scheme: dark;\n}\n"
        case .lightDark:
            // No specificity: a page that sets its own color-scheme wins.
            css += "\n:where(:root) {\n  color-scheme: light dark;\n}\n"
        }
        let rules = rules(for: conditions, table: table, references: references)
        if let references {
            var names: Set<String> = []
            for rule in rules {
                for case .reference(let name, _) in rule.values { names.insert(name) }
            }
            css += references.definitions(of: names, options: options)
        }
        var openMedia: String?
        for rule in rules {
            let declarations = zip(rule.properties, rule.values).map { ($0, $1.css(units: options.units)) }
            // The rule, then right after it (so with the same place in the cascade) its copies for the pointer over
            // the element: one for each set of its hover-marked variants.
            let hoverable = rule.conditions & conditions.hoverBits
            var hoverings: [UInt64] = [0]
            var subset = hoverable
            while subset != 0 {
                hoverings.append(subset)
                subset = (subset &- 1) & hoverable
            }
            for hovering in hoverings {
                let media = conditions.mediaQuery(rule.conditions, hovering: hovering != 0)
                var separator = "\n"
                if media != openMedia {
                    if openMedia != nil { css += "}\n" }
                    if let media {
                        css += "\n@media \(media) {\n"
                        separator = ""
                    }
                    openMedia = media
                }
                css += separator
                CSSCustomProperties.appendRule(
                    selector: conditions.selector(rule.conditions, cell: selector, hovering: hovering),
                    declarations: declarations, properties: table.properties, options: options,
                    indent: media == nil ? "" : "  ", to: &css)
            }
        }
        if openMedia != nil { css += "}\n" }
        switch style.configurationKind {
        case .cell: css += listRules(conditions, table: table) + drawingRules + rowRules(table).css
        case .button: css += buttonDrawingRules(selector: selector, group: "button-")
        case .contentUnavailable: css += contentUnavailableDrawingRules
        }
        if let layer = options.layer {
            let indented = css.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "  " + $0
            }
            css = "\n@layer \(layer) {" + indented.joined(separator: "\n") + "}\n"
        }
        let hovered = conditions.variants.filter { $0.hoverMark != nil }.map(\.name)
        return Array((header(omittedCustomVariants: custom.omitted, hovered: hovered) + css).utf8)
    }

    /// The rules that draw the row around the cell: separators and accessories, the states that change a glyph
    /// marked as the state table marks them, and whether the last row of a section hides its bottom separator.
    private func rowRules(_ table: WebPropertyTable) -> StylesheetRowRules {
        var rules = StylesheetRowRules(
            selector: selector, prefix: options.propertyPrefix, units: options.units, table: table)
        func marks(_ flag: StateFlag) -> String {
            StateVariant.system.first { $0.condition == .flag(flag) }?.selector ?? ""
        }
        rules.selected = marks(.isSelected)
        rules.expanded = marks(.isExpanded)
        if table.inList,
            case let resolution = style.resolve(state: defaultState.cell, tintColor: tintColor, makingConcrete: false),
            let list = resolution.list
        {
            func bottomIsVisible(last: Bool) -> Bool {
                list.separatorConfiguration.resolved(
                    for: resolution.state, anchor: nil, position: ListRowPosition(isLastInSection: last),
                    showsSeparators: list.showsSeparators
                ).bottom.isVisible
            }
            rules.lastRowHidesBottomSeparator = bottomIsVisible(last: false) && !bottomIsVisible(last: true)
        }
        return rules
    }

    /// The list container's rules, on a `[data-list]` element holding cells: the list's properties in each
    /// appearance, contrast and design (they follow no cell state), then its background and the padding above its
    /// sections. None outside a list.
    private func listRules(_ conditions: Conditions, table: WebPropertyTable) -> String {
        guard table.inList else { return "" }
        let container = "[data-list]:has(\(selector))"
        let listProperties = table.properties.indices.filter { table.properties[$0].tokenPath.first == "list" }
        let lightDark = options.theme == .lightDark
        let contexts = lightDark ? [0, conditions.highContrast] : [0, conditions.dark, conditions.highContrast]
        var combinations: [UInt64] = []
        for design in [0] + conditions.scopedDesigns.indices.map(conditions.scopedDesign) {
            combinations += (contexts + (lightDark ? [] : [conditions.dark | conditions.highContrast])).map {
                $0 | design
            }
        }
        var css = ""
        for bits in conditions.cascadeOrder(combinations) {
            func values(_ bits: UInt64) -> [WebValue] {
                table.values(of: style, in: conditions.state(bits), tintColor: tintColor)
            }
            let own = values(bits)
            let dark = lightDark ? values(bits | conditions.dark) : own
            let declarations = listProperties.map { index in
                (index, (ThemedValue.merged(own[index], dark[index]) ?? .one(own[index])).css(units: options.units))
            }
            let media = conditions.mediaQuery(bits)
            if let media { css += "\n@media \(media) {\n" } else { css += "\n" }
            CSSCustomProperties.appendRule(
                selector: conditions.selector(bits, cell: container), declarations: declarations,
                properties: table.properties, options: options, indent: media == nil ? "" : "  ", to: &css)
            if media != nil { css += "}\n" }
        }
        let p = options.propertyPrefix
        return css + """

            \(container) {
              background-color: var(\(p)list-background-color);
            }

            \(container) > [data-section] {
              margin-block-start: var(\(p)list-header-top-padding);
            }

            """
    }

    /// A state with every custom state the style declares at its default.
    private var defaultState: WebState {
        var state = WebState(traitCollection: TraitCollection(designGeneration: design))
        for declaration in style.keys { state[customState: declaration.key] = declaration.defaultValue }
        return state
    }

    /// The rules, in cascade order, each with the properties whose resolved value differs from what the rules before
    /// it give its own combination.
    private func rules(
        for conditions: Conditions, table: WebPropertyTable, references: TokenReferences?
    ) -> [Rule] {
        var rules: [Rule] = []
        // The rules' conditions on their own, scanned for every combination, and each one's rule.
        var ruleConditions: [UInt64] = []
        var ruleIndex: [UInt64: Int] = [:]
        // For each property, the last rule that applies and declares it (-1: none), and where in that rule.
        var winner = [Int](repeating: -1, count: table.properties.count)
        var position = [Int](repeating: 0, count: table.properties.count)
        var resolutions = Resolutions(builder: self, conditions: conditions, table: table, references: references)
        for bits in conditions.cascadeOrder(conditions.covered) {
            let resolved = resolutions.themedValues(bits)
            // The rules that apply are those whose conditions are a subset of these, all written earlier; the last of
            // them to declare a property gives it by the cascade.
            for index in winner.indices { winner[index] = -1 }
            func apply(_ index: Int) {
                for (place, property) in rules[index].properties.enumerated() where index > winner[property] {
                    winner[property] = index
                    position[property] = place
                }
            }
            // The subsets of a combination's few conditions (a table lookup each; a covered combination has at most
            // eight), or the rules written so far (a comparison each): whichever costs less.
            let conditionCount = bits.nonzeroBitCount
            if conditionCount < 16, 1 << (conditionCount + 4) < ruleConditions.count {
                var subset = bits
                while true {
                    if let index = ruleIndex[subset] { apply(index) }
                    if subset == 0 { break }
                    subset = (subset &- 1) & bits
                }
            } else {
                for index in ruleConditions.indices where ruleConditions[index] & ~bits == 0 { apply(index) }
            }
            var properties: [Int] = []
            var values: [ThemedValue] = []
            for property in resolved.indices {
                let rule = winner[property]
                if rule < 0 || rules[rule].values[position[property]] != resolved[property] {
                    properties.append(property)
                    values.append(resolved[property])
                }
            }
            if !properties.isEmpty {
                ruleIndex[bits] = rules.count
                rules.append(Rule(conditions: bits, properties: properties, values: values))
                ruleConditions.append(bits)
            }
        }
        return rules
    }

    /// The values of each combination a stylesheet declares, each combination resolved once: under theme
    /// `light-dark` a combination and its dark twin need each other's values, so the first of them to come makes
    /// both's and keeps the twin's until it asks (at most half the combinations' values at once).
    private struct Resolutions {
        let builder: StylesheetBuilder
        let conditions: Conditions
        let table: WebPropertyTable
        /// The style's tokens, when it names any: its values are then references where they can be.
        let references: TokenReferences?
        /// The values made for a twin that has not asked for them yet.
        private var pending: [UInt64: [ThemedValue]] = [:]

        init(
            builder: StylesheetBuilder, conditions: Conditions, table: WebPropertyTable,
            references: TokenReferences?
        ) {
            self.builder = builder
            self.conditions = conditions
            self.table = table
            self.references = references
        }

        /// The values a combination declares. Under theme `light-dark`, a light combination holds `light-dark()` of
        /// its own and its dark twin's values wherever one can hold both, so the dark twin repeats them and declares
        /// only the rest (a difference other than color, under the dark media query).
        mutating func themedValues(_ bits: UInt64) -> [ThemedValue] {
            guard builder.options.theme == .lightDark else { return resolve(bits) }
            if let kept = pending.removeValue(forKey: bits) { return kept }
            let isDark = bits & conditions.dark != 0
            let twinBits = isDark ? bits & ~conditions.dark : bits | conditions.dark
            let own = resolve(bits)
            let twin = resolve(twinBits)
            let (light, dark) = isDark ? (twin, own) : (own, twin)
            func themed(_ values: [ThemedValue]) -> [ThemedValue] {
                values.indices.map { ThemedValue.merged(light[$0], dark[$0]) ?? values[$0] }
            }
            // The stylesheet covers both twins but with a Dynamic Type category, which it covers in light only.
            if bits & conditions.categoryBits == 0 { pending[twinBits] = themed(twin) }
            return themed(own)
        }

        private func resolve(_ bits: UInt64) -> [ThemedValue] {
            let state = conditions.state(bits)
            if let references {
                return references.values(
                    of: builder.style, in: state, tintColor: builder.tintColor, options: builder.options)
            }
            return table.values(of: builder.style, in: state, tintColor: builder.tintColor).map(ThemedValue.one)
        }
    }

    /// The header comment; `hovered` names the states the pointer over the element marks.
    private func header(omittedCustomVariants: Int, hovered: [String]) -> String {
        let kind = style.configurationKind
        let noun = kind == .contentUnavailable ? "empty state" : kind.noun
        let marks = StateVariant.system(of: kind).map { $0.marks.joined(separator: " or ") }
        var text =
            "Style \"\(CSSSyntax.comment(styleName))\" by StyleResolver: its custom properties in every state, "
            + "then the rules that draw a \(noun) from them. Mark the \(noun) element with "
            + marks.map { $0 + ", " }.joined() + (marks.isEmpty ? "" : "and ")
            + "the style's custom states as [data-state-<key>]. Dynamic Type: data-content-size-category=\"<UIKit "
            + "name>\" on an ancestor (large when absent). " + themeSentence + " Right to left follows dir. "
            + partsSentence
        if !hovered.isEmpty {
            text +=
                " Where the device hovers (@media (hover: hover)), the pointer over the \(noun) marks: "
                + hovered.map { CSSSyntax.comment($0) }.joined(separator: ", ") + "."
        }
        if omittedCustomVariants > 0 {
            text +=
                " \(omittedCustomVariants) custom-state values beyond the first \(StateVariant.maximumCustomVariants) "
                + "are not covered."
        }
        text +=
            " Design: \(design.rawValue) unmarked; "
            + DesignGeneration.allCases.filter { $0 != design }.map { "data-design=\"\($0.rawValue)\"" }
            .joined(separator: ", ")
            + " on an ancestor for the other design."
        // Wrapped at 100 columns; the style name is escaped and no other word holds "*/", so the comment cannot end early.
        var lines = [""]
        for word in text.split(separator: " ") {
            if lines[lines.count - 1].count + word.count >= 100 { lines.append("") }
            lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + word
        }
        return "/* " + lines.joined(separator: "\n   ") + " */\n"
    }

    /// How the stylesheet switches dark mode and increased contrast, for the header.
    private var themeSentence: String {
        switch options.theme {
        case .media: "Dark mode and increased contrast follow the user's settings."
        case .attribute:
            "Dark mode: data-theme=\"dark\" on an ancestor; increased contrast: data-contrast=\"more\" on an ancestor."
        case .lightDark:
            "Dark mode follows color-scheme through light-dark() values; increased contrast follows the user's setting."
        }
    }

    /// How a cell and its parts use the properties.
    private var drawingRules: String {
        let p = options.propertyPrefix
        return """

            \(selector) {
              box-sizing: border-box;
              display: flex;
              align-items: center;
              column-gap: var(\(p)image-to-text-padding);
              padding: var(\(p)effective-layout-margin-top) var(\(p)effective-layout-margin-right) var(\(p)effective-layout-margin-bottom) var(\(p)effective-layout-margin-left);
              background-color: var(\(p)background-color);
              background-image: linear-gradient(var(\(p)background-glass-fill), var(\(p)background-glass-fill));
              -webkit-backdrop-filter: var(\(p)background-backdrop-filter);
              backdrop-filter: var(\(p)background-backdrop-filter);
              border-radius: var(\(p)corner-radius);
              outline: var(\(p)stroke-width) solid var(\(p)stroke-color);
              outline-offset: var(\(p)stroke-outset);
              box-shadow: var(\(p)shadow);
            }

            \(selector):where(:first-child, [data-section-first]) {
              border-top-left-radius: max(var(\(p)corner-radius), var(\(p)section-corner-radius));
              border-top-right-radius: max(var(\(p)corner-radius), var(\(p)section-corner-radius));
            }

            \(selector):where(:last-child, [data-section-last]) {
              border-bottom-left-radius: max(var(\(p)corner-radius), var(\(p)section-corner-radius));
              border-bottom-right-radius: max(var(\(p)corner-radius), var(\(p)section-corner-radius));
            }

            \(selector) [data-part="image"] {
              flex: none;
              width: var(\(p)image-width);
              height: var(\(p)image-height);
              max-width: var(\(p)image-max-width);
              max-height: var(\(p)image-max-height);
              border-radius: var(\(p)image-corner-radius);
              outline: var(\(p)image-stroke-width) solid var(\(p)image-stroke-color);
              color: var(\(p)image-tint-color);
              opacity: var(\(p)content-opacity);
            }

            \(selector) [data-part="texts"] {
              flex: 1;
              min-width: 0;
              display: flex;
              flex-direction: var(\(p)text-stack-direction);
              flex-wrap: wrap;
              justify-content: space-between;
              column-gap: var(\(p)text-to-secondary-text-horizontal-padding);
              row-gap: var(\(p)text-to-secondary-text-vertical-padding);
            }

            """ + textRule(part: "text") + textRule(part: "secondary-text")
    }

    private func textRule(part: String) -> String {
        let p = options.propertyPrefix
        return """

            \(selector) [data-part="\(part)"] {
              font: var(\(p)\(part)-font);
              color: var(\(p)\(part)-color);
              text-align: var(\(p)\(part)-align);
              text-transform: var(\(p)\(part)-transform);
              display: -webkit-box;
              -webkit-box-orient: vertical;
              -webkit-line-clamp: var(\(p)\(part)-line-clamp);
              overflow: hidden;
              opacity: var(\(p)content-opacity);
            }

            """
    }
}
