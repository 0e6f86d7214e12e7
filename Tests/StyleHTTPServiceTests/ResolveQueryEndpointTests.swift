import EpollHTTP
import Foundation
import StrictJSON
import StyleDefinitions
import Testing

@testable import StyleHTTPService
@testable import StyleService

/// A style with a string and an integer custom state, so that a query's typing of custom states shows.
private let priorityDocument = #"""
    {"extends": "cell",
     "keys": {"com.example.Priority": {"type": "string", "default": "normal"},
              "com.example.count": {"type": "integer", "default": 0}},
     "rules": [{"when": {"customStates": {"com.example.Priority": {"oneOf": ["high", "true"]}}},
                "set": {"background": {"backgroundColor": "#FF3B30"}}},
               {"when": {"customStates": {"com.example.count": {"greaterThan": 2}}},
                "set": {"background": {"cornerRadius": 12}}}]}
    """#

/// One row of the GET-equals-POST table: the query, the body it stands for, and how each is asked.
struct QueryCase: CustomTestStringConvertible, Sendable {
    let query: String
    let body: String
    /// The `Accept` of both requests.
    var accept: String?
    /// The POST's query (`?explain=true`).
    var postQuery = ""
    /// The representation expected.
    var contentType = "application/json"
    var testDescription: String { query }
}

@Suite("GET /v1/resolve: the query as the POST's body", .serialized)
struct ResolveQueryEndpointTests {
    static let cases: [QueryCase] = [
        QueryCase(
            query: "style=sidebarCell&isSelected=true&userInterfaceStyle=dark",
            body: #"{"style": "sidebarCell", "state": {"isSelected": true, "traits": {"userInterfaceStyle": "dark"}}}"#),
        QueryCase(
            query: "style=insetGroupedCell&designGeneration=ios18&containerWidth=414&displayScale=3"
                + "&horizontalSizeClass=compact&listEnvironment=insetGrouped&preferredContentSizeCategory=accessibilityLarge",
            body: #"""
                {"style": "insetGroupedCell", "state": {"traits": {"designGeneration": "ios18", "containerWidth": 414,
                 "displayScale": 3, "horizontalSizeClass": "compact", "listEnvironment": "insetGrouped",
                 "preferredContentSizeCategory": "accessibilityLarge"}}}
                """#),
        QueryCase(
            query: "style=sidebarCell&isReordering=true&isFocused=false&tintColor=%2334C759",
            body:
                ##"{"style": "sidebarCell", "state": {"isReordering": true, "isFocused": false}, "tintColor": "#34C759"}"##
        ),
        QueryCase(
            query: "style=cell&cellDragState=lifting&cellDropState=targeted&tintColor=systemPink",
            body: #"""
                {"style": "cell", "state": {"cellDragState": "lifting", "cellDropState": "targeted"}, "tintColor": "systemPink"}
                """#),
        QueryCase(
            query: "style=archivedCell&isHighlighted=true&state.com.my-app.MyCell.isArchived=true",
            body: #"""
                {"style": "archivedCell", "state": {"isHighlighted": true, "customStates": {"com.my-app.MyCell.isArchived": true}}}
                """#),
        QueryCase(
            query: "style=priorityCell&state.com.example.Priority=high&state.com.example.count=3",
            body: #"""
                {"style": "priorityCell", "state": {"customStates": {"com.example.Priority": "high", "com.example.count": 3}}}
                """#),
        QueryCase(
            query: "style=priorityCell&state.com.example.Priority=%22true%22",
            body: #"{"style": "priorityCell", "state": {"customStates": {"com.example.Priority": "true"}}}"#),
        QueryCase(
            query: "style=subtitleCell&text=Inbox&secondaryText=12+unread&image=tray&locale=tr&userInterfaceStyle=dark",
            body: #"""
                {"style": "subtitleCell", "state": {"traits": {"userInterfaceStyle": "dark"}},
                 "content": {"text": "Inbox", "secondaryText": "12 unread", "image": "tray", "locale": "tr"}}
                """#),
        QueryCase(
            query: "style=archivedCell&isSelected=true&state.com.my-app.MyCell.isArchived=true&explain=true",
            body: #"""
                {"style": "archivedCell", "state": {"isSelected": true, "customStates": {"com.my-app.MyCell.isArchived": true}}}
                """#,
            postQuery: "?explain=true"),
        QueryCase(
            query: "style=sidebarCell&isSelected=true&userInterfaceStyle=dark",
            body: #"{"style": "sidebarCell", "state": {"isSelected": true, "traits": {"userInterfaceStyle": "dark"}}}"#,
            accept: "text/css", contentType: "text/css; charset=utf-8"),
        QueryCase(
            query: "style=sidebarCell&isSelected=true&designGeneration=ios18&format=css",
            body: #"{"style": "sidebarCell", "state": {"isSelected": true, "traits": {"designGeneration": "ios18"}}}"#,
            accept: "text/css", contentType: "text/css; charset=utf-8"),
        QueryCase(
            query: "style=sidebarCell&format=json",
            body: #"{"style": "sidebarCell"}"#, accept: "application/json"),
    ]

    /// A service holding the archived cell of DESIGN.md and ``priorityDocument``.
    private func harness() async throws -> ServiceHarness {
        let harness = try ServiceHarness()
        #expect(try await harness.send("PUT", "/v1/styles/archivedCell", body: archivedCellDocument).status == 201)
        #expect(try await harness.send("PUT", "/v1/styles/priorityCell", body: priorityDocument).status == 201)
        return harness
    }

    @Test(arguments: cases)
    func theAnswerIsThePOSTsByteForByte(_ row: QueryCase) async throws {
        let harness = try await harness()
        defer { harness.stop() }
        let accept = row.accept.map { ["Accept": $0] } ?? [:]
        let post = try await harness.send("POST", "/v1/resolve" + row.postQuery, body: row.body, headers: accept)
        // `format=css` takes the place of Accept: asked as JSON, the answer is still CSS.
        let getAccept = row.query.contains("format=css") ? ["Accept": "application/json"] : accept
        let get = try await harness.send("GET", "/v1/resolve?" + row.query, headers: getAccept)
        #expect(post.status == 200, "\(post.text)")
        #expect(get.status == 200, "\(get.text)")
        #expect(get.body == post.body)
        #expect(get.header("Content-Type") == row.contentType)
        #expect(post.header("Content-Type") == row.contentType)
        #expect(get.header("ETag") == post.header("ETag"))
        #expect(get.header("ETag")?.hasPrefix("\"") == true)
        #expect(get.header("Cache-Control") == "public, max-age=60, must-revalidate")
        // Answers over 1 KB have a gzip variant too, so they also vary by Accept-Encoding.
        #expect(get.header("Vary") == (get.body.count > 1_024 ? "Accept, Accept-Encoding" : "Accept"))
        // Again, from the answer cache (explained answers are never kept): the same bytes.
        let again = try await harness.send("GET", "/v1/resolve?" + row.query, headers: getAccept)
        #expect(again.body == post.body && again.header("ETag") == post.header("ETag"))
    }

    @Test func revalidatesWithItsETagAndAnswersHEAD() async throws {
        let harness = try await harness()
        defer { harness.stop() }
        let path = "/v1/resolve?style=sidebarCell&isSelected=true"
        let first = try await harness.send("GET", path)
        let etag = try #require(first.header("ETag"))
        let notModified = try await harness.send("GET", path, headers: ["If-None-Match": etag])
        #expect(notModified.status == 304 && notModified.body.isEmpty)
        #expect(notModified.header("ETag") == etag)
        #expect(notModified.header("Cache-Control") == "public, max-age=60, must-revalidate")
        let weak = try await harness.send("GET", path, headers: ["If-None-Match": "\"other\", W/" + etag])
        #expect(weak.status == 304)
        let changed = try await harness.send("GET", path + "&userInterfaceStyle=dark", headers: ["If-None-Match": etag])
        #expect(changed.status == 200 && changed.header("ETag") != etag)
        let head = try await harness.send("HEAD", path)
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(head.header("ETag") == etag && head.header("Content-Type") == "application/json")
        #expect(head.header("Cache-Control") == "public, max-age=60, must-revalidate")
    }

    @Test func aBrowserOnAnotherOriginMayReadIt() async throws {
        let harness = try ServiceHarness { $0.corsReadOrigins = ["https://web.example"] }
        defer { harness.stop() }
        let read = try await harness.send(
            "GET", "/v1/resolve?style=cell&format=css", headers: ["Origin": "https://web.example"])
        #expect(read.status == 200 && read.header("Content-Type") == "text/css; charset=utf-8")
        #expect(read.header("Access-Control-Allow-Origin") == "https://web.example")
        #expect(read.header("Access-Control-Expose-Headers")?.contains("ETag") == true)
        let other = try await harness.send("GET", "/v1/resolve?style=cell", headers: ["Origin": "https://evil.example"])
        #expect(other.status == 200 && other.header("Access-Control-Allow-Origin") == nil)
        let preflight = try await harness.send(
            "OPTIONS", "/v1/resolve",
            headers: ["Origin": "https://web.example", "Access-Control-Request-Method": "GET"])
        #expect(preflight.status == 204)
        #expect(preflight.header("Allow") == "GET, POST, HEAD, OPTIONS")
        #expect(preflight.header("Access-Control-Allow-Origin") == "https://web.example")
    }

    @Test func anUnknownStyleIsA404WithTheNameMeant() async throws {
        let harness = try await harness()
        defer { harness.stop() }
        let reply = try await harness.send("GET", "/v1/resolve?style=sidebarcell&isSelected=true")
        #expect(reply.status == 404)
        #expect(reply.header("Content-Type") == "application/problem+json")
        #expect(reply.json?["type"]?.stringValue == "/problems/unknown-style")
        #expect(reply.json?["suggestion"]?.stringValue == "sidebarCell")
        #expect(reply.problemPointers == ["/style"])
        let post = try await harness.send("POST", "/v1/resolve", body: #"{"style": "sidebarcell"}"#)
        #expect(reply.json?["detail"] == post.json?["detail"])
    }

    /// Bad values: each problem points at its parameter, with the message of the POST's decoder where the body's
    /// member has one.
    @Test(arguments: [
        ("style=cell&isSelected=yes", ["/isSelected": #"expected true or false, found "yes""#]),
        (
            "style=cell&userInterfaceStyle=dim",
            ["/userInterfaceStyle": #"unknown value "dim"; expected one of: unspecified, light, dark"#]
        ),
        (
            "style=cell&designGeneration=ios19",
            ["/designGeneration": #"expected one of: ios18, ios26; did you mean "ios18"?"#]
        ),
        ("style=cell&displayScale=12", ["/displayScale": "expected a number from 0 to 10"]),
        ("style=cell&containerWidth=wide", ["/containerWidth": #"expected a number, found "wide""#]),
        (
            "style=cell&cellDropState=over",
            ["/cellDropState": #"unknown value "over"; expected one of: none, notTargeted, targeted"#]
        ),
        ("style=cell&tintColor=blue", ["/tintColor": #""blue""#]),
        ("style=cell&locale=tr_TR", ["/locale": "tr_TR"]),
        ("style=cell&selected=true", ["/selected": #"did you mean "isSelected"?"#]),
        ("style=cell&custom.flag=true", ["/custom.flag": #"did you mean "state.flag"?"#]),
        ("style=cell&design=ios18", ["/design": #"did you mean "designGeneration"?"#]),
        ("style=cell&tint=systemRed", ["/tint": #"did you mean "tintColor"?"#]),
        (
            "style=cell&traits.layoutDirection=rightToLeft",
            ["/traits.layoutDirection": #"did you mean "layoutDirection"?"#]
        ),
        ("style=cell&userInterfaceStyl=dark", ["/userInterfaceStyl": #"did you mean "userInterfaceStyle"?"#]),
        ("style=cell&isSelected=true&isSelected=false", ["/isSelected": "more than once"]),
        ("style=cell&explain=yes", ["/explain": #"expected true or false, found "yes""#]),
        ("style=cell&format=scss", ["/format": #"expected json or css, found "scss""#]),
        ("style=cell&format=css&explain=true", ["/format": "JSON only"]),
        ("style=priorityCell&state.com.example.Priority=true", ["/state.com.example.Priority": "expected a string"]),
        ("style=priorityCell&state.com.example.count=2.5", ["/state.com.example.count": "expected an integer"]),
        ("style=priorityCell&state.com.example.Priority=%22open", ["/state.com.example.Priority": "double quotes"]),
        ("style=cell&state.=true", ["/state.": "needs its key"]),
        (
            "style=nope&isSelected=maybe",
            ["/isSelected": "true or false", "/style": #"no style named "nope""#]
        ),
        ("isSelected=true", ["": #"missing "style""#]),
    ])
    func aBadValueIsA422AtItsParameter(_ query: String, _ expected: [String: String]) async throws {
        let harness = try await harness()
        defer { harness.stop() }
        let reply = try await harness.send("GET", "/v1/resolve?" + query)
        #expect(reply.status == 422, "\(reply.text)")
        #expect(reply.header("Content-Type") == "application/problem+json")
        #expect(reply.json?["type"]?.stringValue == "/problems/invalid-value")
        #expect(reply.json?["detail"]?.stringValue == "The query has values the service cannot use.")
        let errors = reply.json?["errors"]?.arrayValue ?? []
        #expect(Set(reply.problemPointers) == Set(expected.keys), "\(reply.text)")
        for error in errors {
            let pointer = error["pointer"]?.stringValue ?? ""
            let message = error["message"]?.stringValue ?? ""
            #expect(message.contains(expected[pointer] ?? "\u{0}"), "\(pointer): \(message)")
        }
    }

    /// `tintColor=#34C759` unencoded: the client keeps `#34C759` as the fragment and sends `tintColor=` (and
    /// nothing after it); the problem says to encode `#` as `%23`.
    @Test func aBareHashGetsTheEncodingHint() async throws {
        let harness = try await harness()
        defer { harness.stop() }
        let url = try #require(URL(string: harness.baseURL.absoluteString + "/v1/resolve?style=cell&tintColor=#34C759"))
        #expect(url.fragment == "34C759", "the fragment is the client's: never sent")
        let reply = try await harness.send("GET", "/v1/resolve?style=cell&tintColor=#34C759")
        #expect(reply.status == 422)
        #expect(reply.problemPointers == ["/tintColor"])
        let message = reply.json?["errors"]?[0]?["message"]?.stringValue ?? ""
        #expect(message.contains("%23") && message.contains("tintColor=%2334C759"), "\(message)")
        // The same color encoded resolves.
        let encoded = try await harness.send("GET", "/v1/resolve?style=cell&tintColor=%2334C759")
        #expect(encoded.status == 200)
        #expect(encoded.json?["background"] != nil)
    }

    /// Answers are kept by target and representation: the same target asked as CSS is another entry, an explained
    /// answer is never kept, and a failure neither.
    @Test func theAnswerCacheKeepsAnswersByTargetAndRepresentation() {
        let api = ResolverAPI(registry: StyleRegistry(store: nil), settings: ServiceSettings())
        let router = api.makeRouter()
        func get(_ target: String, accept: String? = nil) -> HTTPResponse {
            router.respond(
                to: HTTPRequest(method: .get, target: target, fields: HTTPFields(accept.map { [.accept: $0] } ?? [:])))
        }
        let json = get("/v1/resolve?style=cell&isSelected=true")
        #expect(json.status == .ok && api.responseCache.count == 1)
        #expect(get("/v1/resolve?style=cell&isSelected=true").body == json.body && api.responseCache.count == 1)
        let css = get("/v1/resolve?style=cell&isSelected=true", accept: "text/css")
        #expect(css.status == .ok && css.body != json.body && api.responseCache.count == 2)
        #expect(get("/v1/resolve?style=cell&explain=true").status == .ok && api.responseCache.count == 2)
        #expect(get("/v1/resolve?style=cell&isSelected=maybe").status == .unprocessableContent)
        #expect(api.responseCache.count == 2)
    }

    @Test func anExplainedAnswerAskedOnlyAsCSSIsA406() async throws {
        let harness = try await harness()
        defer { harness.stop() }
        let reply = try await harness.send(
            "GET", "/v1/resolve?style=cell&explain=true", headers: ["Accept": "text/css"])
        #expect(reply.status == 406)
        #expect(reply.json?["type"]?.stringValue == "/problems/not-acceptable")
    }

    /// The parameters of ``ResolveQuery`` are the body's: every state flag and trait of the decoder (a cell's, a
    /// button's `isHeld` and an empty state's `searchText`), the content's plain strings (a button's title and
    /// subtitle among them), and a button's `buttonSize` and `role`.
    @Test func everyMemberOfTheBodyHasItsParameter() {
        let state = Set(ResolveQuery.parameters).intersection(
            [
                "isHighlighted", "isSelected", "isDisabled", "isFocused", "isPinned", "isEditing", "isExpanded",
                "isSwiped",
                "isReordering", "cellDragState", "cellDropState", "isHeld", "searchText",
            ])
        #expect(state.count == 13)
        #expect(Set(ResolveQuery.contentParameters).isSubset(of: ResolveQuery.parameters))
        #expect(Set(["buttonSize", "role"]).isSubset(of: ResolveQuery.parameters))
        #expect(ResolveQuery.parameters.count == 2 + 13 + 14 + 6 + 2 + 2 + CSSOptions.parameters.count)
        #expect(Set(ResolveQuery.parameters).count == ResolveQuery.parameters.count, "no name twice")
    }

    /// openapi.yaml's `GET /v1/resolve` declares every parameter the query takes (custom states are described),
    /// and no other query parameter.
    @Test func theSpecDeclaresEveryParameter() throws {
        let text = String(decoding: OpenAPIDocument.yaml, as: UTF8.self)
        let start = try #require(text.range(of: "  /v1/resolve:\n    get:\n"))
        let end = try #require(text.range(of: "\n    post:\n", range: start.upperBound..<text.endIndex))
        let operation = text[start.upperBound..<end.lowerBound]
        var names: [String] = []
        for line in operation.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard let name = ["- { name: ", "- name: "].first(where: { trimmed.hasPrefix($0) }) else { continue }
            names.append(String(trimmed.dropFirst(name.count).prefix { $0 != "," && $0 != " " }))
        }
        #expect(operation.contains("- $ref: '#/components/parameters/Accept'"))
        #expect(operation.contains("- $ref: '#/components/parameters/IfNoneMatch'"))
        let queryNames =
            names + (operation.contains("- $ref: '#/components/parameters/TintColor'") ? ["tintColor"] : [])
            + CSSOptions.parameters.filter {
                operation.contains("- $ref: '#/components/parameters/CSS\($0.prefix(1).uppercased() + $0.dropFirst())'")
            }
        #expect(Set(queryNames) == Set(ResolveQuery.parameters))
        #expect(queryNames.count == ResolveQuery.parameters.count)
    }
}
