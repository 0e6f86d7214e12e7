#!/usr/bin/env bash
# User-space instructions per request of our HTTPServer (release HTTPBenchServer under callgrind), for GET and for
# the 300-byte POST of Benchmarks/http/run.sh. Instruction counts do not depend on what else the machine runs, so
# this is the repeatable before/after figure for the request path; the kernel's share is not counted.
# The requests go one at a time over 10 keep-alive connections, so each is a loop turn of its own (the load test
# batches many per turn): an upper bound per request, for comparing builds rather than for absolute figures.
#
# Usage: Benchmarks/http/instructions.sh [--requests N] [--annotate] [--binary PATH]
#   --annotate: the top functions of each kind; --binary: measure this HTTPBenchServer instead of building one
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
requests=20000
annotate=false
server_bin=""
while [ $# -gt 0 ]; do
    case "$1" in
        --requests) requests="$2"; shift 2 ;;
        --annotate) annotate=true; shift ;;
        --binary) server_bin="$(realpath "$2")"; shift 2 ;;
        *) echo "unknown argument $1" >&2; exit 2 ;;
    esac
done
source Benchmarks/common.sh
bench_require valgrind=valgrind python3=python3 pgrep=procps

if [ -z "$server_bin" ]; then
    echo "== release build of HTTPBenchServer"
    swift build -c release --scratch-path .build-http --product HTTPBenchServer 2>&1 | tail -n 1
    server_bin="$root/.build-http/release/HTTPBenchServer"
fi
[ -x "$server_bin" ] || { echo "no server binary at $server_bin" >&2; exit 1; }
echo "== measuring $server_bin"
bench_begin

# Sends COUNT requests of KIND (GET or POST) over 10 keep-alive connections, one at a time per connection.
drive() { # port kind count
    python3 - "$@" <<'PY'
import socket, sys
port, kind, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
if kind == "GET":
    request = b"GET / HTTP/1.1\r\nHost: bench\r\n\r\n"
else:
    request = (b"POST / HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 300\r\n\r\n" + b"p" * 300)
sockets = [socket.create_connection(("127.0.0.1", port)) for _ in range(10)]
for index in range(count):
    s = sockets[index % 10]
    s.sendall(request)
    got = b""
    while True:
        chunk = s.recv(65536)
        if not chunk:
            sys.exit("the server closed the connection")
        got += chunk
        end = got.find(b"\r\n\r\n")
        if end >= 0:
            length = int([l for l in got[:end].split(b"\r\n") if l.lower().startswith(b"content-length:")][0].split(b":")[1])
            if len(got) >= end + 4 + length:
                break
for s in sockets:
    s.close()
PY
}

# Instructions the server spent on COUNT requests of KIND: callgrind counts nothing until a warm-up of a tenth as many
# requests is done, then counts the requests and writes its file.
measure() { # kind count
    local kind="$1" count="$2" out="$work/callgrind.$1" started pid port
    started=$(bench_callgrind_start "$out" "$server_bin" 0 1)
    pid=${started% *}
    port=${started#* }
    drive "$port" "$kind" $((count / 10))
    bench_callgrind_on "$pid"
    drive "$port" "$kind" "$count"
    bench_callgrind_total "$pid" "$out"
}

echo "== callgrind: $requests requests of each kind after a warm-up of $((requests / 10))"
for kind in GET POST; do
    total=$(measure "$kind" "$requests")
    python3 - "$kind" "$total" "$requests" <<'PY'
import sys
kind, total, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
print(f"{kind}: {total / count:,.0f} instructions per request ({total:,} for {count:,} requests)")
PY
    if $annotate; then
        bench_callgrind_annotate "$work/callgrind.$kind.1"
    fi
done
