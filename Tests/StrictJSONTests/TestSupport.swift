import StrictJSON
import Testing

/// Parses with default limits.
func parse(_ text: String, limits: JSONReader.Limits = .default) throws(JSONParseError) -> JSONValue {
    try JSONReader(limits: limits).parse(text)
}

/// The error parsing `bytes` throws, or nil when it parses.
func parseError(_ bytes: [UInt8], limits: JSONReader.Limits = .default) -> JSONParseError? {
    do {
        _ = try JSONReader(limits: limits).parse(bytes)
        return nil
    } catch {
        return error
    }
}

/// The error parsing `text` throws, or nil when it parses.
func parseError(_ text: String, limits: JSONReader.Limits = .default) -> JSONParseError? {
    parseError(Array(text.utf8), limits: limits)
}

/// Expects `text` to be rejected with this kind at this offset, line and column (and message, when given).
func expectRejected(
    _ text: String, _ kind: JSONParseError.Kind, offset: Int, line: Int = 1, column: Int? = nil,
    message: String? = nil, limits: JSONReader.Limits = .default, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRejected(
        Array(text.utf8), kind, offset: offset, line: line, column: column, message: message, limits: limits,
        sourceLocation: sourceLocation)
}

/// Byte-level form of ``expectRejected(_:_:offset:line:column:message:limits:sourceLocation:)``.
func expectRejected(
    _ bytes: [UInt8], _ kind: JSONParseError.Kind, offset: Int, line: Int = 1, column: Int? = nil,
    message: String? = nil, limits: JSONReader.Limits = .default, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let error = parseError(bytes, limits: limits) else {
        Issue.record("expected \(kind) but the input parsed", sourceLocation: sourceLocation)
        return
    }
    #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
    #expect(error.offset == offset, "\(error)", sourceLocation: sourceLocation)
    #expect(error.line == line, "\(error)", sourceLocation: sourceLocation)
    // On the first line of ASCII input the column is the offset plus one.
    #expect(error.column == (column ?? offset + 1), "\(error)", sourceLocation: sourceLocation)
    if let message {
        #expect(error.message == message, sourceLocation: sourceLocation)
    }
}
