import Testing

/// Parent of every suite that starts servers and opens loopback sockets. Serialized, so that socket
/// tests never run alongside one another: one of them lowers the process's descriptor limit to
/// exhaust it on purpose, and timing assertions stay meaningful.
@Suite("Loopback sockets", .serialized)
struct LoopbackSocketTests {}
