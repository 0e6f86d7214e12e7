import JSON
import StyleRegistry

extension StyleRegistry {
    /// A registry without a store holding the built-in styles and one style `name` from the JSON `document`: the
    /// core's tests resolve against it.
    static func holding(_ name: String, document: String) throws -> StyleRegistry {
        let registry = StyleRegistry(store: nil)
        _ = try registry.put(name: name, document: try JSONReader().parse(Array(document.utf8)))
        return registry
    }
}
