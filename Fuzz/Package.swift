// swift-tools-version:6.0
// libFuzzer target for the HTTPServer parser. Separate from the root package because an executable built with
// -sanitize=fuzzer has no main of its own. Build and run with Scripts/fuzz-http-parser.sh.
//
// Sources/HTTPServer is a symbolic link to the root package's module, not a dependency on the root package: SwiftPM
// applies -sanitize=fuzzer to every host tool it builds, and the root package's build-tool plugin would then fail to
// link (libFuzzer brings its own main).
import PackageDescription

let package = Package(
    name: "HTTPServerFuzz",
    targets: [
        .target(name: "HTTPServer", dependencies: ["CHTTPServerSystem"], exclude: ["CSystem"]),
        .target(name: "CHTTPServerSystem", path: "Sources/HTTPServer/CSystem"),
        .executableTarget(name: "HTTPParserFuzzer", dependencies: ["HTTPServer"]),
    ]
)
