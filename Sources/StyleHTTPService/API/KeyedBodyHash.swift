/// The answer cache's keyed hash of request bytes, in the style of UMAC and VMAC (RFC 4418): NH over 64-bit words
/// under a secret 512-byte key, its results and the length absorbed by SipHash-1-3 under a secret 128-bit key.
///
/// The construction: the bytes are cut into chunks of ``chunkBytes`` (512, the NH key's size; the last chunk holds
/// the last 1 to 512 bytes, an empty body one empty chunk). Each chunk is hashed by NH under the same key
/// `k[0..<64]`: for its 16-byte block `i` read as two little-endian words `m0`, `m1` (the last block zero-padded),
/// the 128-bit product `(m0 &+ k[2i]) * (m1 &+ k[2i+1])` is added modulo 2^128. The chunks' 128-bit results, in
/// order, then the length as seven little-endian bytes, are the message of SipHash-1-3 (the ``SipHash/State``, its
/// rounds and finalization), whose output is the digest.
///
/// Why it is safe here: the digest picks a key's slot in the cache's table, and a client who could make two bodies
/// share a digest could flood one slot or replace another client's answer (equal keys are still compared byte for
/// byte, so a collision never serves a wrong answer). Both keys are drawn from the system's random source when the
/// cache is made and never leave it, and no answer shows a digest (ETags hash the answer, not the request), so an
/// attacker chooses bodies blind. NH under a uniformly random key is 2^-64-almost-Δ-universal for chunks of equal
/// length (Black et al., UMAC, 1999), so two different chunks of equal length share an NH result with probability at
/// most 2^-64; bodies of different lengths differ in the length SipHash absorbs (which also tells apart bodies that
/// differ only by trailing zero bytes, which the zero padding would not), and bodies of equal length have the same
/// chunking, so SipHash's message differs whenever some chunk's result does (the order of the chunks counts). SipHash
/// under its own secret key, a pseudorandom function, turns different messages into unrelated digests. So, as with
/// SipHash over the whole body, two given bodies share a digest with probability about 2^-64, whatever they are.
///
/// The cost: NH is one multiplication, four additions (two with the key, one with carry) and two loads of key per
/// 16 bytes, and SipHash runs three compressions and its finalization for a body of up to 512 bytes, plus two
/// compressions per further 512 bytes, where SipHash-1-3 over the whole body runs a compression per 8 bytes.
struct KeyedBodyHash: Sendable {
    /// The NH key's words: one chunk's worth (two per 16-byte block).
    static let keyWords = 64
    /// The bytes each NH run covers: the NH key's size.
    static let chunkBytes = keyWords * 8

    /// NH's key, ``keyWords`` words.
    private let nhKey: [UInt64]
    /// The outer layer, under its own key.
    private let outer: SipHash

    /// Both keys drawn from `random`: tests pass a seeded generator, the cache the system's.
    init(using random: inout some RandomNumberGenerator) {
        nhKey = (0..<Self.keyWords).map { _ in random.next() }
        outer = SipHash(key: (random.next(), random.next()))
    }

    /// Both keys drawn from the system's random source.
    init() {
        var random = SystemRandomNumberGenerator()
        self.init(using: &random)
    }

