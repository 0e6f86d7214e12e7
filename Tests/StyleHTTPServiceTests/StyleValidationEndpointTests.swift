import Foundation
import StrictJSON
import StyleHTTPService
import Testing

@Suite("POST /v1/styles/{name}/validate (the checks of a put, without writing)", .serialized)
struct StyleValidationEndpointTests {
    /// A document the put refuses, and the status and pointers both answers carry.
    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        var body: String
        var status: Int
        var type: String
        var pointers: [String]
        var testDescription: String { "\(name): \(type)" }
    }

    static let refusals: [Refusal] = [
        Refusal(
            name: "broken", body: #"{"extends": "cell", "overrides": {"background": {"cornerRadius": "round"}}}"#,
            status: 422, type: "/problems/invalid-value", pointers: ["/overrides/background/cornerRadius"]),
        Refusal(
            name: "orphan", body: #"{"extends": "nowhere"}"#, status: 422, type: "/problems/invalid-value",
            pointers: ["/extends"]),
        Refusal(
            name: "ruled", body: #"{"extends": "cell", "rules": [{"when": {"customStates": {"x": true}}, "set": {}}]}"#,
            status: 422, type: "/problems/invalid-value", pointers: ["/rules/0/when/customStates/x"]),
        Refusal(
            name: "cell", body: #"{"extends": "cell"}"#, status: 403, type: "/problems/built-in-style", pointers: []),
        Refusal(
            name: ".hidden", body: #"{"extends": "cell"}"#, status: 422, type: "/problems/invalid-style-name",
            pointers: []),
        Refusal(
            name: "unparsed", body: #"{"extends": "cell""#, status: 400, type: "/problems/malformed-json",
            pointers: [""]),
    ]

    @Test(arguments: refusals)
    func aRefusedDocumentGetsThePutsOwnProblemAndNothingIsWritten(_ refusal: Refusal) async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let validated = try await harness.send("POST", "/v1/styles/\(refusal.name)/validate", body: refusal.body)
        #expect(validated.status == refusal.status)
        #expect(validated.header("Content-Type") == "application/problem+json")
        #expect(validated.json?["type"]?.stringValue == refusal.type)
        #expect(validated.problemPointers == refusal.pointers)
        let put = try await harness.send("PUT", "/v1/styles/\(refusal.name)", body: refusal.body)
        #expect(put.status == validated.status)
        #expect(put.body == validated.body, "the validation answers the put's problem byte for byte")
    }

    @Test func aValidDocumentSaysWhetherThePutWouldCreateItAndWritesNothing() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let document = #"{"extends": "insetGroupedCell", "overrides": {"background": {"cornerRadius": 12}}}"#
        let before = try await harness.send("GET", "/v1/styles")
        let fresh = try await harness.send("POST", "/v1/styles/brandCell/validate", body: document)
        #expect(fresh.status == 200)
        #expect(
            fresh.text == #"{"name":"brandCell","valid":true,"creates":true,"write":{"allowed":true}}"#,
            "a loopback client without a token may write when no token is configured")
        #expect(fresh.header("Cache-Control") == "no-cache")
        #expect(try await harness.send("GET", "/v1/styles/brandCell").status == 404, "nothing was written")
        let after = try await harness.send("GET", "/v1/styles")
        #expect(after.json?["registryVersion"] == before.json?["registryVersion"], "nothing was published")

        #expect(try await harness.send("PUT", "/v1/styles/brandCell", body: document).status == 201)
        let existing = try await harness.send("POST", "/v1/styles/brandCell/validate", body: document)
        #expect(existing.json?["creates"]?.boolValue == false, "a put now replaces the style (200)")
    }

    @Test func aStyleExtendingTheEditedOneThatWouldBreakIsReported() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let parent = #"{"extends": "cell", "keys": {"com.example.isArchived": {"type": "boolean", "default": false}}}"#
        #expect(try await harness.send("PUT", "/v1/styles/parent", body: parent).status == 201)
        let child =
            #"{"extends": "parent", "rules": [{"when": {"customStates": {"com.example.isArchived": true}}, "#
            + #""set": {"background": {"cornerRadius": 4}}}]}"#
        #expect(try await harness.send("PUT", "/v1/styles/child", body: child).status == 201)
        let validated = try await harness.send("POST", "/v1/styles/parent/validate", body: #"{"extends": "cell"}"#)
        #expect(validated.status == 422)
        #expect(
            validated.json?["errors"]?[0]?["message"]?.stringValue?.hasPrefix(
                #"style "child", which extends this one, would fail"#) == true)
    }

    /// What the service's write rules make of the validating request: the answer's `write`.
    struct WriteRule: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var readOnly = false
        var adminToken: String?
        var authorization: String?
        var allowed: Bool
        var problem: String?
    }

    static let writeRules: [WriteRule] = [
        WriteRule(testDescription: "loopback, no token configured", allowed: true),
        WriteRule(
            testDescription: "read-only", readOnly: true, allowed: false, problem: "/problems/read-only"),
        WriteRule(
            testDescription: "token configured, none sent", adminToken: "t0ken", allowed: false,
            problem: "/problems/unauthorized"),
        WriteRule(
            testDescription: "token configured, wrong one sent", adminToken: "t0ken", authorization: "Bearer nope",
            allowed: false, problem: "/problems/unauthorized"),
        WriteRule(
            testDescription: "token configured and sent", adminToken: "t0ken", authorization: "Bearer t0ken",
            allowed: true),
    ]

    @Test(arguments: writeRules)
    func theAnswerSaysWhetherThisRequestCouldWrite(_ rule: WriteRule) async throws {
        let harness = try ServiceHarness {
            $0.readOnly = rule.readOnly
            $0.adminToken = rule.adminToken
        }
        defer { harness.stop() }
        let reply = try await harness.send(
            "POST", "/v1/styles/brandCell/validate", body: #"{"extends": "cell"}"#,
            headers: rule.authorization.map { ["Authorization": $0] } ?? [:])
        #expect(reply.status == 200, "validation is a read: it answers whatever the write rules")
        #expect(reply.json?["valid"]?.boolValue == true)
        #expect(reply.json?["write"]?["allowed"]?.boolValue == rule.allowed)
        #expect(reply.json?["write"]?["problem"]?["type"]?.stringValue == rule.problem)
        let put = try await harness.send(
            "PUT", "/v1/styles/brandCell", body: #"{"extends": "cell"}"#,
            headers: rule.authorization.map { ["Authorization": $0] } ?? [:])
        #expect((200..<300).contains(put.status) == rule.allowed)
        if let problem = rule.problem {
            #expect(put.json?["type"]?.stringValue == problem, "the put meets the refusal the validation named")
            #expect(reply.json?["write"]?["problem"]?["status"]?.intValue == put.status)
        }
    }
}
