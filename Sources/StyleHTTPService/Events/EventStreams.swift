import EpollHTTP
import StrictJSON
import StyleDefinitions
import StyleService
import Synchronization

/// The open streams of `GET /v1/events`: each is an ``HTTPBodyWriter`` that gets a server-sent event for every
/// registry change, in version order, from the version it started at.
///
/// The registry calls ``publish(_:)`` for each change (its change observer); a new stream catches up from the
/// registry's ``ChangeHistory`` under the same lock, so a change reaches a stream exactly once whichever comes
/// first. Streams are limited in number; the HTTP server sends their heartbeats, cuts off a reader that falls
/// `bufferBytes` behind and ends them when it drains.
final class EventStreams: Sendable {
    /// What `/metrics` shows.
    struct Figures: Sendable, Equatable {
        /// Streams open now.
        var open: Int
        /// Events written to streams (one per stream an event went to).
        var eventsSent: Int
        /// Streams closed because their reader fell too far behind.
        var cutOff: Int
        /// Streams refused at the limit.
        var refused: Int
    }

    private struct Subscriber {
        let writer: HTTPBodyWriter
        /// The version of the last change the stream was sent (or started at).
        var version: UInt64
    }

    private struct State {
        var subscribers: [Int: Subscriber] = [:]
        var nextID = 0
    }

    /// The most streams open at once; one more is refused.
    let maximumStreams: Int
    /// The comment sent when a stream was quiet this long.
    let heartbeat: HTTPBodyWriter.Heartbeat
    /// Bytes a stream's reader may fall behind before it is cut off.
    let bufferBytes: Int
    private let state = PThreadMutex(State())
    private let sent = Atomic<Int>(0)
    private let cutOff = Atomic<Int>(0)
    private let refused = Atomic<Int>(0)

    /// Streams for at most `maximumStreams` readers, with a heartbeat after `heartbeatInterval` of quiet.
    init(maximumStreams: Int, heartbeatInterval: Duration, bufferBytes: Int = 64 * 1024) {
        self.maximumStreams = max(0, maximumStreams)
        self.heartbeat = HTTPBodyWriter.Heartbeat(interval: heartbeatInterval, bytes: Array(": heartbeat\n\n".utf8))
        self.bufferBytes = bufferBytes
    }

    /// Opens a stream that starts after `lastEventID` (the `Last-Event-ID` of a reconnecting client): the changes
    /// since then, or a `reset` event when the history no longer reaches back that far (or the id is not a version of
    /// this registry). A new client gets the current version as the stream's id, without an event. Returns nil when
    /// `maximumStreams` are open.
    func open(lastEventID: String?, history: @autoclosure () -> ChangeHistory) -> HTTPBodyWriter? {
        state.withLock { state -> HTTPBodyWriter? in
            guard state.subscribers.count < maximumStreams else {
                refused.add(1, ordering: .relaxed)
                return nil
            }
            let id = state.nextID
            state.nextID += 1
            let writer = HTTPBodyWriter(capacity: bufferBytes, heartbeat: heartbeat) { [weak self] end in
                self?.ended(id, end)
            }
            // Read under the lock: a change published meanwhile waits in `publish` and is then skipped or sent by
            // its version.
            let history = history()
            var start: [UInt8] = []
            var events = 0
            if let lastEventID {
                let missed = UInt64(lastEventID[...].trimmingSpaces()).flatMap { history.changes(after: $0) }
                start = missed?.flatMap { Self.event(for: $0) } ?? []
                events = missed?.count ?? 0
                if missed == nil || start.count > bufferBytes / 2 {
                    start = Self.reset(to: history.version)
                    events = 1
                }
            } else {
                start = Array("id: \(history.version)\n\n".utf8)
            }
            writer.write(start)
            sent.add(events, ordering: .relaxed)
            state.subscribers[id] = Subscriber(writer: writer, version: history.version)
            return writer
        }
    }

    /// Sends `change` to every stream that has not had it (the registry's change observer).
    func publish(_ change: RegistryChange) {
        let event = Self.event(for: change)
        var delivered = 0
        state.withLock { state in
            for (id, subscriber) in state.subscribers where subscriber.version < change.version {
                if subscriber.writer.write(event) { delivered += 1 }
                state.subscribers[id]?.version = change.version
            }
        }
        sent.add(delivered, ordering: .relaxed)
    }

    /// The counters, for `/metrics`.
    var figures: Figures {
        Figures(
            open: state.withLock { $0.subscribers.count }, eventsSent: sent.load(ordering: .relaxed),
            cutOff: cutOff.load(ordering: .relaxed), refused: refused.load(ordering: .relaxed))
    }

    /// A stream ended (the server's loop tells its writer): forget it.
    private func ended(_ id: Int, _ end: HTTPBodyWriter.End) {
        if end == .cutOff { cutOff.add(1, ordering: .relaxed) }
        state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
    }

    /// `id: N`, `event: change`, `data: {"version":N,"styles":[...]}`.
    static func event(for change: RegistryChange) -> [UInt8] {
        var data = JSONWriter(capacity: 32 + change.styles.count * 24)
        data.beginObject()
        data.field("version", Int(clamping: change.version))
        data.fieldName("styles")
        data.beginArray()
        for name in change.styles { data.value(.string(name)) }
        data.endArray()
        data.endObject()
        return Array("id: \(change.version)\nevent: change\ndata: ".utf8) + data.bytes + [10, 10]
    }

    /// `id: N`, `event: reset`, `data: {"version":N}`: the client missed changes it cannot be told, and reloads.
    static func reset(to version: UInt64) -> [UInt8] {
        Array("id: \(version)\nevent: reset\ndata: {\"version\":\(version)}\n\n".utf8)
    }
}
