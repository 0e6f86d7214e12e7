import Foundation
import StrictJSON
import StyleDefinitions
import TestSupport
import Testing

@testable import StyleHTTPService
@testable import style_resolver

/// `GET /v1/events` on a real service over real sockets, read by a client that decodes the stream as it arrives.
@Suite("GET /v1/events", .serialized)
struct EventStreamTests {
    /// One server-sent event as the client read it.
    struct Event: Equatable {
        var id: String?
        var event: String?
        var data: String?
        var comment: String?
    }

    /// Reads the next message (up to its blank line) and splits its fields. Heartbeats are skipped unless
    /// `heartbeats` (a slow run may take longer than their interval between two changes).
    static func nextEvent(_ client: RawHTTPClient, heartbeats: Bool = false) throws -> Event {
        var event = try parse(client.read(through: "\n\n"))
        while !heartbeats && event == Event(comment: "heartbeat") { event = try parse(client.read(through: "\n\n")) }
        return event
    }

    /// The fields of one message.
    static func parse(_ text: String) -> Event {
        var event = Event()
        for line in text.split(separator: "\n") {
            if line.hasPrefix(":") {
                event.comment = String(line.dropFirst().drop { $0 == " " })
                continue
            }
            let parts = line.split(separator: ":", maxSplits: 1)
            let value = parts.count > 1 ? String(parts[1].drop { $0 == " " }) : ""
            switch parts.first {
            case "id": event.id = value
            case "event": event.event = value
            case "data": event.data = value
            default: break
            }
        }
        return event
    }

