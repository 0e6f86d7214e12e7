#!/usr/bin/env bash
# Lints every Swift file of the package with the toolchain's swift-format and the root .swift-format: any finding
# (formatting or rule) fails. `swift format format -i --recursive --parallel` over the same paths fixes most of them.
# Hidden folders (.build) are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --recursive --parallel --configuration .swift-format \
    Sources Tests Benchmarks Fuzz Package.swift Plugins
echo "format-lint: no findings"
