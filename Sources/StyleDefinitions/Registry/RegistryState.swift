/// What a registry has published: the snapshot readers resolve against, the documents it was built from and the
/// stored styles it left out, each with why. Immutable once published, so a validation reads it without waiting
/// for a writer.
struct RegistryState: Sendable {
    var snapshot: RegistrySnapshot
    var documents: RegistryDocuments
    /// Stored styles that are not in the snapshot (they do not compile, their base is not loaded, the style cap
    /// left them out, or their data-folder file did not decode at start-up), by name.
    var leftOut: [String: DocumentProblems]
}
