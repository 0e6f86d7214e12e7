// swift-tools-version:6.0
// StyleResolver: UIKit's configuration model off Apple platforms. No package dependencies by design.
import PackageDescription

let package = Package(
    name: "StyleResolver",
    products: [
        .library(name: "Configuration", targets: ["Configuration"]),
        .library(name: "StyleRegistry", targets: ["StyleRegistry"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "StyleService", targets: ["StyleService"]),
        .library(name: "ResolverService", targets: ["ResolverService"]),
        .library(name: "JSON", targets: ["JSON"]),
        .executable(name: "style-resolver", targets: ["style-resolver"]),
    ],
    targets: [
        .target(name: "Configuration"),
        .target(name: "StyleRegistry", dependencies: ["Configuration", "JSON"]),
        .target(name: "HTTPServer", dependencies: ["CHTTPServerSystem"], exclude: ["CSystem"]),
        .target(name: "CHTTPServerSystem", path: "Sources/HTTPServer/CSystem"),
        // The core: requests, resolution and the web formats, with problems as data; no HTTP.
        .target(name: "StyleService", dependencies: ["Configuration", "StyleRegistry", "JSON"]),
        // The system zlib, linked as `z` (headers from zlib1g-dev; the runtime image's zlib1g has the library).
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "ResolverService",
            dependencies: ["Configuration", "StyleRegistry", "StyleService", "HTTPServer", "JSON", "CZlib"],
            // Embedded, with openapi.yaml, by the EmbedResources plugin.
            exclude: [
                "Playground/playground.html", "Playground/playground.js", "Playground/playground.css",
                "Client/client.js", "Client/client.d.ts",
            ],
            plugins: ["EmbedResources"]
        ),
        .executableTarget(
            name: "style-resolver",
            dependencies: ["ResolverService", "HTTPServer", "StyleService", "StyleRegistry", "Configuration"]),
        .executableTarget(
            name: "ConfigurationBenchmarks",
            dependencies: ["Configuration"],
            path: "Benchmarks/ConfigurationBenchmarks"
        ),
        .testTarget(
            name: "ConfigurationTests",
            dependencies: ["Configuration"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "StyleRegistryTests", dependencies: ["StyleRegistry", "JSON"]),
        .testTarget(
            name: "StyleServiceTests",
            dependencies: ["StyleService", "StyleRegistry", "JSON", "Configuration", "TestSupport"]),
        .testTarget(
            name: "ResolverServiceTests",
            dependencies: [
                "ResolverService", "StyleService", "StyleRegistry", "HTTPServer", "JSON", "Configuration",
                "style-resolver", "CZlib", "TestSupport",
            ]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport"], exclude: ["Fixtures"]),
        // Helpers shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .executableTarget(
            name: "HTTPBenchServer", dependencies: ["HTTPServer"], path: "Benchmarks/http/HTTPBenchServer"),
        .target(name: "JSON"),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),
        .executableTarget(name: "JSONBenchmarks", dependencies: ["JSON"], path: "Benchmarks/JSONBenchmarks"),
        // Generates the Swift sources that hold openapi.yaml and the playground page, at build time.
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["EmbedResourceTool"]),
        .executableTarget(name: "EmbedResourceTool"),
        .testTarget(name: "EmbedResourceToolTests", dependencies: ["EmbedResourceTool"]),
    ]
)

// Upcoming language features for every Swift target: existentials spelled `any`, and a module's members visible only
// where that module is imported.
for target in package.targets
where target.type != .plugin && target.type != .system && target.name != "CHTTPServerSystem" {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
