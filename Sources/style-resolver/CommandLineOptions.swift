import StrictJSON
import StyleHTTPService
import StyleService
import ViewConfigurations

/// What the `style-resolver` executable was asked to do.
public enum StyleResolverCommand: Sendable, Equatable {
    /// Run the HTTP service.
    case serve(ServiceSettings)
    /// Read one request (or a batch with `items`) on standard input and print the answer, without a server.
    case resolve(ServiceSettings)
    /// Check every style document of a folder and report the problems.
    case checkStyles(String)
    /// Write a style's (or every style's) export files into a folder, without a server.
    case export(ExportCommand, ServiceSettings)
    case help
    /// Print the version and the commit the binary was built from.
    case version

    /// The command for the arguments (without the program name) and environment; flags win over variables.
    public static func parse(
        arguments: [String], environment: [String: String]
    ) -> Result<StyleResolverCommand, UsageError> {
        var settings = ServiceSettings()
        var exportCommand: ExportCommand?
        func env(_ name: String) -> String? { environment["STYLE_RESOLVER_" + name] }
        // Environment first, so flags can override it.
        var pending: [(flag: String, value: String?)] = []
        if let port = environment["PORT"] { pending.append(("--port", port)) }
        for (flag, variable) in Self.valueFlags { if let value = env(variable) { pending.append((flag, value)) } }
        if let value = env("READ_ONLY") { pending.append(("--read-only=", value)) }

        var arguments = arguments[...]
        var command = "serve"
        if let first = arguments.first, !first.hasPrefix("-") {
            command = first
            arguments = arguments.dropFirst()
        }
        if command == "export" {
            var export = ExportCommand()
            var remaining: [String] = []
            if let error = export.take(&arguments, leaving: &remaining) { return .failure(error) }
            arguments = remaining[...]
            if arguments.contains("--help") || arguments.contains("-h") { return .success(.help) }
            if let error = export.validate() { return .failure(error) }
            exportCommand = export
        }
        var positional: [String] = []
        while let argument = arguments.popFirst() {
            if argument == "--help" || argument == "-h" { return .success(.help) }
            if argument == "--version" { return .success(.version) }
            if argument == "--read-only" {
                pending.append(("--read-only=", "true"))
                continue
            }
            if !argument.hasPrefix("--") {
                positional.append(argument)
                continue
            }
            // `--flag=` keeps its empty value (an empty admin token is refused, never read as the next argument).
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let flag = parts[0]
            guard Self.valueFlags.contains(where: { $0.flag == flag }) || flag == "--read-only" else {
                return .failure(UsageError("unknown option \(flag)"))
            }
            if flag == "--read-only" {
                pending.append(("--read-only=", parts.count > 1 ? parts[1] : "true"))
                continue
            }
            guard let value = parts.count > 1 ? parts[1] : arguments.popFirst() else {
                return .failure(UsageError("\(flag) needs a value"))
            }
            pending.append((flag, value))
        }
        for (flag, value) in pending {
            if let error = apply(flag, value ?? "", to: &settings) { return .failure(error) }
        }
        switch command {
        case "serve":
            guard positional.isEmpty else { return .failure(UsageError("unexpected argument \(positional[0])")) }
            if let refusal = settings.startupRefusal { return .failure(UsageError(refusal)) }
            return .success(.serve(settings))
        case "resolve":
            guard positional.isEmpty else { return .failure(UsageError("unexpected argument \(positional[0])")) }
            return .success(.resolve(settings))
        case "check-styles":
            guard positional.count == 1 else { return .failure(UsageError("check-styles takes one folder")) }
            return .success(.checkStyles(positional[0]))
        case "export":
            guard positional.isEmpty, let exportCommand else {
                return .failure(UsageError("unexpected argument \(positional.first ?? "")"))
            }
            return .success(.export(exportCommand, settings))
        case "help":
            return .success(.help)
        case "version":
            return .success(.version)
        default:
            return .failure(
                UsageError("unknown command \(command); expected serve, resolve, check-styles, export or version"))
        }
    }

