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
        resolution(with: traits, isFirstSection: isFirstSection, explaining: false).resolved
    }

    /// The list with, by answer member, why each value the appearance supplies is inferred (only when
    /// `explaining`: the reasons cost more than the values).
    func resolution(
        with traits: TraitCollection, isFirstSection: Bool, explaining: Bool = true
    ) -> (resolved: ResolvedCollectionLayoutListConfiguration, reasons: [String: String]) {
        var traits = traits
        traits.listEnvironment = appearance.listEnvironment
        var reasons: [String: String] = [:]
        let defaultBackground = backgroundColor == nil ? self.defaultBackground : nil
        let background = backgroundColor ?? Color(defaultBackground?.color ?? .systemBackground)
        if explaining, let defaultBackground {
            if let reason = defaultBackground.reason { reasons["backgroundColor"] = reason }
            if let reason = background.systemColor?.inferredReason(for: traits) {
                ReferenceChoices.add("backgroundColor", reason, to: &reasons)
            }
        }
        var padding = headerTopPadding ?? -1
        if padding < 0 {
            let automatic = automaticHeaderTopPadding(isFirstSection: isFirstSection)
            padding = automatic.padding
            if explaining, let reason = automatic.reason { reasons["headerTopPadding"] = reason }
            if explaining, traits.designGeneration == .ios26 {
                ReferenceChoices.add("headerTopPadding", ReferenceChoices.keptInIOS26, to: &reasons)
            }
        }
        if explaining, traits.designGeneration == .ios26 {
            // The list metrics moved to code not in public sources; only the section radius is given for iOS 26.
            if backgroundColor == nil {
                ReferenceChoices.add("backgroundColor", ReferenceChoices.keptInIOS26, to: &reasons)
            }
            // Showing separators is the default; hiding them is the app's own.
            if showsSeparators { ReferenceChoices.add("showsSeparators", ReferenceChoices.keptInIOS26, to: &reasons) }
        }
        let resolved = ResolvedCollectionLayoutListConfiguration(
            appearance: appearance, backgroundColor: background.resolvedColor(with: traits),
            showsSeparators: showsSeparators, headerTopPadding: padding,
            sectionCornerRadius: BackgroundStyle.listCell.sectionCornerRadius(for: traits))
        return (resolved, reasons)
    }

    /// The appearance's background: systemGroupedBackground for grouped lists (observed), UIKit's internal table
    /// and sidebar colors otherwise; and why it is inferred.
    private var defaultBackground: (color: SystemColor, reason: String?) {
        switch appearance {
        case .grouped, .insetGrouped:
            (.systemGroupedBackground, nil)
        case .plain, .sidebarPlain:
            (
                ReferenceChoices.plainListBackground,
                "UIKit's internal tableBackgroundColor has no public value; taken as systemBackground"
            )
        case .sidebar:
            (
                ReferenceChoices.sidebarListBackground,
                "UIKit's internal sidebar background color has no public value; taken as secondarySystemBackground"
            )
        }
    }

    /// The automatic padding above a section header: 22 in plain lists (iOS 15's plain headers), 0 in grouped ones,
    /// whose spacing comes from the header margins; and why it is inferred.
    private func automaticHeaderTopPadding(isFirstSection: Bool) -> (padding: Double, reason: String?) {
        switch appearance {
        case .grouped, .insetGrouped:
            (0, nil)
        case .plain, .sidebarPlain:
            isFirstSection
                ? (
                    ReferenceChoices.plainFirstHeaderTopPadding,
                    "the padding above a plain list's first header is not public; 22, as above the others"
                ) : (Self.plainHeaderTopPadding, nil)
        case .sidebar:
            (
                ReferenceChoices.sidebarHeaderTopPadding,
                "the padding above a sidebar's headers is not public; 0, as grouped lists"
            )
        }
    }

    /// The padding above a plain list's section headers after the first (UIKit's table constants, iOS 15+).
    static let plainHeaderTopPadding = 22.0
}
