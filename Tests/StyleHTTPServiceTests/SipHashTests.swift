import Testing

@testable import StyleHTTPService

/// The answer cache's keyed hash against the published outputs of SipHash's reference implementation
/// (github.com/veorq/SipHash): messages of the bytes 0, 1, 2, … of each length, so every tail length and the
/// whole-word path are covered.
@Suite("SipHash")
struct SipHashTests {
    /// The message of `count` bytes 0, 1, 2, … (wrapping after 255).
    static func message(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0) } }

    /// SipHash-1-3 under the key of zeros (the standard library's and Rust's `DefaultHasher` round counts).
    @Test(arguments: [
        (0, 0xD1FB_A762_150C_532C as UInt64), (1, 0x68A9_1412_8E01_E473), (2, 0x010B_AC45_C41E_3669),
        (3, 0x4D4C_9A4A_8EF6_E0AD), (7, 0x2F09_8AB0_C751_325A), (8, 0xEAD4_11E6_7EBE_2EEA),
        (9, 0x7592_7F9D_9512_4362), (15, 0xF30E_B725_BB91_C9EA), (16, 0x8972_1884_33A5_C5B7),
        (17, 0x4883_C49A_2C00_9C1D), (36, 0xAC77_921F_CC64_2BD3),
    ])
    func oneThreeMatchesTheReference(length: Int, expected: UInt64) {
        let hash = SipHash(key: (0, 0))
        #expect(Self.message(length).withUnsafeBytes { hash.hash($0) } == expected)
    }

    /// SipHash-2-4 under the key 00 01 … 0f, the paper's PRF: the same code with other round counts.
    @Test(arguments: [
        (0, 0x726F_DB47_DD0E_0E31 as UInt64), (1, 0x74F8_39C5_93DC_67FD), (7, 0xAB02_00F5_8B01_D137),
        (8, 0x93F5_F579_9A93_2462), (15, 0xA129_CA61_49BE_45E5), (16, 0x3F2A_CC7F_57C2_9BDB),
        (63, 0x958A_324C_EB06_4572),
    ])
    func twoFourMatchesTheReference(length: Int, expected: UInt64) {
        let hash = SipHash(key: (0x0706_0504_0302_0100, 0x0F0E_0D0C_0B0A_0908))
        let output = Self.message(length).withUnsafeBytes {
            hash.hash($0, compressionRounds: 2, finalizationRounds: 4)
        }
        #expect(output == expected)
    }

    /// Every length from 0 to 80 bytes (every tail length, an odd and an even count of whole words) under a random
    /// key, in both round counts, against SipHash written plainly from the paper: byte by byte, one word at a time.
    @Test(arguments: [(1, 3), (2, 4)])
    func everyLengthMatchesAPlainSipHash(compressionRounds: Int, finalizationRounds: Int) {
        var random = SystemRandomNumberGenerator()
        let key = (random.next() as UInt64, random.next() as UInt64)
        let hash = SipHash(key: key)
        for length in 0...80 {
            let message = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            let output = message.withUnsafeBytes {
                hash.hash($0, compressionRounds: compressionRounds, finalizationRounds: finalizationRounds)
            }
            let expected = Self.plainSipHash(
                message, key: key, compressionRounds: compressionRounds, finalizationRounds: finalizationRounds)
            #expect(output == expected, "\(length) bytes")
        }
    }

    /// SipHash-c-d as the paper states it: the message as little-endian words built byte by byte, the last one
    /// padded with zeros and carrying the length's low byte at the top.
    static func plainSipHash(
        _ message: [UInt8], key: (UInt64, UInt64), compressionRounds: Int, finalizationRounds: Int
    ) -> UInt64 {
        func rotate(_ word: UInt64, _ bits: UInt64) -> UInt64 { (word << bits) | (word >> (64 - bits)) }
        var v0 = key.0 ^ 0x736F_6D65_7073_6575
        var v1 = key.1 ^ 0x646F_7261_6E64_6F6D
        var v2 = key.0 ^ 0x6C79_6765_6E65_7261
        var v3 = key.1 ^ 0x7465_6462_7974_6573
        func round() {
            v0 &+= v1
            v1 = rotate(v1, 13) ^ v0
            v0 = rotate(v0, 32)
            v2 &+= v3
            v3 = rotate(v3, 16) ^ v2
            v0 &+= v3
            v3 = rotate(v3, 21) ^ v0
            v2 &+= v1
            v1 = rotate(v1, 17) ^ v2
            v2 = rotate(v2, 32)
        }
        var words: [UInt64] = stride(from: 0, to: message.count / 8 * 8, by: 8).map { start in
            (0..<8).reduce(0) { $0 | UInt64(message[start + $1]) << (8 * UInt64($1)) }
        }
        var last = UInt64(message.count & 0xFF) << 56
        for (index, byte) in message[(message.count / 8 * 8)...].enumerated() {
            last |= UInt64(byte) << (8 * UInt64(index))
        }
        words.append(last)
        for word in words {
            v3 ^= word
            for _ in 0..<compressionRounds { round() }
            v0 ^= word
        }
        v2 ^= 0xFF
        for _ in 0..<finalizationRounds { round() }
        return v0 ^ v1 ^ v2 ^ v3
    }

    /// Two caches draw two keys: the same body hashes differently in each, so no body is aimed at both.
    @Test func keysAreDrawnAtRandom() {
        let body = Self.message(279)
        let first = body.withUnsafeBytes { SipHash().hash($0) }
        let second = body.withUnsafeBytes { SipHash().hash($0) }
        #expect(first != second)
    }
}
