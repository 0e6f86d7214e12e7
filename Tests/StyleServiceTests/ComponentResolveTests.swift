import StrictJSON
import StyleDefinitions
import StyleService
import Testing

/// Buttons and empty states through the core: the built-in styles, user styles extending them, the kind's own state
/// fields, batches mixing kinds, explain, and the 422s for fields and bases of another kind. Expected colors are
/// transcribed from the reference (accessories-separators-buttons §3.6, §4.2), for a tint of #336699.
@Suite("Buttons and empty states resolve through the core")
struct ComponentResolveTests {
    let resolver = Resolver(batchLimit: 8)
    let registry: StyleRegistry

    init() throws {
        registry = StyleRegistry(store: nil)
        for (name, document) in [
            (
                "buyButton",
                ##"""
                {"extends": "filledButton",
                 "keys": {"com.example.isOnSale": {"type": "boolean", "default": false}},
                 "overrides": {"button": {"cornerStyle": "capsule", "imagePadding": 6}},
                 "rules": [
                   {"when": {"isHeld": true}, "set": {"button": {"baseForegroundColor": "#FFCC00"}}},
                   {"when": {"customStates": {"com.example.isOnSale": true}},
                    "set": {"button": {"baseBackgroundColor": "systemRed"}}}
                 ]}
                """##
            ),
            (
                "noMail",
                ##"""
                {"extends": "emptyContentUnavailable",
                 "overrides": {"contentUnavailable": {"text": "No Mail", "image": "tray",
                   "textProperties": {"color": "systemGray"}}},
                 "rules": [{"when": {"userInterfaceStyle": "dark"},
                   "set": {"contentUnavailable": {"secondaryText": "Dark and empty"}}}]}
                """##
            ),
        ] {
            _ = try registry.put(name: name, document: try JSONReader().parse(Array(document.utf8)))
        }
    }

    func answer(_ body: String, explain: Bool = false) throws -> JSONValue {
        try JSONReader().parse(
            resolver.resolve(body: Array(body.utf8), snapshot: registry.snapshot, explain: explain))
    }

    func problems(_ body: String, batch: Bool = false) -> [String] {
        do throws(ServiceError) {
            _ =
                batch
                ? try resolver.resolveBatch(body: Array(body.utf8), snapshot: registry.snapshot)
                : try resolver.resolve(body: Array(body.utf8), snapshot: registry.snapshot)
            return []
        } catch {
            return error.problems.map { "\($0.pointer.description) \($0.message)" }
        }
    }

    func documentProblems(_ document: String) throws -> [String] {
        let registry = StyleRegistry(store: nil)
        do {
            _ = try registry.put(name: "probe", document: try JSONReader().parse(Array(document.utf8)))
            return []
        } catch RegistryError.invalidDocument(let problems) {
            return problems.problems.map { "\($0.pointer.description) \($0.message)" }
        }
    }

    @Test func aFilledButtonAnswersItsKindAndTheStateColors() throws {
        let normal = try answer(##"{"style": "filledButton", "tintColor": "#336699", "content": {"title": "Buy"}}"##)
        #expect(normal["kind"]?.stringValue == "button")
        #expect(normal["background"] == nil && normal["content"] == nil, "a button has no cell members")
        let button = try #require(normal["button"])
        #expect(button["effectiveStyle"]?.stringValue == "filled")
        #expect(button["foregroundColor"]?.stringValue == "#FFFFFF")
        #expect(button["background"]?["backgroundColor"]?.stringValue == "#336699")
        #expect(button["title"]?.stringValue == "Buy")
        #expect(button["contentInsets"]?["leading"]?.doubleValue == 12, "medium: {7, 12, 7, 12}")

        let highlighted = try answer(
            ##"{"style": "filledButton", "tintColor": "#336699", "state": {"isHighlighted": true}}"##)
        // Highlighted: foreground alpha × 0.75, fill g(base; 0.75 / 0.2) = alpha × 0.75 in light.
        #expect(highlighted["button"]?["foregroundColor"]?.stringValue == "#FFFFFFBF")
        #expect(highlighted["button"]?["background"]?["backgroundColor"]?.stringValue == "#336699BF")

        let large = try answer(##"{"style": "filledButton", "buttonSize": "large", "role": "primary"}"##)
        #expect(large["button"]?["buttonSize"]?.stringValue == "large")
        #expect(large["button"]?["contentInsets"]?["leading"]?.doubleValue == 20, "large: {14, 20, 14, 20}")
        #expect(large["button"]?["titleFont"]?["weight"]?.stringValue == "semibold", "a primary title is bold")
    }

    @Test func aSelectedPlainButtonTakesTheTintedStyle() throws {
        let selected = try answer(
            ##"{"style": "plainButton", "tintColor": "#336699", "state": {"isSelected": true}}"##)
        #expect(selected["button"]?["effectiveStyle"]?.stringValue == "tinted")
        // The tinted fill: the tint at 15 % in light (0.15 × 255 = 38 = 0x26).
        #expect(selected["button"]?["background"]?["backgroundColor"]?.stringValue == "#33669926")
    }

    @Test func aUserButtonStyleLocksItsOverridesAndFollowsItsRules() throws {
        let plain = try answer(##"{"style": "buyButton", "tintColor": "#336699"}"##)
        #expect(plain["button"]?["cornerStyle"]?.stringValue == "capsule")
        #expect(plain["button"]?["imagePadding"]?.doubleValue == 6)
        // The medium insets' top and bottom and the body title's line height with tight leading (22 − 2).
        let height = 7 + 20 + 7.0
        #expect(plain["button"]?["cornerRadius"]?.doubleValue == height / 2, "capsule: half of the default height")

        let held = try answer(##"{"style": "buyButton", "tintColor": "#336699", "state": {"isHeld": true}}"##)
        // Held: the base (#FFCC00 from the rule) with alpha × 0.5 (0x80).
        #expect(held["button"]?["foregroundColor"]?.stringValue == "#FFCC0080")

        let onSale = try answer(
            ##"{"style": "buyButton", "state": {"customStates": {"com.example.isOnSale": true}}}"##, explain: true)
        let fill = try #require(onSale["button"]?["background"]?["backgroundColor"]?.stringValue)
        let systemRed = try answer(##"{"style": "filledButton", "tintColor": "systemRed"}"##)
        #expect(fill == systemRed["button"]?["background"]?["backgroundColor"]?.stringValue)
        let explained = try #require(onSale["explain"]?["button.background.backgroundColor"])
        #expect(explained["source"]?.stringValue == "rule" && explained["rule"]?.intValue == 1)
        #expect(onSale["explain"]?["button.cornerStyle"]?["source"]?.stringValue == "styleOverride")
        #expect(onSale["explain"]?["button.titleFont"]?["source"]?.stringValue == "factoryDefault")
        #expect(onSale["explain"]?["button.titleFont"]?["factory"]?.stringValue == "filled")
    }

    @Test func glassButtonsSayTheirValuesAreInferred() throws {
        let glass = try answer(##"{"style": "glassButton"}"##, explain: true)
        #expect(glass["button"]?["background"]?["visualEffect"] != nil)
        #expect(glass["button"]?["background"]?["visualEffect"]?.isNull == false)
        let foreground = try #require(glass["explain"]?["button.foregroundColor"])
        #expect(foreground["source"]?.stringValue == "factoryDefault")
        #expect(foreground["inferred"]?.stringValue?.isEmpty == false)
        #expect(foreground["why"]?.stringValue?.contains("(inferred: ") == true)
        let set = try answer(
            ##"{"style": "glassButton", "overrides": {"button": {"contentInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}}}}"##,
            explain: true)
        #expect(set["explain"]?["button.contentInsets"]?["source"]?.stringValue == "requestOverride")
        #expect(set["explain"]?["button.contentInsets"]?["inferred"] == nil, "a value the request set is not inferred")
    }

    @Test func anEmptyStateTakesItsSearchTextAndItsStyle() throws {
        let search = try answer(##"{"style": "searchContentUnavailable", "state": {"searchText": "figs"}}"##)
        #expect(search["kind"]?.stringValue == "contentUnavailable")
        let view = try #require(search["contentUnavailable"])
        #expect(view["searchText"]?.stringValue == "figs")
        #expect(view["text"]?["text"]?.stringValue?.contains("figs") == true)
        #expect(view["image"]?.stringValue == "magnifyingglass")
        #expect(view["button"]?.isNull == true, "a button without a title does not show")

        let mail = try answer(##"{"style": "noMail", "state": {"traits": {"userInterfaceStyle": "dark"}}}"##)
        #expect(mail["contentUnavailable"]?["text"]?["text"]?.stringValue == "No Mail")
        #expect(mail["contentUnavailable"]?["image"]?.stringValue == "tray")
        #expect(mail["contentUnavailable"]?["secondaryText"]?["text"]?.stringValue == "Dark and empty")
        let gray = try answer(
            ##"{"style": "cell", "tintColor": "systemGray", "state": {"traits": {"userInterfaceStyle": "dark"}}}"##)
        #expect(
            mail["contentUnavailable"]?["text"]?["color"]?.stringValue
                == gray["content"]?["imageProperties"]?["tintColor"]?.stringValue)

        let given = try answer(##"{"style": "noMail", "content": {"text": "Inbox Zero"}}"##)
        #expect(given["contentUnavailable"]?["text"]?["text"]?.stringValue == "Inbox Zero")
    }

    @Test func fieldsOfAnotherKindAre422sAtTheirPointers() {
        #expect(
            problems(##"{"style": "filledButton", "state": {"isEditing": true, "held": true}}"##) == [
                "/state/isEditing unknown field \"isEditing\"; expected one of: traits, customStates, isHighlighted, isDisabled, isSelected, isFocused, isHeld; \"isEditing\" is a cell's state, and this is a button style",
                "/state/held unknown field \"held\"; expected one of: traits, customStates, isHighlighted, isDisabled, isSelected, isFocused, isHeld; did you mean \"isHeld\"?",
            ])
        #expect(
            problems(##"{"style": "cell", "buttonSize": "large", "content": {"title": "Go"}}"##).map {
                $0.split(separator: " ")[0]
            }
                == ["/buttonSize", "/content/title"])
        #expect(
            problems(
                ##"{"style": "searchContentUnavailable", "role": "primary", "overrides": {"button": {"imagePadding": 2}}}"##
            )
            .map { $0.split(separator: " ")[0] } == ["/role", "/overrides/button"])
        #expect(
            problems(##"{"style": "filledButton", "buttonSize": "huge"}"##).first?.hasPrefix("/buttonSize ") == true)
    }

    @Test func aStyleCannotMixABaseOfAnotherKind() throws {
        #expect(
            try documentProblems(##"{"extends": "filledButton", "background": "listPlainCell"}"##).first?.hasPrefix(
                "/background expected a button base, as \"filledButton\" is a button style") == true)
        #expect(
            try documentProblems(##"{"extends": "cell", "button": "filled"}"##).first?.hasPrefix(
                "/button expected a cell base") == true)
        #expect(
            try documentProblems(##"{"button": "filled", "content": "cell"}"##).first?.hasPrefix("/content ") == true)
        #expect(
            try documentProblems(##"{"button": "filed"}"##)
                == [
                    "/button unknown button factory \"filed\"; expected one of: plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent, glass, prominentGlass, clearGlass, prominentClearGlass; did you mean \"filled\"?"
                ])
        #expect(
            try documentProblems(##"{"button": "filled", "overrides": {"background": {"cornerRadius": 3}}}"##)
                == ["/overrides/background \"background\" does not apply to a button style; expected button"])
        #expect(
            try documentProblems(##"{"button": "filled", "rules": [{"when": {"isEditing": true}, "set": {}}]}"##)
                .first?.hasPrefix("/rules/0/when/isEditing a button's state has no \"isEditing\"") == true)
        #expect(
            try documentProblems(##"{"extends": "cell", "rules": [{"when": {"isHeld": true}, "set": {}}]}"##)
                .first?.hasPrefix("/rules/0/when/isHeld a cell's state has no \"isHeld\"") == true)
        #expect(
            try documentProblems(
                ##"{"contentUnavailable": "empty", "rules": [{"when": {"isSelected": true}, "set": {}}]}"##
            )
            .first?.hasPrefix("/rules/0/when/isSelected a content unavailable's state has no") == true)
        #expect(try documentProblems(##"{"button": "borderedProminent"}"##).isEmpty)
    }

    @Test func aBatchMixesKindsAndFailsOnlyTheItemsInError() throws {
        let body = ##"""
            {"tintColor": "#336699", "items": [
              {"id": "row", "style": "cell", "content": {"text": "Row"}},
              {"id": "buy", "style": "buyButton", "state": {"isHeld": true}, "content": {"title": "Buy"}},
              {"id": "empty", "style": "searchContentUnavailable", "state": {"searchText": "kiwi"}},
              {"id": "bad", "style": "filledButton", "state": {"isEditing": true}},
              {"id": "title", "style": "cell", "content": {"title": "Nope"}}
            ]}
            """##
        let batch = try JSONReader().parse(resolver.resolveBatch(body: Array(body.utf8), snapshot: registry.snapshot))
        let items = try #require(batch["items"]?.arrayValue)
        #expect(items.count == 5)
        #expect(batch["failed"]?.intValue == 2)
        #expect(items[0]["background"] != nil && items[0]["kind"] == nil)
        let single = try answer(
            ##"{"style": "buyButton", "tintColor": "#336699", "state": {"isHeld": true}, "content": {"title": "Buy"}}"##
        )
        #expect(items[1]["kind"]?.stringValue == "button")
        #expect(items[1]["button"] == single["button"], "a batch item answers as the single request")
        #expect(items[2]["contentUnavailable"]?["searchText"]?.stringValue == "kiwi")
        #expect(items[3]["problem"]?["errors"]?[0]?["pointer"]?.stringValue == "/state/isEditing")
        #expect(items[4]["problem"]?["errors"]?[0]?["pointer"]?.stringValue == "/content/title")
    }

    @Test func theGETQueryStandsForThePOSTBody() throws {
        let query = ResolveQuery([
            ("style", "tintedButton"), ("isHeld", "true"), ("userInterfaceStyle", "dark"), ("title", "Go"),
            ("buttonSize", "small"), ("role", "cancel"),
        ])
        #expect(query.problems.isEmpty)
        var writer = JSONWriter()
        writer.value(.object(query.body))
        let viaQuery = try answer(String(decoding: writer.bytes, as: UTF8.self))
        let viaBody = try answer(
            ##"{"style": "tintedButton", "state": {"isHeld": true, "traits": {"userInterfaceStyle": "dark"}}, "content": {"title": "Go"}, "buttonSize": "small", "role": "cancel"}"##
        )
        #expect(viaQuery == viaBody)
        #expect(viaQuery["button"]?["role"]?.stringValue == "cancel")
    }
}

extension ComponentResolveTests {
    @Test func aBatchsTopLevelButtonFieldsAreCheckedOnce() {
        #expect(
            problems(##"{"buttonSize": "bogus", "role": 3, "items": [{"style": "filledButton"}]}"##, batch: true)
                .map { $0.split(separator: " ")[0] } == ["/buttonSize", "/role"])
    }
}

extension ComponentResolveTests {
    @Test func aCellsStateSaysWhoseFieldItRefuses() {
        let refused = problems(##"{"style": "cell", "state": {"isHeld": true, "searchText": "x"}}"##)
        #expect(refused.count == 2)
        #expect(refused.first?.hasPrefix("/state/isHeld unknown field \"isHeld\"; expected one of: ") == true)
        #expect(refused.first?.hasSuffix("\"isHeld\" is a button's state, and this is a cell style") == true)
        #expect(refused.last?.hasSuffix("\"searchText\" is an empty state's state, and this is a cell style") == true)
    }
}
