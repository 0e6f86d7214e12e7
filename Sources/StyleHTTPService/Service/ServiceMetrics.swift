import EpollHTTP
import Synchronization

/// Request counts by route and status and a latency histogram, in Prometheus' text format.
///
/// Counted per event loop: each loop's answers go to a shard of their own (its lock and counts on memory no other
/// loop writes), so loops on two cores never pass a cache line back and forth to count; the exposition adds the
/// shards up.
final class ServiceMetrics: Sendable {
    /// Histogram bucket bounds in seconds.
    static let buckets: [Double] = [0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.1, 1]

    /// How many answers of one route had one status.
    private struct StatusCount {
        var status: Int
        var count: Int
    }
    private struct State {
        /// By route index (``register(path:method:)``), the statuses it answered with and how often: a route answers
        /// with a handful of statuses, so a short list searched in order is cheaper per request than a hashed key.
        var counts: [[StatusCount]] = []
        /// Answers by duration: slot `i` counts those over `buckets[i - 1]` and at most `buckets[i]`, the last slot
        /// those over every bound (the exposition sums them into Prometheus' cumulative buckets).
        var bucketCounts = [Int](repeating: 0, count: ServiceMetrics.buckets.count + 1)
        var observations = 0
        var secondsTotal = 0.0

        /// Adds `other`'s counts to these.
        mutating func add(_ other: State) {
            for (route, statuses) in other.counts.enumerated() {
                for entry in statuses { count(route: route, status: entry.status, times: entry.count) }
            }
            for (bucket, count) in other.bucketCounts.enumerated() { bucketCounts[bucket] += count }
            observations += other.observations
            secondsTotal += other.secondsTotal
        }

        /// Counts `times` answers of `route` with `status`.
        mutating func count(route: Int, status: Int, times: Int) {
            if route >= counts.count { counts.append(contentsOf: repeatElement([], count: route + 1 - counts.count)) }
            if let index = counts[route].firstIndex(where: { $0.status == status }) {
                counts[route][index].count += times
            } else {
                counts[route].append(StatusCount(status: status, count: times))
            }
        }
    }

    /// One loop's counts.
    private final class Shard: Sendable {
        let state = Mutex(State())
        /// Keeps the next shard's lock and counts off the cache line of this one's (64 bytes).
        private let padding = CacheLinePadding()
    }

    /// By event loop (``EventLoopContext/index``).
    private let shards: [Shard]
    /// Reloads of the styles folder (on `SIGHUP` or a change the watcher saw) that published or kept the styles.
    private let reloadsSucceeded = Atomic<Int>(0)
    /// Reloads refused (a file that does not load or compile); the previous styles stayed.
    private let reloadsFailed = Atomic<Int>(0)
    /// Reloads of the tokens file that published or kept the tokens.
    private let tokenReloadsSucceeded = Atomic<Int>(0)
    /// Reloads of the tokens file refused; the previous tokens stayed.
    private let tokenReloadsFailed = Atomic<Int>(0)
    /// `(path, method)` of every route, by index.
    private let routes: Mutex<[(path: String, method: String)]> = Mutex([])

    /// Metrics counted in `shards` parts: one per event loop of the server that records them.
    init(shards: Int = 1) {
        self.shards = (0..<max(1, shards)).map { _ in Shard() }
    }

    /// The index to record a route's requests under, registered once at start-up.
    func register(path: String, method: String) -> Int {
        routes.withLock { routes in
            if let index = routes.firstIndex(where: { $0.path == path && $0.method == method }) { return index }
            routes.append((path, method))
            return routes.count - 1
        }
    }

    /// Counts an answer of `route` with `status` that took `seconds`, in the shard of event loop `loop` (the
    /// middleware's path: a `Duration` costs a request 128-bit arithmetic to make and to turn into seconds). One status looked up in the route's short list and one bucket counted, under the shard's
    /// lock. A loop beyond the shards (a request made in code) counts in the first.
    func record(route: Int, status: Int, seconds: Double, loop: Int = 0) {
        var bucket = 0
        while bucket < Self.buckets.count, seconds > Self.buckets[bucket] { bucket += 1 }
        shards[shards.indices.contains(loop) ? loop : 0].state.withLock { state in
            state.count(route: route, status: status, times: 1)
            state.bucketCounts[bucket] += 1
            state.observations += 1
            state.secondsTotal += seconds
        }
    }

    /// Counts a reload of the styles folder or the tokens file by its outcome.
    func recordReload(of target: ReloadTarget, succeeded: Bool) {
        switch (target, succeeded) {
        case (.stylesFolder, true): reloadsSucceeded.add(1, ordering: .relaxed)
        case (.stylesFolder, false): reloadsFailed.add(1, ordering: .relaxed)
        case (.tokens, true): tokenReloadsSucceeded.add(1, ordering: .relaxed)
        case (.tokens, false): tokenReloadsFailed.add(1, ordering: .relaxed)
        }
    }

