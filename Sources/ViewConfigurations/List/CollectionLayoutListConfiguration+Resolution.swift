/// Resolution of the list: the appearance's defaults where the configuration leaves them, for the traits.
extension CollectionLayoutListConfiguration {
    /// A list configuration for the list a `listEnvironment` trait describes; nil outside a list.
    public init?(listEnvironment: ListEnvironment) {
        guard let appearance = Appearance(listEnvironment: listEnvironment) else { return nil }
        self.init(appearance: appearance)
    }

    /// The list concrete for the traits (their `listEnvironment` is set to the appearance's): background,
    /// separators, the padding above the header of the section (`isFirstSection` says whether it is the first) and
    /// the section's corner radius.
    public func resolved(
        with traits: TraitCollection, isFirstSection: Bool = false
    ) -> ResolvedCollectionLayoutListConfiguration {
        resolution(with: traits, isFirstSection: isFirstSection).resolved
    }

    /// The list with, by answer member, why each value the appearance supplies is inferred.
    func resolution(
        with traits: TraitCollection, isFirstSection: Bool
    ) -> (resolved: ResolvedCollectionLayoutListConfiguration, reasons: [String: String]) {
        var traits = traits
        traits.listEnvironment = appearance.listEnvironment
        var reasons: [String: String] = [:]
        let background = backgroundColor ?? Color(defaultBackground(reasons: &reasons))
        if backgroundColor == nil, let reason = background.systemColor?.inferredReason(for: traits) {
            ReferenceChoices.add("backgroundColor", reason, to: &reasons)
        }
        var padding = headerTopPadding ?? -1
        if padding < 0 {
            padding = automaticHeaderTopPadding(isFirstSection: isFirstSection, reasons: &reasons)
            if traits.designGeneration == .ios26 {
                ReferenceChoices.add("headerTopPadding", ReferenceChoices.keptInIOS26, to: &reasons)
            }
        }
        let resolved = ResolvedCollectionLayoutListConfiguration(
            appearance: appearance, backgroundColor: background.resolvedColor(with: traits),
            showsSeparators: showsSeparators, headerTopPadding: padding,
            sectionCornerRadius: BackgroundStyle.listCell.sectionCornerRadius(for: traits))
        return (resolved, reasons)
    }

    /// The appearance's background: systemGroupedBackground for grouped lists (observed), UIKit's internal table
    /// and sidebar colors otherwise.
    private func defaultBackground(reasons: inout [String: String]) -> SystemColor {
        switch appearance {
        case .grouped, .insetGrouped:
            return .systemGroupedBackground
        case .plain, .sidebarPlain:
            reasons["backgroundColor"] =
                "UIKit's internal tableBackgroundColor has no public value; taken as systemBackground"
            return ReferenceChoices.plainListBackground
        case .sidebar:
            reasons["backgroundColor"] =
                "UIKit's internal sidebar background color has no public value; taken as secondarySystemBackground"
            return ReferenceChoices.sidebarListBackground
        }
    }

    /// The automatic padding above a section header: 22 in plain lists (iOS 15's plain headers), 0 in grouped ones,
    /// whose spacing comes from the header margins.
    private func automaticHeaderTopPadding(isFirstSection: Bool, reasons: inout [String: String]) -> Double {
        switch appearance {
        case .grouped, .insetGrouped:
            return 0
        case .plain, .sidebarPlain:
            guard isFirstSection else { return Self.plainHeaderTopPadding }
            reasons["headerTopPadding"] =
                "the padding above a plain list's first header is not public; 22, as above the others"
            return ReferenceChoices.plainFirstHeaderTopPadding
        case .sidebar:
            reasons["headerTopPadding"] = "the padding above a sidebar's headers is not public; 0, as grouped lists"
            return ReferenceChoices.sidebarHeaderTopPadding
        }
    }

    /// The padding above a plain list's section headers after the first (UIKit's table constants, iOS 15+).
    static let plainHeaderTopPadding = 22.0
}
