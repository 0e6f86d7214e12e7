import EpollHTTP

/// Every kind of problem the service answers with, named by its slug: the `type` of the answer is
/// `/problems/<slug>`. ``ProblemType/entry`` is the one table of their titles, statuses, explanations and fixes:
/// problem answers take their titles and statuses from it, and `GET /problems/<slug>` serves a page built from it.
/// Titles are in sentence case (as RFC 9457's examples), whatever the status line's reason phrase says.
enum ProblemType: String, CaseIterable, Sendable {
    case malformedJSON = "malformed-json"
    case malformedRequest = "malformed-request"
    case unauthorized = "unauthorized"
    case readOnly = "read-only"
    case writesNeedToken = "writes-need-token"
    case forwardedRequest = "forwarded-request"
    case untrustedHost = "untrusted-host"
    case untrustedOrigin = "untrusted-origin"
    case builtInStyle = "built-in-style"
    case stylesFolderStyle = "styles-folder-style"
    case unknownStyle = "unknown-style"
    case notFound = "not-found"
    case methodNotAllowed = "method-not-allowed"
    case notAcceptable = "not-acceptable"
    case requestTimeout = "request-timeout"
    case styleHasDependents = "style-has-dependents"
    case bodyTooLarge = "body-too-large"
    case requestLineTooLong = "request-line-too-long"
    case unsupportedMediaType = "unsupported-media-type"
    case unsupportedContentEncoding = "unsupported-content-encoding"
    case expectationFailed = "expectation-failed"
    case invalidValue = "invalid-value"
    case invalidQueryParameter = "invalid-query-parameter"
    case invalidHeaderField = "invalid-header-field"
    case invalidStyleName = "invalid-style-name"
    case headerFieldsTooLarge = "header-fields-too-large"
    case internalError = "internal-error"
    case notImplemented = "not-implemented"
    case unavailable = "unavailable"
    case tooManyEventStreams = "too-many-event-streams"
    case workersBusy = "workers-busy"
    case renderBudgetExceeded = "render-budget-exceeded"
    case styleNotExportable = "style-not-exportable"
    case storageFailure = "storage-failure"
    case tooManyStyles = "too-many-styles"
    case styleTooLarge = "style-too-large"
    case httpVersionNotSupported = "http-version-not-supported"

    /// One row of the table. `explanation` and `fix` are sentences for people; text between backticks is code.
    struct Entry: Sendable {
        /// The status the problem is answered with.
        var status: HTTPStatus
        /// The answer's `title`: short, in sentence case, the same for every answer of the type.
        var title: String
        /// What the problem means.
        var explanation: String
        /// How to fix it.
        var fix: String

        init(_ status: HTTPStatus, _ title: String, explanation: String, fix: String) {
            self.status = status
            self.title = title
            self.explanation = explanation
            self.fix = fix
        }
    }

    /// The slug, as it appears in the `type` URI.
    var slug: String { rawValue }
    /// The `type` URI, relative to the service: `/problems/<slug>`.
    var uri: String { "/problems/\(rawValue)" }
    /// The answer's `title`.
    var title: String { entry.title }
    /// The status the problem is answered with.
    var status: HTTPStatus { entry.status }

