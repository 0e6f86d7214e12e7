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

/// Makes the ids of one event loop's requests: `<server>-<loop>-<n>`, where `<server>` is eight hex digits drawn at
/// random when the server starts (so two replicas, or two runs, seldom share ids), `<loop>` the loop's index and `<n>`
/// the loop's own request counter. Unique within the process with no shared state: each loop counts alone, on its
/// own thread, and the loop index keeps their ids apart.
final class RequestIDSource {
    /// `<server>-<loop>-`, as bytes.
    private let prefix: [UInt8]
    /// Ids made so far; only the loop's thread touches it.
    @exclusivity(unchecked) private var counter: UInt64 = 0

    /// The source of loop `loop` of the server whose random part is `server`.
    init(server: UInt32, loop: Int) {
        let hex = String(server, radix: 16)
        prefix = Array((String(repeating: "0", count: 8 - hex.utf8.count) + hex + "-\(loop)-").utf8)
    }

    /// The next id, written in one go (prefix and counter digits into one string's storage: this runs for every
    /// request that brings no id).
    func next() -> String {
        counter &+= 1
        var digits = 1
        var rest = counter / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let value = counter
        return String(unsafeUninitializedCapacity: prefix.count + digits) { buffer in
            _ = buffer.initialize(fromContentsOf: prefix)
            var remaining = value
            var index = prefix.count + digits - 1
            while index >= prefix.count {
                buffer[index] = UInt8(truncatingIfNeeded: remaining % 10) + 0x30
                remaining /= 10
                index -= 1
            }
            return prefix.count + digits
        }
    }

    /// The request's id: the client's `X-Request-Id` when it is valid, a new one otherwise.
    func id(for fields: HTTPFields) -> String {
        let taken = fields.withFirstValue(for: .xRequestID) { value -> String? in
            RequestID.isValid(value) ? String(decoding: value, as: UTF8.self) : nil
        }
        return taken.flatMap { $0 } ?? next()
    }
}
