#!/usr/bin/env bash
# Creates .venv-ci/ (git-ignored) and installs the pinned tools of Scripts/python-tools.txt into it; does nothing
# when they are already there. Other scripts run it first, then call .venv-ci/bin/<tool>.
# Installs python3-venv with apt-get only when the machine's python3 cannot make a virtualenv without it.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv-ci
requirements=Scripts/python-tools.txt
stamp="$venv/installed-requirements.txt"

if [ -f "$stamp" ] && cmp -s "$requirements" "$stamp" && [ -x "$venv/bin/python" ]; then
    exit 0
fi
rm -rf "$venv"
if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    echo "python-tools: installing python3-venv"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
    rm -rf "$venv"
    python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --requirement "$requirements"
cp "$requirements" "$stamp"
echo "python-tools: installed $(grep -cE '^[a-z]' "$requirements") tools into $venv"