    /// `(flag, environment variable without the STYLE_RESOLVER_ prefix)` for every option that takes a value.
    public static let valueFlags: [(flag: String, variable: String)] = [
        ("--host", "HOST"), ("--port", "PORT"), ("--threads", "THREADS"), ("--workers", "WORKERS"),
        ("--data-dir", "DATA_DIR"),
        ("--styles-dir", "STYLES_DIR"), ("--watch-styles", "WATCH_STYLES"),
        ("--watch-debounce-ms", "WATCH_DEBOUNCE_MS"),
        ("--log-format", "LOG_FORMAT"), ("--access-log", "ACCESS_LOG"),
        ("--admin-token", "ADMIN_TOKEN"), ("--cors-origins", "CORS_ORIGINS"),
        ("--cors-write-origins", "CORS_WRITE_ORIGINS"),
        ("--batch-limit", "BATCH_LIMIT"), ("--matrix-limit", "MATRIX_LIMIT"), ("--render-budget", "RENDER_BUDGET"),
        ("--max-body-bytes", "MAX_BODY_BYTES"), ("--max-styles", "MAX_STYLES"),
        ("--max-style-bytes", "MAX_STYLE_BYTES"),
        ("--response-cache-entries", "RESPONSE_CACHE_ENTRIES"), ("--default-design", "DEFAULT_DESIGN"),
        ("--max-connections", "MAX_CONNECTIONS"), ("--max-event-streams", "MAX_EVENT_STREAMS"),
        ("--max-connections-per-peer", "MAX_CONNECTIONS_PER_PEER"), ("--header-timeout", "HEADER_TIMEOUT"),
        ("--idle-timeout", "IDLE_TIMEOUT"), ("--body-timeout", "BODY_TIMEOUT"), ("--write-timeout", "WRITE_TIMEOUT"),
        ("--min-send-rate", "MIN_SEND_RATE"),
    ]

    private static func apply(_ flag: String, _ value: String, to settings: inout ServiceSettings) -> UsageError? {
        func integer(_ range: ClosedRange<Int>) -> Int? {
            guard let number = Int(value), range.contains(number) else { return nil }
            return number
        }
        func list() -> [String] {
            value.split(separator: ",").map { $0.trimmingCharacters(in: [" ", "\t"]) }.filter { !$0.isEmpty }
        }
        switch flag {
        case "--host": settings.host = value
        case "--port":
            guard let port = integer(0...65_535) else { return UsageError("--port expects 0 to 65535, got \(value)") }
            settings.port = port
        case "--threads":
            guard let threads = integer(1...256) else { return UsageError("--threads expects 1 to 256, got \(value)") }
            settings.threads = threads
        case "--workers":
            guard let workers = integer(1...256) else { return UsageError("--workers expects 1 to 256, got \(value)") }
            settings.workerThreads = workers
        case "--data-dir": settings.dataDirectory = value
        case "--styles-dir": settings.stylesDirectory = value.isEmpty ? nil : value
        case "--watch-styles":
            guard let flag = Self.boolean(value) else {
                return UsageError("--watch-styles expects on or off, got \(value)")
            }
            settings.watchStylesDirectory = flag
        case "--watch-debounce-ms":
            guard let milliseconds = integer(0...60_000) else {
                return UsageError("--watch-debounce-ms expects 0 to 60000, got \(value)")
            }
            settings.stylesWatchDebounce = .milliseconds(milliseconds)
        case "--read-only=":
            guard let flag = Self.boolean(value) else {
                return UsageError("--read-only expects true or false, got \(value)")
            }
            settings.readOnly = flag
        case "--log-format":
            guard let format = ServiceSettings.LogFormat(rawValue: value) else {
                return UsageError("--log-format expects json or text, got \(value)")
            }
            settings.logFormat = format
        case "--access-log":
            guard let flag = Self.boolean(value) else {
                return UsageError("--access-log expects on or off, got \(value)")
            }
            settings.accessLog = flag
        case "--admin-token": settings.adminToken = value
        case "--cors-origins": settings.corsReadOrigins = list()
        case "--cors-write-origins": settings.corsWriteOrigins = list()
        case "--batch-limit":
            guard let limit = integer(1...100_000) else {
                return UsageError("--batch-limit expects 1 to 100000, got \(value)")
            }
            settings.batchLimit = limit
        case "--matrix-limit":
            guard let limit = integer(1...10_000) else {
                return UsageError("--matrix-limit expects 1 to 10000, got \(value)")
            }
            settings.matrixLimit = limit
        case "--render-budget":
            guard let budget = integer(100_000...1_000_000_000) else {
                return UsageError("--render-budget expects 100000 to 1000000000, got \(value)")
            }
            settings.renderBudget = budget
        case "--max-body-bytes":
            guard let limit = integer(1_024...(64 << 20)) else {
                return UsageError("--max-body-bytes expects 1024 to 67108864, got \(value)")
            }
            settings.maximumBodyBytes = limit
        case "--max-styles":
            guard let limit = integer(1...1_000_000) else {
                return UsageError("--max-styles expects 1 to 1000000, got \(value)")
            }
            settings.maxStyles = limit
        case "--max-style-bytes":
            guard let limit = integer(1_024...(64 << 20)) else {
                return UsageError("--max-style-bytes expects 1024 to 67108864, got \(value)")
            }
            settings.maxStyleBytes = limit
        case "--response-cache-entries":
            guard let entries = integer(0...1_000_000) else {
                return UsageError("--response-cache-entries expects 0 to 1000000, got \(value)")
            }
            settings.responseCacheEntries = entries
        case "--max-connections":
            guard let limit = integer(1...1_000_000) else {
                return UsageError("--max-connections expects 1 to 1000000, got \(value)")
            }
            settings.maxConnections = limit
        case "--max-event-streams":
            guard let limit = integer(0...1_000_000) else {
                return UsageError("--max-event-streams expects 0 to 1000000, got \(value)")
            }
            settings.maxEventStreams = limit
        case "--max-connections-per-peer":
            guard let limit = integer(1...1_000_000) else {
                return UsageError("--max-connections-per-peer expects 1 to 1000000, got \(value)")
            }
            settings.maxConnectionsPerPeer = limit
        case "--header-timeout", "--idle-timeout", "--body-timeout", "--write-timeout":
            guard let timeout = integer(1...3_600).map(Duration.seconds) else {
                return UsageError("\(flag) expects 1 to 3600 seconds, got \(value)")
            }
            switch flag {
            case "--header-timeout": settings.headerTimeout = timeout
            case "--idle-timeout": settings.idleTimeout = timeout
            case "--body-timeout": settings.bodyTimeout = timeout
            default: settings.writeTimeout = timeout
            }
        case "--min-send-rate":
            guard let rate = integer(0...(1 << 30)) else {
                return UsageError("--min-send-rate expects 0 to 1073741824, got \(value)")
            }
            settings.minimumSendRate = rate
        case "--default-design":
            guard let design = DesignGeneration(rawValue: value) else {
                return UsageError("--default-design expects ios18 or ios26, got \(value)")
            }
            settings.defaultDesign = design
        default: return UsageError("unknown option \(flag)")
        }
        return nil
    }

