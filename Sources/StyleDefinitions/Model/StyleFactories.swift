import ViewConfigurations

/// The UIKit factories a style starts from, by name: a cell's background and content factories, a button's
/// factory or an empty state's. One case per ``ConfigurationKind``, so a style never mixes a cell base with a button.
public enum StyleFactories: Hashable, Sendable {
    /// A background factory (`listSidebarCell`, `clear`, …) and a content factory (`sidebarCell`, `valueCell`, …).
    case cell(background: String, content: String)
    /// A `UIButton.Configuration` factory (`filled`, `borderedProminent`, `glass`, …).
    case button(String)
    /// A `UIContentUnavailableConfiguration` factory (`empty`, `loading`, `search`).
    case contentUnavailable(String)

    /// What the factories configure.
    public var kind: ConfigurationKind {
        switch self {
        case .cell: .cell
        case .button: .button
        case .contentUnavailable: .contentUnavailable
        }
    }

    /// The factory names, as a style's summary lists them.
    public var names: [String] {
        switch self {
        case .cell(let background, let content): [background, content]
        case .button(let name), .contentUnavailable(let name): [name]
        }
    }
}
