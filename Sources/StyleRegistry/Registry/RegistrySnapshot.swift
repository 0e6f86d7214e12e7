import JSON

/// Where a style comes from.
public enum StyleOrigin: String, Hashable, Sendable {
    /// Compiled into the service.
    case builtIn
    /// Registered through the API and kept in the data folder.
    case dataFolder
    /// Loaded from the read-only styles folder (for example a Kubernetes ConfigMap).
    case stylesFolder
}

/// A style as the registry holds it.
public struct RegisteredStyle: Sendable {
    public let definition: StyleDefinition
    public let origin: StyleOrigin
    /// The document as given, for user styles.
    public let document: JSONValue?
}

/// An immutable view of the registry at one version: readers resolve against it without any lock.
public struct RegistrySnapshot: Sendable {
    /// Bumped by every change; part of every ETag.
    public let version: UInt64
    public let styles: [String: RegisteredStyle]

    /// The style of a name.
    public subscript(name: String) -> RegisteredStyle? { styles[name] }

    /// Every style name, built-ins first in their documented order, then user styles alphabetically.
    public var orderedNames: [String] {
        let builtIn = BuiltInStyles.pairings.map(\.name).filter { styles[$0] != nil }
        let user = styles.filter { $0.value.origin != .builtIn }.keys.sorted()
        return builtIn + user
    }
}
