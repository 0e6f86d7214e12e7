#if canImport(Glibc)
import Glibc
#endif

/// Ends the process a margin after the drain deadline, whatever its other threads are doing.
///
/// Started when a drain begins. A thread stuck past the deadline (a request, a reload in a hung file system, a
/// lock held by either) would otherwise keep the process alive until someone sends `SIGKILL`; the watchdog sleeps on
/// a thread of its own, then says why on standard error and exits with status 1 without running anything else.
final class ShutdownWatchdog: Sendable {
    /// The drain deadline the watchdog waits out.
    let drainDeadline: Duration
    /// How much longer it gives the process to stop by itself.
    let margin: Duration

    /// A watchdog for a drain of `drainDeadline`, ending the process `margin` after it.
    init(drainDeadline: Duration, margin: Duration) {
        self.drainDeadline = drainDeadline
        self.margin = margin
    }

    /// Starts the watchdog's thread; a thread that cannot start is said on standard error (the drain goes on).
    func start() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<ShutdownWatchdog>.fromOpaque(context).takeRetainedValue().run()
            }, context)
        guard result == 0 else {
            Unmanaged<ShutdownWatchdog>.fromOpaque(context).release()
            printError("style-resolver: no shutdown watchdog (pthread_create: \(String(cString: strerror(result))))")
            return
        }
        pthread_detach(thread)
    }

    /// The thread: sleeps until the deadline and the margin have passed, then ends the process.
    private func run() -> Never {
        // Composed before the sleep, so that ending allocates nothing.
        var line = "style-resolver: not stopped \(margin) after the drain deadline of \(drainDeadline); exiting\n"
        let (seconds, attoseconds) = (drainDeadline + margin).components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        _exit(1)
    }
}
