/// What a responder knows of the event loop it answers on, handed to it when the server makes it
/// (``HTTPServer/init(configuration:responderForLoop:rejectionResponder:observer:)``): a request says nothing of the
/// loop that read it, so per-loop state is the responder's, chosen once.
public struct EventLoopContext: Sendable, Hashable {
    /// The loop's index in the server, from 0 to ``HTTPServer/Configuration/loopCount`` - 1. A responder keeps
    /// per-loop state apart by it (counters, caches), so loops on different cores never write the same memory.
    public let index: Int

    /// The context of loop `index`; responders used in code, without a server, take loop 0's.
    public init(index: Int = 0) {
        self.index = index
    }
}
