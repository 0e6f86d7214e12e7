import Foundation
import StrictJSON
import StyleDefinitions
import Testing

/// The `hover` option and keys bound to selectors over HTTP: each refused value is a 422 at its pointer with what was
/// expected and the nearest name, and the answers that list a style's keys show the bindings.
@Suite("Hover over HTTP: problems and bound keys", .serialized)
struct HoverEndpointTests {
    /// Puts the test cell and returns the harness.
    static func harness() async throws -> ServiceHarness {
        let harness = try ServiceHarness()
        let put = try await harness.send("PUT", "/v1/styles/hotCell", body: HoverStylesheetTests.hotCellDocument)
        #expect(put.status == 201 || put.status == 200, "\(put.text)")
        return harness
    }

    /// The first problem of a reply: its pointer, message and suggestion.
    static func problem(_ reply: ServiceHarness.Reply) -> (pointer: String?, detail: String?, suggestion: String?) {
        let first = reply.json?["errors"]?[0]
        return (first?["pointer"]?.stringValue, first?["message"]?.stringValue, first?["suggestion"]?.stringValue)
    }

    @Test func everyRefusedHoverIsA422AtHover() async throws {
        let harness = try await Self.harness()
        defer { harness.stop() }
        let cases: [(path: String, message: String, suggestion: String?)] = [
            ("/v1/styles/hotCell/stylesheet.css?hover=hihglighted", "unknown hover \"hihglighted\"", "highlighted"),
            ("/v1/styles/hotCell/stylesheet.css?hover=state-isHto", "the style declares no key \"isHto\"", "isHot"),
            ("/v1/styles/hotCell/stylesheet.css?hover=state-count", "\"count\" is an integer", nil),
            ("/v1/styles/hotCell/stylesheet.css?hover=state-isLit", "\"isLit\" is true by default", nil),
            ("/v1/styles/hotCell/stylesheet.css?hover=state-", "unknown hover \"state-\"", nil),
            ("/v1/styles/searchContentUnavailable/stylesheet.css?hover=highlighted", "no highlighted state", nil),
            ("/v1/styles/hotCell/export?format=ts&hover=state-isHto", "the style declares no key \"isHto\"", "isHot"),
            ("/v1/styles/hotCell/tokens.json?hover=state-isHto", "the style declares no key \"isHto\"", "isHot"),
            ("/v1/styles/hotCell/tokens.resolver.json?hover=state-nope", "the style declares no key \"nope\"", nil),
        ]
        for (path, message, suggestion) in cases {
            let reply = try await harness.send("GET", path)
            #expect(reply.status == 422, "\(path)")
            #expect(reply.header("Content-Type") == "application/problem+json", "\(path)")
            let problem = Self.problem(reply)
            #expect(problem.pointer == "/hover", "\(path)")
            #expect(problem.detail?.contains(message) == true, "\(path): \(problem.detail ?? "")")
            #expect(problem.suggestion == suggestion, "\(path)")
        }
        // The same values are accepted where the style has them, and the problem was not cached in their place.
        let good = try await harness.send("GET", "/v1/styles/hotCell/stylesheet.css?hover=state-isHot")
        #expect(good.status == 200)
        #expect(good.text.contains("@media (hover: hover) {\n  .cell:hover:where("))
        let tokens = try await harness.send("GET", "/v1/styles/filledButton/tokens.json?hover=highlighted")
        #expect(tokens.status == 200)
        #expect(
            tokens.json?["highlighted"]?["$description"]?.stringValue
                == "The button state where isHighlighted is true; the stylesheet marks it :is(:active, "
                + #"[data-highlighted]), and :hover:where(:not(:disabled, [aria-disabled="true"], [data-disabled])) "#
                + "where the device hovers.")
    }

    @Test func everyRefusedBindingIsA422AtItsPointer() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let cases: [(web: String, type: String, pointer: String, message: String, suggestion: String?)] = [
            (#"{"selector": ":hovr"}"#, "boolean", "/web/selector", "unsupported pseudo-class \":hovr\"", ":hover"),
            (#"{"selector": ":focus-visibel"}"#, "boolean", "/web/selector", "unsupported", ":focus-visible"),
            (#"{"selector": ":nth-child(2)"}"#, "boolean", "/web/selector", "unsupported pseudo-class", nil),
            (#"{"selector": "::before"}"#, "boolean", "/web/selector", "unsupported pseudo-class", nil),
            (#"{"selector": ":hover, .x"}"#, "boolean", "/web/selector", "unsupported pseudo-class", nil),
            (#"{"selector": ".open"}"#, "boolean", "/web/selector", "expected one pseudo-class", nil),
            (#"{"selector": "[data-open=yes]"}"#, "boolean", "/web/selector", "in double quotes", nil),
            (#"{"selector": "[data-open=\"a\"b\"]"}"#, "boolean", "/web/selector", "may not hold a double quote", nil),
            (#"{"selector": "[data-open=\"a\\b\"]"}"#, "boolean", "/web/selector", "may not hold a backslash", nil),
            (#"{"selector": "[data-open=\"a\nb\"]"}"#, "boolean", "/web/selector", "a control character", nil),
            (#"{"selector": "[1open]"}"#, "boolean", "/web/selector", "starts with a letter", nil),
            (
                #"{"selector": "[data-open|=\"a\"]"}"#, "boolean", "/web/selector", "expected \"]\", \"=\" or \"~=\"",
                nil
            ),
            (#"{"selector": "[x]{}"}"#, "boolean", "/web/selector", "expected one pseudo-class", nil),
            (#"{"selector": 3}"#, "boolean", "/web/selector", "expected a string", nil),
            (#"{}"#, "boolean", "/web", "missing \"selector\"", nil),
            (#"{"selector": ":hover", "selectr": 1}"#, "boolean", "/web/selectr", "unknown field", "selector"),
            (#"{"selector": ":hover"}"#, "integer", "/web", "only a boolean key that defaults to false", nil),
        ]
        for (web, type, pointer, message, suggestion) in cases {
            let document = #"{"extends": "cell", "keys": {"isOpen": {"type": "\#(type)", "web": \#(web)}}}"#
            let reply = try await harness.send("PUT", "/v1/styles/boundCell", body: document)
            #expect(reply.status == 422, "\(web)")
            let problem = Self.problem(reply)
            #expect(problem.pointer == "/keys/isOpen" + pointer, "\(web)")
            #expect(problem.detail?.contains(message) == true, "\(web): \(problem.detail ?? "")")
            #expect(problem.suggestion == suggestion, "\(web)")
        }
        let defaultTrue = try await harness.send(
            "PUT", "/v1/styles/boundCell",
            body:
                #"{"extends": "cell", "keys": {"isOn": {"type": "boolean", "default": true, "web": {"selector": ":checked"}}}}"#
        )
        #expect(defaultTrue.status == 422)
        #expect(Self.problem(defaultTrue).pointer == "/keys/isOn/web")
        #expect(Self.problem(defaultTrue).detail?.contains("\"isOn\" is true by default") == true)
    }

    @Test func theStyleListShowsEachBoundKeysSelector() async throws {
        let harness = try await Self.harness()
        defer { harness.stop() }
        let list = try await harness.send("GET", "/v1/styles")
        let styles = list.json?["styles"]?.arrayValue ?? []
        let hot = try #require(styles.first { $0["name"]?.stringValue == "hotCell" })
        #expect(hot["webSelectors"]?["isOpen"]?.stringValue == #"[data-open~="yes <b>"]"#)
        #expect(hot["webSelectors"]?["isPointed"]?.stringValue == ":hover")
        #expect(hot["webSelectors"]?["isHot"] == nil)
        let cell = try #require(styles.first { $0["name"]?.stringValue == "cell" })
        #expect(cell["webSelectors"] == nil, "a style without bound keys lists none")
        // A style extending it inherits the bindings; its own document answer is as given.
        let put = try await harness.send("PUT", "/v1/styles/hotterCell", body: #"{"extends": "hotCell"}"#)
        #expect(put.status == 201 || put.status == 200)
        let again = try await harness.send("GET", "/v1/styles")
        let hotter = try #require(
            again.json?["styles"]?.arrayValue?.first { $0["name"]?.stringValue == "hotterCell" })
        #expect(hotter["webSelectors"]?["isPointed"]?.stringValue == ":hover")
        let document = try await harness.send("GET", "/v1/styles/hotCell")
        #expect(
            document.json?["document"]?["keys"]?["isOpen"]?["web"]?["selector"]?.stringValue
                == #"[data-open~="yes <b>"]"#)
    }

    @Test func theExportsNameTheHoverMarkedStates() async throws {
        let harness = try await Self.harness()
        defer { harness.stop() }
        let module = try await harness.send("GET", "/v1/styles/hotCell/export?format=ts&hover=state-isHot")
        #expect(module.status == 200)
        #expect(
            module.text.contains(
                """
                export const stateSelectors = Object.freeze({
                  "state-ishot": Object.freeze({ selector: "[data-state-ishot]", hover: ":hover:where(:not(:disabled, [aria-disabled=\\"true\\"], [data-disabled]))" }),
                  "state-isopen": Object.freeze({ selector: ":is([data-state-isopen], [data-open~=\\"yes \\\\3C b>\\"])", hover: null }),
                  "state-ispointed": Object.freeze({ selector: "[data-state-ispointed]", hover: ":hover" }),
                });
                """), "\(module.text.suffix(900))")
        let declarations = try await harness.send(
            "GET", "/v1/styles/hotCell/export?format=ts&hover=state-isHot&file=hotCell.d.ts")
        #expect(
            declarations.text.contains(
                #"readonly [S in "state-ishot" | "state-isopen" | "state-ispointed"]: "#
                    + "{ readonly selector: string; readonly hover: string | null };"))
        let tailwind = try await harness.send("GET", "/v1/styles/filledButton/export?format=tailwind&hover=highlighted")
        #expect(
            tailwind.text.hasSuffix(
                """

                @custom-variant highlighted {
                  &:is(:active, [data-highlighted]) {
                    @slot;
                  }
                  @media (hover: hover) {
                    &:hover:where(:not(:disabled, [aria-disabled="true"], [data-disabled])) {
                      @slot;
                    }
                  }
                }

                """))
        // Without the option or a bound key, neither export names selectors.
        let plain = try await harness.send("GET", "/v1/styles/filledButton/export?format=ts")
        #expect(!plain.text.contains("stateSelectors"))
        let plainTailwind = try await harness.send("GET", "/v1/styles/filledButton/export?format=tailwind")
        #expect(!plainTailwind.text.contains("@custom-variant"))
    }

    @Test func theCommandWritesHoverWhereItAppliesAndSaysWhereNot() throws {
        let folder = NSTemporaryDirectory() + "hover-export-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try ExportEndpointTests.run([
            "export", "--all", "--format", "css", "--hover", "highlighted", "--out", folder + "/out", "--data-dir",
            folder + "/none",
        ])
        #expect(run.status == 0, "\(run.error)")
        // Every style is written; an empty state, which has no highlighted state, without hover, said on stderr.
        let written = try FileManager.default.contentsOfDirectory(atPath: folder + "/out")
        #expect(written.count == BuiltInStyles.all.count)
        #expect(
            run.error.split(separator: "\n").sorted()
                == [
                    "emptyContentUnavailable", "loadingContentUnavailable", "searchContentUnavailable",
                ].map {
                    "style-resolver: \($0): /hover: an empty state has no highlighted state; use state-<key> with a "
                        + "boolean key of the style; written without hover"
                })
        let fixture = try HoverStylesheetTests.fixture()
        for name in ["cell", "filledButton", "emptyContentUnavailable"] {
            let file = try String(contentsOfFile: folder + "/out/\(name).css", encoding: .utf8)
            let hover = name == "emptyContentUnavailable" ? nil : "highlighted"
            #expect(file == (try HoverStylesheetTests.stylesheet(fixture, name, hover: hover)), "\(name)")
        }
        // One style asked by name is refused instead.
        let one = try ExportEndpointTests.run([
            "export", "--style", "emptyContentUnavailable", "--format", "css", "--hover", "highlighted", "--out",
            folder + "/one", "--data-dir", folder + "/none",
        ])
        #expect(one.status == 2)
        #expect(one.error.contains("emptyContentUnavailable: /hover: an empty state has no highlighted state"))
    }
}
