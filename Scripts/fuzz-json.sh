#!/usr/bin/env bash
# Builds the libFuzzer target for the JSON reader (Fuzz/JSONReaderFuzzer, release, -sanitize=fuzzer,address
# on every module so the JSON library is instrumented) and runs it for the given time on a seed corpus
# written below. Any crash, sanitizer report, leak, timeout or round-trip mismatch fails the script.
# Needs only the Swift toolchain (libFuzzer ships in it). Usage: Scripts/fuzz-json.sh [seconds=60]
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-60}"
root="$(pwd)"
package="$root/Fuzz/JSONReaderFuzzer"
work="$package/.build/fuzz"          # ignored by git (.build/)
seeds="$work/seeds"
corpus="$work/corpus"
artifacts="$work/artifacts"

echo "== fuzz-json: build JSONReaderFuzzer (release, fuzzer + address sanitizer)"
swift build -c release --package-path "$package" --scratch-path "$package/.build" \
    --product JSONReaderFuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
binary="$package/.build/release/JSONReaderFuzzer"

mkdir -p "$seeds" "$corpus" "$artifacts"
rm -f "$artifacts"/crash-* "$artifacts"/leak-* "$artifacts"/timeout-* "$artifacts"/oom-*
n=0
seed() { n=$((n + 1)); printf '%s' "$1" >"$seeds/seed-$n.json"; }
seed '{"style":"sidebarCell","state":{"traits":{"userInterfaceStyle":"dark","preferredContentSizeCategory":"extraLarge"},"isSelected":true,"customStates":{"com.my-app.MyCell.isArchived":true}},"tintColor":"#34C759","content":{"text":"Inbox","secondaryText":"12 unread","image":"tray"}}'
seed '{"background":"listPlainCell","content":"subtitleCell","keys":{"k":{"type":"boolean","default":false}},"overrides":{"background":{"cornerRadius":8}},"rules":[{"when":{"anyOf":[{"isHighlighted":true},{"isSelected":true}]},"set":{"content":{"textProperties":{"color":"#FFFFFF"}}}}]}'
seed '[0,-0,1,-1,0.5,-2.5e-3,1E+10,9223372036854775807,-9223372036854775808,9223372036854775808,1e308,5e-324,123456789012345678901234567890]'
seed '["","\"\\\/\b\f\n\r\t","\u0000\u001f\u007f","\u00e9\u4e2d\ud83d\ude00","é中😀","a/b~c"]'
seed '{"a":[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]],"b":{"c":{"d":{"e":null}}}}'
seed ' [ true , false , null , { } , [ ] ] '
seed '"just a string"'
seed '3.14159'
seed '{"a":1,"a":2}'
seed '[1,]'
seed '{"a" 1}'
seed '01'
seed '"\ud800"'

dictionary="$work/json.dict"
cat >"$dictionary" <<'DICT'
"{"
"}"
"["
"]"
":"
","
"\""
"true"
"false"
"null"
"-"
"0"
"."
"e"
"E+"
"e-"
"\\u"
"\\ud83d\\ude00"
"\\\""
"\\\\"
"\xc3\xa9"
"\xf0\x9f\x98\x80"
DICT

echo "== fuzz-json: run for ${duration}s"
log="$(mktemp)"
status=0
"$binary" "$corpus" "$seeds" -dict="$dictionary" -max_total_time="$duration" -max_len=4096 -timeout=10 \
    -rss_limit_mb=2048 -artifact_prefix="$artifacts/" -print_final_stats=1 >"$log" 2>&1 || status=$?
tail -n 30 "$log"
runs=$(grep -Eo 'Done [0-9]+ runs' "$log" | grep -Eo '[0-9]+' || echo 0)
rate=$(grep -Eo 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo "?")
echo "fuzz-json: ${runs} executions in ${duration}s (${rate}/s), corpus $(ls "$corpus" | wc -l) inputs, exit status ${status}"
if [ "$status" -ne 0 ] || ls "$artifacts"/crash-* "$artifacts"/leak-* "$artifacts"/timeout-* "$artifacts"/oom-* >/dev/null 2>&1; then
    echo "fuzz-json: FAILED (inputs in $artifacts/)" >&2
    exit 1
fi
echo "fuzz-json: no findings"
