import Foundation
import PackagePlugin

/// Embeds text files in a target as Swift string literals at build time, so the binary serves them without a
/// resource bundle and the files stay the only copies in git.
///
/// Each embedded file becomes one generated enum with a `[UInt8]` member holding the file's bytes (see
/// `EmbedResourceTool`). The files are declared as the build command's inputs, so editing one regenerates its
/// source and rebuilds the target.
///
/// The service's target also gets `BuildInfo`: the version (`info.version` of openapi.yaml, its one source) and the
/// commit the build was made from: `STYLE_RESOLVER_COMMIT` when the build's environment sets it (the Dockerfile's
/// build argument, since the image's build context has no `.git`), else the commit `.git` names (read by the tool
/// when the command runs, without running git; the files that name it are the command's inputs, so a new commit
/// runs it again even when the build's plan is reused), else `unknown`.
@main
struct EmbedResources: BuildToolPlugin {
    /// One file to embed and the Swift declaration that holds it.
    struct Resource {
        /// Where the file is, relative to the package root.
        var path: String
        /// The generated enum's name; the generated file is `<typeName>.swift`.
        var typeName: String
        /// The name of the enum's `[UInt8]` member.
        var member: String
        /// Whether the enum and its member are `public`.
        var isPublic: Bool
        /// The enum's doc comment.
        var summary: String
    }

    /// The files each target embeds, by target name.
    static let resources: [String: [Resource]] = [
        "StyleHTTPService": [
            Resource(
                path: "openapi.yaml", typeName: "OpenAPIDocument", member: "yaml", isPublic: true,
                summary: "The service's OpenAPI document, served at `GET /openapi.yaml`."
            ),
            Resource(
                path: "Sources/StyleHTTPService/Playground/playground.html", typeName: "PlaygroundPage", member: "html",
                isPublic: false,
                summary: "The playground page served at `GET /`; its script and styles are files of their own."
            ),
            Resource(
                path: "Sources/StyleHTTPService/Playground/playground.js", typeName: "PlaygroundScript",
                member: "javascript", isPublic: false,
                summary: "The playground's script, served at `GET /playground.js`."
            ),
            Resource(
                path: "Sources/StyleHTTPService/Playground/playground.css", typeName: "PlaygroundStylesheet",
                member: "css", isPublic: false, summary: "The playground's styles, served at `GET /playground.css`."
            ),
            Resource(
                path: "clients/js/client.js", typeName: "ClientModule", member: "javascript",
                isPublic: false, summary: "The JavaScript client served at `GET /client.js`: an ES module."
            ),
            Resource(
                path: "clients/js/client.d.ts", typeName: "ClientDeclarations",
                member: "typescript", isPublic: false,
                summary: "The JavaScript client's TypeScript declarations, served at `GET /client.d.ts`."
            ),
        ]
    ]

    /// The targets that get `BuildInfo`, with the file that holds the version.
    static let buildInfo: [String: String] = ["StyleHTTPService": "openapi.yaml"]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let resources = Self.resources[target.name] else {
            throw EmbedResourcesError(message: "EmbedResources lists no files to embed in target '\(target.name)'")
        }
        let tool = try context.tool(named: "EmbedResourceTool")
        var commands: [Command] = []
        if let versionFile = Self.buildInfo[target.name] {
            let versionInput = context.package.directoryURL.appending(path: versionFile)
            let output = context.pluginWorkDirectoryURL.appending(path: "BuildInfo.swift")
            let environment = ProcessInfo.processInfo.environment["STYLE_RESOLVER_COMMIT"] ?? ""
            let commit =
                environment.isEmpty
                ? ["--commit-of-checkout", context.package.directoryURL.path(percentEncoded: false)]
                : ["--commit", environment]
            commands.append(
                .buildCommand(
                    displayName: "Writing BuildInfo",
                    executable: tool.url,
                    arguments: [
                        "--build-info", "--version-from", versionInput.path(percentEncoded: false),
                        "--output", output.path(percentEncoded: false),
                    ] + commit,
                    inputFiles: [versionInput]
                        + (environment.isEmpty ? Self.gitFiles(of: context.package.directoryURL) : []),
                    outputFiles: [output]
                ))
        }
        return commands
            + resources.map { resource in
                let input = context.package.directoryURL.appending(path: resource.path)
                let output = context.pluginWorkDirectoryURL.appending(path: "\(resource.typeName).swift")
                var arguments = [
                    "--input", input.path(percentEncoded: false),
                    "--output", output.path(percentEncoded: false),
                    "--type", resource.typeName,
                    "--member", resource.member,
                    "--summary", resource.summary,
                    "--source-name", resource.path,
                ]
                if resource.isPublic {
                    arguments.append("--public")
                }
                return .buildCommand(
                    displayName: "Embedding \(resource.path) as \(resource.typeName)",
                    executable: tool.url,
                    arguments: arguments,
                    inputFiles: [input],
                    outputFiles: [output]
                )
            }
    }
}

extension EmbedResources {
    /// The files whose change can change the commit a package's `.git` names: its `HEAD`, `packed-refs` and
    /// `logs/HEAD`, the reflog git appends to whenever `HEAD`'s commit changes (a commit, a checkout, a reset). No
    /// branch's own ref is listed: a build's plan keeps its inputs, and a branch deleted later would leave the build an
    /// input that is gone. For a `git worktree`, whose `.git` is a file naming its own folder, that folder's files.
    static func gitFiles(of packageDirectory: URL) -> [URL] {
        var directory = packageDirectory.appending(path: ".git")
        if let data = try? Data(contentsOf: directory) {
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.hasPrefix("gitdir:") else { return [] }
            let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
            directory = path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageDirectory.appending(path: path)
        }
        return ["HEAD", "packed-refs", "logs/HEAD"].map { directory.appending(path: $0) }.filter {
            FileManager.default.fileExists(atPath: $0.path(percentEncoded: false))
        }
    }
}

/// A plugin failure with a message for the build log.
struct EmbedResourcesError: Error, CustomStringConvertible {
    /// What went wrong.
    var message: String

    var description: String { message }
}
