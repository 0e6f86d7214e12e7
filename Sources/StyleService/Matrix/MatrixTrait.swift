import ViewConfigurations

/// One value of a trait axis of a state matrix: the trait it sets in each of its combinations.
package enum MatrixTrait: Hashable, Sendable {
    case userInterfaceStyle(UserInterfaceStyle)
    case accessibilityContrast(AccessibilityContrast)
    case preferredContentSizeCategory(ContentSizeCategory)
    case layoutDirection(LayoutDirection)
    case designGeneration(DesignGeneration)

    /// The trait's name, as the answer's `axes` lists it.
    package var name: String {
        switch self {
        case .userInterfaceStyle(let style): style.rawValue
        case .accessibilityContrast(let contrast): contrast.rawValue
        case .preferredContentSizeCategory(let size): size.rawValue
        case .layoutDirection(let direction): direction.rawValue
        case .designGeneration(let design): design.rawValue
        }
    }

    /// Sets the trait in `traits`.
    func apply(to traits: inout TraitCollection) {
        switch self {
        case .userInterfaceStyle(let style): traits.userInterfaceStyle = style
        case .accessibilityContrast(let contrast): traits.accessibilityContrast = contrast
        case .preferredContentSizeCategory(let size): traits.preferredContentSizeCategory = size
        case .layoutDirection(let direction): traits.layoutDirection = direction
        case .designGeneration(let design): traits.designGeneration = design
        }
    }
}
