import StrictJSON
import StyleDefinitions
import StyleService

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

extension Resolver {
    /// A batch's whole answer, written in pieces of `itemsPerPiece` items, or its error: read whichever way the
    /// batch takes, or (`fromTree`) into a tree, the reference the scanner's reading is held to.
    func batchOutcome(
        _ body: [UInt8], snapshot: RegistrySnapshot, itemsPerPiece: Int, fromTree: Bool = false
    ) -> Result<[UInt8], ServiceError> {
        do throws(ServiceError) {
            var answer =
                fromTree
                ? try planBatchFromTree(body: body, snapshot: snapshot, itemsPerPiece: itemsPerPiece)
                : try planBatch(body: body, snapshot: snapshot, itemsPerPiece: itemsPerPiece)
            return .success(answer.remainingBytes())
        } catch {
            return .failure(error)
        }
    }
}
