import EpollHTTP
import StrictJSON
import StyleDefinitions
import StyleService
import Synchronization

/// The resolve endpoints: one request, a batch, a matrix. Bodies go to the core; its answers are cached by body.
extension ResolverAPI {
    /// `POST /v1/resolve`: JSON or CSS custom properties (by `Accept`, written as `prefix`, `layer`, `units` and
    /// `theme` say), `?explain=true` for the sources.
    func resolve(_ request: HTTPRequest, loop: Int) throws(ProblemDetails) -> HTTPResponse {
        try requireJSONBody(request)
        // The query decoded once for both of its uses (a request without one, the usual, decodes nothing).
        let query = request.queryItems
        let explain = try Self.booleanQueryParameter("explain", in: query)
        // No options value for an empty query (the usual): its two optional strings were destroyed through the
        // runtime's generic witness on every request.
        let cssOptions: CSSOptions? =
            query.isEmpty ? nil : try Self.core { () throws(ServiceError) in try CSSOptions.decode(query) }
        // An explanation has no CSS form: with explain, JSON is the only representation offered.
        let representation = try ResolveRepresentation.negotiate(request.fields, offeringCSS: !explain)
        // The cache key is the body, the representation and the CSS options: explained answers are never cached.
        // The body is hashed once, for the lookup and the store after a miss; the lookup borrows it, and only a miss
        // makes a key of it. A hit reads the registry's version only; a miss takes its snapshot.
        if !explain, let digest = responseCache.digest(request.body) {
            let kind = ResponseCache.Kind.resolve(
                representation, representation == .css ? cssOptions ?? CSSOptions() : nil)
            if let cached = responseCache.lookup(request.body, as: kind, digest: digest, in: registry, loop: loop) {
                return cached.response(for: request)
            }
            let snapshot = registry.snapshot
            let (entry, style) = try answer(
                request, snapshot: snapshot, as: representation, cssOptions: cssOptions ?? CSSOptions())
            // Kept from the body's second request on: most bodies (rows with their own texts) never come again.
            responseCache.store(
                ResponseCache.Key(bytes: request.body, kind: kind, digest: digest), in: snapshot, style: style,
                entry: entry, onRepeat: true, loop: loop)
            return entry.response(for: request)
        }
        return try answer(
            request, snapshot: registry.snapshot, as: representation, explain: explain,
            cssOptions: cssOptions ?? CSSOptions()
        ).entry.response(for: request)
    }

    /// The core's answer to a resolve request, as the entry the cache keeps and the style it depends on.
    private func answer(
        _ request: HTTPRequest, snapshot: RegistrySnapshot, as representation: ResolveRepresentation,
        explain: Bool = false, cssOptions: CSSOptions
    ) throws(ProblemDetails) -> (entry: ResponseCache.Entry, style: ResponseCache.StyleDependency) {
        let answer = try Self.core { () throws(ServiceError) in
            try resolver.resolveAnswer(
                body: request.body, snapshot: snapshot, as: representation, explain: explain, cssOptions: cssOptions)
        }
        let entry = ResponseCache.Entry(
            body: answer.body, etag: Self.styleETag(answer), representation: representation)
        return (entry, .init(answer))
    }

    /// `GET /v1/resolve?style=…&isSelected=true&userInterfaceStyle=dark&state.KEY=…`: the answer of the `POST` body
    /// the query stands for (``ResolveQuery``), byte for byte and with the same ETag, so a `<link rel="stylesheet">`
    /// or a CDN can use it. `format=css` (or `json`) takes the place of `Accept`. Answers are kept in the answer
    /// cache by request target and representation (explained ones never), until the registry changes.
    func resolveQuery(_ request: HTTPRequest, loop: Int) throws(ProblemDetails) -> HTTPResponse {
        let query = ResolveQuery(request.queryItems)
        let representation: ResolveRepresentation
        if let format = query.format {
            representation = format
        } else {
            representation = try ResolveRepresentation.negotiate(request.fields, offeringCSS: !query.explain)
        }
        // Explained answers are never kept: no key.
        let key = query.explain ? nil : responseCache.key(Array(request.target.utf8), as: .query(representation))
        if let cached = responseCache.lookup(key, in: registry, loop: loop) {
            return cached.response(for: request)
        }
        let snapshot = registry.snapshot
        let answer = try Self.core { () throws(ServiceError) in
            try resolver.resolve(query: query, snapshot: snapshot, as: representation)
        }
        let etag = Self.styleETag(answer)
        // The route adds its Cache-Control: reusable for a minute, unlike the POST's answer.
        let entry = ResponseCache.Entry(
            body: answer.body, etag: etag,
            fields: HTTPFields([.contentType: representation.contentType, .eTag: etag, .vary: "Accept"]))
        if let key { responseCache.store(key, in: snapshot, style: .init(answer), entry: entry, loop: loop) }
        return entry.response(for: request)
    }

