import StyleDefinitions
import ViewConfigurations

/// Compares one row case as the service answers it (the accessories in drawing order, the separators filled from the
/// content, the list for the traits), and what explain marks inferred, with the models.
enum RowCheck {
    /// The request the service answers for a case, with `explain`.
    static func request(style: String, _ matrixCase: MatrixCase, hasImage: Bool) -> String {
        let look = matrixCase.look
        let flags = matrixCase.flags
        var traits = [
            #""userInterfaceStyle": "\#(look.dark ? "dark" : "light")""#,
            #""accessibilityContrast": "\#(look.high ? "high" : "normal")""#,
            #""preferredContentSizeCategory": "\#(look.size.rawValue)""#,
            #""layoutDirection": "\#(look.rightToLeft ? "rightToLeft" : "leftToRight")""#,
            #""horizontalSizeClass": "compact", "verticalSizeClass": "regular", "userInterfaceIdiom": "phone""#,
            #""designGeneration": "\#(look.design26 ? "ios26" : "ios18")""#,
        ]
        if matrixCase.listInTraits { traits.append(#""listEnvironment": "\#(matrixCase.list.rawValue)""#) }
        var state = [#""traits": {"# + traits.joined(separator: ", ") + "}"]
        for (name, isSet) in [
            ("isHighlighted", flags.highlighted), ("isSelected", flags.selected), ("isDisabled", flags.disabled),
            ("isFocused", flags.focused), ("isEditing", flags.editing),
        ] where isSet {
            state.append(#""\#(name)": true"#)
        }
        if flags.drop != .none { state.append(#""cellDropState": "\#(flags.drop.rawValue)""#) }
        let image = hasImage ? #", "image": "wifi""# : ""
        return #"{"style": "\#(style)", "state": {"# + state.joined(separator: ", ")
            + #"}, "content": {"text": "Wi-Fi"\#(image)}}"#
    }

    /// Compares one observed row with the models: values, then what explain marks inferred.
    static func check(
        _ observed: ObservedRow, _ scenario: RowScenario, base: RowBase, _ matrixCase: MatrixCase,
        log: inout MatrixLog
    ) {
        let row = RowPlacement(
            list: base.list, flags: matrixCase.flags, look: matrixCase.look, isHeader: base.isHeader)
        var inferred = checkAccessories(scenario, observed.accessories, row, matrixCase, &log)
        if base.list == .none {
            log.expect("list", observed.list == nil && observed.separators == nil, in: matrixCase) {
                "a list outside one"
            }
        } else if let separators = observed.separators, let list = observed.list {
            inferred.formUnion(checkSeparators(scenario, base, separators, row, matrixCase, &log))
            inferred.formUnion(checkList(list, row, matrixCase, &log))
        } else {
            log.expect("list", false, in: matrixCase) { "no list in a \(base.list) environment" }
        }
        for (index, accessory) in observed.accessories.enumerated() {
            for member in explainMembers(accessory.type)
            where observed.explained["accessories.\(index).\(member)"] == nil {
                log.expect("explain lacks: accessories.N." + member, false, in: matrixCase) { accessory.type }
            }
        }
        for path in Set(observed.explained.keys).union(inferred).sorted() {
            let open = inferred.contains(path)
            guard let marked = observed.explained[path] else {
                log.expect("explain lacks: " + path, false, in: matrixCase) { "not explained" }
                continue
            }
            log.expect(
                (open ? "inferred but unmarked: " : "marked inferred but settled: ") + path, marked == open,
                in: matrixCase
            ) { open ? "explain leaves it unmarked" : "explain marks it inferred" }
        }
    }

    /// The members every accessory's explanation names, and those of some types.
    private static func explainMembers(_ type: String) -> [String] {
        var members = [
            "type", "placement", "order", "displayed", "visible", "tintColor", "glyphColor", "reservedLayoutWidth",
        ]
        if type != "label" { members += ["symbolName", "symbolConfiguration"] }
        if ["delete", "insert", "multiselect"].contains(type) { members += ["backgroundColor", "discColor"] }
        if type == "label" { members += ["text", "font"] }
        if type == "reorder" { members.append("verticalSeparatorColor") }
        if type == "outlineDisclosure" { members.append("outlineDisclosureStyle") }
        return members
    }

    /// The accessories in drawing order; returns the explain paths that must be marked inferred.
    private static func checkAccessories(
        _ scenario: RowScenario, _ actual: [ObservedRow.Accessory], _ row: RowPlacement, _ matrixCase: MatrixCase,
        _ log: inout MatrixLog
    ) -> Set<String> {
        let declared = scenario.accessories
        // §1.2: the leading edge first; on the trailing edge the order numbers grow away from the content. The
        // leading edge's direction is not public: only its members are checked.
        let leading = declared.filter { $0.reference.isLeading }.map(\.type)
        let trailing = declared.filter { !$0.reference.isLeading }.sorted { $0.reference.order < $1.reference.order }
        let actualTypes = actual.map(\.type)
        log.check("accessories.leading", Set(actualTypes.prefix(leading.count)), Set(leading), in: matrixCase) {
            $0.sorted().joined(separator: ",")
        }
        log.check(
            "accessories.trailing", Array(actualTypes.dropFirst(leading.count)), trailing.map(\.type), in: matrixCase
        ) { $0.joined(separator: ",") }
        var inferred: Set<String> = []
        for (index, resolved) in actual.enumerated() {
            guard let accessory = declared.first(where: { $0.type == resolved.type }) else { continue }
            let expected = AccessoryModel.expected(accessory, siblings: declared, in: row)
            check(resolved, expected, row.look, matrixCase, &log)
            inferred.formUnion(expected.inferred.map { "accessories.\(index)." + $0 })
        }
        return inferred
    }

    private static func check(
        _ actual: ObservedRow.Accessory, _ expected: ExpectedAccessory, _ look: Look, _ matrixCase: MatrixCase,
        _ log: inout MatrixLog
    ) {
        let kind = "accessory." + expected.type + "."
        log.check(kind + "placement", actual.placement, expected.leading ? "leading" : "trailing", in: matrixCase)
        log.check(kind + "displayed", actual.displayed, expected.displayed, in: matrixCase)
        log.check(kind + "visible", actual.visible, expected.visible, in: matrixCase)
        checkColor(kind + "tintColor", actual.tint, expected.tint, matrixCase, &log)
        checkColor(kind + "backgroundColor", actual.background, expected.background, matrixCase, &log)
        checkColor(kind + "glyphColor", actual.glyph, expected.glyph, matrixCase, &log)
        checkColor(kind + "discColor", actual.disc, expected.disc, matrixCase, &log)
        checkColor(
            kind + "verticalSeparatorColor", actual.verticalSeparator, expected.verticalSeparator, matrixCase, &log)
        log.check(kind + "symbolName", actual.symbolName, expected.symbolName, in: matrixCase) { $0 ?? "none" }
        if case .some(let configuration) = expected.symbolConfiguration {
            let symbol = configuration.map {
                ObservedRow.symbol($0.textStyle?.rawValue, $0.weight?.rawValue, $0.scale.rawValue)
            }
            log.check(kind + "symbolConfiguration", actual.symbolConfiguration, symbol, in: matrixCase) {
                $0 ?? "none"
            }
        }
        log.expect(
            kind + "reservedLayoutWidth", abs(actual.reservedWidth - expected.reservedWidth) < 0.001, in: matrixCase
        ) { "expected \(expected.reservedWidth), got \(actual.reservedWidth)" }
        log.check(kind + "text", actual.text, expected.text, in: matrixCase) { $0 ?? "none" }
        log.check(kind + "font.textStyle", actual.fontStyle, expected.fontStyle?.rawValue, in: matrixCase) {
            $0 ?? "none"
        }
        if let style = expected.fontStyle, let metrics = ReferenceTypeScale.metrics(style, at: look.size) {
            log.check(kind + "font.pointSize", actual.fontSize, metrics.size, in: matrixCase) { "\($0 ?? 0)" }
        }
        log.check(kind + "outlineDisclosureStyle", actual.outlineStyle, expected.outlineStyle, in: matrixCase) {
            $0 ?? "none"
        }
    }

    /// The separators as the answer gives them: automatic edges filled from the content the request shows.
    private static func checkSeparators(
        _ scenario: RowScenario, _ base: RowBase, _ actual: (top: ObservedRow.Separator, bottom: ObservedRow.Separator),
        _ row: RowPlacement, _ matrixCase: MatrixCase, _ log: inout MatrixLog
    ) -> Set<String> {
        let expected = ListModel.separators(
            scenario.separator, content: base.content, hasImage: scenario.hasImage, in: row)
        for (edge, resolved, model) in [("top", actual.top, expected.top), ("bottom", actual.bottom, expected.bottom)] {
            let kind = "separators." + edge + "."
            log.check(kind + "visible", resolved.visible, model.visible, in: matrixCase)
            if let leading = model.leadingInset {
                log.expect(kind + "leadingInset", abs(resolved.leadingInset - leading) < 0.001, in: matrixCase) {
                    "expected \(leading), got \(resolved.leadingInset)"
                }
                // Mirrored in right-to-left layouts.
                if let physical = resolved.physicalLeading {
                    log.expect(kind + "insets.mirrored", abs(physical - leading) < 0.001, in: matrixCase) {
                        "expected \(leading) on the \(row.look.rightToLeft ? "right" : "left"), got \(physical)"
                    }
                }
            }
            log.check(kind + "trailingInset", resolved.trailingInset, model.trailingInset, in: matrixCase)
            checkColor(kind + "color", resolved.color, model.color, matrixCase, &log)
        }
        return Set(expected.inferred.map { "separators." + $0 })
    }

    private static func checkList(
        _ actual: ObservedRow.List, _ row: RowPlacement, _ matrixCase: MatrixCase, _ log: inout MatrixLog
    ) -> Set<String> {
        let (expected, inferred) = ListModel.list(in: row)
        log.check("list.appearance", actual.appearance, expected.appearance, in: matrixCase)
        checkColor("list.backgroundColor", actual.background, expected.background, matrixCase, &log)
        log.check("list.showsSeparators", actual.showsSeparators, expected.showsSeparators, in: matrixCase)
        if let padding = expected.headerTopPadding {
            log.check("list.headerTopPadding", actual.headerTopPadding, padding, in: matrixCase)
        }
        log.check("list.sectionCornerRadius", actual.sectionCornerRadius, expected.sectionCornerRadius, in: matrixCase)
        return Set(inferred.map { "list." + $0 })
    }

    private static func checkColor(
        _ kind: String, _ color: String?, _ expected: ExpectedColor?, _ matrixCase: MatrixCase, _ log: inout MatrixLog
    ) {
        guard let expected else {
            log.expect(kind, color == nil, in: matrixCase) { "expected none, got \(color ?? "")" }
            return
        }
        switch expected {
        case .exact(let value):
            log.check(kind, color, MatrixLog.hex(value), in: matrixCase) { $0 ?? "none" }
        case .unknown:
            log.expect(kind, color != nil, in: matrixCase) { "expected a color, got none" }
        case .visible, .highlighted:
            break
        }
    }
}
