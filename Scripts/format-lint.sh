#!/usr/bin/env bash
# Lints every Swift file of the package with the toolchain's swift-format and the root .swift-format: any finding
# (formatting or rule) fails. `swift format format -i --recursive --parallel` over the same paths fixes most of them.
# Hidden folders (.build) are skipped, and so are the fuzz packages' links to the root package's modules.
# Usage: Scripts/format-lint.sh [--fix]   (--fix formats the same files in place first)
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Sources Tests Benchmarks Plugins Package.swift Fuzz/Package.swift Fuzz/Sources/HTTPParserFuzzer
    Fuzz/JSONReaderFuzzer/Package.swift Fuzz/JSONReaderFuzzer/Sources/JSONReaderFuzzer)
if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --recursive --parallel --configuration .swift-format "${paths[@]}"
fi
swift format lint --strict --recursive --parallel --configuration .swift-format "${paths[@]}"
echo "format-lint: no findings"