    /// The table: each type's status, title, explanation and fix.
    var entry: Entry {
        switch self {
        case .malformedJSON:
            Entry(
                .badRequest, "Malformed JSON",
                explanation:
                    "The request body is not valid JSON, so none of it was read. The `detail` gives the byte, line "
                    + "and column where reading stopped.",
                fix:
                    "Correct the JSON at that position and send it again. Send the file's bytes unchanged (for "
                    + "example `curl --data-binary @request.json`).")
        case .malformedRequest:
            Entry(
                .badRequest, "Bad request",
                explanation:
                    "The HTTP request itself could not be read: its request line or header fields break HTTP/1.1's "
                    + "syntax, its framing is ambiguous (such as both `Content-Length` and `Transfer-Encoding`), it "
                    + "has two `Host` or two `Authorization` fields, or its path is not valid percent-encoded "
                    + "UTF-8. The `detail` names the rule that was broken.",
                fix:
                    "Send a well-formed HTTP/1.1 request, as an HTTP client library does, with the path "
                    + "percent-encoded.")
        case .unauthorized:
            Entry(
                .unauthorized, "Unauthorized",
                explanation:
                    "The service has an admin token (`--admin-token` or `STYLE_RESOLVER_ADMIN_TOKEN`), and writes "
                    + "(`PUT` and `DELETE` of styles) must present it. This request did not, or presented another.",
                fix: "Send `Authorization: Bearer <token>` with the service's admin token. Reads need no token.")
        case .readOnly:
            Entry(
                .forbidden, "Read-only service",
                explanation:
                    "The service runs with `--read-only` (`STYLE_RESOLVER_READ_ONLY`): no style can be created, "
                    + "replaced or deleted through the API.",
                fix:
                    "Resolve against the styles the service has, or change styles where they come from: a styles "
                    + "folder (`--styles-dir`, reloaded on `SIGHUP`) or a service that accepts writes.")
        case .writesNeedToken:
            Entry(
                .forbidden, "Writes need a token",
                explanation:
                    "No admin token is configured, so the service accepts writes only from clients on its own "
                    + "machine (loopback), and this request came from elsewhere.",
                fix:
                    "Start the service with an admin token (`--admin-token` or `STYLE_RESOLVER_ADMIN_TOKEN`) and "
                    + "send it as `Authorization: Bearer <token>`, or send the write from the service's machine.")
        case .forwardedRequest:
            Entry(
                .forbidden, "Forwarded request",
                explanation:
                    "No admin token is configured, so only direct clients on the service's machine may write, and "
                    + "this request carries a field a proxy adds (`X-Forwarded-For` or another `X-Forwarded-…`, "
                    + "`Forwarded`, `Via`, `X-Real-IP` and the like; the `detail` names it). A proxy or mesh sidecar "
                    + "on the same machine connects from loopback, whoever its client is.",
                fix:
                    "Behind a proxy, start the service with an admin token (`--admin-token` or "
                    + "`STYLE_RESOLVER_ADMIN_TOKEN`) and send it as `Authorization: Bearer <token>`.")
        case .untrustedHost:
            Entry(
                .forbidden, "Host is not this machine",
                explanation:
                    "No admin token is configured, so a write without one must name the service's machine in "
                    + "`Host`: `localhost`, a loopback address (`127.0.0.1`, `[::1]`) or the `--host` address, with "
                    + "any port. This request's `Host` (or its absolute target) named another, or was missing: what "
                    + "a page of another site does after rebinding its name to this machine (DNS rebinding).",
                fix:
                    "Send the write to the service as `localhost` or `127.0.0.1` (with its port), or start the "
                    + "service with an admin token and send it as `Authorization: Bearer <token>`.")
        case .untrustedOrigin:
            Entry(
                .forbidden, "Origin may not write",
                explanation:
                    "No admin token is configured, and a web page sent this write: its `Origin` is neither the "
                    + "service's own (the playground's) nor one of `--cors-write-origins`. `Origin: null` (a "
                    + "sandboxed frame, a local file) counts as another origin.",
                fix:
                    "Add the page's origin to `--cors-write-origins` (`STYLE_RESOLVER_CORS_WRITE_ORIGINS`), or start "
                    + "the service with an admin token and have the page send it.")
        case .builtInStyle:
            Entry(
                .forbidden, "Built-in style",
                explanation: "The style is one of the built-in styles (UIKit's own), which cannot be changed.",
                fix:
                    "Register a style of your own with `PUT /v1/styles/<name>` that `extends` the built-in one, and "
                    + "set what should differ in its `overrides` and `rules`.")
        case .stylesFolderStyle:
            Entry(
                .forbidden, "Style from the styles folder",
                explanation:
                    "The style was loaded from the read-only styles folder (`--styles-dir`), so the API cannot "
                    + "replace or delete it.",
                fix:
                    "Change its `<name>.json` file in the styles folder and send the service `SIGHUP` to reload the "
                    + "folder, or register your style under another name.")
        case .unknownStyle:
            Entry(
                .notFound, "Unknown style",
                explanation:
                    "No style of that name is registered. Names are case-sensitive. When the name came from the "
                    + "body, the `errors` point at it; when a registered name is close (`sidebarcell` for "
                    + "`sidebarCell`), the answer's `suggestion` gives it and the `detail` asks \"Did you mean …?\". "
                    + "In a batch, an item naming an unknown style gets this problem as its own answer. A user style "
                    + "kept in the data folder but left out of the registry (the styles folder changed the style it "
                    + "extends, or hides it) gets it too, its `errors` saying why.",
                fix:
                    "`GET /v1/styles` lists every style the service has: use one of those names, or register the "
                    + "style first with `PUT /v1/styles/<name>`.")
        case .notFound:
            Entry(
                .notFound, "Not found",
                explanation: "Nothing lives at this path.",
                fix:
                    "Check the path against the API's description, `/openapi.yaml`: the API is under `/v1/`, and `/` "
                    + "is the playground.")
        case .methodNotAllowed:
            Entry(
                .methodNotAllowed, "Method not allowed",
                explanation:
                    "The path exists but does not answer this method. The answer's `Allow` field lists the methods "
                    + "it does answer.",
                fix: "Use a method from `Allow`. `HEAD` works wherever `GET` does; `OPTIONS` lists a path's methods.")
        case .notAcceptable:
            Entry(
                .notAcceptable, "Not acceptable",
                explanation:
                    "The request's `Accept` field allows none of the representations the endpoint offers. "
                    + "`POST /v1/resolve` answers JSON or CSS custom properties (`text/css`); an explained answer "
                    + "(`?explain=true`) is JSON only.",
                fix: "Send `Accept: application/json`, or `Accept: text/css` for CSS, or leave the field out.")
        case .requestTimeout:
            Entry(
                .requestTimeout, "Request timeout",
                explanation:
                    "The request's header fields or body did not arrive within the time the server allows, so it "
                    + "stopped waiting and closed the connection.",
                fix:
                    "Send the whole request without pausing, then retry on a new connection. A stalled client or a "
                    + "proxy holding the body back causes this.")
        case .styleHasDependents:
            Entry(
                .conflict, "Style has dependents",
                explanation:
                    "Other styles extend this one, so deleting it would leave them without a base. The `detail` "
                    + "names them.",
                fix: "Delete those styles first, or change them to extend another style; then delete this one.")
        case .bodyTooLarge:
            Entry(
                .contentTooLarge, "Body too large",
                explanation:
                    "The request body is larger than the service accepts (`--max-body-bytes`, 1 MiB by default). "
                    + "Nothing in it was read.",
                fix: "Send a smaller body, such as a large batch split in several, or raise the service's limit.")
        case .requestLineTooLong:
            Entry(
                .uriTooLong, "URI too long",
                explanation: "The request line (method, path and query) is longer than the server accepts.",
                fix: "Shorten the path and the query.")
        case .unsupportedMediaType:
            Entry(
                .unsupportedMediaType, "Unsupported media type",
                explanation:
                    "The endpoint reads a JSON body, and the request's `Content-Type` does not say JSON: it is "
                    + "missing, or another type, such as the `application/x-www-form-urlencoded` that `curl -d` sends "
                    + "unless told otherwise. The answer's `Accept-Post` field names the type to send.",
                fix: "Send `Content-Type: application/json` (any `application/…+json` type is accepted too).")
        case .unsupportedContentEncoding:
            Entry(
                .unsupportedMediaType, "Unsupported content encoding",
                explanation:
                    "The request's `Content-Encoding` names a coding (such as `gzip`) the service does not decode: "
                    + "it reads request bodies as they are, so it read nothing of this one. The answer's "
                    + "`Accept-Encoding` field says `identity`.",
                fix: "Send the body uncompressed, without `Content-Encoding` (or with `Content-Encoding: identity`).")
        case .expectationFailed:
            Entry(
                .expectationFailed, "Expectation failed",
                explanation:
                    "The request's `Expect` field asks for something other than `100-continue`, the only "
                    + "expectation the server meets.",
                fix: "Leave `Expect` out, or send `Expect: 100-continue`.")
        case .invalidValue:
            Entry(
                .unprocessableContent, "Invalid value",
                explanation:
                    "The request has values the service cannot use: an unknown field, a value of the wrong type, "
                    + "outside its range or not among its names, a custom state of another type than the style "
                    + "declares. The `errors` list every problem at once, each with the JSON pointer (RFC 6901) of "
                    + "the value at fault and a message, and a `suggestion` when a known name is close (`isSelected` "
                    + "for `selected`, `dark` for `drak`). In a batch, an item's own problems are that item's answer, "
                    + "`{\"id\", \"problem\"}` with pointers relative to the item, and the other items resolve.",
                fix:
                    "Correct each value at its `pointer` as its `message` (or `suggestion`) says; `/openapi.yaml` "
                    + "describes every field and value. An empty pointer is the whole body; a pointer such as "
                    + "`/selector` on a stylesheet or token request names a query parameter.")
        case .invalidQueryParameter:
            Entry(
                .unprocessableContent, "Invalid query parameter",
                explanation:
                    "A query parameter has a value the endpoint does not take: a switch such as `explain` is "
                    + "exactly `true` or `false`. The `errors` name the parameter.",
                fix: "Send `?explain=true` or `?explain=false`, or leave the parameter out.")
        case .invalidHeaderField:
            Entry(
                .badRequest, "Invalid header field",
                explanation:
                    "A header field has a value the endpoint does not take, such as a `Last-Event-ID` longer than "
                    + "the \(ResolverAPI.maximumLastEventIDLength) characters of any registry version. The `errors` "
                    + "name the field, what it takes and what was sent.",
                fix: "Send the field as the message says (a `Last-Event-ID` is the `id` of an event received), or "
                    + "leave it out.")
        case .invalidStyleName:
            Entry(
                .unprocessableContent, "Invalid style name",
                explanation:
                    "The name in the path breaks the rule for style names: 1 to 64 characters from A–Z, a–z, 0–9, "
                    + "`.`, `_` and `-`, starting with a letter or digit.",
                fix: "Choose a name that follows the rule, such as `com.example.archivedCell`.")
        case .headerFieldsTooLarge:
            Entry(
                .requestHeaderFieldsTooLarge, "Request header fields too large",
                explanation: "The request's header block is larger than the server accepts, or has too many fields.",
                fix: "Send fewer or shorter header fields; large cookies are the usual cause.")
        case .internalError:
            Entry(
                .internalServerError, "Internal server error",
                explanation: "The service failed on its own account while answering; the request may have been fine.",
                fix: "Retry. If it fails again, report it with the request and the service's log line for it.")
        case .notImplemented:
            Entry(
                .notImplemented, "Not implemented",
                explanation:
                    "The request uses a method or a transfer coding the server does not implement; the `detail` "
                    + "names it.",
                fix:
                    "Use a method the API describes (`GET`, `HEAD`, `POST`, `PUT`, `DELETE`, `OPTIONS`) and send a "
                    + "body with `Content-Length` or `Transfer-Encoding: chunked`.")
        case .unavailable:
            Entry(
                .serviceUnavailable, "Service unavailable",
                explanation: "The server is at its connection limit and turned the connection away.",
                fix: "Retry after a pause, backing off; keep connections open and reuse them rather than opening many.")
        case .tooManyEventStreams:
            Entry(
                .serviceUnavailable, "Too many event streams",
                explanation:
                    "The server already holds as many `GET /v1/events` streams as it allows "
                    + "(`--max-event-streams`), so it did not open another.",
                fix:
                    "Retry after the `Retry-After` seconds, backing off; share one stream per page or process "
                    + "instead of opening one per component.")
        case .workersBusy:
            Entry(
                .serviceUnavailable, "Workers busy",
                explanation:
                    "Stylesheets, token files, exports, matrices, validations and writes run on a small pool of worker "
                    + "threads (`--workers`) so that they never hold the event loops; as many of them wait already as "
                    + "the pool queues, so this one was not started.",
                fix:
                    "Retry after the `Retry-After` seconds, backing off; fetch a render once and reuse it (its ETag "
                    + "revalidates cheaply). An operator can raise `--workers` on a machine with idle cores.")
        case .renderBudgetExceeded:
            Entry(
                .unprocessableContent, "Render over budget",
                explanation:
                    "Rendering the style's stylesheet, tokens, export or state matrix would take more steps than the "
                    + "service allows one request (`--render-budget`), so none of it was done. The work grows with "
                    + "the style's custom-state values (the stylesheet pairs each with every other state), its rules "
                    + "and their conditions, and with the matrix's combinations. The `detail` gives the resolutions, "
                    + "the steps each takes and the budget.",
                fix:
                    "Give the style fewer custom-state values, or fewer and simpler rules; ask a matrix for fewer axis "
                    + "values. An operator can raise `--render-budget`, at the cost of longer renders on the "
                    + "service's event loops.")
        case .styleNotExportable:
            Entry(
                .unprocessableContent, "Style not exportable",
                explanation:
                    "The style cannot be written in the export format asked for: in Swift, two of its custom-state "
                    + "keys would get the same identifier, or one would name a member `UICellConfigurationState` "
                    + "already has, or it sets a value UIKit has no public API for (a private color transformer, a "
                    + "Gaussian blur, a custom view or shadow path by name) or tests `containerWidth`, which UIKit's "
                    + "traits do not carry. The `errors` point at each place in the style, rules counted with those "
                    + "of the styles it extends first.",
                fix:
                    "Rename the key (docs/SWIFT.md gives the mapping from names to identifiers) or change the value "
                    + "or rule at the pointer; the other formats export the style as it is.")
        case .storageFailure:
            Entry(
                .serviceUnavailable, "Storage failure",
                explanation:
                    "The style could not be written durably to the data folder (`--data-dir`), for example because "
                    + "the disk is full or the folder is not writable. Nothing changed.",
                fix: "Retry once the data folder is writable again; the `detail` says what failed.")
        case .tooManyStyles:
            Entry(
                .conflict, "Too many styles",
                explanation:
                    "The registry already holds as many styles as the service allows (`--max-styles`, counting the "
                    + "data folder's and the styles folder's), so a new one is refused. Replacing a style still works.",
                fix:
                    "Delete styles that are no longer used (`DELETE /v1/styles/<name>`), replace one instead of adding "
                    + "one, or raise the service's limit.")
        case .styleTooLarge:
            Entry(
                .contentTooLarge, "Style too large",
                explanation:
                    "The style document is larger than the service allows (`--max-style-bytes`, 64 KiB by default), "
                    + "counted as its compact JSON, so whitespace does not count. The `errors` give the size found and "
                    + "the size expected.",
                fix:
                    "Make the document smaller: extend a style that has the shared keys and rules instead of "
                    + "repeating them, shorten the `description`, or raise the service's limit.")
        case .httpVersionNotSupported:
            Entry(
                .httpVersionNotSupported, "HTTP version not supported",
                explanation: "The server speaks HTTP/1.1 and HTTP/1.0 only, and the request used another version.",
                fix: "Send HTTP/1.1 (with curl, leave out `--http2-prior-knowledge`).")
        }
    }
}
