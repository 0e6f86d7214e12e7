import HTTPServer

/// The playground's three files, each answer (strong ETag, gzip variant made on first use) built once: the page
/// (`GET /`), its script (`GET /playground.js`) and its stylesheet (`GET /playground.css`). The script and the styles
/// are files of their own so that the page's policy can refuse every inline script and style.
struct PlaygroundAssets: Sendable {
    /// The page's content security policy: scripts and styles only from the service's own files, so an answer that
    /// slips markup into the page still runs nothing; nothing else loads but `data:` images. It lets the page call
    /// any service (`?api=` may point it at another one, which then answers under its CORS rules).
    static let policy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; connect-src *; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// `GET /`.
    let page: ResponseCache.Entry
    /// `GET /playground.js`.
    let script: ResponseCache.Entry
    /// `GET /playground.css`.
    let stylesheet: ResponseCache.Entry

    /// The answers for the files embedded at build time.
    init() {
        page = Self.entry(PlaygroundPage.html, tag: "playground", type: "text/html; charset=utf-8", policy: true)
        script = Self.entry(
            PlaygroundScript.javascript, tag: "playground-js", type: "text/javascript; charset=utf-8", policy: false)
        stylesheet = Self.entry(
            PlaygroundStylesheet.css, tag: "playground-css", type: "text/css; charset=utf-8", policy: false)
    }

    /// The page for `request`.
    func pageResponse(for request: HTTPRequest) -> HTTPResponse {
        page.response(for: request)
    }

    /// One file's answer; `policy` adds the page's policy.
    private static func entry(_ body: [UInt8], tag: String, type: String, policy: Bool) -> ResponseCache.Entry {
        let etag = "\"\(tag)-\(ResolverAPI.fnv1a(body))\""
        var fields = HTTPFields([.contentType: type, .eTag: etag])
        if policy { fields.append(name: .contentSecurityPolicy, value: Self.policy) }
        return ResponseCache.Entry(body: body, etag: etag, fields: fields)
    }
}
