import HTTPServer
import StyleService
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Encoded answers of recent identical requests: a `POST /v1/resolve` answer depends only on the request body, the
/// representation negotiated, the CSS options of a CSS answer and the registry version, a `GET /v1/resolve` answer
/// on the request target, the representation and the registry version, a style's stylesheet or tokens only on the
/// request target and the registry version, so a repeated request skips parsing, resolving and encoding. Bounded by
/// entries and bytes;
/// emptied whenever the registry version changes, so an answer is never stale. The design of a body or target that
/// names none is the server's `--default-design`, fixed for the life of the ``ResolverAPI`` that owns both this cache
/// and its resolver, so the key's bytes decide the design too. (JSON answers, stylesheets and token files also name
/// their design, so replicas with different defaults give them different ETags.)
final class ResponseCache: Sendable {
    /// What the key's bytes are, so the same bytes asked in different ways never share an answer.
    enum Kind: Hashable, Sendable {
        /// A resolve request body, answered in a representation; CSS carries the options it is written with, JSON
        /// none (nil hashes as one byte: the options' strings stay off the JSON path's every lookup and store).
        case resolve(ResolveRepresentation, CSSOptions? = nil)
        /// The target (path and query) of a `GET` of a style's stylesheet or tokens.
        case document
        /// The target (path and query) of a `GET /v1/resolve`, answered in a representation.
        case query(ResolveRepresentation)
    }

    /// An answer: its bytes, its ETag and fields in the identity coding and, over ``ContentCoding/minimumBytes``, its
    /// gzip variant, compressed on first use and kept with the entry (its bytes are not counted in the cache's bound;
    /// they are smaller than the answer's).
    struct Entry: Sendable {
        let body: [UInt8]
        let etag: String
        /// The response's header fields, built once (with `Vary: Accept-Encoding` when a gzip variant exists).
        let fields: HTTPFields
        /// The gzip variant, for answers big enough to compress.
        let compressed: CompressedVariant?

        init(body: [UInt8], etag: String, fields: HTTPFields) {
            self.body = body
            self.etag = etag
            if body.count > ContentCoding.minimumBytes {
                let varying = ContentCoding.varyingByEncoding(fields)
                self.fields = varying
                compressed = CompressedVariant(fields: varying, body: body)
            } else {
                self.fields = fields
                compressed = nil
            }
        }

        /// The 200 answer for `request`: the gzip variant when the client accepts gzip and it pays, else the identity.
        /// (A client that accepts no gzip, or an answer too small to compress, costs one check here.)
        func response(for request: HTTPRequest) -> HTTPResponse {
            if let compressed, ContentCoding.acceptsGzip(request.fields), let gzip = compressed.gzip() {
                return HTTPResponse(status: .ok, fields: gzip.fields, body: gzip.body)
            }
            return HTTPResponse(status: .ok, fields: fields, body: body)
        }

        /// A resolve answer: its content type, its ETag, revalidated on every use, varying by `Accept`.
        init(body: [UInt8], etag: String, representation: ResolveRepresentation = .json) {
            self.init(
                body: body, etag: etag,
                fields: HTTPFields([
                    .contentType: representation.contentType, .eTag: etag, .cacheControl: "no-cache", .vary: "Accept",
                ]))
        }
    }

    /// Request bytes and their kind as a key: the bytes hashed in one call and compared with `memcmp` (an array of
    /// bytes would be hashed and compared one element at a time).
    struct Key: Hashable, Sendable {
        let bytes: [UInt8]
        let kind: Kind

        func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.kind == rhs.kind, lhs.bytes.count == rhs.bytes.count else { return false }
            return lhs.bytes.withUnsafeBytes { left in
                rhs.bytes.withUnsafeBytes { right in
                    guard let a = left.baseAddress, let b = right.baseAddress else { return true }
                    return memcmp(a, b, left.count) == 0
                }
            }
        }
    }

    private struct State {
        var version: UInt64 = 0
        var entries: [Key: Entry] = [:]
        /// Keys in insertion order; the oldest is evicted first.
        var order: [Key] = []
        var oldest = 0
        var bytes = 0
    }

    let maximumEntries: Int
    let maximumBytes: Int
    private let state = Mutex(State())

    /// A cache of at most `maximumEntries` answers and `maximumBytes` bytes of keys and answers; 0 entries disables it.
    init(maximumEntries: Int, maximumBytes: Int) {
        self.maximumEntries = maximumEntries
        self.maximumBytes = maximumBytes
    }

    func lookup(_ request: [UInt8], as kind: Kind = .resolve(.json), version: UInt64) -> Entry? {
        guard maximumEntries > 0 else { return nil }
        return state.withLock { state in
            state.version == version ? state.entries[Key(bytes: request, kind: kind)] : nil
        }
    }

    func store(_ request: [UInt8], as kind: Kind = .resolve(.json), version: UInt64, entry: Entry) {
        let size = request.count + entry.body.count
        guard maximumEntries > 0, size <= maximumBytes / 4 else { return }
        state.withLock { state in
            if state.version != version {
                state = State()
                state.version = version
            }
            let key = Key(bytes: request, kind: kind)
            guard state.entries[key] == nil else { return }
            while state.entries.count >= maximumEntries || state.bytes + size > maximumBytes {
                guard state.oldest < state.order.count else { break }
                let evicted = state.order[state.oldest]
                state.oldest += 1
                if let old = state.entries.removeValue(forKey: evicted) {
                    state.bytes -= evicted.bytes.count + old.body.count
                }
            }
            if state.oldest > maximumEntries {
                state.order.removeFirst(state.oldest)
                state.oldest = 0
            }
            state.entries[key] = entry
            state.order.append(key)
            state.bytes += size
        }
    }

    /// Entries held now (for tests).
    var count: Int { state.withLock { $0.entries.count } }
}
