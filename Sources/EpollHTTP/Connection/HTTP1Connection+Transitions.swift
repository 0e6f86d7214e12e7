extension HTTP1Connection.State {
    /// A state without what it carries: what the transition table is written in.
    enum Phase: CaseIterable, Sendable {
        case reading, paused, streaming, awaiting, closing, lingering, closed

        /// Whether the connection may move from this phase to `next`: its transition table. Closing the socket ends
        /// every phase; the others move forward only, or back to reading through `paused` once output has drained.
        func allows(_ next: Self) -> Bool {
            switch (self, next) {
            case (_, .closed): true
            case (.reading, .paused), (.reading, .awaiting), (.reading, .streaming), (.reading, .closing): true
            // Capped again while paused, or reading again once the output drained.
            case (.paused, .reading), (.paused, .paused), (.paused, .awaiting), (.paused, .streaming),
                (.paused, .closing):
                true
            // The peer's end of input or a drain stops the keep-alive; the body's end reads on or closes.
            case (.streaming, .streaming), (.streaming, .paused), (.streaming, .closing): true
            // The deferred answer came: it is sent from `paused`, which reads on once it is out.
            case (.awaiting, .paused): true
            // The peer's end of input arrived while closing; the final answer was sent.
            case (.closing, .closing), (.closing, .lingering): true
            default: false
            }
        }
    }

    /// The phase of this state.
    var phase: Phase {
        switch self {
        case .reading: .reading
        case .paused: .paused
        case .streaming: .streaming
        case .awaiting: .awaiting
        case .closing: .closing
        case .lingering: .lingering
        case .closed: .closed
        }
    }

    /// Traps unless a connection in this state may move to `next`, naming the state, the phase it was asked to move to
    /// and the event.
    func check(_ next: Phase, on event: StaticString) {
        guard phase.allows(next) else {
            preconditionFailure("HTTP1Connection: illegal move from \(phase) to \(next) on \"\(event)\"")
        }
    }
}
