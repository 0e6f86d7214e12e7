/// The list around the rows, as `UICollectionLayoutListConfiguration` (iOS 14): its appearance, background,
/// separators and header spacing.
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
    /// The list's look, as `UICollectionLayoutListConfiguration.Appearance`; each sets the `listEnvironment` trait of
    /// the same name.
    public enum Appearance: String, CaseIterable, Hashable, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain

        /// The `listEnvironment` trait the appearance gives its cells.
        public var listEnvironment: ListEnvironment {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            case .sidebar: .sidebar
            case .sidebarPlain: .sidebarPlain
            }
        }

        /// The appearance that sets this environment; nil for `unspecified` and `none` (no list).
        public init?(listEnvironment: ListEnvironment) {
            switch listEnvironment {
            case .plain: self = .plain
            case .grouped: self = .grouped
            case .insetGrouped: self = .insetGrouped
            case .sidebar: self = .sidebar
            case .sidebarPlain: self = .sidebarPlain
            case .unspecified, .none: return nil
            }
        }
    }

    /// Where section headers come from, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, CaseIterable, Hashable, Sendable {
        case none, supplementary, firstItemInSection
    }

    /// Where section footers come from, as `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: String, CaseIterable, Hashable, Sendable {
        case none, supplementary
    }

    /// The list's look, fixed at creation as in UIKit.
    public let appearance: Appearance
    /// Whether rows show separators (true on iOS); false disables ``separatorConfiguration``.
    public var showsSeparators = true
    /// The section's separators (iOS 14.5), defaulting to the appearance's.
    public var separatorConfiguration: ListSeparatorConfiguration
    /// The list's background; nil means the appearance's.
    public var backgroundColor: Color? = nil
    /// Where section headers come from; none by default.
    public var headerMode = HeaderMode.none
    /// Where section footers come from; none by default.
    public var footerMode = FooterMode.none
    /// Padding above each section header (iOS 15); nil, or a negative value, means automatic.
    public var headerTopPadding: Double? = nil

    /// The defaults of an appearance, as `init(appearance:)`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }
}
