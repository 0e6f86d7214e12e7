import EpollHTTP
import StyleDefinitions
import Testing

@testable import StyleHTTPService

/// The per-loop state of the API (answer cache, metrics) is chosen by the loop context its router was made for,
/// never by anything on the request.
@Suite("The API's per-loop state by loop context")
struct EventLoopContextTests {
    static let target = "/v1/styles/cell/stylesheet.css"

    @Test func eachLoopsRouterKeepsItsAnswersInItsOwnPartOfTheCache() throws {
        let api = ResolverAPI(registry: StyleRegistry(store: nil), settings: ServiceSettings(), eventLoops: 2)
        let key = try #require(api.responseCache.key(Array(Self.target.utf8), as: .document))
        let second = api.makeRouter(for: EventLoopContext(index: 1))
        #expect(second.respond(to: HTTPRequest(method: .get, target: Self.target)).status == .ok)
        #expect(api.responseCache.lookup(key, in: api.registry, loop: 1) != nil, "kept by the loop that was asked")
        #expect(api.responseCache.lookup(key, in: api.registry, loop: 0) == nil, "loop 0 was never asked")
        let first = api.makeRouter(for: EventLoopContext(index: 0))
        #expect(first.respond(to: HTTPRequest(method: .get, target: Self.target)).status == .ok)
        #expect(api.responseCache.lookup(key, in: api.registry, loop: 0) != nil)
        // Both loops' answers are counted, each in its loop's part, and summed for /metrics.
        let text = api.metrics.render(server: nil, registryVersion: 1)
        #expect(text.contains(#"route="/v1/styles/{name}/stylesheet.css",method="GET",status="200"} 2"#))
    }

    @Test func aRouterMadeWithoutAContextIsLoopZeros() throws {
        let api = ResolverAPI(registry: StyleRegistry(store: nil), settings: ServiceSettings(), eventLoops: 2)
        let key = try #require(api.responseCache.key(Array(Self.target.utf8), as: .document))
        #expect(api.makeRouter().respond(to: HTTPRequest(method: .get, target: Self.target)).status == .ok)
        #expect(api.responseCache.lookup(key, in: api.registry, loop: 0) != nil)
        #expect(api.responseCache.lookup(key, in: api.registry, loop: 1) == nil)
    }
}
