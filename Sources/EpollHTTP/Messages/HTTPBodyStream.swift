/// A response body produced while it is sent: pulled piece by piece for answers too large to build at once, or
/// pushed through an ``HTTPBodyWriter`` for a body that stays open (server-sent events).
///
/// The server asks for the next piece only when the connection's output has room, and takes a writer's bytes only
/// then, so a slow reader never makes it buffer the whole body. To an HTTP/1.1 client the pieces go out with chunked
/// transfer coding; to an HTTP/1.0 client, which cannot decode it, they go out as they are and the connection closes
/// after the last one.
public struct HTTPBodyStream: Sendable {
    /// Returns piece `index` (0, 1, 2, …) of the body; `nil` or an empty array ends it. Called on the connection's
    /// event-loop thread, at most once per index and in order: it must be quick and must not block.
    public typealias PieceProvider = @Sendable (_ index: Int) -> [UInt8]?

    /// Where the bytes come from.
    enum Source {
        case pieces(PieceProvider)
        case writer(HTTPBodyWriter)
    }

    let source: Source

    /// Creates a stream whose pieces come from `piece`.
    public init(_ piece: @escaping PieceProvider) {
        self.source = .pieces(piece)
    }

    /// Creates a stream that sends what is written to `writer`, from any thread, until it ends.
    public init(writer: HTTPBodyWriter) {
        self.source = .writer(writer)
    }

    /// The writer, when the body is pushed.
    var writer: HTTPBodyWriter? {
        if case .writer(let writer) = source { return writer }
        return nil
    }
}
