import TestSupport
import Testing

@testable import EpollHTTP

@Suite("Word-at-a-time byte scans")
struct ByteScanTests {
    /// Buffers mostly of ordinary value bytes, with the bytes the scans look for (LF, CR, HTAB, other controls, DEL,
    /// obs-text) sprinkled at random places; every start and end offset against the byte-by-byte answer.
    @Test func scansAgreeWithByteByByteLoopsAtEveryOffset() {
        var generator = SeededGenerator(seed: 20_261_122)
        let special: [UInt8] = [10, 13, 9, 0, 1, 0x1F, 0x7F, 0x80, 0xFF, 0x20, 0x7E]
        for _ in 0..<300 {
            let length = Int.random(in: 0...40, using: &generator)
            let bytes: [UInt8] = (0..<length).map { _ in
                Int.random(in: 0..<6, using: &generator) == 0
                    ? special.randomElement(using: &generator) ?? 0
                    : UInt8.random(in: 0x21...0x7E, using: &generator)
            }
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...length {
                    for end in start...length {
                        let lineFeed = (start..<end).first { buffer[$0] == 10 } ?? end
                        #expect(
                            ByteScan.firstIndex(of: 10, in: buffer, from: start, to: end) == lineFeed,
                            "\(bytes) \(start)..<\(end)")
                        let invalid = (start..<end).first { !ByteClass.isFieldValueByte(buffer[$0]) } ?? end
                        #expect(
                            ByteScan.firstNonFieldValueByte(in: buffer, from: start, to: end) == invalid,
                            "\(bytes) \(start)..<\(end)")
                    }
                }
            }
        }
    }

    /// A value byte next to each byte value in every position of a word: nothing allowed is flagged, nothing
    /// forbidden is missed.
    @Test func everyByteValueIsClassifiedInEveryWordPosition() {
        for value in 0...255 {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
                bytes[position] = UInt8(value)
                bytes.withUnsafeBufferPointer { buffer in
                    let expected = ByteClass.isFieldValueByte(UInt8(value)) ? 16 : position
                    #expect(
                        ByteScan.firstNonFieldValueByte(in: buffer, from: 0, to: 16) == expected,
                        "byte \(value) at \(position)")
                    #expect(
                        ByteScan.firstIndex(of: UInt8(value), in: buffer, from: 0, to: 16)
                            == (value == 0x61 ? 0 : position))
                }
            }
        }
    }
}
