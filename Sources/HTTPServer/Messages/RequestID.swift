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
enum RequestIdentifier: Sendable, Equatable {
    /// A client's valid `X-Request-Id`, as it came.
    case given(String)
    /// `<prefix><number>`: the loop's prefix (`<server>-<loop>-`, a small string, so no reference is counted) and
    /// its counter.
    case counted(prefix: String, number: UInt64)

    /// The id as text.
    var text: String {
        switch self {
        case .given(let text): return text
        case .counted:
            return String(unsafeUninitializedCapacity: maximumWrittenCount) { buffer in
                guard let start = buffer.baseAddress else { return 0 }
                var writer = HeadWriter(start)
                write(to: &writer)
                return writer.written.count
            }
        }
    }

    /// The most bytes ``write(to:)-(HeadWriter)`` writes.
    var maximumWrittenCount: Int {
        switch self {
        case .given(let text): text.utf8.count
        case .counted(let prefix, _): prefix.utf8.count + DecimalDigits.maximumCount
        }
    }

    /// Writes the id's bytes (a response head's `X-Request-Id`).
    func write(to writer: inout HeadWriter) {
        switch self {
        case .given(let text): writer.write(text)
        case .counted(let prefix, let number):
            writer.write(prefix)
            writer.writeDecimal(number)
        }
    }
}

/// Makes the ids of one event loop's requests: `<server>-<loop>-<n>`, where `<server>` is eight hex digits drawn at
/// random when the server starts (so two replicas, or two runs, seldom share ids), `<loop>` the loop's index and `<n>`
/// the loop's own request counter. Unique within the process with no shared state: each loop counts alone, on its
/// own thread, and the loop index keeps their ids apart.
final class RequestIDSource {
    /// `<server>-<loop>-`.
    private let prefix: String
    /// Ids made so far; only the loop's thread touches it.
    @exclusivity(unchecked) private var counter: UInt64 = 0

    /// The source of loop `loop` of the server whose random part is `server`.
    init(server: UInt32, loop: Int) {
        let hex = String(server, radix: 16)
        prefix = String(repeating: "0", count: 8 - hex.utf8.count) + hex + "-\(loop)-"
    }

    /// The next id: a number, no text (this runs for every request that brings no id).
    func nextIdentifier() -> RequestIdentifier {
        counter &+= 1
        return .counted(prefix: prefix, number: counter)
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
