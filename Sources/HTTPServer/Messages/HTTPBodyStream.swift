/// A response body produced piece by piece while it is sent, for answers too large to build at once or whose length
/// is not known up front.
///
/// The server asks for the next piece only when the connection's output has room, so a slow reader never makes it
/// buffer the whole body. To an HTTP/1.1 client the pieces go out with chunked transfer coding; to an HTTP/1.0
/// client, which cannot decode it, they go out as they are and the connection closes after the last one.
public struct HTTPBodyStream: Sendable {
    /// Returns piece `index` (0, 1, 2, …) of the body; `nil` or an empty array ends it. Called on the connection's
    /// event-loop thread, at most once per index and in order: it must be quick and must not block.
    public typealias PieceProvider = @Sendable (_ index: Int) -> [UInt8]?

    let piece: PieceProvider

    /// Creates a stream whose pieces come from `piece`.
    public init(_ piece: @escaping PieceProvider) {
        self.piece = piece
    }
}
