import StrictJSON
import StyleDefinitions
import StyleService
import Testing

@testable import EpollHTTP
@testable import StyleHTTPService

@Suite("Answer cache")
struct ResponseCacheTests {
    static func entry(_ text: String) -> ResponseCache.Entry {
        ResponseCache.Entry(body: Array(text.utf8), etag: "\"\(text)\"")
    }

    /// A registry snapshot with no styles at a version: entries made without a style depend on the version alone.
    static func at(_ version: UInt64) -> RegistrySnapshot { RegistrySnapshot(version: version, styles: [:]) }

    @Test func answersOnlyForTheSameBodyAndVersion() {
        let cache = ResponseCache(maximumEntries: 10, maximumBytes: 10_000)
        cache.store(Array("a".utf8), in: Self.at(1), entry: Self.entry("A"))
        #expect(cache.lookup(Array("a".utf8), in: Self.at(1))?.body == Array("A".utf8))
        #expect(cache.lookup(Array("b".utf8), in: Self.at(1)) == nil)
        #expect(cache.lookup(Array("a".utf8), in: Self.at(2)) == nil, "a new registry version never sees old answers")
        cache.store(Array("b".utf8), in: Self.at(2), entry: Self.entry("B"))
        #expect(cache.count == 1, "the version change emptied the cache")
    }

    /// A full cache of distinct bodies finds every one, and a hit answers with the identity response built once: the
    /// table hashes a key by its keyed digest alone, mixed with the table's seed.
    @Test(arguments: [1, 7, 4_096])
    func aFullCacheFindsEveryBody(count: Int) {
        let cache = ResponseCache(maximumEntries: count, maximumBytes: 1 << 30)
        for index in 0..<count {
            cache.store(Array("body \(index)".utf8), in: Self.at(1), entry: Self.entry("answer \(index)"))
        }
        #expect(cache.count == count)
        for index in 0..<count {
            let found = cache.lookup(Array("body \(index)".utf8), in: Self.at(1))
            #expect(found?.body == Array("answer \(index)".utf8))
        }
        #expect(cache.lookup(Array("body \(count)".utf8), in: Self.at(1)) == nil)
        let request = HTTPRequest(method: .post, target: "/v1/resolve")
        let response = cache.lookup(Array("body 0".utf8), in: Self.at(1))?.response(for: request)
        #expect(response?.status == .ok)
        #expect(response?.body == Array("answer 0".utf8))
        #expect(response?.fields[.eTag] == "\"answer 0\"")
    }

