// swift-tools-version:6.0
// StyleResolver: UIKit's configuration model off Apple platforms. No package dependencies by design.
import PackageDescription

let package = Package(
    name: "StyleResolver",
    products: [
        .library(name: "ViewConfigurations", targets: ["ViewConfigurations"]),
        .library(name: "StyleDefinitions", targets: ["StyleDefinitions"]),
        .library(name: "EpollHTTP", targets: ["EpollHTTP"]),
        .library(name: "StyleService", targets: ["StyleService"]),
        .library(name: "StyleHTTPService", targets: ["StyleHTTPService"]),
        .library(name: "StrictJSON", targets: ["StrictJSON"]),
        .executable(name: "style-resolver", targets: ["style-resolver"]),
    ],
    targets: [
        .target(name: "ViewConfigurations"),
        .target(name: "StyleDefinitions", dependencies: ["ViewConfigurations", "StrictJSON"]),
        .target(name: "EpollHTTP", dependencies: ["CEpollHTTPSystem"], exclude: ["CSystem"]),
        .target(name: "CEpollHTTPSystem", path: "Sources/EpollHTTP/CSystem"),
        // The core: requests, resolution and the web formats, with problems as data; no HTTP.
        .target(name: "StyleService", dependencies: ["ViewConfigurations", "StyleDefinitions", "StrictJSON"]),
        // The system zlib, linked as `z` (headers from zlib1g-dev; the runtime image's zlib1g has the library).
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "StyleHTTPService",
            dependencies: [
                "ViewConfigurations", "StyleDefinitions", "StyleService", "EpollHTTP", "StrictJSON", "CZlib",
            ],
            // Embedded, with openapi.yaml and clients/js/'s client, by the EmbedResources plugin.
            exclude: [
                "Playground/playground.html", "Playground/playground.js", "Playground/playground.css",
            ],
            plugins: ["EmbedResources"]
        ),
        .executableTarget(
            name: "style-resolver",
            dependencies: [
                "StyleHTTPService", "EpollHTTP", "StyleService", "StyleDefinitions", "ViewConfigurations", "StrictJSON",
            ]),
        .executableTarget(
            name: "ViewConfigurationsBenchmarks",
            dependencies: ["ViewConfigurations"],
            path: "Benchmarks/ViewConfigurationsBenchmarks"
        ),
        .testTarget(
            name: "ViewConfigurationsTests",
            dependencies: ["ViewConfigurations"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "StyleDefinitionsTests",
            // StyleService: the row oracle reads the service's answers as well as the library's values.
            dependencies: ["StyleDefinitions", "StrictJSON", "ViewConfigurations", "StyleService"]),
        .testTarget(
            name: "StyleServiceTests",
            dependencies: ["StyleService", "StyleDefinitions", "StrictJSON", "ViewConfigurations", "TestSupport"]),
        .testTarget(
            name: "StyleHTTPServiceTests",
            dependencies: [
                "StyleHTTPService", "StyleService", "StyleDefinitions", "EpollHTTP", "StrictJSON", "ViewConfigurations",
                "style-resolver", "CZlib", "TestSupport",
            ]),
        .testTarget(name: "EpollHTTPTests", dependencies: ["EpollHTTP", "TestSupport"], exclude: ["Fixtures"]),
        // docs/ARCHITECTURE.md's module table checked against this file and the sources' imports.
        .testTarget(name: "PackageLayoutTests"),
        // Helpers shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // UIKit's names for the library's types, so the Swift export compiles on Linux (Scripts/check-swift-export.sh).
        .target(name: "UIKit", dependencies: ["ViewConfigurations"], path: "Tests/UIKitShim"),
        .executableTarget(
            name: "HTTPBenchServer", dependencies: ["EpollHTTP"], path: "Benchmarks/http/HTTPBenchServer"),
        .target(name: "StrictJSON"),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON", "TestSupport"]),
        .executableTarget(
            name: "StrictJSONBenchmarks", dependencies: ["StrictJSON"], path: "Benchmarks/StrictJSONBenchmarks"),
        // Generates the Swift sources that hold openapi.yaml and the playground page, at build time.
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["EmbedResourceTool"]),
        .executableTarget(name: "EmbedResourceTool"),
        .testTarget(name: "EmbedResourceToolTests", dependencies: ["EmbedResourceTool"]),
    ]
)

// Upcoming language features for every Swift target: existentials spelled `any`, and a module's members visible only
// where that module is imported.
for target in package.targets
where target.type != .plugin && target.type != .system && target.name != "CEpollHTTPSystem" {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
