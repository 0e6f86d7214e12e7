import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// The work of one render of a style (its stylesheet, its tokens or an export, a state matrix), counted before any of
/// it is done: the resolutions the render makes times the steps each takes. A service refuses a render over its
/// budget, so that no request holds an event loop for long; every count is exact for the style and the options.
package struct RenderWork: Sendable, Hashable {
    /// What is rendered, for messages (`the stylesheet`).
    package let output: String
    /// How many times the render resolves the style.
    package let resolutions: Int
    /// The steps of one resolution (``steps(of:)``).
    package let stepsPerResolution: Int

    /// The whole render's steps: resolutions times steps, `Int.max` past it.
    package var steps: Int {
        let (product, overflow) = resolutions.multipliedReportingOverflow(by: stepsPerResolution)
        return overflow ? .max : product
    }

    /// The steps of one resolution of the style, a step being about one condition term's evaluation: a fixed part
    /// (the factories updated for the state, every value made concrete and read), a part per declared custom state
    /// (each set to its default), and each rule's condition terms (a custom-state comparison, a keyed lookup, counts
    /// two) and its assignments, applied when it holds.
    package static func steps(of style: StyleDefinition) -> Int {
        var steps = resolutionSteps + style.keys.count * keySteps + assignments(style.overrides)
        for rule in style.rules { steps += 1 + terms(rule.when) + assignments(rule.set) }
        return steps
    }

    /// A resolution's fixed steps.
    static let resolutionSteps = 400
    /// The steps of a declared custom state.
    static let keySteps = 5
    /// The steps of one assignment.
    static let assignmentSteps = 3

    private static func assignments(_ overrides: ConfigurationOverrides) -> Int {
        (overrides.background.count + overrides.content.count + overrides.separator.count
            + (overrides.accessories?.count ?? 0) + overrides.button.count + overrides.contentUnavailable.count)
            * assignmentSteps
    }

    /// The steps of evaluating a condition once, every branch taken.
    private static func terms(_ condition: StateCondition) -> Int {
        switch condition {
        case .always, .flag, .held, .dragState, .dropState, .trait: 1
        case .customState: 2
        case .not(let inner): 1 + terms(inner)
        case .allOf(let conditions), .anyOf(let conditions): conditions.reduce(1) { $0 + terms($1) }
        }
    }

    /// The whole-style stylesheet under `theme` (``StylesheetBuilder``).
    package static func stylesheet(of style: StyleDefinition, theme: CSSOptions.Theme) -> RenderWork {
        RenderWork(
            output: "the stylesheet",
            resolutions: StylesheetBuilder.resolutions(of: style, theme: theme), stepsPerResolution: steps(of: style))
    }

    /// The grid every token file and the SCSS, Tailwind and TypeScript exports are written from (``ExportTable``).
    package static func tokens(of style: StyleDefinition, output: String = "the design tokens") -> RenderWork {
        RenderWork(
            output: output, resolutions: ExportTable.resolutions(of: style), stepsPerResolution: steps(of: style))
    }

    /// An export of `format` (its CSS the stylesheet, Swift code one pass over the style, the others the token grid).
    package static func export(_ format: ExportFormat, of style: StyleDefinition, query: FormatQuery) -> RenderWork {
        switch format {
        case .css: stylesheet(of: style, theme: query.css.theme)
        case .swift: RenderWork(output: "the swift export", resolutions: 1, stepsPerResolution: steps(of: style))
        default: tokens(of: style, output: "the \(format.rawValue) export")
        }
    }

    /// A state matrix of `combinations` resolutions, each applying the request's `overrides` after the style's and
    /// drawing its `content`: a step per byte of its text, which each resolution transforms and the answer writes.
    package static func matrix(
        of style: StyleDefinition, combinations: Int, overrides: ConfigurationOverrides, content: CellContent
    ) -> RenderWork {
        let texts = [content.text, content.secondaryText].map { $0?.utf8.count ?? 0 }
        let runs = [content.attributedText, content.secondaryAttributedText].map {
            $0?.runs.reduce(0) { $0 + $1.text.utf8.count } ?? 0
        }
        return RenderWork(
            output: "the matrix", resolutions: combinations,
            stepsPerResolution: steps(of: style) + assignments(overrides) + (texts + runs).reduce(0, +))
    }

    /// Throws ``ServiceError/overBudget(_:budget:)`` when the work is more steps than `budget`.
    package func check(budget: Int) throws(ServiceError) {
        guard steps <= budget else { throw .overBudget(self, budget: budget) }
    }

    /// Why the render is refused, for the problem's detail and its one error (whose pointer is the style document:
    /// its custom states and rules make the work).
    package func problem(budget: Int) -> DocumentProblem {
        DocumentProblem(
            pointer: JSONPointer(),
            message:
                "\(output) of this style takes \(resolutions) resolutions of \(stepsPerResolution) steps each, "
                + "\(steps) steps; the render budget is \(budget) steps (--render-budget). Fewer custom-state values "
                + "or fewer, simpler rules make it smaller.")
    }
}
