import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// A condition on a trait as a Swift expression over `state.traitCollection`: a content size category ordered as
/// `UIContentSizeCategory` orders, a number compared as a number, any other trait by membership in the values the
/// comparison admits (the trait's order is the service's, which UIKit's raw values need not follow). The design
/// generation is read from the style's `designGeneration` (docs/SWIFT.md); a container width, which UIKit's traits
/// do not carry, is refused.
struct SwiftTraitTest {
    let trait: TraitName
    let comparison: ValueComparison

    /// The trait's value in Swift, and UIKit's type of it (for `.none`).
    private var subject: (text: String, type: String) {
        switch trait {
        case .userInterfaceStyle: ("state.traitCollection.userInterfaceStyle", "UIUserInterfaceStyle")
        case .accessibilityContrast: ("state.traitCollection.accessibilityContrast", "UIAccessibilityContrast")
        case .preferredContentSizeCategory:
            ("state.traitCollection.preferredContentSizeCategory", "UIContentSizeCategory")
        case .layoutDirection: ("state.traitCollection.layoutDirection", "UITraitEnvironmentLayoutDirection")
        case .horizontalSizeClass: ("state.traitCollection.horizontalSizeClass", "UIUserInterfaceSizeClass")
        case .verticalSizeClass: ("state.traitCollection.verticalSizeClass", "UIUserInterfaceSizeClass")
        case .userInterfaceIdiom: ("state.traitCollection.userInterfaceIdiom", "UIUserInterfaceIdiom")
        case .legibilityWeight: ("state.traitCollection.legibilityWeight", "UILegibilityWeight")
        case .userInterfaceLevel: ("state.traitCollection.userInterfaceLevel", "UIUserInterfaceLevel")
        case .activeAppearance: ("state.traitCollection.activeAppearance", "UIUserInterfaceActiveAppearance")
        case .displayScale: ("state.traitCollection.displayScale", "CGFloat")
        case .listEnvironment: ("state.traitCollection.listEnvironment", "UIListEnvironment")
        case .containerWidth: ("", "")
        case .designGeneration: ("Self.designGeneration", "DesignGeneration")
        }
    }

    /// The expression; records the iOS version and the design generation it needs.
    func expression(at pointer: JSONPointer, needs: inout SwiftExportNeeds) -> SwiftCondition.Term {
        switch trait {
        case .containerWidth:
            needs.refuse(
                pointer,
                "containerWidth is not a UIKit trait, so a rule on it cannot be exported to Swift; use the size "
                    + "classes (horizontalSizeClass) instead")
            return ("false", .primary)
        case .listEnvironment: needs.require(iOS: 18)
        case .designGeneration: needs.designGeneration = true
        default: break
        }
        if trait.isNumeric {
            return numeric()
        }
        if trait == .preferredContentSizeCategory, let bound = orderingBound {
            return ("\(subject.text) \(ValueComparison.swiftOperator(comparison)) \(name(bound))", .comparison)
        }
        let admitted = trait.allowedValues.indices.filter { comparison.matches(.ordinal($0)) }
        if trait == .userInterfaceIdiom, admitted.contains(where: { trait.allowedValues[$0] == "vision" }) {
            needs.require(iOS: 17)
        }
        if admitted.count == trait.allowedValues.count { return ("true", .primary) }
        return SwiftCondition.membership(admitted.map(name), of: subject.text)
    }

    /// The bound of an ordering comparison on an enum trait.
    private var orderingBound: Int? {
        switch comparison {
        case .atLeast(.ordinal(let rank)), .atMost(.ordinal(let rank)), .greaterThan(.ordinal(let rank)),
            .lessThan(.ordinal(let rank)):
            rank
        default: nil
        }
    }

    /// The value of the trait at `rank`, as a member of its UIKit type.
    private func name(_ rank: Int) -> String {
        SwiftCondition.member(trait.allowedValues[rank], of: subject.type)
    }

    /// A comparison of a numeric trait.
    private func numeric() -> SwiftCondition.Term {
        let subject = subject.text
        switch comparison {
        case .equals(.number(let value)): return ("\(subject) == \(SwiftValue.number(value))", .comparison)
        case .oneOf(let values):
            let numbers = ValueComparison.sorted(values).compactMap { value -> String? in
                if case .number(let number) = value { SwiftValue.number(number) } else { nil }
            }
            return SwiftCondition.membership(numbers, of: subject)
        case .atLeast(.number(let value)), .atMost(.number(let value)), .greaterThan(.number(let value)),
            .lessThan(.number(let value)):
            return ("\(subject) \(ValueComparison.swiftOperator(comparison)) \(SwiftValue.number(value))", .comparison)
        default: return ("false", .primary)
        }
    }
}
