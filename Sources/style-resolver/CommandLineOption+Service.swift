import StyleHTTPService
import ViewConfigurations

extension CommandLineOption {
    /// Every option of the service, in the order `--help` and the README list them (a data table).
    static var service: [CommandLineOption] {
        [
            Self(
                "--host", .text("ADDRESS"), environment: ["STYLE_RESOLVER_HOST"], default: .value("0.0.0.0"),
                example: "`--host 127.0.0.1`, `--host ::`", "the listen address (`::` for IPv6)"
            ) { $0.host = $1 },
            Self(
                "--port", .integer(0...65_535), environment: ["STYLE_RESOLVER_PORT", "PORT"], default: .value("8080"),
                example: "`PORT=9000`", "the listen port (0 picks a free one and logs it)"
            ) { $0.port = $1 },
            Self(
                "--threads", .integer(1...256), environment: ["STYLE_RESOLVER_THREADS"],
                default: .words("one per core"),
                example: "`--threads 2`", "event loops"
            ) { $0.threads = $1 },
            Self(
                "--workers", .integer(1...256), environment: ["STYLE_RESOLVER_WORKERS"], default: .value("2"),
                example: "`--workers 4`",
                "threads of the worker pool that runs stylesheets, token files, exports, matrices, validations and "
                    + "writes off the event loops; each may have 16 requests waiting, and one beyond gets a 503 "
                    + "`workers-busy` with `Retry-After`"
            ) { $0.workerThreads = $1 },
            Self(
                "--data-dir", .text("DIR"), environment: ["STYLE_RESOLVER_DATA_DIR"], default: .value("./data"),
                example: "`--data-dir /var/lib/style-resolver`",
                "the folder of user styles written by `PUT`; created if missing"
            ) { $0.dataDirectory = $1 },
            Self(
                "--styles-dir", .text("DIR"), environment: ["STYLE_RESOLVER_STYLES_DIR"], default: .words("none"),
                example: "`--styles-dir /etc/style-resolver/styles`",
                "a read-only folder of `<name>.json` styles (a ConfigMap), reloaded when it changes and on `SIGHUP`"
            ) { $0.stylesDirectory = $1.isEmpty ? nil : $1 },
            Self(
                "--watch-styles", .onOff, environment: ["STYLE_RESOLVER_WATCH_STYLES"], default: .value("on"),
                example: "`--watch-styles off`",
                "watch the styles folder (inotify) and reload it on a change; off leaves `SIGHUP` as the only trigger "
                    + "(see [Hot reload](docs/OPERATIONS.md#hot-reload-of-the-styles-folder))"
            ) { $0.watchStylesDirectory = $1 },
            Self(
                "--watch-debounce-ms", .milliseconds(0...60_000), environment: ["STYLE_RESOLVER_WATCH_DEBOUNCE_MS"],
                default: .value("200"), example: "`--watch-debounce-ms 1000`",
                "how long the styles folder must stay quiet after a change before the reload, in milliseconds"
            ) { $0.stylesWatchDebounce = $1 },
            Self(
                "--tokens", .text("FILE"), environment: ["STYLE_RESOLVER_TOKENS"], default: .words("none"),
                example: "`--tokens brand/tokens.resolver.json`",
                "a DTCG 2025.10 tokens file or Resolver Module document whose tokens styles name as "
                    + "`\"{brand.accent}\"`; a file that does not load stops the start, and a reload (its folder "
                    + "watched as the styles folder is, and `SIGHUP`) that does not load keeps the last good tokens "
                    + "(see [Design tokens in](docs/TOKENS-IN.md))"
            ) { $0.tokensPath = $1.isEmpty ? nil : $1 },
            Self(
                "--tokens-mode-map", .modeMap, environment: ["STYLE_RESOLVER_TOKENS_MODE_MAP"],
                default: .words("contexts by name"), example: "`STYLE_RESOLVER_TOKENS_MODE_MAP=light=Day,dark=Night`",
                "the context of the resolver document each mode takes (`light`, `dark`, `lightHighContrast`, "
                    + "`darkHighContrast`); without it, contexts named as the modes are taken"
            ) { $0.tokensModeMap = $1 },
            Self(
                "--read-only", .toggle, environment: ["STYLE_RESOLVER_READ_ONLY"], default: .value("false"),
                example: "`STYLE_RESOLVER_READ_ONLY=true`", "refuse every write with 403"
            ) { $0.readOnly = $1 },
            Self(
                "--log-format", .choice, environment: ["STYLE_RESOLVER_LOG_FORMAT"], default: .value("json"),
                example: "`--log-format text`",
                "the format of every log line, access and start/reload/drain/stop alike (see "
                    + "[Logs](docs/OPERATIONS.md#logs-request-ids-and-gzip))"
            ) { $0.logFormat = $1 },
            Self(
                "--access-log", .onOff, environment: ["STYLE_RESOLVER_ACCESS_LOG"], default: .value("on"),
                example: "`--access-log off`",
                "one line per request on standard output, written after its answer is sent"
            ) { $0.accessLog = $1 },
            Self(
                "--admin-token", .text("TOKEN"), environment: ["STYLE_RESOLVER_ADMIN_TOKEN"],
                default: .words("none"),
                example: "`STYLE_RESOLVER_ADMIN_TOKEN=s3cret`",
                "writes need `Authorization: Bearer TOKEN`; visible ASCII, and an empty one refuses to start; "
                    + "without it, writes are accepted only from direct clients on this machine: a loopback peer, "
                    + "`Host` naming this machine, no forwarding fields, an allowed `Origin`"
            ) { $0.adminToken = $1 },
            Self(
                "--cors-origins", .list, environment: ["STYLE_RESOLVER_CORS_ORIGINS"], default: .value("*"),
                example: "`--cors-origins https://a.example,https://b.example`", "origins browsers may read from"
            ) { $0.corsReadOrigins = $1 },
            Self(
                "--cors-write-origins", .list, environment: ["STYLE_RESOLVER_CORS_WRITE_ORIGINS"],
                default: .words("none"), example: "`--cors-write-origins https://admin.example`",
                "origins browsers may write from (besides the playground's own); `*` without `--admin-token` "
                    + "refuses to start"
            ) { $0.corsWriteOrigins = $1 },
            Self(
                "--batch-limit", .integer(1...100_000), environment: ["STYLE_RESOLVER_BATCH_LIMIT"],
                default: .value("1000"), example: "`--batch-limit 5000`", "items per batch"
            ) { $0.batchLimit = $1 },
            Self(
                "--matrix-limit", .integer(1...10_000), environment: ["STYLE_RESOLVER_MATRIX_LIMIT"],
                default: .value("256"), example: "`--matrix-limit 1024`", "combinations per state matrix"
            ) { $0.matrixLimit = $1 },
            Self(
                "--render-budget", .integer(100_000...1_000_000_000), environment: ["STYLE_RESOLVER_RENDER_BUDGET"],
                default: .value("4000000"), example: "`--render-budget 8000000`",
                "steps one render of a style may take (its stylesheet, tokens, an export, a state matrix); a render "
                    + "over it is a 422 `render-budget-exceeded` giving the steps and the budget, refused before any "
                    + "of it runs"
            ) { $0.renderBudget = $1 },
            Self(
                "--max-body-bytes", .integer(1_024...(64 << 20)), environment: ["STYLE_RESOLVER_MAX_BODY_BYTES"],
                default: .value("1048576"), example: "`--max-body-bytes 4194304`",
                "the largest request body, and the largest styles-folder file read"
            ) { $0.maximumBodyBytes = $1 },
            Self(
                "--max-styles", .integer(1...1_000_000), environment: ["STYLE_RESOLVER_MAX_STYLES"],
                default: .value("10000"), example: "`--max-styles 500`",
                "user styles, the data folder's and the styles folder's together; a new one beyond it gets a 409 "
                    + "(`/problems/too-many-styles`); at load, the styles folder's names come first"
            ) { $0.maxStyles = $1 },
            Self(
                "--max-style-bytes", .integer(1_024...(64 << 20)), environment: ["STYLE_RESOLVER_MAX_STYLE_BYTES"],
                default: .value("65536"), example: "`--max-style-bytes 262144`",
                "the largest style document, counted as compact JSON; a larger one gets a 413 "
                    + "(`/problems/style-too-large`), and is skipped (and logged) at load"
            ) { $0.maxStyleBytes = $1 },
            Self(
                "--response-cache-entries", .integer(0...1_000_000),
                environment: ["STYLE_RESOLVER_RESPONSE_CACHE_ENTRIES"], default: .value("4096"),
                example: "`--response-cache-entries 0`",
                "answers kept for repeated identical resolve requests (0: off), shared equally by the event loops: "
                    + "each keeps the answers of the requests it read (loops share a part in turn where each would "
                    + "get under 512)"
            ) { $0.responseCacheEntries = $1 },
            Self(
                "--max-connections", .integer(1...1_000_000), environment: ["STYLE_RESOLVER_MAX_CONNECTIONS"],
                default: .value("10000"), example: "`--max-connections 2000`",
                "open connections across all event loops; a new one beyond it gets a 503 and is closed"
            ) { $0.maxConnections = $1 },
            Self(
                "--max-event-streams", .integer(0...1_000_000), environment: ["STYLE_RESOLVER_MAX_EVENT_STREAMS"],
                default: .value("5000"), example: "`--max-event-streams 20000`",
                "open `GET /v1/events` streams (0 turns the stream off); a new one beyond it gets a 503 (keep it "
                    + "under `--max-connections`, so requests still get in)"
            ) { $0.maxEventStreams = $1 },
            Self(
                "--max-connections-per-peer", .integer(1...1_000_000),
                environment: ["STYLE_RESOLVER_MAX_CONNECTIONS_PER_PEER"],
                default: .words("an eighth of `--max-connections`"), example: "`--max-connections-per-peer 64`",
                "open connections from one client address (an IPv6 client by its /64); a new one beyond it gets a "
                    + "503 and is closed, so one client cannot take every slot (behind a proxy every client has the "
                    + "proxy's address: raise it to `--max-connections`)"
            ) { $0.maxConnectionsPerPeer = $1 },
            Self(
                "--header-timeout", .seconds(1...3_600), environment: ["STYLE_RESOLVER_HEADER_TIMEOUT"],
                default: .value("10"), example: "`--header-timeout 5`",
                "seconds for a request's head from its first byte; a 408 beyond"
            ) { $0.headerTimeout = $1 },
            Self(
                "--idle-timeout", .seconds(1...3_600), environment: ["STYLE_RESOLVER_IDLE_TIMEOUT"],
                default: .value("60"), example: "`--idle-timeout 15`",
                "seconds a keep-alive connection waits for its next request"
            ) { $0.idleTimeout = $1 },
            Self(
                "--body-timeout", .seconds(1...3_600), environment: ["STYLE_RESOLVER_BODY_TIMEOUT"],
                default: .value("30"), example: "`--body-timeout 120`",
                "seconds for a whole request body from the end of its head, however steadily it arrives; a 408 "
                    + "beyond (raise it with `--max-body-bytes` for slow uploaders)"
            ) { $0.bodyTimeout = $1 },
            Self(
                "--write-timeout", .seconds(1...3_600), environment: ["STYLE_RESOLVER_WRITE_TIMEOUT"],
                default: .value("30"), example: "`--write-timeout 10`",
                "seconds a client may take nothing of an answer before its connection is closed"
            ) { $0.writeTimeout = $1 },
            Self(
                "--min-send-rate", .integer(0...(1 << 30)), environment: ["STYLE_RESOLVER_MIN_SEND_RATE"],
                default: .value("1024"), example: "`--min-send-rate 0`",
                "bytes a second a client must take of an answer that waits to be sent, over each 10 s, or its "
                    + "connection is closed (0: no check); `GET /v1/events` streams are exempt (a reader that falls "
                    + "too far behind is cut off instead)"
            ) { $0.minimumSendRate = $1 },
            Self(
                "--default-design", .choice, environment: ["STYLE_RESOLVER_DEFAULT_DESIGN"], default: .value("ios26"),
                example: "`--default-design ios18`",
                "the design of requests whose traits name none, and the stylesheet's and tokens' own design: "
                    + "`ios26` (Liquid Glass, what newly built apps show) or `ios18` (the iOS 14-18 design of apps "
                    + "built before the iOS 26 SDK or opting out; see [Two designs]"
                    + "(docs/API.md#two-designs-ios-18-and-ios-26))"
            ) { $0.defaultDesign = $1 },
        ]
    }
}
