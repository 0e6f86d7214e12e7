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
            let error: HTTPParseError?
            switch state {
            case .data:
                let take = min(remaining, count - index)
                body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + take)]))
                index += take
                remaining -= take
                if remaining == 0 { state = .dataCarriageReturn }
                continue
            case .done:
                return (index - start, .done)
            case .sizeStart, .size, .extensionNameStart, .extensionName, .extensionToken, .extensionValueStart,
                .extensionQuoted, .extensionQuotedEscape, .extensionAfterQuoted:
                error = sizeLine(byte, room: limits.maxBodyBytes - body.count)
            case .sizeLineFeed, .dataCarriageReturn, .dataLineFeed:
                error = lineEnd(byte, body: &body)
            case .trailerLineStart, .trailerName, .trailerValue, .trailerLineFeed, .finalLineFeed:
                error = trailer(byte, limits: limits)
            }
            if let error { return (index - start, .failure(error)) }
            index += 1
            if state == .done { return (index - start, .done) }
            if let error = countLineByte(limits: limits) { return (index - start, .failure(error)) }
        }
        return (index - start, state == .done ? .done : .needMoreData)
    }

    /// One byte of a chunk-size line: the size, then its extensions (`room`: the body bytes the limit still allows).
    private mutating func sizeLine(_ byte: UInt8, room: Int) -> HTTPParseError? {
        switch state {
        case .sizeStart:
            guard ByteClass.isHexDigit(byte) else { return .badRequest("invalid chunk size") }
            chunkSize = ByteClass.hexValue(byte)
            sizeDigits = 1
            lineLength = 1
            state = .size
        case .size:
            if ByteClass.isHexDigit(byte) {
                sizeDigits += 1
                guard sizeDigits <= 15 else { return .badRequest("chunk size overflow") }
                chunkSize = chunkSize << 4 | ByteClass.hexValue(byte)
                if chunkSize > room { return .contentTooLarge }
            } else {
                return afterSizeOrExtension(byte, invalid: "invalid character in chunk size")
            }
        case .extensionNameStart:
            guard ByteClass.isTokenByte(byte) else { return .badRequest("invalid chunk extension") }
            state = .extensionName
        case .extensionName, .extensionToken:
            if ByteClass.isTokenByte(byte) {
                // stay
            } else if byte == UInt8(ascii: "=") && state == .extensionName {
                state = .extensionValueStart
            } else {
                return afterSizeOrExtension(byte, invalid: "invalid chunk extension")
            }
        case .extensionValueStart:
            if byte == UInt8(ascii: "\"") {
                state = .extensionQuoted
            } else if ByteClass.isTokenByte(byte) {
                state = .extensionToken
            } else {
                return .badRequest("invalid chunk extension value")
            }
        case .extensionQuoted:
            if byte == UInt8(ascii: "\"") {
                state = .extensionAfterQuoted
            } else if byte == UInt8(ascii: "\\") {
                state = .extensionQuotedEscape
            } else if !Self.isQuotedTextByte(byte) {
                return .badRequest("invalid character in quoted chunk extension")
            }
        case .extensionQuotedEscape:
            guard Self.isQuotedTextByte(byte) else { return .badRequest("invalid quoted-pair in chunk extension") }
            state = .extensionQuoted
        default:
            return afterSizeOrExtension(byte, invalid: "invalid chunk extension")
        }
        return nil
    }

    /// After a size or an extension: `;` starts another extension, CR ends the line; anything else is `invalid`.
    private mutating func afterSizeOrExtension(_ byte: UInt8, invalid: String) -> HTTPParseError? {
        if byte == UInt8(ascii: ";") {
            state = .extensionNameStart
        } else if byte == 13 {
            state = .sizeLineFeed
        } else {
            return .badRequest(invalid)
        }
        return nil
    }

    /// The LF ending a size line (the chunk's data comes next, or the trailer after the last chunk), or the CRLF
    /// after a chunk's data.
    private mutating func lineEnd(_ byte: UInt8, body: inout [UInt8]) -> HTTPParseError? {
        switch state {
        case .sizeLineFeed:
            guard byte == 10 else { return .badRequest("expected LF after chunk size") }
            if chunkSize == 0 {
                state = .trailerLineStart
            } else {
                remaining = chunkSize
                body.reserveCapacity(body.count + chunkSize)
                state = .data
            }
        case .dataCarriageReturn:
            guard byte == 13 else { return .badRequest("expected CRLF after chunk data") }
            state = .dataLineFeed
        default:
            guard byte == 10 else { return .badRequest("expected CRLF after chunk data") }
            state = .sizeStart
        }
        return nil
    }

    /// One byte of the trailer section, checked like a header field's and discarded.
    private mutating func trailer(_ byte: UInt8, limits: HTTPParserLimits) -> HTTPParseError? {
        switch state {
        case .trailerLineStart:
            if byte == 13 {
                state = .finalLineFeed
            } else if ByteClass.isTokenByte(byte) {
                trailerCount += 1
                guard trailerCount <= limits.maxHeaderCount else { return .headersTooLarge }
                state = .trailerName
            } else {
                return .badRequest("invalid trailer field")
            }
        case .trailerName:
            if byte == UInt8(ascii: ":") {
                state = .trailerValue
            } else if !ByteClass.isTokenByte(byte) {
                return .badRequest("invalid trailer field name")
            }
        case .trailerValue:
            if byte == 13 {
                state = .trailerLineFeed
            } else if !ByteClass.isFieldValueByte(byte) {
                return .badRequest("invalid trailer field value")
            }
        case .trailerLineFeed:
            guard byte == 10 else { return .badRequest("expected LF in trailer") }
            state = .trailerLineStart
        default:
            guard byte == 10 else { return .badRequest("expected LF after trailer section") }
            state = .done
        }
        return nil
    }

    /// Counts a byte just read toward its size line's or the trailer section's limit.
    private mutating func countLineByte(limits: HTTPParserLimits) -> HTTPParseError? {
        switch state {
        case .size, .extensionNameStart, .extensionName, .extensionValueStart, .extensionToken,
            .extensionQuoted, .extensionQuotedEscape, .extensionAfterQuoted:
            lineLength += 1
            if lineLength > limits.maxChunkLineLength { return .badRequest("chunk-size line too long") }
        case .trailerLineStart, .trailerName, .trailerValue, .trailerLineFeed, .finalLineFeed:
            trailerBytes += 1
            if trailerBytes > limits.maxHeaderBytes { return .headersTooLarge }
        default:
            break
        }
        return nil
    }

    /// A byte allowed in a quoted string or a quoted pair: tab, or visible or space, not DEL.
    private static func isQuotedTextByte(_ byte: UInt8) -> Bool {
        byte == 9 || (byte >= 0x20 && byte != 0x7F)
    }
}
