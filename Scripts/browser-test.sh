#!/usr/bin/env bash
# Real-browser test of the playground page (GET /): installs Debian's chromium (and the Inter font the page prefers)
# when missing, builds style-resolver, and runs Scripts/browser_test.py, which starts the service on a free loopback
# port with a temporary data folder, drives headless Chromium through the DevTools protocol, checks the rendered cell
# against the API's answer (the stylesheet's theme modes, the JavaScript client /client.js and the playground), authors
# a style in the editor, lists a tokens file's tokens and completes their aliases in the editor (a second service
# started with --tokens), loads the page against a hostile API (Scripts/hostile_api.py: nothing may run, the token is not
# sent there, the service gets no write; ?api=javascript:… is refused), audits the page with axe-core (axe.min.js from
# the pinned axe-selenium-python, installed into .venv-ci/ by Scripts/python-tools.sh), and writes docs/playground.png,
# docs/playground-matrix.png, docs/playground-editor.png and docs/playground-390.png. Before the playground, the settings
# list of docs/settings-list.html, drawn by the stylesheet alone, is checked against the API in light and dark and
# written to docs/settings-list-light.png and docs/settings-list-dark.png.
# Then compiles Scripts/typescript/check.ts with tsc --strict (Debian's node-typescript) against /client.d.ts and
# sidebarCell's ts export, so the client's and the export's declarations are checked by TypeScript itself; then
# Scripts/typescript/hover.ts against filledButton's ts export with --hover highlighted, whose module node imports.
#   bash Scripts/browser-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v python3 >/dev/null || missing+=(python3)
command -v tsc >/dev/null || missing+=(node-typescript)
[ -e /usr/share/fonts/opentype/inter ] || [ -e /usr/share/fonts/truetype/inter ] || missing+=(fonts-inter)
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
bash Scripts/python-tools.sh
axe=$(.venv-ci/bin/python -c 'import importlib.util, os
print(os.path.join(importlib.util.find_spec("axe_selenium_python").submodule_search_locations[0], "node_modules/axe-core/axe.min.js"))')
swift build --product style-resolver
python3 Scripts/browser_test.py --binary "$(swift build --show-bin-path)/style-resolver" --screenshots docs --axe "$axe"

echo "== typescript: client.d.ts and the ts export under tsc --strict"
binary="$(swift build --show-bin-path)/style-resolver"
types=$(mktemp -d)
trap 'rm -rf "$types"' EXIT
cp clients/js/client.d.ts Scripts/typescript/check.ts "$types/"
"$binary" export --style sidebarCell --format ts --out "$types" --data-dir "$types/none" >/dev/null
tsc --noEmit --strict --target es2022 --module es2022 --moduleResolution node --lib es2022,dom "$types/check.ts"
# The hover option's stateSelectors: typed by the declarations, and the module's values those the stylesheet writes.
cp Scripts/typescript/hover.ts "$types/"
"$binary" export --style filledButton --format ts --hover highlighted --out "$types" --data-dir "$types/none" >/dev/null
tsc --noEmit --strict --target es2022 --module es2022 --moduleResolution node --lib es2022,dom "$types/hover.ts"
node --input-type=module -e "
import { stateSelectors } from '$types/filledButton.js';
const expected = ':hover:where(:not(:disabled, [aria-disabled=\"true\"], [data-disabled]))';
if (stateSelectors.highlighted.hover !== expected || !Object.isFrozen(stateSelectors.highlighted)) process.exit(1);"
echo "typescript: 2 passed, 0 failed"
