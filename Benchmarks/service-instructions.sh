#!/usr/bin/env bash
# User-space instructions per request of the service (release style-resolver under callgrind, one event loop, access
# log off), the repeatable before/after figure for the service's request paths, as Benchmarks/http/instructions.sh is
# for the HTTP server's:
#   resolve hit       POST /v1/resolve, the request of Benchmarks/service.sh over and over (the answer cache's hit)
#   hit, gzip         the same with Accept-Encoding: gzip (the hit's kept gzip variant; only with --only hit-gzip)
#   resolve miss      POST /v1/resolve, every request different: a counter in the content text, the style rotating
#                     over cell, sidebarCell, subtitleCell and valueCell and the state over five; the misses of the
#                     warm-up fill the answer cache (4,096 entries by default), so every counted miss also evicts one
#   miss, cache off   the same misses with --response-cache-entries 0
#   miss, unshared    misses whose tint also carries the counter (#RRGGBB), so no two resolve alike: the resolution
#                     memo (rows that differ only in their strings share a resolution) never has the answer
#   batch             POST /v1/resolve/batch, the 1,000 distinct items of Benchmarks/service.sh; per batch
#   stylesheet        GET /v1/styles/sidebarCell/stylesheet.css (cached after the first)
#   nginx             the reference: nginx (one worker, no master process) answering the hit's request with the very
#                     bytes of our hit's answer and its header fields (`return 200`, `add_header`), driven and counted
#                     the same way; the table gives each single-request scenario's ratio to it
# Each scenario has a server of its own; callgrind counts nothing until its warm-up is done. The requests go one at a
# time over 10 keep-alive connections, every answer must be 200. Instruction counts do not depend on what else the
# machine runs; the kernel's share is not counted, the Swift runtime's and libc's are.
#
# Usage: Benchmarks/service-instructions.sh [--requests N] [--batches N] [--only LIST] [--annotate] [--binary PATH]
#                                          [--keep DIR] [--results FILE]
#   --requests: per single-request scenario (default 20,000)   --batches: batches counted (default 50)
#   --only: some of hit,hit-gzip,miss,miss-uncached,miss-unshared,batch,stylesheet,nginx   --annotate: the top functions of each
#   --binary: measure this style-resolver, build nothing
#   --keep: copy each scenario's callgrind counts to DIR/callgrind.NAME (for callgrind_annotate --inclusive=yes)
#   --results: also write each scenario's "name<TAB>label<TAB>instructions<TAB>requests" line to FILE
#              (Scripts/check-thresholds.sh reads it)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
requests=20000
batches=50
annotate=false
only="hit,miss,miss-uncached,miss-unshared,batch,stylesheet,nginx"
binary=""
keep=""
results_file=""
while [ $# -gt 0 ]; do
    case "$1" in
        --requests) requests="$2"; shift 2 ;;
        --batches) batches="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        --annotate) annotate=true; shift ;;
        --binary) binary="$(realpath "$2")"; shift 2 ;;
        --keep) mkdir -p "$2"; keep="$(realpath "$2")"; shift 2 ;;
        --results) results_file="$(realpath "$2")"; shift 2 ;;
        *) echo "unknown argument $1" >&2; exit 2 ;;
    esac
done
for name in ${only//,/ }; do
    case "$name" in hit | hit-gzip | miss | miss-uncached | miss-unshared | batch | stylesheet | nginx) ;;
        *) echo "unknown scenario $name" >&2; exit 2 ;;
    esac
done
source Benchmarks/common.sh
bench_require valgrind=valgrind python3=python3 pgrep=procps curl=curl
[[ ",$only," == *",nginx,"* ]] && bench_require nginx=nginx

if [ -z "$binary" ]; then
    # A scratch folder of its own, so this can build beside the other builds of the work tree.
    echo "== release build of style-resolver"
    swift build -c release --scratch-path .build-bench --product style-resolver 2>&1 | tail -n 1
    binary="$root/.build-bench/release/style-resolver"
fi
[ -x "$binary" ] || { echo "no style-resolver at $binary" >&2; exit 1; }
help=$("$binary" --help 2>&1 || true)
grep -q -- --response-cache-entries <<<"$help" || { echo "$binary has no --response-cache-entries" >&2; exit 1; }
echo "== measuring $binary"
bench_begin
printf '%s' "$bench_resolve_request" >"$work/resolve.json"
bench_batch_request "$work/batch.json"

# Copies callgrind file OUT's counts to the --keep folder, if one was given.
keep_counts() { # out
    if [ -n "$keep" ]; then cp "$1.1" "$keep/$(basename "$1")"; fi
}

