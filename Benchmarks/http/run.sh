#!/usr/bin/env bash
# HTTP server benchmark: our HTTPServer (release build of HTTPBenchServer) against nginx returning the
# same 1,500-byte JSON body, same number of loops/workers, same wrk load, interleaved, in one run.
# Prints requests/s, p50/p99 latency, CPU per request, our/nginx ratios, and RSS with 1,000 idle
# keep-alive connections. Loopback only.
#
# Usage: Benchmarks/http/run.sh [--loops N] [--duration SECONDS] [--rounds N]
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
loops=1
duration=5
rounds=3
while [ $# -gt 0 ]; do
    case "$1" in
        --loops) loops="$2"; shift 2 ;;
        --duration) duration="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        *) echo "unknown argument $1" >&2; exit 2 ;;
    esac
done

source Benchmarks/common.sh
bench_install_tools

echo "== release build of HTTPBenchServer"
swift build -c release --scratch-path .build-http --product HTTPBenchServer 2>&1 | tail -n 1
server_bin="$root/.build-http/release/HTTPBenchServer"

bench_begin
ours_port=18480
nginx_port=18481

# In a session of its own, like the daemonized nginx (see bench_start_nginx).
setsid "$server_bin" "$ours_port" "$loops" >"$work/ours.log" 2>&1 &
bench_pids+=("$!")
for _ in $(seq 1 100); do ours_pid=$(pgrep -f "^$server_bin $ours_port " | head -n 1 || true); [ -n "$ours_pid" ] && break; sleep 0.1; done
bench_pids+=("$ours_pid")
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$ours_port/" -o "$work/body.json" && break; sleep 0.1; done
[ -s "$work/body.json" ] || { echo "our server did not start" >&2; exit 1; }
ours_idle_rss=$(awk '/VmRSS/ {print $2}' "/proc/$ours_pid/status")

# nginx answers the very same bytes.
bench_start_nginx nginx "$nginx_port" "$loops" "$work/body.json"
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$nginx_port/" -o "$work/nginx-body.json" && break; sleep 0.1; done
cmp -s "$work/body.json" "$work/nginx-body.json" || { echo "nginx body differs" >&2; exit 1; }

cat >"$work/post.lua" <<'LUA'
wrk.method = "POST"
wrk.body = string.rep("p", 300)
wrk.headers["Content-Type"] = "application/json"
LUA

# CPU ticks (user+system) of a list of pids.
cpu_ticks() { local total=0; for pid in "$@"; do total=$((total + $(awk '{print $14 + $15}' "/proc/$pid/stat"))); done; echo "$total"; }

results="$work/results.tsv"
: >"$results"
run_one() { # server scenario threads connections method
    local server="$1" scenario="$2" threads="$3" connections="$4" method="$5" port script_args=() server_pids
    if [ "$server" = ours ]; then port=$ours_port; server_pids=("$ours_pid"); else port=$nginx_port; read -ra server_pids <<<"$(bench_nginx_workers nginx)"; fi
    [ "$method" = POST ] && script_args=(-s "$work/post.lua")
    local before after
    before=$(cpu_ticks "${server_pids[@]}")
    local rps p50 p99 non2xx
    # Through a file, not a process substitution, so a failing wrk stops the script (set -e).
    bench_wrk -t"$threads" -c"$connections" -d"${duration}s" "${script_args[@]}" "http://127.0.0.1:$port/" >"$work/wrk.tsv"
    IFS=$'\t' read -r rps p50 p99 non2xx <"$work/wrk.tsv"
    after=$(cpu_ticks "${server_pids[@]}")
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$scenario" "$server" "$rps" "$p50" "$p99" "$((after - before))" "$non2xx" >>"$results"
    printf '  %-22s %-6s %10s req/s  p50 %-9s p99 %-9s\n' "$scenario" "$server" "$rps" "$p50" "$p99"
}

scenarios=("GET 1t/50c:1:50:GET" "GET 2t/200c:2:200:GET" "POST300 1t/50c:1:50:POST" "POST300 2t/200c:2:200:POST")
echo "== wrk: ${rounds} rounds x ${#scenarios[@]} scenarios x ${duration}s, loops/workers = $loops (interleaved)"
for round in $(seq 1 "$rounds"); do
    echo "-- round $round"
    for entry in "${scenarios[@]}"; do
        IFS=: read -r name threads connections method <<<"$entry"
        if [ $((round % 2)) -eq 1 ]; then order=(ours nginx); else order=(nginx ours); fi
        for server in "${order[@]}"; do run_one "$server" "$name" "$threads" "$connections" "$method"; done
    done
