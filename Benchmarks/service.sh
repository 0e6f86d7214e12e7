#!/usr/bin/env bash
# Service benchmark: `POST /v1/resolve` on style-resolver (release, one event loop, access log off) against nginx
# (one worker) answering the very same response bytes, same wrk load, interleaved in one run; then a 1,000-item
# batch and start-up to first answer. Loopback only. Prints a table and our/nginx ratios.
#
# Usage: Benchmarks/service.sh [--duration SECONDS] [--rounds N]
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
duration=5
rounds=3
while [ $# -gt 0 ]; do
    case "$1" in
        --duration) duration="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        *) echo "unknown argument $1" >&2; exit 2 ;;
    esac
done

source Benchmarks/common.sh
bench_install_tools

echo "== release build of style-resolver"
swift build -c release --product style-resolver 2>&1 | tail -n 1
binary="$root/.build/release/style-resolver"

bench_begin
ours_port=18490
nginx_port=18491

request="$bench_resolve_request"

# In a session of its own, like the daemonized nginx (see bench_start_nginx).
setsid "$binary" --host 127.0.0.1 --port "$ours_port" --threads 1 --access-log off --data-dir "$work/data" >"$work/ours.log" 2>&1 &
ours_pid=$!
bench_pids+=("$ours_pid")
for _ in $(seq 1 100); do
    curl -sf -X POST "http://127.0.0.1:$ours_port/v1/resolve" -H 'Content-Type: application/json' -d "$request" -o "$work/body.json" && break
    sleep 0.1
done
[ -s "$work/body.json" ] || { echo "style-resolver did not start" >&2; cat "$work/ours.log" >&2; exit 1; }

bench_start_nginx "$nginx_port" 1 "$work/body.json"
for _ in $(seq 1 100); do
    curl -sf -X POST "http://127.0.0.1:$nginx_port/v1/resolve" -H 'Content-Type: application/json' -d "$request" -o "$work/nginx-body.json" && break
    sleep 0.1
done
cmp -s "$work/body.json" "$work/nginx-body.json" || { echo "nginx body differs" >&2; exit 1; }
echo "== response body: $(wc -c <"$work/body.json") bytes; request body: ${#request} bytes"

cat >"$work/post.lua" <<LUA
wrk.method = "POST"
wrk.body = '$request'
wrk.headers["Content-Type"] = "application/json"
LUA

results="$work/results.tsv"
: >"$results"
run_one() { # server connections
    local server="$1" connections="$2" port
    if [ "$server" = ours ]; then port=$ours_port; else port=$nginx_port; fi
    local rps p50 p99 non2xx
    # Through a file, not a process substitution, so a failing wrk stops the script (set -e).
    bench_wrk -t1 -c"$connections" -d"${duration}s" -s "$work/post.lua" "http://127.0.0.1:$port/v1/resolve" >"$work/wrk.tsv"
    IFS=$'\t' read -r rps p50 p99 non2xx <"$work/wrk.tsv"
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$connections" "$server" "$rps" "$p50" "$p99" "$non2xx" >>"$results"
    printf '  %4sc %-6s %10s req/s  p50 %-9s p99 %-9s non-2xx %s\n' "$connections" "$server" "$rps" "$p50" "$p99" "$non2xx"
}

echo "== wrk POST /v1/resolve: $rounds rounds x ${duration}s, 1 thread, ours 1 loop vs nginx 1 worker (interleaved)"
for round in $(seq 1 "$rounds"); do
    echo "-- round $round"
    for connections in 50; do
        if [ $((round % 2)) -eq 1 ]; then order=(ours nginx); else order=(nginx ours); fi
        for server in "${order[@]}"; do run_one "$server" "$connections"; done
    done
done

