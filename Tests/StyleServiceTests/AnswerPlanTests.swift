import Testing
import ViewConfigurations

@testable import StyleService

/// The resolve answer reads the catalogue: every settable row is a member of the answer, written by its kind, unless
/// a hand-written member stands in its place.
@Suite("The answer's plan")
struct AnswerPlanTests {
    /// The dotted paths of the rows a plan writes by their kinds, in answer order.
    private func rowPaths<Values>(_ plan: AnswerPlan<Values>) -> [String] {
        var groups: [String] = []
        var paths: [String] = []
        for step in plan.steps {
            let name = String(decoding: step.key, as: UTF8.self)
            switch step.kind {
            case .beginGroup: groups.append(name)
            case .endGroup: groups.removeLast()
            case .derived: break
            default: paths.append((groups + [name]).joined(separator: "."))
            }
        }
        return paths
    }

    @Test func everyBackgroundRowIsAnswered() {
        let answered = rowPaths(ResolutionEncoder.backgroundPlan)
        #expect(Set(answered) == Set(BackgroundConfiguration.catalogue.properties.map(\.path)))
        #expect(answered.count == BackgroundConfiguration.catalogue.properties.count)
    }

    @Test func everyContentRowIsAnsweredButTheImagesResolvedOnes() {
        let answered = rowPaths(ResolutionEncoder.contentPlan)
        let handWritten: Set = ["imageProperties.preferredSymbolConfiguration", "imageProperties.reservedLayoutSize"]
        let rows = ListContentConfiguration.catalogue.properties.map(\.path).filter { !handWritten.contains($0) }
        #expect(Set(answered) == Set(rows))
        #expect(answered.count == rows.count)
    }

    @Test func rowsThatTheCatalogueMovesStandWhereTheAnswerWantsThem() {
        let answered = rowPaths(ResolutionEncoder.backgroundPlan)
        #expect(Array(answered.prefix(3)) == ["backgroundColor", "backgroundColorTransformer", "cornerRadius"])
        let effect = answered.firstIndex(of: "visualEffect")
        #expect(effect.map { answered[$0 + 1] } == "customView")
    }
}
