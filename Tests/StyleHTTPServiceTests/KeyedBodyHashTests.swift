import TestSupport
import Testing

@testable import StyleHTTPService

/// The answer cache's keyed hash of request bytes (NH chunks absorbed by SipHash-1-3): against the construction
/// written plainly, and the properties the cache relies on.
@Suite("Keyed body hash")
struct KeyedBodyHashTests {
    /// The benchmark's resolve body (Benchmarks/common.sh), 279 bytes.
    static let body = Array(
        (##"{"style":"sidebarCell","state":{"traits":{"userInterfaceStyle":"dark","preferredContentSizeCategory":"##
            + ##""extraLarge"},"isSelected":true,"customStates":{"com.my-app.MyCell.isArchived":true}},"##
            + ##""tintColor":"#34C759","content":{"text":"Inbox","secondaryText":"12 unread","image":"tray"}}"##).utf8)

    /// `count` bytes drawn from `random`.
    static func bytes(_ count: Int, using random: inout SeededGenerator) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }

    /// The digest of `bytes` under `hash`.
    static func digest(_ bytes: [UInt8], _ hash: KeyedBodyHash) -> UInt64 {
        bytes.withUnsafeBytes { hash.hash($0) }
    }

    /// The construction as its documentation states it, byte by byte: each 512-byte chunk (an empty body one empty
    /// chunk) zero-padded to whole 16-byte blocks and hashed by NH with 128-bit sums, the sums as 16 little-endian
    /// bytes each, then the length as 7, hashed by SipHash-1-3 written plainly from the paper.
    static func plainDigest(_ body: [UInt8], nhKey: [UInt64], sipKey: (UInt64, UInt64)) -> UInt64 {
        func word(_ bytes: [UInt8], _ start: Int) -> UInt64 {
            (0..<8).reduce(0) { $0 | UInt64(bytes[start + $1]) << (8 * UInt64($1)) }
        }
        func littleEndian(_ word: UInt64, bytes count: Int) -> [UInt8] {
            (0..<count).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) }
        }
        var message: [UInt8] = []
        var start = 0
        repeat {
            var chunk = Array(body[start..<min(body.count, start + 512)])
            while chunk.count % 16 != 0 { chunk.append(0) }
            var low: UInt64 = 0
            var high: UInt64 = 0
            for block in 0..<chunk.count / 16 {
                let product = (word(chunk, 16 * block) &+ nhKey[2 * block])
                    .multipliedFullWidth(by: word(chunk, 16 * block + 8) &+ nhKey[2 * block + 1])
                let (sum, carry) = low.addingReportingOverflow(product.low)
                low = sum
                high = high &+ product.high &+ (carry ? 1 : 0)
            }
            message += littleEndian(low, bytes: 8) + littleEndian(high, bytes: 8)
            start += 512
        } while start < body.count
        message += littleEndian(UInt64(body.count), bytes: 7)
        return SipHashTests.plainSipHash(message, key: sipKey, compressionRounds: 1, finalizationRounds: 3)
    }

    /// Every length from 0 to 1,100 bytes (every tail length of a block, one to three chunks, a full last chunk) under
    /// a seeded key equals the plain statement, read from a buffer that starts one byte past an aligned address.
    @Test func everyLengthMatchesThePlainConstruction() {
        var keys = SeededGenerator(seed: 0x5EED)
        let hash = KeyedBodyHash(using: &keys)
        // The same draws, in the order the hash makes them: the NH key's 64 words, then SipHash's two.
        var replay = SeededGenerator(seed: 0x5EED)
        let nhKey = (0..<64).map { _ in replay.next() }
        let sipKey = (replay.next(), replay.next())
        var random = SeededGenerator(seed: 1)
        for length in 0...1_100 {
            let body = Self.bytes(length, using: &random)
            let expected = Self.plainDigest(body, nhKey: nhKey, sipKey: sipKey)
            #expect(Self.digest(body, hash) == expected, "\(length) bytes")
            let shifted = [0] + body
            let unaligned = shifted.withUnsafeBytes { hash.hash(UnsafeRawBufferPointer(rebasing: $0[1...])) }
            #expect(unaligned == expected, "\(length) bytes, unaligned")
        }
    }

    /// The same bytes under the same key give the same digest; two keys drawn from the system give two digests.
    @Test func theDigestIsTheBytesUnderTheKey() {
        #expect(Self.body.count == 279)
        let hash = KeyedBodyHash()
        #expect(Self.digest(Self.body, hash) == Self.digest(Array(Self.body), hash))
        #expect(Self.digest(Self.body, hash) != Self.digest(Self.body, KeyedBodyHash()))
        var first = SeededGenerator(seed: 7)
        var second = SeededGenerator(seed: 7)
        #expect(
            Self.digest(Self.body, KeyedBodyHash(using: &first))
                == Self.digest(Self.body, KeyedBodyHash(using: &second)))
    }

    /// Flipping one bit anywhere in a body of any length from 1 to 1,100 bytes changes its digest: every bit of
    /// every byte near the ends of blocks and chunks and of short bodies, and one bit of every byte elsewhere.
    @Test func flippingAnyBitChangesTheDigest() {
        let hash = KeyedBodyHash()
        var random = SeededGenerator(seed: 2)
        for length in 1...1_100 {
            let body = Self.bytes(length, using: &random)
            let digest = Self.digest(body, hash)
            var flipped = body
            for index in 0..<length {
                let everyBit = length <= 40 || index % 512 < 8 || index % 512 >= 504 || index >= length - 16
                for bit in everyBit ? Array(0..<8) : [(index &* 5 &+ length) % 8] {
                    flipped[index] ^= 1 << bit
                    #expect(Self.digest(flipped, hash) != digest, "\(length) bytes, byte \(index), bit \(bit)")
                    flipped[index] ^= 1 << bit
                }
            }
        }
    }

    /// Bodies that differ only by trailing zero bytes (the zero padding makes their last blocks alike) have
    /// different digests, and so do the bodies of only zeros of every length.
    @Test func trailingZerosChangeTheDigest() {
        let hash = KeyedBodyHash()
        var digests: Set<UInt64> = []
        for length in 0...1_100 { digests.insert(Self.digest([UInt8](repeating: 0, count: length), hash)) }
        #expect(digests.count == 1_101)
        var padded = Self.body
        var bodies: Set<UInt64> = [Self.digest(padded, hash)]
        for _ in 0..<300 {
            padded.append(0)
            bodies.insert(Self.digest(padded, hash))
        }
        #expect(bodies.count == 301)
    }

    /// A body's 512-byte chunks in another order give another digest: each chunk's NH result is absorbed in turn.
    @Test(arguments: [1_024, 1_100, 1_536])
    func swappingChunksChangesTheDigest(length: Int) {
        let hash = KeyedBodyHash()
        var random = SeededGenerator(seed: 3)
        let body = Self.bytes(length, using: &random)
        let swapped = Array(body[512..<1_024] + body[0..<512] + body[1_024...])
        #expect(swapped.count == body.count && swapped != body)
        #expect(Self.digest(swapped, hash) != Self.digest(body, hash))
        // Two equal chunks swapped are the same body, and the same digest.
        let twice = Array(body[0..<512] + body[0..<512])
        #expect(Self.digest(Array(twice[512...] + twice[..<512]), hash) == Self.digest(twice, hash))
    }

    /// 200,000 distinct bodies like the benchmark's, a counter in the content's text, have 200,000 digests.
    @Test func distinctBodiesHaveDistinctDigests() {
        let hash = KeyedBodyHash()
        let text = Array(#""text":"Inbox"#.utf8)
        let start = Self.body.firstRange(of: text)?.upperBound ?? 0
        #expect(start > 0)
        var digests = Set<UInt64>(minimumCapacity: 200_000)
        for counter in 0..<200_000 {
            var body = Self.body
            body.insert(contentsOf: Array(" \(counter)".utf8), at: start)
            digests.insert(Self.digest(body, hash))
        }
        #expect(digests.count == 200_000)
    }
}
