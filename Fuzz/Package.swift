// swift-tools-version:6.0
// libFuzzer target for the EpollHTTP parser. Separate from the root package because an executable built with
// -sanitize=fuzzer has no main of its own. Build and run with Scripts/fuzz-http-parser.sh.
//
// Sources/EpollHTTP is a symbolic link to the root package's module, not a dependency on the root package: SwiftPM
// applies -sanitize=fuzzer to every host tool it builds, and the root package's build-tool plugin would then fail to
// link (libFuzzer brings its own main).
import PackageDescription

let package = Package(
    name: "EpollHTTPFuzz",
    targets: [
        .target(name: "EpollHTTP", dependencies: ["CEpollHTTPSystem"], exclude: ["CSystem"]),
        .target(name: "CEpollHTTPSystem", path: "Sources/EpollHTTP/CSystem"),
        .executableTarget(name: "HTTPParserFuzzer", dependencies: ["EpollHTTP"]),
    ]
)
