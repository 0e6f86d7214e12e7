/// A background factory as UIKit names it (§3.4).
enum BackgroundFactory: Sendable {
    case clear, listCell, listHeader, listFooter, listPlainCell, listGroupedCell, listSidebarCell
    case listAccompaniedSidebarCell, listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
}

/// The background style a factory gives in a list environment (§3.5): the adaptive factories made concrete.
enum ConcreteBackground {
    case clear, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell, sidebarPlainCell
    case plainHeaderFooter, groupedHeaderFooter, sidebarHeader
}

/// A list content factory as UIKit names it (§4.5), the adaptive ones included.
enum ContentFactory: Sendable {
    case cell, subtitleCell, valueCell, header, footer
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
    case plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader
    case extraProminentInsetGroupedHeader, sidebarHeader
}
