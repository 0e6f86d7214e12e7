import Foundation
import StrictJSON
import Testing

@Suite("Suggestions in problems", .serialized)
struct SuggestionTests {
    @Test func anUnknownStyleNameSuggestsTheClosestRegisteredOne() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let resolve = try await harness.send("POST", "/v1/resolve", body: #"{"style": "sidebarcell"}"#)
        #expect(resolve.status == 404)
        let json = try #require(resolve.json)
        #expect(json["suggestion"]?.stringValue == "sidebarCell")
        #expect(json["detail"]?.stringValue?.hasSuffix(#"Did you mean "sidebarCell"?"#) == true)
        #expect(json["errors"]?[0]?["pointer"]?.stringValue == "/style")
        #expect(json["errors"]?[0]?["suggestion"]?.stringValue == "sidebarCell")
        #expect(
            json["errors"]?[0]?["message"]?.stringValue == #"no style named "sidebarcell"; did you mean "sidebarCell"?"#
        )

        let get = try await harness.send("GET", "/v1/styles/sidebarcell")
        #expect(get.status == 404)
        #expect(get.json?["suggestion"]?.stringValue == "sidebarCell")

        let batch = try await harness.send(
            "POST", "/v1/resolve/batch", body: #"{"style": "sidebarcel", "items": [{}]}"#)
        #expect(batch.status == 404)
        #expect(batch.json?["suggestion"]?.stringValue == "sidebarCell")
    }

    @Test func aFarOffStyleNameGetsNoSuggestionAndTheSameAnswerAsBefore() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let reply = try await harness.send("POST", "/v1/resolve", body: #"{"style": "zzzzzzzzzzzz"}"#)
        #expect(reply.status == 404)
        #expect(
            String(decoding: reply.body, as: UTF8.self)
                == #"{"type":"/problems/unknown-style","title":"Unknown style","status":404,"#
                + #""detail":"There is no style named \"zzzzzzzzzzzz\"; GET /v1/styles lists them.","#
                + #""errors":[{"pointer":"/style","message":"no style named \"zzzzzzzzzzzz\""}]}"#)
    }

    @Test func aStateFlagWithoutItsIsIsToldTheFieldMeant() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let reply = try await harness.send(
            "POST", "/v1/resolve", body: #"{"style": "cell", "state": {"selected": true, "swiped": true}}"#)
        #expect(reply.status == 422)
        let errors = try #require(reply.json?["errors"]?.arrayValue)
        let byPointer = Dictionary(
            uniqueKeysWithValues: errors.compactMap { error in
                error["pointer"]?.stringValue.map { ($0, error) }
            })
        #expect(byPointer["/state/selected"]?["suggestion"]?.stringValue == "isSelected")
        #expect(byPointer["/state/swiped"]?["suggestion"]?.stringValue == "isSwiped")
        #expect(
            byPointer["/state/selected"]?["message"]?.stringValue?.hasSuffix(#"did you mean "isSelected"?"#) == true)
    }

    @Test func traitsAndCustomStatesAtTheTopAreToldToMoveUnderState() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let reply = try await harness.send(
            "POST", "/v1/resolve",
            body: #"{"style": "cell", "traits": {"userInterfaceStyle": "dark"}, "customStates": {}}"#)
        #expect(reply.status == 422)
        let errors = try #require(reply.json?["errors"]?.arrayValue)
        let traits = try #require(errors.first { $0["pointer"]?.stringValue == "/traits" })
        #expect(traits["suggestion"]?.stringValue == "state.traits")
        #expect(traits["message"]?.stringValue?.hasSuffix(#"; move it under "state""#) == true)
        let custom = try #require(errors.first { $0["pointer"]?.stringValue == "/customStates" })
        #expect(custom["suggestion"]?.stringValue == "state.customStates")
    }

    /// The first problem of a `POST /v1/resolve` with `body`, which must be a 422.
    static func firstProblem(resolving body: String) async throws -> JSONValue {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let reply = try await harness.send("POST", "/v1/resolve", body: body)
        #expect(reply.status == 422)
        return try #require(reply.json?["errors"]?[0])
    }

    /// The GET query and rule conditions take traits flat; a POST body's state takes them under `traits`.
    @Test func aTraitGivenFlatInStateIsToldToMoveUnderTraits() async throws {
        let error = try await Self.firstProblem(
            resolving: #"{"style": "cell", "state": {"userInterfaceStyle": "dark"}}"#)
        #expect(error["pointer"]?.stringValue == "/state/userInterfaceStyle")
        #expect(error["suggestion"]?.stringValue == "traits.userInterfaceStyle")
        #expect(
            error["message"]?.stringValue?.hasSuffix(
                #"; "userInterfaceStyle" is a trait: move it under "traits" (/state/traits/userInterfaceStyle)"#)
                == true, "\(error)")
    }

    @Test func anIntegerTooLargeForAnyIntegerIsCalledOutOfRangeWithTheRange() async throws {
        let error = try await Self.firstProblem(
            resolving:
                #"{"style": "cell", "overrides": {"content": {"textProperties": {"numberOfLines": 99999999999999999999}}}}"#
        )
        #expect(error["pointer"]?.stringValue == "/overrides/content/textProperties/numberOfLines")
        #expect(error["message"]?.stringValue == "expected an integer from 0 to 10000, found 1e+20 (out of range)")
    }

    @Test(arguments: [("blue", "systemBlue"), ("red", "systemRed"), ("Green", "systemGreen"), ("gray", "systemGray")])
    func aPlainColorNameSuggestsItsSystemColor(given: String, meant: String) async throws {
        let error = try await Self.firstProblem(resolving: #"{"style": "cell", "tintColor": "\#(given)"}"#)
        #expect(error["pointer"]?.stringValue == "/tintColor")
        #expect(error["suggestion"]?.stringValue == meant)
        #expect(error["message"]?.stringValue?.hasSuffix("; did you mean \"\(meant)\"?") == true, "\(error)")
    }

    @Test(arguments: ["/v1/resolve", "/v1/resolve/batch", "/v1/styles/brand"])
    func anEmptyBodyIsCalledEmpty(path: String) async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        for body in ["", " \n"] {
            let reply = try await harness.send(path.hasPrefix("/v1/styles") ? "PUT" : "POST", path, body: body)
            #expect(reply.status == 400)
            #expect(reply.json?["type"]?.stringValue == "/problems/malformed-json")
            #expect(
                reply.json?["detail"]?.stringValue?.hasPrefix("The request body is empty; expected a JSON object")
                    == true)
            let error = try #require(reply.json?["errors"]?[0])
            #expect(error["pointer"]?.stringValue == "")
            #expect(
                error["message"]?.stringValue?.hasPrefix("the request body is empty; expected a JSON object") == true)
        }
    }

