import Foundation
import StyleDefinitions
import StyleHTTPService
import StyleService
import Testing
import ViewConfigurations

@testable import style_resolver

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `GET /v1/styles/{name}/export` and `style-resolver export`: the built binary writes the files into a temporary
/// folder, and the endpoint answers each of them byte for byte, with the headers of the other format endpoints.
@Suite("Export: style-resolver export and GET /v1/styles/{name}/export", .serialized)
struct ExportEndpointTests {
    /// Runs the built `style-resolver` with the arguments; its exit status, standard output and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = ExecutableProcessTests.executable
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }

    /// The formats with the files each writes for `sidebarCell`, and their media types.
    static let formats: [(format: String, files: [String: String])] = [
        ("css", ["sidebarCell.css": "text/css; charset=utf-8"]),
        ("scss", ["sidebarCell.scss": "text/x-scss; charset=utf-8"]),
        ("tailwind", ["sidebarCell.tailwind.css": "text/css; charset=utf-8"]),
        (
            "ts",
            [
                "sidebarCell.js": "text/javascript; charset=utf-8",
                "sidebarCell.d.ts": "application/typescript; charset=utf-8",
            ]
        ),
        ("tokens", tokenFiles(otherDesign: "ios18")),
        ("swift", ["SidebarCellStyle.swift": "text/x-swift; charset=utf-8"]),
    ]

    /// The token export of `sidebarCell`: the resolver document, its set files in `sidebarCell.tokens/` (the base,
    /// one per mode, one per state the stylesheet marks) and the one-file document. The modes of the design not
    /// asked for carry its name (`ios18-dark`).
    static func tokenFiles(otherDesign: String) -> [String: String] {
        let modes = ["light", "dark", "light-high-contrast", "dark-high-contrast"]
        let states = [
            "highlighted", "selected", "disabled", "focused", "pinned", "editing", "expanded", "swiped", "reordering",
            "lifting", "dragging", "drop-target", "drop-not-targeted",
        ]
        let sets =
            ["base"] + (modes + modes.map { otherDesign + "-" + $0 }).map { "mode-" + $0 }
            + states.map { "state-" + $0 }
        var files = Dictionary(
            uniqueKeysWithValues: sets.map { ("sidebarCell.tokens/\($0).json", "application/design-tokens+json") })
        files["sidebarCell.tokens.resolver.json"] = "application/json"
        files["sidebarCell.tokens.json"] = "application/design-tokens+json"
        return files
    }

    /// Each format's main file: what the endpoint answers without `file`.
    static let mainFiles = [
        "css": "sidebarCell.css", "scss": "sidebarCell.scss", "tailwind": "sidebarCell.tailwind.css",
        "ts": "sidebarCell.js", "tokens": "sidebarCell.tokens.resolver.json", "swift": "SidebarCellStyle.swift",
    ]

    /// Option sets, as flags and as the query.
    static let optionSets: [[(flag: String, parameter: String, value: String)]] = [
        [],
        [("--prefix", "prefix", "app"), ("--layer", "layer", "resolver"), ("--units", "units", "rem")],
        [
            ("--theme", "theme", "light-dark"), ("--design", "design", "ios18"),
            ("--tint-color", "tintColor", "systemGreen"),
        ],
        [("--theme", "theme", "attribute"), ("--selector", "selector", ".row")],
    ]

    @Test(arguments: formats.indices, optionSets.indices)
    func theEndpointAnswersTheFilesTheCommandWrites(_ formatIndex: Int, _ optionIndex: Int) async throws {
        let options = Self.optionSets[optionIndex]
        let format = Self.formats[formatIndex].format
        let asksIOS18 = options.contains { $0.parameter == "design" && $0.value == "ios18" }
        let files =
            format == "tokens" && asksIOS18 ? Self.tokenFiles(otherDesign: "ios26") : Self.formats[formatIndex].files
        let folder = try ExecutableProcessTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/dist/web"
        let run = try Self.run(
            ["export", "--style", "sidebarCell", "--format", format, "--out", out, "--data-dir", folder + "/none"]
                + options.flatMap { [$0.flag, $0.value] })
        #expect(run.status == 0, "\(run.error)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: out).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: out + "/" + path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }
        #expect(written.sorted() == files.keys.sorted())
        for name in files.keys {
            #expect(run.output.contains("\(out)/\(name) ("), "the command names \(name)")
        }

        let harness = try ServiceHarness()
        defer { harness.stop() }
        let query = options.map { "&\($0.parameter)=\($0.value)" }.joined()
        for (name, mediaType) in files {
            let file = try Data(contentsOf: URL(fileURLWithPath: out + "/" + name))
            let reply = try await harness.send(
                "GET", "/v1/styles/sidebarCell/export?format=\(format)&file=\(name)\(query)",
                headers: ["Origin": "https://web.example"])
            #expect(reply.status == 200)
            #expect(reply.body == file, "\(name): the endpoint's bytes are the command's")
            #expect(reply.header("Content-Type") == mediaType)
            #expect(reply.header("Cache-Control") == "public, max-age=60, must-revalidate")
            #expect(reply.header("Access-Control-Allow-Origin") == "*")
            let etag = try #require(reply.header("ETag"))
            let again = try await harness.send(
                "GET", "/v1/styles/sidebarCell/export?format=\(format)&file=\(name)\(query)",
                headers: ["If-None-Match": etag])
            #expect(again.status == 304 && again.body.isEmpty)
        }
        // Without `file`, the main file.
        let main = try await harness.send("GET", "/v1/styles/sidebarCell/export?format=\(format)\(query)")
        let first = try #require(Self.mainFiles[format])
        #expect(main.body == (try Data(contentsOf: URL(fileURLWithPath: out + "/" + first))))
    }

    @Test func allWritesEveryStyle() async throws {
        let folder = try ExecutableProcessTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let styles = folder + "/styles"
        try FileManager.default.createDirectory(atPath: styles, withIntermediateDirectories: true)
        try archivedCellDocument.write(toFile: styles + "/archivedCell.json", atomically: true, encoding: .utf8)
        let run = try Self.run([
            "export", "--all", "--format", "scss", "--out", folder + "/out", "--styles-dir", styles, "--data-dir",
            folder + "/none",
        ])
        #expect(run.status == 0, "\(run.error)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder + "/out")
        #expect(written.count == BuiltInStyles.all.count + 1, "every built-in style and the styles folder's")
        #expect(written.contains("filledButton.scss") && written.contains("emptyContentUnavailable.scss"))
        #expect(written.contains("archivedCell.scss") && written.contains("groupedHeader.scss"))
        let archived = try String(contentsOfFile: folder + "/out/archivedCell.scss", encoding: .utf8)
        #expect(archived.contains("\n$state-com-my-app-mycell-isarchived: (\n"))
        #expect(FileManager.default.fileExists(atPath: folder + "/none") == false, "the data folder is never created")
    }

    @Test func theCommandReadsItsFlagsAndTheServiceSettings() throws {
        let command = try StyleResolverCommand.parse(
            arguments: [
                "export", "--all", "--format=tailwind", "--out", "dist", "--prefix=app", "--default-design", "ios18",
            ],
            environment: ["STYLE_RESOLVER_STYLES_DIR": "/etc/styles"]
        ).get()
        guard case .export(let export, let settings) = command else { throw HarnessError("expected export") }
        #expect(export.all && export.style == nil && export.outputDirectory == "dist")
        #expect(
            export.parameters == [
                ExportCommand.Parameter(name: "format", value: "tailwind"),
                ExportCommand.Parameter(name: "prefix", value: "app"),
            ])
        #expect(settings.stylesDirectory == "/etc/styles" && settings.defaultDesign == .ios18)
        let query = try export.query(tokens: nil)
        #expect(query.format == .tailwind && query.query.css.prefix == "app")
    }

    /// Bad flags: exit 2 and a message naming the flag.
    @Test(arguments: [
        (["--style", "cell", "--format", "csv", "--out", "x"], #"--format: unknown value "csv""#),
        (["--style", "cell", "--out", "x"], "--format: required"),
        (["--style", "cell", "--format", "css"], "export needs --out DIR"),
        (["--format", "css", "--out", "x"], "export takes --style NAME or --all"),
        (["--all", "--style", "cell", "--format", "css", "--out", "x"], "export takes --style NAME or --all"),
        (["--style", "cell", "--format", "css", "--out", "x", "--prefix", "1a"], "--prefix: a CSS identifier"),
        (["--style", "cell", "--format", "css", "--out", "x", "--units", "em"], #"--units: unknown value "em""#),
        (["--style", "cell", "--format", "css", "--out", "x", "--theme", "drak"], #"--theme: unknown value "drak""#),
        (["--style", "cell", "--format", "css", "--out", "x", "--port", "1"], "export does not take --port"),
        (["--style", "cell", "--format", "css", "--out", "x", "--layer"], "--layer needs a value"),
        (["--style", "sidebarcell", "--format", "css", "--out", "x"], #"did you mean "sidebarCell"?"#),
    ])
    func badFlagsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let folder = try ExecutableProcessTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.run(["export"] + arguments.map { $0 == "x" ? folder + "/x" : $0 })
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/x/cell.css"))
    }

    /// Bad queries: 422 problem+json pointing at the parameter; an unknown style is a 404.
    @Test func badQueriesAreProblemsNamingTheParameter() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let cases: [(query: String, pointers: [String])] = [
            ("format=csv", ["/format"]),
            ("", ["/format"]),
            ("format=css&format=scss", ["/format"]),
            ("format=ts&file=sidebarCell.ts", ["/file"]),
            ("format=css&prefix=1a&units=em", ["/prefix", "/units"]),
            ("format=tailwind&theme=dark&colour=red", ["/colour", "/theme"]),
            ("format=scss&selector=a%7Bb", ["/selector"]),
        ]
        for (query, pointers) in cases {
            let reply = try await harness.send("GET", "/v1/styles/sidebarCell/export?\(query)")
            #expect(reply.status == 422, "\(query)")
            #expect(reply.header("Content-Type") == "application/problem+json")
            #expect(Set(reply.problemPointers) == Set(pointers), "\(query): \(reply.text)")
        }
        let suggestion = try await harness.send("GET", "/v1/styles/sidebarCell/export?format=ts&file=sidebarCell.ts")
        #expect(
            suggestion.text.contains(#"did you mean \"sidebarCell.js\"?"#)
                || suggestion.text.contains("sidebarCell.d.ts"))
        let missing = try await harness.send("GET", "/v1/styles/sidebarcell/export?format=css")
        #expect(missing.status == 404 && missing.text.contains("sidebarCell"))
    }
}
