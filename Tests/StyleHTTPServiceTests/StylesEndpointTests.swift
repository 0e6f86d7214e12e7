import Foundation
import StrictJSON
import StyleDefinitions
import StyleHTTPService
import Testing

@testable import style_resolver

@Suite("Styles, health and protocol behaviour", .serialized)
struct StylesEndpointTests {
    @Test func stylesCanBeCreatedReadCachedReplacedAndDeleted() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let list = try await harness.send("GET", "/v1/styles")
        #expect(list.status == 200)
        let etag = try #require(list.header("ETag"))
        #expect(list.json?["styles"]?.arrayValue?.count == BuiltInStyles.all.count)
        let notModified = try await harness.send("GET", "/v1/styles", headers: ["If-None-Match": etag])
        #expect(notModified.status == 304)
        #expect(notModified.body.isEmpty)

        let created = try await harness.send(
            "PUT", "/v1/styles/brandCell",
            body: #"{"extends": "insetGroupedCell", "overrides": {"background": {"cornerRadius": 12}}}"#)
        #expect(created.status == 201)
        #expect(created.header("Location") == "/v1/styles/brandCell")
        let replaced = try await harness.send(
            "PUT", "/v1/styles/brandCell",
            body: #"{"extends": "insetGroupedCell", "overrides": {"background": {"cornerRadius": 14}}}"#)
        #expect(replaced.status == 200)
        let stale = try await harness.send("GET", "/v1/styles", headers: ["If-None-Match": etag])
        #expect(stale.status == 200, "the registry changed, so the old ETag no longer matches")

        let one = try await harness.send("GET", "/v1/styles/brandCell")
        #expect(one.json?["document"]?["overrides"]?["background"]?["cornerRadius"]?.intValue == 14)
        #expect(one.json?["kind"]?.stringValue == "user")
        let builtIn = try await harness.send("GET", "/v1/styles/valueCell")
        #expect(builtIn.json?["document"]?["content"]?.stringValue == "valueCell")

        let forbidden = try await harness.send("PUT", "/v1/styles/cell", body: #"{"extends": "cell"}"#)
        #expect(forbidden.status == 403)
        let invalid = try await harness.send(
            "PUT", "/v1/styles/broken",
            body: #"{"extends": "brandCell", "rules": [{"when": {"customStates": {"x": true}}, "set": {}}]}"#)
        #expect(invalid.status == 422)
        #expect(invalid.problemPointers == ["/rules/0/when/customStates/x"])
        let badName = try await harness.send("PUT", "/v1/styles/.hidden", body: #"{"extends": "cell"}"#)
        #expect(badName.status == 422)

        let deleted = try await harness.send("DELETE", "/v1/styles/brandCell")
        #expect(deleted.status == 204)
        let gone = try await harness.send("GET", "/v1/styles/brandCell")
        #expect(gone.status == 404)
        #expect(gone.header("Content-Type") == "application/problem+json")
        let again = try await harness.send("DELETE", "/v1/styles/brandCell")
        #expect(again.status == 404)
    }

    /// A deleted style is gone from every read of it, its formats included; a CORS preflight of the same paths
    /// still answers 204, since a preflight asks only whether the real request may be sent (its 404 then reaches
    /// the page). Stands in for schemathesis's use-after-free check, which counts the preflight's 204 as the style.
    @Test func aDeletedStyleIsGoneFromEveryReadButItsPreflight() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        #expect(try await harness.send("PUT", "/v1/styles/brandCell", body: #"{"extends": "cell"}"#).status == 201)
        let reads = [
            "/v1/styles/brandCell", "/v1/styles/brandCell/stylesheet.css", "/v1/styles/brandCell/tokens.json",
            "/v1/styles/brandCell/tokens.resolver.json",
        ]
        for path in reads { #expect(try await harness.send("GET", path).status == 200, "\(path) before") }
        #expect(try await harness.send("DELETE", "/v1/styles/brandCell").status == 204)
        for path in reads { #expect(try await harness.send("GET", path).status == 404, "\(path) after") }
        let matrix = try await harness.send("POST", "/v1/styles/brandCell/matrix", body: "{}")
        #expect(matrix.status == 404)
        let preflight = try await harness.send(
            "OPTIONS", "/v1/styles/brandCell/validate",
            headers: ["Origin": "https://a.example", "Access-Control-Request-Method": "POST"])
        #expect(preflight.status == 204)
    }

    @Test func conflictsAndOversizedBodiesHaveTheirStatus() async throws {
        let harness = try ServiceHarness { $0.maximumBodyBytes = 2_048 }
        defer { harness.stop() }
        #expect(try await harness.send("PUT", "/v1/styles/parent", body: #"{"extends": "cell"}"#).status == 201)
        #expect(try await harness.send("PUT", "/v1/styles/child", body: #"{"extends": "parent"}"#).status == 201)
        let conflict = try await harness.send("DELETE", "/v1/styles/parent")
        #expect(conflict.status == 409)
        #expect(conflict.json?["detail"]?.stringValue?.contains("\"child\"") == true)
        let large = try await harness.send(
            "POST", "/v1/resolve",
            body: #"{"style": "cell", "content": {"text": "\#(String(repeating: "x", count: 4_000))"}}"#)
        #expect(large.status == 413)
        #expect(large.header("Content-Type") == "application/problem+json")
    }

    @Test func stylesSurviveARestart() async throws {
        let first = try ServiceHarness()
        let put = try await first.send("PUT", "/v1/styles/archivedCell", body: archivedCellDocument)
        #expect(put.status == 201)
        first.stop(removingData: false)
        let second = try ServiceHarness(dataDirectory: first.dataDirectory)
        defer { second.stop() }
        let reply = try await second.send(
            "POST", "/v1/resolve",
            body: """
                {"style": "archivedCell", "state": {"customStates": {"com.my-app.MyCell.isArchived": true}}}
                """)
        #expect(reply.status == 200)
        #expect(reply.json?["background"]?["visualEffect"]?.stringValue == "systemMaterial")
    }

    @Test func writesNeedTheTokenWhenOneIsConfigured() async throws {
        let harness = try ServiceHarness { $0.adminToken = "s3cret" }
        defer { harness.stop() }
        let missing = try await harness.send("PUT", "/v1/styles/a", body: #"{"extends": "cell"}"#)
        #expect(missing.status == 401)
        #expect(missing.header("WWW-Authenticate")?.hasPrefix("Bearer") == true)
        let wrong = try await harness.send(
            "PUT", "/v1/styles/a", body: #"{"extends": "cell"}"#, headers: ["Authorization": "Bearer s3creT"])
        #expect(wrong.status == 401)
        let right = try await harness.send(
            "PUT", "/v1/styles/a", body: #"{"extends": "cell"}"#, headers: ["Authorization": "Bearer s3cret"])
        #expect(right.status == 201)
        let reads = try await harness.send("GET", "/v1/styles/a")
        #expect(reads.status == 200, "reads need no token")
    }

    @Test func readOnlyRefusesWrites() async throws {
        let harness = try ServiceHarness { $0.readOnly = true }
        defer { harness.stop() }
        let put = try await harness.send("PUT", "/v1/styles/a", body: #"{"extends": "cell"}"#)
        #expect(put.status == 403)
        #expect(put.json?["type"]?.stringValue == "/problems/read-only")
    }

    @Test func corsPreflightAndHeaders() async throws {
        let harness = try ServiceHarness { $0.corsWriteOrigins = ["https://admin.example"] }
        defer { harness.stop() }
        let preflight = try await harness.send(
            "OPTIONS", "/v1/resolve",
            headers: [
                "Origin": "https://app.example", "Access-Control-Request-Method": "POST",
                "Access-Control-Request-Headers": "content-type",
            ])
        #expect(preflight.status == 204)
        #expect(preflight.header("Access-Control-Allow-Origin") == "*")
        #expect(preflight.header("Access-Control-Allow-Methods")?.contains("POST") == true)
        #expect(preflight.header("Access-Control-Allow-Headers")?.contains("Content-Type") == true)
        #expect(preflight.header("Access-Control-Allow-Headers")?.contains("X-Request-Id") == true)

        let read = try await harness.send(
            "POST", "/v1/resolve", body: #"{"style": "cell"}"#, headers: ["Origin": "https://app.example"])
        #expect(read.header("Access-Control-Allow-Origin") == "*")
        #expect(
            read.header("Access-Control-Expose-Headers") == "ETag, Location, Retry-After, X-Request-Id",
            "a page's script can read the tag, the request id and when to retry")

        let writeOther = try await harness.send(
            "OPTIONS", "/v1/styles/x",
            headers: ["Origin": "https://app.example", "Access-Control-Request-Method": "PUT"])
        #expect(writeOther.header("Access-Control-Allow-Origin") == nil)
        let writeAdmin = try await harness.send(
            "OPTIONS", "/v1/styles/x",
            headers: ["Origin": "https://admin.example", "Access-Control-Request-Method": "PUT"])
        #expect(writeAdmin.header("Access-Control-Allow-Origin") == "https://admin.example")
        // One path, several methods: a GET preflight (for If-None-Match) follows the read rule.
        let readPreflight = try await harness.send(
            "OPTIONS", "/v1/styles/x",
            headers: ["Origin": "https://app.example", "Access-Control-Request-Method": "GET"])
        #expect(readPreflight.header("Access-Control-Allow-Origin") == "*")
        #expect(readPreflight.header("Allow") == "GET, PUT, DELETE, HEAD, OPTIONS")
    }

    @Test func healthReadinessMetricsAndSpec() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        #expect(try await harness.send("GET", "/healthz").json?["status"]?.stringValue == "ok")
        let ready = try await harness.send("GET", "/readyz")
        #expect(ready.status == 200)
        #expect(ready.json?["registryVersion"]?.intValue == 1)
        _ = try await harness.send("POST", "/v1/resolve", body: #"{"style": "cell"}"#)
        _ = try await harness.send("POST", "/v1/resolve", body: #"{"style": "nope"}"#)
        let metrics = try await harness.send("GET", "/metrics")
        #expect(metrics.header("Content-Type")?.hasPrefix("text/plain") == true)
        #expect(
            metrics.text.contains(#"style_resolver_requests_total{route="/v1/resolve",method="POST",status="200"} 1"#))
        #expect(
            metrics.text.contains(#"style_resolver_requests_total{route="/v1/resolve",method="POST",status="404"} 1"#))
        #expect(metrics.text.contains("style_resolver_request_duration_seconds_count"))
        #expect(metrics.text.contains("style_resolver_registry_version 1"))
        #expect(metrics.text.contains("style_resolver_open_connections"))

        let spec = try await harness.send("GET", "/openapi.yaml")
        #expect(spec.status == 200)
        let file = try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../openapi.yaml"))
        #expect(
            spec.body == file,
            "the served spec is the repository's openapi.yaml, byte for byte (the EmbedResources plugin)")

        harness.service.api.beginDraining()
        #expect(try await harness.send("GET", "/readyz").status == 503)
    }

    @Test func concurrentWritersAndReadersOverHTTP() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        try await withThrowingTaskGroup(of: Int.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    var created = 0
                    for index in 0..<10 {
                        let reply = try await harness.send(
                            "PUT", "/v1/styles/w\(writer)-\(index)",
                            body: #"{"extends": "cell", "overrides": {"background": {"cornerRadius": \#(index)}}}"#)
                        if reply.status == 201 { created += 1 }
                    }
                    return created
                }
            }
            for _ in 0..<4 {
                group.addTask {
                    var ok = 0
                    for _ in 0..<20 {
                        let answer = try await harness.send("POST", "/v1/resolve", body: #"{"style": "sidebarCell"}"#)
                        if answer.status == 200 { ok += 1 }
                    }
                    return ok
                }
            }
            var total = 0
            for try await count in group { total += count }
            #expect(total == 40 + 80)
        }
        let list = try await harness.send("GET", "/v1/styles")
        #expect(list.json?["registryVersion"]?.intValue == 41)
        #expect(list.json?["styles"]?.arrayValue?.count == BuiltInStyles.all.count + 40)
    }
}

@Suite("Command line")
struct CommandLineTests {
    @Test func flagsWinOverEnvironmentAndDefaultsAreDocumented() throws {
        let defaults = try StyleResolverCommand.parse(arguments: [], environment: [:]).get()
        #expect(defaults == .serve(ServiceSettings()))
        let parsed = try StyleResolverCommand.parse(
            arguments: ["serve", "--port", "9000", "--read-only", "--log-format=text", "--styles-dir", "/etc/styles"],
            environment: [
                "STYLE_RESOLVER_PORT": "7000", "STYLE_RESOLVER_THREADS": "2", "STYLE_RESOLVER_ACCESS_LOG": "off",
                "STYLE_RESOLVER_DATA_DIR": "/var/lib/styles", "PORT": "6000",
            ]
        ).get()
        var expected = ServiceSettings()
        expected.port = 9000
        expected.readOnly = true
        expected.logFormat = .text
        expected.stylesDirectory = "/etc/styles"
        expected.threads = 2
        expected.accessLog = false
        expected.dataDirectory = "/var/lib/styles"
        #expect(parsed == .serve(expected))
        #expect(
            try StyleResolverCommand.parse(arguments: ["check-styles", "dir"], environment: [:]).get()
                == .checkStyles("dir", ServiceSettings()))
        var withTokens = ServiceSettings()
        withTokens.tokensPath = "brand/tokens.json"
        withTokens.tokensModeMap = [.light: "Day", .dark: "Night"]
        #expect(
            try StyleResolverCommand.parse(
                arguments: ["check-styles", "dir", "--tokens", "brand/tokens.json"],
                environment: ["STYLE_RESOLVER_TOKENS_MODE_MAP": "light=Day, dark=Night"]
            ).get() == .checkStyles("dir", withTokens))
        #expect(try StyleResolverCommand.parse(arguments: ["--help"], environment: [:]).get() == .help)
    }

    @Test(arguments: [
        ["--port", "70000"], ["--port"], ["--bogus"], ["--log-format", "xml"], ["--threads", "0"], ["launch"],
        ["check-styles"], ["serve", "extra"],
    ])
    func mistakesAreReported(_ arguments: [String]) {
        guard case .failure(let error) = StyleResolverCommand.parse(arguments: arguments, environment: [:]) else {
            Issue.record("accepted \(arguments)")
            return
        }
        #expect(!error.message.isEmpty)
    }

    @Test func helpNamesEveryOptionAndVariable() {
        for (flag, variable) in StyleResolverCommand.valueFlags {
            #expect(StyleResolverCommand.helpText.contains(flag))
            #expect(StyleResolverCommand.helpText.contains("STYLE_RESOLVER_" + variable))
        }
    }
}
