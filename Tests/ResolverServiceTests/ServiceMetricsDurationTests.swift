import Testing

@testable import ResolverService

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
}