    /// `POST /v1/resolve/batch`. The whole batch is decoded and checked first, so the status and every problem are
    /// known before the first byte. An answer of more than one piece (``batchPieceItems`` items) is then streamed,
    /// chunked: its items are resolved and written as the connection pulls the pieces, so the client reads the first
    /// while the next is written and the whole answer (2.7 MB for 1,000 items) is never held at once. A client that
    /// accepts gzip gets the whole answer, compressed as every large answer is; the bytes are the same either way.
    func resolveBatch(_ request: HTTPRequest) throws(ProblemDetails) -> HTTPResponse {
        try requireJSONBody(request)
        let streams = !ContentCoding.acceptsGzip(request.fields)
        var answer: BatchAnswer
        do throws(ServiceError) {
            answer = try resolver.planBatch(
                body: request.body, snapshot: registry.snapshot, itemsPerPiece: streams ? Self.batchPieceItems : nil)
        } catch {
            throw ProblemDetails(error)
        }
        let first = answer.nextPiece() ?? []
        guard !answer.isFinished else { return Self.uncachedJSON(first) }
        // A streamed answer says `Vary: Accept-Encoding` as a whole one of its size does; one that small is sent whole.
        guard first.count > ContentCoding.minimumBytes else {
            return Self.uncachedJSON(first + answer.remainingBytes())
        }
        let pieces = BatchPieces(first: first, rest: answer)
        return HTTPResponse(
            status: .ok, fields: ContentCoding.varyingByEncoding(Self.uncachedJSONFields),
            bodyStream: HTTPBodyStream { pieces.piece($0) })
    }

    /// Items per piece of a streamed batch answer: about 260 KB, more than a connection queues before it sends
    /// (64 KB), so each piece goes out as it is, without being copied behind another. Of 32, 64, 96, 192 and 334
    /// items a piece, 96 gave the 1,000-item batch its shortest times (docs/PERFORMANCE.md).
    static let batchPieceItems = 96

    /// `POST /v1/styles/{name}/matrix` (`?level=AAA` for WCAG's enhanced contrast).
    func matrix(_ request: HTTPRequest) throws(ProblemDetails) -> HTTPResponse {
        try requireJSONBody(request)
        let body = try Self.core { () throws(ServiceError) in
            try resolver.resolveMatrix(
                style: request.pathParameters["name"] ?? "", body: request.body, snapshot: registry.snapshot,
                limit: settings.matrixLimit, budget: settings.renderBudget,
                level: Resolver.matrixLevel(request.queryItems))
        }
        return Self.uncachedJSON(body)
    }

    /// The core's answer, or its failure as a problem.
    static func core<T>(_ answer: () throws(ServiceError) -> T) throws(ProblemDetails) -> T {
        do throws(ServiceError) {
            return try answer()
        } catch {
            throw ProblemDetails(error)
        }
    }

