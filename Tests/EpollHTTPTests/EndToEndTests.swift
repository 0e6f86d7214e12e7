import EpollHTTP
import Foundation
import Glibc
import Synchronization
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
import TestSupport
#endif

extension LoopbackSocketTests {
    @Suite("End to end over loopback sockets", .serialized)
    struct EndToEndTests {
        @Test func urlSessionGetAndPost() async throws {
            try await withServer { _, port in
                let session = URLSession(configuration: .ephemeral)
                let url = try #require(URL(string: "http://127.0.0.1:\(port)/hello%20world?q=1"))
                let (data, response) = try await session.data(from: url)
                let http = try #require(response as? HTTPURLResponse)
                #expect(http.statusCode == 200)
                #expect(String(decoding: data, as: UTF8.self) == "GET /hello world")
                #expect(http.value(forHTTPHeaderField: "X-Query") == "q=1")
                #expect(http.value(forHTTPHeaderField: "Server") == "StyleResolver")
                #expect(http.value(forHTTPHeaderField: "Content-Length") == "16")

                var post = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)/upload")))
                post.httpMethod = "POST"
                post.httpBody = Data("payload bytes".utf8)
                let (echoed, postResponse) = try await session.data(for: post)
                #expect((postResponse as? HTTPURLResponse)?.statusCode == 200)
                #expect(String(decoding: echoed, as: UTF8.self) == "payload bytes")
                session.invalidateAndCancel()
            }
        }

