// swift-tools-version:6.0
// libFuzzer target for the JSON reader and writer. Build and run through `Scripts/fuzz-json.sh SECONDS`,
// which passes `-sanitize=fuzzer,address` for every module so the JSON library itself is instrumented,
// and `-parse-as-library`: libFuzzer supplies `main`, the target only `LLVMFuzzerTestOneInput`.
import PackageDescription

// SwiftPM names a path dependency after its folder, so derive the root package's identity from where the
// checkout lives rather than assuming the folder is called "main".
let rootIdentity = Context.packageDirectory.split(separator: "/").dropLast(2).last.map { String($0).lowercased() }
    ?? "main"

let package = Package(
    name: "JSONReaderFuzzer",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "JSONReaderFuzzer",
            dependencies: [.product(name: "JSON", package: rootIdentity)]
        )
    ]
)
