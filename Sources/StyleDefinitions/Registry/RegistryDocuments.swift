/// The documents a registry holds: the user styles of the data folder and the operator's styles of the styles
/// folder. A name in both is the styles folder's (the operator wins); the user's document stays in the data folder.
struct RegistryDocuments: Sendable {
    /// Every decoded document of the data folder, hidden ones included.
    private(set) var dataFolder: [String: StyleDocument] = [:]
    /// Every decoded document of the styles folder.
    var stylesFolder: [String: StyleDocument] = [:] {
        didSet { all = Self.merged(dataFolder, stylesFolder) }
    }
    /// The documents that count: the styles folder's, and the data folder's whose names it does not hold. Kept up
    /// to date by each change, so a write does not merge the two folders again.
    private(set) var all: [String: StyleDocument] = [:]

    init(dataFolder: [String: StyleDocument] = [:], stylesFolder: [String: StyleDocument] = [:]) {
        self.dataFolder = dataFolder
        self.stylesFolder = stylesFolder
        self.all = Self.merged(dataFolder, stylesFolder)
    }

    /// Sets (or with nil removes) a data-folder document.
    mutating func setUserDocument(_ document: StyleDocument?, named name: String) {
        dataFolder[name] = document
        if stylesFolder[name] == nil { all[name] = document }
    }

    /// The data folder's documents that a styles-folder style of the same name hides, sorted.
    var hidden: [String] { dataFolder.keys.filter { stylesFolder[$0] != nil }.sorted() }

    /// The documents of both folders that name one of `paths`.
    func naming(_ paths: Set<String>) -> (dataFolder: [String], stylesFolder: [String]) {
        func names(_ documents: [String: StyleDocument]) -> [String] {
            documents.filter { !$0.value.tokenPaths.isDisjoint(with: paths) }.map(\.key)
        }
        return (names(dataFolder), names(stylesFolder))
    }

    /// The names of `all` that extend `name`.
    func dependents(of name: String) -> [String] { all.filter { $0.value.extends == name }.map(\.key) }

    private static func merged(
        _ dataFolder: [String: StyleDocument], _ stylesFolder: [String: StyleDocument]
    ) -> [String: StyleDocument] {
        dataFolder.merging(stylesFolder) { _, folder in folder }
    }
}
