/// A fast, stable fingerprint of bytes (FNV-1a over 8-byte words) for entity tags: equal bytes give equal digests
/// in every process and on every replica. Not a cryptographic hash.
public enum ContentDigest {
    /// The 64-bit digest of `bytes`.
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
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
