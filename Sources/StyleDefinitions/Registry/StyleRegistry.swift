import StrictJSON
import Synchronization

/// The named styles the service resolves: every built-in, the writable user styles of the data folder and the
/// read-only ones of the styles folder.
///
/// Readers take an immutable ``RegistrySnapshot`` (one short lock to copy a reference), so a resolution never waits
/// on a writer; writers are serialised, write to disk durably first, then publish a new snapshot with the next
/// version. Every publication (a put, a delete, a reload by any means) is also a ``RegistryChange``: kept in a
/// bounded ``ChangeHistory`` and handed to the change observers, in version order. A change compiles only the styles
/// it reaches (``RegistryBuild``); the styles folder takes precedence over the data folder, the same way at start-up
/// and live: a user style it hides or breaks is left out of the registry and kept on disk.
public final class StyleRegistry: Sendable {
    /// What loading found wrong (files skipped), for the start-up log.
    public struct LoadReport: Sendable {
        public var loaded: Int
        public var problems: [String]
        /// Whether a reload published a new registry: false when it failed, or found the same documents as before
        /// (a watcher's spurious wake-up, an identical ConfigMap) and kept the registry, its version and its tags.
        public var changed = true
        /// User styles a successful reload left out of the registry (they stay in the data folder): those that no
        /// longer compile against the new folder, and those a styles-folder style of the same name now hides.
        public var leftOut: [String] = []
    }

    private typealias Documents = RegistryDocuments

    /// What a put or a validation would publish: whether it creates the style, the documents and their styles.
    private struct Change {
        var created: Bool
        var documents: Documents
        var outcome: RegistryBuild.Outcome
    }

    /// What hears of changes: the history and the observers.
    private struct ChangeFeed {
        var history: ChangeHistory
        var observers: [@Sendable (RegistryChange) -> Void] = []
    }

    /// The published registry; its documents are the writers' too (a writer reads them under `writer`).
    private let current: Mutex<RegistryState>
    /// The version of `current`, stored after it changes: read without the lock.
    private let currentVersion = Atomic<UInt64>(1)
    /// Held by a writer from reading `current` to publishing its change, so writers never interleave.
    private let writer = Mutex<Void>(())
    private let feed: Mutex<ChangeFeed>
    private let store: StyleStore?
    private let stylesFolder: FolderReader?
    /// The tokens file, read again by ``reloadTokens()``.
    private let tokensFile: TokensFile?
    /// Held by a reload from its read of the styles folder to its publication: reloads run one at a time, so an older
    /// read never replaces a newer one. Writers do not take it.
    private let reloading = Mutex<Void>(())
    private let build: RegistryBuild
    /// Whether writes are refused (`--read-only`).
    public let isReadOnly: Bool

