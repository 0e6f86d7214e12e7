import Dispatch
import Glibc
import StrictJSON
import StyleDefinitions
import Synchronization
import Testing

@testable import EpollHTTP
@testable import StyleHTTPService

/// The worker pool that runs the costly routes off the event loops: its bounded queue, the routes it takes, their
/// answers (the same as inline ones) and the 503 when its queue is full.
@Suite("Worker pool")
struct WorkerPoolTests {
    /// Jobs that wait at a gate until a test opens it, counting how many started and finished, and on which threads.
    final class Gate: Sendable {
        private let state = Mutex<(open: Bool, started: Int, finished: Int, threads: Set<UInt>)>((false, 0, 0, []))
        func open() { state.withLock { $0.open = true } }
        var started: Int { state.withLock { $0.started } }
        var finished: Int { state.withLock { $0.finished } }
        var threads: Set<UInt> { state.withLock { $0.threads } }

        /// A job that waits at the gate.
        var job: WorkerPool.Job {
            {
                self.state.withLock {
                    $0.started += 1
                    $0.threads.insert(UInt(pthread_self()))
                }
                while !self.state.withLock({ $0.open }) { usleep(1_000) }
                self.state.withLock { $0.finished += 1 }
            }
        }
    }

    /// Polls `condition` every millisecond for up to ten seconds: the workers run ten nice steps below everything
    /// else, so on a machine busy with other builds a job can wait seconds for a core.
    static func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<10_000 {
            if condition() { return true }
            usleep(1_000)
        }
        return condition()
    }

    static func api(workers: WorkerPool?) -> ResolverAPI {
        ResolverAPI(
            registry: StyleRegistry(store: nil), settings: ServiceSettings(), isLoopbackPeer: { _ in true },
            workers: workers)
    }

    /// The answer given later, once a worker gave it.
    static func answer(of response: HTTPResponse) throws -> HTTPResponse {
        let completion = try #require(response.completion, "the route was not offloaded")
        var answer: HTTPResponse?
        #expect(
            eventually {
                answer = completion.take()
                return answer != nil
            })
        return try #require(answer)
    }

    @Test func thePoolRunsJobsOnItsThreadsAndRefusesBeyondItsQueue() {
        let pool = WorkerPool(threads: 2, queueCapacity: 2)
        let gate = Gate()
        #expect(pool.submit(gate.job) && pool.submit(gate.job))
        #expect(Self.eventually { gate.started == 2 }, "both threads run a job at once")
        #expect(pool.submit(gate.job) && pool.submit(gate.job), "two more wait in the queue")
        #expect(!pool.submit(gate.job), "a fifth job is refused at once")
        #expect(gate.started == 2)
        gate.open()
        #expect(Self.eventually { gate.finished == 4 })
        #expect(gate.threads.count == 2)
        #expect(!gate.threads.contains(UInt(pthread_self())))
        #expect(pool.submit(gate.job), "the queue has room again")
        pool.shutdown()
        #expect(gate.finished == 5, "shutdown runs what was queued first")
        #expect(!pool.submit(gate.job), "a stopped pool refuses")
    }

    @Test func theCostlyRoutesAndOnlyThemAreOffloaded() {
        let offloaded = Self.api(workers: nil).routes().filter(\.offloaded).map { "\($0.method.rawValue) \($0.path)" }
        #expect(
            offloaded == [
                "POST /v1/styles/{name}/matrix", "PUT /v1/styles/{name}", "POST /v1/styles/{name}/validate",
                "DELETE /v1/styles/{name}",
                "GET /v1/styles/{name}/stylesheet.css", "GET /v1/styles/{name}/tokens.json",
                "GET /v1/styles/{name}/tokens.resolver.json", "GET /v1/styles/{name}/tokens/{file}",
                "GET /v1/styles/{name}/export",
            ])
    }

    /// Workers run below the event loops' priority, so a loop that wakes while every core renders gets one at once,
    /// and carry a name of their own, apart from the loops'.
    @Test func workersRunNamedAndBelowTheCallersPriority() throws {
        let pool = WorkerPool(threads: 1, queueCapacity: 1)
        defer { pool.shutdown() }
        let caller = try #require(CurrentThread.niceValue)
        let seen = Mutex<(nice: Int32?, name: String)?>(nil)
        let done = DispatchSemaphore(value: 0)
        #expect(
            pool.submit {
                let name = Self.callingThreadsName()
                seen.withLock { $0 = (CurrentThread.niceValue, name) }
                done.signal()
            })
        #expect(done.wait(timeout: .now() + 5) == .success)
        let observed = try #require(seen.withLock { $0 })
        #expect(observed.nice == min(19, caller + WorkerPool.niceIncrement))
        #expect(observed.name == WorkerPool.threadName)
    }

    /// The calling thread's name, as the kernel keeps it (`/proc/thread-self/comm`, without its line feed).
    static func callingThreadsName() -> String {
        let fd = open("/proc/thread-self/comm", O_RDONLY)
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return String(decoding: bytes.prefix(max(0, count)).filter { $0 != 10 }, as: UTF8.self)
    }

    @Test func anOffloadedRouteAnswersLaterWithTheInlineAnswer() throws {
        let pool = WorkerPool(threads: 1, queueCapacity: 4)
        defer { pool.shutdown() }
        let pooled = Self.api(workers: pool).makeRouter()
        let inline = Self.api(workers: nil).makeRouter()
        for target in [
            "/v1/styles/sidebarCell/stylesheet.css", "/v1/styles/sidebarCell/tokens.json",
            "/v1/styles/sidebarCell/tokens.resolver.json", "/v1/styles/nothingHere/stylesheet.css",
        ] {
            let request = HTTPRequest(method: .get, target: target, fields: ["Origin": "https://a.example"])
            let expected = inline.respond(to: request)
            #expect(expected.completion == nil)
            let answer = try Self.answer(of: pooled.respond(to: request))
            #expect(answer.status == expected.status, "\(target)")
            #expect(answer.body == expected.body, "\(target)")
            #expect(answer.fields[.eTag] == expected.fields[.eTag], "\(target)")
            #expect(answer.fields[.accessControlAllowOrigin] == "*", "\(target): CORS ran on the worker too")
        }
        // The hot paths and the probes stay on the loop.
        for request in [
            HTTPRequest(method: .get, target: "/healthz"),
            HTTPRequest(method: .get, target: "/v1/resolve?style=sidebarCell"),
            HTTPRequest(
                method: .post, target: "/v1/resolve/batch", fields: ["Content-Type": "application/json"],
                body: Array(#"{"items": [{"style": "sidebarCell"}]}"#.utf8)),
        ] {
            let response = pooled.respond(to: request)
            #expect(response.completion == nil, "\(request.path) runs inline")
            #expect(response.status == .ok, "\(request.path)")
        }
    }

    @Test func aFullQueueIsAnsweredAtOnceWith503AndRetryAfter() throws {
        let pool = WorkerPool(threads: 1, queueCapacity: 1)
        let gate = Gate()
        #expect(pool.submit(gate.job))
        #expect(Self.eventually { gate.started == 1 })
        #expect(pool.submit(gate.job))
        let router = Self.api(workers: pool).makeRouter()
        let response = router.respond(
            to: HTTPRequest(
                method: .get, target: "/v1/styles/sidebarCell/stylesheet.css",
                fields: ["Origin": "https://a.example"]))
        #expect(response.completion == nil)
        #expect(response.status.code == 503)
        #expect(response.fields[.retryAfter] == "1")
        #expect(response.fields[.contentType] == "application/problem+json")
        #expect(response.fields[.accessControlAllowOrigin] == "*")
        let problem = try JSONReader().parse(response.body)
        #expect(problem["type"]?.stringValue == "/problems/workers-busy")
        #expect(problem["status"]?.intValue == 503)
        gate.open()
        pool.shutdown()
    }
}
