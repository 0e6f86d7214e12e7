import Dispatch
import EpollHTTP
import StrictJSON
import StyleDefinitions
import StyleService
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The running service: the style registry (data folder and styles folder), the API and our HTTP server, with
/// its log (access lines and the lines of its life, through a ``LogWriter`` so no loop waits for standard output).
/// The executable only builds one from its settings and forwards signals.
public final class ResolverService: Sendable {
    public let settings: ServiceSettings
    public let registry: StyleRegistry
    public let api: ResolverAPI
    private let server: HTTPServer
    /// Runs the API's costly routes off the event loops; stopped after the server.
    private let workers: WorkerPool
    /// The watchers of the styles folder and the tokens file's folder, while the service runs with them.
    private let watchers: Mutex<[FolderWatcher]> = Mutex([])
    /// Runs the reloads asked for by `SIGHUP` and the watcher, one at a time, on a thread that is neither an event
    /// loop nor theirs: a reload slowed by its file system holds up neither signals nor the watcher's stop.
    private let reloads = DispatchQueue(label: "style-resolver.reload")
    /// The triggers of the reloads waiting in `reloads`, by what they reload: a request made meanwhile joins its own.
    private let pendingReloads: Mutex<[ReloadTarget: String]> = Mutex([:])
    /// Where access-log lines and the lines of the service's life go.
    public let log: ServiceLog

    /// Loads the styles and prepares the server; nothing listens until ``start()``. Log lines go to `output` (one
    /// line per call, on the log's own thread; standard output by default).
    public init(
        settings: ServiceSettings, log output: @escaping LogWriter.Output = LogWriter.standardOutput
    ) throws(ServiceStartError) {
        self.settings = settings
        let store: StyleStore
        do throws(StorageError) {
            store = try StyleStore(directory: settings.dataDirectory)
        } catch {
            throw .storage(error)
        }
        var tokens: DesignTokenSet?
        if let tokensFile = settings.tokensFile {
            switch tokensFile.load() {
            case .success(let loaded): tokens = loaded
            case .failure(let problems): throw .tokens(path: tokensFile.path, problems)
            }
        }
        let writer = LogWriter(output: output)
        let log = ServiceLog(format: settings.logFormat, writer: writer)
        self.log = log
        self.registry = StyleRegistry(
            store: store, stylesFolder: settings.stylesFolderReader, tokens: tokens, tokensFile: settings.tokensFile,
            readOnly: settings.readOnly, changeHistoryCapacity: settings.eventHistoryLength,
            limits: settings.registryLimits)
        var configuration = HTTPServer.Configuration(host: settings.host, port: settings.port)
        if let threads = settings.threads { configuration.loopCount = threads }
        let workers = WorkerPool(
            threads: settings.workerThreads, queueCapacity: settings.workerThreads * Self.queuedJobsPerWorker)
        self.workers = workers
        self.api = ResolverAPI(
            registry: registry, settings: settings, eventLoops: configuration.loopCount, log: log, workers: workers)
        configuration.maxConnections = settings.maxConnections
        configuration.maxConnectionsPerPeer = settings.connectionsPerPeerCap
        configuration.headerTimeout = settings.headerTimeout
        configuration.idleTimeout = settings.idleTimeout
        // The whole body's deadline; a stall may last as long.
        configuration.bodyDeadline = settings.bodyTimeout
        configuration.bodyTimeout = settings.bodyTimeout
        configuration.writeTimeout = settings.writeTimeout
        configuration.minimumSendRate = settings.minimumSendRate
        // The HTTP layer's body limit is never below the service's, so a body over the service's limit gets the
        // service's problem+json answer; the server's own 413 guards memory beyond its (larger) default.
        configuration.limits.maxBodyBytes = max(configuration.limits.maxBodyBytes, settings.maximumBodyBytes)
        configuration.serverName = "style-resolver"
        // Every answer carries text from documents (names, descriptions, values): a browser must never sniff one
        // into HTML or script.
        configuration.commonFields = HTTPFields([.xContentTypeOptions: "nosniff"])
        configuration.echoesRequestIDs = true
        var observer: HTTPServer.RequestObserver?
        if settings.accessLog {
            observer = { @Sendable record in log.access(record) }
        }
        self.server = HTTPServer(
            configuration: configuration, responderForLoop: { [api] context in api.makeRouter(for: context) },
            rejectionResponder: ResolverAPI.rejectionResponder,
            observer: observer)
        let server = self.server
        api.serverMetrics.withLock { $0 = { server.metrics } }
        api.logCounters.withLock { $0 = { writer.counters } }
        for problem in registry.initialLoadReport.problems {
            log.event("warning", level: .warning, "warning: \(problem)")
        }
    }

    /// Requests each worker thread may have waiting before the next one gets a 503.
    static let queuedJobsPerWorker = 16

    /// The port the service listens on, once started (useful with port 0).
    public var port: Int? { server.port }