    /// A registry with the built-ins, the styles of the data folder (`store`) and of the read-only folder that
    /// `stylesFolder` reads, within `limits`. Files that do not load, and styles left out, are listed in
    /// ``initialLoadReport``. The last `changeHistoryCapacity` changes are kept in ``changeHistory``.
    /// `compilationObserver` is told the name of each style compiled, at the start and by every later change.
    /// Documents may name the design tokens of `tokens`, read from `tokensFile` (which the caller has read first, so
    /// that a bad tokens file stops the start instead of leaving every style naming a token out).
    public init(
        store: StyleStore?, stylesFolder: FolderReader? = nil, tokens: DesignTokenSet? = nil,
        tokensFile: TokensFile? = nil, readOnly: Bool = false, changeHistoryCapacity: Int = 256,
        limits: RegistryLimits = RegistryLimits(), compilationObserver: (@Sendable (String) -> Void)? = nil
    ) {
        self.store = store
        self.stylesFolder = stylesFolder
        self.tokensFile = tokensFile
        self.isReadOnly = readOnly
        self.build = RegistryBuild(limits: limits, compilationObserver: compilationObserver)
        var problems: [String] = []
        var dataFolder: [String: StyleDocument] = [:]
        var rejected: [String: DocumentProblems] = [:]
        var folder: [String: StyleDocument] = [:]
        if let store {
            let loaded = store.loadAll()
            problems += loaded.problems.map { "data folder: \($0)" }
            (dataFolder, rejected) = Self.decodeAll(
                loaded.styles, folder: "data folder", tokens: tokens, limits: limits, problems: &problems)
        }
        if let stylesFolder {
            let loaded = stylesFolder.readStyles(reader: JSONReader(), removingTemporaryFiles: false)
            problems += loaded.problems.map { "styles folder: \($0)" }
            folder =
                Self.decodeAll(
                    loaded.styles, folder: "styles folder", tokens: tokens, limits: limits, problems: &problems
                ).documents
        }
        let documents = Documents(dataFolder: dataFolder, stylesFolder: folder)
        let builtIns = RegistryState(
            snapshot: RegistrySnapshot(
                version: 1,
                styles: BuiltInStyles.all.mapValues { RegisteredStyle(definition: $0, origin: .builtIn, document: nil) }
            ),
            documents: Documents(), leftOut: [:])
        let outcome = build.rebuild(from: builtIns, to: documents, changed: Set(documents.all.keys))
        problems += Self.lines(outcome.leftOut, of: documents) + Self.hiddenLines(documents.hidden)
        let styles = outcome.styles(over: builtIns)
        let snapshot = RegistrySnapshot(version: 1, styles: styles, digesting: outcome.affected, tokens: tokens)
        // A data-folder file that does not decode stays listed, so that GET says why and DELETE removes it.
        let leftOut = outcome.leftOut.merging(rejected) { compiled, _ in compiled }
        self.current = Mutex(RegistryState(snapshot: snapshot, documents: documents, leftOut: leftOut))
        self.feed = Mutex(ChangeFeed(history: ChangeHistory(version: 1, capacity: changeHistoryCapacity)))
        self.initialLoadReport = LoadReport(
            loaded: styles.count - BuiltInStyles.all.count, problems: problems)
    }

    /// What the initial load found.
    public let initialLoadReport: LoadReport

    /// The registry as it is now.
    public var snapshot: RegistrySnapshot { current.withLock { $0.snapshot } }

    /// The version of the registry as it is now, without its snapshot (no lock, no reference counted): a snapshot
    /// taken after reading it is at least this version.
    public var version: UInt64 { currentVersion.load(ordering: .acquiring) }

    /// Why a stored user style is not in the registry (its base is gone, it no longer compiles, the style cap left
    /// it out), as problems; nil for a style that is published or not stored.
    public func leftOutProblems(of name: String) -> DocumentProblems? { current.withLock { $0.leftOut[name] } }

    /// Creates or replaces a user style; returns whether it was created, and the registry it published. The write is
    /// durable before this returns. Only the style and the styles extending it are compiled again.
    public func put(
        name: String, document source: JSONValue
    ) throws(RegistryError) -> (created: Bool, snapshot: RegistrySnapshot) {
        if isReadOnly { throw .readOnly }
        let result: Result<(Bool, RegistrySnapshot), RegistryError> = writer.withLock { _ in
            let state = current.withLock { $0 }
            let document: StyleDocument
            do throws(RegistryError) {
                document = try decode(name: name, document: source, tokens: state.snapshot.tokens)
            } catch {
                return .failure(error)
            }
            let change: Change
            switch check(name, document, against: state) {
            case .failure(let error): return .failure(error)
            case .success(let checked): change = checked
            }
            if let store {
                do throws(StorageError) {
                    try store.write(name: name, document: source)
                } catch {
                    return .failure(.storage(error))
                }
            }
            return .success((change.created, publish(change.outcome, of: change.documents, over: state)))
        }
        return try result.get()
    }

    /// Checks a document as ``put(name:document:)`` would, without writing: returns whether the put would create
    /// the style, or throws the refusal it would meet. A read-only registry validates too (only the write is
    /// refused there), so an editor can check a style against any service. Nothing is published or stored, and no
    /// writer is waited for: the check runs against the published registry.
    public func validate(name: String, document source: JSONValue) throws(RegistryError) -> Bool {
        let state = current.withLock { $0 }
        let document = try decode(name: name, document: source, tokens: state.snapshot.tokens)
        switch check(name, document, against: state) {
        case .success(let change): return change.created
        case .failure(let error): throw error
        }
    }

