/// UIKit's background factories, each giving the style's look in the normal state, in the iOS 26 design (an empty
/// trait collection's). `updated(for:)` gives a state's look in the design its traits name.
extension BackgroundConfiguration {
    /// No fill and no stroke; it has no style, so updates leave it unchanged.
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration(style: nil) }
    /// A list cell that adapts to the `listEnvironment` trait on each update (iOS 18).
    public static func listCell() -> BackgroundConfiguration { BackgroundConfiguration(style: .listCell) }
    /// A list header that adapts to the `listEnvironment` trait (iOS 18).
    public static func listHeader() -> BackgroundConfiguration { BackgroundConfiguration(style: .listHeader) }
    /// A list footer that adapts to the `listEnvironment` trait (iOS 18).
    public static func listFooter() -> BackgroundConfiguration { BackgroundConfiguration(style: .listFooter) }
    /// A sidebar cell shown beside a secondary column.
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listAccompaniedSidebarCell)
    }
    /// A plain list cell (deprecated in iOS 18 for ``listCell()``).
    public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration(style: .listPlainCell) }
    /// A grouped or inset-grouped list cell (deprecated in iOS 18 for ``listCell()``).
    public static func listGroupedCell() -> BackgroundConfiguration { BackgroundConfiguration(style: .listGroupedCell) }
    /// A sidebar cell (deprecated in iOS 18 for ``listCell()``).
    public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration(style: .listSidebarCell) }
    /// A plain list header or footer (deprecated in iOS 18).
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listPlainHeaderFooter)
    }
    /// A grouped list header or footer (deprecated in iOS 18).
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listGroupedHeaderFooter)
    }
    /// A sidebar header (deprecated in iOS 18).
    public static func listSidebarHeader() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listSidebarHeader)
    }

    /// The factory for a public factory name (`"listSidebarCell"`, `"clear"`, …), or nil for an unknown name.
    public init?(factoryName: String) {
        if factoryName == "clear" {
            self = .clear()
            return
        }
        guard let style = BackgroundStyle(rawValue: factoryName), style.isPublicFactory else { return nil }
        self.init(style: style)
    }

    /// Every public factory name, `clear` first.
    public static let factoryNames: [String] =
        ["clear"] + BackgroundStyle.allCases.filter(\.isPublicFactory).map(\.rawValue)
}
