/// The factories by name, as style documents and built-in styles name them.
extension ButtonConfiguration {
    /// Every factory name, as UIKit spells the static functions: the four styles, their iOS 15 aliases and the four
    /// glass styles.
    public static let factoryNames = [
        "plain", "gray", "tinted", "filled", "borderless", "bordered", "borderedTinted", "borderedProminent", "glass",
        "prominentGlass", "clearGlass", "prominentClearGlass",
    ]

    /// The factory's configuration for a name of ``factoryNames``, or nil for an unknown name.
    public init?(factoryName: String) {
        switch factoryName {
        case "borderless": self = .borderless()
        case "bordered": self = .bordered()
        case "borderedTinted": self = .borderedTinted()
        case "borderedProminent": self = .borderedProminent()
        default:
            guard let style = Style(rawValue: factoryName) else { return nil }
            self.init(style: style)
        }
    }
}
