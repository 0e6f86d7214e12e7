/// A fast, stable fingerprint of bytes (FNV-1a over 8-byte words) for entity tags: equal bytes give equal digests
/// in every process and on every replica. Not a cryptographic hash.
public enum ContentDigest {
    /// FNV-1a's offset basis: the digest of no bytes, and the seed of a digest that continues no other.
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The 64-bit digest of `bytes`, continuing `seed` (another digest, so that one digest covers what it was
    /// computed from too: a style's answer and the style's definition, in the same single pass over the bytes).
    public static func of(_ bytes: [UInt8], seed: UInt64 = offsetBasis) -> UInt64 {
        var hash = seed
        let prime: UInt64 = 0x100_0000_01b3
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for index in 0..<words {
                hash =
                    (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)))
                    &* prime
            }
            for index in (words * 8)..<raw.count {
                hash = (hash ^ UInt64(raw[index])) &* prime
            }
        }
        return hash
    }

    /// A digest as 16 lowercase hex digits.
    public static func hex(_ digest: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            writeHex(digest, to: buffer.baseAddress)
            return buffer.baseAddress == nil ? 0 : 16
        }
    }

    /// A digest as an entity tag: its 16 lowercase hex digits in double quotes. Written into one string directly:
    /// every answer that is not cached makes one, and formatting by radix, padding and interpolating cost more.
    public static func quotedHex(_ digest: UInt64) -> String {
        String(unsafeUninitializedCapacity: 18) { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            start[0] = UInt8(ascii: "\"")
            writeHex(digest, to: start + 1)
            start[17] = UInt8(ascii: "\"")
            return 18
        }
    }

    /// Writes the 16 hex digits of `digest`, most significant first, from `start` on.
    private static func writeHex(_ digest: UInt64, to start: UnsafeMutablePointer<UInt8>?) {
        guard let start else { return }
        for index in 0..<16 {
            let nibble = UInt8(truncatingIfNeeded: digest >> UInt64((15 - index) * 4)) & 0xF
            start[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
        }
    }
}