    @Test func aMisspeltTraitValueSuggestsTheAllowedOne() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let reply = try await harness.send(
            "POST", "/v1/resolve",
            body: #"{"style": "cell", "state": {"traits": {"userInterfaceStyle": "drak"}}}"#)
        #expect(reply.status == 422)
        let error = try #require(reply.json?["errors"]?[0])
        #expect(error["pointer"]?.stringValue == "/state/traits/userInterfaceStyle")
        #expect(error["suggestion"]?.stringValue == "dark")
        #expect(error["message"]?.stringValue?.hasSuffix(#"; did you mean "dark"?"#) == true)
    }

    @Test func anUnknownFieldInAStyleDocumentSuggestsTheField() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let reply = try await harness.send(
            "PUT", "/v1/styles/brand", body: #"{"extend": "cell", "overrides": {"background": {"cornerRadus": 4}}}"#)
        #expect(reply.status == 422)
        let errors = try #require(reply.json?["errors"]?.arrayValue)
        let extend = try #require(errors.first { $0["pointer"]?.stringValue == "/extend" })
        #expect(extend["suggestion"]?.stringValue == "extends")
        let radius = try #require(
            errors.first { $0["pointer"]?.stringValue == "/overrides/background/cornerRadus" })
        #expect(radius["suggestion"]?.stringValue == "cornerRadius")
    }

    @Test func aFarOffFieldGetsNoSuggestion() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let reply = try await harness.send("POST", "/v1/resolve", body: #"{"style": "cell", "qqqqqqqq": 1}"#)
        #expect(reply.status == 422)
        let error = try #require(reply.json?["errors"]?[0])
        #expect(error["pointer"]?.stringValue == "/qqqqqqqq")
        #expect(error["suggestion"] == nil)
        #expect(
            error["message"]?.stringValue
                == "unknown field \"qqqqqqqq\"; expected one of: style, state, tintColor, content, overrides, "
                + "buttonSize, role")
    }

    @Test func matrixPresetsQueryParametersDeletesAndExtendsGetSuggestions() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let matrix = try await harness.send(
            "POST", "/v1/styles/cell/matrix", body: #"{"axes": {"states": ["slected"], "userInterfaceStle": ["dark"]}}"#
        )
        #expect(matrix.status == 422)
        let matrixErrors = try #require(matrix.json?["errors"]?.arrayValue)
        let preset = try #require(matrixErrors.first { $0["pointer"]?.stringValue == "/axes/states/0" })
        #expect(preset["suggestion"]?.stringValue == "selected")
        let axis = try #require(matrixErrors.first { $0["pointer"]?.stringValue == "/axes/userInterfaceStle" })
        #expect(axis["suggestion"]?.stringValue == "userInterfaceStyle")

        let stylesheet = try await harness.send("GET", "/v1/styles/cell/stylesheet.css?selectr=.row")
        #expect(stylesheet.status == 422)
        #expect(stylesheet.json?["errors"]?[0]?["suggestion"]?.stringValue == "selector")

        let put = try await harness.send("PUT", "/v1/styles/brandCell", body: #"{"extends": "sidebarcel"}"#)
        #expect(put.status == 422)
        #expect(put.json?["errors"]?[0]?["pointer"]?.stringValue == "/extends")
        #expect(put.json?["errors"]?[0]?["suggestion"]?.stringValue == "sidebarCell")

        let created = try await harness.send("PUT", "/v1/styles/brandCell", body: #"{"extends": "cell"}"#)
        #expect(created.status == 201)
        let delete = try await harness.send("DELETE", "/v1/styles/brandcell")
        #expect(delete.status == 404)
        #expect(delete.json?["suggestion"]?.stringValue == "brandCell")
    }
}
