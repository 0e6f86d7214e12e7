import ViewConfigurations

/// The traits a condition or a request can name, by their UIKit names (and `designGeneration`, which stands for the
/// app's SDK and Info.plist choice).
public enum TraitName: String, CaseIterable, Hashable, Sendable {
    case userInterfaceStyle, accessibilityContrast, preferredContentSizeCategory, layoutDirection
    case horizontalSizeClass, verticalSizeClass, userInterfaceIdiom, legibilityWeight, userInterfaceLevel
    case activeAppearance, displayScale, listEnvironment, containerWidth, designGeneration

    /// The raw names the trait accepts, in order (comparisons such as `atLeast` follow this order);
    /// empty for `displayScale` and `containerWidth`, which are numbers.
    public var allowedValues: [String] {
        switch self {
        case .userInterfaceStyle: UserInterfaceStyle.allCases.map(\.rawValue)
        case .accessibilityContrast: AccessibilityContrast.allCases.map(\.rawValue)
        case .preferredContentSizeCategory: ContentSizeCategory.allCases.map(\.rawValue)
        case .layoutDirection: LayoutDirection.allCases.map(\.rawValue)
        case .horizontalSizeClass, .verticalSizeClass: UserInterfaceSizeClass.allCases.map(\.rawValue)
        case .userInterfaceIdiom: UserInterfaceIdiom.allCases.map(\.rawValue)
        case .legibilityWeight: LegibilityWeight.allCases.map(\.rawValue)
        case .userInterfaceLevel: UserInterfaceLevel.allCases.map(\.rawValue)
        case .activeAppearance: UserInterfaceActiveAppearance.allCases.map(\.rawValue)
        case .displayScale, .containerWidth: []
        case .listEnvironment: ListEnvironment.allCases.map(\.rawValue)
        case .designGeneration: DesignGeneration.allCases.map(\.rawValue)
        }
    }

    /// Whether the trait's value is a number rather than a name.
    public var isNumeric: Bool { self == .displayScale || self == .containerWidth }

    /// The trait's value in a trait collection, as a comparable value (an enum trait by its position). An
    /// unspecified container width is `unspecified`, a name no number equals or orders against, so a condition on
    /// it holds only under `not`.
    func value(in traits: TraitCollection) -> ComparableValue {
        func rank<T: CaseIterable & Equatable>(_ value: T) -> ComparableValue where T.AllCases == [T] {
            .ordinal(T.allCases.firstIndex(of: value) ?? 0)
        }
        switch self {
        case .userInterfaceStyle: return rank(traits.userInterfaceStyle)
        case .accessibilityContrast: return rank(traits.accessibilityContrast)
        case .preferredContentSizeCategory: return rank(traits.preferredContentSizeCategory)
        case .layoutDirection: return rank(traits.layoutDirection)
        case .horizontalSizeClass: return rank(traits.horizontalSizeClass)
        case .verticalSizeClass: return rank(traits.verticalSizeClass)
        case .userInterfaceIdiom: return rank(traits.userInterfaceIdiom)
        case .legibilityWeight: return rank(traits.legibilityWeight)
        case .userInterfaceLevel: return rank(traits.userInterfaceLevel)
        case .activeAppearance: return rank(traits.activeAppearance)
        case .displayScale: return .number(traits.displayScale)
        case .containerWidth: return traits.containerWidth.map(ComparableValue.number) ?? .string("unspecified")
        case .listEnvironment: return rank(traits.listEnvironment)
        case .designGeneration: return rank(traits.designGeneration)
        }
    }

    /// The comparable value of one of ``allowedValues``, or nil for a name the trait does not have.
    func ordinal(of name: String) -> ComparableValue? {
        allowedValues.firstIndex(of: name).map(ComparableValue.ordinal)
    }
}
