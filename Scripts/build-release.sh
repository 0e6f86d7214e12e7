#!/usr/bin/env bash
# Runs the Dockerfile's build command (read from the Dockerfile's `RUN swift build …` line, so the two cannot
# drift), fails on any compiler warning, and prints the path of the static style-resolver binary on stdout
# (the build's own output goes to stderr). Usage: binary=$(bash Scripts/build-release.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
command=$(sed -n 's/^RUN \(swift build [^&\\]*[^&\\ ]\).*$/\1/p' Dockerfile)
case "$command" in
    "swift build -c release --static-swift-stdlib "*) ;;
    *) echo "build-release: the Dockerfile has no 'RUN swift build -c release --static-swift-stdlib …' line" >&2; exit 1 ;;
esac
bash Scripts/install-zlib.sh >&2
log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "build-release: $command" >&2
$command 2>&1 | tee "$log" >&2
if grep -E "(^|: )warning: " "$log" >/dev/null; then
    echo "build-release: the release build printed warnings; they count as errors" >&2
    exit 1
fi
echo "$($command --show-bin-path)/style-resolver"
