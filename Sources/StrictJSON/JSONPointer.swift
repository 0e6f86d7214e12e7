/// An RFC 6901 JSON Pointer: a path of reference tokens naming one value in a document, as
/// `application/problem+json` errors use to say which field was wrong (`/state/traits/userInterfaceStyle`).
///
/// Tokens are stored unescaped; ``description`` escapes `~` as `~0` and `/` as `~1`, and
/// ``init(parsing:)`` reverses that. The empty pointer (`""`) names the whole document.
public struct JSONPointer: Sendable, Hashable {
    /// A token and the tokens before it, for the tokens beyond the inline ones: pointers built by
    /// ``appending(_:)-(String)`` share this prefix.
    private final class Step: Sendable {
        let parent: Step?
        let token: String
        let depth: Int

        init(parent: Step?, token: String) {
            self.parent = parent
            self.token = token
            self.depth = (parent?.depth ?? 0) + 1
        }
    }

    /// The tokens before the inline ones.
    private var head: Step?
    /// The last (up to) four tokens, outermost first; the first `inlineCount` are in use, the others empty. Decoders
    /// name every member they visit, and request fields are seldom deeper than four, so appending to such a pointer
    /// allocates nothing.
    private var inline: (String, String, String, String) = ("", "", "", "")
    private var inlineCount: UInt8 = 0

    /// The number of tokens.
    private var depth: Int { (head?.depth ?? 0) + Int(inlineCount) }

    /// The inline token at `index` (below `inlineCount`).
    private func inlineToken(_ index: Int) -> String {
        switch index {
        case 0: inline.0
        case 1: inline.1
        case 2: inline.2
        default: inline.3
        }
    }

    /// The unescaped reference tokens, outermost first.
    public var tokens: [String] {
        var tokens = [String](repeating: "", count: depth)
        var step = head
        while let current = step {
            tokens[current.depth - 1] = current.token
            step = current.parent
        }
        let base = head?.depth ?? 0
        for index in 0..<Int(inlineCount) { tokens[base + index] = inlineToken(index) }
        return tokens
    }

    /// A pointer from unescaped tokens.
    public init(tokens: [String] = []) {
        for token in tokens { append(token) }
    }

    /// Adds a token at the end; when the inline tokens are full, the first of them moves to the shared head.
    private mutating func append(_ token: String) {
        switch inlineCount {
        case 0: inline.0 = token
        case 1: inline.1 = token
        case 2: inline.2 = token
        case 3: inline.3 = token
        default:
            head = Step(parent: head, token: inline.0)
            inline = (inline.1, inline.2, inline.3, token)
            return
        }
        inlineCount += 1
    }

    /// Calls `body` with the tokens innermost first, the same whichever of them are inline.
    private func forEachTokenInnermostFirst(_ body: (String) -> Void) {
        var index = Int(inlineCount)
        while index > 0 {
            index -= 1
            body(inlineToken(index))
        }
        var step = head
        while let current = step {
            body(current.token)
            step = current.parent
        }
    }

    public static func == (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        guard lhs.depth == rhs.depth else { return false }
        if lhs.inlineCount == rhs.inlineCount, lhs.head === rhs.head {
            for index in 0..<Int(lhs.inlineCount) where lhs.inlineToken(index) != rhs.inlineToken(index) {
                return false
            }
            return true
        }
        return lhs.tokens == rhs.tokens
    }

    public func hash(into hasher: inout Hasher) {
        // Innermost first, whichever tokens are inline: equal pointers hash alike without building the token list.
        hasher.combine(depth)
        forEachTokenInnermostFirst { hasher.combine($0) }
    }

    /// The pointer to the whole document.
    public static let root = JSONPointer()

    /// Parses the string form (`/items/3/a~1b`); nil unless it is empty or starts with `/`, or when a
    /// `~` is not followed by `0` or `1`.
    public init?(parsing text: String) {
        var tokens: [String] = []
        var utf8 = Substring(text).utf8[...]
        guard !utf8.isEmpty else {
            self.init()
            return
        }
        guard utf8.first == UInt8(ascii: "/") else { return nil }
        utf8 = utf8.dropFirst()
        var current: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "/"):
                tokens.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            case UInt8(ascii: "~"):
                switch iterator.next() {
                case UInt8(ascii: "0"): current.append(UInt8(ascii: "~"))
                case UInt8(ascii: "1"): current.append(UInt8(ascii: "/"))
                default: return nil
                }
            default:
                current.append(byte)
            }
        }
        tokens.append(String(decoding: current, as: UTF8.self))
        self.init(tokens: tokens)
    }

    /// This pointer with one more token (a member name).
    public func appending(_ token: String) -> JSONPointer {
        var pointer = self
        pointer.append(token)
        return pointer
    }

    /// This pointer with one more token (an array index).
    public func appending(_ index: Int) -> JSONPointer {
        appending(String(index))
    }

    /// The pointer one level up; nil for the root.
    public var parent: JSONPointer? {
        guard depth > 0 else { return nil }
        return JSONPointer(tokens: Array(tokens.dropLast()))
    }

    /// The value this pointer names in `document`, or nil when a step is missing: a member that is not
    /// there, an index out of range or not in canonical form (`01`, `-`), or a step into a scalar.
    public func resolve(in document: JSONValue) -> JSONValue? {
        var current = document
        for token in tokens {
            switch current {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let array):
                guard let index = JSONPointer.arrayIndex(token), index < array.count else { return nil }
                current = array[index]
            default:
                return nil
            }
        }
        return current
    }

    /// RFC 6901 array index: `0` or a digit 1–9 followed by digits, no sign, no leading zeros.
    private static func arrayIndex(_ token: String) -> Int? {
        let utf8 = token.utf8
        guard let first = utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { return nil }
        if first == UInt8(ascii: "0") { return utf8.count == 1 ? 0 : nil }
        guard utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(token)
    }
}

extension JSONPointer: CustomStringConvertible {
    /// The string form: each token prefixed by `/`, with `~` written `~0` and `/` written `~1`.
    public var description: String {
        var result = ""
        for token in tokens {
            result.append("/")
            for character in token.unicodeScalars {
                switch character {
                case "~": result.append("~0")
                case "/": result.append("~1")
                default: result.unicodeScalars.append(character)
                }
            }
        }
        return result
    }
}

extension JSONPointer: ExpressibleByArrayLiteral {
    /// A pointer from unescaped tokens in code: `["state", "traits", "userInterfaceStyle"]`.
    public init(arrayLiteral tokens: String...) {
        self.init(tokens: tokens)
    }
}
