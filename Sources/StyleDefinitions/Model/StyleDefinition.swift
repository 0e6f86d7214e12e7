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
    /// The UIKit factories the style starts from; their case is what the style configures.
    public var factories: StyleFactories {
        switch componentBase {
        case nil: .cell(background: cellBackgroundFactory, content: cellContentFactory)
        case .button(let name, _)?: .button(name)
        case .contentUnavailable(let name, _)?: .contentUnavailable(name)
        }
    }
    /// What the style configures: a cell, a button or an empty state. Stored, so reading it copies nothing.
    public let configurationKind: ConfigurationKind
    /// A cell style's background factory (`listSidebarCell`, `clear`, …); nil for other kinds.
    public var backgroundFactory: String? { componentBase == nil ? cellBackgroundFactory : nil }
    /// A cell style's content factory (`sidebarCell`, `valueCell`, …); nil for other kinds.
    public var contentFactory: String? { componentBase == nil ? cellContentFactory : nil }
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

    /// A button's or an empty state's factory and fresh configuration, boxed: a cell style, copied on every
    /// resolution, stays as small and as cheap to copy as it was.
    indirect enum ComponentBase: Hashable, Sendable {
        case button(String, ButtonConfiguration)
        case contentUnavailable(String, ContentUnavailableConfiguration)
    }

    /// A cell style's factory names (empty for the other kinds, which name theirs in ``componentBase``).
    private let cellBackgroundFactory: String
    private let cellContentFactory: String

    /// The fresh factory configurations, built once: a cell's background and content (a clear background and a
    /// plain cell for the other kinds, never read), and a button's or an empty state's configuration.
    let baseBackground: BackgroundConfiguration
    let baseContent: ListContentConfiguration
    let componentBase: ComponentBase?

    /// A button style's fresh configuration.
    var baseButton: ButtonConfiguration? {
        if case .button(_, let button)? = componentBase { button } else { nil }
    }

    /// An empty-state style's fresh configuration.
    var baseContentUnavailable: ContentUnavailableConfiguration? {
        if case .contentUnavailable(_, let configuration)? = componentBase { configuration } else { nil }
    }

    /// Creates a cell style; nil when either factory name is unknown.
    public init?(
        name: String, kind: Kind, backgroundFactory: String, contentFactory: String, extends: String? = nil,
        keys: [CustomStateKeyDeclaration] = [], overrides: ConfigurationOverrides = .init(), rules: [StyleRule] = [],
        automaticallyUpdatesBackgroundConfiguration: Bool = true, automaticallyUpdatesContentConfiguration: Bool = true,
        listEnvironment: ListEnvironment? = nil
    ) {
        self.init(
            name: name, kind: kind, factories: .cell(background: backgroundFactory, content: contentFactory),
            extends: extends, keys: keys, overrides: overrides, rules: rules,
            automaticallyUpdatesBackgroundConfiguration: automaticallyUpdatesBackgroundConfiguration,
            automaticallyUpdatesContentConfiguration: automaticallyUpdatesContentConfiguration,
            listEnvironment: listEnvironment)
    }

    /// Creates a style of any kind; nil when a factory name is unknown.
    public init?(
        name: String, kind: Kind, factories: StyleFactories, extends: String? = nil,
        keys: [CustomStateKeyDeclaration] = [], overrides: ConfigurationOverrides = .init(), rules: [StyleRule] = [],
        automaticallyUpdatesBackgroundConfiguration: Bool = true, automaticallyUpdatesContentConfiguration: Bool = true,
        listEnvironment: ListEnvironment? = nil
    ) {
        var component: ComponentBase?
        let background: BackgroundConfiguration
        let content: ListContentConfiguration
        switch factories {
        case .cell(let backgroundName, let contentName):
            guard let made = BackgroundConfiguration(factoryName: backgroundName),
                let madeContent = ListContentConfiguration(factoryName: contentName)
            else { return nil }
            (background, content) = (made, madeContent)
        case .button(let factory):
            guard let made = ButtonConfiguration(factoryName: factory) else { return nil }
            (background, content, component) = (.clear(), .cell(), .button(factory, made))
        case .contentUnavailable(let factory):
            guard let made = ContentUnavailableConfiguration(factoryName: factory) else { return nil }
            (background, content, component) = (.clear(), .cell(), .contentUnavailable(factory, made))
        }
        self.name = name
        self.kind = kind
        if case .cell(let backgroundName, let contentName) = factories {
            (cellBackgroundFactory, cellContentFactory) = (backgroundName, contentName)
        } else {
            (cellBackgroundFactory, cellContentFactory) = ("", "")
        }
        self.extends = extends
        self.keys = keys
        self.overrides = overrides
        self.rules = rules
        self.automaticallyUpdatesBackgroundConfiguration = automaticallyUpdatesBackgroundConfiguration
        self.automaticallyUpdatesContentConfiguration = automaticallyUpdatesContentConfiguration
        self.listEnvironment = listEnvironment
        self.baseBackground = background
        self.baseContent = content
        self.componentBase = component
        self.configurationKind = factories.kind
    }

    /// The declaration of a custom-state key, if the style declares it.
    public func declaration(of key: ConfigurationStateCustomKey) -> CustomStateKeyDeclaration? {
        keys.first { $0.key == key }
    }
}
