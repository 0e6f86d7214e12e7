import EpollHTTP
import StyleDefinitions
import ViewConfigurations

/// Everything the service can be told at start-up, from flags or `STYLE_RESOLVER_*` environment variables.
public struct ServiceSettings: Sendable, Equatable {
    /// Access-log line format.
    public enum LogFormat: String, Sendable, CaseIterable { case json, text }

    public var host = "0.0.0.0"
    public var port = 8080
    /// Event loops; nil means one per core.
    public var threads: Int?
    /// Threads of the worker pool that runs the costly routes (renders, exports, matrices, writes) off the event loops.
    public var workerThreads = 2
    /// Where writable user styles are kept.
    public var dataDirectory = "./data"
    /// A read-only folder of style documents (for example a Kubernetes ConfigMap), reloaded on `SIGHUP` and, while
    /// ``watchStylesDirectory`` is on, whenever it changes.
    public var stylesDirectory: String?
    /// Watch the styles folder (inotify) and reload it when it changes, as the kubelet's update of a mounted
    /// ConfigMap does; off leaves `SIGHUP` as the only trigger.
    public var watchStylesDirectory = true
    /// How long the styles folder must stay quiet after a change before it is reloaded: one reload per burst.
    public var stylesWatchDebounce = Duration.milliseconds(200)
    /// The DTCG tokens file or Resolver Module document styles may name tokens of; reloaded with the styles folder.
    public var tokensPath: String?
    /// The resolver document's context each mode takes; nil matches contexts to modes by name.
    public var tokensModeMap: [TokenMode: String]?
    /// Refuse writes (403).
    public var readOnly = false
    public var logFormat = LogFormat.json
    public var accessLog = true
    /// When set, writes need `Authorization: Bearer <token>`; when not, writes are accepted only from loopback.
    public var adminToken: String?
    /// Origins allowed to read from a browser (`*` for any).
    public var corsReadOrigins: [String] = ["*"]
    /// Origins allowed to write from a browser; none by default.
    public var corsWriteOrigins: [String] = []
    /// Most items of one `POST /v1/resolve/batch`.
    public var batchLimit = 1_000
    /// Most combinations one `POST /v1/styles/{name}/matrix` resolves (422 above).
    public var matrixLimit = 256
    /// Most steps one render of a style may take (``RenderWork``): its stylesheet, tokens, an export or a state
    /// matrix; a render over it is refused with a 422 before any of it is done, so none holds an event loop for long.
    public var renderBudget = 4_000_000
    /// Largest request body accepted, in bytes.
    public var maximumBodyBytes = 1 << 20
    /// Most styles of the data folder and the styles folder together; a new style beyond it gets a 409.
    public var maxStyles = 10_000
    /// Largest style document, in bytes of its compact JSON; a larger one gets a 413, and is skipped at load.
    public var maxStyleBytes = 64 << 10
    /// Encoded answers kept for repeated identical resolve requests (0 disables the cache).
    public var responseCacheEntries = 4_096
    /// Bytes the answer cache may hold, requests and answers together.
    public var responseCacheBytes = 32 << 20
    /// Most open connections across all event loops; beyond it a new connection gets a 503 and is closed.
    public var maxConnections = 10_000
    /// Most open connections from one peer address (an IPv6 peer counts by its /64), so one client cannot take every
    /// slot; nil: ``connectionsPerPeerCap``'s default, an eighth of ``maxConnections``.
    public var maxConnectionsPerPeer: Int?
    /// Time allowed from a request's first byte to its complete head (408 beyond).
    public var headerTimeout = Self.server.headerTimeout
    /// How long a keep-alive connection may wait for its next request.
    public var idleTimeout = Self.server.idleTimeout
    /// Time allowed for a whole request body from the end of its head, however steadily it arrives (408 beyond).
    public var bodyTimeout = Self.server.bodyDeadline
    /// How long a client may take nothing of a waiting response before its connection is closed.
    public var writeTimeout = Self.server.writeTimeout
    /// Bytes per second a client must take of a waiting response, on average over each window of the server's
    /// (event streams exempt), or its connection is closed; 0 checks no rate.
    public var minimumSendRate = Self.server.minimumSendRate
    /// Most `GET /v1/events` streams open at once; beyond it a new one gets a 503.
    public var maxEventStreams = 5_000
    /// How long an event stream may stay quiet before the server sends it a heartbeat comment.
    public var eventHeartbeatInterval = Duration.seconds(15)
    /// Registry changes kept for event streams that resume with `Last-Event-ID` (older ones get a `reset` event).
    public var eventHistoryLength = 256
    /// The design of requests whose traits name none: iOS 26's, which newly built apps show.
    public var defaultDesign = DesignGeneration.ios26

