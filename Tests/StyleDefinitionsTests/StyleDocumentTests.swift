import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@Suite("Style documents")
struct StyleDocumentTests {
    @Test func theDesignExampleResolvesLikeTheSeed() throws {
        let style = try compile(archivedCellDocument).get()
        #expect(style.backgroundFactory == "listPlainCell")
        #expect(style.contentFactory == "subtitleCell")
        #expect(style.keys.map(\.key.rawValue) == ["com.my-app.MyCell.isArchived"])

        let normal = style.resolve(state: cellState())
        #expect(normal.resolvedBackground.visualEffect == nil)
        #expect(normal.resolvedBackground.cornerRadius == 8)
        #expect(normal.resolvedBackground.backgroundColor.hexString == "#FFFFFF")
        #expect(
            normal.state[customState: ConfigurationStateCustomKey("com.my-app.MyCell.isArchived")] == .bool(false),
            "declared default")
        #expect(normal.matchedRules.isEmpty)

        let archived = style.resolve(
            state: cellState { $0[ConfigurationStateCustomKey("com.my-app.MyCell.isArchived")] = true })
        #expect(archived.resolvedBackground.visualEffect == .blur(.systemMaterial))
        #expect(archived.matchedRules == [0])

        let selected = style.resolve(
            state: cellState(TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios18)) {
                $0.isSelected = true
            })
        #expect(
            selected.resolvedBackground.backgroundColor.hexString == "#3A3A3C", "system selected gray still applies")
        #expect(selected.resolvedContent.textProperties.color.hexString == "#FFFFFF")
        #expect(selected.resolvedContent.imageProperties.tintColor.hexString == "#FFFFFF")
        #expect(selected.matchedRules == [1])
    }

    @Test func laterRulesWinAndOverridesLock() throws {
        let style = try compile(
            """
            { "background": "listSidebarCell", "content": "sidebarCell",
              "overrides": { "background": { "cornerRadius": 4, "backgroundColor": "#112233" } },
              "rules": [
                { "when": { "isSelected": true }, "set": { "background": { "cornerRadius": 6, "strokeWidth": 1 } } },
                { "when": { "isSelected": true, "isFocused": false }, "set": { "background": { "cornerRadius": 12 } } },
                { "when": { "not": { "isSelected": true } }, "set": { "background": { "strokeWidth": 3 } } }
              ] }
            """
        ).get()
        let selected = style.resolve(state: cellState { $0.isSelected = true })
        #expect(selected.matchedRules == [0, 1])
        #expect(selected.resolvedBackground.cornerRadius == 12)
        #expect(selected.resolvedBackground.strokeWidth == 1)
        // The locked color replaces the sidebar's tint fill in every state.
        #expect(selected.resolvedBackground.backgroundColor.hexString == "#112233")
        let normal = style.resolve(state: cellState())
        #expect(normal.matchedRules == [2])
        #expect(normal.resolvedBackground.cornerRadius == 4)
        #expect(normal.resolvedBackground.strokeWidth == 3)
    }

    @Test func traitComparisonsDragDropAndCustomComparisons() throws {
        let style = try compile(
            """
            { "background": "listGroupedCell", "content": "cell",
              "keys": { "unread": { "type": "integer", "default": 0 }, "label": { "type": "string" } },
              "rules": [
                { "when": { "preferredContentSizeCategory": { "atLeast": "accessibilityMedium" } },
                  "set": { "content": { "textProperties": { "numberOfLines": 3 } } } },
                { "when": { "traits": { "userInterfaceStyle": "dark", "layoutDirection": { "oneOf": ["rightToLeft"] } } },
                  "set": { "background": { "cornerRadius": 5 } } },
                { "when": { "cellDropState": { "oneOf": ["targeted", "notTargeted"] }, "cellDragState": "none" },
                  "set": { "background": { "strokeWidth": 2 } } },
                { "when": { "customStates": { "unread": { "greaterThan": 9 }, "label": "vip" } },
                  "set": { "content": { "textProperties": { "font": { "textStyle": "body", "emphasized": true } } } } }
              ] }
            """
        ).get()
        let ax1 = style.resolve(
            state: cellState(
                TraitCollection(preferredContentSizeCategory: .accessibilityMedium, designGeneration: .ios18)))
        #expect(ax1.matchedRules == [0])
        #expect(ax1.resolvedContent.textProperties.numberOfLines == 3)
        #expect(ax1.resolvedContent.textProperties.font.pointSize == 28)
        #expect(
            style.resolve(
                state: cellState(
                    TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge, designGeneration: .ios18))
            )
            .matchedRules == [])

        let rtlDark = style.resolve(
            state: cellState(
                TraitCollection(userInterfaceStyle: .dark, layoutDirection: .rightToLeft, designGeneration: .ios18)))
        #expect(rtlDark.matchedRules == [1])
        #expect(
            style.resolve(state: cellState(TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios18)))
                .matchedRules == [])

        #expect(style.resolve(state: cellState { $0.cellDropState = .notTargeted }).matchedRules == [2])
        #expect(
            style.resolve(
                state: cellState {
                    $0.cellDropState = .targeted
                    $0.cellDragState = .lifting
                }
            ).matchedRules == [])

        let vip = style.resolve(
            state: cellState {
                $0[.init("unread")] = 10
                $0[.init("label")] = "vip"
            })
        #expect(vip.matchedRules == [3])
        #expect(vip.resolvedContent.textProperties.font.weight == .semibold)
        #expect(
            style.resolve(
                state: cellState {
                    $0[.init("unread")] = 9
                    $0[.init("label")] = "vip"
                }
            ).matchedRules == [])
        #expect(
            style.resolve(state: cellState { $0[.init("unread")] = 50 }).matchedRules == [], "label defaults to \"\"")
    }

    @Test func automaticUpdatesOffKeepTheFactoryLook() throws {
        let style = try compile(
            """
            { "background": "listPlainCell", "content": "cell", "automaticallyUpdatesBackgroundConfiguration": false }
            """
        ).get()
        let selected = style.resolve(
            state: cellState {
                $0.isSelected = true
                $0.isDisabled = true
            })
        #expect(selected.resolvedBackground.backgroundColor.hexString == "#FFFFFF", "no selected gray")
        #expect(
            // tertiaryLabel, with §12.3's correction (8-bit rounding to nearest): 0.30 × 255 = 76.5 → 0x4D.
            selected.resolvedContent.textProperties.color.hexString == "#3C3C434D",
            "content still follows: tertiaryLabel")
    }

    @Test func sourcesExplainWhereValuesCameFrom() throws {
        let style = try compile(archivedCellDocument).get()
        let resolution = style.resolve(
            state: cellState { $0.isSelected = true },
            overrides: ConfigurationOverrides(background: [try backgroundAssignment("strokeWidth", .number(2))]),
            recordingSources: true)
        #expect(resolution.sources["background.cornerRadius"]?.last == .styleOverride)
        #expect(resolution.sources["content.textProperties.color"]?.last == .rule(1))
        #expect(resolution.sources["background.strokeWidth"]?.last == .requestOverride)
        #expect(resolution.sources["background.backgroundColor"] == nil, "factory default")
        #expect(style.resolve(state: cellState()).sources.isEmpty, "nothing recorded unless asked")
    }

    @Test func everyProblemIsReportedWithItsPointer() throws {
        let lines = try #require(
            try compile(
                """
                { "background": "listFancyCell", "content": 7, "colour": "red",
                  "keys": { "n": { "type": "integer", "default": "zero" }, "b": { "kind": "boolean" } },
                  "overrides": { "background": { "cornerRadius": -1, "backgroundColor": "#GG0000", "visualEffect": "plaid",
                                                 "shadowProperties": { "opacity": 2 } },
                                 "content": { "textProperties": { "font": { "textStyle": "huge" }, "numberOfLines": 1.5 },
                                              "alpha": "half" } },
                  "rules": [ { "when": { "isSelected": "yes", "traits": { "mood": "calm" } } }, "nope" ] }
                """
            ).problemLines)
        let expected = [
            "/colour: unknown field",
            "/background: unknown background factory \"listFancyCell\"",
            "/content: expected a string, found an integer",
            "/keys/n/default: expected an integer (the key's type), found a string",
            "/keys/b/kind: unknown field",
            "/keys/b: missing \"type\"",
            "/overrides/background/cornerRadius: expected a number from 0 to 10000, found -1",
            "/overrides/background/backgroundColor: \"#GG0000\" is not a color",
            "/overrides/background/visualEffect: expected a blur style name",
            "/overrides/background/shadowProperties/opacity: expected a number from 0 to 1, found 2",
            "/overrides/content/textProperties/font/textStyle: unknown value \"huge\"",
            "/overrides/content/textProperties/numberOfLines: expected an integer, found a number",
            "/overrides/content/alpha: expected a number, found a string",
            "/rules/0/when/isSelected: expected a boolean, found a string",
            "/rules/0/when/traits/mood: unknown trait \"mood\"",
            "/rules/0: missing \"set\"",
            "/rules/1: expected an object, found a string",
        ]
        for prefix in expected {
            #expect(
                lines.contains { $0.hasPrefix(prefix) },
                "missing problem: \(prefix)\nall: \(lines.joined(separator: "\n"))")
        }
        #expect(lines.count == expected.count, "\(lines.joined(separator: "\n"))")
    }

    @Test func rulesMustNameDeclaredKeysWithValuesOfTheirType() throws {
        let lines = try #require(
            try compile(
                """
                { "background": "listPlainCell", "content": "cell",
                  "keys": { "flag": { "type": "boolean" }, "title": { "type": "string" } },
                  "rules": [
                    { "when": { "customStates": { "undeclared": true } }, "set": {} },
                    { "when": { "customStates": { "flag": 3 } }, "set": {} },
                    { "when": { "customStates": { "title": { "atLeast": "a" } } }, "set": {} }
                  ] }
                """
            ).problemLines)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "/rules/0/when/customStates/undeclared: the rule names the custom state \"undeclared\", which the style does not declare"
                )
            })
        #expect(lines.contains { $0.hasPrefix("/rules/1/when/customStates/flag: expected a boolean") })
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "/rules/2/when/customStates/title/atLeast: ordering comparisons need an integer or number key")
                    || $0.hasPrefix(
                        "/rules/2/when/customStates/title: ordering comparisons need an integer or number key")
            })
    }

    @Test func nestingTooDeepIsRefused() throws {
        var condition = "{ \"isSelected\": true }"
        for _ in 0..<20 { condition = "{ \"not\": \(condition) }" }
        let lines = try #require(
            try compile(
                """
                { "background": "listPlainCell", "content": "cell", "rules": [ { "when": \(condition), "set": {} } ] }
                """
            ).problemLines)
        #expect(lines.count == 1)
        #expect(lines[0].contains("conditions nest deeper than 16 levels"))
    }

    @Test func extendsFoldsTheChainAndCatchesCyclesAndUnknownParents() throws {
        func decode(_ text: String) throws -> StyleDocument { try StyleDocument.decode(try json(text)).get() }
        let documents = [
            "base": try decode(
                """
                { "extends": "sidebarCell", "keys": { "k": { "type": "boolean", "default": true } },
                  "overrides": { "background": { "cornerRadius": 3 } },
                  "rules": [ { "when": { "customStates": { "k": true } }, "set": { "background": { "strokeWidth": 1 } } } ] }
                """),
            "child": try decode(
                """
                { "extends": "base", "overrides": { "background": { "cornerRadius": 9 } },
                  "rules": [ { "when": { "customStates": { "k": false } }, "set": { "background": { "strokeWidth": 5 } } } ] }
                """),
            "a": try decode(#"{ "extends": "b" }"#),
            "b": try decode(#"{ "extends": "a" }"#),
            "orphan": try decode(#"{ "extends": "nowhere" }"#),
        ]
        let compiler = StyleCompiler(documents: documents)
        let child = try compiler.compile("child").get()
        #expect(child.backgroundFactory == "listSidebarCell")
        #expect(child.contentFactory == "sidebarCell")
        #expect(child.rules.count == 2)
        let resolved = child.resolve(state: cellState())
        #expect(resolved.resolvedBackground.cornerRadius == 9, "the child's override comes last")
        #expect(resolved.matchedRules == [0], "k defaults to true from the parent")
        #expect(resolved.resolvedBackground.strokeWidth == 1)

        #expect(compiler.compile("a").problemLines?.first?.contains("cycle: a → b → a") == true)
        #expect(
            compiler.compile("orphan").problemLines?.first?.contains(
                "\"orphan\" extends \"nowhere\", which is not a style") == true)
    }

    @Test func everyBuiltInResolvesWithItsFactories() throws {
        #expect(
            BuiltInStyles.pairings.count + BuiltInStyles.buttons.count + BuiltInStyles.contentUnavailables.count
                == BuiltInStyles.all.count)
        #expect(BuiltInStyles.names.count == BuiltInStyles.all.count)
        for pairing in BuiltInStyles.pairings {
            let style = try #require(BuiltInStyles.all[pairing.name])
            #expect(style.kind == .builtIn)
            #expect(style.backgroundFactory == pairing.background)
            #expect(style.contentFactory == pairing.content)
            let resolved = style.resolve(
                state: cellState(TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios18)) {
                    $0.isSelected = true
                })
            #expect(resolved.resolvedContent.textProperties.font.pointSize > 0)
        }
        let sidebar = try #require(BuiltInStyles.all["sidebarCell"])
        let selected = sidebar.resolve(
            state: cellState(TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios18)) {
                $0.isSelected = true
            })
        #expect(selected.resolvedBackground.backgroundColor.hexString == "#0A84FF")
        #expect(selected.resolvedContent.textProperties.color.hexString == "#FFFFFF")
        let green = sidebar.resolve(
            state: cellState { $0.isSelected = true }, tintColor: Color(hex: "#34C759") ?? .systemGreen)
        #expect(green.resolvedBackground.backgroundColor.hexString == "#34C759")
    }
}
