/// A complete HTTP response: status, fields and body. The server adds `Date`, `Server`, `Content-Length` (or
/// `Transfer-Encoding: chunked` for a streamed body) and `Connection`; framing fields set here are ignored because
/// the server frames the body itself.
///
/// A value, as the parts it holds are, kept in one copy-on-write reference: copying a response (a cached answer
/// handed out again for every request that repeats it) counts one reference, not one for each of its arrays, strings
/// and prepared head, and a change copies the parts only when another response still shares them.
public struct HTTPResponse: Sendable {
    /// The status code and reason phrase.
    public var status: HTTPStatus {
        @inlinable get { parts.status }
        @inlinable set {
            let parts = uniqueParts()
            parts.status = newValue
            parts.preparedHead = nil
        }
    }
    /// Header fields to send (invalid names or values are dropped when added).
    public var fields: HTTPFields {
        @inlinable get { parts.fields }
        @inlinable set {
            let parts = uniqueParts()
            parts.fields = newValue
            parts.preparedHead = nil
        }
        @inlinable _modify {
            let parts = uniqueParts()
            parts.preparedHead = nil
            yield &parts.fields
        }
    }
    /// The body bytes (not sent for HEAD, 1xx, 204 and 304). Ignored when `bodyStream` is set.
    public var body: [UInt8] {
        @inlinable get { parts.body }
        @inlinable set { uniqueParts().body = newValue }
        @inlinable _modify { yield &uniqueParts().body }
    }
    /// A body sent in pieces as the client reads it, instead of `body` (see `HTTPBodyStream`).
    public var bodyStream: HTTPBodyStream? {
        @inlinable get { parts.bodyStream }
        @inlinable set { uniqueParts().bodyStream = newValue }
    }
    /// Set on a response that stands for an answer given later (``HTTPResponseCompletion``): the connection waits for
    /// that answer and sends it instead of this response.
    public var completion: HTTPResponseCompletion? { parts.completion }
    /// The head's lines that do not change between sends, written by ``prepareHead()``; dropped whenever the status
    /// or the fields change, and not used when the body's length or stream no longer matches it.
    @usableFromInline var preparedHead: PreparedHead? { parts.preparedHead }

    /// Every part of the response, shared by its copies until one of them changes.
    @usableFromInline var parts: Parts

    /// The parts of a response: a class only so that copies of a response share them. Changed only through a
    /// response that holds the sole reference (``uniqueParts()``), as a standard library array changes its buffer,
    /// so no two threads ever see it change: hence `@unchecked Sendable`. For the same reason no two accesses to a
    /// part overlap, which the runtime would otherwise check on every access (`@exclusivity(unchecked)`).
    @usableFromInline
    final class Parts: @unchecked Sendable {
        @usableFromInline @exclusivity(unchecked) var status: HTTPStatus
        @usableFromInline @exclusivity(unchecked) var fields: HTTPFields
        @usableFromInline @exclusivity(unchecked) var body: [UInt8]
        @usableFromInline @exclusivity(unchecked) var bodyStream: HTTPBodyStream?
        @usableFromInline @exclusivity(unchecked) var preparedHead: PreparedHead?
        @usableFromInline let completion: HTTPResponseCompletion?

        @usableFromInline
        init(
            status: HTTPStatus, fields: HTTPFields, body: [UInt8], bodyStream: HTTPBodyStream?,
            preparedHead: PreparedHead?, completion: HTTPResponseCompletion? = nil
        ) {
            self.status = status
            self.fields = fields
            self.body = body
            self.bodyStream = bodyStream
            self.preparedHead = preparedHead
            self.completion = completion
        }

        /// A copy, for a response about to change parts another response shares.
        @usableFromInline
        func copy() -> Parts {
            Parts(
                status: status, fields: fields, body: body, bodyStream: bodyStream, preparedHead: preparedHead,
                completion: completion)
        }
    }

    /// The parts, made this response's own first if another response shares them.
    @inlinable
    mutating func uniqueParts() -> Parts {
        if !isKnownUniquelyReferenced(&parts) { parts = parts.copy() }
        return parts
    }

    /// Creates a response.
    public init(status: HTTPStatus = .ok, fields: HTTPFields = HTTPFields(), body: [UInt8] = []) {
        parts = Parts(status: status, fields: fields, body: body, bodyStream: nil, preparedHead: nil)
    }

    /// Creates a response whose body is streamed: chunked to HTTP/1.1 clients, close-delimited to HTTP/1.0 ones.
    public init(status: HTTPStatus = .ok, fields: HTTPFields = HTTPFields(), bodyStream: HTTPBodyStream) {
        parts = Parts(status: status, fields: fields, body: [], bodyStream: bodyStream, preparedHead: nil)
    }

    /// A response that stands for the answer `completion` gives later, from any thread (costly work done off the
    /// event loop). Its own status and fields are never sent.
    public init(completedBy completion: HTTPResponseCompletion) {
        parts = Parts(
            status: .ok, fields: HTTPFields(), body: [], bodyStream: nil, preparedHead: nil, completion: completion)
    }

    /// Writes now the lines of this response's head that are the same on every send (the status line, the fields
    /// and `Content-Length`), so that sending it, or any copy of it, writes them as one block instead of line by
    /// line: for an answer kept and sent many times (a cached answer). The bytes sent are the same either way. A
    /// response with a streamed body or a field the server writes itself (`Content-Length`, `Transfer-Encoding`,
    /// `Connection`, `Date`, `Server`, `X-Request-Id`) is left as it is.
    public mutating func prepareHead() {
        let parts = uniqueParts()
        parts.preparedHead =
            parts.bodyStream == nil
            ? PreparedHead(status: parts.status, fields: parts.fields, bodyCount: parts.body.count) : nil
    }

    /// A response with a UTF-8 text body and the given content type.
    public init(status: HTTPStatus = .ok, contentType: String = "text/plain; charset=utf-8", text: String) {
        self.init(status: status, fields: HTTPFields([.contentType: contentType]), body: Array(text.utf8))
    }
}