    public init() {}

    /// Why the service must not start with these settings, said for the operator; nil when it may. An admin token
    /// that is empty (an unset secret) or that no `Authorization` field can carry would silently leave writes open
    /// to loopback or shut to everyone, and any page's origin allowed to write with no token lets every web page a
    /// local browser shows write styles.
    public var startupRefusal: String? {
        if let adminToken, adminToken.isEmpty || !adminToken.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) {
            return adminToken.isEmpty
                ? "--admin-token (STYLE_RESOLVER_ADMIN_TOKEN) is set but empty; set the token, or unset the "
                    + "variable to accept writes from this machine only"
                : "--admin-token (STYLE_RESOLVER_ADMIN_TOKEN) holds a space or a character an Authorization header "
                    + "cannot carry (a line feed from a secret file?); use visible ASCII characters only"
        }
        if adminToken == nil && corsWriteOrigins.contains("*") {
            return "--cors-write-origins '*' without an admin token would let any web page open in a browser on "
                + "this machine write styles; list the origins that may write, or set --admin-token"
        }
        return nil
    }

    /// What the operator should know about how open the service is, one sentence each: none for a service that
    /// listens on loopback only, has an admin token, or is read-only.
    public var startupWarnings: [String] {
        guard adminToken == nil, !readOnly else { return [] }
        var warnings: [String] = []
        let unbracketed = LoopbackTrust.unbracketed(host.lowercased())
        if unbracketed != "localhost" && !LoopbackTrust.isLoopbackAddress(unbracketed) {
            warnings.append(
                "will listen on \(host), beyond loopback, with no admin token: writes are accepted only from direct "
                    + "clients on this machine; set --admin-token (STYLE_RESOLVER_ADMIN_TOKEN) before putting a "
                    + "proxy in front")
        }
        if corsWriteOrigins.contains("null") {
            warnings.append(
                "--cors-write-origins lists null with no admin token: any sandboxed frame or local file a browser "
                    + "on this machine opens may write styles")
        }
        return warnings
    }

    /// The registry's caps on its styles, from ``maxStyles`` and ``maxStyleBytes``.
    public var registryLimits: RegistryLimits {
        RegistryLimits(maximumStyles: maxStyles, maximumDocumentBytes: maxStyleBytes)
    }

    /// The tokens file with its mode map, when there is one.
    public var tokensFile: TokensFile? { tokensPath.map { TokensFile(path: $0, modeMap: tokensModeMap) } }

    /// The styles folder's reader, when there is one: it reads no file larger than the largest request body.
    public var stylesFolderReader: FolderReader? {
        stylesDirectory.map { FolderReader(directory: $0, maximumFileBytes: maximumBodyBytes) }
    }

    /// The per-peer cap in force: ``maxConnectionsPerPeer``, or an eighth of ``maxConnections`` (at least 1).
    public var connectionsPerPeerCap: Int { maxConnectionsPerPeer ?? max(1, maxConnections / 8) }

    /// The HTTP server's defaults, which the connection settings start from.
    private static let server = HTTPServer.Configuration()
}
