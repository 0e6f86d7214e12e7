import EpollHTTP

/// The page `GET /problems/<slug>` answers: one short, self-contained HTML document per ``ProblemType``, built from
/// its table entry (title, status, explanation, fix), with a strong ETag of its bytes. Nothing in it loads from
/// anywhere: no scripts, no images, the style inline.
struct ProblemPage: Sendable {
    /// The HTML document.
    let html: [UInt8]
    /// A strong ETag of the document, `"problem-<slug>-<digest>"`.
    let etag: String

    /// Every type's page, built once, by slug.
    static let pages: [String: ProblemPage] = Dictionary(
        uniqueKeysWithValues: ProblemType.allCases.map { ($0.slug, ProblemPage($0)) })

    /// The fields of every page: HTML, and a policy that allows nothing but the page's own inline style.
    static let fields = HTTPFields([
        .contentType: "text/html; charset=utf-8",
        .contentSecurityPolicy:
            "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; "
            + "frame-ancestors 'none'",
    ])

    /// The page of `type`.
    init(_ type: ProblemType) {
        let entry = type.entry
        let title = Self.escaped(entry.title)
        let document = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title) · StyleResolver</title>
            <style>
            :root { color-scheme: light dark; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
            body { max-width: 40rem; margin: 2.5rem auto; padding: 0 1.25rem; }
            h1 { font-size: 1.75rem; line-height: 1.2; margin: 0.25rem 0 1.5rem; }
            h2 { font-size: 1.05rem; margin: 1.5rem 0 0.25rem; }
            p { margin: 0.25rem 0; }
            code { font: 0.9em ui-monospace, "SF Mono", Menlo, Consolas, monospace; overflow-wrap: anywhere; }
            .meta { color: GrayText; font-size: 0.9rem; }
            footer { margin-top: 2rem; }
            </style>
            </head>
            <body>
            <main>
            <p class="meta">Problem type <code>\(type.uri)</code> · HTTP \(entry.status.code)</p>
            <h1>\(title)</h1>
            <h2>What it means</h2>
            <p>\(Self.inlineHTML(entry.explanation))</p>
            <h2>How to fix it</h2>
            <p>\(Self.inlineHTML(entry.fix))</p>
            <footer class="meta">
            <p>Answers of this type are <code>application/problem+json</code> (RFC 9457) with this <code>type</code> and \
            title; their <code>detail</code> says what happened that time, and <code>errors</code> give the JSON \
            pointer of each value at fault. <a href="/openapi.yaml">The API's description</a> · \
            <a href="/">the playground</a>.</p>
            </footer>
            </main>
            </body>
            </html>

            """
        html = Array(document.utf8)
        etag = "\"problem-\(type.slug)-\(ResolverAPI.fnv1a(html))\""
    }

    /// Text for HTML: `&`, `<`, `>` and `"` escaped, and each span between backticks set as `<code>`.
    static func inlineHTML(_ text: String) -> String {
        var html = ""
        var inCode = false
        for character in text {
            if character == "`" {
                html += inCode ? "</code>" : "<code>"
                inCode.toggle()
            } else {
                html += escaped(String(character))
            }
        }
        if inCode { html += "</code>" }
        return html
    }

    /// Text with `&`, `<`, `>` and `"` escaped.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
