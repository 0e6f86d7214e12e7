import Foundation
import StyleHTTPService
import Testing

@testable import style_resolver

/// The service's options are one table (``CommandLineOption/service``): `--help` and the README's flag table are
/// its renderings, its documented defaults are the settings' own, and its examples set what they name.
@Suite("The option table")
struct OptionTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The options part of what the real executable prints for `--help`, line for line the table's rows.
    @Test func helpListsTheTableRowByRow() throws {
        let (status, text) = try ExecutableProcessTests.run(["--help"])
        #expect(status == 0)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: StyleResolverCommand.optionsHeading)) + 1
        let end = lines[start...].firstIndex(of: "") ?? lines.endIndex
        let listed = Array(lines[start..<end])
        #expect(listed == CommandLineOption.service.flatMap(\.helpLines))
        // Read back from the text: each option's flag, value and variables, in the table's order.
        let heads = listed.filter { $0.hasPrefix("  --") }.map { $0.split(separator: " ").map(String.init) }
        #expect(heads.map { $0[0] } == CommandLineOption.service.map(\.flag))
        for (head, option) in zip(heads, CommandLineOption.service) {
            #expect(head.filter { $0.hasPrefix("STYLE_RESOLVER_") || $0 == "PORT" } == option.environment)
            #expect(head.count > 1 && (option.isSwitch || head[1] == option.placeholder), "\(head)")
        }
    }

    /// The README's flag table, between its markers (wherever the docs keep it), is the table's rendering; when
    /// they differ, the expected text is printed to paste.
    @Test func theReadmeTableIsTheTablesRendering() throws {
        let expected = CommandLineOption.markdownTable(CommandLineOption.service)
        let (file, found) = try Self.markedTable("options-table")
        if found != expected {
            Issue.record("the flag table in \(file) differs from the option table; paste:\n\(expected)")
        }
    }

    /// The export's flag table in the docs is the rendering of ``ExportCommand/flags``, and `--help` lists them.
    @Test func theExportTableIsItsFlagsRendering() throws {
        let (file, found) = try Self.markedTable("export-options-table")
        if found != ExportCommand.markdownTable {
            Issue.record("the export flag table in \(file) differs; paste:\n\(ExportCommand.markdownTable)")
        }
        let help = StyleResolverCommand.helpText
        for line in ExportCommand.helpLines { #expect(help.contains(line + "\n")) }
        #expect(ExportCommand.flags.count == 13)
    }

    /// Every default given as a value is the settings' own: applying it changes nothing.
    @Test func theDocumentedDefaultsAreTheSettingsOwn() {
        var checked = 0
        for option in CommandLineOption.service {
            guard case .value(let value) = option.defaultValue else { continue }
            var settings = ServiceSettings()
            #expect(option.apply(value, to: &settings) == nil, "\(option.flag) \(value)")
            #expect(settings == ServiceSettings(), "\(option.flag)'s default \(value) is not the settings' default")
            checked += 1
        }
        #expect(checked >= 25)
    }

    /// Every option's first example parses and changes the settings, and its flag and each of its variables set the
    /// same value.
    @Test func everyExampleSetsItsOptionByFlagAndByVariable() throws {
        for option in CommandLineOption.service {
            let example = try #require(option.example.split(separator: "`").first.map(String.init))
            let value: String
            if let equals = example.firstIndex(of: "=") {
                #expect(option.environment.contains(String(example[..<equals])), "\(example)")
                value = String(example[example.index(after: equals)...])
            } else {
                let words = example.split(separator: " ", maxSplits: 1).map(String.init)
                #expect(words.first == option.flag, "\(example)")
                value = words.count > 1 ? words[1] : "true"
            }
            let byFlag = StyleResolverCommand.parse(
                arguments: ["resolve", option.flag + "=" + value], environment: [:])
            #expect(byFlag != .success(.resolve(ServiceSettings())), "\(example) changes nothing")
            if case .failure(let error) = byFlag { Issue.record("\(example): \(error)") }
            for variable in option.environment {
                let byVariable = StyleResolverCommand.parse(arguments: ["resolve"], environment: [variable: value])
                #expect(byVariable == byFlag, "\(variable)=\(value)")
            }
        }
    }

    /// A value outside those accepted is refused with the words the README and the help show.
    @Test func aRefusalNamesWhatTheTableAccepts() {
        var scratch = ServiceSettings()
        // Text and lists take any value.
        for option in CommandLineOption.service where !option.accepts("bogus", &scratch) {
            let parsed = StyleResolverCommand.parse(arguments: [option.flag + "=bogus"], environment: [:])
            #expect(parsed == .failure(UsageError("\(option.flag) expects \(option.accepted), got bogus")))
        }
    }

    /// The text between `<!-- marker -->` and `<!-- /marker -->` in the README or a page of docs/.
    static func markedTable(_ marker: String) throws -> (file: String, table: String) {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        let files = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            guard let open = text.range(of: "<!-- \(marker) -->\n"),
                let close = text.range(of: "\n<!-- /\(marker) -->", range: open.upperBound..<text.endIndex)
            else { continue }
            return (file, String(text[open.upperBound..<close.lowerBound]))
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no <!-- \(marker) --> marker"])
    }
}
