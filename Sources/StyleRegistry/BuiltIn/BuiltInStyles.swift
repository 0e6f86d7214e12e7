/// UIKit's system pairings of a background factory and a content factory, named after the content factory plus its
/// list appearance where needed.
public enum BuiltInStyles {
    /// `(name, background factory, content factory)` for every built-in style, in the order they are listed.
    public static let pairings: [(name: String, background: String, content: String)] = [
        ("cell", "listPlainCell", "cell"),
        ("subtitleCell", "listPlainCell", "subtitleCell"),
        ("valueCell", "listPlainCell", "valueCell"),
        ("groupedCell", "listGroupedCell", "cell"),
        ("groupedSubtitleCell", "listGroupedCell", "subtitleCell"),
        ("groupedValueCell", "listGroupedCell", "valueCell"),
        ("insetGroupedCell", "listGroupedCell", "cell"),
        ("insetGroupedSubtitleCell", "listGroupedCell", "subtitleCell"),
        ("insetGroupedValueCell", "listGroupedCell", "valueCell"),
        ("sidebarCell", "listSidebarCell", "sidebarCell"),
        ("sidebarSubtitleCell", "listSidebarCell", "sidebarSubtitleCell"),
        ("accompaniedSidebarCell", "listAccompaniedSidebarCell", "accompaniedSidebarCell"),
        ("accompaniedSidebarSubtitleCell", "listAccompaniedSidebarCell", "accompaniedSidebarSubtitleCell"),
        ("plainHeader", "listPlainHeaderFooter", "plainHeader"),
        ("plainFooter", "listPlainHeaderFooter", "plainFooter"),
        ("groupedHeader", "listGroupedHeaderFooter", "groupedHeader"),
        ("groupedFooter", "listGroupedHeaderFooter", "groupedFooter"),
        ("insetGroupedHeader", "listGroupedHeaderFooter", "groupedHeader"),
        ("insetGroupedFooter", "listGroupedHeaderFooter", "groupedFooter"),
        ("prominentInsetGroupedHeader", "listGroupedHeaderFooter", "prominentInsetGroupedHeader"),
        ("extraProminentInsetGroupedHeader", "listGroupedHeaderFooter", "extraProminentInsetGroupedHeader"),
        ("sidebarHeader", "listSidebarHeader", "sidebarHeader"),
        ("clear", "clear", "cell"),
        ("listCell", "listCell", "cell"),
        ("listSubtitleCell", "listCell", "subtitleCell"),
        ("listValueCell", "listCell", "valueCell"),
        ("listHeader", "listHeader", "header"),
        ("listFooter", "listFooter", "footer"),
    ]

    /// Every built-in style, by name.
    public static let all: [String: StyleDefinition] = {
        var styles: [String: StyleDefinition] = [:]
        for pairing in pairings {
            styles[pairing.name] = StyleDefinition(
                name: pairing.name, kind: .builtIn, backgroundFactory: pairing.background,
                contentFactory: pairing.content)
        }
        return styles
    }()
}
