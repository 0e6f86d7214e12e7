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
    /// Bumped by every change in this process; part of every registry ETag.
    public let version: UInt64
    public let styles: [String: RegisteredStyle]
    /// A digest of every style's name, origin and document (factories for built-ins): equal styles give equal
    /// digests in any process, so replicas at the same version with different styles never share an ETag.
    public let digest: UInt64

    /// A snapshot of `styles` at `version`.
    public init(version: UInt64, styles: [String: RegisteredStyle]) {
        self.version = version
        self.styles = styles
        var writer = JSONWriter(capacity: 4_096)
        writer.beginArray()
        for name in styles.keys.sorted() {
            guard let style = styles[name] else { continue }
            writer.beginArray()
            writer.value(.string(name))
            writer.value(.string(style.origin.rawValue))
            if let document = style.document {
                writer.value(document)
            } else {
                writer.value(.string(style.definition.backgroundFactory))
                writer.value(.string(style.definition.contentFactory))
            }
            writer.endArray()
        }
        writer.endArray()
        self.digest = ContentDigest.of(writer.bytes)
    }

    /// The style of a name.
    public subscript(name: String) -> RegisteredStyle? { styles[name] }

    /// Every style name, built-ins first in their documented order, then user styles alphabetically.
    public var orderedNames: [String] {
        let builtIn = BuiltInStyles.pairings.map(\.name).filter { styles[$0] != nil }
        let user = styles.filter { $0.value.origin != .builtIn }.keys.sorted()
        return builtIn + user
    }
}
