import EpollHTTP
import Glibc
import TestSupport
import Testing

extension LoopbackSocketTests {
    /// Slow and greedy clients against a real server on loopback, with short limits: the per-peer connection cap, a
    /// body that drips, and a reader that takes too little of a large answer.
    @Suite("Slow clients over loopback sockets", .serialized)
    struct SlowClientEndToEndTests {
        @Test func aPeerOverItsCapGets503WhileAnotherPeerIsServed() async throws {
            var configuration = testConfiguration(maxConnections: 100)
            configuration.maxConnectionsPerPeer = 2
            try await withServer(configuration, rejectionResponder: textRejectionResponder) { server, port in
                var held: [RawHTTPClient] = []
                for _ in 0..<2 {
                    let client = try RawHTTPClient(port: port)
                    try client.send("GET /held HTTP/1.1\r\nHost: t\r\n\r\n")
                    #expect(try client.readResponse().status == 200)
                    held.append(client)
                }
                let third = try RawHTTPClient(port: port)
                let refused = try? third.readResponse()
                #expect(refused?.status == 503)
                #expect(
                    refused.map { String(decoding: $0.body, as: UTF8.self) }
                        == "503: Too many connections from your address; try again later.")
                #expect(third.waitForClose())
                // Another address of this machine is another peer: served while 127.0.0.1 is at its cap.
                let other = try RawHTTPClient(port: port, sourceAddress: "127.0.0.2")
                try other.send("GET /other HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(try other.readResponse().status == 200)
                #expect(server.metrics.openConnections == 3)
                // Once one of the peer's connections closes, it may open another.
                held.removeFirst()
                #expect(eventually(within: 2) { server.metrics.openConnections == 2 })
                let again = try RawHTTPClient(port: port)
                try again.send("GET /again HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(try again.readResponse().status == 200)
                #expect(server.metrics.rejectedConnections == 1)
            }
        }

        @Test func aBodyDrippingFasterThanTheStallTimeoutIsAnswered408AtItsDeadline() async throws {
            var configuration = testConfiguration(bodyTimeout: .seconds(5))
            configuration.bodyDeadline = .seconds(1)
            try await withServer(configuration, rejectionResponder: textRejectionResponder) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send("POST /upload HTTP/1.1\r\nHost: t\r\nContent-Length: 1000\r\n\r\nx")
                let started = monotonicSeconds()
                var dripped = 1
                // A byte every 100 ms, far inside the five-second stall timeout, until the answer arrives: on this
                // thread, as the slowloris test drips, so no busy task pool can hold the drips back.
                var answer = pollfd(fd: client.fd, events: Int16(POLLIN), revents: 0)
                while poll(&answer, 1, 0) == 0, monotonicSeconds() - started < 6 {
                    usleep(100_000)
                    guard (try? client.send("x")) != nil else { break }
                    dripped += 1
                }
                let response = try client.readResponse()
                let elapsed = monotonicSeconds() - started
                #expect(response.status == 408)
                #expect(String(decoding: response.body, as: UTF8.self).hasPrefix("408: "))
                #expect(elapsed >= 0.9 && elapsed < 2.5, "answered after \(elapsed) s")
                #expect(dripped >= 5, "the body kept arriving")
                #expect(client.waitForClose())
            }
        }

        @Test func aReaderTakingTooLittleOfALargeAnswerIsClosedAtTheEndOfItsWindow() async throws {
            let large = [UInt8](repeating: UInt8(ascii: "z"), count: 32 << 20)
            let responder = ClosureResponder { _ in HTTPResponse(body: large) }
            var configuration = testConfiguration(writeTimeout: .seconds(10))
            configuration.minimumSendRate = 4 << 20
            configuration.sendRateWindow = .seconds(1)
            try await withServer(configuration, responder: responder) { server, port in
                let client = try RawHTTPClient(port: port)
                try client.send("GET /large HTTP/1.1\r\nHost: t\r\n\r\n")
                let started = monotonicSeconds()
                // 16 KiB every 200 ms: the answer moves all the time, far below four MiB a second.
                var closedAfter: Double?
                var chunk = [UInt8](repeating: 0, count: 16 * 1_024)
                while closedAfter == nil && monotonicSeconds() - started < 8 {
                    _ = chunk.withUnsafeMutableBytes { recv(client.fd, $0.baseAddress, $0.count, 0) }
                    usleep(200_000)
                    if server.metrics.openConnections == 0 { closedAfter = monotonicSeconds() - started }
                }
                let elapsed = try #require(closedAfter, "the slow reader was never closed")
                #expect(elapsed < 3.5, "closed after \(elapsed) s")
            }
        }

        @Test func theMemoryOfReadersThatWereCutOffIsGivenBackToTheSystem() async throws {
            // A fresh 8 MiB answer each, so every connection holds output of its own.
            let responder = ClosureResponder { _ in HTTPResponse(body: [UInt8](repeating: 0x7A, count: 8 << 20)) }
            var configuration = testConfiguration(writeTimeout: .seconds(10))
            configuration.loopCount = 1
            configuration.minimumSendRate = 4 << 20
            configuration.sendRateWindow = .milliseconds(500)
            try await withServer(configuration, responder: responder) { server, port in
                var readers: [RawHTTPClient] = []
                for _ in 0..<6 {
                    let reader = try RawHTTPClient(port: port)
                    try reader.send("GET /large HTTP/1.1\r\nHost: t\r\n\r\n")
                    readers.append(reader)
                }
                #expect(eventually(within: 2) { server.metrics.requests == 6 })
                // None reads: each is cut off at its window's end, dropping the megabytes the kernel did not take.
                #expect(eventually(within: 5) { server.metrics.openConnections == 0 })
                #expect(eventually(within: 1) { server.metrics.memoryReturns >= 1 })
                #expect(readers.count == 6)
            }
        }
    }
}
