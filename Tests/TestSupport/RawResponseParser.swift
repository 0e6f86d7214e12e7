/// Strict parsing of the responses `RawHTTPClient` reads.
enum RawResponseParser {
    /// Parses one strict response from the start of `bytes`: returns it and its length, `nil` if incomplete. A body
    /// framed by neither `Content-Length` nor chunked coding runs to the connection's end (`atEOF`).
    static func parse(
        _ bytes: [UInt8], headRequest: Bool, atEOF: Bool
    ) throws(RawHTTPClient.Failure) -> (RawResponse, Int)? {
        guard let headEnd = bytes.firstRange(of: [13, 10, 13, 10])?.lowerBound else { return nil }
        let headText = String(decoding: bytes[0..<headEnd], as: UTF8.self)
        var lines = headText.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "HTTP/1.1", parts[1].count == 3, let status = Int(parts[1]) else {
            throw .malformed("status line: \(statusLine)")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw .malformed("field: \(line)") }
            headers.append((String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingSpacesAndTabs()))
        }
        let response = RawResponse(
            status: status, reason: parts.count > 2 ? String(parts[2]) : "", headers: headers, body: [])
        let noBody = headRequest || status < 200 || status == 204 || status == 304
        var length = 0
        if !noBody && response.header("Transfer-Encoding") != nil {
            guard response.header("Transfer-Encoding") == "chunked", response.header("Content-Length") == nil else {
                throw .malformed("framing: \(headText)")
            }
            return try parseChunkedBody(bytes, from: headEnd + 4, head: response)
        }
        if !noBody {
            if let value = response.header("Content-Length") {
                guard let parsed = Int(value) else { throw .malformed("Content-Length in \(headText)") }
                length = parsed
            } else {
                guard response.header("Connection") == "close" else {
                    throw .malformed("no framing and no Connection: close in \(headText)")
                }
                guard atEOF else { return nil }
                length = bytes.count - headEnd - 4
            }
        }
        let total = headEnd + 4 + length
        guard bytes.count >= total else { return nil }
        var complete = response
        complete.body = Array(bytes[(headEnd + 4)..<total])
        return (complete, total)
    }

    /// Decodes a chunked body strictly (lowercase hexadecimal sizes, no extensions, empty trailer section).
    private static func parseChunkedBody(
        _ bytes: [UInt8], from start: Int, head: RawResponse
    ) throws(RawHTTPClient.Failure) -> (RawResponse, Int)? {
        var response = head
        var offset = start
        while true {
            guard let lineEnd = bytes[offset...].firstRange(of: [13, 10])?.lowerBound else { return nil }
            let sizeText = String(decoding: bytes[offset..<lineEnd], as: UTF8.self)
            guard !sizeText.isEmpty, sizeText.allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
                let size = Int(sizeText, radix: 16)
            else {
                throw .malformed("chunk size line: \(sizeText)")
            }
            offset = lineEnd + 2
            if size == 0 {
                guard bytes.count >= offset + 2 else { return nil }
                guard bytes[offset] == 13, bytes[offset + 1] == 10 else {
                    throw .malformed("trailer section")
                }
                return (response, offset + 2)
            }
            guard bytes.count >= offset + size + 2 else { return nil }
            guard bytes[offset + size] == 13, bytes[offset + size + 1] == 10 else {
                throw .malformed("chunk end")
            }
            response.body.append(contentsOf: bytes[offset..<(offset + size)])
            response.chunkSizes.append(size)
            offset += size + 2
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs (a field value's optional whitespace).
    fileprivate func trimmingSpacesAndTabs() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
