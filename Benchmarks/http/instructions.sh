#!/usr/bin/env bash
# User-space instructions per request of our HTTPServer (release HTTPBenchServer under callgrind), for GET and for
# the 300-byte POST of Benchmarks/http/run.sh. Instruction counts do not depend on what else the machine runs, so
# this is the repeatable before/after figure for the request path; the kernel's share is not counted.
# The requests go one at a time over 10 keep-alive connections, so each is a loop turn of its own (the load test
# batches many per turn): an upper bound per request, for comparing builds rather than for absolute figures.
#
# Usage: Benchmarks/http/instructions.sh [--requests N] [--annotate]   (--annotate: the top functions of each kind)
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
requests=20000
annotate=false
while [ $# -gt 0 ]; do
    case "$1" in
        --requests) requests="$2"; shift 2 ;;
        --annotate) annotate=true; shift ;;
        *) echo "unknown argument $1" >&2; exit 2 ;;
    esac
done
command -v valgrind >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; }

echo "== release build of HTTPBenchServer"
swift build -c release --scratch-path .build-http --product HTTPBenchServer 2>&1 | tail -n 1
server_bin="$root/.build-http/release/HTTPBenchServer"
work="$(mktemp -d)"
trap 'xargs -r kill -KILL <"$work/pids" 2>/dev/null || true; rm -rf "$work"' EXIT
: >"$work/pids"

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
measure() { # kind count port
    local kind="$1" count="$2" port="$3" out="$work/callgrind.$1"
    valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$out" "$server_bin" "$port" 1 >"$out.log" 2>&1 &
    for _ in $(seq 1 300); do grep -q listening "$out.log" 2>/dev/null && break; sleep 0.1; done
    # The valgrind launcher's pid ($!) is not the server's. measure runs in a subshell ($(...)), so the pid goes to a
    # file that the script's exit trap reads: the server is stopped even when a step fails.
    local pid
    pid=$(pgrep -f -- "--callgrind-out-file=$out " | head -n 1)
    echo "$pid" >>"$work/pids"
    drive "$port" "$kind" $((count / 10))
    callgrind_control --instr=on "$pid" >/dev/null 2>&1
    drive "$port" "$kind" "$count"
    # The server blocks the usual termination signals in its threads: have callgrind write its counts, then kill it.
    callgrind_control --dump "$pid" >/dev/null 2>&1
    for _ in $(seq 1 600); do [ -s "$out.1" ] && break; sleep 0.1; done
    awk '/^totals:/ {sum += $2} END {print sum}' "$out.1"
}

echo "== callgrind: $requests requests of each kind after a warm-up of $((requests / 10))"
port=18490
for kind in GET POST; do
    total=$(measure "$kind" "$requests" "$port")
    port=$((port + 1))
    python3 - "$kind" "$total" "$requests" <<'PY'
import sys
kind, total, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
print(f"{kind}: {total / count:,.0f} instructions per request ({total:,} for {count:,} requests)")
PY
    if $annotate; then
        callgrind_annotate --inclusive=no "$work/callgrind.$kind.1" 2>/dev/null | sed -n '/^Ir  *file:function/,$p' | awk 'NR <= 30' | cut -c1-160
    fi
done
