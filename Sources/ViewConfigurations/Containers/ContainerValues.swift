/// Typed values a container reads from its subviews, as SwiftUI's `ContainerValues`.
///
/// Extend it with computed properties that go through ``subscript(_:)``, as SwiftUI apps do:
/// `var myValue: String { get { self[MyKey.self] } set { self[MyKey.self] = newValue } }`.
public struct ContainerValues: Sendable {
    private var storage: [ObjectIdentifier: any Sendable] = [:]

    /// Creates an empty set of values; every key reads its default.
    public init() {}

    /// The value for a key, or the key's default when it was never written.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { (storage[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// True when the key was written (so its value is not the default).
    public func contains<Key: ContainerValueKey>(_ key: Key.Type) -> Bool {
        storage[ObjectIdentifier(key)] != nil
    }
}