done

echo "== RSS with 1,000 idle keep-alive connections"
hold_connections() { # port → prints nothing; holds 1,000 connections until killed
    python3 - "$1" <<'PY' &
import socket, sys, time
port = int(sys.argv[1])
sockets = []
for _ in range(1000):
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(b"GET / HTTP/1.1\r\nHost: bench\r\n\r\n")
    sockets.append(s)
for s in sockets:
    got = b""
    while b"\r\n\r\n" not in got or len(got) < got.find(b"\r\n\r\n") + 4 + 1500:
        chunk = s.recv(65536)
        if not chunk:
            break
        got += chunk
print("holding", flush=True)
time.sleep(30)
PY
}
rss_of() { local total=0; for pid in "$@"; do total=$((total + $(awk '/VmRSS/ {print $2}' "/proc/$pid/status"))); done; echo "$total"; }
hold_connections "$ours_port" >"$work/hold-ours.log"
holder=$!
for _ in $(seq 1 100); do grep -q holding "$work/hold-ours.log" && break; sleep 0.1; done
ours_rss=$(rss_of "$ours_pid")
kill "$holder" 2>/dev/null || true
read -ra nginx_pids <<<"$(bench_nginx_workers nginx)"
hold_connections "$nginx_port" >"$work/hold-nginx.log"
holder=$!
for _ in $(seq 1 100); do grep -q holding "$work/hold-nginx.log" && break; sleep 0.1; done
nginx_rss=$(rss_of "${nginx_pids[@]}")
kill "$holder" 2>/dev/null || true

python3 - "$results" "$ours_idle_rss" "$ours_rss" "$nginx_rss" "$loops" "$duration" "$rounds" <<'PY'
import statistics, sys
path, idle_rss, ours_rss, nginx_rss, loops, duration, rounds = sys.argv[1:]
def ms(text):
    for suffix, factor in (("us", 0.001), ("ms", 1.0), ("s", 1000.0)):
        if text.endswith(suffix):
            return float(text[:-len(suffix)]) * factor
    return float(text)
rows = {}
for line in open(path):
    scenario, server, rps, p50, p99, ticks, non2xx = line.rstrip("\n").split("\t")
    entry = rows.setdefault(scenario, {}).setdefault(server, {"rps": [], "p50": [], "p99": [], "cpu": [], "bad": 0})
    entry["rps"].append(float(rps)); entry["p50"].append(ms(p50)); entry["p99"].append(ms(p99))
    requests = float(rps) * float(duration)
    entry["cpu"].append(int(ticks) * 10000.0 / requests if requests else 0.0)  # 100 ticks/s -> µs per request
    entry["bad"] += int(non2xx)
print(f"\n## HTTP server vs nginx ({loops} loop(s) / worker(s), wrk on the same 2 cores, median of {rounds} rounds x {duration}s)\n")
print("| scenario | ours req/s | nginx req/s | ratio | ours p50 ms | nginx p50 ms | ours p99 ms | nginx p99 ms | p99 ratio | ours CPU µs/req | nginx CPU µs/req |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for scenario, servers in rows.items():
    o, n = servers["ours"], servers["nginx"]
    med = statistics.median
    print(f"| {scenario} | {med(o['rps']):,.0f} | {med(n['rps']):,.0f} | {med(o['rps'])/med(n['rps']):.2f} | "
          f"{med(o['p50']):.3f} | {med(n['p50']):.3f} | {med(o['p99']):.3f} | {med(n['p99']):.3f} | "
          f"{med(o['p99'])/med(n['p99']):.2f} | {med(o['cpu']):.1f} | {med(n['cpu']):.1f} |")
    if o["bad"] or n["bad"]:
        print(f"|   non-2xx responses: ours {o['bad']}, nginx {n['bad']} | | | | | | | | | | |")
print(f"\nRSS: ours {int(idle_rss)/1024:.1f} MiB idle, {int(ours_rss)/1024:.1f} MiB with 1,000 idle keep-alive connections; "
      f"nginx workers {int(nginx_rss)/1024:.1f} MiB with the same 1,000 connections.")
PY
