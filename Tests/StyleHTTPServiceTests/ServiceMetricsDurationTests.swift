import Testing

@testable import StyleHTTPService

/// A request's duration lands in the histogram's buckets and sum as seconds, whatever way it is converted.
@Suite("Service metrics: counts and durations")
struct ServiceMetricsDurationTests {
    @Test(
        arguments: [
            // (duration, the index of the smallest bucket bound that counts it; nil: only +Inf)
            (Duration.microseconds(40), 0), (.microseconds(50), 0), (.nanoseconds(50_001), 1), (.microseconds(300), 3),
            (.milliseconds(3), 6), (.milliseconds(90), 9), (.seconds(1), 10), (.milliseconds(1_500), nil), (.zero, 0),
        ] as [(Duration, Int?)])
    func aDurationIsCountedFromItsBucketUp(duration: Duration, smallest: Int?) {
        let metrics = ServiceMetrics()
        let route = metrics.register(path: "/v1/resolve", method: "POST")
        metrics.record(route: route, status: 200, seconds: duration / .seconds(1))
        let text = metrics.render(server: nil, registryVersion: 1)
        let bounds = ServiceMetrics.buckets.map { "\($0)" }
        let first = smallest ?? bounds.count
        for (index, bound) in bounds.enumerated() {
            let expected = index >= first ? 1 : 0
            #expect(text.contains("style_resolver_request_duration_seconds_bucket{le=\"\(bound)\"} \(expected)\n"))
        }
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        #expect(text.contains("style_resolver_request_duration_seconds_sum \(seconds)\n"))
        #expect(text.contains("style_resolver_request_duration_seconds_count 1\n"))
    }

    /// Answers are counted per route and status, whatever order they come in, and the buckets count every answer at
    /// or under their bound.
    @Test func answersAreCountedByRouteAndStatusAndBucketsAccumulate() {
        let metrics = ServiceMetrics()
        let resolve = metrics.register(path: "/v1/resolve", method: "POST")
        let styles = metrics.register(path: "/v1/styles", method: "GET")
        let answers: [(route: Int, status: Int, seconds: Double)] = [
            (resolve, 200, 0.000_01), (styles, 200, 0.000_2), (resolve, 422, 0.003), (resolve, 200, 0.000_07),
            (resolve, 200, 2), (styles, 304, 0.000_2), (resolve, 422, 0.000_01),
        ]
        for answer in answers { metrics.record(route: answer.route, status: answer.status, seconds: answer.seconds) }
        let text = metrics.render(server: nil, registryVersion: 1)
        let expectedCounts = [
            #"style_resolver_requests_total{route="/v1/resolve",method="POST",status="200"} 3"#,
            #"style_resolver_requests_total{route="/v1/resolve",method="POST",status="422"} 2"#,
            #"style_resolver_requests_total{route="/v1/styles",method="GET",status="200"} 1"#,
            #"style_resolver_requests_total{route="/v1/styles",method="GET",status="304"} 1"#,
        ]
        let countLines = text.split(separator: "\n").filter { $0.hasPrefix("style_resolver_requests_total{") }
        #expect(countLines.map(String.init) == expectedCounts)
        // Bounds 50 µs, 100 µs, 250 µs, 500 µs, 1 ms, 2.5 ms, 5 ms, …, 1 s; one answer (2 s) is over all of them.
        let expectedBuckets = [2, 3, 5, 5, 5, 5, 6, 6, 6, 6, 6]
        for (bound, expected) in zip(ServiceMetrics.buckets, expectedBuckets) {
            #expect(text.contains("style_resolver_request_duration_seconds_bucket{le=\"\(bound)\"} \(expected)\n"))
        }
        #expect(text.contains("style_resolver_request_duration_seconds_bucket{le=\"+Inf\"} 7\n"))
        #expect(text.contains("style_resolver_request_duration_seconds_count 7\n"))
    }

    /// Answers counted by several loops, each in its own shard (a loop outside the shards in the first), read back as
    /// the same exposition as the same answers counted in one.
    @Test(arguments: [2, 3, 8])
    func answersCountedPerLoopAddUpToTheSameExposition(shards: Int) {
        let answers: [(route: Int, status: Int, seconds: Double, loop: Int)] = [
            (0, 200, 0.000_01, 0), (1, 200, 0.000_2, 1), (0, 422, 0.003, 2), (0, 200, 0.000_07, 1),
            (0, 200, 2, 7), (1, 304, 0.000_2, -1), (0, 422, 0.000_01, 0), (2, 500, 0.02, 1), (2, 500, 0.5, 2),
        ]
        func exposition(_ metrics: ServiceMetrics, loops: Bool) -> String {
            for (path, method) in [("/v1/resolve", "POST"), ("/v1/styles", "GET"), ("/v1/resolve/batch", "POST")] {
                _ = metrics.register(path: path, method: method)
            }
            for answer in answers {
                metrics.record(
                    route: answer.route, status: answer.status, seconds: answer.seconds, loop: loops ? answer.loop : 0)
            }
            return metrics.render(server: nil, registryVersion: 3)
        }
        // The sum of seconds is added in another order, so it may differ in its last bit: compared apart.
        func split(_ text: String) -> (lines: [Substring], sum: Double?) {
            let prefix = "style_resolver_request_duration_seconds_sum "
            let lines = text.split(separator: "\n")
            return (
                lines.filter { !$0.hasPrefix(prefix) },
                lines.first { $0.hasPrefix(prefix) }.flatMap { Double($0.dropFirst(prefix.count)) }
            )
        }
        let one = exposition(ServiceMetrics(), loops: false)
        let sharded = split(exposition(ServiceMetrics(shards: shards), loops: true))
        #expect(sharded.lines == split(one).lines)
        #expect(abs((sharded.sum ?? 0) - 2.52349) < 1e-12 && abs((split(one).sum ?? 0) - 2.52349) < 1e-12)
        #expect(one.contains(#"style_resolver_requests_total{route="/v1/resolve/batch",method="POST",status="500"} 2"#))
        #expect(one.contains("style_resolver_request_duration_seconds_count 9\n"))
    }
}
