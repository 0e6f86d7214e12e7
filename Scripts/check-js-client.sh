#!/usr/bin/env bash
# The typed JavaScript client (clients/js/, the npm package the service also serves at /client.js):
# 1. client.d.ts's generated types are what Scripts/generate_client_types.py writes from openapi.yaml (a diff fails);
# 2. tsc --strict --noEmit passes Scripts/typescript/client-sample.ts (reads cell.background.backgroundColor after
#    narrowing the Resolution union) and refuses the same sample reading backgroundColour, with TS2551 there only;
# 3. node --test clients/js/test/ runs the client against a live style-resolver it starts and restarts itself;
# 4. `style-resolver export --format ts --package` writes a package that tsc --strict compiles a consumer of (by its
#    package name, through package.json's exports) and node runs (Scripts/typescript/package-consumer.ts).
# Installs Debian's nodejs and node-typescript when node or tsc is missing, and the pinned Python tools (PyYAML).
# Usage: Scripts/check-js-client.sh   (STYLE_RESOLVER_BINARY=path uses that binary instead of the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
command -v node >/dev/null || missing+=(nodejs)
command -v tsc >/dev/null || missing+=(node-typescript)
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
bash Scripts/python-tools.sh

echo "== client: client.d.ts generated from openapi.yaml"
.venv-ci/bin/python Scripts/generate_client_types.py --check

echo "== client: tsc --strict over the typed sample, then over it with one member misspelt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tsc_flags=(--strict --noEmit --target es2022 --module es2022 --moduleResolution node --lib es2022,dom)
tsc "${tsc_flags[@]}" Scripts/typescript/client-sample.ts
# The misspelt twin: the same sample, importing the client by its absolute path, reading backgroundColour.
sed -e "s#\"../../clients/js/client.js\"#\"$PWD/clients/js/client.js\"#" \
    -e 's/= cell\.background\.backgroundColor;/= cell.background.backgroundColour;/' \
    Scripts/typescript/client-sample.ts >"$work/client-misspelt.ts"
if [ "$(grep -c 'backgroundColour' "$work/client-misspelt.ts")" -ne 1 ]; then
    echo "check-js-client: client-sample.ts no longer reads cell.background.backgroundColor once" >&2
    exit 1
fi
if output=$(tsc "${tsc_flags[@]}" "$work/client-misspelt.ts" 2>&1); then
    echo "check-js-client: tsc accepted cell.background.backgroundColour; the answer types are not closed" >&2
    exit 1
fi
expected="error TS2551: Property 'backgroundColour' does not exist on type 'ResolvedBackground'."
if ! grep -qF "$expected" <<<"$output" || [ "$(grep -c 'error TS' <<<"$output")" -ne 1 ]; then
    echo "check-js-client: tsc refused the misspelt sample, but not only with: $expected" >&2
    echo "$output" >&2
    exit 1
fi
echo "tsc: client-sample.ts compiles; its misspelt twin is refused at backgroundColour (TS2551)"

echo "== client: node --test against a live service"
binary="${STYLE_RESOLVER_BINARY:-$(bash Scripts/build-release.sh)}"
STYLE_RESOLVER_BINARY="$binary" node --test clients/js/test/

echo "== export --package: the package tsc compiles and node imports as written"
mkdir -p "$work/styles" "$work/consumer/node_modules/@acme"
echo '{"extends": "sidebarCell", "overrides": {"background": {"backgroundColor": "#123456"}}}' \
    >"$work/styles/brand-row.json"
"$binary" export --all --format ts --package @acme/brand-styles --out "$work/consumer/node_modules/@acme/brand-styles" \
    --styles-dir "$work/styles" --data-dir "$work/none" >/dev/null
echo '{"type": "module", "private": true}' >"$work/consumer/package.json"
cp Scripts/typescript/package-consumer.ts "$work/consumer/"
tsc --strict --target es2022 --module node16 --moduleResolution node16 --outDir "$work/consumer" \
    "$work/consumer/package-consumer.ts"
node "$work/consumer/package-consumer.js"