    /// The name and the document on their own: a valid name, not a built-in, a document that decodes, within the
    /// size limit. A document that does not decode is told what is wrong with it before whether it is too large:
    /// that is what its author must mend first, and what a client checking documents against the contract expects.
    private func decode(
        name: String, document source: JSONValue, tokens: DesignTokenSet?
    ) throws(RegistryError) -> StyleDocument {
        guard StyleName.isValid(name) else { throw .invalidName(name) }
        if BuiltInStyles.all[name] != nil { throw .builtInStyle(name) }
        let document: StyleDocument
        switch StyleDocument.decode(source, tokens: tokens) {
        case .success(let decoded): document = decoded
        case .failure(let problems): throw .invalidDocument(problems)
        }
        let bytes = source.jsonBytes().count
        let limit = build.limits.maximumDocumentBytes
        if bytes > limit { throw .documentTooLarge(bytes: bytes, limit: limit) }
        return document
    }

    /// The registry with `name` set to `document`: whether the style is new, the new documents and their styles,
    /// or why the change is refused (a styles-folder style, the style cap, problems in it, or in a style extending
    /// it that is published now).
    private func check(
        _ name: String, _ document: StyleDocument, against state: RegistryState
    ) -> Result<Change, RegistryError> {
        if state.documents.stylesFolder[name] != nil { return .failure(.stylesFolderStyle(name)) }
        let limit = build.limits.maximumStyles
        if state.documents.all[name] == nil && state.documents.all.count >= limit {
            return .failure(.tooManyStyles(limit: limit))
        }
        var documents = state.documents
        let created = documents.dataFolder[name] == nil
        documents.setUserDocument(document, named: name)
        let outcome = build.rebuild(from: state, to: documents, changed: [name])
        if let own = outcome.leftOut[name] { return .failure(.invalidDocument(own)) }
        var problems: [DocumentProblem] = []
        for other in outcome.affected.sorted() where state.snapshot[other] != nil && outcome.compiled[other] == nil {
            problems +=
                outcome.leftOut[other]?.problems.map {
                    DocumentProblem(
                        pointer: $0.pointer,
                        message: "style \"\(other)\", which extends this one, would fail: \($0.message)")
                } ?? []
        }
        if !problems.isEmpty { return .failure(.invalidDocument(DocumentProblems(problems))) }
        return .success(Change(created: created, documents: documents, outcome: outcome))
    }

    /// Deletes a user style, published or left out; returns the registry it published.
    public func delete(name: String) throws(RegistryError) -> RegistrySnapshot {
        if isReadOnly { throw .readOnly }
        if BuiltInStyles.all[name] != nil { throw .builtInStyle(name) }
        let result: Result<RegistrySnapshot, RegistryError> = writer.withLock { _ in
            let state = current.withLock { $0 }
            if state.documents.stylesFolder[name] != nil { return .failure(.stylesFolderStyle(name)) }
            guard state.documents.dataFolder[name] != nil || state.leftOut[name] != nil else {
                return .failure(.notFound(name))
            }
            let dependents = state.documents.dependents(of: name).sorted()
            if !dependents.isEmpty { return .failure(.hasDependents(name, dependents)) }
            if let store {
                do throws(StorageError) {
                    try store.delete(name: name)
                } catch {
                    return .failure(.storage(error))
                }
            }
            var documents = state.documents
            documents.setUserDocument(nil, named: name)
            let outcome = build.rebuild(from: state, to: documents, changed: [name])
            return .success(publish(outcome, of: documents, over: state))
        }
        return try result.get()
    }

    /// Reads the styles folder again (on `SIGHUP`, or when the folder watcher sees it change). All or nothing for
    /// the folder: when any of its files fails to load or compile, or it holds more styles than the limit, the
    /// registry keeps what it had and the problems are returned. User styles it breaks or hides are left out of the
    /// registry, kept on disk and listed in the report, as a restart would. Documents equal to the ones loaded
    /// publish nothing. The folder is read before the write lock is taken, so a slow read delays this reload only,
    /// never a put, a delete or a validation.
    public func reloadStylesFolder() -> LoadReport {
        guard let stylesFolder else { return LoadReport(loaded: 0, problems: ["no styles folder is configured"]) }
        return reloading.withLock { _ in
            let loaded = stylesFolder.readStyles(reader: JSONReader(), removingTemporaryFiles: false)
            var problems = loaded.problems
            // The tokens change only under `reloading`, which this reload holds.
            let folder = Self.decodeAll(
                loaded.styles, folder: "styles folder", tokens: current.withLock { $0.snapshot.tokens },
                limits: build.limits, problems: &problems
            ).documents
            // Compiled against the documents as they are under the lock: a put made during the read is kept.
            return writer.withLock { _ in publishStylesFolder(folder, problems: problems) }
        }
    }

