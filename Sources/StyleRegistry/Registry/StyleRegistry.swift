import JSON
import Synchronization

/// The named styles the service resolves: every built-in, the writable user styles of the data folder and the
/// read-only ones of the styles folder.
///
/// Readers take an immutable ``RegistrySnapshot`` (one short lock to copy a reference), so a resolution never waits
/// on a writer; writers are serialised, write to disk durably first, then publish a new snapshot with the next
/// version.
public final class StyleRegistry: Sendable {
    /// What loading found wrong (files skipped), for the start-up log.
    public struct LoadReport: Sendable {
        public var loaded: Int
        public var problems: [String]
        /// Whether a reload published a new registry: false when it failed, or found the same documents as before
        /// (a watcher's spurious wake-up, an identical ConfigMap) and kept the registry, its version and its tags.
        public var changed = true
    }

    private struct Documents: Sendable {
        var dataFolder: [String: StyleDocument] = [:]
        var stylesFolder: [String: StyleDocument] = [:]

        var all: [String: StyleDocument] { dataFolder.merging(stylesFolder) { _, folder in folder } }
    }

    private let current: Mutex<RegistrySnapshot>
    private let writer: Mutex<Documents>
    private let store: StyleStore?
    private let stylesFolder: String?
    /// Whether writes are refused (`--read-only`).
    public let isReadOnly: Bool

    /// A registry with the built-ins, the styles of the data folder (`store`) and of the read-only `stylesFolder`.
    /// Files that do not load are skipped and listed in ``initialLoadReport``.
    public init(store: StyleStore?, stylesFolder: String? = nil, readOnly: Bool = false) {
        self.store = store
        self.stylesFolder = stylesFolder
        self.isReadOnly = readOnly
        var problems: [String] = []
        var documents = Documents()
        if let store {
            let loaded = store.loadAll()
            problems += loaded.problems.map { "data folder: \($0)" }
            documents.dataFolder = Self.decodeAll(loaded.styles, folder: "data folder", problems: &problems)
        }
        if let stylesFolder {
            let loaded = FolderReader(directory: stylesFolder).readStyles(
                reader: JSONReader(), removingTemporaryFiles: false)
            problems += loaded.problems.map { "styles folder: \($0)" }
            documents.stylesFolder = Self.decodeAll(loaded.styles, folder: "styles folder", problems: &problems)
        }
        let (styles, failures) = Self.compileAll(documents)
        problems += Self.lines(failures)
        self.current = Mutex(RegistrySnapshot(version: 1, styles: styles))
        self.writer = Mutex(documents)
        self.initialLoadReport = LoadReport(loaded: styles.count - BuiltInStyles.all.count, problems: problems)
    }

    /// What the initial load found.
    public let initialLoadReport: LoadReport

    /// The registry as it is now.
    public var snapshot: RegistrySnapshot { current.withLock { $0 } }

    /// Creates or replaces a user style; returns whether it was created, and the registry it published. The write is
    /// durable before this returns.
    public func put(
        name: String, document source: JSONValue
    ) throws(RegistryError) -> (created: Bool, snapshot: RegistrySnapshot) {
        if isReadOnly { throw .readOnly }
        let document = try Self.decode(name: name, document: source)
        let result: Result<(Bool, RegistrySnapshot), RegistryError> = writer.withLock { documents in
            let created: Bool
            let candidate: Documents
            let compiled: [String: RegisteredStyle]
            switch Self.check(name, document, in: documents, published: snapshot) {
            case .failure(let error): return .failure(error)
            case .success(let change): (created, candidate, compiled) = change
            }
            if let store {
                do throws(StorageError) {
                    try store.write(name: name, document: source)
                } catch {
                    return .failure(.storage(error))
                }
            }
            documents = candidate
            return .success((created, publish(compiled)))
        }
        return try result.get()
    }

    /// Checks a document as ``put(name:document:)`` would, without writing: returns whether the put would create
    /// the style, or throws the refusal it would meet. A read-only registry validates too (only the write is
    /// refused there), so an editor can check a style against any service. Nothing is published or stored.
    public func validate(name: String, document source: JSONValue) throws(RegistryError) -> Bool {
        let document = try Self.decode(name: name, document: source)
        let documents = writer.withLock { $0 }
        switch Self.check(name, document, in: documents, published: snapshot) {
        case .success(let change): return change.0
        case .failure(let error): throw error
        }
    }

    /// The name and the document on their own: a valid name, not a built-in, a document that decodes.
    private static func decode(name: String, document source: JSONValue) throws(RegistryError) -> StyleDocument {
        guard StyleName.isValid(name) else { throw .invalidName(name) }
        if BuiltInStyles.all[name] != nil { throw .builtInStyle(name) }
        switch StyleDocument.decode(source) {
        case .success(let decoded): return decoded
        case .failure(let problems): throw .invalidDocument(problems)
        }
    }

    /// The documents with `name` set to `document`, compiled: whether the style is new, the new documents and every
    /// compiled style, or why the change is refused (a styles-folder style, problems in it or in a style extending it).
    private static func check(
        _ name: String, _ document: StyleDocument, in documents: Documents, published: RegistrySnapshot
    ) -> Result<(Bool, Documents, [String: RegisteredStyle]), RegistryError> {
        if documents.stylesFolder[name] != nil { return .failure(.stylesFolderStyle(name)) }
        var candidate = documents
        let created = candidate.dataFolder[name] == nil
        candidate.dataFolder[name] = document
        switch compileChecking(name, in: candidate, published: published) {
        case .failure(let problems): return .failure(.invalidDocument(problems))
        case .success(let styles): return .success((created, candidate, styles))
        }
    }