# Sends COUNT requests of SCENARIO over 10 keep-alive connections, one at a time per connection; a miss carries the
# counter FIRST + its index. Fails on any answer but 200 and on a closed connection.
drive() { # port scenario count first
    python3 - "$@" "$work/resolve.json" "$work/batch.json" <<'PY'
import json, socket, sys
port, scenario, count, first = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
resolve_body, batch_body = open(sys.argv[5], "rb").read(), open(sys.argv[6], "rb").read()
styles = ["cell", "sidebarCell", "subtitleCell", "valueCell"]
states = [{}, {"isSelected": True}, {"isHighlighted": True}, {"traits": {"userInterfaceStyle": "dark"}},
          {"isDisabled": True, "traits": {"preferredContentSizeCategory": "extraLarge"}}]

def post(path, body, extra=""):
    return (f"POST {path} HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\n{extra}"
            f"Content-Length: {len(body)}\r\n\r\n").encode() + body

def request(number):
    if scenario == "hit":
        return post("/v1/resolve", resolve_body)
    if scenario == "hit-gzip":
        return post("/v1/resolve", resolve_body, "Accept-Encoding: gzip\r\n")
    if scenario == "miss":  # 4 styles x 5 states, every combination every 20 requests; a text of constant length
        body = {"style": styles[number % 4], "state": states[number % 5],
                "content": {"text": f"Message {number:08d}", "secondaryText": "12 unread"}}
        return post("/v1/resolve", json.dumps(body, separators=(",", ":")).encode())
    if scenario == "miss-unshared":  # the same, with a tint of its own: no two requests resolve alike
        body = {"style": styles[number % 4], "state": states[number % 5], "tintColor": f"#{number & 0xFFFFFF:06X}",
                "content": {"text": f"Message {number:08d}", "secondaryText": "12 unread"}}
        return post("/v1/resolve", json.dumps(body, separators=(",", ":")).encode())
    if scenario == "batch":
        return post("/v1/resolve/batch", batch_body)
    if scenario == "stylesheet":
        return b"GET /v1/styles/sidebarCell/stylesheet.css HTTP/1.1\r\nHost: bench\r\n\r\n"
    sys.exit(f"unknown scenario {scenario}")

sockets = [socket.create_connection(("127.0.0.1", port)) for _ in range(10)]
for index in range(count):
    s = sockets[index % 10]
    s.sendall(request(first + index))
    got = bytearray()
    while True:
        chunk = s.recv(1 << 20)
        if not chunk:
            sys.exit(f"{scenario}: the server closed the connection")
        got += chunk
        end = got.find(b"\r\n\r\n")
        if end >= 0:
            lines = bytes(got[:end]).split(b"\r\n")
            lengths = [l for l in lines[1:] if l.lower().startswith(b"content-length:")]
            if not lengths:
                # A streamed answer (the batch): chunked, ended by the last chunk (JSON never holds a raw CRLF).
                if any(l.lower() == b"transfer-encoding: chunked" for l in lines[1:]):
                    if got.endswith(b"\r\n0\r\n\r\n"):
                        break
                    continue
                sys.exit(f"{scenario}: an answer without Content-Length: {lines[0]!r}")
            if len(got) >= end + 4 + int(lengths[0].split(b":")[1]):
                break
    if not lines[0].startswith(b"HTTP/1.1 200 "):
        sys.exit(f"{scenario}: request {first + index} answered {lines[0].decode(errors='replace')}: {bytes(got[end + 4:end + 600])!r}")
for s in sockets:
    s.close()
PY
}