    /// The exposition text, with the server's connection counters, the log's line counters, the event streams' and
    /// the registry version.
    func render(
        server: HTTPServer.Metrics?, log: LogWriter.Counters? = nil, registryVersion: UInt64,
        events: EventStreams.Figures? = nil
    ) -> String {
        var snapshot = State()
        for shard in shards { snapshot.add(shard.state.withLock { $0 }) }
        let routes = self.routes.withLock { $0 }
        var text = "# HELP style_resolver_requests_total Requests answered, by route, method and status.\n"
        text += "# TYPE style_resolver_requests_total counter\n"
        let labelled = zip(routes, snapshot.counts).flatMap { route, statuses in
            statuses.map { (route.path, route.method, $0.status, $0.count) }
        }
        for (path, method, status, count) in labelled.sorted(by: { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }) {
            text +=
                "style_resolver_requests_total{route=\"\(path)\",method=\"\(method)\",status=\"\(status)\"} \(count)\n"
        }
        text += "# HELP style_resolver_request_duration_seconds Time to answer a request in the handler.\n"
        text += "# TYPE style_resolver_request_duration_seconds histogram\n"
        var cumulative = 0
        for (index, bound) in Self.buckets.enumerated() {
            cumulative += snapshot.bucketCounts[index]
            text += "style_resolver_request_duration_seconds_bucket{le=\"\(bound)\"} \(cumulative)\n"
        }
        text += "style_resolver_request_duration_seconds_bucket{le=\"+Inf\"} \(snapshot.observations)\n"
        text += "style_resolver_request_duration_seconds_sum \(snapshot.secondsTotal)\n"
        text += "style_resolver_request_duration_seconds_count \(snapshot.observations)\n"
        if let server {
            text +=
                "# HELP style_resolver_open_connections Connections open now.\n# TYPE style_resolver_open_connections gauge\n"
            text += "style_resolver_open_connections \(server.openConnections)\n"
            text +=
                "# HELP style_resolver_rejected_connections_total Connections refused at the cap.\n# TYPE style_resolver_rejected_connections_total counter\n"
            text += "style_resolver_rejected_connections_total \(server.rejectedConnections)\n"
            text +=
                "# HELP style_resolver_rejected_requests_total Requests refused by the HTTP layer (malformed, over a limit).\n# TYPE style_resolver_rejected_requests_total counter\n"
            text += "style_resolver_rejected_requests_total \(server.rejectedRequests)\n"
        }
        if let log {
            text +=
                "# HELP style_resolver_log_lines_total Log lines written to the output.\n# TYPE style_resolver_log_lines_total counter\n"
            text += "style_resolver_log_lines_total \(log.written)\n"
            text +=
                "# HELP style_resolver_log_lines_dropped_total Log lines dropped because the output was too slow (its queue was full).\n# TYPE style_resolver_log_lines_dropped_total counter\n"
            text += "style_resolver_log_lines_dropped_total \(log.dropped)\n"
        }
        if let events {
            text +=
                "# HELP style_resolver_event_streams Event streams (GET /v1/events) open now.\n# TYPE style_resolver_event_streams gauge\n"
            text += "style_resolver_event_streams \(events.open)\n"
            text +=
                "# HELP style_resolver_events_sent_total Events written to event streams, one per stream.\n# TYPE style_resolver_events_sent_total counter\n"
            text += "style_resolver_events_sent_total \(events.eventsSent)\n"
            text +=
                "# HELP style_resolver_event_streams_cut_off_total Event streams closed because their reader fell behind.\n# TYPE style_resolver_event_streams_cut_off_total counter\n"
            text += "style_resolver_event_streams_cut_off_total \(events.cutOff)\n"
            text +=
                "# HELP style_resolver_event_streams_refused_total Event streams refused at the limit.\n# TYPE style_resolver_event_streams_refused_total counter\n"
            text += "style_resolver_event_streams_refused_total \(events.refused)\n"
        }
        text +=
            "# HELP style_resolver_registry_version Version of the style registry.\n# TYPE style_resolver_registry_version gauge\n"
        text += "style_resolver_registry_version \(registryVersion)\n"
        text +=
            "# HELP style_resolver_styles_reloads_total Reloads of the styles folder (SIGHUP or a change seen by the watcher), by outcome; a failed one keeps the previous styles.\n# TYPE style_resolver_styles_reloads_total counter\n"
        text += "style_resolver_styles_reloads_total{outcome=\"ok\"} \(reloadsSucceeded.load(ordering: .relaxed))\n"
        text += "style_resolver_styles_reloads_total{outcome=\"failed\"} \(reloadsFailed.load(ordering: .relaxed))\n"
        text +=
            "# HELP style_resolver_tokens_reloads_total Reloads of the tokens file (SIGHUP or a change seen by the watcher), by outcome; a failed one keeps the previous tokens.\n# TYPE style_resolver_tokens_reloads_total counter\n"
        text +=
            "style_resolver_tokens_reloads_total{outcome=\"ok\"} \(tokenReloadsSucceeded.load(ordering: .relaxed))\n"
        text +=
            "style_resolver_tokens_reloads_total{outcome=\"failed\"} \(tokenReloadsFailed.load(ordering: .relaxed))\n"
        return text
    }
}