        @Test func routerOverURLSession() async throws {
            var router = Router()
            router.get("/v1/styles/{name}") { request in
                HTTPResponse(text: "style \(request.pathParameters["name"] ?? "?")")
            }
            router.put("/v1/styles/{name}") { _ in HTTPResponse(status: .noContent) }
            try await withServer(responder: router) { _, port in
                let session = URLSession(configuration: .ephemeral)
                let (data, response) = try await session.data(
                    from: try #require(URL(string: "http://127.0.0.1:\(port)/v1/styles/list%2Fcell")))
                #expect((response as? HTTPURLResponse)?.statusCode == 200)
                #expect(String(decoding: data, as: UTF8.self) == "style list/cell")
                let (_, missing) = try await session.data(
                    from: try #require(URL(string: "http://127.0.0.1:\(port)/v2/nothing")))
                #expect((missing as? HTTPURLResponse)?.statusCode == 404)
                var delete = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)/v1/styles/a")))
                delete.httpMethod = "DELETE"
                let (_, notAllowed) = try await session.data(for: delete)
                let http = try #require(notAllowed as? HTTPURLResponse)
                #expect(http.statusCode == 405)
                #expect(http.value(forHTTPHeaderField: "Allow") == "GET, HEAD, OPTIONS, PUT")
                session.invalidateAndCancel()
            }
        }

        @Test func keepAliveReusesOneConnection() async throws {
            try await withServer { server, port in
                let client = try RawHTTPClient(port: port)
                for index in 0..<5 {
                    try client.send("GET /r\(index) HTTP/1.1\r\nHost: t\r\n\r\n")
                    let response = try client.readResponse()
                    #expect(response.status == 200)
                    #expect(String(decoding: response.body, as: UTF8.self) == "GET /r\(index)")
                    #expect(response.header("Connection") == nil)
                }
                #expect(server.metrics.acceptedConnections == 1)
                #expect(server.metrics.requests == 5)
                // HTTP/1.0 closes by default, and keeps alive when asked.
                let old = try RawHTTPClient(port: port)
                try old.send("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
                #expect(try old.readResponse().header("Connection") == "keep-alive")
                try old.send("GET /b HTTP/1.0\r\n\r\n")
                #expect(try old.readResponse().header("Connection") == "close")
                #expect(old.waitForClose())
            }
        }

        @Test func pipelinedRequestsAnsweredInOrder() async throws {
            try await withServer { _, port in
                let client = try RawHTTPClient(port: port)
                var batch = ""
                for index in 0..<20 {
                    batch +=
                        index % 3 == 0
                        ? "POST /p\(index) HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\nb\(String(format: "%02d", index))"
                        : "GET /p\(index) HTTP/1.1\r\nHost: t\r\n\r\n"
                }
                try client.send(batch)
                for index in 0..<20 {
                    let response = try client.readResponse()
                    #expect(response.header("X-Path") == "/p\(index)")
                    if index % 3 == 0 {
                        #expect(String(decoding: response.body, as: UTF8.self) == "b\(String(format: "%02d", index))")
                    }
                }
            }
        }

        @Test func headSendsLengthWithoutBody() async throws {
            try await withServer { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send("HEAD /same HTTP/1.1\r\nHost: t\r\n\r\nGET /same HTTP/1.1\r\nHost: t\r\n\r\n")
                let head = try client.readResponse(headRequest: true)
                let get = try client.readResponse()
                #expect(head.status == 200)
                // The echo handler answers "HEAD /same" (10 bytes) to HEAD: its length is sent, its bytes are not.
                #expect(head.header("Content-Length") == "10")
                #expect(head.header("X-Method") == "HEAD")
                #expect(String(decoding: get.body, as: UTF8.self) == "GET /same")
            }
        }

        @Test func expectContinueThenBody() async throws {
            try await withServer { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send("POST /c HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n")
                let interim = try client.readResponse()
                #expect(interim.status == 100)
                try client.send("hello")
                let final = try client.readResponse()
                #expect(final.status == 200)
                #expect(String(decoding: final.body, as: UTF8.self) == "hello")
            }
        }

        @Test func expectContinueRefusedWhenTooLarge() async throws {
            try await withServer(testConfiguration(limits: HTTPParserLimits(maxBodyBytes: 10))) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send("POST /c HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 11\r\n\r\n")
                let response = try client.readResponse()
                #expect(response.status == 413)
                #expect(response.header("Connection") == "close")
            }
        }

        @Test func chunkedUploadSplitAcrossWrites() async throws {
            try await withServer { _, port in
                let client = try RawHTTPClient(port: port)
                let parts = [
                    "POST /up HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n", "4;ext=1\r\nWiki\r\n",
                    "5\r\npedia\r\n", "E\r\n in\r\n\r\nchunks.\r\n", "0\r\nChecksum: abc\r\n", "\r\n",
                ]
                for part in parts {
                    try client.send(part)
                    usleep(20_000)
                }
                let response = try client.readResponse()
                #expect(String(decoding: response.body, as: UTF8.self) == "Wikipedia in\r\n\r\nchunks.")
            }
        }

        @Test(arguments: [
            ("GET /" + String(repeating: "a", count: 200) + " HTTP/1.1\r\nHost: t\r\n\r\n", 414),
            ("GET / HTTP/1.1\r\nHost: t\r\nX-Big: " + String(repeating: "b", count: 600) + "\r\n\r\n", 431),
            ("GET / HTTP/1.1\r\nHost: t\r\n" + (0..<12).map { "X-\($0): v\r\n" }.joined() + "\r\n", 431),
            ("POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 101\r\n\r\n", 413),
            (
                "POST / HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n"
                    + String(repeating: "c", count: 64) + "\r\n40\r\n", 413
            ),
            ("POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\n\r\n", 400),
            ("GET / HTTP/3.0\r\nHost: t\r\n\r\n", 505),
            ("BREW /pot HTTP/1.1\r\nHost: t\r\n\r\n", 501),
        ])
        func limitsAndRejectionsOverSockets(_ request: String, _ status: Int) async throws {
            let limits = HTTPParserLimits(
                maxRequestLineLength: 128, maxHeaderBytes: 512, maxHeaderCount: 10, maxBodyBytes: 100)
            try await withServer(testConfiguration(limits: limits)) { server, port in
                let client = try RawHTTPClient(port: port)
                try client.send(request)
                let response = try client.readResponse()
                #expect(response.status == status)
                #expect(response.header("Connection") == "close")
                #expect(client.waitForClose())
                #expect(server.metrics.rejectedRequests == 1)
            }
        }

        @Test(arguments: [
            (
                "GET / HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n",
                "400: The request is malformed: Content-Length with Transfer-Encoding."
            ),
            (
                "GET / HTTP/1.1\r\nHost: t\r\nX-Big: " + String(repeating: "b", count: 600) + "\r\n\r\n",
                "431: The header block is larger than 512 bytes or has more than 10 fields."
            ),
            ("POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 101\r\n\r\n", "413: The body is larger than 100 bytes."),
            ("GET / HTTP/2.0\r\nHost: t\r\n\r\n", "505: Only HTTP/1.0 and HTTP/1.1 are supported."),
        ])
        func rejectionsUseTheRejectionResponderAndStillClose(_ request: String, _ expected: String) async throws {
            let limits = HTTPParserLimits(
                maxRequestLineLength: 128, maxHeaderBytes: 512, maxHeaderCount: 10, maxBodyBytes: 100)
            try await withServer(testConfiguration(limits: limits), rejectionResponder: textRejectionResponder) {
                _, port in
                let client = try RawHTTPClient(port: port)
                try client.send(request)
                let response = try client.readResponse()
                #expect("\(response.status): " == expected.prefix(5))
                #expect(String(decoding: response.body, as: UTF8.self) == expected)
                #expect(response.header("Content-Type") == "text/plain")
                #expect(response.header("Connection") == "close", "the server owns framing whatever the responder says")
                #expect(client.waitForClose())
            }
        }

        @Test func timeoutAnswerUsesTheRejectionResponder() async throws {
            let configuration = testConfiguration(headerTimeout: .milliseconds(200))
            try await withServer(configuration, rejectionResponder: textRejectionResponder) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send("GET / HTTP/1.1\r\nHost: t\r\n")
                let response = try client.readResponse()
                #expect(response.status == 408)
                #expect(
                    String(decoding: response.body, as: UTF8.self)
                        == "408: The request did not arrive within the time allowed.")
                #expect(client.waitForClose())
            }
        }

        @Test func slowlorisIsCutOffAtTheHeaderDeadline() async throws {
            try await withServer(testConfiguration(headerTimeout: .milliseconds(300))) { server, port in
                let client = try RawHTTPClient(port: port)
                let started = monotonicSeconds()
                try client.send("GET / HTTP/1.1\r\nHost: t\r\n")
                var dripped = 0
                // Keep dripping header lines; the deadline counts from the first byte, not the last.
                while dripped < 30 {
                    usleep(50_000)
                    guard (try? client.send("X-\(dripped): v\r\n")) != nil else { break }
                    dripped += 1
                    if monotonicSeconds() - started > 1.0 { break }
                }
                let response = try client.readResponse()
                let elapsed = monotonicSeconds() - started
                #expect(response.status == 408)
                #expect(elapsed >= 0.25 && elapsed < 1.5, "cut off after \(elapsed) s")
                #expect(client.waitForClose())
                #expect(eventually(within: 2) { server.metrics.openConnections == 0 })
            }
        }

        @Test func silentConnectionAndIdleKeepAliveAreClosed() async throws {
            try await withServer(testConfiguration(headerTimeout: .milliseconds(300), idleTimeout: .milliseconds(300)))
            { _, port in
                let silent = try RawHTTPClient(port: port)
                let started = monotonicSeconds()
                #expect(silent.waitForClose())
                #expect(monotonicSeconds() - started < 1.5)

                let idle = try RawHTTPClient(port: port)
                try idle.send("GET / HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(try idle.readResponse().status == 200)
                let idleStart = monotonicSeconds()
                #expect(idle.waitForClose())
                let idleFor = monotonicSeconds() - idleStart
                #expect(idleFor >= 0.2 && idleFor < 1.5, "closed after \(idleFor) s")
            }
        }

        @Test func stalledBodyIsCutOff() async throws {
            try await withServer(testConfiguration(bodyTimeout: .milliseconds(300))) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send("POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n\r\nab")
                let started = monotonicSeconds()
                let response = try client.readResponse()
                #expect(response.status == 408)
                #expect(monotonicSeconds() - started < 1.5)
                #expect(client.waitForClose())
            }
        }

        @Test func thousandConcurrentConnectionsServed() async throws {
            raiseDescriptorLimit(to: 4096)
            try await withServer { server, port in
                var clients: [RawHTTPClient] = []
                for _ in 0..<1000 { clients.append(try RawHTTPClient(port: port, timeoutMilliseconds: 10_000)) }
                for (index, client) in clients.enumerated() {
                    try client.send("GET /c\(index) HTTP/1.1\r\nHost: t\r\n\r\n")
                }
                var served = 0
                for (index, client) in clients.enumerated() {
                    let response = try client.readResponse()
                    if response.status == 200 && String(decoding: response.body, as: UTF8.self) == "GET /c\(index)" {
                        served += 1
                    }
                }
                #expect(served == 1000)
                #expect(server.metrics.openConnections == 1000)
                #expect(server.metrics.acceptedConnections == 1000)
                clients.removeAll()
                #expect(eventually(within: 5) { server.metrics.openConnections == 0 })
            }
        }

        @Test func gracefulShutdownFinishesTheRequestInFlight() async throws {
            let server = HTTPServer(configuration: testConfiguration(), responder: echoResponder)
            try server.start()
            let port = try #require(server.port)
            let idle = try RawHTTPClient(port: port)
            let busy = try RawHTTPClient(port: port)
            try busy.send("POST /slow HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n\r\nfirst")
            #expect(eventually(within: 2) { server.metrics.openConnections == 2 })
            let finished = Flag()
            let shutdownStarted = monotonicSeconds()
            let thread = Thread {
                server.shutdown(deadline: .seconds(3))
                finished.set()
            }
            thread.start()
            // Idle connections are closed at once; new connections are refused.
            #expect(idle.waitForClose())
            #expect(eventually(within: 2) { (try? RawHTTPClient(port: port, timeoutMilliseconds: 1_000)) == nil })
            #expect(!finished.isSet)
            try busy.send("-second")
            let response = try busy.readResponse()
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "first-seco")
            #expect(response.header("Connection") == "close")
            #expect(eventually(within: 3) { finished.isSet })
            #expect(monotonicSeconds() - shutdownStarted < 3.5)
        }

        @Test func shutdownDeadlineForceClosesStuckConnections() async throws {
            let server = HTTPServer(configuration: testConfiguration(), responder: echoResponder)
            try server.start()
            let port = try #require(server.port)
            let stuck = try RawHTTPClient(port: port)
            try stuck.send("POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\npartial")
            #expect(eventually(within: 2) { server.metrics.openConnections == 1 })
            // The connection counts from its accept; its partial request must be read too, or the drain closes it
            // at once as an idle connection. Nothing observable says it was read, so the loop gets time to.
            usleep(200_000)
            expectShutdownForceCloses(server, stuck)
        }

        @Test func clientThatNeverReadsCannotPinMemory() async throws {
            let big = [UInt8](repeating: UInt8(ascii: "z"), count: 512 * 1024)
            let responder = ClosureResponder { request in
                request.path == "/big" ? HTTPResponse(body: big) : HTTPResponse(text: "small")
            }
            let configuration = testConfiguration(maxOutputBufferBytes: 64 * 1024, writeTimeout: .milliseconds(500))
            try await withServer(configuration, responder: responder) { server, port in
                let hog = try RawHTTPClient(port: port)
                var shrink: Int32 = 4096
                setsockopt(hog.fd, SOL_SOCKET, SO_RCVBUF, &shrink, socklen_t(MemoryLayout<Int32>.size))
                let pipelined = String(repeating: "GET /big HTTP/1.1\r\nHost: t\r\n\r\n", count: 200)
                try hog.send(pipelined)
                usleep(200_000)
                // The server stops parsing the hog's requests while its output is over the bound; only what
                // the kernel's socket buffers absorbed (a few MiB on loopback) let it answer more than one.
                #expect(server.metrics.requests <= 20, "requests parsed: \(server.metrics.requests)")
                // Others are still served promptly.
                let other = try RawHTTPClient(port: port)
                try other.send("GET /ok HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(try other.readResponse().status == 200)
                // And the stalled writer is closed after the write timeout.
                #expect(eventually(within: 3) { server.metrics.openConnections == 1 })
            }
        }

        @Test func connectionCapRefusesCleanly() async throws {
            try await withServer(testConfiguration(maxConnections: 2), rejectionResponder: textRejectionResponder) {
                server, port in
                let first = try RawHTTPClient(port: port)
                let second = try RawHTTPClient(port: port)
                for client in [first, second] {
                    try client.send("GET / HTTP/1.1\r\nHost: t\r\n\r\n")
                    #expect(try client.readResponse().status == 200)
                }
                let third = try RawHTTPClient(port: port)
                let refused = try? third.readResponse()
                #expect(refused == nil || refused?.status == 503)
                if let refused {
                    #expect(
                        String(decoding: refused.body, as: UTF8.self)
                            == "503: The server is at its connection limit; try again later.")
                    #expect(refused.header("Date") != nil)
                }
                #expect(third.waitForClose())
                #expect(eventually(within: 2) { server.metrics.rejectedConnections >= 1 })
                #expect(server.metrics.openConnections == 2)
            }
        }

        @Test func observerSeesEveryRequest() async throws {
            let collector = RecordCollector()
            try await withServer(observer: collector.observer) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send(
                    "GET /one HTTP/1.1\r\nHost: t\r\n\r\nPOST /two HTTP/1.1\r\nHost: t\r\nContent-Length: 4\r\n\r\nabcd"
                )
                _ = try client.readResponse()
                _ = try client.readResponse()
                try client.send("GET / HTTP/1.1\r\n\r\n")
                #expect(try client.readResponse().status == 400)
            }
            let records = collector.all
            #expect(records.count == 3)
            #expect(records.first?.method == .get)
            #expect(records.first?.path == "/one")
            #expect(records.first?.status == .ok)
            #expect(records.first?.responseBodyBytes == "GET /one".utf8.count)
            #expect(records.dropFirst().first?.requestBodyBytes == 4)
            #expect(records.last?.status == .badRequest)
            #expect(records.last?.method == nil)
            #expect(records.allSatisfy { $0.duration >= .zero && $0.duration < .seconds(1) })
        }

        @Test func ipv6LoopbackAndDateHeader() async throws {
            try await withServer(testConfiguration(host: "::1")) { _, port in
                let client = try RawHTTPClient(host: "::1", port: port)
                try client.send("GET /v6 HTTP/1.1\r\nHost: [::1]\r\n\r\n")
                let response = try client.readResponse()
                #expect(response.status == 200)
                let date = try #require(response.header("Date"))
                let pattern = try Regex(
                    "^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [0-9]{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [0-9]{4} [0-9]{2}:[0-9]{2}:[0-9]{2} GMT$"
                )
                #expect(date.wholeMatch(of: pattern) != nil, "Date: \(date)")
            }
        }

        /// Lowers the process-wide descriptor limit for half a second, which would break other test
        /// targets running in parallel in the same process; so it runs only when asked for, as
        /// `Scripts/sanitize-http-tests.sh` does (it runs the HTTPServer tests alone).
        @Test(
            .enabled(
                if: ProcessInfo.processInfo.environment["HTTPSERVER_EXHAUST_DESCRIPTORS"] == "1",
                "set HTTPSERVER_EXHAUST_DESCRIPTORS=1 (only when EpollHTTPTests run alone)"))
        func descriptorExhaustionDoesNotSpin() async throws {
            try await withServer { server, port in
                var cpuProbe = LoopThreadCPUProbe(port: port)
                _ = eventually(within: 2) {
                    cpuProbe = LoopThreadCPUProbe(port: port)
                    return cpuProbe.threads == 2
                }
                #expect(cpuProbe.threads == 2)
                // Client sockets are made first: connecting them later needs no new descriptor.
                let clients = (0..<8).map { _ in socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0) }
                var limit = rlimit()
                getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
                let saved = limit
                // Use up every descriptor the process may still open, then connect: the server's
                // accept4 now fails with EMFILE while connections are pending.
                var exhausted = limit
                exhausted.rlim_cur = rlim_t(highestOpenDescriptor() + 1)
                setrlimit(Int32(RLIMIT_NOFILE.rawValue), &exhausted)
                var fillers: [Int32] = []
                while fillers.count < 4096 {
                    let fd = open("/dev/null", O_RDONLY)
                    if fd < 0 { break }
                    fillers.append(fd)
                }
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = UInt16(port).bigEndian
                inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
                var connected = 0
                for fd in clients where fd >= 0 {
                    let result = withUnsafePointer(to: &address) {
                        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                        }
                    }
                    if result == 0 { connected += 1 }
                }
                let cpuBefore = cpuProbe.seconds()
                let wallBefore = monotonicSeconds()
                usleep(500_000)
                let cpu = cpuProbe.seconds() - cpuBefore
                let wall = monotonicSeconds() - wallBefore
                let metrics = server.metrics
                for fd in fillers { close(fd) }
                var restore = saved
                setrlimit(Int32(RLIMIT_NOFILE.rawValue), &restore)
                for fd in clients where fd >= 0 { close(fd) }
                #expect(connected == 8)
                #expect(cpu < wall * 0.5, "loop CPU \(cpu) s in \(wall) s while descriptors were exhausted")
                // The spare-descriptor trick accepts and closes each pending connection.
                #expect(metrics.rejectedConnections >= 1, "\(metrics)")
            }
        }
    }
}

