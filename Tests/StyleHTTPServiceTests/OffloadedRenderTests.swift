import Dispatch
import Foundation
import Synchronization
import Testing

@testable import StyleHTTPService

/// Costly renders run on the worker pool, off the event loop: with one loop and one worker, `/healthz` is answered at
/// once while four clients keep asking for uncached stylesheets of a style near the render budget.
@Suite("Renders off the event loop", .serialized)
struct OffloadedRenderTests {
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    @Test func healthzDoesNotWaitBehindUncachedRenders() throws {
        let harness = try ServiceHarness(configure: {
            $0.threads = 1
            $0.workerThreads = 1
        })
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        // Seven boolean custom states: just under the default render budget.
        let put = try RawExchange.send(
            "PUT", "/v1/styles/heavy", port: port, body: RenderBudgetTests.keyedStyle(keys: 7))
        try #require(put.status == 201)
        let tint = Atomic<Int>(0)
        /// A stylesheet no earlier request asked for (a new tint each time), so it is rendered, not read from the cache.
        @Sendable func render() throws -> Int {
            let next = tint.add(1, ordering: .relaxed).newValue
            let hex = String(next, radix: 16).leftPadded(to: 6)
            return try RawExchange.send("GET", "/v1/styles/heavy/stylesheet.css?tintColor=%23\(hex)", port: port).status
        }
        var alone: [Double] = []
        for _ in 0..<3 {
            var status = 0
            alone.append(try Self.seconds { status = try render() })
            #expect(status == 200)
        }
        let renderTime = try #require(alone.min())

        let stop = Atomic<Bool>(false)
        let renders = Atomic<Int>(0)
        let group = DispatchGroup()
        for _ in 0..<4 {
            DispatchQueue.global().async(group: group) {
                while !stop.load(ordering: .relaxed) {
                    if (try? render()) == 200 { renders.add(1, ordering: .relaxed) }
                }
            }
        }
        var pings: [Double] = []
        // At least 1.5 s, and until four renders were answered meanwhile (a machine busy with other work renders
        // slowly), but never more than 30 s.
        let start = DispatchTime.now().uptimeNanoseconds
        func pinging() -> Bool {
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            return elapsed < 30_000_000_000 && (elapsed < 1_500_000_000 || renders.load(ordering: .relaxed) < 4)
        }
        while pinging() {
            var status = 0
            pings.append(try Self.seconds { status = try RawExchange.send("GET", "/healthz", port: port).status })
            #expect(status == 200)
            usleep(20_000)
        }
        let answeredMeanwhile = renders.load(ordering: .relaxed)
        stop.store(true, ordering: .relaxed)
        group.wait()
        #expect(answeredMeanwhile >= 4, "the clients kept the worker busy while /healthz was pinged")
        let slowestPing = try #require(pings.max())
        #expect(
            slowestPing < renderTime / 2,
            "/healthz took up to \(Int(slowestPing * 1000)) ms while a render alone takes \(Int(renderTime * 1000)) ms")
    }
}

extension String {
    /// The string with zeros in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
