import ViewConfigurations

/// A style ready to resolve: its base factories, declared custom-state keys, locked overrides and rules, with any
/// `extends` chain already flattened (the parent's overrides and rules come first).
public struct StyleDefinition: Hashable, Sendable {
    /// Where a style comes from.
    public enum Kind: String, Hashable, Sendable {
        /// One of UIKit's system pairings, compiled into the service.
        case builtIn
        /// Registered through the API or loaded from a styles folder.
        case user
    }

    public var name: String
    public var kind: Kind
    /// The UIKit background factory the style starts from (`listSidebarCell`, `clear`, …).
    public var backgroundFactory: String
    /// The UIKit content factory the style starts from (`sidebarCell`, `valueCell`, …).
    public var contentFactory: String
    /// The style this one extends, if any (its values are already folded in).
    public var extends: String?
    /// Custom states the style declares, with their types and defaults.
    public var keys: [CustomStateKeyDeclaration]
    public var overrides: ConfigurationOverrides
    public var rules: [StyleRule]
    /// When false, the state does not change the background's system defaults, as in UIKit.
    public var automaticallyUpdatesBackgroundConfiguration: Bool
    /// When false, the state does not change the content's system defaults, as in UIKit.
    public var automaticallyUpdatesContentConfiguration: Bool
    /// The list appearance the style is made for (`insetGroupedCell`'s is inset-grouped), or nil for any. A state
    /// whose traits leave `listEnvironment` unspecified resolves in it, so what the list layout draws (the section's
    /// rounded corners) and rules on the environment follow the style's name, as they would in that list.
    public var listEnvironment: ListEnvironment?

    /// The fresh factory configurations, built once.
    let baseBackground: BackgroundConfiguration
    let baseContent: ListContentConfiguration

    /// Creates a style; nil when either factory name is unknown.
    public init?(
        name: String, kind: Kind, backgroundFactory: String, contentFactory: String, extends: String? = nil,
        keys: [CustomStateKeyDeclaration] = [], overrides: ConfigurationOverrides = .init(), rules: [StyleRule] = [],
        automaticallyUpdatesBackgroundConfiguration: Bool = true, automaticallyUpdatesContentConfiguration: Bool = true,
        listEnvironment: ListEnvironment? = nil
    ) {
        guard let background = BackgroundConfiguration(factoryName: backgroundFactory),
            let content = ListContentConfiguration(factoryName: contentFactory)
        else { return nil }
        self.name = name
        self.kind = kind
        self.backgroundFactory = backgroundFactory
        self.contentFactory = contentFactory
        self.extends = extends
        self.keys = keys
        self.overrides = overrides
        self.rules = rules
        self.automaticallyUpdatesBackgroundConfiguration = automaticallyUpdatesBackgroundConfiguration
        self.automaticallyUpdatesContentConfiguration = automaticallyUpdatesContentConfiguration
        self.listEnvironment = listEnvironment
        self.baseBackground = background
        self.baseContent = content
    }

    /// The declaration of a custom-state key, if the style declares it.
    public func declaration(of key: ConfigurationStateCustomKey) -> CustomStateKeyDeclaration? {
        keys.first { $0.key == key }
    }
}
