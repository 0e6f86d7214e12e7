import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Watches a folder (the styles folder, the tokens file's) with inotify and calls `onChange` once a burst of changes
/// has settled, so that a Kubernetes ConfigMap update reaches the registry without a restart or a `SIGHUP`.
///
/// The kubelet updates a mounted ConfigMap atomically: it writes the new files into a new timestamped folder
/// (`..2026_11_24_08_00_00.123456789`), points a `..data_tmp` symlink at it and renames that over `..data`; the
/// visible `name.json` entries are symlinks through `..data`. Every step is an entry created, moved or deleted in
/// the watched folder itself, so one watch on the folder sees the swap (and plain edits: files written in place or
/// renamed into it). The events of one swap arrive within microseconds; the watcher waits until none has come for
/// `debounce`, then calls `onChange` once.
///
/// It runs on a thread of its own, asleep in `poll` until the folder changes, rather than on an event loop's
/// epoll: the reload it triggers reads and compiles every style file (file I/O and milliseconds of CPU), which on a
/// loop thread would stall that loop's connections. If the folder disappears (or is not there yet), the watcher
/// tries again every second and reloads when it is back.
final class FolderWatcher: Sendable {
    /// Why watching could not start.
    struct WatchError: Error, CustomStringConvertible {
        let description: String
    }

    /// The folder watched.
    let directory: String
    /// What the folder is, for the log (`styles folder`, `tokens folder`).
    let label: String
    /// How long the folder must stay quiet after a change before `onChange` runs.
    let debounce: Duration
    private let onChange: @Sendable () -> Void
    private let log: @Sendable (String) -> Void
    /// The inotify descriptor and the pipe that wakes the thread to stop, once started.
    private let descriptors: Mutex<(inotify: Int32, stopRead: Int32, stopWrite: Int32)?> = Mutex(nil)
    private let thread: Mutex<pthread_t?> = Mutex(nil)

    /// The events that can mean a style changed: entries created, deleted or renamed in the folder (the kubelet's
    /// `..data` swap is a rename), files written in place, and the folder itself going away.
    private static let mask: UInt32 =
        UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_CLOSE_WRITE)
        | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)

    /// A watcher of `directory` that calls `onChange` (on its own thread) `debounce` after the last change of a
    /// burst, and says on `log` when the folder goes missing or comes back.
    init(
        directory: String, label: String, debounce: Duration, log: @escaping @Sendable (String) -> Void,
        onChange: @escaping @Sendable () -> Void
    ) {
        self.directory = directory
        self.label = label
        self.debounce = debounce
        self.log = log
        self.onChange = onChange
    }

    deinit { stop() }

    /// Starts the watching thread. The folder is watched when this returns (when it is there): a change made after
    /// it is seen, even before the thread runs.
    func start() throws(WatchError) {
        let inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard inotify >= 0 else { throw WatchError(description: "inotify_init1: \(Self.reason(errno))") }
        // The thread's own first `addWatch` gets this watch back: adding a watched path again returns its descriptor.
        _ = addWatch(inotify)
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            let error = WatchError(description: "pipe: \(Self.reason(errno))")
            close(inotify)
            throw error
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        descriptors.withLock { $0 = (inotify, pipeEnds[0], pipeEnds[1]) }
        let context = Unmanaged.passRetained(self).toOpaque()
        var handle = pthread_t()
        let result = pthread_create(
            &handle, nil,
            { context in
                guard let context else { return nil }
                let watcher = Unmanaged<FolderWatcher>.fromOpaque(context).takeRetainedValue()
                watcher.run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<FolderWatcher>.fromOpaque(context).release()
            closeDescriptors()
            throw WatchError(description: "pthread_create: \(Self.reason(result))")
        }
        thread.withLock { $0 = handle }
    }

    /// Stops the thread and waits for it (`onChange` must return quickly). Safe to call more than once.
    func stop() {
        guard
            let handle = thread.withLock({ thread in
                defer { thread = nil }
                return thread
            })
        else { return }
        if let stopWrite = descriptors.withLock({ $0?.stopWrite }) {
            var byte: UInt8 = 1
            _ = write(stopWrite, &byte, 1)
        }
        // The thread holds a reference of its own, so a stop from `deinit` cannot come from that thread.
        if pthread_equal(handle, pthread_self()) == 0 { pthread_join(handle, nil) }
        closeDescriptors()
    }

    private func closeDescriptors() {
        descriptors.withLock { descriptors in
            if let open = descriptors {
                close(open.inotify)
                close(open.stopRead)
                close(open.stopWrite)
            }
            descriptors = nil
        }
    }

    /// The thread: waits for events (or the stop byte), debounces them, calls `onChange`.
    private func run() {
        guard let (inotify, stopRead, _) = descriptors.withLock({ $0 }) else { return }
        var current = addWatch(inotify)
        var watching = current >= 0
        if !watching { log("\(label) \(directory) cannot be watched yet; trying again every second") }
        let clock = ContinuousClock()
        var lastChange: ContinuousClock.Instant?
        var firstChange: ContinuousClock.Instant?
        var buffer = [UInt8](repeating: 0, count: 8_192)
        while true {
            let now = clock.now
            var timeout: Int32 = -1
            if let lastChange, let firstChange {
                // Quiet for `debounce`, or at most ten debounces after the burst began.
                let due = min(lastChange + debounce, firstChange + debounce * 10)
                timeout = Self.milliseconds(until: due, from: now)
            } else if !watching {
                timeout = 1_000
            }
            var polled = [
                pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopRead, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&polled, 2, timeout)
            if ready < 0 && errno != EINTR { return }
            if polled[1].revents != 0 { return }
            if polled[0].revents != 0 {
                let (changed, lost) = drain(inotify, watching: current, into: &buffer)
                if changed {
                    lastChange = clock.now
                    if firstChange == nil { firstChange = lastChange }
                }
                if lost {
                    watching = false
                    log("\(label) \(directory) is gone; watching for it every second")
                }
            }
            if !watching {
                current = addWatch(inotify)
                if current >= 0 {
                    watching = true
                    log("\(label) \(directory) is back; reloading it")
                    lastChange = clock.now
                    if firstChange == nil { firstChange = lastChange }
                }
            }
            if let last = lastChange, let first = firstChange {
                let now = clock.now
                if now >= last + debounce || now >= first + debounce * 10 {
                    lastChange = nil
                    firstChange = nil
                    onChange()
                }
            }
        }
    }

    /// Adds the folder's watch: its descriptor, or -1 when the folder is not there (or not a folder).
    private func addWatch(_ inotify: Int32) -> Int32 {
        inotify_add_watch(inotify, directory, Self.mask)
    }

    /// Reads every pending event: whether any says the folder changed, and whether the watch was lost (the folder
    /// deleted, or moved away: its watch is removed, so that the path is looked for again).
    private func drain(
        _ inotify: Int32, watching current: Int32, into buffer: inout [UInt8]
    ) -> (changed: Bool, lost: Bool) {
        var changed = false
        var lost = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return (changed, lost) }
            buffer.withUnsafeBytes { raw in
                // struct inotify_event { int wd; uint32_t mask; uint32_t cookie; uint32_t len; char name[]; }
                var offset = 0
                while offset + 16 <= count {
                    let watch = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        changed = true  // events were lost: reload to be sure
                    } else if watch != current {
                        // A watch removed earlier (the folder moved away): its last events say nothing now.
                    } else if mask & UInt32(IN_IGNORED) != 0 {
                        lost = true
                    } else if mask & UInt32(IN_MOVE_SELF) != 0 {
                        // The watch would follow the folder to its new name; the path is what is configured.
                        _ = inotify_rm_watch(inotify, watch)
                        lost = true
                    } else if mask & Self.mask != 0 {
                        changed = true
                    }
                    offset += 16 + length
                }
            }
        }
    }

    /// Whole milliseconds from `now` until `due`, rounded up, at least 0.
    private static func milliseconds(until due: ContinuousClock.Instant, from now: ContinuousClock.Instant) -> Int32 {
        guard due > now else { return 0 }
        let (seconds, attoseconds) = (due - now).components
        return Int32(clamping: seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
