import Glibc
import TestSupport
import Testing

@testable import EpollHTTP

@Suite("Router, fields, serializer, timers")
struct RouterAndMessageTests {
    static func router() -> Router {
        var router = Router()
        router.get("/v1/styles") { _ in HTTPResponse(text: "list") }
        router.get("/v1/styles/{name}") { request in HTTPResponse(text: "get \(request.pathParameters["name"] ?? "")") }
        router.put("/v1/styles/{name}") { request in
            HTTPResponse(status: .created, text: "put \(request.pathParameters["name"] ?? "")")
        }
        router.post("/v1/resolve") { request in HTTPResponse(body: request.body) }
        return router
    }

    func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func routesByMethodAndPathWithParameters() {
        let router = Self.router()
        #expect(text(router.respond(to: HTTPRequest(method: .get, target: "/v1/styles"))) == "list")
        #expect(
            text(router.respond(to: HTTPRequest(method: .get, target: "/v1/styles/plain%20cell?x=1")))
                == "get plain cell")
        #expect(text(router.respond(to: HTTPRequest(method: .get, target: "/v1/styles/a%2Fb"))) == "get a/b")
        let put = router.respond(to: HTTPRequest(method: .put, target: "/v1/styles/x"))
        #expect(put.status == .created)
        #expect(text(put) == "put x")
        #expect(
            text(router.respond(to: HTTPRequest(method: .post, target: "/v1/resolve", body: [1, 2, 3]))).utf8.count == 3
        )
    }

    /// A later registration for the same method and path replaces the handler; another method on the path is added
    /// beside it (the handlers are a list found by method, no longer a dictionary).
    @Test func aLaterRegistrationReplacesTheHandlerOfItsMethodOnly() {
        var router = Self.router()
        router.get("/v1/styles") { _ in HTTPResponse(text: "list again") }
        router.post("/v1/styles") { _ in HTTPResponse(text: "posted") }
        router.get("/v1/styles/{name}") { request in
            HTTPResponse(text: "other \(request.pathParameters["name"] ?? "")")
        }
        #expect(text(router.respond(to: HTTPRequest(method: .get, target: "/v1/styles"))) == "list again")
        #expect(text(router.respond(to: HTTPRequest(method: .head, target: "/v1/styles"))) == "list again")
        #expect(text(router.respond(to: HTTPRequest(method: .post, target: "/v1/styles"))) == "posted")
        #expect(text(router.respond(to: HTTPRequest(method: .get, target: "/v1/styles/x"))) == "other x")
        #expect(text(router.respond(to: HTTPRequest(method: .put, target: "/v1/styles/x"))) == "put x")
        let delete = router.respond(to: HTTPRequest(method: .delete, target: "/v1/styles"))
        #expect(delete.fields[.allow] == "GET, HEAD, OPTIONS, POST")
    }

    @Test func literalRoutesMatchEncodedAndRedundantSlashFormsToo() {
        let router = Self.router()
        #expect(text(router.respond(to: HTTPRequest(method: .get, target: "//v1///styles/"))) == "list")
        #expect(text(router.respond(to: HTTPRequest(method: .get, target: "/v1/st%79les"))) == "list")
        #expect(router.respond(to: HTTPRequest(method: .get, target: "/v1/styles%2Fx")).status == .notFound)
    }

    @Test func unknownPathIs404AndWrongMethodIs405WithAllow() {
        let router = Self.router()
        #expect(router.respond(to: HTTPRequest(method: .get, target: "/v2/styles")).status == .notFound)
        #expect(router.respond(to: HTTPRequest(method: .get, target: "/v1/styles/a/b")).status == .notFound)
        let wrong = router.respond(to: HTTPRequest(method: .delete, target: "/v1/styles/a"))
        #expect(wrong.status == .methodNotAllowed)
        #expect(wrong.fields["allow"] == "GET, HEAD, OPTIONS, PUT")
        let post = router.respond(to: HTTPRequest(method: .get, target: "/v1/resolve"))
        #expect(post.status == .methodNotAllowed)
        #expect(post.fields["Allow"] == "OPTIONS, POST")
    }

    @Test func rejectionResponderShapesTheRoutersOwnAnswersButNotAllow() {
        var router = Self.router()
        router.rejectionResponder = textRejectionResponder
        let missing = router.respond(to: HTTPRequest(method: .get, target: "/v2/styles"))
        #expect(missing.status == .notFound)
        #expect(text(missing) == "404: No resource lives at this path.")
        let wrong = router.respond(to: HTTPRequest(method: .delete, target: "/v1/styles/a"))
        #expect(wrong.status == .methodNotAllowed)
        #expect(text(wrong) == "405: This path does not answer DELETE; it answers GET, HEAD, OPTIONS, PUT.")
        #expect(wrong.fields.values(for: "Allow") == ["GET, HEAD, OPTIONS, PUT"], "the router owns Allow")
        let undecodable = router.respond(to: HTTPRequest(method: .get, target: "/v1/styles/%FF"))
        #expect(undecodable.status == .badRequest)
        #expect(text(undecodable).hasPrefix("400: "))
        let found = router.respond(to: HTTPRequest(method: .get, target: "/v1/styles"))
        #expect(text(found) == "list", "answers from handlers are untouched")
    }

    @Test func headFallsBackToGetAndOptionsListsMethods() {
        let router = Self.router()
        #expect(text(router.respond(to: HTTPRequest(method: .head, target: "/v1/styles"))) == "list")
        let options = router.respond(to: HTTPRequest(method: .options, target: "/v1/styles/a"))
        #expect(options.status == .noContent)
        #expect(options.fields["Allow"] == "GET, HEAD, OPTIONS, PUT")
        let star = router.respond(to: HTTPRequest(method: .options, target: "*"))
        #expect(star.status == .noContent)
        #expect(star.fields["Allow"] == "GET, HEAD, OPTIONS, POST, PUT")
    }

    @Test func fieldsAreCaseInsensitiveOrderedAndRejectInjection() {
        var fields: HTTPFields = ["Content-Type": "application/json"]
        fields.append(name: "Set-Cookie", value: "a=1")
        fields.append(name: "set-cookie", value: "b=2")
        #expect(fields["content-type"] == "application/json")
        #expect(fields.values(for: "SET-COOKIE") == ["a=1", "b=2"])
        #expect(fields.count == 3)
        let injected = fields.append(name: "X-Evil", value: "a\r\nInjected: yes")
        let badName = fields.append(name: "Bad Name", value: "v")
        #expect(!injected)
        #expect(!badName)
        #expect(fields.count == 3)
        fields["Content-Type"] = "text/plain"
        #expect(fields.values(for: "content-type") == ["text/plain"])
        fields["content-type"] = nil
        #expect(!fields.contains("Content-Type"))
        #expect(fields.map(\.name) == ["Set-Cookie", "set-cookie"])
    }

    @Test func serializerFramesTheBodyAndOwnsFramingFields() throws {
        let serializer = ResponseSerializer(serverName: "Test")
        var queue = OutboundQueue()
        var response = HTTPResponse(
            status: .ok, fields: ["Content-Length": "999", "X-A": "1", "Connection": "upgrade"],
            body: Array("hello".utf8))
        serializer.append(
            response, to: &queue, dateLine: Array("Date: D\r\n".utf8), omitBody: false, keepAlive: true,
            requestVersion: .http1_1)
        #expect(
            String(decoding: try drain(&queue), as: UTF8.self)
                == "HTTP/1.1 200 OK\r\nServer: Test\r\nDate: D\r\nX-A: 1\r\nContent-Length: 5\r\n\r\nhello")
        response.status = .noContent
        serializer.append(
            response, to: &queue, dateLine: [], omitBody: false, keepAlive: false, requestVersion: .http1_0)
        #expect(
            String(decoding: try drain(&queue), as: UTF8.self)
                == "HTTP/1.1 204 No Content\r\nServer: Test\r\nX-A: 1\r\nConnection: close\r\n\r\n")
        serializer.append(
            HTTPResponse(body: Array(repeating: 0x41, count: 1_234_567)), to: &queue, dateLine: [], omitBody: true,
            keepAlive: true, requestVersion: .http1_0)
        #expect(
            String(decoding: try drain(&queue), as: UTF8.self)
                == "HTTP/1.1 200 OK\r\nServer: Test\r\nContent-Length: 1234567\r\nConnection: keep-alive\r\n\r\n")
    }

    @Test func outboundQueueKeepsOrderAcrossBorrowedBodiesAndPartialWrites() throws {
        func pattern(_ count: Int, seed: UInt8) -> [UInt8] {
            (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7) &+ seed }
        }
        let large = pattern(300_000, seed: 1)  // borrowed
        let small = pattern(100, seed: 2)  // copied behind the borrowed body
        let second = pattern(200_000, seed: 3)  // large, but a body is already borrowed: copied too
        let third = pattern(OutboundQueue.borrowThreshold, seed: 4)
        var queue = OutboundQueue()
        queue.append { $0.append(contentsOf: Array("head-1".utf8)) }
        queue.appendBody(large)
        queue.append { $0.append(contentsOf: Array("head-2".utf8)) }
        queue.appendBody(small)
        queue.appendBody(second)
        #expect(queue.pendingBytes == 6 + large.count + 6 + small.count + second.count)
        // The socket buffer is far smaller than the output: every write is partial.
        let received = try drain(
            &queue,
            thenAppend: { queue in
                queue.append { $0.append(contentsOf: Array("head-3".utf8)) }
                queue.appendBody(third)
            })
        #expect(queue.isEmpty)
        #expect(received.count == 6 + large.count + 6 + small.count + second.count + 6 + third.count)
        var expected = Array("head-1".utf8) + large + Array("head-2".utf8) + small + second
        expected += Array("head-3".utf8) + third
        #expect(received == expected)
    }

    /// Sends a queue through a non-blocking socket pair and returns the bytes the other end read; `thenAppend` runs
    /// once after the first partial write, to queue more while output is pending.
    private func drain(
        _ queue: inout OutboundQueue, thenAppend: ((inout OutboundQueue) -> Void)? = nil
    ) throws -> [UInt8] {
        var fds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0, &fds) == 0 else {
            throw RawHTTPClient.Failure.connect(errno)
        }
        defer {
            _ = Glibc.close(fds[0])
            _ = Glibc.close(fds[1])
        }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var pendingAppend = thenAppend
        var stalls = 0
        while !queue.isEmpty && stalls < 1_000 {
            let written = queue.send(to: fds[0])
            if written < 0 && errno != EAGAIN { throw RawHTTPClient.Failure.connect(errno) }
            if let append = pendingAppend, !queue.isEmpty {
                append(&queue)
                pendingAppend = nil
            }
            var readAny = false
            while true {
                let count = chunk.withUnsafeMutableBytes { recv(fds[1], $0.baseAddress, $0.count, 0) }
                guard count > 0 else { break }
                received.append(contentsOf: chunk[..<count])
                readAny = true
            }
            stalls = readAny || written > 0 ? 0 : stalls + 1
        }
        return received
    }

    @Test func dateHeaderIsIMFFixdate() {
        var cache = DateHeaderCache()
        cache.update(wallSeconds: 784_111_777)  // RFC 9110's example instant
        #expect(String(decoding: cache.line, as: UTF8.self) == "Date: Sun, 06 Nov 1994 08:49:37 GMT\r\n")
        cache.update(wallSeconds: 0)
        #expect(String(decoding: cache.line, as: UTF8.self) == "Date: Thu, 01 Jan 1970 00:00:00 GMT\r\n")
    }

    @Test func timerWheelFiresDueEntriesOnlyAndAcrossWraps() {
        let tick: UInt64 = 10_000_000
        var wheel = TimerWheel(tickNanoseconds: tick, slotCount: 8, now: 0)
        wheel.schedule(1, at: wheel.tick(for: 30_000_000))
        wheel.schedule(2, at: wheel.tick(for: 200_000_000))  // beyond one turn of the wheel
        var due: [TimerWheel.Entry] = []
        wheel.advance(to: 20_000_000, collectingInto: &due)
        #expect(due.isEmpty)
        wheel.advance(to: 35_000_000, collectingInto: &due)
        #expect(due.map(\.token) == [1])
        due.removeAll()
        wheel.advance(to: 150_000_000, collectingInto: &due)
        #expect(due.isEmpty)
        #expect(wheel.count == 1)
        wheel.advance(to: 200_000_000, collectingInto: &due)
        #expect(due.map(\.token) == [2])
        #expect(wheel.count == 0)
    }

    /// The earliest entry's tick, wherever the wheel keeps it (beyond one turn too), and none once all fired.
    @Test func timerWheelKnowsItsEarliestEntry() {
        let tick: UInt64 = 10_000_000
        var wheel = TimerWheel(tickNanoseconds: tick, slotCount: 8, now: 0)
        #expect(wheel.earliestTick() == nil)
        wheel.schedule(1, at: wheel.tick(for: 200_000_000))  // tick 20, beyond one turn
        wheel.schedule(2, at: wheel.tick(for: 75_000_000))  // tick 8, rounded up
        wheel.schedule(3, at: wheel.tick(for: 120_000_000))  // tick 12, the same slot as tick 20
        #expect(wheel.earliestTick() == 8)
        var due: [TimerWheel.Entry] = []
        wheel.advance(to: 80_000_000, collectingInto: &due)
        #expect(due.map(\.token) == [2])
        #expect(wheel.earliestTick() == 12)
        wheel.advance(to: 200_000_000, collectingInto: &due)
        #expect(wheel.earliestTick() == nil && wheel.count == 0)
    }

    @Test func statusClampsInvalidCodesAndPhrases() {
        #expect(HTTPStatus(code: 42).code == 500)
        #expect(HTTPStatus(code: 299, reasonPhrase: "A\r\nB").reasonPhrase == "")
        #expect(HTTPStatus.notFound.description == "404 Not Found")
    }
}
