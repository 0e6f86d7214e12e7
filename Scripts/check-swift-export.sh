#!/usr/bin/env bash
# Proves the Swift export against the service: every style's generated file (the built-ins and the user styles of
# Tests/Fixtures/swift-export/ with the seed's archived cell, naming the design tokens of
# Tests/Fixtures/swift-export-tokens.json, which differ in all four appearances) compiled against the UIKit shim
# (Tests/UIKitShim) with no warnings, and every state resolved by the generated code (configurations, accessories and separators) compared
# with POST /v1/resolve/batch, property by property (Scripts/check_swift_export.py). Uses the debug build (`swift build --build-tests`, run here: nothing to
# do after CI's build step) and python3's standard library.
# Usage: Scripts/check-swift-export.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/lib/service.sh

swift build --build-tests >/dev/null
build=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'stop_service || true; rm -rf "$work"' EXIT
mkdir "$work/styles" "$work/compiled"
cp Tests/Fixtures/archived-cell-style.json "$work/styles/archivedCell.json"
for fixture in Tests/Fixtures/swift-export/*.json; do
    # The files' order prefixes (1-brandBase.json) keep each base before the styles extending it.
    name=$(basename "$fixture" .json)
    cp "$fixture" "$work/styles/${name#*-}.json"
done
start_service "$build/style-resolver" "$work/service.log" --styles-dir "$work/styles" --access-log off \
    --tokens Tests/Fixtures/swift-export-tokens.json

python3 Scripts/check_swift_export.py "$service_url" "$build" "$work/compiled"
