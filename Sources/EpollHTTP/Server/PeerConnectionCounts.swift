/// Open connections per peer across every loop of a server, behind the per-peer connection cap. Touched once when a
/// connection is accepted and once when it closes, never per request; a peer with no connection left is forgotten,
/// so the table holds only the peers connected now.
final class PeerConnectionCounts: Sendable {
    /// Most connections one peer may hold.
    let limit: Int
    private let counts = PThreadMutex<[PeerAddress.Key: Int]>([:])

    /// A table that admits at most `limit` connections per peer.
    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Counts a new connection of `key`'s peer and returns true, or returns false (counting nothing) when the peer
    /// already holds `limit`.
    func admit(_ key: PeerAddress.Key) -> Bool {
        counts.withLock { counts in
            let open = counts[key, default: 0]
            guard open < limit else { return false }
            counts[key] = open + 1
            return true
        }
    }

    /// Forgets one admitted connection of `key`'s peer.
    func release(_ key: PeerAddress.Key) {
        counts.withLock { counts in
            guard let open = counts[key] else { return }
            counts[key] = open > 1 ? open - 1 : nil
        }
    }
}
