import Foundation
import StrictJSON
import StyleHTTPService
import Testing

@testable import style_resolver

/// `--max-styles` and `--max-style-bytes`: a write past either gets its own problem, with a pointer and the limit.
@Suite("Registry limits")
struct RegistryLimitsEndpointTests {
    @Test func theFlagsAndTheirVariablesSetTheCaps() throws {
        let flags = try StyleResolverCommand.parse(
            arguments: ["--max-styles", "500", "--max-style-bytes", "262144"], environment: [:]
        ).get()
        var expected = ServiceSettings()
        expected.maxStyles = 500
        expected.maxStyleBytes = 262_144
        #expect(flags == .serve(expected))
        let variables = try StyleResolverCommand.parse(
            arguments: [],
            environment: ["STYLE_RESOLVER_MAX_STYLES": "500", "STYLE_RESOLVER_MAX_STYLE_BYTES": "262144"]
        ).get()
        #expect(variables == .serve(expected))
        #expect(ServiceSettings().maxStyles == 10_000)
        #expect(ServiceSettings().maxStyleBytes == 65_536)
        for bad in ["0", "many", "1000001"] {
            let parsed = StyleResolverCommand.parse(arguments: ["--max-styles", bad], environment: [:])
            #expect(parsed == .failure(UsageError("--max-styles expects 1 to 1000000, got \(bad)")))
        }
        let small = StyleResolverCommand.parse(arguments: ["--max-style-bytes", "1023"], environment: [:])
        #expect(small == .failure(UsageError("--max-style-bytes expects 1024 to 67108864, got 1023")))
        #expect(StyleResolverCommand.helpText.contains("--max-styles N"))
        #expect(StyleResolverCommand.helpText.contains("--max-style-bytes N"))
    }

    @Test func aLargeDocumentGets413AndAFullRegistry409() async throws {
        let harness = try ServiceHarness { settings in
            settings.maxStyles = 2
            settings.maxStyleBytes = 1_024
        }
        defer { harness.stop() }
        let large = #"{ "extends": "cell", "description": "\#(String(repeating: "x", count: 2_000))" }"#
        for path in ["/v1/styles/large", "/v1/styles/large/validate"] {
            let method = path.hasSuffix("validate") ? "POST" : "PUT"
            let reply = try await harness.send(method, path, body: large)
            #expect(reply.status == 413, "\(method) \(path)")
            #expect(reply.header("Content-Type") == "application/problem+json")
            #expect(reply.json?["type"]?.stringValue == "/problems/style-too-large")
            #expect(reply.problemPointers == [""])
            #expect(
                reply.json?["errors"]?[0]?["message"]?.stringValue
                    == "expected a document of at most 1024 bytes (compact JSON), found 2035")
        }

        let plain = #"{ "extends": "cell" }"#
        #expect(try await harness.send("PUT", "/v1/styles/first", body: plain).status == 201)
        #expect(try await harness.send("PUT", "/v1/styles/second", body: plain).status == 201)
        let third = try await harness.send("PUT", "/v1/styles/third", body: plain)
        #expect(third.status == 409)
        #expect(third.json?["type"]?.stringValue == "/problems/too-many-styles")
        #expect(third.problemPointers == [""])
        #expect(third.json?["errors"]?[0]?["message"]?.stringValue == "expected at most 2 styles in the registry")
        #expect(try await harness.send("PUT", "/v1/styles/second", body: plain).status == 200, "replacing works")
        #expect(try await harness.send("GET", "/problems/too-many-styles").status == 200)
    }

    /// A large document that does not decode is told what is wrong with it (422), not that it is large: its author
    /// must mend that first, and a contract checker counts a 413 for an invalid document as accepting it.
    @Test func aLargeInvalidDocumentGets422() async throws {
        let harness = try ServiceHarness { $0.maxStyleBytes = 1_024 }
        defer { harness.stop() }
        let rules = Array(repeating: #"{ "when": { "isSelected": true }, "set": {} }"#, count: 40)
        let large = #"{ "extends": "cell", "colour": 1, "rules": [\#(rules.joined(separator: ", "))] }"#
        #expect(large.utf8.count > 1_024)
        let reply = try await harness.send("PUT", "/v1/styles/large", body: large)
        #expect(reply.status == 422)
        #expect(reply.json?["type"]?.stringValue == "/problems/invalid-value")
        #expect(reply.problemPointers == ["/colour"])
    }
}
