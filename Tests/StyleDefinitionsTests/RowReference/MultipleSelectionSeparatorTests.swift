import StyleDefinitions
import Testing
import ViewConfigurations

/// The accessories file's §2.2 `multipleSelectionColor`, which a resolve answer never shows (a single row is not in a
/// multiple selection): for each appearance, focused or not, in both designs, through the separator configuration a
/// style's list carries. The expectations are transcribed: `separator` normally, white at 20 % under an active focus
/// system (always in a sidebar-plain list); whether a focus system is active is not in a state, so outside
/// sidebar-plain lists the value is inferred, as is every value the list supplies in the iOS 26 design (§2.4).
@Suite("The row reference: multiple-selection separators")
struct MultipleSelectionSeparatorTests {
    @Test(arguments: ReferenceStyles.environments)
    func theMultipleSelectionColorFollowsTheAppearanceAndTheFocus(list: ListEnvironment) throws {
        let definition = try compile(#"{"extends": "listCell"}"#).get()
        for look in Look.all where look.size == .large && !look.rightToLeft {
            for focused in [false, true] {
                var state = MatrixCase(
                    style: "listCell", background: .listCell, content: .cell, list: list, listInTraits: true,
                    state: focused ? .focused : .normal, look: look
                ).cellState
                state.isSelected = true
                let resolution = definition.resolve(state: state, tintColor: .systemBlue)
                let separators = try #require(resolution.list?.separatorConfiguration)
                let position = ListRowPosition(isInMultipleSelectionGroup: true)
                let resolved = separators.resolved(for: state, content: nil, position: position)
                let whiteAt20 = list == .sidebarPlain || focused
                let expected = look.rgba(whiteAt20 ? .white20 : .separator)
                let context = "\(list) \(look.description) focused: \(focused)"
                #expect(resolved.bottom.color.rgba == expected, "\(context)")
                let reasons = separators.inferredDefaults(for: state, content: nil, position: position)
                let open = list != .sidebarPlain || look.design26
                #expect((reasons["bottom.color"] != nil) == open, "\(context): \(reasons["bottom.color"] ?? "settled")")

                var set = separators
                set.multipleSelectionColor = .systemGreen
                let own = set.resolved(for: state, content: nil, position: position)
                #expect(own.bottom.color.rgba == look.rgba(.systemGreen), "\(context): the app's color")
                #expect(set.inferredDefaults(for: state, content: nil, position: position)["bottom.color"] == nil)
            }
        }
    }
}
