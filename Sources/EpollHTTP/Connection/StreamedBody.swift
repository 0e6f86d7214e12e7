/// A streamed response body in progress: where it comes from, how it is framed, and what the request observer is told
/// once it ends.
///
/// A class, so the connection's state holds one reference to it: copying or switching on that state stays as cheap
/// as it is for the states without a stream, on every request.
final class StreamedBody {
    let source: HTTPBodyStream
    /// The writer of a pushed body (``HTTPBodyWriter``), nil for a pulled one.
    let writer: HTTPBodyWriter?
    /// Chunked coding (HTTP/1.1) or close-delimited (HTTP/1.0).
    let chunked: Bool
    /// The index of the next piece to ask for.
    var nextIndex = 0
    /// Body bytes queued so far.
    var bodyBytes = 0
    /// The observer's record, completed with the body's size and duration when the last piece is queued.
    var record: HTTPServer.RequestRecord?
    /// When the request was complete (monotonic nanoseconds), for the record's duration.
    let started: UInt64

    init(source: HTTPBodyStream, chunked: Bool, record: HTTPServer.RequestRecord?, started: UInt64) {
        self.source = source
        self.writer = source.writer
        self.chunked = chunked
        self.record = record
        self.started = started
    }
}
