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
/// build argument, since the image's build context has no `.git`), else the commit `.git` names (read here, without
/// running git; the files read are the command's inputs, so a new commit regenerates it), else `unknown`.
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
        "ResolverService": [
            Resource(
                path: "openapi.yaml", typeName: "OpenAPIDocument", member: "yaml", isPublic: true,
                summary: "The service's OpenAPI document, served at `GET /openapi.yaml`."
            ),
            Resource(
                path: "Sources/ResolverService/Playground/playground.html", typeName: "PlaygroundPage", member: "html",
                isPublic: false,
                summary: "The playground page served at `GET /`: one HTML document with its CSS and JavaScript inline."
            ),
            Resource(
                path: "Sources/ResolverService/Client/client.js", typeName: "ClientModule", member: "javascript",
                isPublic: false, summary: "The JavaScript client served at `GET /client.js`: an ES module."
            ),
            Resource(
                path: "Sources/ResolverService/Client/client.d.ts", typeName: "ClientDeclarations",
                member: "typescript", isPublic: false,
                summary: "The JavaScript client's TypeScript declarations, served at `GET /client.d.ts`."
            ),
        ]
    ]

    /// The targets that get `BuildInfo`, with the file that holds the version.
    static let buildInfo: [String: String] = ["ResolverService": "openapi.yaml"]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let resources = Self.resources[target.name] else {
            throw EmbedResourcesError(message: "EmbedResources lists no files to embed in target '\(target.name)'")
        }
        let tool = try context.tool(named: "EmbedResourceTool")
        var commands: [Command] = []
        if let versionFile = Self.buildInfo[target.name] {
            let versionInput = context.package.directoryURL.appending(path: versionFile)
            let output = context.pluginWorkDirectoryURL.appending(path: "BuildInfo.swift")
            let commit = GitCommit(packageDirectory: context.package.directoryURL)
            let environment = ProcessInfo.processInfo.environment["STYLE_RESOLVER_COMMIT"] ?? ""
            let value = !environment.isEmpty ? environment : commit.hash ?? "unknown"
            commands.append(
                .buildCommand(
                    displayName: "Writing BuildInfo (commit \(value))",
                    executable: tool.url,
                    arguments: [
                        "--build-info", "--version-from", versionInput.path(percentEncoded: false),
                        "--commit", value, "--output", output.path(percentEncoded: false),
                    ],
                    inputFiles: [versionInput] + commit.files,
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

/// The commit a package's `.git` names, read from the files git keeps (a work tree's `.git` may be a file naming
/// the real folder, as in a `git worktree`; a branch may be a loose ref or a line of `packed-refs`).
struct GitCommit {
    /// The 40 (or 64) hex digits, or nil when there is no `.git` or it names no commit.
    var hash: String?
    /// The files read, so the build command runs again when one changes.
    var files: [URL] = []

    init(packageDirectory: URL) {
        let dotGit = packageDirectory.appending(path: ".git")
        var gitDirectory = dotGit
        if let text = Self.read(dotGit), text.hasPrefix("gitdir:") {
            let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
            gitDirectory =
                path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageDirectory.appending(path: path)
        }
        var commonDirectory = gitDirectory
        if let common = Self.read(gitDirectory.appending(path: "commondir")) {
            commonDirectory =
                common.hasPrefix("/") ? URL(fileURLWithPath: common) : gitDirectory.appending(path: common)
        }
        let head = gitDirectory.appending(path: "HEAD")
        guard let headText = Self.read(head) else { return }
        files.append(head)
        guard headText.hasPrefix("ref:") else {
            hash = Self.isHash(headText) ? headText : nil
            return
        }
        let ref = headText.dropFirst("ref:".count).trimmingCharacters(in: .whitespaces)
        for directory in [gitDirectory, commonDirectory] {
            let loose = directory.appending(path: ref)
            if let text = Self.read(loose), Self.isHash(text) {
                files.append(loose)
                hash = text
                return
            }
        }
        let packed = commonDirectory.appending(path: "packed-refs")
        guard let text = Self.read(packed) else { return }
        files.append(packed)
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, parts[1] == ref, Self.isHash(String(parts[0])) {
                hash = String(parts[0])
                return
            }
        }
    }

    /// A file's text without surrounding white space, or nil when it cannot be read (or is a folder).
    static func read(_ url: URL) -> String? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func isHash(_ text: String) -> Bool {
        (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
    }
}

/// A plugin failure with a message for the build log.
struct EmbedResourcesError: Error, CustomStringConvertible {
    /// What went wrong.
    var message: String

    var description: String { message }
}
