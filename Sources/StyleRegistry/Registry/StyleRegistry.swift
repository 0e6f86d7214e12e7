import JSON
import Synchronization

/// The named styles the service resolves: every built-in, the writable user styles of the data folder and the
/// read-only ones of the styles folder.
///
/// Readers take an immutable ``RegistrySnapshot`` (one short lock to copy a reference), so a resolution never waits
/// on a writer; writers are serialised, write to disk durably first, then publish a new snapshot with the next
/// version. Every publication (a put, a delete, a reload by any means) is also a ``RegistryChange``: kept in a
/// bounded ``ChangeHistory`` and handed to the change observers, in version order.
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

    /// What hears of changes: the history and the observers.
    private struct ChangeFeed {
        var history: ChangeHistory
        var observers: [@Sendable (RegistryChange) -> Void] = []
    }

    private let current: Mutex<RegistrySnapshot>
    /// The version of `current`, stored after it changes: read without the lock.
    private let currentVersion = Atomic<UInt64>(1)
    private let writer: Mutex<Documents>
    private let feed: Mutex<ChangeFeed>
    private let store: StyleStore?
    private let stylesFolder: FolderReader?
    /// Held by a reload from its read of the styles folder to its publication: reloads run one at a time, so an older
    /// read never replaces a newer one. Writers do not take it.
    private let reloading = Mutex<Void>(())
    /// Whether writes are refused (`--read-only`).
    public let isReadOnly: Bool

    /// A registry with the built-ins, the styles of the data folder (`store`) and of the read-only folder that
    /// `stylesFolder` reads. Files that do not load are skipped and listed in ``initialLoadReport``. The last
    /// `changeHistoryCapacity` changes are kept in ``changeHistory``.
    public init(
        store: StyleStore?, stylesFolder: FolderReader? = nil, readOnly: Bool = false, changeHistoryCapacity: Int = 256
    ) {
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
            let loaded = stylesFolder.readStyles(reader: JSONReader(), removingTemporaryFiles: false)
            problems += loaded.problems.map { "styles folder: \($0)" }
            documents.stylesFolder = Self.decodeAll(loaded.styles, folder: "styles folder", problems: &problems)
        }
        let (styles, failures) = Self.compileAll(documents)
        problems += Self.lines(failures)
        self.current = Mutex(RegistrySnapshot(version: 1, styles: styles))
        self.writer = Mutex(documents)
        self.feed = Mutex(ChangeFeed(history: ChangeHistory(version: 1, capacity: changeHistoryCapacity)))
        self.initialLoadReport = LoadReport(loaded: styles.count - BuiltInStyles.all.count, problems: problems)
    }

    /// What the initial load found.
    public let initialLoadReport: LoadReport

    /// The registry as it is now.
    public var snapshot: RegistrySnapshot { current.withLock { $0 } }

    /// The version of the registry as it is now, without its snapshot (no lock, no reference counted): a snapshot
    /// taken after reading it is at least this version.
    public var version: UInt64 { currentVersion.load(ordering: .acquiring) }

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
            let published = publish(compiled, changing: Self.changedNames(from: documents, to: candidate))
            documents = candidate
            return .success((created, published))
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
            let previous = documents
            documents.dataFolder[name] = nil
            return .success(
                publish(Self.compileAll(documents).styles, changing: Self.changedNames(from: previous, to: documents)))
        }
        return try result.get()
    }

    /// Reads the styles folder again (on `SIGHUP`, or when the folder watcher sees it change). All or nothing: when
    /// any file fails to load or compile, the registry keeps what it had and the problems are returned. Documents
    /// equal to the ones loaded publish nothing. The folder is read before the write lock is taken, so a slow read
    /// delays this reload only, never a put, a delete or a validation.
    public func reloadStylesFolder() -> LoadReport {
        guard let stylesFolder else { return LoadReport(loaded: 0, problems: ["no styles folder is configured"]) }
        return reloading.withLock { _ in
            let loaded = stylesFolder.readStyles(reader: JSONReader(), removingTemporaryFiles: false)
            var problems = loaded.problems
            let folderDocuments = Self.decodeAll(loaded.styles, folder: "styles folder", problems: &problems)
            // Compiled against the documents as they are under the lock: a put made during the read is kept.
            return writer.withLock { documents in
                var candidate = documents
                candidate.stylesFolder = folderDocuments
                let (styles, failures) = Self.compileAll(candidate)
                problems += Self.lines(failures)
                guard problems.isEmpty else { return LoadReport(loaded: 0, problems: problems, changed: false) }
                if candidate.stylesFolder.mapValues(\.source) == documents.stylesFolder.mapValues(\.source) {
                    return LoadReport(loaded: candidate.stylesFolder.count, problems: [], changed: false)
                }
                publish(styles, changing: Self.changedNames(from: documents, to: candidate))
                documents = candidate
                return LoadReport(loaded: candidate.stylesFolder.count, problems: [])
            }
        }
    }

    /// Calls `observer` with every later change, in version order, on the thread that made it (while that writer
    /// still holds the registry's write lock, so it must be quick and must not write to the registry).
    public func addChangeObserver(_ observer: @escaping @Sendable (RegistryChange) -> Void) {
        feed.withLock { $0.observers.append(observer) }
    }

    /// The latest changes and the version they lead to, read together: a client that knows a version catches up
    /// from it with ``ChangeHistory/changes(after:)``.
    public var changeHistory: ChangeHistory { feed.withLock { $0.history } }

    /// Publishes `styles` as the next version, records the change to the `changed` styles and tells the observers
    /// (called with the write lock held, so changes reach them in version order).
    @discardableResult
    private func publish(_ styles: [String: RegisteredStyle], changing changed: [String]) -> RegistrySnapshot {
        let published = current.withLock { snapshot in
            snapshot = RegistrySnapshot(version: snapshot.version + 1, styles: styles)
            currentVersion.store(snapshot.version, ordering: .releasing)
            return snapshot
        }
        let change = RegistryChange(version: published.version, styles: changed)
        let observers = feed.withLock { feed in
            feed.history.record(change)
            return feed.observers
        }
        for observer in observers { observer(change) }
        return published
    }

    /// The styles a change from `old` to `new` documents changes, sorted: those added, removed or replaced (or moved
    /// between folders), and every style that extends one of them, however indirectly.
    private static func changedNames(from old: Documents, to new: Documents) -> [String] {
        let before = old.all
        let after = new.all
        var changed = Set<String>()
        for name in Set(before.keys).union(after.keys) {
            let moved = (old.stylesFolder[name] != nil) != (new.stylesFolder[name] != nil)
            if moved || before[name]?.source != after[name]?.source { changed.insert(name) }
        }
        // A base's dependents, in either version of the documents.
        var dependents: [String: [String]] = [:]
        for documents in [before, after] {
            for (name, document) in documents {
                if let base = document.extends { dependents[base, default: []].append(name) }
            }
        }
        var queue = Array(changed)
        while let name = queue.popLast() {
            for dependent in dependents[name] ?? [] where changed.insert(dependent).inserted {
                queue.append(dependent)
            }
        }
        return changed.sorted()
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
