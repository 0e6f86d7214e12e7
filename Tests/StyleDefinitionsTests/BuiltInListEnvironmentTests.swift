import StyleDefinitions
import Testing
import ViewConfigurations

@Suite("The list appearance a built-in style's name places it in")
struct BuiltInListEnvironmentTests {
    private func state(
        _ design: DesignGeneration, _ environment: ListEnvironment = .unspecified
    )
        -> CellConfigurationState
    {
        CellConfigurationState(traitCollection: TraitCollection(listEnvironment: environment, designGeneration: design))
    }

    /// §12.3: the list layout rounds an inset-grouped section, 10 pt in the iOS 18 design and 26 pt in iOS 26, so
    /// `insetGroupedCell` is rounded without the request naming the environment.
    @Test(arguments: [(DesignGeneration.ios18, 10.0), (.ios26, 26.0)])
    func insetGroupedCellsAreRoundedByTheirSection(_ design: DesignGeneration, _ radius: Double) throws {
        for name in ["insetGroupedCell", "insetGroupedSubtitleCell", "insetGroupedValueCell"] {
            let style = try #require(BuiltInStyles.all[name])
            #expect(style.listEnvironment == .insetGrouped)
            let resolved = style.resolve(state: state(design))
            #expect(resolved.resolvedBackground.sectionCornerRadius == radius, "\(name)")
            #expect(resolved.resolvedBackground.cornerRadius == 0, "the configuration's own radius stays UIKit's")
            #expect(resolved.state.traitCollection.listEnvironment == .insetGrouped)
        }
    }

    @Test func aRequestsEnvironmentWins() throws {
        let style = try #require(BuiltInStyles.all["insetGroupedCell"])
        let plain = style.resolve(state: state(.ios26, .plain))
        #expect(plain.resolvedBackground.sectionCornerRadius == 0)
        #expect(plain.state.traitCollection.listEnvironment == .plain)
    }

    @Test func groupedAndPlainStylesDrawNoSectionRounding() throws {
        for name in ["groupedCell", "cell", "groupedHeader", "insetGroupedHeader", "sidebarHeader"] {
            let style = try #require(BuiltInStyles.all[name])
            #expect(style.resolve(state: state(.ios26)).resolvedBackground.sectionCornerRadius == 0, "\(name)")
        }
        #expect(BuiltInStyles.all["cell"]?.listEnvironment == nil)
        #expect(BuiltInStyles.all["groupedCell"]?.listEnvironment == .grouped)
        #expect(BuiltInStyles.all["sidebarCell"]?.listEnvironment == .sidebar)
        #expect(BuiltInStyles.all["prominentInsetGroupedHeader"]?.listEnvironment == .insetGrouped)
    }

    /// On visionOS a grouped list is promoted to inset-grouped (§3.5), so `groupedCell` gets the section radius.
    @Test func visionPromotesGroupedCellsToInsetGrouped() throws {
        let style = try #require(BuiltInStyles.all["groupedCell"])
        var vision = state(.ios26)
        vision.traitCollection.userInterfaceIdiom = .vision
        #expect(style.resolve(state: vision).resolvedBackground.sectionCornerRadius == 26)
    }

    @Test func aStyleExtendingOneKeepsItsAppearanceUntilItNamesItsOwnBackground() throws {
        let documents = [
            "brandRow": try StyleDocument.decode(json(#"{"extends": "insetGroupedCell"}"#)).get(),
            "brandSidebar": try StyleDocument.decode(
                json(#"{"extends": "insetGroupedCell", "background": "listSidebarCell"}"#)
            ).get(),
        ]
        let compiler = StyleCompiler(documents: documents)
        let row = try compiler.compile("brandRow").get()
        #expect(row.listEnvironment == .insetGrouped)
        #expect(row.resolve(state: state(.ios18)).resolvedBackground.sectionCornerRadius == 10)
        let sidebar = try compiler.compile("brandSidebar").get()
        #expect(sidebar.listEnvironment == nil)
        #expect(sidebar.resolve(state: state(.ios26)).resolvedBackground.sectionCornerRadius == 0)
    }
}
