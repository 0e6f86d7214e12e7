import EpollHTTP
import StyleService

/// The playground's three files, each answer (strong ETag, gzip variant made on first use) built once: the page
/// (`GET /`), its script (`GET /playground.js`) and its stylesheet (`GET /playground.css`). The script and the styles
/// are files of their own so that the page's policy (``PlaygroundPolicy``) can refuse every inline script and style.
/// The stylesheet ends with the accessory glyphs' masks (``accessoryMasks``), made from the stylesheet's own table.
struct PlaygroundAssets: Sendable {
    /// `GET /`.
    let page: ResponseCache.Entry
    /// `GET /playground.js`.
    let script: ResponseCache.Entry
    /// `GET /playground.css`.
    let stylesheet: ResponseCache.Entry

    /// The rules appended to `playground.css` that shape the preview's accessories (`.accessory` elements).
    static let accessoryMasks = AccessoryMaskRules.css(selector: ".accessory")

    /// The answers for the files embedded at build time.
    init() {
        page = Self.entry(PlaygroundPage.html, tag: "playground", type: "text/html; charset=utf-8", policy: true)
        script = Self.entry(
            PlaygroundScript.javascript, tag: "playground-js", type: "text/javascript; charset=utf-8", policy: false)
        stylesheet = Self.entry(
            PlaygroundStylesheet.css + Array(Self.accessoryMasks.utf8), tag: "playground-css",
            type: "text/css; charset=utf-8", policy: false)
    }

    /// The page for `request`: its policy lets it connect to the service that the query's `api` names, if any.
    func pageResponse(for request: HTTPRequest) -> HTTPResponse {
        var response = page.response(for: request)
        guard let origin = request.queryValue("api").flatMap(PlaygroundPolicy.origin(ofAPI:)) else { return response }
        response.fields.removeAll(named: .contentSecurityPolicy)
        response.fields.append(name: .contentSecurityPolicy, value: PlaygroundPolicy.header(apiOrigin: origin))
        return response
    }

    /// One file's answer; `policy` adds the page's policy (for no `api`).
    private static func entry(_ body: [UInt8], tag: String, type: String, policy: Bool) -> ResponseCache.Entry {
        let etag = "\"\(tag)-\(ResolverAPI.fnv1a(body))\""
        var fields = HTTPFields([.contentType: type, .eTag: etag])
        if policy { fields.append(name: .contentSecurityPolicy, value: PlaygroundPolicy.header(apiOrigin: nil)) }
        return ResponseCache.Entry(body: body, etag: etag, fields: fields)
    }
}
