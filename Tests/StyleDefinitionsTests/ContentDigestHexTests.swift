import StyleDefinitions
import Testing

@Suite("A content digest's hex forms")
struct ContentDigestHexTests {
    @Test(arguments: [
        (UInt64(0), "0000000000000000"),
        (UInt64(0xF), "000000000000000f"),
        (UInt64(0x0123_4567_89AB_CDEF), "0123456789abcdef"),
        (UInt64.max, "ffffffffffffffff"),
        (ContentDigest.offsetBasis, "cbf29ce484222325"),
    ])
    func sixteenLowercaseDigitsAndTheQuotedTag(_ digest: UInt64, _ hex: String) {
        #expect(ContentDigest.hex(digest) == hex)
        #expect(ContentDigest.quotedHex(digest) == "\"\(hex)\"")
        #expect(
            ContentDigest.hex(digest) == String(repeating: "0", count: 16 - String(digest, radix: 16).count)
                + String(digest, radix: 16), "as the radix formatting it replaces")
    }
}
