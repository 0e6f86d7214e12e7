#!/usr/bin/env bash
# Parses every CSS answer strictly with tinycss2: starts the release binary on a free loopback port with an
# empty data folder and the design tokens of Tests/Fixtures/web-tokens (a style naming them is put, so its stylesheet
# refers to them), and runs Scripts/check_css.py against it: the stylesheet of every style, and the CSS answers of
# POST and GET /v1/resolve, and the css, tailwind and scss exports (SCSS compiled with LibSass), under each CSS option
# (prefix, layer, units, theme, hover) alone and combined. Fails on any parse
# error, block left open, unexpected at-rule, missing prefix, px under units=rem or malformed light-dark().
# Usage: Scripts/check-css.sh   (STYLE_RESOLVER_BINARY=path uses that binary instead of the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/python-tools.sh
source Scripts/lib/service.sh

binary="${STYLE_RESOLVER_BINARY:-$(bash Scripts/build-release.sh)}"
work=$(mktemp -d)
trap 'stop_service || true; rm -rf "$work"' EXIT
start_service "$binary" "$work/service.log" --data-dir "$work/data" --access-log off \
    --tokens Tests/Fixtures/web-tokens/brand.resolver.json

echo "== css: tinycss2 over every CSS answer and option"
.venv-ci/bin/python Scripts/check_css.py "$service_url"