/// Raises the soft descriptor limit (never above the hard limit).
func raiseDescriptorLimit(to wanted: Int) {
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    if limit.rlim_cur < rlim_t(wanted) {
        limit.rlim_cur = min(limit.rlim_max, rlim_t(wanted))
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}

func highestOpenDescriptor() -> Int {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return entries.compactMap { Int($0) }.max() ?? 64
}

/// Reads the CPU time of the threads named `http-PORT-*` (the loops of the server on `port`). The
/// /proc stat files are opened up front and re-read with `pread`, so reading needs no new descriptor
/// (the descriptor-exhaustion test reads while none is left).
final class LoopThreadCPUProbe {
    private var descriptors: [Int32] = []

    init(port: Int) {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        for task in tasks {
            guard let comm = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8),
                comm.hasPrefix("http-\(port)-")
            else { continue }
            let fd = open("/proc/self/task/\(task)/stat", O_RDONLY)
            if fd >= 0 { descriptors.append(fd) }
        }
    }

    deinit { for fd in descriptors { close(fd) } }

    /// How many loop threads were found.
    var threads: Int { descriptors.count }

    /// User+system CPU seconds of those threads.
    func seconds() -> Double {
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        var total = 0.0
        var buffer = [UInt8](repeating: 0, count: 1024)
        for fd in descriptors {
            let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { continue }
            let stat = String(decoding: buffer[0..<count], as: UTF8.self)
            guard let close = stat.lastIndex(of: ")") else { continue }
            // After the command: state is field 3; utime and stime are fields 14 and 15.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { continue }
            total += (user + system) / ticksPerSecond
        }
        return total
    }
}

