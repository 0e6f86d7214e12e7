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

    /// The built-in styles and `archivable`: `sidebarCell` with one custom state, `com.example.isArchived` (a
    /// boolean, false by default). The batch tests resolve against it.
    static func withArchivable() throws -> StyleRegistry {
        try holding(
            "archivable",
            document: #"""
                {"extends": "sidebarCell", "keys": {"com.example.isArchived": {"type": "boolean", "default": false}}}
                """#)
    }
}
