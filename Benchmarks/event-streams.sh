#!/usr/bin/env bash
# Event streams at scale: one style-resolver (release, access log off) holding SUBSCRIBERS concurrent
# `GET /v1/events` streams from loopback clients spread over several 127.0.0.x source addresses. Reports:
#   - the server's RSS before and with the subscribers connected;
#   - the time from sending a PUT to the last subscriber reading its `change` event (and the median);
#   - POST /v1/resolve throughput (wrk, 1 thread, 50 connections) with the subscribers connected, and without them
#     before they connect and after they left (their mean is the "without": the machine's load moves in between).
# The subscribers are one Python process on epoll; the PUT is sent from it, so both ends of the delivery time are
# read on one clock.
#
# Usage: Benchmarks/event-streams.sh [--subscribers N] [--addresses N] [--duration SECONDS] [--binary PATH]
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
subscribers=10000
addresses=8
duration=10
binary=""
while [ $# -gt 0 ]; do
    case "$1" in
        --subscribers) subscribers="$2"; shift 2 ;;
        --addresses) addresses="$2"; shift 2 ;;
        --duration) duration="$2"; shift 2 ;;
        --binary) binary="$(realpath "$2")"; shift 2 ;;
        *) echo "unknown argument $1" >&2; exit 2 ;;
    esac
done
source Benchmarks/common.sh
bench_require wrk=wrk python3=python3 curl=curl

if [ -z "$binary" ]; then
    echo "== release build of style-resolver"
    swift build -c release --scratch-path .build-bench --product style-resolver 2>&1 | tail -n 1
    binary="$root/.build-bench/release/style-resolver"
fi
# Every subscriber is a descriptor in the server and one in the client.
ulimit -n "$(ulimit -Hn)"
[ "$(ulimit -n)" -gt $((subscribers + 500)) ] || { echo "ulimit -n is $(ulimit -n): too low for $subscribers" >&2; exit 1; }

bench_begin
port=18520
setsid "$binary" --host 127.0.0.1 --port "$port" --access-log off --data-dir "$work/data" \
    --max-event-streams "$subscribers" --max-connections $((subscribers + 200)) \
    --max-connections-per-peer $((subscribers + 200)) >"$work/server.log" 2>&1 &
server_pid=$!
bench_pids+=("$server_pid")
request="$bench_resolve_request"
for _ in $(seq 1 100); do
    curl -sf -X POST "http://127.0.0.1:$port/v1/resolve" -H 'Content-Type: application/json' -d "$request" \
        -o /dev/null && break
    sleep 0.1
done
rss() { awk '/^VmRSS/ {print $2}' "/proc/$server_pid/status"; }
cat >"$work/post.lua" <<LUA
wrk.method = "POST"
wrk.body = '$request'
wrk.headers["Content-Type"] = "application/json"
LUA
throughput() {
    bench_wrk -t1 -c50 -d"${duration}s" -s "$work/post.lua" "http://127.0.0.1:$port/v1/resolve" | cut -f1
}

echo "== $subscribers subscribers over $addresses source addresses, $(nproc) cores, loops: one per core"
rss_before=$(rss)
rps_without=$(throughput)
echo "without subscribers: RSS $((rss_before / 1024)) MB, POST /v1/resolve $rps_without requests/s"

python3 - "$port" "$subscribers" "$addresses" "$work" <<'PY' &
import os, select, socket, sys, time
port, count, addresses, work = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
request = b"GET /v1/events HTTP/1.1\r\nHost: bench\r\n\r\n"
epoll = select.epoll()
sockets, buffers = {}, {}
for index in range(count):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.bind((f"127.0.0.{2 + index % addresses}", 0))
    s.connect(("127.0.0.1", port))
    s.sendall(request)
    s.setblocking(False)
    sockets[s.fileno()] = s
    buffers[s.fileno()] = b""
    epoll.register(s.fileno(), select.EPOLLIN)

def pump(marker, deadline):
    """Reads until every socket's buffer holds `marker`; returns the arrival time per socket."""
    arrived = {}
    for fd, data in buffers.items():
        if marker in data:
            arrived[fd] = time.monotonic()
    while len(arrived) < count and time.monotonic() < deadline:
        for fd, _ in epoll.poll(0.5):
            try:
                chunk = sockets[fd].recv(65536)
            except BlockingIOError:
                continue
            if not chunk:
                sys.exit(f"subscriber {fd} was closed")
            buffers[fd] += chunk
            if fd not in arrived and marker in buffers[fd]:
                arrived[fd] = time.monotonic()
    return arrived

opened = pump(b"id: 1\n\n", time.monotonic() + 120)
if len(opened) < count:
    sys.exit(f"only {len(opened)} of {count} streams opened")
open(os.path.join(work, "ready"), "w").close()
while not os.path.exists(os.path.join(work, "go")):
    pump(b"\x00never", time.monotonic() + 0.2)  # keep reading heartbeats while wrk runs
for fd in buffers:
    buffers[fd] = b""
body = b'{"extends":"sidebarCell"}'
started = time.monotonic()
writer = socket.create_connection(("127.0.0.1", port))
writer.sendall(b"PUT /v1/styles/live HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\n"
               + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
arrived = pump(b"event: change", started + 30)
answer = writer.recv(4096).split(b"\r\n", 1)[0].decode()
latencies = sorted(t - started for t in arrived.values())
with open(os.path.join(work, "delivery"), "w") as out:
    out.write(f"{len(arrived)}\t{latencies[len(latencies) // 2] * 1000:.0f}\t{latencies[-1] * 1000:.0f}\t{answer}\n")
PY
subscriber_pid=$!
bench_pids+=("$subscriber_pid")
for _ in $(seq 1 1200); do [ -e "$work/ready" ] && break; sleep 0.1; done
[ -e "$work/ready" ] || { echo "the subscribers did not connect" >&2; exit 1; }
rss_with=$(rss)
streams=$(curl -s "http://127.0.0.1:$port/metrics" | awk '/^style_resolver_event_streams / {print $2}')
rps_with=$(throughput)
echo "with $streams streams open: RSS $((rss_with / 1024)) MB, POST /v1/resolve $rps_with requests/s"
touch "$work/go"
wait "$subscriber_pid"
IFS=$'\t' read -r delivered median slowest answer <"$work/delivery"
echo "PUT ($answer): $delivered of $subscribers subscribers had the change; median ${median} ms, last ${slowest} ms"
for _ in $(seq 1 100); do
    [ "$(curl -s "http://127.0.0.1:$port/metrics" | awk '/^style_resolver_event_streams / {print $2}')" = 0 ] && break
    sleep 0.1
done
rps_after=$(throughput)
echo "after they left: RSS $(($(rss) / 1024)) MB, POST /v1/resolve $rps_after requests/s"
python3 - "$rss_with" "$rps_without" "$rps_with" "$slowest" "$delivered" "$subscribers" "$rps_after" <<'PY'
import sys
rss, before, with_, slowest, delivered, count, after = (float(v) for v in sys.argv[1:])
without = (before + after) / 2
print(f"| figure | value | target |")
print(f"| --- | ---: | --- |")
print(f"| subscribers holding a stream | {int(delivered):,} of {int(count):,} | 10,000 |")
print(f"| change delivered to the last one | {slowest:,.0f} ms | < 1,000 ms |")
print(f"| RSS with them connected | {rss / 1024:,.1f} MB | < 64 MB |")
print(f"| resolve throughput with them / without | {with_:,.0f} / {without:,.0f} req/s ({(with_ / without - 1) * 100:+.1f}%) | within 10% |")
PY
