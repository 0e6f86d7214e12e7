import Synchronization

/// Encoded answers of recent identical `POST /v1/resolve` requests: the answer depends only on the request body and
/// the registry version, so a repeated request skips parsing, resolving and encoding. Bounded by entries and bytes;
/// emptied whenever the registry version changes, so an answer is never stale.
final class ResponseCache: Sendable {
    struct Entry: Sendable {
        let body: [UInt8]
        let etag: String
    }

    private struct State {
        var version: UInt64 = 0
        var entries: [[UInt8]: Entry] = [:]
        /// Keys in insertion order; the oldest is evicted first.
        var order: [[UInt8]] = []
        var oldest = 0
        var bytes = 0
    }

    let maximumEntries: Int
    let maximumBytes: Int
    private let state = Mutex(State())

    /// A cache of at most `maximumEntries` answers and `maximumBytes` bytes of keys and answers; 0 entries disables it.
    init(maximumEntries: Int, maximumBytes: Int) {
        self.maximumEntries = maximumEntries
        self.maximumBytes = maximumBytes
    }

    func lookup(_ request: [UInt8], version: UInt64) -> Entry? {
        guard maximumEntries > 0 else { return nil }
        return state.withLock { state in
            state.version == version ? state.entries[request] : nil
        }
    }

    func store(_ request: [UInt8], version: UInt64, entry: Entry) {
        let size = request.count + entry.body.count
        guard maximumEntries > 0, size <= maximumBytes / 4 else { return }
        state.withLock { state in
            if state.version != version {
                state = State()
                state.version = version
            }
            guard state.entries[request] == nil else { return }
            while state.entries.count >= maximumEntries || state.bytes + size > maximumBytes {
                guard state.oldest < state.order.count else { break }
                let evicted = state.order[state.oldest]
                state.oldest += 1
                if let old = state.entries.removeValue(forKey: evicted) { state.bytes -= evicted.count + old.body.count }
            }
            if state.oldest > maximumEntries {
                state.order.removeFirst(state.oldest)
                state.oldest = 0
            }
            state.entries[request] = entry
            state.order.append(request)
            state.bytes += size
        }
    }

    /// Entries held now (for tests).
    var count: Int { state.withLock { $0.entries.count } }
}
