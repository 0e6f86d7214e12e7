// swift-tools-version:6.0
// libFuzzer target for the JSON reader and writer. Build and run through `Scripts/fuzz-json.sh SECONDS`,
// which passes `-sanitize=fuzzer,address` for every module so the JSON library itself is instrumented,
// and `-parse-as-library`: libFuzzer supplies `main`, the target only `LLVMFuzzerTestOneInput`.
//
// Sources/StrictJSON is a symbolic link to the root package's module, not a dependency on the root package: SwiftPM
// applies the sanitizer flags to every host tool it builds, and the root package's build-tool plugin would then fail
// to link (libFuzzer brings its own main).
import PackageDescription

let package = Package(
    name: "JSONReaderFuzzer",
    targets: [
        .target(name: "StrictJSON"),
        .executableTarget(name: "JSONReaderFuzzer", dependencies: ["StrictJSON"]),
    ]
)