    /// Publishes the styles folder's new `folder` documents unless `problems` (the reading's) or the compilation
    /// of the folder find any. Called with the write lock held.
    private func publishStylesFolder(_ folder: [String: StyleDocument], problems: [String]) -> LoadReport {
        var problems = problems
        let limit = build.limits.maximumStyles
        if folder.count > limit {
            problems.append("the styles folder holds \(folder.count) styles; at most \(limit) are allowed")
        }
        guard problems.isEmpty else { return LoadReport(loaded: 0, problems: problems, changed: false) }
        let state = current.withLock { $0 }
        let previous = state.documents.stylesFolder
        if folder.mapValues(\.source) == previous.mapValues(\.source) {
            return LoadReport(loaded: folder.count, problems: [], changed: false)
        }
        var documents = state.documents
        documents.stylesFolder = folder
        let changed = Set(previous.keys).union(folder.keys).filter { previous[$0]?.source != folder[$0]?.source }
        let outcome = build.rebuild(from: state, to: documents, changed: changed)
        // All or nothing: any folder style left out, compiled now or before, keeps the previous registry.
        let failures = outcome.leftOut(over: state).filter { folder[$0.key] != nil }
        if !failures.isEmpty {
            return LoadReport(loaded: 0, problems: Self.lines(failures, of: documents), changed: false)
        }
        publish(outcome, of: documents, over: state)
        return LoadReport(
            loaded: folder.count, problems: [],
            leftOut: Self.lines(outcome.leftOut, of: documents)
                + Self.hiddenLines(documents.hidden.filter(changed.contains)))
    }

    /// The design tokens in force, when the service has a tokens file.
    public var tokens: DesignTokenSet? { current.withLock { $0.snapshot.tokens } }

    /// Reads the tokens file again (on `SIGHUP`, or when the watcher sees its folder change). All or nothing: a file
    /// that does not load, or that a style naming a changed token no longer decodes against (the token gone, or of
    /// another type), keeps the tokens in force and returns the problems. Otherwise exactly the styles naming a
    /// changed token, and those extending them, are compiled again and published as one change; tokens equal to the
    /// ones in force publish nothing.
    public func reloadTokens() -> LoadReport {
        guard let tokensFile else { return LoadReport(loaded: 0, problems: ["no tokens file is configured"]) }
        return reloading.withLock { _ in
            switch tokensFile.load() {
            case .failure(let problems):
                return LoadReport(
                    loaded: 0, problems: problems.problems.map { "\(tokensFile.path): \($0)" }, changed: false)
            case .success(let tokens):
                return writer.withLock { _ in publishTokens(tokens) }
            }
        }
    }

    /// Publishes `tokens` and the styles naming the tokens that changed, decoded again, unless one of those no
    /// longer decodes. Called with the write lock held.
    private func publishTokens(_ tokens: DesignTokenSet) -> LoadReport {
        let state = current.withLock { $0 }
        let previous = state.snapshot.tokens
        guard previous != tokens else { return LoadReport(loaded: tokens.tokens.count, problems: [], changed: false) }
        let paths = Set(tokens.tokens.keys).union(previous?.tokens.keys.map { $0 } ?? [])
        let changedPaths = paths.filter { tokens.token($0) != previous?.token($0) }
        let naming = state.documents.naming(changedPaths)
        var documents = state.documents
        var problems: [String] = []
        func redecode(_ document: StyleDocument?, _ name: String, in folder: String) -> StyleDocument? {
            guard let document else { return nil }
            switch StyleDocument.decode(document.source, tokens: tokens) {
            case .success(let decoded): return decoded
            case .failure(let failure):
                problems += failure.problems.map { "\(folder): \(name).json: \($0)" }
                return nil
            }
        }
        for name in naming.stylesFolder {
            documents.stylesFolder[name] = redecode(documents.stylesFolder[name], name, in: "styles folder")
        }
        for name in naming.dataFolder {
            documents.setUserDocument(redecode(documents.dataFolder[name], name, in: "data folder"), named: name)
        }
        guard problems.isEmpty else { return LoadReport(loaded: 0, problems: problems, changed: false) }
        let outcome = build.rebuild(
            from: state, to: documents, changed: Set(naming.stylesFolder + naming.dataFolder))
        publish(outcome, of: documents, over: state, tokens: tokens)
        return LoadReport(
            loaded: tokens.tokens.count, problems: [], leftOut: Self.lines(outcome.leftOut, of: documents))
    }

