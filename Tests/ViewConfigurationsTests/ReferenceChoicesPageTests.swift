import Foundation
import Testing

@testable import ViewConfigurations

/// docs/REFERENCE-CHOICES.md against ``ReferenceChoices``: the page names every choice the code makes, with the value
/// the code holds, so neither can change without the other. The page is prose written by hand; this test reads it.
@Suite("docs/REFERENCE-CHOICES.md lists ReferenceChoices")
struct ReferenceChoicesPageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let referenceFolder = root.appendingPathComponent("Sources/ViewConfigurations/Reference")

    /// The files that hold the choices, found in the folder so a new topic's file cannot be missed: every
    /// `ReferenceChoices*.swift` but `ReferenceChoices+Explain.swift`, which holds how explain reports them.
    static func choiceFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: referenceFolder.path).filter {
            $0.hasPrefix("ReferenceChoices") && $0.hasSuffix(".swift") && $0 != "ReferenceChoices+Explain.swift"
        }.sorted()
    }

    /// The choices the choice files declare: every `static let` and `static func` but the explain helpers
    /// (`inferred…`, `…IsInferred`, `…InferredReasons`), which report choices rather than make them.
    static func declaredChoices() throws -> [String] {
        let source = try choiceFiles().map { file in
            try String(contentsOf: referenceFolder.appendingPathComponent(file), encoding: .utf8)
        }.joined(separator: "\n")
        return source.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.wholeMatch(of: #/ {4}static (?:let|func) ([A-Za-z0-9]+)\b.*/#) else { return nil }
            let name = String(match.1)
            let reportsChoices =
                name.hasPrefix("inferred") || name.hasSuffix("IsInferred") || name.hasSuffix("InferredReasons")
            return reportsChoices ? nil : name
        }
    }

    /// The page's rows, `| `name` | value | source |`, in order.
    static func pageRows() throws -> [(name: String, value: String, source: String)] {
        let page = try String(
            contentsOf: root.appendingPathComponent("docs/REFERENCE-CHOICES.md"), encoding: .utf8)
        return page.split(separator: "\n").compactMap { line in
            guard let match = line.wholeMatch(of: #/\| `([A-Za-z0-9]+)` \| (.+?) \| (.+) \|/#) else { return nil }
            return (String(match.1), String(match.2), String(match.3))
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
    }

    static func hex(_ rgba: UInt32) -> String { "#" + String(format: "%08X", rgba) }

    static func insets(_ insets: DirectionalEdgeInsets) -> String {
        "{" + [insets.top, insets.leading, insets.bottom, insets.trailing].map(number).joined(separator: ", ") + "}"
    }

    /// Light, dark, light increased contrast, dark increased contrast.
    static func variants(_ variants: SystemColorVariants) -> String {
        [variants.light, variants.dark, variants.lightHighContrast, variants.darkHighContrast].map(hex)
            .joined(separator: " / ")
    }

    static func pair(_ pair: (light: UInt32, dark: UInt32)) -> String { "\(hex(pair.light)) / \(hex(pair.dark))" }

    static func axes(_ axes: Axis) -> String {
        axes == .horizontal ? "horizontal" : axes == .vertical ? "vertical" : axes.isEmpty ? "none" : "both"
    }

    /// Each choice's value as the page writes it, read from the code (functions by what they give for sample inputs).
    static func values() -> [String: String] {
        let choices = ReferenceChoices.self
        let light = TraitCollection(userInterfaceStyle: .light)
        let grays = choices.grayIncreasedContrast
        let sampleColor = ResolvedColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let starts = [" ", "\n", "-", "'", "."].filter { choices.startsCapitalizedWord(after: Character($0)) }
        let accents = SystemColor.allCases.filter { choices.ios26Variants(of: $0) != nil }
        let weights = Font.Weight.allCases.map { "\($0.rawValue) → \(choices.boldTextWeight(for: $0).rawValue)" }
        let idioms: [UserInterfaceIdiom] = [.phone, .pad, .mac, .vision, .carPlay]
        var values: [String: String] = [
            "startsCapitalizedWord": starts == [" ", "\n"] ? "after whitespace only" : "after \(starts)",
            "caseTailoring": ["tr", "az", "lt", "en"].map { "\($0): \(choices.caseTailoring(forLanguage: $0))" }
                .joined(separator: ", "),
            "plainCellBackground": choices.plainCellBackground.rawValue,
            "groupedCellBackground": choices.groupedCellBackground.rawValue,
            "plainCellSelectedBackground": choices.plainCellSelectedBackground.rawValue,
            "groupedCellSelectedBackground": choices.groupedCellSelectedBackground.rawValue,
            "grayIncreasedContrast": [grays.gray, grays.gray2, grays.gray3, grays.gray4, grays.gray5, grays.gray6]
                .map(pair).joined(separator: ", "),
            "grayIncreasedContrast26": SystemColor.allCases.compactMap { gray in
                choices.grayIncreasedContrast26(gray).map {
                    "\(gray.rawValue) \($0.light.map(hex) ?? "kept") / \($0.dark.map(hex) ?? "kept")"
                }
            }.joined(separator: ", "),
            "linkIncreasedContrast": pair(choices.linkIncreasedContrast),
            "tealIncreasedContrast": pair(choices.tealIncreasedContrast),
            "tertiaryLabelRounded": variants(choices.tertiaryLabelRounded),
            "quaternaryLabelRounded": variants(choices.quaternaryLabelRounded),
            "placeholderTextRounded": variants(choices.placeholderTextRounded),
            "separatorRounded": variants(choices.separatorRounded),
            "systemFillRounded": variants(choices.systemFillRounded),
            "secondarySystemFillRounded": variants(choices.secondarySystemFillRounded),
            "tertiarySystemFillRounded": variants(choices.tertiarySystemFillRounded),
            "quaternarySystemFillRounded": variants(choices.quaternarySystemFillRounded),
            "ios26Variants": accents.map(\.rawValue).joined(separator: ", ") + "; systemRed "
                + (choices.ios26Variants(of: .systemRed).map(variants) ?? "none"),
            "grayscale": zip(["R", "G", "B"], [(1.0, 0.0, 0.0), (0, 1, 0), (0, 0, 1)]).map { channel, rgb in
                number(choices.grayscale(ResolvedColor(red: rgb.0, green: rgb.1, blue: rgb.2)).red) + " " + channel
            }.joined(separator: " + "),
            "monochromeTint": choices.monochromeTint(sampleColor, traits: light)
                == {
                    var gray = SystemColor.systemGray.resolved(with: light)
                    gray.alpha = 0.5
                    return gray
                }() ? "systemGray, alpha kept" : "other",
            "highlightFraction": number(choices.highlightFraction),
            "highlight":
                "white → \(choices.highlight(ResolvedColor(rgba: 0xFFFF_FFFF), traits: light).hexString) (light)",
            "focus": "\(sampleColor.hexString) → \(choices.focus(sampleColor).hexString)",
            "reorderAlpha": number(choices.reorderAlpha),
            "reorder": "alpha 0.5 → \(number(choices.reorder(sampleColor).alpha))",
            "sidebarNotTargetedAlpha": number(choices.sidebarNotTargetedAlpha),
            "sidebarNotTargeted": "alpha 0.5 → \(number(choices.sidebarNotTargeted(sampleColor).alpha))",
            "selectionIsKey": "\(choices.selectionIsKey)",
            "sidebarDropTargetInsets": insets(choices.sidebarDropTargetInsets),
            "sidebarSwipedBackground": choices.sidebarSwipedBackground.rawValue,
            "sidebarReorderingBackground": choices.sidebarReorderingBackground.rawValue,
            "macSidebarSelectionShadowOpacity": number(choices.macSidebarSelectionShadowOpacity),
            "shadowBlurPerRadius": number(choices.shadowBlurPerRadius),
            "sidebarPressBackground": choices.sidebarPressBackground.rawValue,
            "swipedPlainCellCornerRadius": idioms.map {
                "\($0.rawValue) \(number(choices.swipedPlainCellCornerRadius(for: $0)))"
            }.joined(separator: ", "),
            "swipedPlainCellBackground": choices.swipedPlainCellBackground.rawValue,
            "sidebarNotKeySelectedBackground26": choices.sidebarNotKeySelectedBackground26.rawValue,
            "sidebarSelectionIsKey26": [UserInterfaceIdiom.mac, .pad].flatMap { idiom in
                [UserInterfaceActiveAppearance.active, .inactive].compactMap { appearance in
                    choices.sidebarSelectionIsKey26(
                        TraitCollection(userInterfaceIdiom: idiom, activeAppearance: appearance))
                        ? nil : "\(idiom.rawValue) \(appearance.rawValue)"
                }
            }.joined(separator: ", ") + " not key",
            "sidebarCornerRadius": [UserInterfaceIdiom.phone, .vision].map {
                "\($0.rawValue) \(number(choices.sidebarCornerRadius(for: TraitCollection(userInterfaceIdiom: $0))))"
            }.joined(separator: ", "),
            "insetGroupedSectionCornerRadius": DesignGeneration.allCases.map {
                "\($0.rawValue) \(number(choices.insetGroupedSectionCornerRadius(for: $0)))"
            }.joined(separator: ", "),
            "sidebarSectionCornerRadius": number(choices.sidebarSectionCornerRadius),
            "pinnedHeaderEffect26": "\(choices.pinnedHeaderEffect26)",
            "glassFillOpacity": "regular \(number(choices.glassFillOpacity.regular)), clear "
                + number(choices.glassFillOpacity.clear),
            "glassTintShare": number(choices.glassTintShare),
            "glassBlur": "regular \(number(choices.glassBlur.regular)), clear \(number(choices.glassBlur.clear))",
            "glassSaturation": number(choices.glassSaturation),
            "plainFooterUsesHeaderFont": "\(choices.plainFooterUsesHeaderFont)",
            "plainHeaderSecondaryTextStyle": choices.plainHeaderSecondaryTextStyle.rawValue,
            "extraProminentHeaderSecondaryTextStyle": choices.extraProminentHeaderSecondaryTextStyle.rawValue,
            "sidebarSubtitleCellMargins": insets(choices.sidebarSubtitleCellMargins),
            "sidebarHeaderMargins": insets(choices.sidebarHeaderMargins),
            "sidebarHeaderSecondaryTextStyle": choices.sidebarHeaderSecondaryTextStyle.rawValue,
            "defaultPaddings": [
                choices.defaultPaddings.imageToText, choices.defaultPaddings.horizontal,
                choices.defaultPaddings.vertical,
            ].map(number).joined(separator: ", "),
            "tightLeadingReduction": number(choices.tightLeadingReduction),
            "ios26CellMargins": insets(choices.ios26CellMargins),
            "ios26CellVerticalPadding": number(choices.ios26CellVerticalPadding),
            "ios26SubtitleSecondaryTextStyle": choices.ios26SubtitleSecondaryTextStyle.rawValue,
            "ios26SubtitleSecondaryTextColor": "\(choices.ios26SubtitleSecondaryTextColor)",
            "ios26HeaderTextStyle": choices.ios26HeaderTextStyle.rawValue,
            "ios26FooterTextStyle": choices.ios26FooterTextStyle.rawValue,
            "ios26GroupedHeaderMargins": insets(choices.ios26GroupedHeaderMargins),
            "ios26GroupedFooterMargins": insets(choices.ios26GroupedFooterMargins),
            "ios26ProminentHeaderMargins": insets(choices.ios26ProminentHeaderMargins),
            "ios26ProminentHeaderAxes": axes(choices.ios26ProminentHeaderAxes),
            "calloutLeadingAX5": number(choices.calloutLeadingAX5),
            "caption2LeadingAX5": number(choices.caption2LeadingAX5),
            "fixedFontLeadingRatio": number(choices.fixedFontLeadingRatio),
            "caption2PointSizeAX5": number(choices.caption2PointSizeAX5),
            "boldTextWeight": weights.joined(separator: ", "),
            "wideContainerWidth": number(choices.wideContainerWidth),
            "cellVerticalLayoutMargin": number(choices.cellVerticalLayoutMargin),
            "standardSymbolWidth": number(choices.standardSymbolWidth),
            "standardSidebarSymbolWidth": number(choices.standardSidebarSymbolWidth),
            "bodyLineHeightRatio": number(choices.bodyLineHeightRatio),
        ]
        let margins: [(String, TraitCollection)] = [
            ("compact", TraitCollection(horizontalSizeClass: .compact)),
            ("compact 414 pt wide", TraitCollection(horizontalSizeClass: .compact, containerWidth: 414)),
            ("regular", TraitCollection(horizontalSizeClass: .regular)),
        ]
        values["cellLayoutMargin"] = margins.map { "\($0.0) \(number(choices.cellLayoutMargin(for: $0.1)))" }
            .joined(separator: ", ")
        return values.merging(rowValues()) { first, _ in first }.merging(buttonValues()) { first, _ in first }
            .merging(contentUnavailableValues()) { first, _ in first }
    }

    /// Text sizes by the names the page gives them: around the accessibility steps, and samples of the scaling.
    static let accessibilitySizes: [(String, ContentSizeCategory)] = [
        ("large", .large), ("XXXL", .extraExtraExtraLarge), ("AX1", .accessibilityMedium), ("AX2", .accessibilityLarge),
        ("AX3", .accessibilityExtraLarge), ("AX4", .accessibilityExtraExtraLarge),
        ("AX5", .accessibilityExtraExtraExtraLarge),
    ]
    static let scaledSizes: [(String, ContentSizeCategory)] = [
        ("XS", .extraSmall), ("large", .large), ("AX1", .accessibilityMedium),
        ("AX5", .accessibilityExtraExtraExtraLarge),
    ]

    /// The button's choices as the page writes them.
    static func buttonValues() -> [String: String] {
        let choices = ReferenceChoices.self
        let styles = ButtonConfiguration.Style.allCases
        let opaque = ResolvedColor(red: 0.2, green: 0.4, blue: 0.6)
        let factors = choices.glassForegroundFactors
        return [
            "graySelectedStyle": choices.graySelectedStyle.rawValue,
            "glassSelectedStyle": choices.glassSelectedStyle?.rawValue ?? "none",
            "glassUpdatesForSelection": "\(choices.glassUpdatesForSelection)",
            "defaultCornerStyle": ButtonConfiguration.CornerStyle.allCases.compactMap { corner in
                let named = styles.filter { choices.defaultCornerStyle(for: $0) == corner }.map(\.rawValue)
                return named.isEmpty ? nil : "\(corner.rawValue): " + named.joined(separator: ", ")
            }.joined(separator: "; "),
            "tintedFillAlpha": "light \(number(choices.tintedFillAlpha(dark: false))), dark "
                + number(choices.tintedFillAlpha(dark: true)),
            "reducingAlphaInLightAddingWhiteInDark": "\(opaque.hexString) with 0.75 and 0.2: light "
                + choices.reducingAlphaInLightAddingWhiteInDark(opaque, light: 0.75, dark: 0.2, isDark: false)
                .hexString + ", dark "
                + choices.reducingAlphaInLightAddingWhiteInDark(opaque, light: 0.75, dark: 0.2, isDark: true)
                .hexString,
            "glassForeground": "regular \(choices.glassForeground(prominent: false)), prominent "
                + "\(choices.glassForeground(prominent: true))",
            "glassForegroundFactors": "held \(number(factors.held.light)) / \(number(factors.held.dark)), highlighted "
                + "\(number(factors.highlighted.light)) / \(number(factors.highlighted.dark))",
            "glassEffect": styles.filter(\.isGlass).map { style in
                let effect = choices.glassEffect(for: style, tint: .systemPink)
                let tint = effect.tintColor.map { $0 == .systemPink ? " tinted" : " tint \($0)" } ?? ""
                return "\(style.rawValue) \(effect.style.rawValue)\(tint)\(effect.isInteractive ? " interactive" : "")"
            }.joined(separator: ", "),
            "buttonContentInsets": ButtonConfiguration.ButtonSize.allCases.map {
                "\($0.rawValue) \(insets(choices.buttonContentInsets(for: $0)))"
            }.joined(separator: ", "),
            "accessibilityStep": accessibilitySizes.map { "\($0.0) \(choices.accessibilityStep($0.1))" }
                .joined(separator: ", "),
            "fontMetricsScale": scaledSizes.map {
                "\($0.0) \(number(choices.fontMetricsScale(for: TraitCollection(preferredContentSizeCategory: $0.1))))"
            }.joined(separator: ", "),
        ]
    }

    /// The empty states' choices as the page writes them.
    static func contentUnavailableValues() -> [String: String] {
        let choices = ReferenceChoices.self
        let searches: [(String, String)] = [("cats", "cats"), ("empty", ""), ("spaces", "  "), ("line break", "\n")]
        return [
            "contentUnavailableImagePointSize": [48.0, 32].map { size in
                "\(number(size)) at "
                    + scaledSizes.map {
                        let traits = TraitCollection(preferredContentSizeCategory: $0.1)
                        return "\($0.0) \(number(choices.contentUnavailableImagePointSize(size, for: traits)))"
                    }.joined(separator: ", ")
            }.joined(separator: "; "),
            "contentUnavailableSearchTextIsShown": searches.map {
                "\($0.0) \(choices.contentUnavailableSearchTextIsShown($0.1) ? "shown" : "not shown")"
            }.joined(separator: ", "),
            "contentUnavailableLoadingTextIdioms": UserInterfaceIdiom.allCases.filter {
                choices.contentUnavailableLoadingTextIdioms.contains($0)
            }.map(\.rawValue).joined(separator: ", "),
            "contentUnavailableStylingKeptInIOS26": "\(choices.contentUnavailableStylingKeptInIOS26)",
        ]
    }

    /// The row's choices (accessories, separators, the list) as the page writes them.
    static func rowValues() -> [String: String] {
        let choices = ReferenceChoices.self
        let sizes: [(String, ContentSizeCategory)] = [
            ("large", .large), ("AX1", .accessibilityMedium), ("AX3", .accessibilityExtraLarge),
        ]
        let positions: [(String, ListRowPosition)] = [
            ("middle", ListRowPosition()),
            ("first under a header", ListRowPosition(isFirstInSection: true, hasHeaderAbove: true)),
            ("last", ListRowPosition(isLastInSection: true)),
        ]
        let environments: [ListEnvironment] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
        func rows(top: Bool, visible: Bool) -> String {
            environments.flatMap { environment in
                positions.compactMap { name, position in
                    choices.separatorIsVisibleAutomatically(top: top, environment: environment, position: position)
                        == visible ? "\(environment.rawValue) \(name)" : nil
                }
            }.joined(separator: ", ")
        }
        /// Plain list, Large: custom content, text only, an unsized image, a reserved 40-point width.
        func leadingInsets() -> String {
            let state = CellConfigurationState(traitCollection: TraitCollection(listEnvironment: .plain))
            func inset(_ image: String?, _ reserved: Double) -> String {
                var content = ListContentConfiguration.cell()
                content.image = image
                content.imageProperties.reservedLayoutSize = Size(width: reserved, height: 0)
                let resolved = content.updated(for: state).resolved(with: state.traitCollection)
                return number(
                    choices.separatorLeadingInset(anchor: SeparatorTextAnchor(resolved), traits: state.traitCollection))
            }
            return
                "custom content \(number(choices.separatorLeadingInset(anchor: nil, traits: state.traitCollection)))"
                + ", text \(inset(nil, 0)), image \(inset("star", 0)), reserved 40 \(inset(nil, 40))"
        }
        var focused = CellConfigurationState(traitCollection: TraitCollection())
        focused.isFocused = true
        let unfocused = CellConfigurationState(traitCollection: TraitCollection())
        return [
            "leadingAccessoriesOutermostFirst": "\(choices.leadingAccessoriesOutermostFirst)",
            "trailingOrderGrowsOutward": "\(choices.trailingOrderGrowsOutward)",
            "headerContentIsHeaderItem": ListContentStyle.allCases.filter {
                choices.headerContentIsHeaderItem($0, traits: TraitCollection(listEnvironment: .sidebar))
            }.map(\.rawValue).joined(separator: ", "),
            "controlAccessorySymbolConfiguration": sizes.map { name, category in
                let configuration = choices.controlAccessorySymbolConfiguration(
                    for: TraitCollection(preferredContentSizeCategory: category))
                return "\(name) \(configuration.textStyle?.rawValue ?? "none") \(configuration.scale.rawValue)"
            }.joined(separator: ", "),
            "checkmarkSmallScaleFrom": choices.checkmarkSmallScaleFrom.rawValue,
            "multicolorDiscs": "delete \(choices.multicolorDiscs.delete.rawValue), insert "
                + choices.multicolorDiscs.insert.rawValue,
            "multiselectKnockedOutCheck": "\(choices.multiselectKnockedOutCheck)",
            "sidebarAccessoryMonochrome26": "\(choices.sidebarAccessoryMonochrome26)",
            "separatorIsVisibleAutomatically": "bottom hidden: \(rows(top: false, visible: false)); top shown: "
                + rows(top: true, visible: true),
            "separatorAutomaticTrailingInset": number(choices.separatorAutomaticTrailingInset),
            "separatorLeadingInset": leadingInsets(),
            "focusSystemIsActive": choices.focusSystemIsActive(focused) && !choices.focusSystemIsActive(unfocused)
                ? "when the cell is focused" : "other",
            "plainListBackground": choices.plainListBackground.rawValue,
            "sidebarListBackground": choices.sidebarListBackground.rawValue,
            "plainFirstHeaderTopPadding": number(choices.plainFirstHeaderTopPadding),
            "sidebarHeaderTopPadding": number(choices.sidebarHeaderTopPadding),
        ]
    }

    /// What explain says is inferred cites its sources in words: no section number or open question of a document
    /// outside the repository. Every background, content, color, row, button and empty-state reason over the states
    /// and traits that reach them.
    @Test func explainsReasonsCiteNoSectionsOrOpenQuestions() {
        let flags: [WritableKeyPath<CellConfigurationState, Bool>] = [
            \.isSelected, \.isHighlighted, \.isFocused, \.isSwiped, \.isReordering, \.isEditing, \.isDisabled,
            \.isPinned,
        ]
        var reasons: Set<String> = []
        for design in DesignGeneration.allCases {
            for idiom in [UserInterfaceIdiom.phone, .pad, .mac] {
                for environment in [ListEnvironment.plain, .insetGrouped, .sidebar, .sidebarPlain] {
                    let traits = TraitCollection(
                        accessibilityContrast: .high, userInterfaceIdiom: idiom, activeAppearance: .inactive,
                        listEnvironment: environment, designGeneration: design)
                    for flag in [nil] + flags.map(Optional.some) {
                        for drop in [CellDropState.none, .targeted, .notTargeted] {
                            var state = CellConfigurationState(traitCollection: traits)
                            if let flag { state[keyPath: flag] = true }
                            state.cellDropState = drop
                            for style in BackgroundStyle.allCases {
                                reasons.formUnion(style.inferredDefaults(for: state).values)
                            }
                            for style in ListContentStyle.allCases {
                                reasons.formUnion(style.inferredDefaults(for: state).values)
                            }
                            reasons.formUnion(Self.rowReasons(for: state))
                        }
                    }
                    reasons.formUnion(SystemColor.allCases.compactMap { $0.inferredReason(for: traits) })
                }
            }
        }
        let buttonAndEmptyStateReasons = Self.buttonAndEmptyStateReasons()
        #expect(
            Set(ReferenceChoices.buttonInferredReasons.values).isSubset(of: buttonAndEmptyStateReasons),
            "the button states reach every button reason")
        reasons.formUnion(buttonAndEmptyStateReasons)
        #expect(reasons.count > 20, "the states above reach the reasons")
        for reason in reasons {
            #expect(!reason.contains("§") && !reason.lowercased().contains("open question"), "\(reason)")
        }
    }

    /// The reasons explain gives for every button style (normal, highlighted, held, selected; light and dark; at
    /// Large and AX3) and every empty state, in both designs.
    static func buttonAndEmptyStateReasons() -> Set<String> {
        var reasons: Set<String> = []
        for design in DesignGeneration.allCases {
            for style in [UserInterfaceStyle.light, .dark] {
                for size in [ContentSizeCategory.large, .accessibilityExtraLarge] {
                    let traits = TraitCollection(
                        userInterfaceStyle: style, preferredContentSizeCategory: size, designGeneration: design)
                    let states = [
                        ButtonConfigurationState(traitCollection: traits),
                        ButtonConfigurationState(traitCollection: traits, isHighlighted: true),
                        ButtonConfigurationState(traitCollection: traits, isHeld: true),
                        ButtonConfigurationState(traitCollection: traits, isSelected: true),
                    ]
                    for buttonStyle in ButtonConfiguration.Style.allCases {
                        for state in states {
                            for buttonSize in ButtonConfiguration.ButtonSize.allCases {
                                var button = ButtonConfiguration(style: buttonStyle)
                                if buttonSize != .medium { button.buttonSize = buttonSize }
                                reasons.formUnion(button.updated(for: state).resolved(with: traits).inferred.values)
                            }
                        }
                    }
                    for empty in ContentUnavailableStyle.allCases {
                        let state = ContentUnavailableConfigurationState(traitCollection: traits, searchText: "cats")
                        let configuration = ContentUnavailableConfiguration(style: empty).updated(for: state)
                        reasons.formUnion(configuration.inferredReasons(for: traits).values)
                    }
                }
            }
        }
        return reasons
    }

    /// The reasons the row's explain gives for a state: every accessory type (selected and not, with and without a
    /// tint), the separators of a row with an image inside a multiple selection, and the list.
    static func rowReasons(for state: CellConfigurationState) -> [String] {
        var reasons: [String] = []
        for type in CellAccessory.AccessoryType.allCases {
            var accessory = CellAccessory(type)
            if type == .label { accessory.text = "3" }
            reasons += accessory.inferredDefaults(for: state).values
            accessory.tintColor = .systemRed
            reasons += accessory.inferredDefaults(for: state).values
        }
        var content = ListContentConfiguration.cell()
        content.image = "star"
        let resolved = content.updated(for: state).resolved(with: state.traitCollection)
        let environment = state.traitCollection.listEnvironment
        if let list = CollectionLayoutListConfiguration(listEnvironment: environment) {
            let position = ListRowPosition(isInMultipleSelectionGroup: true)
            reasons +=
                list.separatorConfiguration.inferredDefaults(for: state, content: resolved, position: position)
                .values
            reasons += list.separatorConfiguration.inferredDefaults(for: state, content: nil).values
            reasons += list.inferredDefaults(with: state.traitCollection, isFirstSection: true).values
        }
        return reasons
    }

    @Test func thePageListsExactlyTheChoicesTheCodeDeclares() throws {
        let declared = try Self.declaredChoices()
        let listed = try Self.pageRows().map(\.name)
        #expect(Set(declared) == Set(Self.values().keys), "a choice without its value in this test")
        #expect(listed.sorted() == declared.sorted(), "the page and the ReferenceChoices files list different choices")
    }

    @Test func eachRowGivesTheCodesValueAndAPublicSourceInWords() throws {
        let values = Self.values()
        for row in try Self.pageRows() {
            #expect(row.value == values[row.name], "\(row.name): the page says \(row.value)")
            #expect(!row.source.contains("§") && !row.source.lowercased().contains("open question"), "\(row.name)")
        }
    }
}
