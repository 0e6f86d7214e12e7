@testable import ViewConfigurations

/// A factory of §3.1 (the four classic ones, their aliases, the four iOS 26 glass ones) and the style it names.
enum ButtonFactory: String, CaseIterable, Sendable {
    case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
    case glass, prominentGlass, clearGlass, prominentClearGlass

    /// The style behind the factory: §3.1 names each alias as another name for a classic style.
    var style: ButtonConfiguration.Style {
        switch self {
        case .plain, .borderless: .plain
        case .gray, .bordered: .gray
        case .tinted, .borderedTinted: .tinted
        case .filled, .borderedProminent: .filled
        case .glass: .glass
        case .prominentGlass: .prominentGlass
        case .clearGlass: .clearGlass
        case .prominentClearGlass: .prominentClearGlass
        }
    }

    var isGlass: Bool { [.glass, .prominentGlass, .clearGlass, .prominentClearGlass].contains(style) }

    func make() -> ButtonConfiguration {
        switch self {
        case .plain: .plain()
        case .gray: .gray()
        case .tinted: .tinted()
        case .filled: .filled()
        case .borderless: .borderless()
        case .bordered: .bordered()
        case .borderedTinted: .borderedTinted()
        case .borderedProminent: .borderedProminent()
        case .glass: .glass()
        case .prominentGlass: .prominentGlass()
        case .clearGlass: .clearGlass()
        case .prominentClearGlass: .prominentClearGlass()
        }
    }
}

/// What the app sets on the configuration before the updates: the properties that must stay locked.
enum Customization: CaseIterable, Sendable {
    /// Nothing: every value is the style's.
    case none
    /// `baseForegroundColor` systemOrange and `baseBackgroundColor` systemPurple: the styles derive from them.
    case baseColors
    /// `background.backgroundColor` a fixed navy and `background.cornerRadius` 9.
    case background
    /// `background.backgroundColor` nil: the tint fills it (facts §5).
    case backgroundTint
    /// `contentInsets` {1, 2, 3, 4}, `imagePadding` 6, a subtitle without a title and the pop-up indicator.
    case layout
    /// `automaticallyUpdateForSelection` the opposite of the factory's.
    case selectionFlipped

    /// The text the customization gives the button: whether it has a title and a subtitle.
    var text: (title: Bool, subtitle: Bool) {
        switch self {
        case .none, .backgroundTint: (false, false)
        case .baseColors, .selectionFlipped: (true, false)
        case .background: (true, true)
        case .layout: (false, true)
        }
    }

    static let navy: UInt32 = 0x1234_56FF
    static let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    static let cornerRadius = 9.0
    static let imagePadding = 6.0
    static let baseForeground = PaletteColor.systemOrange
    static let baseBackground = PaletteColor.systemPurple
}

/// One case of the oracle: a configuration the app built, the state it is updated for, the traits and the
/// resolution's inputs.
struct ButtonCase: Sendable {
    var factory: ButtonFactory
    var customization: Customization
    /// §3.2's bits: 1 highlighted, 2 disabled, 4 selected, 8 focused, 16 held.
    var bits: Int
    var look: OracleLook
    var tint: InputColor
    var size: ButtonConfiguration.ButtonSize
    var category: ContentSizeCategory
    /// The corner style the app sets, or nil for the factory's.
    var cornerStyle: ButtonConfiguration.CornerStyle?
    var role: ButtonConfiguration.Role
    /// The button's height, or nil to leave it to the library (then only height-free radii are compared).
    var height: Double?
    /// Whether Bold Text is on (`legibilityWeight` bold).
    var boldText = false
    /// Whether a light look leaves the appearance and a normal one the contrast unspecified (UIKit reads them as
    /// light and normal).
    var unspecified = false
    /// Whether the button sits at the elevated level: the facts' §7.2–§7.5 colors have no elevated variant, so a
    /// dark look reads the same.
    var elevated = false

    var highlighted: Bool { bits & 1 != 0 }
    var disabled: Bool { bits & 2 != 0 }
    var selected: Bool { bits & 4 != 0 }
    var focused: Bool { bits & 8 != 0 }
    var held: Bool { bits & 16 != 0 }

    var traits: TraitCollection {
        TraitCollection(
            userInterfaceStyle: look.dark ? .dark : unspecified ? .unspecified : .light,
            accessibilityContrast: look.high ? .high : unspecified ? .unspecified : .normal,
            preferredContentSizeCategory: category, legibilityWeight: boldText ? .bold : .regular,
            designGeneration: look.design26 ? .ios26 : .ios18)
    }

    var state: ButtonConfigurationState {
        ButtonConfigurationState(
            traitCollection: traits, isHighlighted: highlighted, isDisabled: disabled, isSelected: selected,
            isFocused: focused, isHeld: held)
    }

    /// The configuration as the app builds it: the factory, the button size, the corner style and the customization.
    func configuration() -> ButtonConfiguration {
        var configuration = factory.make()
        if size != .medium { configuration.buttonSize = size }
        if let cornerStyle { configuration.cornerStyle = cornerStyle }
        switch customization {
        case .none: break
        case .baseColors:
            configuration.title = "Add"
            configuration.baseForegroundColor = Customization.baseForeground.libraryColor
            configuration.baseBackgroundColor = Customization.baseBackground.libraryColor
        case .background:
            configuration.title = "Add"
            configuration.subtitle = "Later"
            configuration.background.backgroundColor = Color(ResolvedColor(rgba: Customization.navy))
            configuration.background.cornerRadius = Customization.cornerRadius
        case .backgroundTint:
            configuration.background.backgroundColor = nil
        case .layout:
            configuration.contentInsets = Customization.insets
            configuration.imagePadding = Customization.imagePadding
            configuration.subtitle = "Later"
            configuration.indicator = .popup
        case .selectionFlipped:
            configuration.title = "Add"
            configuration.automaticallyUpdateForSelection = !configuration.automaticallyUpdateForSelection
        }
        return configuration
    }

    var description: String {
        var parts = [
            factory.rawValue, "\(customization)", "bits \(bits)", look.description, "tint \(tint.description)",
            "\(size)", category.rawValue, "role \(role)",
        ]
        if let cornerStyle { parts.append("corner \(cornerStyle)") }
        if let height { parts.append("h \(height)") }
        if boldText { parts.append("bold text") }
        if unspecified { parts.append("unspecified") }
        if elevated { parts.append("elevated") }
        return parts.joined(separator: " ")
    }
}
