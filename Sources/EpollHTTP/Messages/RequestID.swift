/// Request ids: the rules for an `X-Request-Id` a client sends, and the ids the server makes when it sends none (or
/// one that breaks the rules).
///
/// A valid id is echoed as it came, so a client, a proxy and the service's log name a request alike. The rules keep
/// an id safe to copy into a log line, a header or a URL unescaped: 1 to ``maximumLength`` bytes, each an ASCII
/// letter or digit or one of `-`, `_`, `.`, `:`, `/`, `+`, `=`, `@` (UUIDs, base64, W3C trace ids and the ids of the
/// common proxies fit; spaces, quotes, commas and semicolons do not).
public enum RequestID {
    /// The longest id taken from a client, in bytes.
    public static let maximumLength = 128

    /// Whether `bytes` (a client's `X-Request-Id` value) is an id the server takes as it is.
    public static func isValid(_ bytes: some Collection<UInt8>) -> Bool {
        guard !bytes.isEmpty, bytes.count <= maximumLength else { return false }
        return bytes.allSatisfy(isAllowed)
    }

    /// Whether a byte may appear in an id.
    @inline(__always)
    static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "/"),
            UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "@"):
            true
        default: false
        }
    }
}

/// A request's id as the loop holds it: a client's, or one the loop made, kept as its prefix and number and written
/// as text only where it is sent (straight into the response head) or read (``HTTPRequest/requestID``, the
/// observer's record). Making a `String` for every request that brings no id cost an allocation per request once
/// the counter passed four digits (the text no longer fit a small string).
///
/// A struct of one string and plain words rather than an enum of a client's text or a prefix and number: a counted
/// id's prefix (`<server>-<loop>-`, 11 to 16 bytes) is held in two words and written with two stores, and an
/// optional id is copied and destroyed inline. As an enum with two payloads, the optional was destroyed and copied
/// through the runtime's generic witnesses on every request, and the prefix written through `String`'s UTF-8 view.
struct RequestIdentifier: Sendable, Equatable {
    /// A client's id; for a counted id, its prefix when longer than ``inlineCapacity`` bytes (or empty), else empty.
    private let stored: String
    /// A counted id's prefix, up to ``inlineCapacity`` bytes, little-endian in two words.
    private let prefixWords: (low: UInt64, high: UInt64)
    /// The bytes of `prefixWords` that are the prefix; -1 for a client's id, 0 for a prefix kept in `text`.
    private let inlineCount: Int
    /// A counted id's number.
    private let number: UInt64

    /// The longest prefix kept in the two words.
    static let inlineCapacity = 16

    /// A client's valid `X-Request-Id`, as it came.
    static func given(_ text: String) -> RequestIdentifier {
        RequestIdentifier(stored: text, prefixWords: (0, 0), inlineCount: -1, number: 0)
    }

    /// `<prefix><number>`: the loop's prefix (`<server>-<loop>-`) and its counter.
    static func counted(prefix: String, number: UInt64) -> RequestIdentifier {
        let bytes = Array(prefix.utf8)
        guard !bytes.isEmpty, bytes.count <= inlineCapacity else {
            return RequestIdentifier(stored: prefix, prefixWords: (0, 0), inlineCount: 0, number: number)
        }
        var words: (low: UInt64, high: UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyBytes(from: bytes) }
        return RequestIdentifier(
            stored: "", prefixWords: (UInt64(littleEndian: words.low), UInt64(littleEndian: words.high)),
            inlineCount: bytes.count, number: number)
    }

    /// This counted id with another number (the prefix's words are made once, by the loop's source).
    func numbered(_ number: UInt64) -> RequestIdentifier {
        RequestIdentifier(stored: stored, prefixWords: prefixWords, inlineCount: inlineCount, number: number)
    }

    private init(stored: String, prefixWords: (low: UInt64, high: UInt64), inlineCount: Int, number: UInt64) {
        self.stored = stored
        self.prefixWords = prefixWords
        self.inlineCount = inlineCount
        self.number = number
    }

    static func == (lhs: RequestIdentifier, rhs: RequestIdentifier) -> Bool {
        lhs.stored == rhs.stored && lhs.prefixWords == rhs.prefixWords && lhs.inlineCount == rhs.inlineCount
            && lhs.number == rhs.number
    }

    /// The id as text.
    var text: String {
        guard inlineCount >= 0 else { return stored }
        return String(unsafeUninitializedCapacity: maximumWrittenCount) { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            var writer = HeadWriter(start)
            write(to: &writer)
            return writer.written.count
        }
    }

    /// The most bytes ``write(to:)-(HeadWriter)`` writes (a counted id's two prefix words are stored whole).
    var maximumWrittenCount: Int {
        inlineCount < 0 ? stored.utf8.count : Self.inlineCapacity + stored.utf8.count + DecimalDigits.maximumCount
    }

    /// Writes the id's bytes (a response head's `X-Request-Id`).
    func write(to writer: inout HeadWriter) {
        if inlineCount < 0 {
            writer.write(stored)
            return
        }
        if inlineCount > 0 {
            writer.write(words: prefixWords, count: inlineCount)
        } else {
            writer.write(stored)
        }
        writer.writeDecimal(number)
    }
}

/// Makes the ids of one event loop's requests: `<server>-<loop>-<n>`, where `<server>` is eight hex digits drawn at
/// random when the server starts (so two replicas, or two runs, seldom share ids), `<loop>` the loop's index and `<n>`
/// the loop's own request counter. Unique within the process with no shared state: each loop counts alone, on its
/// own thread, and the loop index keeps their ids apart.
final class RequestIDSource {
    /// `<server>-<loop>-` and the number 0, its prefix's bytes made once.
    private let template: RequestIdentifier
    /// Ids made so far; only the loop's thread touches it.
    @exclusivity(unchecked) private var counter: UInt64 = 0

    /// The source of loop `loop` of the server whose random part is `server`.
    init(server: UInt32, loop: Int) {
        let hex = String(server, radix: 16)
        template = .counted(prefix: String(repeating: "0", count: 8 - hex.utf8.count) + hex + "-\(loop)-", number: 0)
    }

    /// The next id: a number, no text (this runs for every request that brings no id).
    func nextIdentifier() -> RequestIdentifier {
        counter &+= 1
        return template.numbered(counter)
    }

    /// The next id as text.
    func next() -> String { nextIdentifier().text }

    /// The request's id: the client's `X-Request-Id` when it is valid, a new one otherwise.
    func id(for fields: HTTPFields) -> RequestIdentifier {
        let taken = fields.withFirstValue(for: .xRequestID) { value -> String? in
            RequestID.isValid(value) ? String(decoding: value, as: UTF8.self) : nil
        }
        if let taken = taken.flatMap({ $0 }) { return .given(taken) }
        return nextIdentifier()
    }
}
