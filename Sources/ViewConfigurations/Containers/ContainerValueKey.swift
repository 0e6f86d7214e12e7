/// A typed key for a container value, as SwiftUI's `ContainerValueKey`: the key names the value's type
/// and supplies the value read when nothing was written.
public protocol ContainerValueKey {
    associatedtype Value: Sendable
    /// The value of a key that was never written.
    static var defaultValue: Value { get }
}
