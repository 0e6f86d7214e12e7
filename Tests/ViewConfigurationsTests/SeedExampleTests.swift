import Testing
import ViewConfigurations

// The owner's seed documents (shared/seeds/), translated: Apple's UIConfigurationStateCustomKey sample and the
// WWDC20 "Modern cell configuration" example.

extension ConfigurationStateCustomKey {
    static let isArchived = ConfigurationStateCustomKey("com.my-app.MyCell.isArchived")
}

extension CellConfigurationState {
    var isArchived: Bool {
        get { self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }
}

/// The seed's `MyCell.updateConfiguration(using:)`, without UIKit.
private func archivedCellBackground(for state: CellConfigurationState) -> BackgroundConfiguration {
    var backgroundConfig = BackgroundConfiguration.listPlainCell().updated(for: state)
    if state.isArchived {
        backgroundConfig.visualEffect = .blur(.systemMaterial)
    }
    return backgroundConfig
}

/// The WWDC20 example: a fresh default content configuration (a list cell's `cell()`) updated for the state,
/// with white text and image while highlighted or selected.
private func wwdcContent(for state: CellConfigurationState) -> ListContentConfiguration {
    var content = ListContentConfiguration.cell().updated(for: state)
    content.image = "star"
    content.text = "Hello, WWDC!"
    if state.isHighlighted || state.isSelected {
        content.imageProperties.tintColor = .white
        content.textProperties.color = .white
    }
    return content
}

@Suite("Seed examples")
struct SeedExampleTests {
    @Test func customKeyReadsFalseUntilSetThenRoundTrips() {
        var state = CellConfigurationState(traitCollection: TraitCollection(designGeneration: .ios18))
        #expect(state.isArchived == false)
        #expect(state[.isArchived] == nil)
        state.isArchived = true
        #expect(state.isArchived)
        #expect(
            state[customState: ConfigurationStateCustomKey(rawValue: "com.my-app.MyCell.isArchived")] == .bool(true))
        #expect(ConfigurationStateCustomKey.isArchived.rawValue == "com.my-app.MyCell.isArchived")
    }

    @Test func customStatesReadAndWriteAsUIKitsAnyHashable() {
        var state = CellConfigurationState(traitCollection: TraitCollection())
        state[.init("bool")] = true
        state[.init("int")] = 3
        state[.init("double")] = 0.25
        state[.init("string")] = "urgent"
        #expect(state[.init("bool")] as? Bool == true && state[.init("bool")] as? Int == nil)
        #expect(state[.init("int")] as? Int == 3 && state[.init("int")] as? Double == nil)
        #expect(state[.init("double")] as? Double == 0.25)
        #expect(state[.init("string")] as? String == "urgent")
        #expect(state[customState: .init("int")] == .int(3) && state[customState: .init("double")] == .double(0.25))
        state[.init("int")] = nil
        #expect(state[customState: .init("int")] == nil)
    }

    @Test func customStatesTakePartInEqualityAndHashing() {
        let plain = CellConfigurationState(traitCollection: TraitCollection(designGeneration: .ios18))
        var archived = plain
        archived.isArchived = true
        #expect(plain != archived)
        var unarchived = plain
        unarchived.isArchived = false
        #expect(unarchived != plain, "a key set to false differs from a key never set, as in UIKit")
        var again = plain
        again.isArchived = true
        #expect(again == archived)
        #expect(Set([archived, again, plain]).count == 2)
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func archivedCellGetsTheSystemMaterialOverThePlainCellLook(style: UserInterfaceStyle) {
        var state = CellConfigurationState(
            traitCollection: TraitCollection(userInterfaceStyle: style, designGeneration: .ios18))
        let normal = archivedCellBackground(for: state)
        #expect(normal.visualEffect == nil)

        state.isArchived = true
        let archived = archivedCellBackground(for: state)
        #expect(archived.visualEffect == .blur(.systemMaterial))
        // The plain cell's own color is untouched: white in light mode, black in dark (reference §3.6).
        let resolved = archived.resolved(with: state.traitCollection)
        #expect(resolved.backgroundColor.hexString == (style == .dark ? "#000000" : "#FFFFFF"))

        // Selected and archived: the system's selected gray plus the material.
        state.isSelected = true
        let selected = archivedCellBackground(for: state).resolved(with: state.traitCollection)
        #expect(selected.visualEffect == .blur(.systemMaterial))
        #expect(selected.backgroundColor.hexString == (style == .dark ? "#3A3A3C" : "#D1D1D6"))
    }

    @Test func wwdcCellTurnsTextAndImageWhiteWhenHighlightedOrSelected() {
        let traits = TraitCollection(userInterfaceStyle: .light, designGeneration: .ios18)
        var state = CellConfigurationState(traitCollection: traits)

        let normal = wwdcContent(for: state).resolved(with: traits)
        #expect(normal.text == "Hello, WWDC!")
        #expect(normal.image == "star")
        #expect(normal.textProperties.color.hexString == "#000000")  // label, light
        #expect(normal.imageProperties.tintColor.hexString == "#007AFF")  // nil → tint (systemBlue)

        state.isHighlighted = true
        let highlighted = wwdcContent(for: state).resolved(with: traits)
        #expect(highlighted.textProperties.color.hexString == "#FFFFFF")
        #expect(highlighted.imageProperties.tintColor.hexString == "#FFFFFF")

        state.isHighlighted = false
        state.isSelected = true
        let selected = wwdcContent(for: state).resolved(with: traits)
        #expect(selected.textProperties.color.hexString == "#FFFFFF")
        #expect(selected.imageProperties.tintColor.hexString == "#FFFFFF")
    }

    @Test func whiteAssignedInOneStateStaysLockedThroughLaterUpdates() {
        var state = CellConfigurationState(
            traitCollection: TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios18))
        state.isSelected = true
        var content = wwdcContent(for: state)
        // Updating the customized configuration for a disabled state keeps the assigned white (locking, §6.1),
        // while the secondary text, never assigned, follows the sidebar's disabled color.
        state.isSelected = false
        state.isDisabled = true
        content = content.updated(for: state)
        let resolved = content.resolved(with: state.traitCollection)
        #expect(resolved.textProperties.color.hexString == "#FFFFFF")
        #expect(resolved.imageProperties.tintColor.hexString == "#FFFFFF")
        #expect(content.secondaryTextProperties.color == .tertiaryLabel)  // §4.8: disabled cell
        #expect(resolved.text == "Hello, WWDC!")
    }
}