/// A thread-safe one-way flag.
final class Flag: Sendable {
    private let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .releasing) }
    var isSet: Bool { value.load(ordering: .acquiring) }
}

extension LoopbackSocketTests {
    @Suite("Handler misuse")
    struct HandlerMisuseTests {
        @Test func interimStatusFromHandlerBecomes500() async throws {
            let responder = ClosureResponder { _ in
                HTTPResponse(status: HTTPStatus(code: 101, reasonPhrase: "Switching Protocols"))
            }
            try await withServer(responder: responder) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send("GET / HTTP/1.1\r\nHost: t\r\nX-Evil-Echo: ok\r\n\r\n")
                #expect(try client.readResponse().status == 500)
            }
        }
    }
}

extension LoopbackSocketTests {
    @Suite("Connection: close both ways")
    struct ConnectionCloseTests {
        @Test func clientAndHandlerCanEachCloseTheConnection() async throws {
            let responder = ClosureResponder { request in
                request.path == "/bye"
                    ? HTTPResponse(status: .ok, fields: ["Connection": "close"], body: Array("bye".utf8))
                    : HTTPResponse(text: "hi")
            }
            try await withServer(responder: responder) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send(
                    "GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\nGET /ignored HTTP/1.1\r\nHost: t\r\n\r\n")
                let first = try client.readResponse()
                #expect(first.header("Connection") == "close")
                #expect(String(decoding: first.body, as: UTF8.self) == "hi")
                #expect(try client.readAllUntilClose().isEmpty)

                let second = try RawHTTPClient(port: port)
                try second.send("GET /bye HTTP/1.1\r\nHost: t\r\n\r\n")
                let response = try second.readResponse()
                #expect(response.header("Connection") == "close")
                #expect(String(decoding: response.body, as: UTF8.self) == "bye")
                #expect(second.waitForClose())
            }
        }
    }
}

