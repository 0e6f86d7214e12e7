/// SipHash (Aumasson and Bernstein, 2012) under a 128-bit key: the outer layer of the answer cache's
/// ``KeyedBodyHash``, which absorbs the body's NH chunk hashes and its length into a ``State`` and finalizes it.
///
/// `hash(_:)` is SipHash over bytes, eight at a time, two words a turn, its tail in one load; the cache no longer runs it over a body, but it is the same
/// ``State`` and rounds, so the tests' reference vectors check the code ``KeyedBodyHash`` runs.
struct SipHash: Sendable {
    /// The key's two halves, little-endian words of its 16 bytes.
    let key: (UInt64, UInt64)

    /// SipHash under `key`.
    init(key: (UInt64, UInt64)) {
        self.key = key
    }

    /// SipHash under a key drawn from the system's random source.
    init() {
        var random = SystemRandomNumberGenerator()
        self.init(key: (random.next(), random.next()))
    }

    /// SipHash-1-3 of `bytes` (one round per word, three to finish, as `Hasher` and Rust's `DefaultHasher`).
    func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        hash(bytes, compressionRounds: 1, finalizationRounds: 3)
    }

    /// SipHash-c-d of `bytes`: `compressionRounds` rounds per 8-byte word, `finalizationRounds` at the end
    /// (SipHash-2-4 is the paper's PRF; the tests check both against the reference implementation's vectors).
    @inline(__always)
    func hash(_ bytes: UnsafeRawBufferPointer, compressionRounds: Int, finalizationRounds: Int) -> UInt64 {
        var state = State(key: key)
        let count = bytes.count
        let wholeWords = count & ~7
        var offset = 0
        // Two words a turn: the loop's test and step are paid once per 16 bytes.
        let wordPairs = count & ~15
        while offset < wordPairs {
            state.absorb(Self.word(bytes, at: offset), rounds: compressionRounds)
            state.absorb(Self.word(bytes, at: offset &+ 8), rounds: compressionRounds)
            offset &+= 16
        }
        if offset < wholeWords {
            state.absorb(Self.word(bytes, at: offset), rounds: compressionRounds)
            offset &+= 8
        }
        // The last word: the remaining 0 to 7 bytes, and the length's low byte at the top. A message of a word or
        // more has them as the top bytes of its last eight, read in one load and shifted down rather than byte by
        // byte.
        let remaining = count &- offset
        var last = UInt64(truncatingIfNeeded: count) &<< 56
        if remaining > 0 && count >= 8 {
            last |= Self.word(bytes, at: count &- 8) &>> UInt64(truncatingIfNeeded: (8 &- remaining) &* 8)
        } else {
            var shift: UInt64 = 0
            while offset < count {
                last |= UInt64(bytes[offset]) &<< shift
                shift &+= 8
                offset &+= 1
            }
        }
        state.absorb(last, rounds: compressionRounds)
        return state.finalize(rounds: finalizationRounds)
    }

    /// The little-endian word of the eight bytes at `offset` (unaligned).
    @inline(__always)
    static func word(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The four words of SipHash's internal state: set up under a key, fed message words (``absorb(_:rounds:)``)
    /// and finalized (``finalize(rounds:)``), by ``hash(_:compressionRounds:finalizationRounds:)`` and by
    /// ``KeyedBodyHash``, which makes its message words itself.
    struct State {
        var v0: UInt64
        var v1: UInt64
        var v2: UInt64
        var v3: UInt64

        /// The state under a key: the key xored with "somepseudorandomlygeneratedbytes".
        @inline(__always)
        init(key: (UInt64, UInt64)) {
            v0 = key.0 ^ 0x736F_6D65_7073_6575
            v1 = key.1 ^ 0x646F_7261_6E64_6F6D
            v2 = key.0 ^ 0x6C79_6765_6E65_7261
            v3 = key.1 ^ 0x7465_6462_7974_6573
        }

        /// Takes in one message word.
        @inline(__always)
        mutating func absorb(_ word: UInt64, rounds: Int) {
            v3 ^= word
            for _ in 0..<rounds { round() }
            v0 ^= word
        }

        /// The digest after `rounds` finalization rounds (3 in SipHash-1-3, 4 in SipHash-2-4): the state is spent.
        @inline(__always)
        mutating func finalize(rounds: Int) -> UInt64 {
            v2 ^= 0xFF
            for _ in 0..<rounds { round() }
            return v0 ^ v1 ^ v2 ^ v3
        }

        /// One SipRound: additions, rotations and xors.
        @inline(__always)
        mutating func round() {
            v0 &+= v1
            v1 = Self.rotate(v1, 13)
            v1 ^= v0
            v0 = Self.rotate(v0, 32)
            v2 &+= v3
            v3 = Self.rotate(v3, 16)
            v3 ^= v2
            v0 &+= v3
            v3 = Self.rotate(v3, 21)
            v3 ^= v0
            v2 &+= v1
            v1 = Self.rotate(v1, 17)
            v1 ^= v2
            v2 = Self.rotate(v2, 32)
        }

        @inline(__always)
        static func rotate(_ word: UInt64, _ bits: UInt64) -> UInt64 {
            (word &<< bits) | (word &>> (64 &- bits))
        }
    }
}