    /// The digest of `bytes`.
    func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        nhKey.withUnsafeBytes { key in
            let count = bytes.count
            // A body of one chunk, the usual: SipHash's state is set up only after NH, so the two do not compete for
            // registers.
            guard count > Self.chunkBytes else {
                let sum = Self.lastChunk(bytes, from: 0, key: key)
                var state = SipHash.State(key: outer.key)
                return Self.finish(&state, sum, count: count, chunks: 1)
            }
            var state = SipHash.State(key: outer.key)
            var offset = 0
            // Every chunk but the last: 32 whole blocks each.
            while count &- offset > Self.chunkBytes {
                let sum = Self.nh(bytes, from: offset, blockBytes: Self.chunkBytes, key: key)
                state.absorb(sum.low, rounds: 1)
                state.absorb(sum.high, rounds: 1)
                offset &+= Self.chunkBytes
            }
            let sum = Self.lastChunk(bytes, from: offset, key: key)
            return Self.finish(&state, sum, count: count, chunks: offset / Self.chunkBytes &+ 1)
        }
    }

    /// SipHash's end: the last chunk's NH result, then its last word, the length in its low seven bytes and the
    /// message's length (16 bytes a chunk and the seven) in the top byte, and the finalization.
    @inline(__always)
    private static func finish(_ state: inout SipHash.State, _ sum: Sum, count: Int, chunks: Int) -> UInt64 {
        state.absorb(sum.low, rounds: 1)
        state.absorb(sum.high, rounds: 1)
        let messageBytes = UInt64(truncatingIfNeeded: chunks &* 16 &+ 7)
        state.absorb((messageBytes &<< 56) | UInt64(truncatingIfNeeded: count), rounds: 1)
        return state.finalize(rounds: 3)
    }

    /// A 128-bit sum, as two words.
    private struct Sum {
        var low: UInt64 = 0
        var high: UInt64 = 0
    }

    /// NH of the last chunk, from `offset` to the end (0 to 512 bytes): its whole blocks, then its 1 to 15 remaining
    /// bytes as a block padded with zeros.
    @inline(__always)
    private static func lastChunk(_ bytes: UnsafeRawBufferPointer, from offset: Int, key: UnsafeRawBufferPointer) -> Sum
    {
        let remaining = bytes.count &- offset
        let blockBytes = remaining & ~15
        var sum = nh(bytes, from: offset, blockBytes: blockBytes, key: key)
        let tail = remaining & 15
        if tail != 0 {
            let words = Self.tail(bytes, count: tail)
            add(words.0, words.1, key: key, at: blockBytes, to: &sum)
        }
        return sum
    }

    /// NH of the whole blocks in the `blockBytes` (a multiple of 16) from `offset`, under the key's first
    /// `blockBytes`. Two blocks a turn, one index for the bytes and the key, so the loop's step and test are paid once
    /// per 32 bytes.
    @inline(__always)
    private static func nh(
        _ bytes: UnsafeRawBufferPointer, from offset: Int, blockBytes: Int, key: UnsafeRawBufferPointer
    ) -> Sum {
        var sum = Sum()
        var at = 0
        let pairs = blockBytes & ~31
        while at < pairs {
            let first = offset &+ at
            add(SipHash.word(bytes, at: first), SipHash.word(bytes, at: first &+ 8), key: key, at: at, to: &sum)
            add(
                SipHash.word(bytes, at: first &+ 16), SipHash.word(bytes, at: first &+ 24), key: key, at: at &+ 16,
                to: &sum)
            at &+= 32
        }
        if at < blockBytes {
            let first = offset &+ at
            add(SipHash.word(bytes, at: first), SipHash.word(bytes, at: first &+ 8), key: key, at: at, to: &sum)
        }
        return sum
    }

    /// Adds a block's NH term to `sum`: the 128-bit product of its two words, each plus its key word (the two at
    /// `at`, the block's offset in its chunk).
    @inline(__always)
    private static func add(
        _ first: UInt64, _ second: UInt64, key: UnsafeRawBufferPointer, at: Int, to sum: inout Sum
    ) {
        let firstKey = key.load(fromByteOffset: at, as: UInt64.self)
        let secondKey = key.load(fromByteOffset: at &+ 8, as: UInt64.self)
        let product = (first &+ firstKey).multipliedFullWidth(by: second &+ secondKey)
        let (low, carry) = sum.low.addingReportingOverflow(product.low)
        sum.low = low
        sum.high = sum.high &+ product.high &+ (carry ? 1 : 0)
    }

    /// The last `count` (1 to 15) bytes of `bytes` as a block's two little-endian words, padded with zeros, read
    /// without touching memory past the bytes: a body of 16 bytes or more has them as the top bytes of its last 16,
    /// read in two loads and shifted down; a shorter one (the tail is then the whole body) is read in two loads that
    /// may overlap, the second shifted into place (overlapping bytes are the same bytes, so or-ing them is exact).
    @inline(__always)
    private static func tail(_ bytes: UnsafeRawBufferPointer, count: Int) -> (UInt64, UInt64) {
        let total = bytes.count
        if total >= 16 {
            let first = SipHash.word(bytes, at: total &- 16)
            let second = SipHash.word(bytes, at: total &- 8)
            // The bits to drop below the tail: 8 to 120.
            let shift = UInt64(truncatingIfNeeded: (16 &- count) &* 8)
            if count > 8 {
                return ((first &>> shift) | (second &<< (64 &- shift)), second &>> shift)
            }
            return (second &>> (shift &- 64), 0)
        }
        return shortBody(bytes)
    }

    /// A body of 1 to 15 bytes as a block's two little-endian words, padded with zeros. Out of line: bodies and
    /// targets are longer.
    @inline(never)
    private static func shortBody(_ bytes: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        let count = bytes.count
        if count > 8 {
            let high = SipHash.word(bytes, at: count &- 8) &>> UInt64(truncatingIfNeeded: (16 &- count) &* 8)
            return (SipHash.word(bytes, at: 0), high)
        }
        if count == 8 { return (SipHash.word(bytes, at: 0), 0) }
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            return (low | (high &<< UInt64(truncatingIfNeeded: (count &- 4) &* 8)), 0)
        }
        // 1 to 3 bytes: the first, the middle and the last (some the same).
        let middle = count &>> 1
        let low =
            UInt64(bytes[0]) | (UInt64(bytes[middle]) &<< UInt64(truncatingIfNeeded: middle &* 8))
            | (UInt64(bytes[count &- 1]) &<< UInt64(truncatingIfNeeded: (count &- 1) &* 8))
        return (low, 0)
    }
}