    /// Calls `observer` with every later change, in version order, on the thread that made it (while that writer
    /// still holds the registry's write lock, so it must be quick and must not write to the registry).
    public func addChangeObserver(_ observer: @escaping @Sendable (RegistryChange) -> Void) {
        feed.withLock { $0.observers.append(observer) }
    }

    /// The latest changes and the version they lead to, read together: a client that knows a version catches up
    /// from it with ``ChangeHistory/changes(after:)``.
    public var changeHistory: ChangeHistory { feed.withLock { $0.history } }

    /// Publishes what a change to `documents` built over `state`: the next version when a published style changed
    /// or `tokens` replace the tokens in force (recording the change and telling the observers), the same version
    /// otherwise (a left-out style deleted). New tokens always make a version, even one changing no style, so that
    /// answers to requests naming tokens are not kept past it. Called with the write lock held, so changes reach the
    /// observers in version order.
    @discardableResult
    private func publish(
        _ outcome: RegistryBuild.Outcome, of documents: Documents, over state: RegistryState,
        tokens: DesignTokenSet? = nil
    ) -> RegistrySnapshot {
        let changed = outcome.affected.filter { state.snapshot[$0] != nil || outcome.compiled[$0] != nil }.sorted()
        let snapshot =
            changed.isEmpty && tokens == nil
            ? state.snapshot
            : RegistrySnapshot(
                version: state.snapshot.version + 1, styles: outcome.styles(over: state), digesting: outcome.affected,
                tokens: tokens ?? state.snapshot.tokens)
        current.withLock {
            $0 = RegistryState(snapshot: snapshot, documents: documents, leftOut: outcome.leftOut(over: state))
            currentVersion.store(snapshot.version, ordering: .releasing)
        }
        guard snapshot.version != state.snapshot.version else { return snapshot }
        let change = RegistryChange(version: snapshot.version, styles: changed)
        let observers = feed.withLock { feed in
            feed.history.record(change)
            return feed.observers
        }
        for observer in observers { observer(change) }
        return snapshot
    }

    /// The documents of a folder's `sources` that decode within the limits, and the others with their problems
    /// (but for built-in names, which a user cannot delete either), each problem also a line of `problems`.
    private static func decodeAll(
        _ sources: [String: JSONValue], folder: String, tokens: DesignTokenSet?, limits: RegistryLimits,
        problems: inout [String]
    ) -> (documents: [String: StyleDocument], rejected: [String: DocumentProblems]) {
        var documents: [String: StyleDocument] = [:]
        var rejected: [String: DocumentProblems] = [:]
        for (name, source) in sources {
            if BuiltInStyles.all[name] != nil {
                problems.append("\(folder): \(name).json: \"\(name)\" is a built-in style and cannot be redefined")
                continue
            }
            let bytes = source.jsonBytes().count
            if bytes > limits.maximumDocumentBytes {
                let message =
                    "the document has \(bytes) bytes as compact JSON; at most \(limits.maximumDocumentBytes) are allowed"
                problems.append("\(folder): \(name).json: \(message)")
                rejected[name] = DocumentProblems([DocumentProblem(pointer: JSONPointer(), message: message)])
                continue
            }
            switch StyleDocument.decode(source, tokens: tokens) {
            case .success(let document): documents[name] = document
            case .failure(let failure):
                problems.append(contentsOf: failure.problems.map { "\(folder): \(name).json: \($0)" })
                rejected[name] = failure
            }
        }
        return (documents, rejected)
    }

    /// Styles left out as log lines, by folder and name.
    private static func lines(_ leftOut: [String: DocumentProblems], of documents: Documents) -> [String] {
        leftOut.keys.sorted().flatMap { name in
            let folder = documents.stylesFolder[name] != nil ? "styles folder" : "data folder"
            return leftOut[name]?.problems.map { "\(folder): \(name).json: \($0)" } ?? []
        }
    }

    /// User styles hidden by styles-folder styles as log lines.
    private static func hiddenLines(_ names: [String]) -> [String] {
        names.map {
            "data folder: \($0).json: left out (kept on disk): the styles folder's \"\($0)\" takes precedence"
        }
    }
}
