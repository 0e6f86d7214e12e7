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
        let hex = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