python3 - "$results" <<'PY'
import sys, statistics
def ms(text):
    value = float(text[:-2]) if text.endswith("ms") else float(text[:-2]) / 1000 if text.endswith("us") else float(text[:-1]) * 1000
    return value
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
print("== median over rounds")
print("| connections | server | requests/s | p50 | p99 |")
print("| --- | --- | --- | --- | --- |")
summary = {}
for connections in sorted({r[0] for r in rows}, key=int):
    for server in ("ours", "nginx"):
        picked = [r for r in rows if r[0] == connections and r[1] == server]
        rps = statistics.median(float(r[2]) for r in picked)
        p50 = statistics.median(ms(r[3]) for r in picked)
        p99 = statistics.median(ms(r[4]) for r in picked)
        summary[(connections, server)] = (rps, p50, p99)
        print(f"| {connections} | {server} | {rps:,.0f} | {p50:.3f} ms | {p99:.3f} ms |")
for connections in sorted({r[0] for r in rows}, key=int):
    ours, nginx = summary[(connections, "ours")], summary[(connections, "nginx")]
    print(f"ratio ours/nginx at {connections} connections: throughput {ours[0] / nginx[0]:.2f}, p99 {ours[2] / nginx[2]:.2f}")
PY

echo "== batch of 1,000 items (median of 20, curl total time), and nginx sending the same answer bytes from a file"
mkdir -p "$work/files"
chmod 755 "$work" "$work/files"  # nginx workers run as nobody
bench_batch_request "$work/batch.json"
python3 - "$ours_port" "$nginx_port" "$work/files/batch-answer.json" "$work/batch.json" <<'PY'
import statistics, subprocess, sys
port, nginx_port, answer_path = sys.argv[1], sys.argv[2], sys.argv[3]
body = open(sys.argv[4]).read()
def fetch(url, arguments=(), output="/dev/null"):
    out = subprocess.run(["curl", "-s", "-o", output, "-w", "%{http_code} %{time_total} %{size_download}", url, *arguments],
                         capture_output=True, text=True).stdout.split()
    assert out[0] == "200", out
    return float(out[1]) * 1000, int(out[2])
post = ["-X", "POST", "-H", "Content-Type: application/json", "--data-binary", body]
fetch(f"http://127.0.0.1:{port}/v1/resolve/batch", post, output=answer_path)
ours, reference = [], []
for _ in range(20):  # interleaved, so both see the same machine
    ours.append(fetch(f"http://127.0.0.1:{port}/v1/resolve/batch", post)[0])
    time, size = fetch(f"http://127.0.0.1:{nginx_port}/files/batch-answer.json")
    reference.append(time)
median = statistics.median
print(f"batch: request {len(body):,} bytes, answer {size:,} bytes; ours median {median(ours):.2f} ms (min {min(ours):.2f}), "
      f"nginx sending the same bytes median {median(reference):.2f} ms (min {min(reference):.2f}); "
      f"ours - nginx = {median(ours) - median(reference):.2f} ms")
PY

echo "== start-up to first answer (median of 10)"
python3 - "$binary" "$work" <<'PY'
import socket, statistics, subprocess, sys, time
binary, work = sys.argv[1], sys.argv[2]
request = b'POST /v1/resolve HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 17\r\nConnection: close\r\n\r\n{"style":"cell"}\n'
times = []
for attempt in range(10):
    port = 18500 + attempt
    start = time.perf_counter()
    process = subprocess.Popen([binary, "--host", "127.0.0.1", "--port", str(port), "--threads", "1", "--access-log", "off",
                                "--data-dir", f"{work}/startup-{attempt}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    answered = None
    while time.perf_counter() - start < 5:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                s.sendall(request)
                if s.recv(64).startswith(b"HTTP/1.1 200"):
                    answered = time.perf_counter() - start
                    break
        except OSError:
            time.sleep(0.0005)
    process.terminate()
    process.wait()
    assert answered is not None, "no answer"
    times.append(answered * 1000)
print(f"start-up to first answer: median {statistics.median(times):.1f} ms, max {max(times):.1f} ms")
PY
