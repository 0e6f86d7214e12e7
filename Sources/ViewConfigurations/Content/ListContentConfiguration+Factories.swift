/// UIKit's list content factories, each giving the style's look in the normal state at Large text, in the iOS 26
/// design (an empty trait collection's). `updated(for:)` gives a state's look in the design its traits name.
extension ListContentConfiguration {
    /// A cell: body text, caption secondary text below. Adapts to `listEnvironment` (iOS 18).
    public static func cell() -> ListContentConfiguration { .init(style: .cell) }
    /// A cell with secondary text tightly below the text. Adapts to `listEnvironment` (iOS 18).
    public static func subtitleCell() -> ListContentConfiguration { .init(style: .subtitleCell) }
    /// A cell with secondary text trailing on the same row. Adapts to `listEnvironment` (iOS 18).
    public static func valueCell() -> ListContentConfiguration { .init(style: .valueCell) }
    /// A header that adapts to `listEnvironment` (iOS 18).
    public static func header() -> ListContentConfiguration { .init(style: .header) }
    /// A footer that adapts to `listEnvironment` (iOS 18).
    public static func footer() -> ListContentConfiguration { .init(style: .footer) }
    /// The large header of an inset-grouped list (iOS 15).
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        .init(style: .prominentInsetGroupedHeader)
    }
    /// The larger header of an inset-grouped list (iOS 15).
    public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
        .init(style: .extraProminentInsetGroupedHeader)
    }
    /// A sidebar cell beside a secondary column.
    public static func accompaniedSidebarCell() -> ListContentConfiguration { .init(style: .accompaniedSidebarCell) }
    /// A sidebar subtitle cell beside a secondary column.
    public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration {
        .init(style: .accompaniedSidebarSubtitleCell)
    }
    /// A sidebar cell (deprecated in iOS 18 for ``cell()``).
    public static func sidebarCell() -> ListContentConfiguration { .init(style: .sidebarCell) }
    /// A sidebar subtitle cell (deprecated in iOS 18 for ``subtitleCell()``).
    public static func sidebarSubtitleCell() -> ListContentConfiguration { .init(style: .sidebarSubtitleCell) }
    /// A sidebar header (deprecated in iOS 18 for ``header()``).
    public static func sidebarHeader() -> ListContentConfiguration { .init(style: .sidebarHeader) }
    /// A plain list header (deprecated in iOS 18).
    public static func plainHeader() -> ListContentConfiguration { .init(style: .plainHeader) }
    /// A plain list footer (deprecated in iOS 18).
    public static func plainFooter() -> ListContentConfiguration { .init(style: .plainFooter) }
    /// A grouped list header: uppercase footnote (deprecated in iOS 18).
    public static func groupedHeader() -> ListContentConfiguration { .init(style: .groupedHeader) }
    /// A grouped list footer (deprecated in iOS 18).
    public static func groupedFooter() -> ListContentConfiguration { .init(style: .groupedFooter) }

    /// The factory for a public factory name (`"sidebarCell"`, `"valueCell"`, …), or nil for an unknown name.
    public init?(factoryName: String) {
        guard let style = ListContentStyle(rawValue: factoryName), style.isPublicFactory else { return nil }
        self.init(style: style)
    }

    /// Every public factory name.
    public static let factoryNames: [String] = ListContentStyle.allCases.filter(\.isPublicFactory).map(\.rawValue)
}
