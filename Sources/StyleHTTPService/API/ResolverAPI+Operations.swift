import EpollHTTP
import StyleDefinitions
import Synchronization

/// The endpoints for operators and people: readiness, metrics, the playground, the spec and the problem pages.
extension ResolverAPI {
    /// `GET /readyz`: 503 while draining, else the registry version.
    func readiness() -> HTTPResponse {
        if isDraining.load(ordering: .relaxed) {
            return HTTPResponse(
                status: .serviceUnavailable, fields: HTTPFields([.contentType: "application/json"]),
                body: Array(#"{"status":"draining"}"#.utf8))
        }
        return Self.json(#"{"status":"ready","registryVersion":\#(registry.snapshot.version)}"#)
    }

    /// `GET /metrics`: Prometheus' text format.
    func metricsResponse() -> HTTPResponse {
        let server = serverMetrics.withLock { $0 }?()
        let log = logCounters.withLock { $0 }?()
        let text = metrics.render(
            server: server, log: log, registryVersion: registry.snapshot.version, events: eventStreams.figures)
        return HTTPResponse(
            status: .ok, fields: HTTPFields([.contentType: "text/plain; version=0.0.4; charset=utf-8"]),
            body: Array(text.utf8))
    }

    /// `GET /problems/{slug}`: the page that explains a problem type and how to fix it; 404 for a slug no problem
    /// type has.
    static func problemPage(_ request: HTTPRequest) throws(ProblemDetails) -> HTTPResponse {
        guard let page = ProblemPage.pages[request.pathParameters["slug"] ?? ""] else {
            throw ProblemDetails(
                .notFound, detail: "No problem type has this name; openapi.yaml lists them (ProblemTypeSlug).")
        }
        var fields = ProblemPage.fields
        fields.append(name: .eTag, value: page.etag)
        return HTTPResponse(status: .ok, fields: fields, body: page.html)
    }
}
