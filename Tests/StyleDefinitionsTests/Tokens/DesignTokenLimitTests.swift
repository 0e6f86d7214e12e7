import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

/// Every bound of ``DesignTokenLimits`` reached and passed by a real file on disk, each a clear problem.
@Suite struct DesignTokenLimitTests {
    private static let token = #"{"t": {"$type": "number", "$value": 1}}"#

    /// A tokens file of `bytes` bytes exactly: one token padded with spaces.
    private static func padded(to bytes: Int) -> String {
        token + String(repeating: " ", count: bytes - token.utf8.count)
    }

    @Test func aFileLargerThanTheLimitIsNotRead() throws {
        let folder = try TokenFolder()
        try folder.write("at.json", Self.padded(to: DesignTokenLimits.maximumFileBytes))
        #expect(try folder.load("at.json").set().token("t") != nil)
        try folder.write("over.json", Self.padded(to: DesignTokenLimits.maximumFileBytes + 1))
        #expect(
            try folder.load("over.json").problems().map(\.description) == [
                "/: over.json: the file is larger than the limit of 4194304 bytes"
            ])
    }

    @Test func filesTogetherLargerThanTheLimitAreRefused() throws {
        let folder = try TokenFolder()
        let each = 3 << 20
        let count = DesignTokenLimits.maximumTotalBytes / each + 1
        var sources: [String] = []
        for index in 0..<count {
            try folder.write("part\(index).json", "{\"g\(index)\": " + Self.padded(to: each - 20) + "}")
            sources.append("{\"$ref\": \"part\(index).json\"}")
        }
        try folder.write(
            "all.json",
            "{\"version\": \"2025.10\", \"resolutionOrder\": [{\"type\": \"set\", \"name\": \"s\", \"sources\": [\(sources.joined(separator: ","))]}]}"
        )
        let problems = try folder.load("all.json").problems()
        #expect(problems.count == 1)
        #expect(
            problems.first?.message == "all.json: all token files together are larger than the limit of 16777216 bytes")
        #expect(problems.first?.pointer == JSONPointer(tokens: ["resolutionOrder", "0", "sources", "5", "$ref"]))
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        let folder = try TokenFolder()
        // The token's value object is one level below its own, which is one below its group's.
        func nested(_ groups: Int) -> String {
            String(repeating: "{\"g\": ", count: groups) + Self.token + String(repeating: "}", count: groups)
        }
        try folder.write("deep.json", nested(DesignTokenLimits.maximumDepth - 2))
        #expect(try folder.load("deep.json").set().paths.count == 1)
        try folder.write("deeper.json", nested(DesignTokenLimits.maximumDepth - 1))
        let message = try folder.load("deeper.json").problems().first?.message ?? ""
        #expect(message.hasPrefix("deeper.json: not valid JSON: line 1, column"))
        #expect(message.hasSuffix("nesting deeper than 64 levels"))
    }

    @Test func moreTokensThanTheLimitAreRefused() throws {
        let folder = try TokenFolder()
        func tokens(_ count: Int) -> String {
            "{" + (0..<count).map { "\"t\($0)\": {\"$value\": \($0)}" }.joined(separator: ",") + "}"
        }
        try folder.write("most.json", tokens(DesignTokenLimits.maximumTokens))
        #expect(try folder.load("most.json").set().paths.count == DesignTokenLimits.maximumTokens)
        try folder.write("more.json", tokens(DesignTokenLimits.maximumTokens + 1))
        #expect(
            try folder.load("more.json").problems().map(\.description) == [
                "/t100000: more than 100000 tokens; split the file or remove tokens"
            ])
    }

    @Test func moreReferencedFilesThanTheLimitAreRefused() throws {
        let folder = try TokenFolder()
        func resolver(_ count: Int) throws -> String {
            var sources: [String] = []
            for index in 0..<count {
                try folder.write("f\(index).json", "{\"t\(index)\": {\"$type\": \"number\", \"$value\": \(index)}}")
                sources.append("{\"$ref\": \"f\(index).json\"}")
            }
            return
                "{\"version\": \"2025.10\", \"resolutionOrder\": [{\"type\": \"set\", \"name\": \"s\", \"sources\": [\(sources.joined(separator: ","))]}]}"
        }
        try folder.write("most.json", try resolver(DesignTokenLimits.maximumReferencedFiles))
        #expect(try folder.load("most.json").set().paths.count == DesignTokenLimits.maximumReferencedFiles)
        try folder.write("more.json", try resolver(DesignTokenLimits.maximumReferencedFiles + 1))
        #expect(
            try folder.load("more.json").problems().map(\.description) == [
                "/resolutionOrder/0/sources/64/$ref: more.json: more than 64 files referenced; merge some"
            ])
    }
}
