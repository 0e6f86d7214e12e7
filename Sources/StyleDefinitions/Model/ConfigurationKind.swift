/// What a style configures, and so the shape of its answer (`kind`): a list cell's background and content, a
/// button (`UIButton.Configuration`) or an empty state (`UIContentUnavailableConfiguration`).
public enum ConfigurationKind: String, CaseIterable, Hashable, Sendable {
    /// A list cell, header or footer: a background and a content configuration.
    case cell
    /// A system button.
    case button
    /// An empty, loading or no-results view.
    case contentUnavailable
}
