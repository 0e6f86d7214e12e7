#!/usr/bin/env bash
# Runs the hostile style documents of Scripts/hostile-documents.json through every export format and compiles each
# output with its real tool (Scripts/check_hostile_exports.py): tinycss2 for the stylesheet and Tailwind, LibSass for
# SCSS, tsc --strict and node for TypeScript, strict JSON for the tokens, the toolchain's swiftc -parse for the Swift
# export; nothing may be declared beyond what the
# document declares, and the documents the decoder must refuse get a 422 at their pointer. Starts the release binary
# on a free loopback port with an empty data folder and an admin token; installs Debian's node-typescript when tsc is
# missing and the pinned Python tools (Scripts/python-tools.txt) into .venv-ci/. `style-resolver export` over the same
# data folder must write the files the endpoint answers.
# Usage: Scripts/check-hostile-exports.sh   (STYLE_RESOLVER_BINARY=path uses that binary instead of the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v tsc >/dev/null || ! command -v node >/dev/null; then
    echo "installing node-typescript"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends node-typescript >/dev/null
fi
# The TypeScript compiler's own module, for the parser the check lists declarations with (/usr/share/nodejs).
TYPESCRIPT_NODE_PATH=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v tsc)")")")")
export TYPESCRIPT_NODE_PATH
bash Scripts/python-tools.sh
source Scripts/lib/service.sh

binary="${STYLE_RESOLVER_BINARY:-$(bash Scripts/build-release.sh)}"
work=$(mktemp -d)
trap 'stop_service || true; rm -rf "$work"' EXIT
token=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
start_service "$binary" "$work/service.log" --data-dir "$work/data" --access-log off --admin-token "$token"

echo "== hostile exports: every format of every hostile document, compiled by its real tool"
.venv-ci/bin/python Scripts/check_hostile_exports.py "$service_url" "$token" "$binary" "$work/data"
