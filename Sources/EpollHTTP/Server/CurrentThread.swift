import CEpollHTTPSystem

/// The calling thread's name and scheduling priority, for the threads a service starts beside its event loops.
public enum CurrentThread {
    /// Names the calling thread (at most 15 bytes are kept), for `top -H`, debuggers and `/proc`.
    public static func setName(_ name: String) {
        _ = chttp_set_thread_name(name)
    }

    /// Lowers the calling thread's scheduling priority by `increment` nice steps (at most to 19), so an event loop
    /// that wakes while this thread computes gets a core first; false when the system refused.
    @discardableResult
    public static func lowerPriority(by increment: Int32) -> Bool {
        chttp_lower_thread_priority(increment) == 0
    }

    /// The calling thread's nice value (from -20 to 19); nil when it cannot be read.
    public static var niceValue: Int32? {
        let value = chttp_thread_nice_value()
        return value == 100 ? nil : value
    }
}
