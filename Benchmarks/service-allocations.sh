#!/usr/bin/env bash
# Heap allocations per item of the service's batch (POST /v1/resolve/batch, the 1,000 distinct items of
# Benchmarks/service.sh) and per request of the resolve miss of Benchmarks/service-instructions.sh: the release
# style-resolver runs with Benchmarks/malloc-counter preloaded (as Benchmarks/configuration.sh preloads it), one event
# loop, access log off; after a warm-up the counter is read before and after the counted requests (the server writes
# it to a file on SIGUSR1, as in Benchmarks/service.sh). Every answer must be 200. Counts do not depend on the
# machine's load: this is the quick figure, without service.sh's wrk and nginx runs.
#
# Usage: Benchmarks/service-allocations.sh [--batches N] [--requests N] [--binary PATH] [--results FILE]
#   --batches: batches counted (default 20)   --requests: resolve misses counted (default 2,000)
#   --binary: measure this style-resolver, build nothing
#   --results: also write "batch-item<TAB>per item" and "miss<TAB>per request" lines to FILE
#              (Scripts/check-thresholds.sh reads it)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
batches=20
requests=2000
binary=""
results_file=/dev/null
while [ $# -gt 0 ]; do
    case "$1" in
        --batches) batches="$2"; shift 2 ;;
        --requests) requests="$2"; shift 2 ;;
        --binary) binary="$(realpath "$2")"; shift 2 ;;
        --results) results_file="$(realpath "$2")"; shift 2 ;;
        *) echo "unknown argument $1" >&2; exit 2 ;;
    esac
done
source Benchmarks/common.sh
bench_require python3=python3 cc=gcc

if [ -z "$binary" ]; then
    echo "== release build of style-resolver"
    swift build -c release --scratch-path .build-bench --product style-resolver 2>&1 | tail -n 1
    binary="$root/.build-bench/release/style-resolver"
fi
[ -x "$binary" ] || { echo "no style-resolver at $binary" >&2; exit 1; }
bench_begin
cc -O2 -shared -fPIC -o "$work/malloc_counter.so" Benchmarks/malloc-counter/malloc_counter.c
printf '%s' "$bench_resolve_request" >"$work/resolve.json"
bench_batch_request "$work/batch.json"
echo "== measuring $binary"

MALLOC_COUNTER_FILE="$work/mallocs" LD_PRELOAD="$work/malloc_counter.so" setsid "$binary" --host 127.0.0.1 --port 0 --threads 1 --access-log off \
    --data-dir "$work/data" >"$work/server.log" 2>&1 &
server=$!
bench_pids+=("$server")
for _ in $(seq 1 100); do grep -q "listening on" "$work/server.log" 2>/dev/null && break; sleep 0.1; done
port=$(sed -n 's/.*listening on [^ ]*:\([0-9][0-9]*\).*/\1/p' "$work/server.log" | head -n 1)
[ -n "$port" ] || { echo "the server did not start:" >&2; cat "$work/server.log" >&2; exit 1; }

# Sends the batch or distinct resolve misses (a counter in the text, the style and state rotating, as in
# Benchmarks/service-instructions.sh) over one keep-alive connection and prints the allocations per item or request
# counted in the server between the warm-up and the end.
python3 - "$server" "$port" "$work/mallocs" "$work/batch.json" "$batches" "$requests" "$results_file" <<'PY'
import json, os, signal, socket, sys, time
pid, port, report, batch_path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
batches, requests, results_path = int(sys.argv[5]), int(sys.argv[6]), sys.argv[7]
batch_body = open(batch_path, "rb").read()
items = len(json.loads(batch_body)["items"])

def allocations():
    if os.path.exists(report):
        os.remove(report)
    os.kill(pid, signal.SIGUSR1)
    for _ in range(200):
        if os.path.exists(report) and open(report).read().endswith("\n"):
            return int(open(report).read())
        time.sleep(0.01)
    sys.exit("no allocation count (is Benchmarks/malloc-counter preloaded?)")

styles = ["cell", "sidebarCell", "subtitleCell", "valueCell"]
states = [{}, {"isSelected": True}, {"isHighlighted": True}, {"traits": {"userInterfaceStyle": "dark"}},
          {"isDisabled": True, "traits": {"preferredContentSizeCategory": "extraLarge"}}]
connection = socket.create_connection(("127.0.0.1", port))

def post(path, body):
    connection.sendall((f"POST {path} HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\n"
                        f"Content-Length: {len(body)}\r\n\r\n").encode() + body)
    got = bytearray()
    while True:
        chunk = connection.recv(1 << 20)
        if not chunk:
            sys.exit("the server closed the connection")
        got += chunk
        end = got.find(b"\r\n\r\n")
        if end >= 0:
            lines = bytes(got[:end]).split(b"\r\n")
            if any(l.lower() == b"transfer-encoding: chunked" for l in lines[1:]):
                # A streamed answer (the batch): ended by the last chunk (JSON never holds a raw CRLF).
                if got.endswith(b"\r\n0\r\n\r\n"):
                    break
                continue
            length = int(next(l for l in lines if l.lower().startswith(b"content-length:")).split(b":")[1])
            if len(got) >= end + 4 + length:
                break
    if not lines[0].startswith(b"HTTP/1.1 200 "):
        sys.exit(f"{path} answered {lines[0].decode(errors='replace')}: {bytes(got[end + 4:end + 600])!r}")

def miss(number):
    body = {"style": styles[number % 4], "state": states[number % 5],
            "content": {"text": f"Message {number:08d}", "secondaryText": "12 unread"}}
    post("/v1/resolve", json.dumps(body, separators=(",", ":")).encode())

for _ in range(2):
    post("/v1/resolve/batch", batch_body)
before = allocations()
for _ in range(batches):
    post("/v1/resolve/batch", batch_body)
batch_total = allocations() - before
# Misses: the warm-up fills the answer cache (4,096 entries), so every counted miss also evicts one.
for number in range(4200):
    miss(number)
before = allocations()
for number in range(4200, 4200 + requests):
    miss(number)
miss_total = allocations() - before
print("| scenario | heap allocations |")
print("| --- | ---: |")
print(f"| POST /v1/resolve/batch, {items:,} items (per item) | {batch_total / (batches * items):.2f} |")
print(f"| POST /v1/resolve, miss (per request) | {miss_total / requests:.1f} |")
with open(results_path, "w") as results:
    results.write(f"batch-item\t{batch_total / (batches * items)}\nmiss\t{miss_total / requests}\n")
PY
