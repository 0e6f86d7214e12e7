import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

/// Aliases to design tokens in style documents: decoded where a color or a length goes, checked with a problem
/// at the member's pointer, resolved per mode, recorded for re-compiling and explained.
@Suite("Aliases to design tokens in documents")
struct TokenAliasTests {
    /// `brand.accent` (an alias of `palette.blue.500`) differs in all four modes; `spacing.m` is 12 everywhere;
    /// `spacing.responsive` is 8 in light and 12 in dark; `radius.card` a number; `font.body` a font family.
    static let tokens = DesignTokenSet(tokens: [
        DesignToken(
            path: "brand.accent",
            value: .color(
                TokenModes(
                    light: ResolvedColor(rgba: 0x1122_33FF), dark: ResolvedColor(rgba: 0x4455_66FF),
                    lightHighContrast: ResolvedColor(rgba: 0x0011_22FF),
                    darkHighContrast: ResolvedColor(rgba: 0x7788_99FF))),
            chain: ["brand.accent", "palette.blue.500"]),
        DesignToken(
            path: "brand.surface", value: .color(TokenModes(ResolvedColor(rgba: 0xF0F0_F0FF))), chain: ["brand.surface"]
        ),
        DesignToken(path: "spacing.m", value: .dimension(TokenModes(12)), chain: ["spacing.m"]),
        DesignToken(
            path: "spacing.responsive",
            value: .dimension(TokenModes(light: 8, dark: 12, lightHighContrast: 8, darkHighContrast: 12)),
            chain: ["spacing.responsive"]),
        DesignToken(path: "radius.card", value: .number(TokenModes(10)), chain: ["radius.card"]),
        DesignToken(path: "font.body", value: .other(type: "fontFamily"), chain: ["font.body"]),
    ])

    /// Decodes and compiles documents by name (each may extend another) against ``tokens``.
    private func compile(
        _ documents: [String: String], _ name: String, tokens: DesignTokenSet? = Self.tokens
    ) throws -> Result<StyleDefinition, DocumentProblems> {
        var decoded: [String: StyleDocument] = [:]
        for (documentName, text) in documents {
            switch StyleDocument.decode(try json(text), tokens: tokens) {
            case .success(let document): decoded[documentName] = document
            case .failure(let problems): return .failure(problems)
            }
        }
        return StyleCompiler(documents: decoded).compile(name)
    }

    /// The problems of one document decoded against `tokens`, as `pointer: message` lines.
    private func problems(_ text: String, tokens: DesignTokenSet? = Self.tokens) throws -> [DocumentProblem] {
        guard case .failure(let failure) = StyleDocument.decode(try json(text), tokens: tokens) else { return [] }
        return failure.problems
    }

    private static let aliased = """
        { "background": "listPlainCell", "content": "subtitleCell",
          "overrides": { "background": { "backgroundColor": "{brand.accent}", "cornerRadius": "{radius.card}",
                                         "backgroundInsets": { "leading": "{spacing.m}", "top": 2 } },
                         "content": { "imageToTextPadding": "{spacing.m}" } },
          "rules": [ { "when": { "isSelected": true },
                       "set": { "content": { "textProperties": { "color": "{brand.surface}" } } } } ] }
        """

