/// Incremental decoder for a `Transfer-Encoding: chunked` request body (RFC 9112 §7.1).
///
/// Strict: no whitespace in the chunk-size line, extensions must be `;token[=token|quoted-string]`,
/// sizes are bounded by the body limit, CRLF is required after every line and every chunk's data.
/// Trailer fields are validated like header fields and then discarded.
struct ChunkedBodyDecoder: Sendable {
    /// Where the decoder is inside the chunked grammar.
    enum State: Sendable, Equatable {
        case sizeStart
        case size
        case extensionNameStart
        case extensionName
        case extensionValueStart
        case extensionToken
        case extensionQuoted
        case extensionQuotedEscape
        case extensionAfterQuoted
        case sizeLineFeed
        case data
        case dataCarriageReturn
        case dataLineFeed
        case trailerLineStart
        case trailerName
        case trailerValue
        case trailerLineFeed
        case finalLineFeed
        case done
    }

    /// Outcome of one `decode` call.
    enum Outcome: Equatable {
        case needMoreData
        case done
        case failure(HTTPParseError)
    }

    private(set) var state: State = .sizeStart
    private var chunkSize = 0
    private var sizeDigits = 0
    private var remaining = 0
    private var lineLength = 0
    private var trailerBytes = 0
    private var trailerCount = 0

    /// Decodes from `bytes[start...]`, appending data to `body`; returns bytes consumed and the outcome.
    mutating func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into body: inout [UInt8], limits: HTTPParserLimits
    ) -> (consumed: Int, outcome: Outcome) {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch state {
            case .data:
                let take = min(remaining, count - index)
                body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + take)]))
                index += take
                remaining -= take
                if remaining == 0 { state = .dataCarriageReturn }
                continue
            case .sizeStart:
                guard ByteClass.isHexDigit(byte) else { return fail(index, start, "invalid chunk size") }
                chunkSize = ByteClass.hexValue(byte)
                sizeDigits = 1
                lineLength = 1
                state = .size
            case .size:
                if ByteClass.isHexDigit(byte) {
                    sizeDigits += 1
                    guard sizeDigits <= 15 else { return fail(index, start, "chunk size overflow") }
                    chunkSize = chunkSize << 4 | ByteClass.hexValue(byte)
                    if chunkSize > limits.maxBodyBytes - body.count {
                        return (index - start, .failure(.contentTooLarge))
                    }
                } else if byte == UInt8(ascii: ";") {
                    state = .extensionNameStart
                } else if byte == 13 {
                    state = .sizeLineFeed
                } else {
                    return fail(index, start, "invalid character in chunk size")
                }
            case .extensionNameStart:
                guard ByteClass.isTokenByte(byte) else { return fail(index, start, "invalid chunk extension") }
                state = .extensionName
            case .extensionName, .extensionToken:
                if ByteClass.isTokenByte(byte) {
                    // stay
                } else if byte == UInt8(ascii: "=") && state == .extensionName {
                    state = .extensionValueStart
                } else if byte == UInt8(ascii: ";") {
                    state = .extensionNameStart
                } else if byte == 13 {
                    state = .sizeLineFeed
                } else {
                    return fail(index, start, "invalid chunk extension")
                }
            case .extensionValueStart:
                if byte == UInt8(ascii: "\"") {
                    state = .extensionQuoted
                } else if ByteClass.isTokenByte(byte) {
                    state = .extensionToken
                } else {
                    return fail(index, start, "invalid chunk extension value")
                }
            case .extensionQuoted:
                if byte == UInt8(ascii: "\"") {
                    state = .extensionAfterQuoted
                } else if byte == UInt8(ascii: "\\") {
                    state = .extensionQuotedEscape
                } else if !(byte == 9 || (byte >= 0x20 && byte != 0x7F)) {
                    return fail(index, start, "invalid character in quoted chunk extension")
                }
            case .extensionQuotedEscape:
                guard byte == 9 || (byte >= 0x20 && byte != 0x7F) else {
                    return fail(index, start, "invalid quoted-pair in chunk extension")
                }
                state = .extensionQuoted
            case .extensionAfterQuoted:
                if byte == UInt8(ascii: ";") {
                    state = .extensionNameStart
                } else if byte == 13 {
                    state = .sizeLineFeed
                } else {
                    return fail(index, start, "invalid chunk extension")
                }
            case .sizeLineFeed:
                guard byte == 10 else { return fail(index, start, "expected LF after chunk size") }
                if chunkSize == 0 {
                    state = .trailerLineStart
                } else {
                    remaining = chunkSize
                    body.reserveCapacity(body.count + chunkSize)
                    state = .data
                }
            case .dataCarriageReturn:
                guard byte == 13 else { return fail(index, start, "expected CRLF after chunk data") }
                state = .dataLineFeed
            case .dataLineFeed:
                guard byte == 10 else { return fail(index, start, "expected CRLF after chunk data") }
                state = .sizeStart
            case .trailerLineStart:
                if byte == 13 {
                    state = .finalLineFeed
                } else if ByteClass.isTokenByte(byte) {
                    trailerCount += 1
                    guard trailerCount <= limits.maxHeaderCount else {
                        return (index - start, .failure(.headersTooLarge))
                    }
                    state = .trailerName
                } else {
                    return fail(index, start, "invalid trailer field")
                }
            case .trailerName:
                if byte == UInt8(ascii: ":") {
                    state = .trailerValue
                } else if !ByteClass.isTokenByte(byte) {
                    return fail(index, start, "invalid trailer field name")
                }
            case .trailerValue:
                if byte == 13 {
                    state = .trailerLineFeed
                } else if !ByteClass.isFieldValueByte(byte) {
                    return fail(index, start, "invalid trailer field value")
                }
            case .trailerLineFeed:
                guard byte == 10 else { return fail(index, start, "expected LF in trailer") }
                state = .trailerLineStart
            case .finalLineFeed:
                guard byte == 10 else { return fail(index, start, "expected LF after trailer section") }
                state = .done
                return (index + 1 - start, .done)
            case .done:
                return (index - start, .done)
            }
            index += 1
            switch state {
            case .size, .extensionNameStart, .extensionName, .extensionValueStart, .extensionToken,
                .extensionQuoted, .extensionQuotedEscape, .extensionAfterQuoted:
                lineLength += 1
                if lineLength > limits.maxChunkLineLength { return fail(index, start, "chunk-size line too long") }
            case .trailerLineStart, .trailerName, .trailerValue, .trailerLineFeed, .finalLineFeed:
                trailerBytes += 1
                if trailerBytes > limits.maxHeaderBytes { return (index - start, .failure(.headersTooLarge)) }
            default:
                break
            }
        }
        return (index - start, state == .done ? .done : .needMoreData)
    }

    private func fail(_ index: Int, _ start: Int, _ reason: String) -> (consumed: Int, outcome: Outcome) {
        (index - start, .failure(.badRequest(reason)))
    }
}
