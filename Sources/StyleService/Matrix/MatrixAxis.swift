import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// One axis of a state matrix, spelled as a matrix body's `axes` and the answer spell it: the named states, then
/// each trait the matrix can vary. The one place an axis is named; everything else asks the axis.
package enum MatrixAxis: String, CaseIterable, Sendable {
    case states
    case userInterfaceStyle
    case accessibilityContrast
    case preferredContentSizeCategory
    case layoutDirection
    case designGeneration

    /// The axes that set a trait, in the order of the answer's `axes` and of each combination's `traits`.
    package static let traitAxes = allCases.filter { $0 != .states }

    /// Whether the answer lists the axis when the request does not give it: the states, the two default trait axes,
    /// and the design (every combination says which it used).
    package var isAlwaysListed: Bool {
        switch self {
        case .states, .userInterfaceStyle, .accessibilityContrast, .designGeneration: true
        case .preferredContentSizeCategory, .layoutDirection: false
        }
    }

    /// The states a designer checks first (for a cell, 5 × 2 × 2 = 20 combinations with the default trait axes), in
    /// one design: the base state's (its `designGeneration` trait, else the server's default). Both designs are an
    /// axis away. A button adds its menu being held; an empty state has no named states of its own.
    static func defaultStates(of kind: ConfigurationKind) -> [String] {
        switch kind {
        case .cell: ["normal", "highlighted", "selected", "disabled", "focused"]
        case .button: ["normal", "highlighted", "selected", "disabled", "focused", "held"]
        case .contentUnavailable: ["normal"]
        }
    }

    /// The axis's values when the request does not give it: the kind's ``defaultStates(of:)`` then the style's
    /// `customStates`; both appearances and both contrasts (a designer checks them first); null (the base state's
    /// trait) for the other traits.
    func defaultValues(of kind: ConfigurationKind, customStates: [String]) -> [JSONValue] {
        switch self {
        case .states: (Self.defaultStates(of: kind) + customStates).map(JSONValue.string)
        case .userInterfaceStyle:
            [.string(UserInterfaceStyle.light.rawValue), .string(UserInterfaceStyle.dark.rawValue)]
        case .accessibilityContrast:
            [.string(AccessibilityContrast.normal.rawValue), .string(AccessibilityContrast.high.rawValue)]
        case .preferredContentSizeCategory, .layoutDirection, .designGeneration: [.null]
        }
    }

    /// One value of this trait axis (a name of its trait's enum), or nil with the problem reported; the states axis
    /// has no trait and decodes nothing.
    func trait(_ value: JSONValue, at pointer: JSONPointer, decoder: inout RequestDecoder) -> MatrixTrait? {
        switch self {
        case .states: nil
        case .userInterfaceStyle:
            decoder.name(value, as: UserInterfaceStyle.self, at: pointer).map(MatrixTrait.userInterfaceStyle)
        case .accessibilityContrast:
            decoder.name(value, as: AccessibilityContrast.self, at: pointer).map(MatrixTrait.accessibilityContrast)
        case .preferredContentSizeCategory:
            decoder.name(value, as: ContentSizeCategory.self, at: pointer).map(
                MatrixTrait.preferredContentSizeCategory)
        case .layoutDirection:
            decoder.name(value, as: LayoutDirection.self, at: pointer).map(MatrixTrait.layoutDirection)
        case .designGeneration:
            decoder.name(value, as: DesignGeneration.self, at: pointer).map(MatrixTrait.designGeneration)
        }
    }

    /// The name of this axis's trait in `traits` (nil for the states axis), as a combination's `traits` gives it.
    func name(in traits: TraitCollection) -> String? {
        switch self {
        case .states: nil
        case .userInterfaceStyle: traits.userInterfaceStyle.rawValue
        case .accessibilityContrast: traits.accessibilityContrast.rawValue
        case .preferredContentSizeCategory: traits.preferredContentSizeCategory.rawValue
        case .layoutDirection: traits.layoutDirection.rawValue
        case .designGeneration: traits.designGeneration.rawValue
        }
    }
}
