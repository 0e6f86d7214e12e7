#!/usr/bin/env bash
# Runs every example of README.md and docs/*.md (Scripts/check_docs.py): each page's ```console transcripts against a
# fresh release service, its ```swift examples compiled against the release build's modules, every relative link.
# Fails when a shown output differs from the real one (dates, times, digests, commits and request ids masked).
# Usage: Scripts/check-docs.sh [PAGE...]   (STYLE_RESOLVER_BINARY=path uses that binary instead of the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/lib/service.sh   # installs curl when missing; the examples use it
if ! command -v jq >/dev/null 2>&1; then   # the examples show parts of answers with jq
    echo "installing jq"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq jq >/dev/null
fi

binary="${STYLE_RESOLVER_BINARY:-$(bash Scripts/build-release.sh)}"
python3 Scripts/check_docs.py "$binary" "$@"
