import EpollHTTP
import StyleDefinitions
import StyleService
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Encoded answers of recent identical requests: a `POST /v1/resolve` answer depends only on the request body, the
/// representation negotiated, the CSS options of a CSS answer and the style it names, a `GET /v1/resolve` answer on
/// the request target, the representation and the style, a style's stylesheet or tokens only on the request target
/// and the style, so a repeated request skips parsing, resolving and encoding. Bounded by entries and bytes.
///
/// An entry remembers the style it was made from (its name and ``RegisteredStyle/digest``, which covers the style's
/// `extends` chain). When the registry moves to a new version, the first lookup or store that sees it keeps the
/// entries whose style has the same digest in the new snapshot and drops the others, once per version, so changing
/// one style leaves every other style's answers cached and a hit still costs one version comparison and one table
/// lookup. An entry without a style is dropped at any change. The design of a body or target that names none is the
/// server's `--default-design`, fixed for the life of the ``ResolverAPI`` that owns both this cache and its resolver,
/// so the key's bytes decide the design too. (JSON answers, stylesheets and token files also name their design, so
/// replicas with different defaults give them different ETags.)
///
/// Kept per event loop: each loop looks up and stores in a shard of its own (``EventLoopContext/index``), with
/// its own lock, entries and bounds (the cache's divided by the shards), so a hit on one core never writes memory
/// another core's hits write: not a lock, not an entry's reference count, not an answer's buffers. A loop keeps the
/// answers of the requests it was asked.
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

        /// A word that tells the kinds apart in a key's ``Key/slot`` (0 for a JSON resolve, the usual): the same
        /// bytes asked in two ways are two slots. Kinds with the same code (CSS options whose hashes collide) only
        /// share a slot, and are still told apart by the key's `==`.
        var code: Int {
            switch self {
            case .resolve(.json, .none): 0
            case .resolve(.css, .none): 0x2545_F491_4F6C_DD1D
            case .resolve(let representation, .some(let options)):
                (representation == .json ? 0x1B87_3593_CC9E_2D51 : 0x5851_F42D_4C95_7F2D) ^ options.hashValue
            case .document: 0x6A09_E667_F3BC_C909
            case .query(.json): 0x3C6E_F372_FE94_F82B
            case .query(.css): 0x510E_527F_ADE6_82D1
            }
        }

        /// Whether two kinds are the same: a JSON resolve (every hit's kind but explained or CSS ones) is told in two
        /// comparisons, where the synthesized comparison copied out each side's CSS options first.
        static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case (.resolve(let left, .none), .resolve(let right, .none)): left == right
            case (.resolve(let left, .some(let leftOptions)), .resolve(let right, .some(let rightOptions))):
                left == right && leftOptions == rightOptions
            case (.document, .document): true
            case (.query(let left), .query(let right)): left == right
            default: false
            }
        }
    }

    /// An answer: its bytes, its ETag and fields in the identity coding and, over ``ContentCoding/minimumBytes``, its
    /// gzip variant, compressed on first use and kept with the entry (its bytes are not counted in the cache's bound;
    /// they are smaller than the answer's).
    ///
    /// A class, immutable: the table holds and a hit copies out one reference, not the five an answer's arrays and
    /// strings would be as a struct (each retained on the way out of the lock and released after the send).
    final class Entry: Sendable {
        let etag: String
        /// The gzip variant, for answers big enough to compress.
        let compressed: CompressedVariant?
        /// The identity answer, built once: a hit returns a copy of it rather than building one from the parts (which
        /// cost a hit a temporary response copied and destroyed). Its head is prepared in the
        /// entry the cache keeps (``kept()``).
        private let identity: HTTPResponse
        /// The key the cache keeps this answer under (``kept(under:)``; nil for an answer not kept): the table is keyed
        /// by the key's ``Key/slot``, and a lookup compares its key with this one in place.
        let key: Key?

        /// The answer's bytes.
        var body: [UInt8] { identity.body }
        /// The response's header fields, built once (with `Vary: Accept-Encoding` when a gzip variant exists).
        var fields: HTTPFields { identity.fields }

        convenience init(body: [UInt8], etag: String, fields: HTTPFields) {
            if body.count > ContentCoding.minimumBytes {
                self.init(body: body, etag: etag, varyingFields: ContentCoding.varyingByEncoding(fields))
            } else {
                self.init(body: body, etag: etag, varyingFields: fields)
            }
        }

        /// An answer whose `fields` already say `Vary: Accept-Encoding` when `body` is big enough to compress.
        private init(body: [UInt8], etag: String, varyingFields fields: HTTPFields) {
            self.etag = etag
            compressed = body.count > ContentCoding.minimumBytes ? CompressedVariant(fields: fields, body: body) : nil
            identity = HTTPResponse(status: .ok, fields: fields, body: body)
            key = nil
        }

        private init(etag: String, compressed: CompressedVariant?, identity: HTTPResponse, key: Key) {
            self.etag = etag
            self.compressed = compressed
            self.identity = identity
            self.key = key
        }

        /// This answer as the cache keeps it: the same, with its head prepared (``HTTPResponse/prepareHead()``), so
        /// each hit copies the head's lines in two blocks instead of writing them field by field. Made only when an
        /// answer is kept: a miss whose answer is not kept (the first request of a body) does not pay for preparing.
        func kept(under key: Key) -> Entry {
            var identity = identity
            identity.prepareHead()
            return Entry(etag: etag, compressed: compressed, identity: identity, key: key)
        }

        /// Whether this answer is kept under `key` (compared in place: neither key is copied).
        @inline(__always)
        func isKept(under key: Key) -> Bool {
            isKept(key.bytes, as: key.kind, digest: key.digest)
        }

        /// Whether this answer is kept under the key `bytes` asked as `kind` with `digest` make (compared in place,
        /// with no key made).
        @inline(__always)
        func isKept(_ bytes: [UInt8], as kind: Kind, digest: Int) -> Bool {
            switch key {
            case .some(let kept): kept.matches(bytes, as: kind, digest: digest)
            case .none: false
            }
        }

        /// The 200 answer for `request`: the gzip variant when the client accepts gzip and it pays, else the identity.
        /// (A client that accepts no gzip, or an answer too small to compress, costs one check here.)
        func response(for request: HTTPRequest) -> HTTPResponse {
            if let compressed, ContentCoding.acceptsGzip(request.fields), let gzip = compressed.gzip() {
                return gzip
            }
            return identity
        }

        /// A resolve answer: its content type, its ETag, revalidated on every use, varying by `Accept`.
        /// The fields are built once in their final form (``ContentCoding/varyingByEncoding(_:)``'s result for a body
        /// big enough to compress), not built and then rewritten: this runs on every miss.
        convenience init(body: [UInt8], etag: String, representation: ResolveRepresentation = .json) {
            let vary = body.count > ContentCoding.minimumBytes ? "Accept, Accept-Encoding" : "Accept"
            self.init(
                body: body, etag: etag,
                varyingFields: HTTPFields([
                    .contentType: representation.contentType, .eTag: etag, .cacheControl: "no-cache", .vary: vary,
                ]))
        }
    }

    /// The style an answer depends on: valid while the registry holds a style of that name with that digest.
    struct StyleDependency: Sendable, Equatable {
        let name: String
        let digest: UInt64

        init(name: String, digest: UInt64) {
            self.name = name
            self.digest = digest
        }

        /// The style an answer was resolved from.
        init(_ answer: StyleAnswer) { self.init(name: answer.styleName, digest: answer.styleDigest) }
    }

    /// A key in insertion order with the style its entry was made from (nil: dropped at any registry change). The
    /// style rides here, not in the table, so a hit reads and copies exactly what it answers with.
    private struct Stored {
        let key: Key
        let style: StyleDependency?
    }

    /// Request bytes and their kind as a key. The bytes are hashed once, when the key is made, with the cache's
    /// ``KeyedBodyHash`` (so crafted bodies cannot aim at one bucket); the table hashes only that value (the key's
    /// ``slot``, which adds its ``Kind/code``, so the same bytes asked in two ways, a body for JSON and for CSS, are
    /// two slots), so a miss's lookup, its store and the eviction it causes do not hash the bytes again, and equal
    /// keys are compared with `memcmp` (an array of bytes would be hashed and compared one element at a time).
    struct Key: Equatable, Sendable {
        let bytes: [UInt8]
        let kind: Kind
        /// The bytes' hash, computed once.
        let digest: Int

        /// A key whose bytes are hashed with `hash`. Out of line, with the hash inlined in it, so the cache's small
        /// `key(_:as:)` is inlined in its callers and they use the key as it is made (with the hash inlined in
        /// `key(_:as:)` instead, that stayed a call and each caller copied and destroyed its key once more).
        @inline(never)
        init(bytes: [UInt8], kind: Kind, hash: KeyedBodyHash) {
            self.bytes = bytes
            self.kind = kind
            digest = Self.digest(bytes, hash: hash)
        }

        /// The digest of `bytes` under `hash`.
        @inline(__always)
        static func digest(_ bytes: [UInt8], hash: KeyedBodyHash) -> Int {
            Int(truncatingIfNeeded: bytes.withUnsafeBytes { hash.hash($0) })
        }

        /// A key whose digest is given: a miss's, hashed already for its lookup (``ResponseCache/digest(_:)``), and
        /// tests' (two keys of one ``slot``).
        init(bytes: [UInt8], kind: Kind, digest: Int) {
            self.bytes = bytes
            self.kind = kind
            self.digest = digest
        }

        /// Where the table keeps this key's answer: its digest with its kind's ``Kind/code``.
        var slot: Slot { Slot(digest: digest, kind: kind) }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.matches(rhs.bytes, as: rhs.kind, digest: rhs.digest)
        }

        /// Whether this is the key `bytes` asked as `kind` with `digest` make.
        @inline(__always)
        func matches(_ other: [UInt8], as otherKind: Kind, digest otherDigest: Int) -> Bool {
            guard digest == otherDigest, kind == otherKind, bytes.count == other.count else { return false }
            return bytes.withUnsafeBytes { left in
                other.withUnsafeBytes { right in
                    guard let a = left.baseAddress, let b = right.baseAddress else { return true }
                    return memcmp(a, b, left.count) == 0
                }
            }
        }
    }

    /// The table's key: a ``Key``'s digest and kind as one word. The table holds each answer under its key's slot and
    /// the answer holds its key (``Entry/key``), which a lookup compares with its own in place: a table keyed by the
    /// ``Key`` itself copied the key it compared out of its storage (its bytes and kind retained, then released).
    /// Two keys of one slot (a digest collision: the digest is a keyed hash, so not
    /// one an attacker can make) take turns: the later stored replaces the earlier.
    struct Slot: Hashable, Sendable {
        let code: Int

        /// The slot of a key with `digest` and `kind`: the digest with the kind's ``Kind/code``.
        init(digest: Int, kind: Kind) {
            code = digest ^ kind.code
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(code)
        }

        /// The table's hash of the slot: its code (a keyed digest) mixed with the table's seed by a multiply and
        /// xor-shifts, instead of a `Hasher` run over the word (its setup, one word and its finalization on every
        /// lookup). The digest is already a keyed hash of the bytes, so crafted keys still
        /// cannot aim at one bucket; the mix spreads the seed over the bits the table takes, as the table's own seeding
        /// intends. (`_rawHashValue(seed:)` is the standard library's own `Hashable` requirement, hence its underscore.)
        // swift-format-ignore: NoLeadingUnderscores
        func _rawHashValue(seed: Int) -> Int {
            var mixed = UInt64(bitPattern: Int64(code)) ^ UInt64(bitPattern: Int64(seed))
            mixed = (mixed ^ (mixed >> 32)) &* 0xD6E8_FEB8_6659_FD93
            mixed = (mixed ^ (mixed >> 32)) &* 0xD6E8_FEB8_6659_FD93
            return Int(bitPattern: UInt(mixed ^ (mixed >> 32)))
        }
    }

    private struct State {
        var version: UInt64 = 0
        /// The answers by their key's slot; each holds its key.
        var entries: [Slot: Entry] = [:]
        /// Keys in insertion order, with their styles; the oldest is evicted first.
        var order: [Stored] = []
        var oldest = 0
        var bytes = 0
        /// The keys stored once with `onRepeat` (``store(_:in:style:entry:onRepeat:)``).
        var seen = RepeatFilter(slots: 4_096)
    }

    /// One event loop's part of the cache (a few loops' on a host with many).
    private final class Shard: Sendable {
        let state = Mutex(State())
        /// Keeps the next shard's lock and table off the cache line of this one's (64 bytes).
        private let padding = CacheLinePadding()
    }

    let maximumEntries: Int
    let maximumBytes: Int
    /// Each shard's bounds: the cache's divided by the shards.
    private let shardEntries: Int
    private let shardBytes: Int
    /// The most bytes of key and answer a shard keeps as one entry: a quarter of its bytes, so one answer never
    /// empties a shard. Kept, not divided again for every key.
    private let largestEntryBytes: Int
    /// The keys' hash, under a key of this cache's own.
    private let keyHash = KeyedBodyHash()
    /// By event loop (``shard(_:)``).
    private let shards: [Shard]

    /// The fewest answers a shard is made for: a shard much smaller would miss a hot set its loops keep asking for.
    static let minimumShardEntries = 512

    /// How many shards a cache of `maximumEntries` answers has for `loops` event loops: one per loop while each
    /// keeps at least ``minimumShardEntries`` answers, fewer on a host with many loops (the default 4,096 answers
    /// make 8 shards for 64 loops, each shared by 8 loops, rather than 64 of 64 answers).
    static func shardCount(loops: Int, maximumEntries: Int) -> Int {
        max(1, min(loops, maximumEntries / minimumShardEntries))
    }

    /// A cache of at most `maximumEntries` answers and `maximumBytes` bytes of keys and answers, in `shards` parts
    /// that share those bounds equally (event loop `i` uses part `i` modulo their count); 0 entries disables it.
    init(maximumEntries: Int, maximumBytes: Int, shards: Int = 1) {
        let shards = max(1, shards)
        self.maximumEntries = maximumEntries
        self.maximumBytes = maximumBytes
        shardEntries = maximumEntries > 0 ? max(1, maximumEntries / shards) : 0
        shardBytes = maximumBytes / shards
        largestEntryBytes = shardBytes / 4
        self.shards = (0..<shards).map { _ in Shard() }
    }

    /// Event loop `loop`'s shard: loops share the shards in turn when there are fewer (the first for a negative
    /// number).
    @inline(__always)
    private func shard(_ loop: Int) -> Shard {
        shards[loop < shards.count ? max(0, loop) : loop % shards.count]
    }

    /// The key of `request` asked `kind`, made once for a lookup and the store that follows a miss; nil when the cache
    /// is disabled or the request is more bytes than an entry may hold (``largestEntryBytes``: such a key is never
    /// stored, so its lookup could only miss). Nothing is hashed then; with no key, every caller looks up nothing and
    /// stores nothing.
    func key(_ request: [UInt8], as kind: Kind = .resolve(.json)) -> Key? {
        mayKeep(request) ? Key(bytes: request, kind: kind, hash: keyHash) : nil
    }

    /// The digest a key of `request` would have (whatever its kind: the kind joins it in the key's ``Key/slot``), or
    /// nil when ``key(_:as:)`` would make no key: for a lookup that borrows the request's bytes
    /// (``lookup(_:as:digest:in:loop:)``), so a hit makes no key (one reference to the bytes counted and a key
    /// destroyed per request). A miss makes its key for the store from the bytes and this digest.
    @inline(never)
    func digest(_ request: [UInt8]) -> Int? {
        mayKeep(request) ? Key.digest(request, hash: keyHash) : nil
    }

    /// Whether the cache may keep an answer under `request`'s bytes: it is enabled, and they fit an entry.
    @inline(__always)
    private func mayKeep(_ request: [UInt8]) -> Bool {
        maximumEntries > 0 && request.count <= largestEntryBytes
    }

    /// The answer stored for `request` asked as `kind` (whose ``digest(_:)`` is `digest`) in event loop `loop`'s
    /// shard, if it is still valid in the registry's current version; the bytes are compared where they lie.
    func lookup(
        _ request: [UInt8], as kind: Kind, digest: Int, in registry: StyleRegistry, loop: Int
    ) -> Entry? {
        lookup(request, as: kind, digest: digest, version: registry.version, loop: loop) { registry.snapshot }
    }

    /// The answer stored for the request in event loop `loop`'s shard, if it is still valid in `snapshot`. A lookup
    /// from a snapshot older than the cache's (a request that began before a change) misses.
    func lookup(
        _ request: [UInt8], as kind: Kind = .resolve(.json), in snapshot: RegistrySnapshot, loop: Int = 0
    ) -> Entry? {
        guard let key = key(request, as: kind) else { return nil }
        return lookup(key, in: snapshot, loop: loop)
    }

    /// The answer stored under `key` in event loop `loop`'s shard, if it is still valid in `snapshot`; none for no
    /// key (taken as it is, so a caller's optional key is not copied to be unwrapped).
    func lookup(_ key: Key?, in snapshot: RegistrySnapshot, loop: Int = 0) -> Entry? {
        lookup(key, version: snapshot.version, loop: loop) { snapshot }
    }

    /// The answer stored under `key` in event loop `loop`'s shard, if it is still valid in the registry's current
    /// version. A hit reads only the registry's version (a load of memory that changes only when the registry does),
    /// not its snapshot (a lock and a reference count every loop would write).
    func lookup(_ key: Key?, in registry: StyleRegistry, loop: Int) -> Entry? {
        lookup(key, version: registry.version, loop: loop) { registry.snapshot }
    }

    /// The answer under `key` if event loop `loop`'s shard holds it at registry `version` (``isCurrent(_:version:snapshot:)``).
    @inline(__always)
    private func lookup(
        _ key: Key?, version: UInt64, loop: Int, snapshot: () -> RegistrySnapshot
    ) -> Entry? {
        guard maximumEntries > 0, let key else { return nil }
        return lookup(key.bytes, as: key.kind, digest: key.digest, version: version, loop: loop, snapshot: snapshot)
    }

    /// The answer under the key `bytes` asked as `kind` with `digest` make, if event loop `loop`'s shard holds it at
    /// registry `version`.
    @inline(__always)
    private func lookup(
        _ bytes: [UInt8], as kind: Kind, digest: Int, version: UInt64, loop: Int, snapshot: () -> RegistrySnapshot
    ) -> Entry? {
        shard(loop).state.withLock { state in
            guard Self.isCurrent(&state, version: version, snapshot: snapshot) else { return nil }
            guard let entry = state.entries[Slot(digest: digest, kind: kind)],
                entry.isKept(bytes, as: kind, digest: digest)
            else { return nil }
            return entry
        }
    }

    /// Keeps an answer made from `snapshot` with `style` (nil: the answer is dropped at any registry change) in event
    /// loop `loop`'s shard; an answer from a snapshot older than the cache's is not kept.
    func store(
        _ request: [UInt8], as kind: Kind = .resolve(.json), in snapshot: RegistrySnapshot,
        style: StyleDependency? = nil, entry: Entry, loop: Int = 0
    ) {
        guard let key = key(request, as: kind) else { return }
        store(key, in: snapshot, style: style, entry: entry, loop: loop)
    }

    /// Keeps an answer under `key`, as ``store(_:as:in:style:entry:)`` does. With `onRepeat`, only from the key's
    /// second store on: the first is noted by its digest and kind and nothing is kept, so requests that never come again (a
    /// list's rows, each with its own text) neither evict answers that do nor churn the cache's memory, the way
    /// nginx's `proxy_cache_min_uses 2` keeps one-hit wonders out. For answers that are cheap to make again.
    ///
    /// The kept entry's head is prepared (``Entry/kept()``) before the lock that inserts it
    /// is taken, so the shard's lookups never wait for it; with `onRepeat`, after a first lock has found the key a
    /// repeat, so a first request (the usual miss) still takes one lock and prepares nothing.
    func store(
        _ key: Key, in snapshot: RegistrySnapshot, style: StyleDependency? = nil, entry: Entry, onRepeat: Bool = false,
        loop: Int = 0
    ) {
        let size = key.bytes.count + entry.body.count
        guard maximumEntries > 0, size <= largestEntryBytes else { return }
        let shard = shard(loop)
        if onRepeat {
            let isRepeat = shard.state.withLock { state in
                guard Self.isCurrent(&state, version: snapshot.version, snapshot: { snapshot }) else { return false }
                // Noted with its kind: the same body asked as JSON and then as CSS is each kind's first request.
                return state.seen.isRepeat(key.slot.code)
            }
            guard isRepeat else { return }
        }
        let kept = entry.kept(under: key)
        let shardEntries = shardEntries
        let shardBytes = shardBytes
        shard.state.withLock { state in
            guard Self.isCurrent(&state, version: snapshot.version, snapshot: { snapshot }) else { return }
            // One probe of the table for "already there?" and the insertion. A key already there was stored by
            // another loop in this version: the same bytes asked the same way of the same styles, so the same
            // answer, replaced by its equal with its place in the order and its bytes unchanged.
            let slot = key.slot
            if let held = state.entries.updateValue(kept, forKey: slot) {
                if held.isKept(under: key) { return }
                // Another key of the slot: its answer leaves now (its place in the order is skipped at eviction).
                state.bytes -= (held.key?.bytes.count ?? 0) + held.body.count
            }
            state.order.append(Stored(key: key, style: style))
            state.bytes += size
            // Evicting after the insertion never takes the answer just stored: it is the newest, and it fits alone.
            while state.entries.count > shardEntries || state.bytes > shardBytes {
                guard state.oldest < state.order.count - 1 else { break }
                let evicted = state.order[state.oldest].key
                state.oldest += 1
                // One probe: the slot's answer is removed where it was found, if it is still the evicted key's.
                if let index = state.entries.index(forKey: evicted.slot),
                    state.entries.values[index].isKept(under: evicted)
                {
                    state.bytes -= evicted.bytes.count + state.entries.remove(at: index).value.body.count
                }
            }
            if state.oldest > shardEntries {
                state.order.removeFirst(state.oldest)
                state.oldest = 0
            }
        }
    }

    /// Whether a shard may answer or keep answers at registry `version`: a shard behind it is first moved to
    /// `snapshot()` (at least that version, ``revalidate(_:in:)``); one ahead of it (a request that began before a
    /// change) may do neither.
    @inline(__always)
    private static func isCurrent(
        _ state: inout State, version: UInt64, snapshot: () -> RegistrySnapshot
    ) -> Bool {
        if state.version != version {
            guard state.version < version else { return false }
            revalidate(&state, in: snapshot())
        }
        return true
    }

    /// Moves the cache to `snapshot`'s version, keeping the entries whose style is there with the same digest.
    /// Out of line: it runs once per registry version, and the hit path stays small.
    @inline(never)
    private static func revalidate(_ state: inout State, in snapshot: RegistrySnapshot) {
        state.version = snapshot.version
        var verdicts: [String: UInt64] = [:]
        var kept: [Stored] = []
        for stored in state.order[state.oldest...] {
            guard let entry = state.entries[stored.key.slot], entry.isKept(under: stored.key) else { continue }
            var valid = false
            if let style = stored.style {
                let digest: UInt64?
                if let known = verdicts[style.name] {
                    digest = known
                } else {
                    digest = snapshot[style.name]?.digest
                    if let digest { verdicts[style.name] = digest }
                }
                valid = digest == style.digest
            }
            if valid {
                kept.append(stored)
            } else {
                state.entries[stored.key.slot] = nil
                state.bytes -= stored.key.bytes.count + entry.body.count
            }
        }
        state.order = kept
        state.oldest = 0
    }

    /// Entries held now, in every shard (for tests).
    var count: Int { shards.reduce(0) { $0 + $1.state.withLock { $0.entries.count } } }
}
