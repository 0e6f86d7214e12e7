import ViewConfigurations

/// UIKit's pairings the 30 built-in styles are named after (§3.5, §4.6, §10.1), transcribed for the matrix.
enum ReferenceStyles {
    /// Name → background factory, content factory, and the list the name places the style in (nil: any list).
    static let table: [(name: String, background: BackgroundFactory, content: ContentFactory, list: ListEnvironment?)] =
        [
            ("cell", .listPlainCell, .cell, nil),
            ("subtitleCell", .listPlainCell, .subtitleCell, nil),
            ("valueCell", .listPlainCell, .valueCell, nil),
            ("groupedCell", .listGroupedCell, .cell, .grouped),
            ("groupedSubtitleCell", .listGroupedCell, .subtitleCell, .grouped),
            ("groupedValueCell", .listGroupedCell, .valueCell, .grouped),
            ("insetGroupedCell", .listGroupedCell, .cell, .insetGrouped),
            ("insetGroupedSubtitleCell", .listGroupedCell, .subtitleCell, .insetGrouped),
            ("insetGroupedValueCell", .listGroupedCell, .valueCell, .insetGrouped),
            ("sidebarCell", .listSidebarCell, .sidebarCell, .sidebar),
            ("sidebarSubtitleCell", .listSidebarCell, .sidebarSubtitleCell, .sidebar),
            ("accompaniedSidebarCell", .listAccompaniedSidebarCell, .accompaniedSidebarCell, .sidebar),
            ("accompaniedSidebarSubtitleCell", .listAccompaniedSidebarCell, .accompaniedSidebarSubtitleCell, .sidebar),
            ("plainHeader", .listPlainHeaderFooter, .plainHeader, nil),
            ("plainFooter", .listPlainHeaderFooter, .plainFooter, nil),
            ("groupedHeader", .listGroupedHeaderFooter, .groupedHeader, .grouped),
            ("groupedFooter", .listGroupedHeaderFooter, .groupedFooter, .grouped),
            ("insetGroupedHeader", .listGroupedHeaderFooter, .groupedHeader, .insetGrouped),
            ("insetGroupedFooter", .listGroupedHeaderFooter, .groupedFooter, .insetGrouped),
            ("prominentInsetGroupedHeader", .listGroupedHeaderFooter, .prominentInsetGroupedHeader, .insetGrouped),
            (
                "extraProminentInsetGroupedHeader", .listGroupedHeaderFooter, .extraProminentInsetGroupedHeader,
                .insetGrouped
            ),
            ("sidebarHeader", .listSidebarHeader, .sidebarHeader, .sidebar),
            ("clear", .clear, .cell, nil),
            ("listCell", .listCell, .cell, nil),
            ("listSubtitleCell", .listCell, .subtitleCell, nil),
            ("listValueCell", .listCell, .valueCell, nil),
            ("listHeader", .listHeader, .header, nil),
            ("listFooter", .listFooter, .footer, nil),
        ]

    /// The styles the matrix also puts in every list environment: the adaptive ones.
    static let adaptive = ["listCell", "listSubtitleCell", "listValueCell", "listHeader", "listFooter"]

    /// The environments a list can set (§2), for the adaptive styles.
    static let environments: [ListEnvironment] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]

    /// §3.5: the background style a factory gives in the environment.
    static func concrete(_ factory: BackgroundFactory, in list: ListEnvironment) -> ConcreteBackground {
        switch factory {
        case .clear: .clear
        case .listPlainCell: .plainCell
        case .listGroupedCell: .groupedCell
        case .listSidebarCell: .sidebarCell
        case .listAccompaniedSidebarCell: .accompaniedSidebarCell
        case .listPlainHeaderFooter: .plainHeaderFooter
        case .listGroupedHeaderFooter: .groupedHeaderFooter
        case .listSidebarHeader: .sidebarHeader
        case .listCell:
            switch list {
            case .grouped, .insetGrouped: .groupedCell
            case .sidebar: .sidebarCell
            case .sidebarPlain: .sidebarPlainCell
            case .plain, .none, .unspecified: .plainCell
            }
        case .listHeader:
            switch list {
            case .grouped, .insetGrouped: .groupedHeaderFooter
            case .sidebar: .sidebarHeader
            case .plain, .none, .unspecified, .sidebarPlain: .plainHeaderFooter
            }
        case .listFooter:
            switch list {
            case .grouped, .insetGrouped, .sidebar: .groupedHeaderFooter
            case .plain, .none, .unspecified, .sidebarPlain: .plainHeaderFooter
            }
        }
    }

    /// §4.6: the content factory an adaptive one becomes in the environment (fixed ones stay).
    static func concrete(_ factory: ContentFactory, in list: ListEnvironment) -> ContentFactory {
        let sidebar = list == .sidebar || list == .sidebarPlain
        switch factory {
        case .cell: return sidebar ? .sidebarCell : .cell
        case .subtitleCell: return sidebar ? .sidebarSubtitleCell : .subtitleCell
        case .header:
            switch list {
            case .grouped, .insetGrouped: return .groupedHeader
            case .sidebar: return .sidebarHeader
            case .plain, .none, .unspecified, .sidebarPlain: return .plainHeader
            }
        case .footer:
            switch list {
            case .grouped, .insetGrouped, .sidebar: return .groupedFooter
            case .plain, .none, .unspecified, .sidebarPlain: return .plainFooter
            }
        default: return factory
        }
    }
}
