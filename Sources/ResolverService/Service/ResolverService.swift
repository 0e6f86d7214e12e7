import HTTPServer
import JSON
import StyleRegistry
import Synchronization

#if canImport(Glibc)
import StyleService
import Glibc
#endif

/// The running service: the style registry (data folder and styles folder), the API and our HTTP server, with
/// access logging. The executable only builds one from its settings and forwards signals.
public final class ResolverService: Sendable {
    public let settings: ServiceSettings
    public let registry: StyleRegistry
    public let api: ResolverAPI
    private let server: HTTPServer
    /// The styles folder's watcher, while the service runs with one.
    private let watcher: Mutex<StylesFolderWatcher?> = Mutex(nil)
    /// Where access-log lines and start-up messages go (one line per call).
    private let log: @Sendable (String) -> Void

    /// Loads the styles and prepares the server; nothing listens until ``start()``.
    public init(
        settings: ServiceSettings, log: @escaping @Sendable (String) -> Void = { print($0) }
    ) throws(StorageError) {
        self.settings = settings
        self.log = log
        let store = try StyleStore(directory: settings.dataDirectory)
        self.registry = StyleRegistry(store: store, stylesFolder: settings.stylesDirectory, readOnly: settings.readOnly)
        self.api = ResolverAPI(registry: registry, settings: settings)
        var configuration = HTTPServer.Configuration(host: settings.host, port: settings.port)
        if let threads = settings.threads { configuration.loopCount = threads }
        configuration.maxConnections = settings.maxConnections
        // The HTTP layer's body limit is never below the service's, so a body over the service's limit gets the
        // service's problem+json answer; the server's own 413 guards memory beyond its (larger) default.
        configuration.limits.maxBodyBytes = max(configuration.limits.maxBodyBytes, settings.maximumBodyBytes)
        configuration.serverName = "style-resolver"
        let logFormat = settings.logFormat
        var observer: HTTPServer.RequestObserver?
        if settings.accessLog {
            observer = { @Sendable record in log(Self.accessLogLine(record, format: logFormat)) }
        }
        self.server = HTTPServer(
            configuration: configuration, responder: api.makeRouter(),
            rejectionResponder: ResolverAPI.rejectionResponder,
            observer: observer)
        let server = self.server
        api.serverMetrics.withLock { $0 = { server.metrics } }
        for problem in registry.initialLoadReport.problems { log("warning: \(problem)") }
    }

    /// The port the service listens on, once started (useful with port 0).
    public var port: Int? { server.port }

    /// Starts listening, and watching the styles folder when there is one and watching is on; returns once the
    /// sockets are bound. A folder that cannot be watched is logged, not fatal: `SIGHUP` still reloads it.
    public func start() throws(HTTPServerError) {
        try server.start()
        guard let directory = settings.stylesDirectory, settings.watchStylesDirectory else { return }
        let log = self.log
        let watcher = StylesFolderWatcher(directory: directory, debounce: settings.stylesWatchDebounce, log: log) {
            [weak self] in self?.reloadStylesFolder(because: "the folder changed")
        }
        do throws(StylesFolderWatcher.WatchError) {
            try watcher.start()
            self.watcher.withLock { $0 = watcher }
        } catch {
            log("warning: not watching the styles folder \(directory) (\(error)); SIGHUP reloads it")
        }
    }

    /// Stops watching and accepting, lets requests in flight finish (up to the deadline), and returns when the
    /// server stopped.
    public func shutdown(deadline: Duration = .seconds(10)) {
        watcher.withLock { watcher in
            watcher?.stop()
            watcher = nil
        }
        api.beginDraining()
        server.shutdown(deadline: deadline)
    }

    /// Blocks until the server has stopped.
    public func waitUntilStopped() { server.waitUntilStopped() }

    /// Reads the styles folder again, all or nothing, through the registry (so the change is published as any
    /// other), logging the outcome with its trigger (`SIGHUP`, or the watcher's "the folder changed") and counting
    /// it in `/metrics`.
    public func reloadStylesFolder(because trigger: String = "SIGHUP") {
        let report = registry.reloadStylesFolder()
        api.metrics.recordReload(succeeded: report.problems.isEmpty)
        if !report.problems.isEmpty {
            log("styles folder not reloaded (\(trigger)); keeping the previous styles:")
            for problem in report.problems { log("  \(problem)") }
        } else if report.changed {
            log(
                "reloaded \(report.loaded) styles from the styles folder (\(trigger)); registry version \(registry.snapshot.version)"
            )
        } else {
            log("styles folder unchanged (\(trigger)); registry version \(registry.snapshot.version)")
        }
    }

    static func accessLogLine(_ record: HTTPServer.RequestRecord, format: ServiceSettings.LogFormat) -> String {
        let micros =
            Double(record.duration.components.seconds) * 1e6 + Double(record.duration.components.attoseconds) / 1e12
        switch format {
        case .text:
            return
                "\(record.method?.rawValue ?? "-") \(record.path ?? "-") \(record.status.code) \(record.responseBodyBytes)B \(Int(micros))µs"
        case .json:
            var writer = JSONWriter(capacity: 192)
            writer.beginObject()
            writer.field("method", record.method?.rawValue)
            writer.field("path", record.path)
            writer.field("status", record.status.code)
            writer.field("requestBytes", record.requestBodyBytes)
            writer.field("responseBytes", record.responseBodyBytes)
            writer.field("durationMicroseconds", Int(micros))
            writer.endObject()
            return writer.string
        }
    }
}
