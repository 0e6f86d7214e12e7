import EpollHTTP
import Foundation
import StrictJSON
import StyleDefinitions
import Testing

@testable import StyleHTTPService
@testable import StyleService

/// Renders of a whole style (stylesheet, tokens, exports, the state matrix) within the render budget, and their
/// answers cached per option set within the cache's bounds.
@Suite("Render budget")
struct RenderBudgetTests {
    /// `count` boolean custom states, each tested by one rule: the stylesheet pairs each with every other state.
    static func keyedStyle(keys count: Int, rules: Int? = nil) -> String {
        let keys = (0..<count).map { #""com.test.k\#($0)": {"type": "boolean", "default": false}"# }
        let rules = (0..<(rules ?? count)).map {
            #"{"when": {"customStates": {"com.test.k\#($0 % count)": true}}, "set": {"background": {"cornerRadius": \#($0 % 20 + 1)}}}"#
        }
        return
            #"{"background": "listPlainCell", "content": "subtitleCell", "keys": {\#(keys.joined(separator: ", "))}, "rules": [\#(rules.joined(separator: ", "))]}"#
    }

    /// An API over the built-in styles and the given ones, every client trusted to write.
    static func api(
        _ styles: [(name: String, document: String)], configure: (inout ServiceSettings) -> Void = { _ in }
    ) throws -> ResolverAPI {
        var settings = ServiceSettings()
        configure(&settings)
        let registry = StyleRegistry(store: nil)
        for (name, document) in styles {
            _ = try registry.put(name: name, document: try JSONReader().parse(Array(document.utf8)))
        }
        return ResolverAPI(registry: registry, settings: settings, isLoopbackPeer: { _ in true })
    }

    static func get(_ router: Router, _ target: String) -> HTTPResponse {
        router.respond(to: HTTPRequest(method: .get, target: target))
    }

    static func json(_ response: HTTPResponse) throws -> JSONValue { try JSONReader().parse(response.body) }

    /// The stylesheet of 32 boolean keys: 13 UIKit states and 32 custom ones, 45 variants. In each of 8 contexts
    /// (dark, contrast, direction) the normal state, each variant, each pair but the two drag and two drop states
    /// (C(45, 2) − 2 = 988) and each triple of UIKit states without two drag or two drop states (C(13, 3) − 2 × 11 =
    /// 264): 1,298; then 11 Dynamic Type categories alone and with each variant (506); in 2 designs: 21,780. One
    /// resolution: 400 fixed, 5 per key (160), and per rule 1, its `allOf` of one custom-state comparison (1 + 2) and
    /// one assignment (3): 7 × 32 = 224, so 784 steps.
    @Test func aStylesheetOverTheBudgetIsRefusedWithItsFigures() throws {
        let api = try Self.api([("hostile", Self.keyedStyle(keys: 32))])
        let router = api.makeRouter()
        let started = ContinuousClock.now
        let reply = Self.get(router, "/v1/styles/hostile/stylesheet.css?tintColor=%23FF0000")
        #expect(ContinuousClock.now - started < .seconds(1), "refused before rendering")
        #expect(reply.status == .unprocessableContent)
        #expect(reply.fields[.contentType] == "application/problem+json")
        let problem = try Self.json(reply)
        #expect(problem["type"]?.stringValue == "/problems/render-budget-exceeded")
        #expect(problem["limit"]?.stringValue == "render-budget")
        #expect(problem["resolutions"]?.intValue == 21_780)
        #expect(problem["stepsPerResolution"]?.intValue == 784)
        #expect(problem["steps"]?.intValue == 21_780 * 784)
        #expect(problem["budget"]?.intValue == 4_000_000)
        let detail = problem["detail"]?.stringValue ?? ""
        #expect(detail.contains("17075520") && detail.contains("4000000") && detail.contains("--render-budget"))
        #expect(problem["errors"]?[0]?["pointer"]?.stringValue == "")
        // Its CSS export is the same stylesheet; under light-dark each of the 2 × 506 category combinations' dark
        // twin is resolved too.
        let export = try Self.json(Self.get(router, "/v1/styles/hostile/export?format=css&theme=light-dark"))
        #expect(export["resolutions"]?.intValue == 21_780 + 1_012)
        // The token grid is 46 states in 8 modes: 368 × 784 steps, within the budget.
        #expect(Self.get(router, "/v1/styles/hostile/export?format=scss").status == .ok)
        #expect(Self.get(router, "/v1/styles/hostile/tokens.json").status == .ok)
        // Unknown styles are still 404, bad queries still 422 invalid-value.
        #expect(Self.get(router, "/v1/styles/nobody/stylesheet.css").status == .notFound)
        let bad = try Self.json(Self.get(router, "/v1/styles/hostile/stylesheet.css?units=furlongs"))
        #expect(bad["type"]?.stringValue == "/problems/invalid-value")
    }

    /// A lower `--render-budget` refuses a matrix whose combinations times the style's steps exceed it: the default
    /// axes of the 32-key style are 5 + 32 states × 2 appearances × 2 contrasts, 148 × 784 = 116,032 steps.
    @Test func aMatrixOverTheBudgetIsRefused() throws {
        let api = try Self.api([("hostile", Self.keyedStyle(keys: 32))]) { $0.renderBudget = 100_000 }
        let router = api.makeRouter()
        func matrix(_ body: String) -> HTTPResponse {
            router.respond(
                to: HTTPRequest(
                    method: .post, target: "/v1/styles/hostile/matrix",
                    fields: HTTPFields([.contentType: "application/json"]), body: Array(body.utf8)))
        }
        let refused = matrix("{}")
        #expect(refused.status == .unprocessableContent)
        let problem = try Self.json(refused)
        #expect(problem["type"]?.stringValue == "/problems/render-budget-exceeded")
        #expect(problem["resolutions"]?.intValue == 148 && problem["steps"]?.intValue == 116_032)
        #expect(problem["budget"]?.intValue == 100_000)
        #expect(matrix(#"{"axes": {"states": ["normal", "selected"]}}"#).status == .ok)
        // The request's text is drawn in each combination: 8 combinations of 784 steps and 20,000 bytes of text.
        let text = String(repeating: "x", count: 20_000)
        let long = try Self.json(
            matrix(#"{"axes": {"states": ["normal", "selected"]}, "content": {"text": "\#(text)"}}"#))
        #expect(long["resolutions"]?.intValue == 8 && long["stepsPerResolution"]?.intValue == 20_784)
    }

    /// Every built-in style, in every theme and design, and styles as people write them (a custom state or four,
    /// a dozen rules) render within the default budget: counted, and answered 200.
    @Test func builtInsAndRealisticStylesRender() throws {
        let archived = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/archived-cell-style.json"), encoding: .utf8)
        let api = try Self.api([("archived", archived), ("fourStates", Self.keyedStyle(keys: 4, rules: 12))])
        let router = api.makeRouter()
        let snapshot = api.registry.snapshot
        let budget = ServiceSettings().renderBudget
        for name in snapshot.orderedNames {
            let style = try #require(snapshot[name]).definition
            for theme in CSSOptions.Theme.allCases {
                let work = RenderWork.stylesheet(of: style, theme: theme)
                #expect(work.steps <= budget, "\(name) under \(theme.rawValue): \(work.steps) steps")
            }
            #expect(RenderWork.tokens(of: style).steps <= budget)
        }
        for name in ["cell", "sidebarCell", "archived", "fourStates"] {
            for query in ["", "?theme=light-dark", "?theme=attribute&design=ios18"] {
                let reply = Self.get(router, "/v1/styles/\(name)/stylesheet.css\(query)")
                #expect(reply.status == .ok, "\(name)\(query): \(String(decoding: reply.body, as: UTF8.self))")
            }
            #expect(Self.get(router, "/v1/styles/\(name)/export?format=ts").status == .ok)
            #expect(Self.get(router, "/v1/styles/\(name)/tokens.resolver.json").status == .ok)
        }
    }

    /// One option set spelled two ways (order, defaults written out) is one cached answer: the second request finds
    /// the first's entry (the same object, not a new one made and stored); another option set is another entry.
    /// A button's stylesheet draws `.button` by default: `selector=.cell` asks for another answer, kept apart, and
    /// `selector=.button` shares the default's.
    @Test func theDefaultSelectorIsTheStyleKindsInTheCacheToo() throws {
        let api = try Self.api([])
        let router = api.makeRouter()
        let plain = Self.get(router, "/v1/styles/filledButton/stylesheet.css")
        let asCell = Self.get(router, "/v1/styles/filledButton/stylesheet.css?selector=.cell")
        let spelled = Self.get(router, "/v1/styles/filledButton/stylesheet.css?selector=.button")
        #expect(plain.status == .ok && asCell.status == .ok && spelled.status == .ok)
        let plainText = String(decoding: plain.body, as: UTF8.self)
        #expect(plainText.contains("\n.button {\n") && !plainText.contains("\n.cell {\n"))
        #expect(String(decoding: asCell.body, as: UTF8.self).contains("\n.cell {\n"))
        #expect(spelled.body == plain.body && api.responseCache.count == 2)
    }

    @Test func answersAreCachedPerOptionSet() throws {
        let api = try Self.api([])
        let router = api.makeRouter()
        let cache = api.responseCache
        func entry(_ canonical: String) -> ResponseCache.Entry? {
            cache.lookup(Array(canonical.utf8), as: .document, in: api.registry.snapshot)
        }
        let first = Self.get(router, "/v1/styles/cell/stylesheet.css?units=rem&prefix=app")
        #expect(first.status == .ok && cache.count == 1)
        let kept = try #require(entry("/v1/styles/cell/stylesheet.css?prefix=3:app;units=3:rem;"))
        let second = Self.get(
            router, "/v1/styles/cell/stylesheet.css?prefix=app&theme=media&units=rem&design=ios26&selector=.cell")
        #expect(second.body == first.body && second.fields[.eTag] == first.fields[.eTag])
        #expect(cache.count == 1 && entry("/v1/styles/cell/stylesheet.css?prefix=3:app;units=3:rem;") === kept)
        // The defaults spelled out share the entry of no query at all.
        let plain = Self.get(router, "/v1/styles/cell/stylesheet.css")
        #expect(cache.count == 2)
        let plainEntry = try #require(entry("/v1/styles/cell/stylesheet.css"))
        #expect(Self.get(router, "/v1/styles/cell/stylesheet.css?units=px&theme=media").body == plain.body)
        #expect(cache.count == 2 && entry("/v1/styles/cell/stylesheet.css") === plainEntry)
        // Another option set misses and is kept apart; so is an export of the same options.
        #expect(Self.get(router, "/v1/styles/cell/stylesheet.css?units=rem&prefix=other").status == .ok)
        #expect(Self.get(router, "/v1/styles/cell/export?units=rem&prefix=app&format=css").status == .ok)
        #expect(cache.count == 4)
        #expect(Self.get(router, "/v1/styles/cell/export?format=css&prefix=app&units=rem").status == .ok)
        #expect(cache.count == 4)
    }

    /// Many option sets stay within the cache's bounds: its bytes (the oldest evicted first) and its entries.
    @Test func optionSetsStayWithinTheCachesBounds() throws {
        let api = try Self.api([]) {
            $0.responseCacheBytes = 256 << 10
            $0.responseCacheEntries = 64
        }
        let router = api.makeRouter()
        let cache = api.responseCache
        var size = 0
        for index in 0..<24 {
            let reply = Self.get(router, "/v1/styles/cell/stylesheet.css?prefix=p\(index)")
            #expect(reply.status == .ok)
            size = max(size, reply.body.count)
            #expect(cache.count * min(size, reply.body.count) <= 256 << 10)
        }
        // Each answer is over 20 kB, so the 256 kB hold at most 12 of the 24.
        #expect(size > 20_000 && cache.count <= 12 && cache.count >= 6)
        let snapshot = api.registry.snapshot
        #expect(
            cache.lookup(Array("/v1/styles/cell/stylesheet.css?prefix=2:p0;".utf8), as: .document, in: snapshot) == nil)
        #expect(
            cache.lookup(Array("/v1/styles/cell/stylesheet.css?prefix=3:p23;".utf8), as: .document, in: snapshot) != nil
        )

        let few = try Self.api([]) { $0.responseCacheEntries = 3 }
        let fewRouter = few.makeRouter()
        for index in 0..<8 {
            _ = Self.get(fewRouter, "/v1/styles/cell/tokens.json?tintColor=%23\(index)0\(index)0\(index)0")
        }
        #expect(few.responseCache.count == 3)
    }
}