    @Test func theSameBytesAskedInAnotherWayNeverShareAnAnswer() {
        let cache = ResponseCache(maximumEntries: 10, maximumBytes: 10_000)
        let bytes = Array(#"{"style": "cell"}"#.utf8)
        cache.store(bytes, as: .resolve(.json), in: Self.at(1), entry: Self.entry("JSON"))
        #expect(cache.lookup(bytes, as: .resolve(.css), in: Self.at(1)) == nil)
        #expect(cache.lookup(bytes, as: .document, in: Self.at(1)) == nil)
        cache.store(bytes, as: .resolve(.css), in: Self.at(1), entry: Self.entry("CSS"))
        #expect(cache.lookup(bytes, as: .resolve(.json), in: Self.at(1))?.body == Array("JSON".utf8))
        #expect(cache.lookup(bytes, as: .resolve(.css), in: Self.at(1))?.body == Array("CSS".utf8))
        #expect(
            cache.lookup(bytes, as: .resolve(.css), in: Self.at(1))?.fields["Content-Type"] == "application/json",
            "as stored")
        #expect(
            ResponseCache.Entry(body: [], etag: "\"e\"", representation: .css).fields["Content-Type"]
                == "text/css; charset=utf-8")
    }

    /// CSS options with a prefix.
    static let prefixed = {
        var options = CSSOptions()
        options.prefix = "app"
        return options
    }()

    /// The table keeps an answer under its key's slot (digest and kind in one word): every kind has a slot of its
    /// own for the same bytes, so one body asked in each way keeps each answer.
    @Test(arguments: [
        ResponseCache.Kind.resolve(.json), .resolve(.css), .resolve(.css, CSSOptions()),
        .resolve(.css, Self.prefixed), .resolve(.json, CSSOptions()), .document, .query(.json),
        .query(.css),
    ])
    func eachKindHasASlotOfItsOwn(kind: ResponseCache.Kind) {
        let all: [ResponseCache.Kind] = [
            .resolve(.json), .resolve(.css), .resolve(.css, CSSOptions()), .resolve(.css, Self.prefixed),
            .resolve(.json, CSSOptions()), .document, .query(.json), .query(.css),
        ]
        let bytes = Array("body".utf8)
        let key = ResponseCache.Key(bytes: bytes, kind: kind, digest: 7)
        let sharing = all.filter { ResponseCache.Key(bytes: bytes, kind: $0, digest: 7).slot == key.slot }
        #expect(sharing == [kind])
        let cache = ResponseCache(maximumEntries: 10, maximumBytes: 10_000)
        for (index, other) in all.enumerated() {
            cache.store(
                ResponseCache.Key(bytes: bytes, kind: other, digest: 7), in: Self.at(1), entry: Self.entry("\(index)"))
        }
        #expect(cache.count == all.count)
        let index = all.firstIndex(of: kind) ?? -1
        #expect(cache.lookup(key, in: Self.at(1))?.body == Array("\(index)".utf8))
    }

    /// Two keys of one slot (a digest collision) take turns: the later stored replaces the earlier, a lookup of the
    /// earlier misses (the answer holds its key, compared in place), and the bytes bound counts the answer held once.
    @Test func twoKeysOfOneSlotTakeTurns() {
        let cache = ResponseCache(maximumEntries: 10, maximumBytes: 40)
        let first = ResponseCache.Key(bytes: Array("first".utf8), kind: .resolve(.json), digest: 42)
        let second = ResponseCache.Key(bytes: Array("second".utf8), kind: .resolve(.json), digest: 42)
        #expect(first.slot == second.slot)
        cache.store(first, in: Self.at(1), entry: Self.entry("A"))
        #expect(cache.lookup(first, in: Self.at(1))?.body == Array("A".utf8))
        #expect(cache.lookup(second, in: Self.at(1)) == nil)
        cache.store(second, in: Self.at(1), entry: Self.entry("B"))
        #expect(cache.lookup(second, in: Self.at(1))?.body == Array("B".utf8))
        #expect(cache.lookup(first, in: Self.at(1)) == nil)
        #expect(cache.count == 1)
        // 6 + 1 bytes held: three answers of 9 + 1 fit beside it (37 of 40), as they would not if the first's 5 + 1
        // were still counted; the first's place in the order is skipped when its turn to be evicted comes.
        let others = (0..<3).map {
            ResponseCache.Key(bytes: Array("others-\($0)".utf8), kind: .resolve(.json), digest: 50 + $0)
        }
        for other in others { cache.store(other, in: Self.at(1), entry: Self.entry("C")) }
        #expect(cache.count == 4)
        #expect(cache.lookup(second, in: Self.at(1))?.body == Array("B".utf8))
        for other in others { #expect(cache.lookup(other, in: Self.at(1))?.body == Array("C".utf8)) }
        // A new version drops them all (no style): the replaced key's record is passed over.
        cache.store(first, in: Self.at(2), entry: Self.entry("A"))
        #expect(cache.count == 1)
        #expect(cache.lookup(first, in: Self.at(2))?.body == Array("A".utf8))
    }

    /// A resolve answer is kept from its key's second store on: the first only notes the key.
    @Test func anAnswerStoredOnRepeatIsKeptFromTheSecondStoreOn() throws {
        let cache = ResponseCache(maximumEntries: 10, maximumBytes: 10_000)
        let key = try #require(cache.key(Array(#"{"style": "cell"}"#.utf8)))
        let other = try #require(cache.key(Array(#"{"style": "valueCell"}"#.utf8)))
        cache.store(key, in: Self.at(1), entry: Self.entry("A"), onRepeat: true)
        cache.store(other, in: Self.at(1), entry: Self.entry("B"), onRepeat: true)
        #expect(cache.lookup(key, in: Self.at(1)) == nil && cache.count == 0, "the first store only notes the key")
        cache.store(key, in: Self.at(1), entry: Self.entry("A"), onRepeat: true)
        #expect(cache.lookup(key, in: Self.at(1))?.body == Array("A".utf8), "the second keeps it")
        #expect(cache.lookup(other, in: Self.at(1)) == nil && cache.count == 1)
        cache.store(other, in: Self.at(1), entry: Self.entry("B"), onRepeat: true)
        #expect(cache.lookup(other, in: Self.at(1))?.body == Array("B".utf8), "each key is noted on its own")
        cache.store(Array("doc".utf8), as: .document, in: Self.at(1), entry: Self.entry("D"))
        #expect(cache.lookup(Array("doc".utf8), as: .document, in: Self.at(1)) != nil, "other answers: at once")
    }

    /// A store on repeat from a snapshot older than the cache's keeps and notes nothing (its first lock says so before
    /// any head is prepared); a kept answer has its head prepared, made before the inserting lock is taken.
    @Test func anOlderStoreOnRepeatNotesNothingAndAKeptAnswerIsPrepared() throws {
        let cache = ResponseCache(maximumEntries: 10, maximumBytes: 10_000)
        let key = try #require(cache.key(Array(#"{"style": "cell"}"#.utf8)))
        cache.store(Array("doc".utf8), as: .document, in: Self.at(2), entry: Self.entry("D"))
        cache.store(key, in: Self.at(1), entry: Self.entry("A"), onRepeat: true)
        cache.store(key, in: Self.at(2), entry: Self.entry("A"), onRepeat: true)
        #expect(cache.lookup(key, in: Self.at(2)) == nil, "the older snapshot's store was not noted")
        cache.store(key, in: Self.at(2), entry: Self.entry("A"), onRepeat: true)
        let kept = try #require(cache.lookup(key, in: Self.at(2)))
        let response = kept.response(for: HTTPRequest(method: .post, target: "/v1/resolve"))
        #expect(response.preparedHead != nil && response.body == Array("A".utf8))
        #expect(Self.entry("A").response(for: HTTPRequest(method: .post, target: "/v1/resolve")).preparedHead == nil)
    }

    /// The gzip variant of an answer is built once with its head prepared, and is the identity's bytes compressed.
    @Test func aGzipAnswerIsSentWithItsHeadPrepared() throws {
        let body = Array(String(repeating: "--background-color: #0A84FF;\n", count: 100).utf8)
        let entry = ResponseCache.Entry(body: body, etag: "\"abc\"", representation: .css)
        var request = HTTPRequest(method: .post, target: "/v1/resolve")
        request.fields = HTTPFields([.acceptEncoding: "gzip"])
        let gzip = entry.response(for: request)
        #expect(gzip.preparedHead != nil && gzip.fields[.contentEncoding] == "gzip")
        #expect(gzip.fields[.eTag] == ContentCoding.gzipETag("\"abc\""))
        #expect(Gunzip.decode(gzip.body) == body)
    }

    /// Request bytes too many for a shard to keep as one entry (over a quarter of its bytes, the bound `store`
    /// applies to key and answer together) make no key, of any kind: nothing is hashed, the lookup misses and the
    /// store keeps nothing. Bytes at the bound are still a key, and kept with an empty answer.
    @Test(arguments: [(1, 1_000), (2, 500)])
    func requestBytesTooManyToKeepMakeNoKey(shards: Int, largest: Int) throws {
        let cache = ResponseCache(maximumEntries: 10, maximumBytes: 4_000, shards: shards)
        let kinds: [ResponseCache.Kind] = [
            .resolve(.json), .resolve(.css), .resolve(.css, CSSOptions()), .document, .query(.json), .query(.css),
        ]
        let tooMany = [UInt8](repeating: 0x61, count: largest + 1)
        let atTheBound = [UInt8](repeating: 0x61, count: largest)
        for (index, kind) in kinds.enumerated() {
            #expect(cache.key(tooMany, as: kind) == nil, "\(kind)")
            cache.store(tooMany, as: kind, in: Self.at(1), entry: Self.entry(""), loop: index)
            #expect(cache.lookup(tooMany, as: kind, in: Self.at(1), loop: index) == nil)
            let key = try #require(cache.key(atTheBound, as: kind), "\(kind)")
            cache.store(key, in: Self.at(1), entry: Self.entry(""), loop: index)
            #expect(cache.lookup(key, in: Self.at(1), loop: index)?.body == [], "\(kind)")
        }
        #expect(ResponseCache(maximumEntries: 0, maximumBytes: 4_000).key(Array("a".utf8)) == nil, "a disabled cache")
    }

    /// The same body stored on repeat as JSON and then as CSS: the CSS store is its kind's first, so nothing is kept.
    @Test func aBodyStoredOnRepeatIsNotedWithItsKind() throws {
        let cache = ResponseCache(maximumEntries: 10, maximumBytes: 10_000)
        let bytes = Array(#"{"style": "cell"}"#.utf8)
        let json = try #require(cache.key(bytes, as: .resolve(.json)))
        let css = try #require(cache.key(bytes, as: .resolve(.css)))
        cache.store(json, in: Self.at(1), entry: Self.entry("JSON"), onRepeat: true)
        cache.store(css, in: Self.at(1), entry: Self.entry("CSS"), onRepeat: true)
        #expect(cache.count == 0, "the CSS request is the first of its kind")
        cache.store(css, in: Self.at(1), entry: Self.entry("CSS"), onRepeat: true)
        #expect(cache.lookup(css, in: Self.at(1))?.body == Array("CSS".utf8), "its second keeps it")
        #expect(cache.lookup(json, in: Self.at(1)) == nil && cache.count == 1)
    }

    @Test func staysWithinItsBoundsOldestFirst() {
        let cache = ResponseCache(maximumEntries: 3, maximumBytes: 10_000)
        for index in 0..<10 { cache.store(Array("k\(index)".utf8), in: Self.at(1), entry: Self.entry("v\(index)")) }
        #expect(cache.count == 3)
        #expect(cache.lookup(Array("k9".utf8), in: Self.at(1)) != nil)
        #expect(cache.lookup(Array("k6".utf8), in: Self.at(1)) == nil)

        let small = ResponseCache(maximumEntries: 100, maximumBytes: 40)
        for index in 0..<10 { small.store(Array("key\(index)".utf8), in: Self.at(1), entry: Self.entry("value")) }
        #expect(small.count <= 4, "4 + 5 bytes per entry, 40 bytes at most")
        let disabled = ResponseCache(maximumEntries: 0, maximumBytes: 1_000)
        disabled.store(Array("a".utf8), in: Self.at(1), entry: Self.entry("A"))
        #expect(disabled.lookup(Array("a".utf8), in: Self.at(1)) == nil)
    }

    @Test(arguments: [1, 2, 5])
    func aStoreEvictsAfterInsertingYetKeepsTheNewestAndTheBound(maximumEntries: Int) {
        let cache = ResponseCache(maximumEntries: maximumEntries, maximumBytes: 10_000)
        for index in 0..<20 {
            cache.store(Array("k\(index)".utf8), in: Self.at(1), entry: Self.entry("v\(index)"))
            #expect(cache.count == min(index + 1, maximumEntries))
            #expect(cache.lookup(Array("k\(index)".utf8), in: Self.at(1))?.body == Array("v\(index)".utf8))
        }
        // Storing a key already there (another loop's answer to the same request) evicts nothing.
        let newest = (20 - maximumEntries..<20).map { Array("k\($0)".utf8) }
        cache.store(newest[0], in: Self.at(1), entry: Self.entry("again"))
        #expect(cache.count == maximumEntries)
        for key in newest { #expect(cache.lookup(key, in: Self.at(1)) != nil) }
        #expect(cache.lookup(Array("k\(19 - maximumEntries)".utf8), in: Self.at(1)) == nil)
    }

    @Test func aStoreStaysWithinTheBytesBoundAndKeepsTheAnswerJustStored() {
        // 2 + 8 bytes an entry, 40 at most: four fit; the fifth evicts the oldest, never itself.
        let cache = ResponseCache(maximumEntries: 100, maximumBytes: 40)
        for index in 0..<9 {
            cache.store(Array("k\(index)".utf8), in: Self.at(1), entry: Self.entry("value-\(index)0"))
        }
        #expect(cache.count == 4)
        #expect(cache.lookup(Array("k8".utf8), in: Self.at(1))?.body == Array("value-80".utf8))
        #expect(cache.lookup(Array("k4".utf8), in: Self.at(1)) == nil)
    }

    @Test func aNewVersionKeepsTheAnswersOfUnchangedStylesOnly() throws {
        let registry = StyleRegistry(store: nil)
        func document(_ text: String) throws -> JSONValue { try JSONReader().parse(Array(text.utf8)) }
        _ = try registry.put(name: "a", document: try document(#"{"extends": "cell"}"#))
        _ = try registry.put(name: "b", document: try document(#"{"extends": "sidebarCell"}"#))
        let first = registry.snapshot
        func store(_ style: String, in snapshot: RegistrySnapshot, into cache: ResponseCache) {
            cache.store(
                Array(style.utf8), in: snapshot,
                style: ResponseCache.StyleDependency(name: style, digest: snapshot[style]?.digest ?? 0),
                entry: Self.entry(style.uppercased()))
        }
        let cache = ResponseCache(maximumEntries: 10, maximumBytes: 10_000)
        for style in ["a", "b", "cell"] { store(style, in: first, into: cache) }
        cache.store(Array("no style".utf8), in: first, entry: Self.entry("none"))
        #expect(cache.count == 4)

        _ = try registry.put(name: "a", document: try document(#"{"extends": "valueCell"}"#))
        let second = registry.snapshot
        #expect(cache.lookup(Array("b".utf8), in: second)?.body == Array("B".utf8), "b did not change")
        #expect(cache.lookup(Array("cell".utf8), in: second)?.body == Array("CELL".utf8))
        #expect(cache.lookup(Array("a".utf8), in: second) == nil, "a changed")
        #expect(cache.lookup(Array("no style".utf8), in: second) == nil, "an entry without a style goes at any change")
        #expect(cache.count == 2)

        // A request that took its snapshot before the change neither reads nor writes the newer cache.
        #expect(cache.lookup(Array("b".utf8), in: first) == nil)
        store("a", in: first, into: cache)
        #expect(cache.lookup(Array("a".utf8), in: second) == nil)
        store("a", in: second, into: cache)
        #expect(cache.lookup(Array("a".utf8), in: second)?.body == Array("A".utf8))
        #expect(cache.count == 3)
    }

    /// Each loop keeps the answers it was asked for in a shard of its own, within its share of the bounds; loops
    /// beyond the shards share them in turn, and a negative number uses the first.
    @Test func eachLoopKeepsItsOwnAnswersWithinItsShareOfTheBounds() {
        let cache = ResponseCache(maximumEntries: 6, maximumBytes: 10_000, shards: 3)
        cache.store(Array("a".utf8), in: Self.at(1), entry: Self.entry("A1"), loop: 1)
        #expect(cache.lookup(Array("a".utf8), in: Self.at(1), loop: 1)?.body == Array("A1".utf8))
        #expect(cache.lookup(Array("a".utf8), in: Self.at(1), loop: 0) == nil, "loop 0 was never asked")
        #expect(cache.lookup(Array("a".utf8), in: Self.at(1), loop: 2) == nil)
        cache.store(Array("a".utf8), in: Self.at(1), entry: Self.entry("A0"), loop: -1)
        #expect(cache.lookup(Array("a".utf8), in: Self.at(1), loop: 0)?.body == Array("A0".utf8), "-1 uses 0")
        #expect(cache.lookup(Array("a".utf8), in: Self.at(1), loop: 6)?.body == Array("A0".utf8), "6 shares 0")
        #expect(cache.lookup(Array("a".utf8), in: Self.at(1), loop: 7)?.body == Array("A1".utf8), "7 shares 1")
        #expect(cache.count == 2)
        // Two entries a shard: a third in loop 2 evicts loop 2's oldest, none of the others'.
        for key in ["k1", "k2", "k3"] { cache.store(Array(key.utf8), in: Self.at(1), entry: Self.entry(key), loop: 2) }
        #expect(cache.lookup(Array("k1".utf8), in: Self.at(1), loop: 2) == nil)
        #expect(cache.lookup(Array("k3".utf8), in: Self.at(1), loop: 2)?.body == Array("k3".utf8))
        #expect(cache.count == 4)
        // A new version empties each shard as it is next used.
        #expect(cache.lookup(Array("a".utf8), in: Self.at(2), loop: 1) == nil)
        #expect(cache.count == 3)
    }

    /// One shard per loop while each keeps at least 512 answers; fewer, shared in turn, on hosts with many loops.
    @Test(arguments: [
        (1, 4_096, 1), (2, 4_096, 2), (8, 4_096, 8), (9, 4_096, 8), (64, 4_096, 8), (64, 65_536, 64),
        (4, 1_000, 1), (4, 100, 1), (4, 0, 1),
    ])
    func shardsKeepAtLeast512AnswersEach(loops: Int, entries: Int, shards: Int) {
        #expect(ResponseCache.shardCount(loops: loops, maximumEntries: entries) == shards)
    }

    /// A lookup through the registry reads its version, and a shard behind it moves to the registry's snapshot
    /// (keeping the answers of unchanged styles), as a lookup with that snapshot does.
    @Test func aLookupThroughTheRegistryFollowsItsVersion() throws {
        let registry = StyleRegistry(store: nil)
        func document(_ text: String) throws -> JSONValue { try JSONReader().parse(Array(text.utf8)) }
        _ = try registry.put(name: "a", document: try document(#"{"extends": "cell"}"#))
        #expect(registry.version == registry.snapshot.version)
        let first = registry.snapshot
        let cache = ResponseCache(maximumEntries: 10, maximumBytes: 10_000, shards: 2)
        for style in ["a", "cell"] {
            let key = try #require(cache.key(Array(style.utf8)))
            cache.store(
                key, in: first, style: .init(name: style, digest: first[style]?.digest ?? 0),
                entry: Self.entry(style.uppercased()), loop: 1)
            #expect(cache.lookup(key, in: registry, loop: 1)?.body == Array(style.uppercased().utf8))
            #expect(cache.lookup(key, in: registry, loop: 0) == nil)
        }
        _ = try registry.put(name: "a", document: try document(#"{"extends": "valueCell"}"#))
        #expect(registry.version == first.version + 1 && registry.snapshot.version == registry.version)
        let cell = try #require(cache.key(Array("cell".utf8)))
        let a = try #require(cache.key(Array("a".utf8)))
        #expect(cache.lookup(cell, in: registry, loop: 1)?.body == Array("CELL".utf8), "cell did not change")
        #expect(cache.lookup(a, in: registry, loop: 1) == nil, "a changed")
        #expect(cache.lookup(cell, in: first, loop: 1) == nil, "the shard moved past the first snapshot")
    }

    /// A lookup by the request's own bytes and digest (the resolve route's, which makes no key for a hit) finds what
    /// a key of those bytes stored, and only that: other bytes, another kind or another loop's shard miss; the digest
    /// is the one a key of the bytes has, and there is none where no key would be made.
    @Test func aLookupByBytesAndDigestFindsWhatTheirKeyStored() throws {
        let registry = StyleRegistry(store: nil)
        let cache = ResponseCache(maximumEntries: 10, maximumBytes: 10_000, shards: 2)
        let bytes = Array(#"{"style":"cell"}"#.utf8)
        let key = try #require(cache.key(bytes, as: .resolve(.json)))
        #expect(cache.digest(bytes) == key.digest)
        #expect(
            cache.key(bytes, as: .resolve(.css))?.digest == key.digest,
            "the digest is the bytes'; the slot adds the kind")
        cache.store(key, in: registry.snapshot, entry: Self.entry("JSON"), loop: 1)
        #expect(
            cache.lookup(bytes, as: .resolve(.json), digest: key.digest, in: registry, loop: 1)?.body
                == Array("JSON".utf8))
        #expect(cache.lookup(bytes, as: .resolve(.css), digest: key.digest, in: registry, loop: 1) == nil)
        #expect(cache.lookup(bytes, as: .resolve(.json), digest: key.digest, in: registry, loop: 0) == nil)
        var other = bytes
        other[other.count - 2] = UInt8(ascii: "x")
        #expect(
            cache.lookup(other, as: .resolve(.json), digest: key.digest, in: registry, loop: 1) == nil,
            "the same digest with other bytes: compared in place")
        #expect(ResponseCache(maximumEntries: 0, maximumBytes: 10_000).digest(bytes) == nil)
        let small = ResponseCache(maximumEntries: 10, maximumBytes: 40)
        #expect(small.digest(Array(repeating: 32, count: 11)) == nil, "over a quarter of 40")
        #expect(small.digest(Array(repeating: 32, count: 10)) != nil)
    }

    @Test func etagsAreStableContentHashes() {
        #expect(ResolverAPI.fnv1a([]) == "cbf29ce484222325", "FNV-1a's offset basis for no bytes")
        let long = Array("the same bytes, hashed eight at a time".utf8)
        #expect(ResolverAPI.fnv1a(long) == ResolverAPI.fnv1a(long))
        #expect(ResolverAPI.fnv1a(long) != ResolverAPI.fnv1a(long + [0]))
        #expect(ResolverAPI.fnv1a(long).count == 16)
    }
}

@Suite("JSON media types")
struct MediaTypeTests {
    @Test(arguments: [
        "application/json", "Application/JSON", "APPLICATION/JSON", "applicatioN/jsoN",
        "application/json; charset=utf-8", " application/json ", "application/problem+json",
        "application/merge-patch+JSON;x=1",
    ])
    func acceptsJSON(_ header: String) {
        #expect(ResolverAPI.isJSONMediaType(ArraySlice(header.utf8)))
    }

    @Test(arguments: [
        "", "text/plain", "application/jsonx", "application/xml", "text/json", "application/json+xml",
        "application/", "+json",
        // Sixteen bytes, one off from application/json (the words compared with their letters lowered).
        "applicationXjson", "application\u{0F}json", "applicatio/njson", "application/jsoo", "`pplication/json",
        "applicAtion json",
    ])
    func refusesOtherTypes(_ header: String) {
        #expect(!ResolverAPI.isJSONMediaType(ArraySlice(header.utf8)))
    }
}