    private static func boolean(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "on", "true", "1", "yes": true
        case "off", "false", "0", "no": false
        default: nil
        }
    }

    /// The `--version` text: `style-resolver VERSION (commit HASH)`, the commit `unknown` when the build had none.
    public static var versionText: String { "style-resolver \(BuildInfo.version) (commit \(BuildInfo.commit))" }

    /// The `--help` text.
    public static let helpText = """
        style-resolver: UIKit's cell configuration model as an HTTP service.

        USAGE
          style-resolver [serve] [options]     run the service (the default)
          style-resolver resolve [options]     read a resolve request (or a batch with "items") on standard
                                               input, print the answer; no server
          style-resolver check-styles DIR      check every style document (*.json) in DIR; exit 1 on problems
          style-resolver export (--style NAME | --all) --format FORMAT --out DIR [export options]
                                               write a style's export files into DIR; no server. FORMAT is
                                               css, scss, tailwind, ts or tokens (docs/EXPORT.md)
          style-resolver --version             print the version and the commit it was built from

        EXPORT OPTIONS (the query parameters of GET /v1/styles/{name}/export)
          --prefix P                custom properties (and Sass, Tailwind names) become --P-…
          --layer L                 wrap the CSS rules in @layer L
          --units px|rem            lengths in px (default) or rem (points / 16)
          --theme media|attribute|light-dark  what switches dark mode and increased contrast (default media)
          --design ios18|ios26      the unmarked design (default: --default-design)
          --selector S              the cell's selector in the stylesheet (default .cell)
          --tint-color C            the tint (default systemBlue; #RRGGBB or a system color name)
          --styles-dir, --data-dir, --default-design  where the styles are and the default design, as for serve

        OPTIONS (each also an environment variable; flags win)
          --host ADDRESS            STYLE_RESOLVER_HOST            listen address (default 0.0.0.0; :: for IPv6)
          --port N                  STYLE_RESOLVER_PORT or PORT     listen port (default 8080; 0 picks a free one)
          --threads N               STYLE_RESOLVER_THREADS         event loops (default: one per core)
          --workers N               STYLE_RESOLVER_WORKERS         threads for renders, exports, matrices and
                                                                   writes, off the event loops (default 2)
          --data-dir DIR            STYLE_RESOLVER_DATA_DIR        writable user styles (default ./data)
          --styles-dir DIR          STYLE_RESOLVER_STYLES_DIR      read-only styles (a ConfigMap), reloaded when
                                                                   they change and on SIGHUP
          --watch-styles on|off     STYLE_RESOLVER_WATCH_STYLES    watch the styles folder (inotify) and reload it
                                                                   on a change (default on; off: SIGHUP only)
          --watch-debounce-ms N     STYLE_RESOLVER_WATCH_DEBOUNCE_MS  quiet time after a change before the
                                                                   reload (default 200)
          --read-only               STYLE_RESOLVER_READ_ONLY=true  refuse writes (403)
          --log-format json|text    STYLE_RESOLVER_LOG_FORMAT      log format, access and start/reload/drain/stop
                                                                   lines alike (default json)
          --access-log on|off       STYLE_RESOLVER_ACCESS_LOG      one line per request on stdout, written after
                                                                   its response is sent (default on)
          --admin-token TOKEN       STYLE_RESOLVER_ADMIN_TOKEN     writes need "Authorization: Bearer TOKEN"
                                                                   (visible ASCII; empty refuses to start);
                                                                   without it, writes are accepted only from
                                                                   direct clients on this machine: a loopback
                                                                   peer, Host naming this machine, no
                                                                   forwarding fields, an allowed Origin
          --cors-origins LIST       STYLE_RESOLVER_CORS_ORIGINS    origins allowed to read from browsers (default *)
          --cors-write-origins LIST STYLE_RESOLVER_CORS_WRITE_ORIGINS  origins allowed to write (default none;
                                    * needs --admin-token)
          --batch-limit N           STYLE_RESOLVER_BATCH_LIMIT     items per batch (default 1000)
          --matrix-limit N          STYLE_RESOLVER_MATRIX_LIMIT    combinations per state matrix (default 256)
          --render-budget N         STYLE_RESOLVER_RENDER_BUDGET   steps one render of a style may take: its
                                    stylesheet, tokens, an export or a matrix; more is a 422 (default 4000000)
          --max-body-bytes N        STYLE_RESOLVER_MAX_BODY_BYTES  largest request body, and largest styles-folder
                                    file read (default 1048576)
          --max-styles N            STYLE_RESOLVER_MAX_STYLES      user styles, data and styles folders together;
                                    beyond it a new one gets a 409 (default 10000)
          --max-style-bytes N       STYLE_RESOLVER_MAX_STYLE_BYTES  largest style document as compact JSON; a
                                    larger one gets a 413 and is skipped at load (default 65536)
          --response-cache-entries N  STYLE_RESOLVER_RESPONSE_CACHE_ENTRIES  answers kept for repeated identical
                                    resolve requests (default 4096; 0 turns the cache off), shared
                                    equally by the event loops, each keeping those of its own requests
          --max-connections N       STYLE_RESOLVER_MAX_CONNECTIONS open connections across all loops; beyond it
                                    a new one gets a 503 and is closed (default 10000)
          --max-event-streams N     STYLE_RESOLVER_MAX_EVENT_STREAMS  open GET /v1/events streams; beyond it a new
                                    one gets a 503 (default 5000; 0 turns the stream off)
          --max-connections-per-peer N  STYLE_RESOLVER_MAX_CONNECTIONS_PER_PEER  open connections from one address
                                    (an IPv6 one by its /64); beyond it its new one gets a 503 and is closed
                                    (default: an eighth of --max-connections; behind a proxy, raise it to that)
          --header-timeout S        STYLE_RESOLVER_HEADER_TIMEOUT  seconds for a request's head, from its first
                                    byte (default 10; 408 beyond)
          --idle-timeout S          STYLE_RESOLVER_IDLE_TIMEOUT    seconds a keep-alive connection waits for its
                                    next request (default 60)
          --body-timeout S          STYLE_RESOLVER_BODY_TIMEOUT    seconds for a whole request body, from the end
                                    of its head, however steadily it arrives (default 30; 408 beyond)
          --write-timeout S         STYLE_RESOLVER_WRITE_TIMEOUT   seconds a client may take nothing of an answer
                                    before its connection is closed (default 30)
          --min-send-rate N         STYLE_RESOLVER_MIN_SEND_RATE   bytes a second a client must take of a waiting
                                    answer, over each 10 s, or it is closed (default 1024; 0: no check; event
                                    streams exempt)
          --default-design ios18|ios26  STYLE_RESOLVER_DEFAULT_DESIGN  the design of requests whose traits name
                                    none: ios26 (Liquid Glass, what newly built apps show; the default) or ios18
                                    (the iOS 14-18 design of apps built before the iOS 26 SDK or opting out)
          --version                 the version and the build's commit
          -h, --help                this text

        SIGNALS
          SIGTERM, SIGINT   stop accepting, finish requests in flight, end event streams, exit 0
          SIGHUP            reload the styles folder (all or nothing), as a change seen by the watcher does

        ENDPOINTS
          GET / (the playground page), POST /v1/resolve[?explain=true], POST /v1/resolve/batch, GET /v1/styles,
          GET|PUT|DELETE /v1/styles/{name}, POST /v1/styles/{name}/matrix,
          GET /v1/styles/{name}/stylesheet.css, GET /v1/styles/{name}/tokens.json,
          GET /v1/styles/{name}/export, GET /client.js, GET /client.d.ts,
          GET /v1/events (server-sent events), GET /healthz, GET /readyz, GET /metrics, GET /openapi.yaml
        """
}

/// A command-line mistake, said plainly.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension Substring {
    /// The text without the leading and trailing characters of `set`.
    func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop(while: set.contains).reversed().drop(while: set.contains).reversed())
    }
}
