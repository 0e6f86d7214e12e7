import ViewConfigurations

/// UIKit's system pairings of a background factory and a content factory, named after the content factory plus its
/// list appearance where needed.
public enum BuiltInStyles {
    /// `(name, background factory, content factory, list appearance)` for every built-in style, in the order they
    /// are listed. The appearance is the list a style's name places it in (``StyleDefinition/listEnvironment``):
    /// `insetGroupedCell` resolves in an inset-grouped list unless the request names another, so its section is
    /// rounded; nil for the styles any list can use.
    public static let pairings:
        [(name: String, background: String, content: String, listEnvironment: ListEnvironment?)] = [
            ("cell", "listPlainCell", "cell", nil),
            ("subtitleCell", "listPlainCell", "subtitleCell", nil),
            ("valueCell", "listPlainCell", "valueCell", nil),
            ("groupedCell", "listGroupedCell", "cell", .grouped),
            ("groupedSubtitleCell", "listGroupedCell", "subtitleCell", .grouped),
            ("groupedValueCell", "listGroupedCell", "valueCell", .grouped),
            ("insetGroupedCell", "listGroupedCell", "cell", .insetGrouped),
            ("insetGroupedSubtitleCell", "listGroupedCell", "subtitleCell", .insetGrouped),
            ("insetGroupedValueCell", "listGroupedCell", "valueCell", .insetGrouped),
            ("sidebarCell", "listSidebarCell", "sidebarCell", .sidebar),
            ("sidebarSubtitleCell", "listSidebarCell", "sidebarSubtitleCell", .sidebar),
            ("accompaniedSidebarCell", "listAccompaniedSidebarCell", "accompaniedSidebarCell", .sidebar),
            (
                "accompaniedSidebarSubtitleCell", "listAccompaniedSidebarCell", "accompaniedSidebarSubtitleCell",
                .sidebar
            ),
            ("plainHeader", "listPlainHeaderFooter", "plainHeader", nil),
            ("plainFooter", "listPlainHeaderFooter", "plainFooter", nil),
            ("groupedHeader", "listGroupedHeaderFooter", "groupedHeader", .grouped),
            ("groupedFooter", "listGroupedHeaderFooter", "groupedFooter", .grouped),
            ("insetGroupedHeader", "listGroupedHeaderFooter", "groupedHeader", .insetGrouped),
            ("insetGroupedFooter", "listGroupedHeaderFooter", "groupedFooter", .insetGrouped),
            ("prominentInsetGroupedHeader", "listGroupedHeaderFooter", "prominentInsetGroupedHeader", .insetGrouped),
            (
                "extraProminentInsetGroupedHeader", "listGroupedHeaderFooter", "extraProminentInsetGroupedHeader",
                .insetGrouped
            ),
            ("sidebarHeader", "listSidebarHeader", "sidebarHeader", .sidebar),
            ("clear", "clear", "cell", nil),
            ("listCell", "listCell", "cell", nil),
            ("listSubtitleCell", "listCell", "subtitleCell", nil),
            ("listValueCell", "listCell", "valueCell", nil),
            ("listHeader", "listHeader", "header", nil),
            ("listFooter", "listFooter", "footer", nil),
        ]

    /// `(name, factory)` for every built-in button style, named after `UIButton.Configuration`'s factory, in the
    /// order they are listed: the four styles, their iOS 15 aliases, then iOS 26's glass.
    public static let buttons: [(name: String, factory: String)] = ButtonConfiguration.factoryNames.map {
        ($0 + "Button", $0)
    }

    /// `(name, factory)` for every built-in empty state, named after `UIContentUnavailableConfiguration`'s factory.
    public static let contentUnavailables: [(name: String, factory: String)] =
        ContentUnavailableConfiguration.factoryNames.map { ($0 + "ContentUnavailable", $0) }

    /// Every built-in style's name in the order they are listed: the cells, the buttons, the empty states.
    public static let names: [String] = pairings.map(\.name) + buttons.map(\.name) + contentUnavailables.map(\.name)

    /// Every built-in style, by name.
    public static let all: [String: StyleDefinition] = {
        var styles: [String: StyleDefinition] = [:]
        for pairing in pairings {
            styles[pairing.name] = StyleDefinition(
                name: pairing.name, kind: .builtIn, backgroundFactory: pairing.background,
                contentFactory: pairing.content, listEnvironment: pairing.listEnvironment)
        }
        for button in buttons {
            styles[button.name] = StyleDefinition(name: button.name, kind: .builtIn, factories: .button(button.factory))
        }
        for empty in contentUnavailables {
            styles[empty.name] = StyleDefinition(
                name: empty.name, kind: .builtIn, factories: .contentUnavailable(empty.factory))
        }
        return styles
    }()
}
