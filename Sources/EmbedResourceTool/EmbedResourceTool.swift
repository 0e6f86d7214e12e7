import Foundation

/// The command the `EmbedResources` build-tool plugin runs: reads one text file and writes a Swift source file that
/// holds it (see `EmbeddedSource`).
///
/// ```
/// EmbedResourceTool --input FILE --output FILE.swift --type NAME --member NAME --summary TEXT
///                   [--source-name NAME] [--public]
/// EmbedResourceTool --build-info --version-from openapi.yaml (--commit HASH | --commit-of-checkout DIR)
///                   --output BuildInfo.swift
/// ```
///
/// Any failure prints one `error:` line naming the file and exits with status 1, which fails the build.
@main
enum EmbedResourceTool {
    static func main() {
        do {
            let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
            if options.buildInfo {
                try writeBuildInfo(options)
                return
            }
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

    /// `--build-info`: writes `BuildInfo.swift` from the version file and the commit.
    static func writeBuildInfo(_ options: Options) throws {
        let text: String
        do {
            text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: options.versionFrom)), as: UTF8.self)
        } catch {
            throw ToolError("cannot read \(options.versionFrom): \(error.localizedDescription)")
        }
        let commit =
            options.checkout.isEmpty
            ? options.commit : GitCommit.hash(packageDirectory: URL(fileURLWithPath: options.checkout)) ?? "unknown"
        let source = try BuildInfoSource(commit: commit).render(openAPI: text)
        do {
            // Written only when it changed, so a rebuild with the same commit recompiles nothing.
            if (try? Data(contentsOf: URL(fileURLWithPath: options.output))) == Data(source.utf8) { return }
            try Data(source.utf8).write(to: URL(fileURLWithPath: options.output), options: .atomic)
        } catch {
            throw ToolError("cannot write \(options.output): \(error.localizedDescription)")
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
    /// `--build-info`: write `BuildInfo` instead of embedding a file.
    var buildInfo = false
    var versionFrom = ""
    var commit = ""
    /// `--commit-of-checkout`: the package whose `.git` names the commit, read when the tool runs.
    var checkout = ""

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            if flag == "--public" {
                isPublic = true
                continue
            }
            if flag == "--build-info" {
                buildInfo = true
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
            case "--version-from": versionFrom = value
            case "--commit": commit = value
            case "--commit-of-checkout": checkout = value
            default: throw ToolError("unknown option \(flag)")
            }
        }
        if buildInfo {
            for (flag, value) in [("--version-from", versionFrom), ("--output", output)] where value.isEmpty {
                throw ToolError("\(flag) is required")
            }
            return
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
