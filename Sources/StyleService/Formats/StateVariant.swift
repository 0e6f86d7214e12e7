import StyleDefinitions
import ViewConfigurations

/// One state as the web marks it, for the stylesheet's selectors and the token groups: a UIKit state flag, a button's
/// held menu, a drag or drop state, or one value of a custom state the style declares (`[data-state-<key>]`).
struct StateVariant: Hashable, Sendable {
    /// What the variant sets in a state.
    enum Condition: Hashable, Sendable {
        case flag(StateFlag)
        case held
        case drag(CellDragState)
        case drop(CellDropState)
        case custom(ConfigurationStateCustomKey, ConfigurationValue)
    }

    /// The token group name (`selected`, `drop-target`, `state-com-my-app-mycell-isarchived`).
    let name: String
    /// Each way a page can mark the cell, any one of them enough (`[aria-selected="true"]`, `[data-selected]`).
    var marks: [String]
    let condition: Condition
    /// The mark that holds only where the device hovers (written under `@media (hover: hover)`): the pointer over the
    /// element, when the `hover` option or the key's binding names the state; nil otherwise.
    var hoverMark: String? = nil
    /// Whether the `hover` option or a key's bound selector adds a mark, which the exports then name.
    var isMarkedByWeb = false

    /// The selector appended to the cell's: the one mark, or `:is(…)` of them all (`:is([aria-selected="true"],
    /// [data-selected])`), which counts as one attribute in specificity either way.
    var selector: String {
        marks.count == 1 ? marks[0] : ":is(" + marks.joined(separator: ", ") + ")"
    }

    /// Variants of one group cannot hold together: one drag state, one drop state, one value per custom key.
    var exclusionGroup: String? {
        switch condition {
        case .flag, .held: nil
        case .drag: "drag"
        case .drop: "drop"
        case .custom(let key, _): "custom:" + key.rawValue
        }
    }

    /// The state in UIKit's terms and the page's, for a token group's `$description`: the state of a `kind`.
    func summary(of kind: ConfigurationKind) -> String {
        let state: String
        switch condition {
        case .flag(let flag): state = "\(flag.rawValue) is true"
        case .held: state = "isHeld is true"
        case .drag(let drag): state = "cellDragState is \(drag.rawValue)"
        case .drop(let drop): state = "cellDropState is \(drop.rawValue)"
        case .custom(let key, let value): state = "the custom state \(key.rawValue) is \(value)"
        }
        let hover = hoverMark.map { ", and \($0) where the device hovers" } ?? ""
        return "The \(kind.noun) state where \(state); the stylesheet marks it \(selector)\(hover)."
    }

    /// Sets the variant's condition in a state.
    func apply(to state: inout WebState) {
        if condition == .held { state.isHeld = true } else { apply(to: &state.cell) }
    }

    /// Sets the variant's condition in a cell's state (which has no held menu).
    func apply(to state: inout CellConfigurationState) {
        switch condition {
        case .flag(let flag): flag.set(true, in: &state)
        case .held: break
        case .drag(let drag): state.cellDragState = drag
        case .drop(let drop): state.cellDropState = drop
        case .custom(let key, let value): state[customState: key] = value
        }
    }

    /// Whether two variants can hold in one state.
    func isCompatible(with other: StateVariant) -> Bool {
        exclusionGroup == nil || exclusionGroup != other.exclusionGroup
    }