    static func change(_ version: Int, _ styles: [String]) -> Event {
        let names = styles.map { "\"\($0)\"" }.joined(separator: ",")
        return Event(id: "\(version)", event: "change", data: #"{"version":\#(version),"styles":[\#(names)]}"#)
    }

    static func reset(_ version: Int) -> Event {
        Event(id: "\(version)", event: "reset", data: #"{"version":\#(version)}"#)
    }

    /// A subscriber: connects, asks for the stream, checks the head and returns the client.
    static func subscribe(
        _ harness: ServiceHarness, lastEventID: String? = nil, headers: [String] = [],
        receiveBufferBytes: Int32? = nil
    ) throws -> RawHTTPClient {
        let client = try RawHTTPClient(
            port: harness.baseURL.port ?? 0, receiveBufferBytes: receiveBufferBytes)
        try client.get("/v1/events", headers: headers + (lastEventID.map { ["Last-Event-ID: \($0)"] } ?? []))
        #expect(client.status == 200)
        #expect(client.header("Content-Type") == "text/event-stream; charset=utf-8")
        #expect(client.header("Cache-Control") == "no-cache")
        #expect(client.header("Transfer-Encoding") == "chunked")
        return client
    }

    static func put(_ harness: ServiceHarness, _ name: String, extends base: String) async throws {
        let reply = try await harness.send("PUT", "/v1/styles/\(name)", body: #"{ "extends": "\#(base)" }"#)
        #expect([200, 201].contains(reply.status), "PUT \(name): \(reply.status) \(reply.text)")
    }

    /// The value of a metric in `/metrics`.
    static func metric(_ harness: ServiceHarness, _ name: String) async throws -> String? {
        let text = try await harness.send("GET", "/metrics").text
        return text.split(separator: "\n").first { $0.hasPrefix(name + " ") }.map {
            String($0.dropFirst(name.count + 1))
        }
    }

    /// Polls a metric until it has `value` (streams end on the loop's thread, shortly after their socket closes).
    static func waitForMetric(_ harness: ServiceHarness, _ name: String, _ value: String) async throws -> String? {
        var seen: String?
        for _ in 0..<100 {
            seen = try await metric(harness, name)
            if seen == value { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        return seen
    }

    @Test func aPutAndADeleteReachTwoSubscribersInOrder() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let subscribers = try (0..<2).map { _ in try Self.subscribe(harness) }
        for subscriber in subscribers { #expect(try Self.nextEvent(subscriber) == Event(id: "1")) }
        try await Self.put(harness, "brand", extends: "sidebarCell")
        try await Self.put(harness, "brandRow", extends: "brand")
        try await Self.put(harness, "brand", extends: "cell")
        #expect(try await harness.send("DELETE", "/v1/styles/brandRow").status == 204)
        for subscriber in subscribers {
            #expect(try Self.nextEvent(subscriber) == Self.change(2, ["brand"]))
            #expect(try Self.nextEvent(subscriber) == Self.change(3, ["brandRow"]))
            // A changed base changes the styles that extend it.
            #expect(try Self.nextEvent(subscriber) == Self.change(4, ["brand", "brandRow"]))
            #expect(try Self.nextEvent(subscriber) == Self.change(5, ["brandRow"]))
        }
        #expect(try await Self.metric(harness, "style_resolver_event_streams") == "2")
        #expect(try await Self.metric(harness, "style_resolver_events_sent_total") == "8")
    }

    @Test func lastEventIDResumesFromTheHistory() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        for name in ["one", "two", "three"] { try await Self.put(harness, name, extends: "cell") }
        let resumed = try Self.subscribe(harness, lastEventID: "2")
        #expect(try Self.nextEvent(resumed) == Self.change(3, ["two"]))
        #expect(try Self.nextEvent(resumed) == Self.change(4, ["three"]))
        // Then the live changes, each once.
        try await Self.put(harness, "four", extends: "cell")
        #expect(try Self.nextEvent(resumed) == Self.change(5, ["four"]))
        // A client that is up to date gets nothing until the next change.
        let current = try Self.subscribe(harness, lastEventID: "5")
        try await Self.put(harness, "five", extends: "cell")
        #expect(try Self.nextEvent(current) == Self.change(6, ["five"]))
        #expect(try Self.nextEvent(resumed) == Self.change(6, ["five"]))
    }

    @Test(arguments: [
        ("1", "older than the history"), ("0", "before the first version"), ("99", "a later version: not ours"),
        ("yesterday", "not a version"),
    ])
    func anIDTheHistoryCannotServeGetsAReset(lastEventID: String, why: String) async throws {
        let harness = try ServiceHarness { $0.eventHistoryLength = 2 }
        defer { harness.stop() }
        for name in ["one", "two", "three"] { try await Self.put(harness, name, extends: "cell") }
        let client = try Self.subscribe(harness, lastEventID: lastEventID)
        #expect(try Self.nextEvent(client) == Self.reset(4), "\(why)")
        try await Self.put(harness, "four", extends: "cell")
        #expect(try Self.nextEvent(client) == Self.change(5, ["four"]))
    }

    /// `Last-Event-ID` is bounded as openapi.yaml declares it (`maxLength: 64`): 64 characters resume (a reset: no
    /// version is that long), 65 are refused with a problem that says what the field takes.
    @Test func aLastEventIDOverItsDeclaredLengthIsRefused() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let longest = try Self.subscribe(harness, lastEventID: String(repeating: "7", count: 64))
        #expect(try Self.nextEvent(longest) == Self.reset(1))
        // Read with the streaming client: a stream wrongly opened would keep an ordinary client waiting.
        let refused = try RawHTTPClient(port: harness.baseURL.port ?? 0)
        try refused.get("/v1/events", headers: ["Last-Event-ID: " + String(repeating: "7", count: 65)])
        #expect(refused.status == 400)
        #expect(refused.header("Content-Type") == "application/problem+json")
        let problem = try JSONReader().parse(Array(refused.readToEnd().text.utf8))
        #expect(problem["type"]?.stringValue == "/problems/invalid-header-field")
        let error = problem["errors"]?[0]
        #expect(error?["pointer"]?.stringValue == "")
        #expect(
            error?["message"]?.stringValue
                == "header Last-Event-ID: expected at most 64 characters (the id of an event received), found 65")
        #expect(try await Self.metric(harness, "style_resolver_event_streams") == "1")
    }

    @Test func aQuietStreamGetsHeartbeats() async throws {
        let harness = try ServiceHarness { $0.eventHeartbeatInterval = .milliseconds(150) }
        defer { harness.stop() }
        let client = try Self.subscribe(harness)
        #expect(try Self.nextEvent(client, heartbeats: true) == Event(id: "1"))
        #expect(try Self.nextEvent(client, heartbeats: true) == Event(comment: "heartbeat"))
        #expect(try Self.nextEvent(client, heartbeats: true) == Event(comment: "heartbeat"))
        try await Self.put(harness, "brand", extends: "cell")
        // Heartbeats may come before it, but the change comes, then heartbeats again.
        #expect(try Self.nextEvent(client) == Self.change(2, ["brand"]))
        #expect(try Self.nextEvent(client, heartbeats: true) == Event(comment: "heartbeat"))
    }

    @Test func aSubscriberThatFallsBehindIsCutOffAndTheOthersGoOn() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        // A reader with a small receive buffer that never reads after the head, and one that reads.
        let slow = try Self.subscribe(harness, receiveBufferBytes: 4_096)
        let fast = try Self.subscribe(harness)
        #expect(try Self.nextEvent(fast) == Event(id: "1"))
        let streams = harness.service.api.eventStreams
        let names = (0..<400).map { "style\($0)WithAFairlyLongName" }
        var version: UInt64 = 1
        while try await Self.metric(harness, "style_resolver_event_streams_cut_off_total") == "0" && version < 5_000 {
            for _ in 0..<20 {
                version += 1
                streams.publish(RegistryChange(version: version, styles: names))
                #expect(try Self.nextEvent(fast).id == "\(version)")
            }
        }
        #expect(version < 5_000, "the slow subscriber was never cut off")
        #expect(try await Self.waitForMetric(harness, "style_resolver_event_streams", "1") == "1")
        let end = try slow.readToEnd()
        #expect(!end.clean, "a cut-off stream ends without its last chunk")
        // The fast subscriber still gets every change.
        streams.publish(RegistryChange(version: version + 1, styles: ["brand"]))
        #expect(try Self.nextEvent(fast) == Self.change(Int(version) + 1, ["brand"]))
    }

    @Test func drainEndsTheStreamsCleanly() async throws {
        let harness = try ServiceHarness()
        let clients = try (0..<3).map { _ in try Self.subscribe(harness) }
        for client in clients { #expect(try Self.nextEvent(client) == Event(id: "1")) }
        harness.stop()
        for client in clients {
            let end = try client.readToEnd()
            #expect(end.clean, "the stream ends with its last chunk")
            #expect(end.text.isEmpty)
            #expect(client.waitForClose())
        }
    }

    @Test func theStreamLimitAnswers503() async throws {
        let harness = try ServiceHarness { $0.maxEventStreams = 2 }
        defer { harness.stop() }
        var open = try (0..<2).map { _ in try Self.subscribe(harness) }
        let refused = try await harness.send("GET", "/v1/events")
        #expect(refused.status == 503)
        #expect(refused.header("Content-Type") == "application/problem+json")
        #expect(refused.header("Retry-After") == "5")
        #expect(refused.json?["type"]?.stringValue == "/problems/too-many-event-streams")
        #expect(try await Self.metric(harness, "style_resolver_event_streams_refused_total") == "1")
        // A stream that ends makes room for another.
        open.removeLast()
        #expect(try await Self.waitForMetric(harness, "style_resolver_event_streams", "1") == "1")
        open.append(try Self.subscribe(harness))
        #expect(try Self.nextEvent(open[1]) == Event(id: "1"))
    }

    @Test func corsAppliesAndHeadOpensNoStream() async throws {
        let harness = try ServiceHarness { $0.corsReadOrigins = ["https://app.example"] }
        defer { harness.stop() }
        let client = try Self.subscribe(harness, headers: ["Origin: https://app.example"])
        #expect(client.header("Access-Control-Allow-Origin") == "https://app.example")
        let preflight = try await harness.send(
            "OPTIONS", "/v1/events",
            headers: [
                "Origin": "https://app.example", "Access-Control-Request-Method": "GET",
                "Access-Control-Request-Headers": "last-event-id",
            ])
        #expect(preflight.header("Access-Control-Allow-Headers")?.contains("Last-Event-ID") == true)
        let head = try await harness.send("HEAD", "/v1/events")
        #expect(head.status == 200)
        #expect(try await Self.waitForMetric(harness, "style_resolver_event_streams", "1") == "1")
    }

    @Test func theFlagAndItsVariableSetTheLimit() throws {
        var expected = ServiceSettings()
        expected.maxEventStreams = 64
        #expect(
            try StyleResolverCommand.parse(arguments: ["--max-event-streams", "64"], environment: [:]).get()
                == .serve(expected))
        #expect(
            try StyleResolverCommand.parse(arguments: [], environment: ["STYLE_RESOLVER_MAX_EVENT_STREAMS": "64"])
                .get() == .serve(expected))
        #expect(
            StyleResolverCommand.parse(arguments: ["--max-event-streams", "-1"], environment: [:])
                == .failure(UsageError("--max-event-streams expects 0 to 1000000, got -1")))
        #expect(ServiceSettings().maxEventStreams == 5_000)
        #expect(ServiceSettings().eventHeartbeatInterval == .seconds(15))
    }
}
