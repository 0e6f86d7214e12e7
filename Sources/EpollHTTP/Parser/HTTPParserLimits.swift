/// Size limits the parser enforces while bytes arrive, so no request can make it buffer without bound.
public struct HTTPParserLimits: Sendable, Equatable {
    /// Longest request line in bytes, CRLF excluded (414 beyond).
    public var maxRequestLineLength: Int
    /// Longest header block in bytes, request line and final CRLF included (431 beyond); trailers of
    /// a chunked body share this budget.
    public var maxHeaderBytes: Int
    /// Most field lines in a header block or trailer section (431 beyond).
    public var maxHeaderCount: Int
    /// Largest body in bytes after de-chunking (413 beyond).
    public var maxBodyBytes: Int
    /// Longest chunk-size line including extensions (400 beyond).
    public var maxChunkLineLength: Int

    /// Creates limits; the defaults suit a JSON API (8 KiB line, 16 KiB head, 100 fields, 1 MiB body).
    public init(
        maxRequestLineLength: Int = 8192,
        maxHeaderBytes: Int = 16384,
        maxHeaderCount: Int = 100,
        maxBodyBytes: Int = 1 << 20,
        maxChunkLineLength: Int = 1024
    ) {
        self.maxRequestLineLength = max(16, maxRequestLineLength)
        self.maxHeaderBytes = max(32, maxHeaderBytes)
        self.maxHeaderCount = max(1, maxHeaderCount)
        self.maxBodyBytes = max(0, maxBodyBytes)
        self.maxChunkLineLength = max(8, maxChunkLineLength)
    }
}
