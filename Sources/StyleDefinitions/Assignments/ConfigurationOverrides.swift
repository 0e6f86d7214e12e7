import ViewConfigurations

/// Background and content assignments applied together: a style's overrides, a rule's `set`, a request's overrides.
public struct ConfigurationOverrides: Hashable, Sendable {
    public var background: [BackgroundAssignment]
    public var content: [ContentAssignment]

    public init(background: [BackgroundAssignment] = [], content: [ContentAssignment] = []) {
        self.background = background
        self.content = content
    }

    /// Whether nothing is set.
    public var isEmpty: Bool { background.isEmpty && content.isEmpty }
}