    /// Deletes a user style; returns the registry it published.
    public func delete(name: String) throws(RegistryError) -> RegistrySnapshot {
        if isReadOnly { throw .readOnly }
        if BuiltInStyles.all[name] != nil { throw .builtInStyle(name) }
        let result: Result<RegistrySnapshot, RegistryError> = writer.withLock { documents in
            if documents.stylesFolder[name] != nil { return .failure(.stylesFolderStyle(name)) }
            guard documents.dataFolder[name] != nil else { return .failure(.notFound(name)) }
            let dependents = documents.all.filter { $0.value.extends == name }.keys.sorted()
            if !dependents.isEmpty { return .failure(.hasDependents(name, dependents)) }
            if let store {
                do throws(StorageError) {
                    try store.delete(name: name)
                } catch {
                    return .failure(.storage(error))
                }
            }
            documents.dataFolder[name] = nil
            return .success(publish(Self.compileAll(documents).styles))
        }
        return try result.get()
    }

    /// Reads the styles folder again (on `SIGHUP`, or when the folder watcher sees it change). All or nothing: when
    /// any file fails to load or compile, the registry keeps what it had and the problems are returned. Documents
    /// equal to the ones loaded publish nothing.
    public func reloadStylesFolder() -> LoadReport {
        guard let stylesFolder else { return LoadReport(loaded: 0, problems: ["no styles folder is configured"]) }
        return writer.withLock { documents in
            let loaded = FolderReader(directory: stylesFolder).readStyles(
                reader: JSONReader(), removingTemporaryFiles: false)
            var problems = loaded.problems
            var candidate = documents
            candidate.stylesFolder = Self.decodeAll(loaded.styles, folder: "styles folder", problems: &problems)
            let (styles, failures) = Self.compileAll(candidate)
            problems += Self.lines(failures)
            guard problems.isEmpty else { return LoadReport(loaded: 0, problems: problems, changed: false) }
            if candidate.stylesFolder.mapValues(\.source) == documents.stylesFolder.mapValues(\.source) {
                return LoadReport(loaded: candidate.stylesFolder.count, problems: [], changed: false)
            }
            documents = candidate
            publish(styles)
            return LoadReport(loaded: candidate.stylesFolder.count, problems: [])
        }
    }

    @discardableResult
    private func publish(_ styles: [String: RegisteredStyle]) -> RegistrySnapshot {
        current.withLock { snapshot in
            snapshot = RegistrySnapshot(version: snapshot.version + 1, styles: styles)
            return snapshot
        }
    }

    private static func decodeAll(
        _ sources: [String: JSONValue], folder: String, problems: inout [String]
    )
        -> [String: StyleDocument]
    {
        var documents: [String: StyleDocument] = [:]
        for (name, source) in sources {
            if BuiltInStyles.all[name] != nil {
                problems.append("\(folder): \(name).json: \"\(name)\" is a built-in style and cannot be redefined")
                continue
            }
            switch StyleDocument.decode(source) {
            case .success(let document): documents[name] = document
            case .failure(let failure):
                problems.append(contentsOf: failure.problems.map { "\(folder): \(name).json: \($0)" })
            }
        }
        return documents
    }

    /// Every style compiled; user styles that fail are left out, with their problems by name.
    private static func compileAll(
        _ documents: Documents
    )
        -> (styles: [String: RegisteredStyle], failures: [String: DocumentProblems])
    {
        var styles = BuiltInStyles.all.mapValues { RegisteredStyle(definition: $0, origin: .builtIn, document: nil) }
        var failures: [String: DocumentProblems] = [:]
        let all = documents.all
        let compiler = StyleCompiler(documents: all)
        for (name, document) in all {
            switch compiler.compile(name) {
            case .success(let definition):
                let origin: StyleOrigin = documents.stylesFolder[name] != nil ? .stylesFolder : .dataFolder
                styles[name] = RegisteredStyle(definition: definition, origin: origin, document: document.source)
            case .failure(let failure):
                failures[name] = failure
            }
        }
        return (styles, failures)
    }

    /// The failures as log lines, by style name.
    private static func lines(_ failures: [String: DocumentProblems]) -> [String] {
        failures.keys.sorted().flatMap { name in failures[name]?.problems.map { "\(name): \($0)" } ?? [] }
    }

    /// Every style compiled, refusing the change when the changed style fails or a style that compiled before the
    /// change (one extending it) no longer does.
    private static func compileChecking(
        _ name: String, in candidate: Documents, published: RegistrySnapshot
    )
        -> Result<[String: RegisteredStyle], DocumentProblems>
    {
        let (styles, failures) = compileAll(candidate)
        if let own = failures[name] { return .failure(own) }
        var problems: [DocumentProblem] = []
        for other in failures.keys.sorted() where published[other] != nil {
            problems +=
                failures[other]?.problems.map {
                    DocumentProblem(
                        pointer: $0.pointer,
                        message: "style \"\(other)\", which extends this one, would fail: \($0.message)")
                } ?? []
        }
        return problems.isEmpty ? .success(styles) : .failure(DocumentProblems(problems))
    }
}
