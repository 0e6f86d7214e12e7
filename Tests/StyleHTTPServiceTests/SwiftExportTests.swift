import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@testable import StyleService

/// The Swift export (`format=swift`): the seed's archived cell in the shape of Apple's custom-state sample, every
/// built-in style and the fixture styles of `Tests/Fixtures/swift-export/` parsed by the real compiler and clean under
/// `swift format lint --strict`, the mapping from names to identifiers, the escaping of document text, and the
/// problems of a style UIKit cannot express.
@Suite("Swift export: UIKit code for a style", .serialized)
struct SwiftExportTests {
    /// The fixtures' folder.
    static let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A registry holding the archived cell and the fixture styles (in file order, so each style's base comes first),
    /// with the fixtures' design tokens.
    static func registry() throws -> StyleRegistry {
        let tokens = TokensFile(path: fixturesFolder.appendingPathComponent("swift-export-tokens.json").path)
        let registry = StyleRegistry(store: nil, tokens: try tokens.load().get())
        _ = try registry.put(name: "archivedCell", document: JSONReader().parse(Array(archivedCellDocument.utf8)))
        let folder = fixturesFolder.appendingPathComponent("swift-export")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let name = String(file.dropLast(".json".count).split(separator: "-").last ?? "")
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            _ = try registry.put(name: name, document: JSONReader().parse(bytes))
        }
        return registry
    }

    /// The fixture styles' names.
    static let fixtures = [
        "archivedCell", "brandBase", "brandCell", "brandAccentCell", "manualCell", "keywordKeys", "systemHeader",
        "rowCell", "brandButton", "noResults", "tokenCell", "tokenButton",
    ]

    /// The Swift file of a registered style, as text.
    static func swift(_ name: String, in registry: StyleRegistry) throws -> (name: String, text: String) {
        let style = try #require(registry.snapshot[name])
        let files = try ExportFormat.swift.files(
            style: style.definition, named: name, query: FormatQuery(),
            origin: ExportFormat.Origin(digest: style.digest, serviceVersion: "9.8.7"))
        let file = try #require(files.first)
        #expect(files.count == 1 && file.mediaType == "text/x-swift; charset=utf-8")
        return (file.name, String(decoding: file.bytes, as: UTF8.self))
    }

