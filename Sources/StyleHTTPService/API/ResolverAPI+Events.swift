import EpollHTTP
import StrictJSON
import StyleDefinitions

/// `GET /v1/events`: the registry's changes as server-sent events.
extension ResolverAPI {
    /// Opens an event stream (resuming after `Last-Event-ID` when the client sends one); 503 when the streams are at
    /// their limit.
    func events(_ request: HTTPRequest) throws(ProblemDetails) -> HTTPResponse {
        let lastEventID = request.fields[.lastEventID]
        if let lastEventID, lastEventID.unicodeScalars.count > Self.maximumLastEventIDLength {
            throw ProblemDetails(
                .invalidHeaderField,
                detail:
                    "Last-Event-ID is longer than \(Self.maximumLastEventIDLength) characters; no event has such an id.",
                errors: [
                    DocumentProblem(
                        pointer: JSONPointer(),
                        message:
                            "header Last-Event-ID: expected at most \(Self.maximumLastEventIDLength) characters (the "
                            + "id of an event received), found \(lastEventID.unicodeScalars.count)")
                ])
        }
        guard let writer = eventStreams.open(lastEventID: lastEventID, history: registry.changeHistory)
        else {
            throw ProblemDetails(
                .tooManyEventStreams,
                detail: "The server holds its limit of \(eventStreams.maximumStreams) event streams; retry later.",
                fields: HTTPFields([.retryAfter: "5"]))
        }
        return HTTPResponse(status: .ok, fields: Self.eventStreamFields, bodyStream: HTTPBodyStream(writer: writer))
    }

    /// The longest `Last-Event-ID` taken (`maxLength` in openapi.yaml): longer than any registry version.
    static let maximumLastEventIDLength = 64

    /// An event stream's fields: never cached, never buffered by a proxy (`X-Accel-Buffering` for nginx).
    static let eventStreamFields = HTTPFields([
        .contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-cache",
        HTTPField.Name("X-Accel-Buffering") ?? .cacheControl: "no",
    ])
}