extension LoopbackSocketTests {
    @Suite("Back-pressure")
    struct BackPressureTests {
        @Test func pipelinedRequestsBeyondTheCapAreThrottledNotDropped() async throws {
            var configuration = testConfiguration()
            configuration.maxPipelinedRequests = 2
            try await withServer(configuration) { server, port in
                let client = try RawHTTPClient(port: port)
                try client.send((0..<25).map { "GET /q\($0) HTTP/1.1\r\nHost: t\r\n\r\n" }.joined())
                for index in 0..<25 {
                    let response = try client.readResponse()
                    #expect(response.header("X-Path") == "/q\(index)")
                }
                #expect(server.metrics.requests == 25)
            }
        }

        /// Far more pipelined bytes than one read takes, with a cap of two: bytes left in the socket while reading
        /// is paused must be read when it resumes, though no new readiness event announces them.
        @Test func pipelinedBytesLeftInTheSocketWhilePausedAreStillAnswered() async throws {
            var configuration = testConfiguration()
            configuration.maxPipelinedRequests = 2
            try await withServer(configuration) { server, port in
                let client = try RawHTTPClient(port: port)
                let count = 6_000  // about 250 KB: four 64 KiB reads and more
                try client.send((0..<count).map { "GET /q\($0) HTTP/1.1\r\nHost: t\r\n\r\n" }.joined())
                for index in 0..<count {
                    let response = try client.readResponse()
                    guard response.header("X-Path") == "/q\(index)" else {
                        Issue.record("response \(index) was for \(response.header("X-Path") ?? "nothing")")
                        return
                    }
                }
                #expect(server.metrics.requests == count)
            }
        }