    /// Starts listening, and watching the styles folder when there is one and watching is on; returns once the
    /// sockets are bound and the folder watched, after logging where (and, first, how open the settings leave the
    /// service).
    public func start() throws(HTTPServerError) {
        // Before binding, so a warning is logged even when the address cannot be bound.
        for warning in settings.startupWarnings { log.event("warning", level: .warning, "warning: \(warning)") }
        try server.start()
        watchFolders()
        let snapshot = registry.snapshot
        let port = server.port ?? settings.port
        log.event(
            "start",
            "style-resolver listening on \(settings.host):\(port) with \(snapshot.styles.count) styles (registry version \(snapshot.version))",
            fields: [
                ("host", .string(settings.host)), ("port", .number(.integer(Int64(port)))),
                ("styles", .number(.integer(Int64(snapshot.styles.count)))),
                ("registryVersion", .number(.integer(Int64(clamping: snapshot.version)))),
                ("version", .string(BuildInfo.version)), ("commit", .string(BuildInfo.commit)),
            ])
    }

    /// Watches the styles folder and the tokens file's folder, when there are ones and watching is on, before the
    /// service says it listens: a change made once it does is seen. A folder that cannot be watched is logged, not
    /// fatal: `SIGHUP` still reloads it.
    private func watchFolders() {
        guard settings.watchStylesDirectory else { return }
        var folders: [(directory: String, target: ReloadTarget)] = []
        if let directory = settings.stylesDirectory { folders.append((directory, .stylesFolder)) }
        if let path = settings.tokensFile?.path { folders.append((TokensFile.folder(of: path), .tokens)) }
        let log = self.log
        for (directory, target) in folders {
            let watcher = FolderWatcher(
                directory: directory, label: target.folderLabel, debounce: settings.stylesWatchDebounce,
                log: { line in log.event("watch", level: .warning, line) },
                onChange: { [weak self] in self?.scheduleReload(of: target, because: "the folder changed") })
            do throws(FolderWatcher.WatchError) {
                try watcher.start()
                watchers.withLock { $0.append(watcher) }
            } catch {
                log.event(
                    "watch", level: .warning,
                    "not watching the \(target.folderLabel) \(directory) (\(error)); SIGHUP reloads it")
            }
        }
    }

    /// Stops watching and accepting, lets requests in flight finish (up to the deadline), and returns when the
    /// server stopped; logs the drain and the stop, and writes what the log still holds (waiting a little for a slow
    /// output).
    public func shutdown(deadline: Duration = .seconds(10)) {
        for watcher in watchers.withLock({ watchers in
            defer { watchers = [] }
            return watchers
        }) {
            watcher.stop()
        }
        log.event(
            "drain", "style-resolver: draining before exit",
            fields: [("deadlineSeconds", .number(.integer(deadline.components.seconds)))])
        api.beginDraining()
        server.shutdown(deadline: deadline)
        // After the loops: what a worker still answers goes to a closed connection and is dropped.
        workers.shutdown()
        log.event("stop", "style-resolver: stopped")
        log.writer.finish()
    }

    /// Blocks until the server has stopped.
    public func waitUntilStopped() { server.waitUntilStopped() }

    /// Asks for a reload of `target` on the service's reload thread and returns at once; a request made while
    /// another of the same target waits to run joins it.
    public func scheduleReload(of target: ReloadTarget, because trigger: String) {
        let alreadyWaiting = pendingReloads.withLock { pending in
            defer { pending[target] = trigger }
            return pending[target] != nil
        }
        if alreadyWaiting { return }
        reloads.async { [weak self] in
            guard let self else { return }
            let trigger = pendingReloads.withLock { $0.removeValue(forKey: target) }
            guard let trigger else { return }
            reload(target, because: trigger)
        }
    }

    /// `SIGHUP`: reloads the styles folder and the tokens file, those the service has.
    public func scheduleReloads(because trigger: String) {
        if settings.stylesDirectory != nil { scheduleReload(of: .stylesFolder, because: trigger) }
        if settings.tokensFile != nil { scheduleReload(of: .tokens, because: trigger) }
    }

    /// Reads the styles folder or the tokens file again, all or nothing, through the registry (so the change is
    /// published as any other), logging the outcome with its trigger (`SIGHUP`, or the watcher's "the folder
    /// changed") and counting it in `/metrics`.
    public func reload(_ target: ReloadTarget, because trigger: String = "SIGHUP") {
        let report =
            switch target {
            case .stylesFolder: registry.reloadStylesFolder()
            case .tokens: registry.reloadTokens()
            }
        api.metrics.recordReload(of: target, succeeded: report.problems.isEmpty)
        let version = Int64(clamping: registry.snapshot.version)
        guard report.problems.isEmpty else {
            let message = "\(target.label) not reloaded (\(trigger)); keeping the previous \(target.items.description)"
            if log.format == .json {
                log.event(
                    "reload", level: .error, message,
                    fields: [
                        ("problems", .array(report.problems.map { .string("\($0)") })), ("trigger", .string(trigger)),
                    ])
            } else {
                log.event("reload", level: .error, message + ":")
                for problem in report.problems { log.event("reload", level: .error, "  \(problem)") }
            }
            return
        }
        let message =
            report.changed
            ? "reloaded \(report.loaded) \(target.items.description) from the \(target.label) (\(trigger)); registry version \(version)"
            : "\(target.label) unchanged (\(trigger)); registry version \(version)"
        log.event(
            "reload", message,
            fields: [
                (target.items, .number(.integer(Int64(report.loaded)))),
                ("registryVersion", .number(.integer(version))), ("trigger", .string(trigger)),
                ("changed", .bool(report.changed)),
            ])
        for line in report.leftOut { log.event("reload", level: .warning, "warning: \(line)") }
    }
}
