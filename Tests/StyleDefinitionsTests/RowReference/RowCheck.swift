import StyleDefinitions
import ViewConfigurations

/// Resolves one row case as the service does (the style's accessories, the list's separators filled from the content,
/// the list for the traits) and compares the values, and what explain marks inferred, with the models.
enum RowCheck {
    static func run(
        _ scenario: RowScenario, base: RowBase, definition: StyleDefinition, state: MatrixState, look: Look,
        log: inout MatrixLog
    ) {
        let matrixCase = MatrixCase(
            style: scenario.name + " on " + base.style, background: .listCell, content: base.content, list: base.list,
            listInTraits: base.listInTraits, state: state, look: look)
        let content = CellContent(text: "Wi-Fi", image: scenario.hasImage ? "wifi" : nil)
        let resolution = definition.resolve(
            state: matrixCase.cellState, tintColor: .systemBlue, content: content, recordingSources: true)
        let row = RowPlacement(list: base.list, flags: state.flags, look: look)
        var (inferred, types) = checkAccessories(scenario, resolution, row, matrixCase, &log)
        if base.list == .none {
            log.check("list", resolution.list == nil, true, in: matrixCase)
        } else if let list = resolution.list {
            inferred.formUnion(checkSeparators(scenario, base, resolution, list, row, matrixCase, &log))
            inferred.formUnion(checkList(list, resolution, row, matrixCase, &log))
        } else {
            log.expect("list", false, in: matrixCase) { "no list in a \(base.list) environment" }
        }
        let explained = definition.explain(resolution, tintColor: .systemBlue).filter {
            ["accessories.", "separators.", "list."].contains(where: $0.path.hasPrefix)
        }
        let marked = Set(explained.filter { $0.inferred != nil }.map(\.path))
        let paths = Set(explained.map(\.path))
        for (index, type) in types.enumerated() {
            for member in explainMembers(type) where !paths.contains("accessories.\(index).\(member)") {
                log.expect("explain lacks: accessories.N." + member, false, in: matrixCase) { type }
            }
        }
        for path in paths.union(inferred).sorted() {
            let open = inferred.contains(path)
            guard paths.contains(path) else {
                log.expect("explain lacks: " + path, false, in: matrixCase) { "not explained" }
                continue
            }
            log.expect(
                (open ? "inferred but unmarked: " : "marked inferred but settled: ") + path,
                marked.contains(path) == open, in: matrixCase
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
        _ scenario: RowScenario, _ resolution: StyleResolution, _ row: RowPlacement, _ matrixCase: MatrixCase,
        _ log: inout MatrixLog
    ) -> (inferred: Set<String>, types: [String]) {
        let declared = scenario.accessories
        let actual = resolution.accessories
            .sorted { CellAccessory.drawsBefore($0.accessoryType, $1.accessoryType) }
            .map {
                $0.resolved(
                    for: resolution.state, tintColor: resolution.tintColor, contentStyle: resolution.content.style)
            }
        // §1.2: the leading edge first; on the trailing edge the order numbers grow away from the content. The
        // leading edge's direction is not public: only its members are checked.
        let leading = declared.filter { $0.reference.isLeading }.map(\.type)
        let trailing = declared.filter { !$0.reference.isLeading }.sorted { $0.reference.order < $1.reference.order }
        let actualTypes = actual.map(\.accessoryType.rawValue)
        log.check("accessories.leading", Set(actualTypes.prefix(leading.count)), Set(leading), in: matrixCase) {
            $0.sorted().joined(separator: ",")
        }
        log.check(
            "accessories.trailing", Array(actualTypes.dropFirst(leading.count)), trailing.map(\.type), in: matrixCase
        ) {
            $0.joined(separator: ",")
        }
        var inferred: Set<String> = []
        for (index, resolved) in actual.enumerated() {
            guard let accessory = declared.first(where: { $0.type == resolved.accessoryType.rawValue }) else {
                continue
            }
            let expected = AccessoryModel.expected(accessory, siblings: declared, in: row)
            check(resolved, expected, row.look, matrixCase, &log)
            let prefix = "accessories.\(index)."
            inferred.formUnion(expected.inferred.map { prefix + $0 })
        }
        return (inferred, actualTypes)
    }

    private static func check(
        _ actual: ResolvedCellAccessory, _ expected: ExpectedAccessory, _ look: Look, _ matrixCase: MatrixCase,
        _ log: inout MatrixLog
    ) {
        let kind = "accessory." + expected.type + "."
        log.check(kind + "placement", actual.placement == .leading, expected.leading, in: matrixCase)
        log.check(kind + "displayed", actual.isDisplayed, expected.displayed, in: matrixCase)
        log.check(kind + "visible", actual.isVisible, expected.visible, in: matrixCase)
        checkColor(kind + "tintColor", actual.tintColor, expected.tint, matrixCase, &log)
        checkColor(kind + "backgroundColor", actual.backgroundColor, expected.background, matrixCase, &log)
        checkColor(kind + "glyphColor", actual.glyphColor, expected.glyph, matrixCase, &log)
        checkColor(kind + "discColor", actual.discColor, expected.disc, matrixCase, &log)
        checkColor(
            kind + "verticalSeparatorColor", actual.verticalSeparatorColor, expected.verticalSeparator, matrixCase,
            &log)
        log.check(kind + "symbolName", actual.symbolName, expected.symbolName, in: matrixCase) { $0 ?? "none" }
        if case .some(let configuration) = expected.symbolConfiguration {
            let actualParts = actual.symbolConfiguration.map {
                "\($0.textStyle?.rawValue ?? "-") \($0.weight.map { "\($0)" } ?? "-") \($0.scale)"
            }
            let expectedParts = configuration.map {
                "\($0.textStyle?.rawValue ?? "-") \($0.weight.map { "\($0)" } ?? "-") \($0.scale)"
            }
            log.check(kind + "symbolConfiguration", actualParts, expectedParts, in: matrixCase) { $0 ?? "none" }
        }
        log.expect(
            kind + "reservedLayoutWidth", abs(actual.reservedLayoutWidth - expected.reservedWidth) < 0.001,
            in: matrixCase
        ) {
            "expected \(expected.reservedWidth), got \(actual.reservedLayoutWidth)"
        }
        log.check(kind + "text", actual.text, expected.text, in: matrixCase) { $0 ?? "none" }
        log.check(kind + "font.textStyle", actual.font?.textStyle, expected.fontStyle, in: matrixCase) {
            $0.map(\.rawValue) ?? "none"
        }
        if let style = expected.fontStyle, let metrics = ReferenceTypeScale.metrics(style, at: look.size) {
            log.check(kind + "font.pointSize", actual.font?.pointSize, metrics.size, in: matrixCase) { "\($0 ?? 0)" }
        }
        log.check(
            kind + "outlineDisclosureStyle", actual.outlineDisclosureStyle?.rawValue, expected.outlineStyle,
            in: matrixCase
        ) {
            $0 ?? "none"
        }
    }

    /// The separators as the answer gives them: automatic edges filled from the content the request shows.
    private static func checkSeparators(
        _ scenario: RowScenario, _ base: RowBase, _ resolution: StyleResolution,
        _ list: CollectionLayoutListConfiguration,
        _ row: RowPlacement, _ matrixCase: MatrixCase, _ log: inout MatrixLog
    ) -> Set<String> {
        let anchor = SeparatorTextAnchor(resolution.content, traits: resolution.traits, hasImage: scenario.hasImage)
        let actual = list.separatorConfiguration.resolved(
            for: resolution.state, anchor: anchor, showsSeparators: list.showsSeparators)
        let expected = ListModel.separators(
            scenario.separator, content: base.content, hasImage: scenario.hasImage, in: row)
        for (edge, resolved, model) in [("top", actual.top, expected.top), ("bottom", actual.bottom, expected.bottom)] {
            let kind = "separators." + edge + "."
            log.check(kind + "visible", resolved.isVisible, model.visible, in: matrixCase)
            if let leading = model.leadingInset {
                log.expect(kind + "leadingInset", abs(resolved.leadingInset - leading) < 0.001, in: matrixCase) {
                    "expected \(leading), got \(resolved.leadingInset)"
                }
                // Mirrored in right-to-left layouts.
                let physicalLeading = row.look.rightToLeft ? resolved.insets.right : resolved.insets.left
                log.expect(kind + "insets.mirrored", abs(physicalLeading - leading) < 0.001, in: matrixCase) {
                    "expected \(leading) on the \(row.look.rightToLeft ? "right" : "left"), got \(resolved.insets)"
                }
            }
            log.check(kind + "trailingInset", resolved.trailingInset, model.trailingInset, in: matrixCase)
            checkColor(kind + "color", resolved.color, model.color, matrixCase, &log)
        }
        return Set(expected.inferred.map { "separators." + $0 })
    }

    private static func checkList(
        _ list: CollectionLayoutListConfiguration, _ resolution: StyleResolution, _ row: RowPlacement,
        _ matrixCase: MatrixCase, _ log: inout MatrixLog
    ) -> Set<String> {
        let actual = list.resolved(with: resolution.traits)
        let (expected, inferred) = ListModel.list(in: row)
        log.check("list.appearance", actual.appearance.rawValue, expected.appearance, in: matrixCase)
        checkColor("list.backgroundColor", actual.backgroundColor, expected.background, matrixCase, &log)
        log.check("list.showsSeparators", actual.showsSeparators, expected.showsSeparators, in: matrixCase)
        if let padding = expected.headerTopPadding {
            log.check("list.headerTopPadding", actual.headerTopPadding, padding, in: matrixCase)
        }
        log.check("list.sectionCornerRadius", actual.sectionCornerRadius, expected.sectionCornerRadius, in: matrixCase)
        return Set(inferred.map { "list." + $0 })
    }

    private static func checkColor(
        _ kind: String, _ color: ResolvedColor?, _ expected: ExpectedColor?, _ matrixCase: MatrixCase,
        _ log: inout MatrixLog
    ) {
        guard let expected else {
            log.expect(kind, color == nil, in: matrixCase) {
                "expected none, got \(color.map { MatrixLog.hex($0.rgba) } ?? "")"
            }
            return
        }
        switch expected {
        case .exact(let value):
            log.check(kind, color?.rgba, value, in: matrixCase) { $0.map(MatrixLog.hex) ?? "none" }
        case .unknown:
            log.expect(kind, color != nil, in: matrixCase) { "expected a color, got none" }
        case .visible, .highlighted:
            break
        }
    }
}