    /// A computed JSON answer, never reused by clients without revalidating.
    static func uncachedJSON(_ body: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: .ok, fields: uncachedJSONFields, body: body)
    }

    /// The fields of ``uncachedJSON(_:)``, built once.
    static let uncachedJSONFields = HTTPFields([.contentType: "application/json", .cacheControl: "no-cache"])

    /// POST and PUT bodies must be JSON (415 otherwise) and not too large (413).
    func requireJSONBody(_ request: HTTPRequest) throws(ProblemDetails) {
        // A coded body is never guessed at: only `identity` (no coding) is read.
        for value in request.fields.values(for: .contentEncoding) {
            for coding in value.split(separator: ",") {
                let name = coding.trimmingSpaces().lowercased()
                guard name.isEmpty || name == "identity" else {
                    throw ProblemDetails(
                        .unsupportedContentEncoding,
                        detail: "The body is sent with Content-Encoding \(name); send it uncompressed.",
                        fields: HTTPFields([.acceptEncoding: "identity", .acceptPost: "application/json"]))
                }
            }
        }
        // Checked on the field's bytes: the common answer builds no string.
        guard request.fields.withFirstValue(for: .contentType, { Self.isJSONMediaType($0) }) == true else {
            let header = request.fields[.contentType] ?? ""
            let type = header.split(separator: ";").first.map { $0.trimmingSpaces().lowercased() } ?? ""
            throw ProblemDetails(
                .unsupportedMediaType,
                detail: "Send the body as application/json\(type.isEmpty ? "" : ", not \(type)").",
                fields: HTTPFields([.acceptPost: "application/json"]))
        }
        guard request.body.count <= settings.maximumBodyBytes else {
            throw ProblemDetails(
                .bodyTooLarge,
                detail: "The body has \(request.body.count) bytes; at most \(settings.maximumBodyBytes) are accepted.")
        }
    }

    /// Whether a `Content-Type` value names JSON (`application/json` or `application/…+json`, any case, parameters
    /// allowed), checked on the field's bytes without building strings.
    static func isJSONMediaType<Bytes: BidirectionalCollection>(_ bytes: Bytes) -> Bool
    where Bytes.Element == UInt8, Bytes.SubSequence == Bytes {
        if let answer = bytes.withContiguousStorageIfAvailable({ isJSONMediaType(utf8: $0) }) { return answer }
        return Array(bytes).withUnsafeBufferPointer { isJSONMediaType(utf8: $0) }
    }

    /// ``isJSONMediaType(_:)`` on contiguous bytes, by index rather than through generic slices and `zip`: every
    /// POST pays it.
    static func isJSONMediaType(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        // What clients send: `application/json` alone, in any case, as two words with their letters lowered (or-ing
        // 0x20 into a letter's byte lowers it and turns no other byte into a letter; the `/` is compared as it is).
        if utf8.count == 16, let start = utf8.baseAddress {
            let first = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)
            let second = UnsafeRawPointer(start).loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            // "applicat" and "ion/json" as little-endian words; the masks lower the letters of each.
            if UInt64(littleEndian: first) | 0x2020_2020_2020_2020 == 0x7461_6369_6C70_7061
                && UInt64(littleEndian: second) | 0x2020_2020_0020_2020 == 0x6E6F_736A_2F6E_6F69
            {
                return true
            }
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = 0
        while start < utf8.count, isSpace(utf8[start]) { start += 1 }
        var end = start
        while end < utf8.count, utf8[end] != UInt8(ascii: ";") { end += 1 }
        while end > start, isSpace(utf8[end - 1]) { end -= 1 }
        // Whether the type's bytes from `offset` are `literal` (lowercase), ignoring ASCII case.
        func matches(_ literal: StaticString, at offset: Int) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard offset >= start, offset + count <= end else { return false }
            let expected = literal.utf8Start
            for index in 0..<count {
                var byte = utf8[offset + index]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                guard byte == expected[index] else { return false }
            }
            return true
        }
        return (end - start == 16 && matches("application/json", at: start))
            || (matches("application/", at: start) && matches("+json", at: end - 5))
    }

    /// A strict boolean query parameter: absent is false, `true` and `false` are themselves, anything else is a 422
    /// naming the parameter (its pointer is empty: the problem is in the URL, not the body).
    static func booleanQueryParameter(
        _ name: String, in query: [(name: String, value: String)]
    ) throws(ProblemDetails) -> Bool {
        if query.isEmpty { return false }
        switch query.first(where: { $0.name == name })?.value {
        case nil, "false"?: return false
        case "true"?: return true
        case let other?:
            throw ProblemDetails(
                .invalidQueryParameter, detail: "The query parameter \(name) must be true or false.",
                errors: [
                    DocumentProblem(
                        pointer: JSONPointer(),
                        message: "query parameter \(name): expected true or false, found \"\(other)\"")
                ])
        }
    }
}

/// A streamed batch answer's pieces, pulled in order on the connection's loop: the first, written while the request
/// was answered, then the rest as they are asked for. The lock is never contended (one loop pulls); it makes the
/// provider `Sendable`.
private final class BatchPieces: Sendable {
    private struct Pieces: ~Copyable {
        var first: [UInt8]?
        var rest: BatchAnswer
    }

    private let pieces: Mutex<Pieces>

    init(first: [UInt8], rest: consuming BatchAnswer) {
        pieces = Mutex(Pieces(first: first, rest: rest))
    }

    /// Piece `index`: nil after the last.
    func piece(_ index: Int) -> [UInt8]? {
        pieces.withLock { pieces in
            if let first = pieces.first {
                pieces.first = nil
                return first
            }
            return pieces.rest.nextPiece()
        }
    }
}