    @Test func colorsAndLengthsDecodeFromTokensInOverridesAndRules() throws {
        let style = try compile(["aliased": Self.aliased], "aliased").get()
        let background = style.overrides.background
        let color = try #require(background.first { $0.path == "backgroundColor" })
        guard case .color(let accent?) = color.value else {
            Issue.record("expected a color, found \(color.value)")
            return
        }
        #expect(accent.colorSetName == "brand.accent")
        #expect(color.tokens.map(\.path) == ["brand.accent"])
        #expect(background.first { $0.path == "cornerRadius" }?.value == .number(10))
        #expect(
            background.first { $0.path == "backgroundInsets" }?.value
                == .directionalInsets(DirectionalEdgeInsets(top: 2, leading: 12, bottom: 0, trailing: 0)))
        #expect(style.overrides.content.first?.value == .number(12))
        let ruleColor = try #require(style.rules.first?.set.content.first)
        #expect(ruleColor.path == "textProperties.color")
        #expect(ruleColor.tokens.map(\.path) == ["brand.surface"])
        let document = try StyleDocument.decode(try json(Self.aliased), tokens: Self.tokens).get()
        #expect(
            document.tokenPaths == ["brand.accent", "palette.blue.500", "radius.card", "spacing.m", "brand.surface"])
    }

    /// The other numbers a document gives take an alias too, as openapi.yaml's `NumberValue`, `Fraction` and font
    /// schemas say: a fraction, a font's point size, and a condition's operand.
    @Test func fractionsFontSizesAndConditionsTakeAliases() throws {
        let tokens = DesignTokenSet(
            tokens: Array(Self.tokens.tokens.values) + [
                DesignToken(path: "opacity.muted", value: .number(TokenModes(0.5)), chain: ["opacity.muted"]),
                DesignToken(path: "breakpoint.wide", value: .dimension(TokenModes(600)), chain: ["breakpoint.wide"]),
            ])
        let document = """
            { "extends": "cell",
              "overrides": { "content": { "alpha": "{opacity.muted}",
                                          "textProperties": { "font": { "pointSize": "{spacing.m}" } } } },
              "rules": [ { "when": { "containerWidth": { "atLeast": "{breakpoint.wide}" } },
                           "set": { "content": { "imageToTextPadding": "{spacing.m}" } } } ] }
            """
        let style = try compile(["numbers": document], "numbers", tokens: tokens).get()
        let narrow = style.resolve(state: cellState(TraitCollection(userInterfaceStyle: .light, containerWidth: 599)))
        #expect(narrow.resolvedContent.alpha == 0.5)
        #expect(narrow.resolvedContent.textProperties.font.pointSize == 12)
        #expect(narrow.resolvedContent.imageToTextPadding != 12)
        let wide = style.resolve(state: cellState(TraitCollection(userInterfaceStyle: .light, containerWidth: 600)))
        #expect(wide.resolvedContent.imageToTextPadding == 12)
        #expect(
            try problems(
                #"{"extends": "cell", "overrides": {"content": {"alpha": "{breakpoint.wide}"}}}"#, tokens: tokens
            )
            .map(\.pointer.description) == ["/overrides/content/alpha"])
    }

    @Test func theTokenColorFollowsTheModes() throws {
        let style = try compile(["aliased": Self.aliased], "aliased").get()
        let modes: [(UserInterfaceStyle, AccessibilityContrast, String)] = [
            (.light, .normal, "#112233"), (.dark, .normal, "#445566"), (.light, .high, "#001122"),
            (.dark, .high, "#778899"), (.unspecified, .unspecified, "#112233"),
        ]
        for (interfaceStyle, contrast, expected) in modes {
            let traits = TraitCollection(
                userInterfaceStyle: interfaceStyle, accessibilityContrast: contrast, designGeneration: .ios26)
            let resolution = style.resolve(state: cellState(traits))
            #expect(
                resolution.resolvedBackground.backgroundColor.hexString == expected, "\(interfaceStyle), \(contrast)")
            #expect(resolution.resolvedBackground.cornerRadius == 10)
        }
        let selected = style.resolve(state: cellState { $0.isSelected = true })
        #expect(selected.resolvedContent.textProperties.color.hexString == "#F0F0F0")
    }

    @Test func aTransformerAppliesOverATokenColor() throws {
        let style = try compile(
            [
                "faded": """
                { "background": "listPlainCell", "content": "cell",
                  "overrides": { "background": { "backgroundColor": "{brand.accent}",
                                                 "backgroundColorTransformer": "alpha(0.5)" } } }
                """
            ], "faded"
        ).get()
        let dark = style.resolve(
            state: cellState(TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios26)))
        #expect(dark.resolvedBackground.backgroundColor.hexString == "#44556680")
    }

    @Test func aStyleExtendingOneWithAliasesKeepsThemAndAddsItsOwn() throws {
        let documents = [
            "aliased": Self.aliased,
            "child": """
            { "extends": "aliased", "overrides": { "background": { "strokeWidth": "{spacing.m}" } } }
            """,
        ]
        let child = try compile(documents, "child").get()
        let dark = child.resolve(
            state: cellState(TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios26)))
        #expect(dark.resolvedBackground.backgroundColor.hexString == "#445566")
        #expect(dark.resolvedBackground.strokeWidth == 12)
    }

    @Test func anAliasMayNameAGroupsRootToken() throws {
        let tokens = try DesignTokenSet.decode(
            text: ##"""
                { "brand": { "$type": "color", "accent": {
                    "$root": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.8] } },
                    "muted": { "$value": { "colorSpace": "srgb", "components": [0.6, 0.7, 0.9] } } } } }
                """##
        ).get()
        let text =
            #"{ "background": "listPlainCell", "content": "cell", "overrides": { "background": { "backgroundColor": "{brand.accent.$root}" } } }"#
        let style = try compile(["rooted": text], "rooted", tokens: tokens).get()
        #expect(style.resolve(state: cellState()).resolvedBackground.backgroundColor.hexString == "#3366CC")
        let other =
            #"{ "background": "listPlainCell", "content": "cell", "overrides": { "background": { "backgroundColor": "{brand.$accent}" } } }"#
        #expect(
            try problems(other, tokens: tokens).map(\.pointer.description) == ["/overrides/background/backgroundColor"])
        // Naming the group suggests its root token.
        let group =
            #"{ "background": "listPlainCell", "content": "cell", "overrides": { "background": { "backgroundColor": "{brand.accent}" } } }"#
        #expect(try problems(group, tokens: tokens).map(\.suggestion) == ["{brand.accent.$root}"])
    }

    @Test func eachProblemIsAtItsMemberWithWhatWasMeant() throws {
        let found = try problems(
            """
            { "background": "listPlainCell", "content": "cell",
              "overrides": { "background": { "backgroundColor": "{brand.acent}", "strokeColor": "{spacing.m}",
                                             "cornerRadius": "{brand.accent}", "strokeWidth": "{spacing.responsive}" },
                             "content": { "imageToTextPadding": "{font.body}" } },
              "rules": [ { "set": { "background": { "strokeOutset": "{spacing..m}" } } } ] }
            """)
        let byPointer = Dictionary(uniqueKeysWithValues: found.map { ($0.pointer.description, $0) })
        #expect(found.count == 6)
        let unknown = try #require(byPointer["/overrides/background/backgroundColor"])
        #expect(unknown.suggestion == "{brand.accent}")
        #expect(
            unknown.message
                == #"no token has the path of the alias "{brand.acent}"; did you mean "{brand.accent}"?"#)
        #expect(
            byPointer["/overrides/background/strokeColor"]?.message
                == #"expected a color token, "{spacing.m}" is a dimension"#)
        #expect(
            byPointer["/overrides/background/cornerRadius"]?.message
                == #"expected a dimension or number token, "{brand.accent}" is a color"#)
        #expect(
            byPointer["/overrides/background/strokeWidth"]?.message.hasPrefix(
                #""{spacing.responsive}" differs between modes (light 8, dark 12, lightHighContrast 8, darkHighContrast 12)"#
            )
                == true)
        #expect(
            byPointer["/overrides/content/imageToTextPadding"]?.message
                == #"expected a dimension or number token, "{font.body}" is a fontFamily"#)
        #expect(
            byPointer["/rules/0/set/background/strokeOutset"]?.message.contains(
                #"a token's dotted path in braces such as "{brand.accent}", found "{spacing..m}""#) == true)
    }

    @Test func anAliasWithoutTokensSaysHowToLoadThem() throws {
        let found = try problems(
            """
            { "background": "listPlainCell", "content": "cell",
              "overrides": { "background": { "backgroundColor": "{brand.accent}" } } }
            """, tokens: nil)
        #expect(found.map(\.pointer.description) == ["/overrides/background/backgroundColor"])
        #expect(
            found.first?.message.hasSuffix("no tokens file is loaded; start the service with --tokens FILE") == true)
    }

    @Test func aLengthTokenOutOfTheRangeIsRefusedWithItsValue() throws {
        let found = try problems(
            """
            { "background": "listPlainCell", "content": "cell",
              "overrides": { "background": { "strokeWidth": "{spacing.m}" }, "content": { "alpha": "{spacing.m}" } } }
            """)
        #expect(found.map(\.pointer.description) == ["/overrides/content/alpha"])
        #expect(found.first?.message == #"expected a number from 0 to 1, "{spacing.m}" is 12"#)
    }

    @Test func explainNamesTheTokenTheAliasAndWhoSetIt() throws {
        let style = try compile(["aliased": Self.aliased], "aliased").get()
        let state = cellState(TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios26)) {
            $0.isSelected = true
        }
        let resolution = style.resolve(state: state, recordingSources: true)
        let explanations = Dictionary(
            uniqueKeysWithValues: style.explain(resolution, tintColor: .systemBlue).map { ($0.path, $0) })
        let color = try #require(explanations["background.backgroundColor"])
        #expect(color.source == .styleOverride)
        #expect(color.tokens.map(\.path) == ["brand.accent"])
        #expect(color.tokens.first?.chain == ["brand.accent", "palette.blue.500"])
        #expect(color.color?.base == "brand.accent")
        #expect(color.color?.baseValue.hexString == "#445566")
        #expect(
            color.summary
                == "set by the style's overrides, from the token {brand.accent} (an alias of {palette.blue.500})")
        let text = try #require(explanations["content.textProperties.color"])
        #expect(text.source == .rule(0))
        #expect(text.tokens.map(\.path) == ["brand.surface"])
        #expect(explanations["background.strokeWidth"]?.tokens.isEmpty == true)
    }

    @Test func aValueWrittenOutOverATokenClearsItFromTheExplanation() throws {
        let style = try compile(["aliased": Self.aliased], "aliased").get()
        let overrides = ConfigurationOverrides(
            background: [try backgroundAssignment("backgroundColor", .color(Color(hex: "#FF0000")))])
        let resolution = style.resolve(state: cellState(), overrides: overrides, recordingSources: true)
        let color = try #require(
            style.explain(resolution, tintColor: .systemBlue).first { $0.path == "background.backgroundColor" })
        #expect(color.source == .requestOverride)
        #expect(color.supersedes == [.styleOverride])
        #expect(color.tokens.isEmpty)
    }

    @Test func aButtonsMemberExplainsTheTokenOfTheRowThatWon() throws {
        let style = try compile(
            [
                "brandButton": """
                { "button": "filled",
                  "overrides": { "button": { "baseBackgroundColor": "{brand.accent}" } },
                  "rules": [ { "when": { "isHighlighted": true },
                               "set": { "button": { "baseBackgroundColor": "#FF0000" } } } ] }
                """
            ], "brandButton"
        ).get()
        let traits = TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios26)
        let normal = style.resolveButton(
            state: ButtonConfigurationState(traitCollection: traits), recordingSources: true)
        #expect(normal.resolved.background.backgroundColor.hexString == "#445566")
        let background = try #require(style.explain(normal).first { $0.path == "button.background.backgroundColor" })
        #expect(background.source == .styleOverride)
        #expect(background.tokens.map(\.path) == ["brand.accent"])
        var highlighted = ButtonConfigurationState(traitCollection: traits)
        highlighted.isHighlighted = true
        let pressed = style.explain(style.resolveButton(state: highlighted, recordingSources: true))
        let replaced = try #require(pressed.first { $0.path == "button.background.backgroundColor" })
        #expect(replaced.source == .rule(0))
        #expect(replaced.tokens.isEmpty, "the rule's color is written out")
    }
}
