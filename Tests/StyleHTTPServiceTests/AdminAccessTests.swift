import EpollHTTP
import StrictJSON
import StyleDefinitions
import StyleHTTPService
import Testing

@Suite("Writes without a token")
struct AdminAccessTests {
    static func put(_ api: ResolverAPI, peerIsLoopback: Bool) -> HTTPResponse {
        var request = HTTPRequest(method: .put, target: "/v1/styles/mine")
        request.fields = ["Content-Type": "application/json", "Host": "localhost"]
        request.body = Array(#"{"extends": "cell"}"#.utf8)
        request.isFromLoopback = peerIsLoopback
        return api.makeRouter().respond(to: request)
    }

    @Test func writesAreRefusedFromOtherMachinesAndAcceptedFromThisOne() {
        let api = ResolverAPI(registry: StyleRegistry(store: nil), settings: ServiceSettings())
        let remote = Self.put(api, peerIsLoopback: false)
        #expect(remote.status == .forbidden)
        let problem = try? JSONReader().parse(remote.body)
        #expect(problem?["type"]?.stringValue == "/problems/writes-need-token")
        #expect(Self.put(api, peerIsLoopback: true).status == .created)
    }

    @Test func aTokenAllowsWritesFromAnywhere() {
        var settings = ServiceSettings()
        settings.adminToken = "t0ken"
        let api = ResolverAPI(registry: StyleRegistry(store: nil), settings: settings)
        var request = HTTPRequest(method: .put, target: "/v1/styles/remote")
        request.fields = ["Content-Type": "application/json", "Authorization": "Bearer t0ken"]
        request.body = Array(#"{"extends": "cell"}"#.utf8)
        #expect(api.makeRouter().respond(to: request).status == .created)
    }
}
