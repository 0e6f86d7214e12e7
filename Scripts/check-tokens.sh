#!/usr/bin/env bash
# Checks every style's design tokens with Scripts/check_tokens.py against the official DTCG 2025.10 JSON
# Schemas (Format and Resolver Modules, registered offline under their $id with jsonschema + referencing): starts the
# release binary on a free loopback port with an empty data folder and the design tokens of Tests/Fixtures/web-tokens,
# registers test styles (custom states, glass, an image size that is auto in one state, aliases to the tokens), then
# validates every tokens.resolver.json, every set file it names and tokens.json, resolves every mode and state as a
# token tool would (every alias must resolve, every value equal the CSS answer's custom property of the same name, but
# for the design tokens the properties alias), and fails on the first problem. Before that,
# Scripts/check_token_files.py checks the tokens reader's corpus (Tests/Fixtures/design-tokens/) against the schemas.
# Usage: Scripts/check-tokens.sh [SCHEMA_DIR]   (default ../shared/conformance/dtcg-2025.10, beside the clone in CI;
#        STYLE_RESOLVER_BINARY=path uses that binary instead of the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
schemas="${1:-../shared/conformance/dtcg-2025.10}"
if [ ! -f "$schemas/format.json" ] || [ ! -f "$schemas/resolver.json" ]; then
    echo "check-tokens: no DTCG schemas in $schemas (expected format.json and resolver.json)" >&2
    exit 1
fi
bash Scripts/python-tools.sh

# The reader's corpus first (no service needed): the schemas must agree with its valid/, invalid/ and refused/ folders.
.venv-ci/bin/python Scripts/check_token_files.py "$schemas" Tests/Fixtures/design-tokens

source Scripts/lib/service.sh

binary="${STYLE_RESOLVER_BINARY:-$(bash Scripts/build-release.sh)}"
work=$(mktemp -d)
trap 'stop_service || true; rm -rf "$work"' EXIT
start_service "$binary" "$work/service.log" --data-dir "$work/data" --access-log off \
    --tokens Tests/Fixtures/web-tokens/brand.resolver.json

echo "== tokens: DTCG 2025.10 schemas, aliases and CSS names over every style's tokens"
.venv-ci/bin/python Scripts/check_tokens.py "$service_url" "$schemas"
