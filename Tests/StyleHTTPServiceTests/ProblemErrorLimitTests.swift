import EpollHTTP
import Foundation
import StrictJSON
import StyleDefinitions
import Testing

@testable import StyleHTTPService

/// A problem lists its first ``ProblemDetails/maximumErrorsWritten`` problems and counts the rest, so a body of many
/// bad members cannot make an answer many times its size.
@Suite("Problem answers: the first 100 problems, and a count of the rest")
struct ProblemErrorLimitTests {
    /// `count` problems, their pointers `/k0`, `/k1`, …, written as an answer's body.
    static func written(_ count: Int) throws -> JSONValue {
        let problems = (0..<count).map {
            DocumentProblem(pointer: JSONPointer(tokens: ["k\($0)"]), message: "unknown field")
        }
        return try JSONReader().parse(ProblemDetails(.invalidValue, detail: "d", errors: problems).response.body)
    }

    @Test(
        arguments: [(0, 0, nil), (1, 1, nil), (99, 99, nil), (100, 100, nil), (101, 100, 1), (250, 100, 150)]
            as [(Int, Int, Int?)])
    func aProblemListsTheFirstHundredAndCountsTheRest(found: Int, listed: Int, omitted: Int?) throws {
        let body = try Self.written(found)
        let pointers = body["errors"]?.arrayValue?.compactMap { $0["pointer"]?.stringValue }
        #expect(pointers == (0..<listed).map { "/k\($0)" }, "the first ones, in order")
        #expect(body["errorsOmitted"]?.numberValue?.int64Value == omitted.map(Int64.init))
        #expect((body["errorsOmitted"] != nil) == (omitted != nil), "absent when every problem is listed")
        #expect(ProblemDetails.maximumErrorsWritten == 100)
    }

    /// The contract says the same: `errors` holds at most the limit, `errorsOmitted` the rest.
    @Test func theContractNamesTheLimit() {
        let spec = String(decoding: OpenAPIDocument.yaml, as: UTF8.self)
        #expect(spec.contains("          maxItems: \(ProblemDetails.maximumErrorsWritten)\n        errorsOmitted:\n"))
    }

    /// Over a real socket: a resolve body with 300 unknown members gets a 422 of 100 problems and the count of the
    /// other 200.
    @Test func aBodyOfManyUnknownMembersGetsTheFirstHundred() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let members = (0..<300).map { #""unknown\#($0)": 1"# }.joined(separator: ", ")
        let reply = try await harness.send("POST", "/v1/resolve", body: #"{"style": "cell", \#(members)}"#)
        #expect(reply.status == 422)
        #expect(reply.problemPointers == (0..<100).map { "/unknown\($0)" })
        #expect(reply.json?["errorsOmitted"]?.numberValue?.int64Value == 200)
    }
}
