/// One change the registry published: the version it made and the styles it changed (created, replaced, deleted, or
/// extending one of those, however indirectly), sorted by name. A reload that changed nothing still makes a version,
/// with no styles.
public struct RegistryChange: Sendable, Equatable {
    /// The registry version the change published.
    public var version: UInt64
    /// The names of the styles whose definitions changed, sorted.
    public var styles: [String]

    /// A change to `styles` that published `version`.
    public init(version: UInt64, styles: [String]) {
        self.version = version
        self.styles = styles
    }
}