    @Test func theArchivedCellIsApplesCustomStateSampleWithTheStylesRules() throws {
        let registry = try Self.registry()
        let (name, text) = try Self.swift("archivedCell", in: registry)
        let digest = ContentDigest.hex(try #require(registry.snapshot["archivedCell"]).digest)
        #expect(name == "ArchivedCellStyle.swift")
        #expect(text.hasPrefix("// ArchivedCellStyle.swift: the style \"archivedCell\" (digest \(digest)) as UIKit"))
        #expect(text.contains("// StyleResolver 9.8.7. Export the style again"))
        let expected = [
            "extension UIConfigurationStateCustomKey {\n  /// The custom state \"com.my-app.MyCell.isArchived\".\n"
                + "  static let isArchived = UIConfigurationStateCustomKey(\"com.my-app.MyCell.isArchived\")\n}\n",
            "  var isArchived: Bool {\n    get { self[.isArchived] as? Bool ?? false }\n"
                + "    set { self[.isArchived] = newValue }\n  }\n",
            "#if canImport(SwiftUI)\n  @available(iOS 18, *)\n  extension ContainerValues {\n"
                + "    /// The custom state \"com.my-app.MyCell.isArchived\".\n"
                + "    @Entry var isArchived: Bool = false\n  }\n#endif\n",
            "    var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)\n"
                + "    // The style's overrides, set once as UIKit locks them.\n    background.cornerRadius = 8\n"
                + "    // Rule 1.\n    if state.isArchived {\n"
                + "      background.visualEffect = UIBlurEffect(style: .systemMaterial)\n    }\n    return background\n",
            "    var content = UIListContentConfiguration.subtitleCell().updated(for: state)\n    // Rule 2.\n"
                + "    if state.isHighlighted || state.isSelected {\n      content.textProperties.color = UIColor(\n"
                + "        red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 255 / 255)\n",
            "class ArchivedCellCell: UICollectionViewListCell {\n",
            "    backgroundConfiguration = ArchivedCellStyle.backgroundConfiguration(for: state)\n",
        ]
        for part in expected { #expect(text.contains(part), "missing:\n\(part)") }
        #expect(!text.contains("@available(iOS 18, *)\n@MainActor"), "listPlainCell and subtitleCell date from iOS 14")
        #expect(try Self.swift("archivedCell", in: registry).text == text, "the same bytes each time")
    }

    @Test func theFixturesWriteEachValueAndConditionInUIKitsSpelling() throws {
        let registry = try Self.registry()
        let accent = try Self.swift("brandAccentCell", in: registry).text
        let base = try Self.swift("brandBase", in: registry).text
        let manual = try Self.swift("manualCell", in: registry).text
        let keywords = try Self.swift("keywordKeys", in: registry).text
        let insetGrouped = try Self.swift("insetGroupedCell", in: registry).text
        let header = try Self.swift("systemHeader", in: registry).text
        var expected: [(String, String)] = [
            (
                base,
                "    background.backgroundColor = UIColor(\n"
                    + "      red: 51 / 255, green: 102 / 255, blue: 204 / 255, alpha: 128 / 255)\n"
            ),
            (base, "    background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]\n"),
            (base, "    background.image = UIImage(named: \"Brand \\\"Mark\\\"\")\n"),
            (base, "    content.textProperties.font = Self.preferredFont(.headline, traits: [.traitBold])\n"),
            (base, "    content.secondaryTextProperties.font = UIFont.systemFont(ofSize: 13, weight: .semibold)\n"),
            (
                base,
                "    content.textProperties.transform = UIListContentConfiguration.TextProperties.TextTransform.none\n"
            ),
            (base, "    content.imageProperties.tintColor = nil\n"),
            (base, "      width: UIListContentConfiguration.ImageProperties.standardDimension,\n"),
            (base, "      var symbols = UIImage.SymbolConfiguration(textStyle: .body)\n"),
            (base, "    content.axesPreservingSuperviewLayoutMargins = .both\n"),
            (
                accent,
                "    if state.traitCollection.userInterfaceStyle == .dark\n      && state.traitCollection.accessibilityContrast == .high\n    {\n"
            ),
            (accent, "    if state.traitCollection.preferredContentSizeCategory >= .accessibilityMedium {\n"),
            (accent, "    if !(state.traitCollection.horizontalSizeClass == .compact) {\n"),
            (accent, "    if state.priority >= 3 && state.ratio < 0.25 {\n"),
            (
                accent,
                "    if [\"say \\\"hi\\\" \\\\(x)\", \"urgent\"].contains(state.mode) || (state.isSelected && state.isFlagged)\n"
            ),
            (
                accent,
                "      background.backgroundColorTransformer = UIConfigurationColorTransformer { color in\n        color.withAlphaComponent(0.5)\n      }\n"
            ),
            (
                accent,
                "        color = Self.scalingAlpha(color, 0.5)\n        color = Self.mixing(color, toward: UIColor.black, fraction: 0.25, keepingAlpha: true)\n"
            ),
            (accent, "    if Self.designGeneration == .ios26 {\n"),
            (
                accent,
                "        let glass = UIGlassEffect(style: .clear)\n        glass.isInteractive = true\n        glass.tintColor = .systemBlue\n"
            ),
            (
                accent,
                "      background.visualEffect = UIVibrancyEffect(\n"
                    + "        blurEffect: UIBlurEffect(style: .systemMaterial), style: .label)\n"
            ),
            (accent, "        container.spacing = 12\n"),
            (accent, "    if [UIListEnvironment.none, .sidebar].contains(state.traitCollection.listEnvironment) {\n"),
            (accent, "Bundle.main.object(forInfoDictionaryKey: \"UIDesignRequiresCompatibility\") as? Bool != true"),
            (accent, "@available(iOS 18, *)\n@MainActor\nenum BrandAccentCellStyle {\n"),
            (manual, "    var background = UIBackgroundConfiguration.listPlainCell()\n"),
            (manual, "    var content = UIListContentConfiguration.subtitleCell()\n"),
            (manual, "    if [.lifting, .dragging].contains(state.cellDragState) {\n"),
            (manual, "    if state.cellDropState == .targeted && !state.isEditing {\n      content.alpha = 0.8\n"),
            (manual, "      background.shadowProperties.offset = CGSize(width: 0, height: 2)\n"),
            (manual, "@available(iOS 18, *)\nclass ManualCellCell: UICollectionViewListCell {\n"),
            (keywords, "  static let defaultState = UIConfigurationStateCustomKey(\"default\")\n"),
            (keywords, "  static let state3dMode = UIConfigurationStateCustomKey(\"com.example.3d-mode\")\n"),
            (keywords, "    get { self[.state3dMode] as? String ?? \"a \\\"quoted\\\" \\\\(value)\" }\n"),
            (keywords, "  static let customState4 = UIConfigurationStateCustomKey(\"✓\")\n"),
            (keywords, "    @Entry var customState4: Double = 2.0\n"),
            (keywords, "    if !state.defaultState && state.isNew > 1 {\n"),
        ]
        expected.append((header, "    if !(!state.isEditing) {\n      background.strokeWidth = 2\n"))
        expected.append(
            (
                insetGrouped,
                "    var state = state\n"
                    + "    if #available(iOS 18, *), state.traitCollection.listEnvironment == .unspecified {\n"
                    + "      state.traitCollection = state.traitCollection.modifyingTraits { traits in\n"
                    + "        traits.listEnvironment = .insetGrouped\n      }\n    }\n"
                    + "    return UIBackgroundConfiguration.listGroupedCell().updated(for: state)\n"
            ))
        for (text, part) in expected { #expect(text.contains(part), "missing:\n\(part)") }
        #expect(accent.contains("glass.isInteractive") && !base.contains("designGeneration"))
    }

    @Test func theRowFixtureWritesAccessoriesAndSeparatorsInUIKitsSpelling() throws {
        let registry = try Self.registry()
        let row = try Self.swift("rowCell", in: registry).text
        let expected = [
            "  static func accessories(for state: UICellConfigurationState, popUpMenu: UIMenu)\n"
                + "    -> [UICellAccessory]\n  {\n    var accessories: [UICellAccessory] = []\n",
            "    accessories.append(.disclosureIndicator(displayed: .always, options: .init()))\n",
            "      var options = UICellAccessory.LabelOptions()\n"
                + "      options.tintColor = UIColor(red: 255 / 255, green: 149 / 255, blue: 0 / 255, alpha: 255 / 255)\n"
                + "      options.font = Self.preferredFont(.footnote, traits: [.traitBold])\n"
                + "      options.adjustsFontForContentSizeCategory = false\n"
                + "      let text = \"5 \\\"new\\\"\"\n"
                + "      accessories.append(.label(text: text, displayed: .always, options: options))\n",
            "    if state.isEditing {\n      accessories.removeAll()\n      do {\n"
                + "        var options = UICellAccessory.DeleteOptions()\n        options.tintColor = .systemRed\n",
            "        accessories.append(.delete(displayed: .whenEditing, options: options))\n",
            "      accessories.append(.insert(displayed: .always, options: .init()))\n",
            "        var options = UICellAccessory.ReorderOptions()\n        options.tintColor = .systemGray\n"
                + "        options.showsVerticalSeparator = false\n",
            "        var options = UICellAccessory.MultiselectOptions()\n        options.reservedLayoutWidth = .actual\n"
                + "        options.tintColor = .white\n        options.backgroundColor = .systemGreen\n",
            "        var options = UICellAccessory.CheckmarkOptions()\n        options.isHidden = true\n"
                + "        options.reservedLayoutWidth = .custom(30)\n",
            "        var options = UICellAccessory.OutlineDisclosureOptions()\n        options.style = .cell\n"
                + "        accessories.append(.outlineDisclosure(displayed: .whenNotEditing, options: options))\n",
            "      accessories.append(.detail(displayed: .always, options: .init()))\n",
            "        var options = UICellAccessory.PopUpMenuOptions()\n",
            "        accessories.append(.popUpMenu(popUpMenu, displayed: .always, options: options))\n",
            "  static func separatorConfiguration(\n"
                + "    for state: UICellConfigurationState, in section: UIListSeparatorConfiguration\n"
                + "  ) -> UIListSeparatorConfiguration {\n    var separator = section\n",
            "    separator.bottomSeparatorInsets = NSDirectionalEdgeInsets(\n"
                + "      top: 0, leading: 20, bottom: 0, trailing: .greatestFiniteMagnitude)\n",
            "      separator.topSeparatorVisibility = .visible\n      separator.multipleSelectionColor = .systemTeal\n"
                + "      separator.topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets\n",
            "      separator.bottomSeparatorVisibility = .hidden\n",
            "  /// The menu the pop-up menu accessory shows.\n  var popUpMenu = UIMenu(children: []) {\n",
            "    contentConfiguration = content\n"
                + "    accessories = RowCellStyle.accessories(for: state, popUpMenu: popUpMenu)\n  }\n",
            "@available(iOS 18, *)\nclass RowCellCell",
        ]
        for part in expected { #expect(row.contains(part), "missing:\n\(part)") }
        // A style that sets no accessories and no separator has neither builder, and its cell leaves the accessories.
        let base = try Self.swift("brandBase", in: registry).text
        for absent in ["accessories", "separatorConfiguration", "UIMenu"] {
            #expect(!base.contains(absent), "\(absent)")
        }
    }

    @Test func theButtonAndEmptyStateFixturesWriteUIKitsSpelling() throws {
        let registry = try Self.registry()
        let button = try Self.swift("brandButton", in: registry).text
        let empty = try Self.swift("noResults", in: registry).text
        let glass = try Self.swift("prominentClearGlassButton", in: registry).text
        let expected: [(String, String)] = [
            (button, "@available(iOS 16, *)\nextension BrandButtonStyle.State {\n  /// The custom state"),
            (button, "@available(iOS 16, *)\n@MainActor\nenum BrandButtonStyle {\n  /// A button's state"),
            (button, "      isDisabled = !button.isEnabled || button.tintAdjustmentMode == .dimmed\n"),
            (button, "      isHeld = button.isHeld\n"),
            (button, "  static func configuration(for state: State) -> UIButton.Configuration {\n"),
            (button, "    var configuration = UIButton.Configuration.filled()\n"),
            (button, "    configuration.cornerStyle = .capsule\n    configuration.buttonSize = .large\n"),
            (button, "    configuration.title = \"Buy \\\"now\\\" \\\\(1)\"\n"),
            (button, "    configuration.background.strokeWidth = 2\n"),
            (button, "    if state.isSelected || state.isHeld {\n      configuration.cornerStyle = .medium\n"),
            (button, "    if state.isUrgent {\n      configuration.baseBackgroundColor = .systemRed\n"),
            (button, "      configuration.indicator = UIButton.Configuration.Indicator.none\n"),
            (
                button,
                "      configuration.background.backgroundColorTransformer = UIConfigurationColorTransformer {\n"
                    + "        color in\n        color.withAlphaComponent(0.5)\n      }\n"
            ),
            (button, "    return configuration\n  }\n}\n"),
            (glass, "@available(iOS 26, *)\n@MainActor\nenum ProminentClearGlassButtonStyle {\n"),
            (glass, "    return UIButton.Configuration.prominentClearGlass()\n"),
            (empty, "@available(iOS 17, *)\nextension UIContentUnavailableConfigurationState {\n"),
            (
                empty,
                "  static func configuration(for state: UIContentUnavailableConfigurationState)\n"
                    + "    -> UIContentUnavailableConfiguration\n  {\n"
                    + "    var configuration = UIContentUnavailableConfiguration.search()\n"
            ),
            (empty, "    configuration.secondaryText = \"Try \\\"another\\\" word\"\n"),
            (empty, "    configuration.textProperties.font = UIFont.preferredFont(forTextStyle: .title3)\n"),
            (empty, "    configuration.button.cornerStyle = .capsule\n"),
            (empty, "    configuration.buttonProperties.role = .cancel\n"),
            (
                empty,
                "    if state.isOffline {\n"
                    + "      configuration.image = UIImage(systemName: \"wifi.slash\") ?? UIImage(named: \"wifi.slash\")\n"
            ),
            (empty, "    return configuration.updated(for: state)\n  }\n}\n"),
        ]
        for (text, part) in expected { #expect(text.contains(part), "missing:\n\(part)") }
        for text in [button, empty] {
            for cellOnly in ["UICellConfigurationState", "ContainerValues", "SwiftUI", "Cell:"] {
                #expect(!text.contains(cellOnly), "\(cellOnly)")
            }
        }
    }

    @Test func aDetailAccessoryAsksForIOS15Point4() throws {
        let registry = StyleRegistry(store: nil)
        let document =
            #"{"background": "listPlainCell", "content": "cell", "overrides": {"accessories": [{"type": "detail"}]}}"#
        _ = try registry.put(name: "info", document: JSONReader().parse(Array(document.utf8)))
        let text = try Self.swift("info", in: registry).text
        #expect(text.contains("@available(iOS 15.4, *)\n@MainActor\nenum InfoStyle {\n"))
        #expect(
            text.contains("  static func accessories(for state: UICellConfigurationState) -> [UICellAccessory] {\n"))
        #expect(text.contains("    accessories = InfoStyle.accessories(for: state)\n"))
        #expect(!text.contains("popUpMenu"))
    }

    @Test func everyBuiltInAndFixtureStyleParsesAndIsCleanUnderSwiftFormat() throws {
        let registry = try Self.registry()
        let folder = try ExecutableProcessTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for name in registry.snapshot.orderedNames {
            let (file, text) = try Self.swift(name, in: registry)
            #expect(!paths.contains(folder + "/" + file), "\(name): \(file) is another style's file")
            try text.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
            paths.append(folder + "/" + file)
        }
        #expect(paths.count == BuiltInStyles.all.count + Self.fixtures.count)
        let parse = try Self.tool(["swiftc", "-parse"] + paths)
        #expect(parse.status == 0 && parse.output.isEmpty, "\(parse.output)")
        // No .swift-format file above the temporary folder: the tool's own defaults, as an app team's would be.
        let lint = try Self.tool(["swift", "format", "lint", "--strict", "--parallel"] + paths)
        #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output)")
    }

    @Test func aHostileStylesFileParsesWithItsTextInStringsAndComments() throws {
        let style = try GeneratedCodeEscapingTests.hostileStyle()
        let file = try #require(
            try ExportFormat.swift.files(style: style, named: GeneratedCodeEscapingTests.hostileName, query: .init())
                .first)
        let folder = try ExecutableProcessTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(file.bytes).write(to: URL(fileURLWithPath: folder + "/" + file.name))
        #expect(file.name == "NImportUrlZCssStyle.swift")
        let parse = try Self.tool(["swiftc", "-dump-parse", folder + "/" + file.name])
        #expect(parse.status == 0)
        // Two keys, each one constant and one accessor; nothing else at the top level but the enum and the cell.
        let top = parse.output.split(separator: "\n").filter { $0.hasPrefix("  (") && $0.contains("_decl") }
        #expect(top.count == 5, "\(top)")
        let constants = parse.output.split(separator: "\n").filter { $0.contains("let static)") }
        #expect(constants.count == 2)
    }

    /// A button style and an empty-state style whose name, key and texts try to leave their strings and comments.
    static func hostileComponents() throws -> [StyleDefinition] {
        let hostile = GeneratedCodeEscapingTests.hostileValue + GeneratedCodeEscapingTests.hostileKey + "\\(exit(1))"
        let key = ConfigurationStateCustomKey(GeneratedCodeEscapingTests.hostileKey)
        let keys = [CustomStateKeyDeclaration(key: key, type: .string, defaultValue: .string(hostile))]
        let when = StateCondition.customState(key, .equals(.string(hostile)))
        func button(_ path: String) throws -> ButtonAssignment {
            ButtonAssignment(try #require(ButtonConfiguration.catalogue.property(at: path)), .string(hostile))
        }
        func empty(_ path: String) throws -> ContentUnavailableAssignment {
            let row = try #require(ContentUnavailableConfiguration.catalogue.property(at: path))
            return ContentUnavailableAssignment(row, .string(hostile))
        }
        let name = GeneratedCodeEscapingTests.hostileName
        return [
            try #require(
                StyleDefinition(
                    name: name, kind: .user, factories: .button("borderedProminent"), keys: keys,
                    overrides: ConfigurationOverrides(button: [try button("title"), try button("image")]),
                    rules: [StyleRule(when: when, set: ConfigurationOverrides(button: [try button("subtitle")]))])),
            try #require(
                StyleDefinition(
                    name: name, kind: .user, factories: .contentUnavailable("empty"), keys: keys,
                    overrides: ConfigurationOverrides(contentUnavailable: [try empty("text"), try empty("image")]),
                    rules: [
                        StyleRule(
                            when: when,
                            set: ConfigurationOverrides(contentUnavailable: [
                                try empty("secondaryText"), try empty("button.title"),
                            ]))
                    ])),
        ]
    }

    @Test func hostileButtonAndEmptyStateTextsStayInTheirStrings() throws {
        let folder = try ExecutableProcessTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (index, style) in try Self.hostileComponents().enumerated() {
            let file = try #require(
                try ExportFormat.swift.files(style: style, named: style.name, query: .init()).first)
            let text = String(decoding: file.bytes, as: UTF8.self)
            for forbidden: Unicode.Scalar in ["\u{0}", "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{202E}"] {
                #expect(!text.unicodeScalars.contains(forbidden), "U+\(forbidden.value) raw")
            }
            #expect(!text.contains("\\(exit(1))") || text.contains("\\\\(exit(1))"), "no interpolation")
            let path = folder + "/\(index)-" + file.name
            try Data(file.bytes).write(to: URL(fileURLWithPath: path))
            let parse = try Self.tool(["swiftc", "-dump-parse", path])
            #expect(parse.status == 0, "\(parse.output)")
            // The import, the key's constant and accessor, and the enum: nothing else at the top level.
            let top = parse.output.split(separator: "\n").filter { $0.hasPrefix("  (") && $0.contains("_decl") }
            #expect(top.count == 4, "\(top)")
            #expect(parse.output.split(separator: "\n").filter { $0.contains("let static)") }.count == 1)
        }
    }

    @Test func aButtonOrEmptyStateNamingAppCodeIsAProblemAtEachPlace() throws {
        let registry = StyleRegistry(store: nil)
        let documents: [(String, String, [String])] = [
            (
                "menuButton",
                #"{"extends": "plainButton", "overrides": {"button": {"symbolContentTransition": "replace"}}, "keys": {"x.isHeld": {"type": "boolean"}}}"#,
                ["/overrides/button/symbolContentTransition", "/keys/x.isHeld"]
            ),
            (
                "actionEmpty",
                #"{"extends": "emptyContentUnavailable", "rules": [{"when": {"traits": {"userInterfaceStyle": "dark"}}, "set": {"contentUnavailable": {"buttonProperties": {"primaryAction": "retry"}, "secondaryButtonProperties": {"menu": "more"}}}}], "keys": {"a.searchText": {"type": "string"}}}"#,
                [
                    "/rules/0/set/contentUnavailable/buttonProperties/primaryAction",
                    "/rules/0/set/contentUnavailable/secondaryButtonProperties/menu", "/keys/a.searchText",
                ]
            ),
        ]
        for (name, document, pointers) in documents {
            _ = try registry.put(name: name, document: JSONReader().parse(Array(document.utf8)))
            #expect(try Self.swiftProblems(name, in: registry) == Set(pointers), "\(name)")
        }
        // Set back to none, the transition is UIKit's nil, which only iOS 26 has.
        let none = #"{"extends": "plainButton", "overrides": {"button": {"symbolContentTransition": null}}}"#
        _ = try registry.put(name: "noTransition", document: JSONReader().parse(Array(none.utf8)))
        let text = try Self.swift("noTransition", in: registry).text
        #expect(text.contains("@available(iOS 26, *)\n@MainActor\nenum NoTransitionStyle {\n"))
        #expect(text.contains("    configuration.symbolContentTransition = nil\n"))
    }

    @Test func namesBecomeIdentifiersByTheDocumentedMapping() {
        let keys: [(String, String)] = [
            ("com.my-app.MyCell.isArchived", "isArchived"), ("is-new item", "isNewItem"), ("Mode", "mode"),
            ("default", "defaultState"), ("self.init", "initState"), ("com.example.3d", "state3d"),
            ("😀 \u{202E}", "customState7"), ("trailing.", "trailing"), ("a\"\\(exit(1))", "aExit1"),
        ]
        for (raw, identifier) in keys {
            #expect(SwiftSyntax.identifier(forKey: raw, position: 7) == identifier, "\(raw)")
        }
        let styles: [(String, String)] = [
            ("archivedCell", "ArchivedCell"), ("com.example.archived-cell", "ComExampleArchivedCell"),
            ("3col", "Style3col"), ("_", "Unnamed"), ("class", "Class"),
        ]
        for (name, stem) in styles { #expect(SwiftSyntax.typeName(forStyle: name) == stem, "\(name)") }
    }

    @Test func tokenPathsBecomeIdentifiersByTheDocumentedMapping() {
        let paths: [(String, String)] = [
            ("brand.accent", "brandAccent"), ("brand-accent", "brandAccent"), ("Surface.Card.bg", "surfaceCardBg"),
            ("3d.shadow", "token3dShadow"), ("default", "defaultToken"), ("😀.\u{202E}", "token"),
            ("a\"\\(exit(1))", "aExit1"),
        ]
        for (path, identifier) in paths { #expect(SwiftSyntax.identifier(forToken: path) == identifier, "\(path)") }
    }

    @Test func aTokenColorIsOneDynamicColorNamedByEachUse() throws {
        let text = try Self.swift("tokenCell", in: try Self.registry()).text
        func token(_ comment: String, _ name: String, _ colors: [String]) -> String {
            let cases = ["(false, false)", "(true, false)", "(false, true)", "(true, true)"]
            return "  /// {\(comment)}\n  static let \(name) = UIColor { traits in\n"
                + "    switch (traits.userInterfaceStyle == .dark, traits.accessibilityContrast == .high) {\n"
                + zip(cases, colors).map { "    case \($0):\n      UIColor(\($1), alpha: 255 / 255)\n" }.joined()
                + "    }\n  }\n"
        }
        let accent = token(
            "brand.accent", "brandAccent",
            [
                "red: 51 / 255, green: 102 / 255, blue: 153 / 255", "red: 102 / 255, green: 153 / 255, blue: 204 / 255",
                "red: 0 / 255, green: 51 / 255, blue: 102 / 255", "red: 153 / 255, green: 204 / 255, blue: 255 / 255",
            ])
        let fixed = token(
            "brand-accent", "brandAccent2", Array(repeating: "red: 204 / 255, green: 51 / 255, blue: 0 / 255", count: 4)
        )
        // The path is the user's text: escaped so that the comment neither ends nor breaks its line.
        let hostile = token(
            #"brand.we"ird\\(x)\u{A}*\u{2F} let pwned = 1 //\u{202E}"#, "brandWeIrdXLetPwned1",
            Array(repeating: "red: 51 / 255, green: 153 / 255, blue: 102 / 255", count: 4))
        let tokens = "/// The design tokens' colors, in each appearance the tokens file gives.\nprivate enum Tokens {\n"
        #expect(text.contains("import UIKit\n\n" + tokens + accent + "\n" + fixed + "\n"), "\(text)")
        #expect(text.contains("\n" + hostile + "}\n\n/// The style \"tokenCell\""), "\(text)")
        #expect(text.components(separatedBy: "static let brandAccent = ").count == 2, "declared once")
        let uses = [
            "    background.backgroundColor = Tokens.brandAccent\n",
            "      background.backgroundColor = Tokens.brandAccent2\n"
                + "      background.backgroundColorTransformer = UIConfigurationColorTransformer { color in\n"
                + "        color.withAlphaComponent(0.5)\n      }\n",
            "    content.textProperties.color = Tokens.brandText\n",
            "      content.textProperties.color = Tokens.brandAccent\n",
            "      content.secondaryTextProperties.color = Tokens.brandWeIrdXLetPwned1\n",
        ]
        for use in uses { #expect(text.contains(use), "missing:\n\(use)") }
    }

    @Test func exportTakesTheTokensFileItsStylesName() throws {
        let folder = try ExecutableProcessTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try ExportEndpointTests.run([
            "export", "--style", "tokenCell", "--format", "swift", "--out", folder + "/out", "--styles-dir",
            Self.fixturesFolder.appendingPathComponent("swift-export").path, "--data-dir", folder + "/none",
            "--tokens", Self.fixturesFolder.appendingPathComponent("swift-export-tokens.json").path,
        ])
        #expect(run.status == 0, "\(run.error)")
        let text = try String(contentsOfFile: folder + "/out/TokenCellStyle.swift", encoding: .utf8)
        let expected = try Self.swift("tokenCell", in: try Self.registry()).text
        // The same bytes as the format's below the header, which names the service's version.
        #expect(text.split(separator: "\n").dropFirst(2) == expected.split(separator: "\n").dropFirst(2))
        let parse = try Self.tool(["swiftc", "-dump-parse", folder + "/out/TokenCellStyle.swift"])
        #expect(parse.status == 0, "\(parse.output)")
        // Four tokens in the enum, and nothing else the hostile path could declare.
        let constants = parse.output.split(separator: "\n").filter { $0.contains("let static)") }
        #expect(constants.count == 4, "\(constants)")
    }

    @Test func swiftStringsAndCommentsEscapeEverythingThatCouldEndThem() {
        #expect(SwiftSyntax.string("plain 😀") == "\"plain 😀\"")
        #expect(SwiftSyntax.string(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(SwiftSyntax.string(#"\(exit(1))"#) == #""\\(exit(1))""#, "no interpolation")
        #expect(SwiftSyntax.string(##"#"raw"#"##) == ##""#\"raw\"#""##)
        #expect(SwiftSyntax.string("\"\"\"") == #""\"\"\"""#)
        #expect(SwiftSyntax.string("a\nb\rc\u{0}d\u{7F}") == #""a\u{A}b\u{D}c\u{0}d\u{7F}""#)
        #expect(SwiftSyntax.string("x\u{202E}y\u{2066}z\u{2028}") == #""x\u{202E}y\u{2066}z\u{2028}""#)
        #expect(SwiftSyntax.string("*/ /*") == #""*\u{2F} /*""#)
        #expect(SwiftSyntax.comment("line\nnext */") == #"line\u{A}next *\u{2F}"#)
    }

    /// A registry of styles UIKit cannot express, each answering the problem at its place.
    @Test func aStyleUIKitCannotExpressIsAProblemAtEachPlace() throws {
        let registry = StyleRegistry(store: nil)
        let documents: [(String, String, [String])] = [
            (
                "clash",
                #"{"background": "listPlainCell", "content": "cell", "keys": {"a.isNew": {"type": "boolean"}, "b.is-new": {"type": "boolean"}}}"#,
                ["/keys/b.is-new"]
            ),
            (
                "reserved",
                #"{"background": "listPlainCell", "content": "cell", "keys": {"com.x.isSelected": {"type": "boolean"}}}"#,
                ["/keys/com.x.isSelected"]
            ),
            (
                "width",
                #"{"background": "listPlainCell", "content": "cell", "rules": [{"when": {"isSelected": true}, "set": {}}, {"when": {"traits": {"containerWidth": {"atLeast": 500}}}, "set": {"background": {"cornerRadius": 1}}}]}"#,
                ["/rules/1/when"]
            ),
            (
                "private",
                #"{"background": "listPlainCell", "content": "cell", "overrides": {"background": {"backgroundColorTransformer": "highlight", "visualEffect": "gaussianBlur(4)", "customView": "Badge"}, "content": {"textProperties": {"colorTransformer": "alpha(0.5) then focus"}}}}"#,
                [
                    "/overrides/background/backgroundColorTransformer", "/overrides/background/visualEffect",
                    "/overrides/background/customView", "/overrides/content/textProperties/colorTransformer",
                ]
            ),
            (
                "selectionColor",
                #"{"background": "listPlainCell", "content": "cell", "rules": [{"when": {"isFocused": true}, "set": {"separator": {"multipleSelectionColor": null}}}]}"#,
                ["/rules/0/set/separator/multipleSelectionColor"]
            ),
        ]
        for (name, document, pointers) in documents {
            _ = try registry.put(name: name, document: JSONReader().parse(Array(document.utf8)))
            let style = try #require(registry.snapshot[name]).definition
            #expect(try Self.swiftProblems(name, in: registry) == Set(pointers), "\(name)")
            #expect(!(try ExportFormat.css.files(style: style, named: name, query: .init())).isEmpty)
        }
    }

    @Test func theEndpointAnswersAStyleItCannotExportWithTheProblem() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let document =
            #"{"background": "listPlainCell", "content": "cell", "keys": {"a.isNew": {"type": "boolean"}, "b.isNew": {"type": "integer"}}}"#
        #expect(try await harness.send("PUT", "/v1/styles/clashingKeys", body: document).status == 201)
        let reply = try await harness.send("GET", "/v1/styles/clashingKeys/export?format=swift")
        #expect(reply.status == 422)
        #expect(reply.header("Content-Type") == "application/problem+json")
        let problem = try #require(reply.json)
        #expect(problem["type"]?.stringValue == "/problems/style-not-exportable")
        let errors = problem["errors"]?.arrayValue ?? []
        #expect(errors.map { $0["pointer"]?.stringValue } == ["/keys/b.isNew"])
        let message = errors.first?["detail"]?.stringValue ?? errors.first?["message"]?.stringValue ?? ""
        #expect(message.contains("isNew"), "\(errors)")
        #expect(try await harness.send("GET", "/v1/styles/clashingKeys/export?format=ts").status == 200)
    }

    @Test func exportAllRefusesTwoStylesThatWouldWriteOneFile() throws {
        let folder = try ExecutableProcessTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/styles", withIntermediateDirectories: true)
        for name in ["my-cell", "my.cell"] {
            try #"{"background": "listPlainCell", "content": "cell"}"#.write(
                toFile: folder + "/styles/\(name).json", atomically: true, encoding: .utf8)
        }
        let run = try ExportEndpointTests.run([
            "export", "--all", "--format", "swift", "--out", folder + "/out", "--styles-dir", folder + "/styles",
            "--data-dir", folder + "/none",
        ])
        #expect(run.status == 2)
        #expect(run.error.contains("my-cell and my.cell both write \(folder)/out/MyCellStyle.swift"), "\(run.error)")
        let scss = try ExportEndpointTests.run([
            "export", "--all", "--format", "scss", "--out", folder + "/scss", "--styles-dir", folder + "/styles",
            "--data-dir", folder + "/none",
        ])
        #expect(scss.status == 0, "the other formats name files by the style's own name")
    }

    /// The pointers of the problems the Swift export of a registered style is refused with; nil when it exports.
    static func swiftProblems(_ name: String, in registry: StyleRegistry) throws -> Set<String>? {
        let style = try #require(registry.snapshot[name]).definition
        do {
            _ = try ExportFormat.swift.files(style: style, named: name, query: .init())
            return nil
        } catch {
            guard case .notExportable(let format, let problems) = error, format == "swift" else {
                Issue.record("\(name): \(error)")
                return []
            }
            return Set(problems.map(\.pointer.description))
        }
    }

    /// Runs a toolchain command found on PATH; its status and its standard output and error together.
    static func tool(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: NSTemporaryDirectory())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