results="$work/results.tsv"
: >"$results"
# Runs SCENARIO on a fresh server with the extra ARGUMENTS: WARMUP requests, then COUNT counted ones; prints a line
# and appends "name<TAB>label<TAB>instructions<TAB>count" to the results.
measure() { # name label scenario warmup count [server arguments...]
    local name="$1" label="$2" scenario="$3" warmup="$4" count="$5" started pid port total
    shift 5
    [[ ",$only," == *",$name,"* ]] || return 0
    local out="$work/callgrind.$name"
    started=$(bench_callgrind_start "$out" "$binary" --host 127.0.0.1 --port 0 --threads 1 --access-log off \
        --data-dir "$work/data-$name" "$@")
    pid=${started% *}
    port=${started#* }
    drive "$port" "$scenario" "$warmup" 0
    bench_callgrind_on "$pid"
    drive "$port" "$scenario" "$count" "$warmup"
    total=$(bench_callgrind_total "$pid" "$out")
    keep_counts "$out"
    printf '%s\t%s\t%s\t%s\n' "$name" "$label" "$total" "$count" >>"$results"
    python3 - "$label" "$total" "$count" "$warmup" <<'PY'
import sys
label, total, count, warmup = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
print(f"{label}: {total / count:,.0f} instructions per request ({total:,} for {count:,} after a warm-up of {warmup:,})")
PY
    if $annotate; then bench_callgrind_annotate "$out.1"; fi
}

# Misses in the warm-up: enough to fill the default answer cache of 4,096 entries.
miss_warmup=$((requests / 10 > 4200 ? requests / 10 : 4200))
echo "== callgrind: $requests requests per scenario, $batches batches of 1,000 items"
measure hit "POST /v1/resolve, cache hit" hit $((requests / 10)) "$requests"
measure hit-gzip "POST /v1/resolve, cache hit, Accept-Encoding: gzip" hit-gzip $((requests / 10)) "$requests"
measure miss "POST /v1/resolve, miss" miss "$miss_warmup" "$requests"
measure miss-uncached "POST /v1/resolve, miss, --response-cache-entries 0" miss "$miss_warmup" "$requests" \
    --response-cache-entries 0
measure miss-unshared "POST /v1/resolve, miss, no two resolving alike" miss-unshared "$miss_warmup" "$requests"
measure batch "POST /v1/resolve/batch, 1,000 items (per batch)" batch 2 "$batches"
measure stylesheet "GET /v1/styles/sidebarCell/stylesheet.css (cached)" stylesheet $((requests / 10)) "$requests"

# The reference: nginx under callgrind answering the hit's request with our hit's answer bytes. The answer comes from
# a plain run of the binary (not under callgrind), and nginx runs in the foreground with no master process, so the
# process callgrind counts is the one that answers.
if [[ ",$only," == *",nginx,"* ]]; then
    : >"$work/answer.log"
    "$binary" --host 127.0.0.1 --port 0 --threads 1 --access-log off --data-dir "$work/data-answer" \
        >"$work/answer.log" 2>&1 &
    answer_pid=$!
    for _ in $(seq 1 200); do grep -q "listening on" "$work/answer.log" && break; sleep 0.05; done
    answer_port=$(sed -n 's/.*listening on [^ ]*:\([0-9][0-9]*\).*/\1/p' "$work/answer.log" | head -n 1)
    curl -sf -o "$work/hit-answer.json" -D "$work/hit-answer.head" -H "Content-Type: application/json" \
        --data-binary "@$work/resolve.json" "http://127.0.0.1:$answer_port/v1/resolve"
    kill "$answer_pid"
    nginx_port=$(bench_free_port)
    # With our answer's header fields, as in Benchmarks/service.sh.
    bench_nginx_fields=$(bench_nginx_fields_of "$work/hit-answer.head")
    bench_nginx_config nginx "$nginx_port" 1 "$work/hit-answer.json"
    out="$work/callgrind.nginx"
    # In a subshell, so the exit trap's kill is not reported as a job of this shell.
    (valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$out" \
        "$(command -v nginx || echo /usr/sbin/nginx)" -c "$work/nginx.conf" -p "$work" \
        -g 'daemon off; master_process off;' >"$out.log" 2>&1 &)
    for _ in $(seq 1 600); do
        python3 -c "import socket, sys; socket.create_connection(('127.0.0.1', $nginx_port), timeout=1)" 2>/dev/null && break
        sleep 0.1
    done
    pid=$(pgrep -f -- "--callgrind-out-file=$out " | head -n 1)
    echo "$pid" >>"$work/pids"
    drive "$nginx_port" hit $((requests / 10)) 0
    bench_callgrind_on "$pid"
    drive "$nginx_port" hit "$requests" 0
    total=$(bench_callgrind_total "$pid" "$out")
    keep_counts "$out"
    printf '%s\t%s\t%s\t%s\n' nginx "nginx answering the hit's bytes (reference)" "$total" "$requests" >>"$results"
    echo "nginx, the reference: $((total / requests)) instructions per request"
fi

python3 - "$results" <<'PY'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
per_request = {label: int(total) / int(count) for _, label, total, count in rows}
reference = next((value for label, value in per_request.items() if label.startswith("nginx")), None)
print("| scenario | instructions per request |" + (" ratio to nginx |" if reference else ""))
print("| --- | ---: |" + (" ---: |" if reference else ""))
for label, value in per_request.items():
    ratio = "" if reference is None else " — |" if "batch" in label else f" {value / reference:.2f} |"
    print(f"| {label} | {value:,.0f} |{ratio}")
PY
[ -z "$results_file" ] || cp "$results" "$results_file"