        /// A body larger than four reads' worth, all of it waiting in the socket when the loop gets to it (the loop is
        /// held up by another request meanwhile): the loop reads four buffers per turn and must come back for the rest
        /// by itself, since no more bytes arrive to announce it.
        @Test func bufferedUploadLargerThanOneTurnsReadsArrivesWhole() async throws {
            let body = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 13) }
            let responder = ClosureResponder { request in
                if request.path == "/hold" { usleep(300_000) }
                return echoResponder.respond(to: request)
            }
            var configuration = testConfiguration(limits: HTTPParserLimits(maxBodyBytes: 8 << 20))
            configuration.loopCount = 1
            try await withServer(configuration, responder: responder) { _, port in
                let uploader = try RawHTTPClient(port: port)
                let upload =
                    Array("POST /upload HTTP/1.1\r\nHost: t\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body
                // Warm-up uploads grow the server socket's receive window, so the next upload fits in it whole.
                for _ in 0..<4 {
                    try uploader.send(upload)
                    #expect(try uploader.readResponse().body == body)
                }
                let holder = try RawHTTPClient(port: port)
                try holder.send("GET /hold HTTP/1.1\r\nHost: t\r\n\r\n")
                usleep(50_000)
                try uploader.send(upload)
                let response = try uploader.readResponse()
                #expect(response.status == 200)
                #expect(response.body == body)
                #expect(try holder.readResponse().status == 200)
            }
        }

        @Test func largeResponseToASlowReaderArrivesWhole() async throws {
            let big = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let responder = ClosureResponder { _ in HTTPResponse(body: big) }
            try await withServer(responder: responder) { _, port in
                let client = try RawHTTPClient(port: port)
                var shrink: Int32 = 16384
                setsockopt(client.fd, SOL_SOCKET, SO_RCVBUF, &shrink, socklen_t(MemoryLayout<Int32>.size))
                try client.send("GET /big HTTP/1.1\r\nHost: t\r\n\r\nGET /again HTTP/1.1\r\nHost: t\r\n\r\n")
                usleep(300_000)  // let the server hit EAGAIN and wait for EPOLLOUT
                let first = try client.readResponse()
                #expect(first.body.count == big.count)
                #expect(first.body == big)
                let second = try client.readResponse()
                #expect(second.body.count == big.count)
            }
        }
    }
}
