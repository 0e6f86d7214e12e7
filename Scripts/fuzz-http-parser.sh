#!/usr/bin/env bash
# Builds the libFuzzer target for the HTTP parser (Fuzz/, -sanitize=fuzzer,address) and runs it for a
# fixed time. Any crash, sanitizer report, leak or differential mismatch makes this script fail.
# Usage: Scripts/fuzz-http-parser.sh [seconds=60]
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-60}"
root="$(pwd)"

echo "== fuzz: build Fuzz/HTTPParserFuzzer (release, fuzzer + address sanitizer)"
(cd Fuzz && swift build -c release --scratch-path "$root/.build-fuzz" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
binary="$root/.build-fuzz/release/HTTPParserFuzzer"

# The committed seeds (llhttp's request vectors and a few of ours) start a working corpus that grows.
mkdir -p Fuzz/corpus-run Fuzz/artifacts
cp -n Fuzz/corpus/* Fuzz/corpus-run/ 2>/dev/null || true

echo "== fuzz: run for ${duration}s"
log="$(mktemp)"
status=0
"$binary" Fuzz/corpus-run -max_total_time="$duration" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1 >"$log" 2>&1 || status=$?
tail -n 25 "$log"
runs=$(grep -Eo 'Done [0-9]+ runs' "$log" | grep -Eo '[0-9]+' || echo 0)
echo "fuzz: ${runs} executions in ${duration}s, corpus $(ls Fuzz/corpus-run | wc -l) inputs, exit status ${status}"
if [ "$status" -ne 0 ] || ls Fuzz/artifacts/crash-* Fuzz/artifacts/leak-* Fuzz/artifacts/timeout-* >/dev/null 2>&1; then
    echo "fuzz: FAILED (see Fuzz/artifacts/)" >&2
    exit 1
fi
echo "fuzz: no findings"