    /// Every UIKit state of a cell other than normal, as the web marks it: the one table from state to selectors.
    /// Each state has a `data-` attribute a page can always set, and, where the platform has the state, its ARIA
    /// attribute or pseudo-class too: `:active` (pointer pressed) for highlighted, `aria-selected`, `aria-disabled`,
    /// `:focus-visible`, `aria-expanded`. Several marks join in one `:is(…)`, whose specificity is that of one
    /// attribute, so every variant weighs the same in the cascade however it is marked.
    static let system: [StateVariant] = [
        StateVariant(name: "highlighted", marks: [":active", "[data-highlighted]"], condition: .flag(.isHighlighted)),
        StateVariant(
            name: "selected", marks: [#"[aria-selected="true"]"#, "[data-selected]"], condition: .flag(.isSelected)),
        StateVariant(
            name: "disabled", marks: [#"[aria-disabled="true"]"#, "[data-disabled]"], condition: .flag(.isDisabled)),
        StateVariant(name: "focused", marks: [":focus-visible", "[data-focused]"], condition: .flag(.isFocused)),
        StateVariant(name: "pinned", marks: ["[data-pinned]"], condition: .flag(.isPinned)),
        StateVariant(name: "editing", marks: ["[data-editing]"], condition: .flag(.isEditing)),
        StateVariant(
            name: "expanded", marks: [#"[aria-expanded="true"]"#, "[data-expanded]"], condition: .flag(.isExpanded)),
        StateVariant(name: "swiped", marks: ["[data-swiped]"], condition: .flag(.isSwiped)),
        StateVariant(name: "reordering", marks: ["[data-reordering]"], condition: .flag(.isReordering)),
        StateVariant(name: "lifting", marks: ["[data-lifting]"], condition: .drag(.lifting)),
        StateVariant(name: "dragging", marks: ["[data-dragging]"], condition: .drag(.dragging)),
        StateVariant(name: "drop-target", marks: ["[data-drop-target]"], condition: .drop(.targeted)),
        StateVariant(name: "drop-not-targeted", marks: ["[data-drop-not-targeted]"], condition: .drop(.notTargeted)),
    ]

    /// Every UIKit state of a button other than normal, as the web marks it: a `<button>` has most of them natively.
    /// Highlighted is a pressed pointer (`:active`); the pointer over it (`:hover`) only with the `hover` option,
    /// since a touch screen keeps the last tapped element hovered. Disabled `:disabled` or `aria-disabled`, selected a toggle's `aria-pressed`,
    /// focused `:focus-visible`, held a menu button's `aria-expanded`; each also has its `data-` attribute.
    static let button: [StateVariant] = [
        StateVariant(
            name: "highlighted", marks: [":active", "[data-highlighted]"], condition: .flag(.isHighlighted)),
        StateVariant(
            name: "selected", marks: [#"[aria-pressed="true"]"#, "[data-selected]"], condition: .flag(.isSelected)),
        StateVariant(
            name: "disabled", marks: [":disabled", #"[aria-disabled="true"]"#, "[data-disabled]"],
            condition: .flag(.isDisabled)),
        StateVariant(name: "focused", marks: [":focus-visible", "[data-focused]"], condition: .flag(.isFocused)),
        StateVariant(name: "held", marks: [#"[aria-expanded="true"]"#, "[data-held]"], condition: .held),
    ]

    /// The UIKit states a style of `kind` has, as the web marks them: a cell's, a button's, none for an empty state
    /// (its search text is content, not a mark).
    static func system(of kind: ConfigurationKind, hover: HoverOption = .off) -> [StateVariant] {
        var variants: [StateVariant] =
            switch kind {
            case .cell: system
            case .button: button
            case .contentUnavailable: []
            }
        if hover == .highlighted, let index = variants.firstIndex(where: { $0.condition == .flag(.isHighlighted) }) {
            variants[index].hoverMark = HoverOption.selector
            variants[index].isMarkedByWeb = true
        }
        return variants
    }

    /// Most custom-state values covered: the stylesheet pairs each with every other variant, so its work grows with
    /// the square.
    static let maximumCustomVariants = 32

    /// The custom states of a style, at most ``maximumCustomVariants`` of them: for each declared key, every value other than its
    /// default that the style's rules test (a boolean key's other value always). A key becomes the attribute
    /// `data-state-<key>`, the key lowercased with every run of other characters than a–z and 0–9 made one `-`;
    /// a boolean key is marked by the bare attribute when its default is false, by `="false"` when true; other
    /// values by `="<value>"`. A key bound to a selector is also marked by it (by `:hover` where the device hovers);
    /// the key `hover` names (`state-<key>`) by the pointer over the element. Returns the variants and how many were
    /// left out.
    static func custom(
        of style: StyleDefinition, hover: HoverOption = .off
    ) -> (variants: [StateVariant], omitted: Int) {
        var tested: [ConfigurationStateCustomKey: [ConfigurationValue]] = [:]
        for rule in style.rules { collectTestedValues(rule.when, declarations: style.keys, into: &tested) }
        var variants: [StateVariant] = []
        // Keys or values that make the same slug get a numbered suffix, so names and attributes stay distinct.
        var usedAttributes: Set<String> = []
        var usedNames: Set<String> = []
        func unique(_ name: String, in used: inout Set<String>) -> String {
            var candidate = name
            var suffix = 2
            while used.contains(candidate) {
                candidate = "\(name)-\(suffix)"
                suffix += 1
            }
            used.insert(candidate)
            return candidate
        }
        for declaration in style.keys {
            let attributeSlug = unique(slug(declaration.key.rawValue), in: &usedAttributes)
            let attribute = "data-state-" + attributeSlug
            var values = tested[declaration.key] ?? []
            if case .bool(let defaultValue) = declaration.defaultValue, !values.contains(.bool(!defaultValue)) {
                values.append(.bool(!defaultValue))
            }
            for value in values where value != declaration.defaultValue {
                let selector: String
                let name: String
                if value == .bool(true) {
                    selector = "[\(attribute)]"
                    name = unique("state-" + attributeSlug, in: &usedNames)
                } else {
                    let text = attributeText(value)
                    selector = "[\(attribute)=\(CSSSyntax.string(text))]"
                    name = unique("state-\(attributeSlug)-\(slug(text))", in: &usedNames)
                }
                var variant = StateVariant(name: name, marks: [selector], condition: .custom(declaration.key, value))
                if value == .bool(true) { variant.bind(declaration, hover: hover) }
                variants.append(variant)
            }
        }
        return (Array(variants.prefix(maximumCustomVariants)), max(0, variants.count - maximumCustomVariants))
    }

    /// Adds the marks of a boolean key's true value: its bound selector, and the pointer over the element when the
    /// `hover` option names the key.
    private mutating func bind(_ declaration: CustomStateKeyDeclaration, hover: HoverOption) {
        if let bound = declaration.webSelector {
            if bound.isHover { hoverMark = CSSSyntax.selector(bound) } else { marks.append(CSSSyntax.selector(bound)) }
            isMarkedByWeb = true
        }
        if hover == .customState(declaration.key.rawValue) {
            hoverMark = HoverOption.selector
            isMarkedByWeb = true
        }
    }

    /// The value a page writes in the attribute: `true`, `3`, `2.5`, or the string itself.
    private static func attributeText(_ value: ConfigurationValue) -> String {
        switch value {
        case .bool(let bool): String(bool)
        case .int(let int): String(int)
        case .double(let double): WebValue.number(double)
        case .string(let string): string
        }
    }

    /// Lowercase ASCII letters and digits, every other run of characters one `-`, no `-` at either end; `x` when
    /// nothing is left. Legal in attribute and token names alike.
    private static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let lowered = ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
            if ("a"..."z").contains(lowered) || ("0"..."9").contains(lowered) {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(lowered)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "x" : result
    }

    /// The values a condition compares custom states with, as values of the declared key's type, in order.
    private static func collectTestedValues(
        _ condition: StateCondition, declarations: [CustomStateKeyDeclaration],
        into tested: inout [ConfigurationStateCustomKey: [ConfigurationValue]]
    ) {
        switch condition {
        case .always, .flag, .held, .dragState, .dropState, .trait: return
        case .allOf(let conditions), .anyOf(let conditions):
            for inner in conditions { collectTestedValues(inner, declarations: declarations, into: &tested) }
        case .not(let inner): collectTestedValues(inner, declarations: declarations, into: &tested)
        case .customState(let key, let comparison):
            guard let type = declarations.first(where: { $0.key == key })?.type else { return }
            let compared: [ComparableValue]
            switch comparison {
            case .equals(let value), .atLeast(let value), .atMost(let value): compared = [value]
            case .oneOf(let values): compared = values.sorted { "\($0)" < "\($1)" }
            case .greaterThan(let bound): compared = type == .integer ? bound.offset(by: 1).map { [$0] } ?? [] : []
            case .lessThan(let bound): compared = type == .integer ? bound.offset(by: -1).map { [$0] } ?? [] : []
            }
            for value in compared {
                guard let value = value.configurationValue(as: type), tested[key, default: []].contains(value) == false
                else { continue }
                tested[key, default: []].append(value)
            }
        }
    }
}

extension ComparableValue {
    /// The value as a custom state of a declared type, when it is one.
    fileprivate func configurationValue(as type: CustomStateKeyDeclaration.ValueType) -> ConfigurationValue? {
        switch (self, type) {
        case (.bool(let bool), .boolean): return .bool(bool)
        case (.string(let string), .string): return .string(string)
        case (.number(let number), .number): return .double(number)
        case (.number(let number), .integer):
            guard number == number.rounded(), abs(number) < 1e15 else { return nil }
            return .int(Int(number))
        default: return nil
        }
    }

    /// A number moved by `delta`, for the integer just past a strict bound.
    fileprivate func offset(by delta: Double) -> ComparableValue? {
        guard case .number(let number) = self else { return nil }
        return .number(number + delta)
    }
}
