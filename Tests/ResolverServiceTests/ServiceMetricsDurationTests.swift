import Testing

@testable import ResolverService

/// A request's duration lands in the histogram's buckets and sum as seconds, whatever way it is converted.
@Suite("Service metrics: durations")
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
}
