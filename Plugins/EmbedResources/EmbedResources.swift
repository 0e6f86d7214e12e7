import PackagePlugin

/// Embeds text files in a target as Swift string literals at build time, so the binary serves them without a
/// resource bundle and the files stay the only copies in git.
///
/// Each embedded file becomes one generated enum with a `[UInt8]` member holding the file's bytes (see
/// `EmbedResourceTool`). The files are declared as the build command's inputs, so editing one regenerates its
/// source and rebuilds the target.
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

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let resources = Self.resources[target.name] else {
            throw EmbedResourcesError(message: "EmbedResources lists no files to embed in target '\(target.name)'")
        }
        let tool = try context.tool(named: "EmbedResourceTool")
        return resources.map { resource in
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

/// A plugin failure with a message for the build log.
struct EmbedResourcesError: Error, CustomStringConvertible {
    /// What went wrong.
    var message: String

    var description: String { message }
}
