import Foundation

/// The command the `EmbedResources` build-tool plugin runs: reads one text file and writes a Swift source file that
/// holds it (see `EmbeddedSource`).
///
/// ```
/// EmbedResourceTool --input FILE --output FILE.swift --type NAME --member NAME --summary TEXT
///                   [--source-name NAME] [--public]
/// ```
///
/// Any failure prints one `error:` line naming the file and exits with status 1, which fails the build.
@main
enum EmbedResourceTool {
    static func main() {
        do {
            let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
            let bytes: Data
            do {
                bytes = try Data(contentsOf: URL(fileURLWithPath: options.input))
            } catch {
                throw ToolError("cannot read \(options.input): \(error.localizedDescription)")
            }
            let source = try EmbeddedSource(
                typeName: options.typeName, member: options.member, isPublic: options.isPublic,
                summary: options.summary, sourceName: options.sourceName
            ).render(Array(bytes))
            do {
                try Data(source.utf8).write(to: URL(fileURLWithPath: options.output), options: .atomic)
            } catch {
                throw ToolError("cannot write \(options.output): \(error.localizedDescription)")
            }
        } catch {
            FileHandle.standardError.write(Data("error: EmbedResourceTool: \(error)\n".utf8))
            exit(1)
        }
    }
}

/// The command line, parsed.
struct Options {
    var input = ""
    var output = ""
    var typeName = ""
    var member = ""
    var summary = ""
    var sourceName = ""
    var isPublic = false

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            if flag == "--public" {
                isPublic = true
                continue
            }
            guard let value = remaining.popFirst() else {
                throw ToolError("\(flag) needs a value")
            }
            switch flag {
            case "--input": input = value
            case "--output": output = value
            case "--type": typeName = value
            case "--member": member = value
            case "--summary": summary = value
            case "--source-name": sourceName = value
            default: throw ToolError("unknown option \(flag)")
            }
        }
        for (flag, value) in [("--input", input), ("--output", output), ("--type", typeName), ("--member", member)]
        where value.isEmpty {
            throw ToolError("\(flag) is required")
        }
        if sourceName.isEmpty {
            sourceName = URL(fileURLWithPath: input).lastPathComponent
        }
    }
}

/// A failure with its message for the build log.
struct ToolError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
