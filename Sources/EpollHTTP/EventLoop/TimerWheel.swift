/// A coarse hashed timer wheel for connection deadlines (header, idle, body, write, linger).
///
/// Each entry is a connection token and the tick it is due. Entries are never removed: when one fires,
/// the loop checks the connection's current deadline and either expires it or schedules it again, so
/// pushing a deadline later (every keep-alive request) costs nothing but a field store.
struct TimerWheel {
    /// One scheduled check.
    struct Entry {
        var token: UInt64
        var tick: UInt64
    }

    /// Tick length in nanoseconds.
    let tickNanoseconds: UInt64
    private var slots: [[Entry]]
    private var lastTick: UInt64
    private(set) var count = 0

    /// Creates a wheel with `slotCount` slots of `tickNanoseconds` each, starting at `now`.
    init(tickNanoseconds: UInt64, slotCount: Int, now: UInt64) {
        self.tickNanoseconds = tickNanoseconds
        slots = Array(repeating: [], count: slotCount)
        lastTick = now / tickNanoseconds
    }

    /// The tick a deadline (in monotonic nanoseconds) falls into (rounded up, never in the past).
    func tick(for deadline: UInt64) -> UInt64 {
        max(lastTick + 1, (deadline + tickNanoseconds - 1) / tickNanoseconds)
    }

    /// Schedules `token` to be visited at `tick`.
    mutating func schedule(_ token: UInt64, at tick: UInt64) {
        slots[Int(tick % UInt64(slots.count))].append(Entry(token: token, tick: tick))
        count += 1
    }

    /// The earliest tick an entry is due at, nil when there is none: a look at every entry, for an idle loop that
    /// would otherwise wake every tick until its last entry (often a closed connection's) comes due.
    func earliestTick() -> UInt64? {
        var earliest: UInt64?
        for slot in slots {
            for entry in slot where entry.tick < earliest ?? .max { earliest = entry.tick }
        }
        return earliest
    }

    /// Moves every entry due at or before `now` into `due`, in tick order (the caller handles them
    /// afterwards, so handling may schedule new entries).
    mutating func advance(to now: UInt64, collectingInto due: inout [Entry]) {
        let nowTick = now / tickNanoseconds
        guard nowTick > lastTick else { return }
        let steps = min(nowTick - lastTick, UInt64(slots.count))
        var tick = nowTick - steps + 1
        while tick <= nowTick {
            let index = Int(tick % UInt64(slots.count))
            if !slots[index].isEmpty {
                let entries = slots[index]
                slots[index].removeAll(keepingCapacity: true)
                for entry in entries {
                    if entry.tick > nowTick {
                        slots[index].append(entry)
                    } else {
                        count -= 1
                        due.append(entry)
                    }
                }
            }
            tick += 1
        }
        lastTick = nowTick
    }
}
