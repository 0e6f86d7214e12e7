/// Why the registry refused a change.
public enum RegistryError: Error, Sendable {
    /// The service runs with `--read-only`.
    case readOnly
    /// Built-in styles cannot be changed.
    case builtInStyle(String)
    /// The style comes from the read-only styles folder.
    case stylesFolderStyle(String)
    /// The name breaks ``StyleName/rule``.
    case invalidName(String)
    case notFound(String)
    /// The document (or a style that extends it) has problems.
    case invalidDocument(DocumentProblems)
    /// Other styles extend this one, so it cannot be deleted.
    case hasDependents(String, [String])
    /// The registry holds ``RegistryLimits/maximumStyles`` styles (the limit), so a new one is refused.
    case tooManyStyles(limit: Int)
    /// The document is larger than ``RegistryLimits/maximumDocumentBytes`` (its compact JSON's bytes, the limit).
    case documentTooLarge(bytes: Int, limit: Int)
    /// The data folder could not be written; nothing changed.
    case storage(StorageError)
}
