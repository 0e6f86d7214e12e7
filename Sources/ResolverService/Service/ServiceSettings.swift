import Configuration

/// Everything the service can be told at start-up, from flags or `STYLE_RESOLVER_*` environment variables.
public struct ServiceSettings: Sendable, Equatable {
    /// Access-log line format.
    public enum LogFormat: String, Sendable, CaseIterable { case json, text }

    public var host = "0.0.0.0"
    public var port = 8080
    /// Event loops; nil means one per core.
    public var threads: Int?
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
    /// Encoded answers kept for repeated identical resolve requests (0 disables the cache).
    public var responseCacheEntries = 4_096
    /// Bytes the answer cache may hold, requests and answers together.
    public var responseCacheBytes = 32 << 20
    /// Most open connections across all event loops; beyond it a new connection gets a 503 and is closed.
    public var maxConnections = 10_000
    /// Most `GET /v1/events` streams open at once; beyond it a new one gets a 503.
    public var maxEventStreams = 5_000
    /// How long an event stream may stay quiet before the server sends it a heartbeat comment.
    public var eventHeartbeatInterval = Duration.seconds(15)
    /// Registry changes kept for event streams that resume with `Last-Event-ID` (older ones get a `reset` event).
    public var eventHistoryLength = 256
    /// The design of requests whose traits name none: iOS 26's, which newly built apps show.
    public var defaultDesign = DesignGeneration.ios26

    public init() {}
}
