// swift-tools-version:6.0
// libFuzzer target for the HTTPServer parser. Separate from the root package because an executable
// built with -sanitize=fuzzer has no main of its own. Build and run with Scripts/fuzz-http-parser.sh.
import Foundation
import PackageDescription

// A path dependency's identity is its folder name, which differs between clones; derive it.
let rootDirectory = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
let rootIdentity = rootDirectory.lastPathComponent.lowercased()

let package = Package(
    name: "HTTPServerFuzz",
    dependencies: [.package(path: rootDirectory.path)],
    targets: [
        .executableTarget(
            name: "HTTPParserFuzzer",
            dependencies: [.product(name: "HTTPServer", package: rootIdentity)]
        ),
    ]
)
