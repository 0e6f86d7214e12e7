#!/usr/bin/env bash
# What CI can check of the container without a Docker engine: hadolint on the Dockerfile (every rule, none
# ignored); the Dockerfile's own release build (Scripts/build-release.sh); that the binary needs none of the Swift
# toolchain's shared libraries (ldd); and a smoke run of that binary configured as the image configures it
# (STYLE_RESOLVER_DATA_DIR), answering /healthz, /readyz, a resolve, and the Dockerfile's HEALTHCHECK command.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/python-tools.sh
source Scripts/lib/service.sh

echo "== container: hadolint Dockerfile"
.venv-ci/bin/hadolint Dockerfile
echo "hadolint: no findings"

echo "== container: the Dockerfile's release build"
binary=$(bash Scripts/build-release.sh)
ls -l "$binary"

echo "== container: shared libraries of the static binary"
libraries=$(ldd "$binary")
echo "$libraries"
if grep -Ei "swift|foundation|dispatch|blocksruntime|icu|not found" <<<"$libraries"; then
    echo "container: the binary needs shared libraries the runtime image does not have" >&2
    exit 1
fi
# The system zlib (gzip answers) is linked dynamically: ubuntu:24.04 has libz.so.1 (zlib1g, which dpkg needs).
grep -q "libz.so.1" <<<"$libraries" || { echo "container: the binary does not link the system zlib" >&2; exit 1; }

echo "== container: --version names the commit of this checkout"
version=$("$binary" --version)
echo "$version"
if commit=$(git rev-parse HEAD 2>/dev/null) && [[ "$version" != *"(commit $commit)" ]]; then
    echo "container: --version should name commit $commit" >&2
    exit 1
fi

echo "== container: smoke run"
work=$(mktemp -d)
trap 'stop_service || true; rm -rf "$work"' EXIT
STYLE_RESOLVER_DATA_DIR="$work/data" start_service "$binary" "$work/service.log"
expect() {  # name, expected substring, actual
    if [[ "$3" != *"$2"* ]]; then
        echo "container: $1 answered '$3', expected it to contain '$2'" >&2
        exit 1
    fi
    echo "$1: ok"
}
expect "GET /healthz" '{"status":"ok"}' "$(curl -fsS "$service_url/healthz")"
expect "GET /readyz" '{"status":"ready","registryVersion":1}' "$(curl -fsS "$service_url/readyz")"
answer=$(curl -fsS -X POST "$service_url/v1/resolve" -H 'Content-Type: application/json' \
    -d '{"style": "sidebarCell", "state": {"traits": {"userInterfaceStyle": "dark"}, "isSelected": true}}')
# The container's default design is iOS 26's: systemBlue in dark mode is #0091FF there (reference §7.6).
expect "POST /v1/resolve" '"designGeneration":"ios26","background":{"style":"listSidebarCell","backgroundColor":"#0091FF"' "$answer"
[ -d "$work/data" ] || { echo "container: STYLE_RESOLVER_DATA_DIR was not used" >&2; exit 1; }

# The HEALTHCHECK's exec-form command, run as Docker would run it (against this binary's port).
mapfile -t command < <(.venv-ci/bin/python - <<'PY'
import json
text = open("Dockerfile").read().replace("\\\n", " ")
line = next(l for l in text.splitlines() if l.startswith("HEALTHCHECK "))
print("\n".join(json.loads(line.split(" CMD ", 1)[1])))
PY
)
[ "${#command[@]}" -ge 1 ] || { echo "container: no HEALTHCHECK CMD in the Dockerfile" >&2; exit 1; }
port=${service_url##*:}
if ! STYLE_RESOLVER_PORT=$port "${command[@]}"; then
    echo "container: the HEALTHCHECK command failed against a healthy service" >&2
    exit 1
fi
echo "HEALTHCHECK: ok"
stop_service
if STYLE_RESOLVER_PORT=$port "${command[@]}" 2>/dev/null; then
    echo "container: the HEALTHCHECK command passed with the service stopped" >&2
    exit 1
fi
echo "HEALTHCHECK after stop: fails, as it should"
echo "container: static binary $(du -h "$binary" | cut -f1), smoke run passed"
