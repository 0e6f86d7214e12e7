#!/usr/bin/env bash
# Service benchmark: every scenario in ONE interleaved run, style-resolver (release, access log off, each
# server in a session of its own) against nginx answering the very same bytes, with the same wrk load:
#   hit            POST /v1/resolve, the 279-byte request of the issue over and over (the answer cache's hit);
#                  nginx answers the same 2.5 KB with `return 200`
#   miss           POST /v1/resolve, every request different: a wrk Lua script puts a counter in the content text and
#                  rotates the style (cell, sidebarCell, subtitleCell, valueCell) and the state (five), as
#                  Benchmarks/service-instructions.sh's miss does; nginx answers a fixed body of the same size
#   miss-uncached  the same misses, the server started with --response-cache-entries 0
#   hit-2, miss-2  hit and miss on a server with --threads 2 against nginx with 2 workers (wrk -t2, twice the
#                  connections)
#   batch          POST /v1/resolve/batch, 1,000 distinct items (curl total time with `-o /dev/null`, median), against
#                  nginx sending the same answer bytes from a file, timed the same way (writing 2.7 MB to a file costs
#                  curl 2.5-3 ms, for every server, and is not the server's time); every answer's bytes are checked in
#                  untimed fetches before and after the timed ones (a wrong answer fails the script); each server's
#                  CPU time and minor page faults per batch (its threads' schedstat and /proc stat; nginx's master
#                  and workers). And the batch's
#                  heap allocations per item, counted by Benchmarks/malloc-counter preloaded into a server of its own
#                  (read through SIGUSR1)
# Then start-up to first answer. Before any timing, a verification pass sends each scenario for a second with a wrk
# `response` callback that counts every answer that is not 200 and every body that is not what the server answers a
# single curl (a miss's body with its counter digits zeroed is one of the 20 curl answers); any such answer, and any
# non-2xx answer wrk counts in a timed run, fails the script. Prints one markdown table with the ratios to nginx and
# each server's CPU time (user and system, its processes' own) per request, which says what a request costs each
# server whatever wrk and the rest of the machine take.
#
# nginx's answers carry the same header fields as ours (ETag, Cache-Control, Vary, a fixed X-Request-Id of the same
# length: bench_nginx_fields_of), so wrk reads the same bytes from every server. On a machine with two CPUs or more,
# every one-loop server runs on the last CPU and its wrk on the first: the scheduler otherwise placed them anew in
# every run, and a run's throughput went with the placement (105k or 130k requests/s, whichever server it was);
# `--no-pin` leaves placement to the scheduler. Two-loop servers are never pinned.
#
# Usage: Benchmarks/service.sh [--duration S] [--rounds N] [--connections N] [--only LIST] [--binary PATH]
#                              [--baseline PATH] [--quick] [--no-pin]
#   --duration, --rounds   each timed run and how many interleaved rounds (default 5 s, 3)
#   --connections          wrk connections per wrk thread (default 50)
#   --only                 some of hit,miss,miss-uncached,hit-2,miss-2,batch (default all)
#   --binary               measure this style-resolver, build nothing (default: a release build of the work tree)
#   --baseline             a second style-resolver (the "before" build), run in the same rounds, interleaved with
#                          the first and nginx, so the before/after table comes from one run
#   --quick                the verification pass and one batch only, no timed rounds (CI: fails only on a wrong
#                          answer, never on a timing; about 20 s)
#   --no-pin               leave one-loop servers and their wrk to the scheduler
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
duration=5
rounds=3
connections=50
only="hit,miss,miss-uncached,hit-2,miss-2,batch"
binary=""
baseline=""
quick=false
pin=true
while [ $# -gt 0 ]; do
    case "$1" in
        --duration) duration="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        --connections) connections="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        --binary) binary="$(realpath "$2")"; shift 2 ;;
        --baseline) baseline="$(realpath "$2")"; shift 2 ;;
        --quick) quick=true; shift ;;
        --no-pin) pin=false; shift ;;
        *) echo "unknown argument $1" >&2; exit 2 ;;
    esac
done
for name in ${only//,/ }; do
    case "$name" in hit | miss | miss-uncached | hit-2 | miss-2 | batch) ;; *) echo "unknown scenario $name" >&2; exit 2 ;; esac
done
wants() { [[ ",$only," == *",$1,"* ]]; }
# The CPUs of one-loop servers and of their wrk (none pinned on a machine with one CPU).
cpus=$(nproc)
[ "$cpus" -ge 2 ] || pin=false
server_cpu=$((cpus - 1))
wrk_cpu=0

source Benchmarks/common.sh
bench_install_tools
# The allocation counter is C: the system's compiler, or the Swift toolchain's clang on a machine with no other.
compiler=$(command -v cc || command -v clang || true)
[ -n "$compiler" ] || { bench_require cc=gcc; compiler=cc; }

if [ -z "$binary" ]; then
    echo "== release build of style-resolver"
    swift build -c release --product style-resolver 2>&1 | tail -n 1
    binary="$root/.build/release/style-resolver"
fi
for candidate in "$binary" ${baseline:+"$baseline"}; do
    [ -x "$candidate" ] || { echo "no style-resolver at $candidate" >&2; exit 1; }
done
# The servers measured: "ours" and, with --baseline, "before".
servers=(ours)
[ -n "$baseline" ] && servers+=(before)
binary_of() { if [ "$1" = before ]; then echo "$baseline"; else echo "$binary"; fi; }

bench_begin
mkdir -p "$work/files" "$work/expected"
chmod 755 "$work" "$work/files" # nginx workers run as nobody
"$compiler" -O2 -shared -fPIC -o "$work/malloc_counter.so" Benchmarks/malloc-counter/malloc_counter.c

# Starts style-resolver BINARY as server NAME (a session of its own, port 0) with ARGUMENTS; records its port in
# $port_NAME. The exit trap stops it.
start_ours() { # name binary arguments...
    local name="$1" path="$2" port=""
    shift 2
    : >"$work/$name.log" # before the server's own redirection, which runs after the fork
    local placement=()
    if $pin && [[ " $* " == *" --threads 1 "* ]]; then placement=(taskset -c "$server_cpu"); fi
    setsid "${placement[@]}" "$path" --host 127.0.0.1 --port 0 --access-log off --data-dir "$work/data-$name" "$@" \
        >"$work/$name.log" 2>&1 &
    bench_pids+=("$!")
    echo "$!" >"$work/$name.pid"
    for _ in $(seq 1 200); do
        port=$(sed -n 's/.*listening on [^ ]*:\([0-9][0-9]*\).*/\1/p' "$work/$name.log" | head -n 1)
        [ -n "$port" ] && break
        sleep 0.05
    done
    [ -n "$port" ] || { echo "style-resolver $name did not start:" >&2; cat "$work/$name.log" >&2; exit 1; }
    printf -v "port_${name//-/_}" '%s' "$port"
}
port_of() { local variable="port_${1//-/_}"; echo "${!variable}"; }

# nginx NAME on a free port with WORKERS workers: the hit answer at /v1/resolve (and every other path), a
# miss-sized fixed answer at /v1/resolve/miss, files (the batch answer) under /files/. Daemonized, so in a session of
# its own.
start_nginx() { # name workers
    local name="$1" port
    port=$(bench_free_port)
    bench_start_nginx "$name" "$port" "$2" "$work/expected/hit.json" "/v1/resolve/miss=$work/expected/miss-0.json"
    if $pin && [ "$2" = 1 ]; then
        # shellcheck disable=SC2046 # one pid per worker
        taskset -a -pc "$server_cpu" $(bench_nginx_workers "$name") >/dev/null
    fi
    printf -v "port_${name//-/_}" '%s' "$port"
}

# The miss scenario's body for counter N (the same text as the wrk script's).
miss_body() { # n
    local styles=(cell sidebarCell subtitleCell valueCell)
    local states=('{}' '{"isSelected":true}' '{"isHighlighted":true}' '{"traits":{"userInterfaceStyle":"dark"}}'
        '{"isDisabled":true,"traits":{"preferredContentSizeCategory":"extraLarge"}}')
    printf '{"style":"%s","state":%s,"content":{"text":"Message %012d","secondaryText":"12 unread"}}' \
        "${styles[$(($1 % 4))]}" "${states[$(($1 % 5))]}" "$1"
}

# POSTs BODY to /v1/resolve on PORT into FILE; fails unless the answer is 200.
post() { # port body file [head_file]
    local status
    status=$(curl -s -o "$3" ${4:+-D "$4"} -w '%{http_code}' -X POST "http://127.0.0.1:$1/v1/resolve" \
        -H 'Content-Type: application/json' --data-binary "$2")
    [ "$status" = 200 ] || { echo "POST /v1/resolve answered $status: $(head -c 300 "$3")" >&2; exit 1; }
}

echo "== servers: ${servers[*]} (1 loop; 1 loop without the answer cache and 2 loops when the scenarios use them) and nginx"
# Only the servers the chosen scenarios use (`--only batch` needs one loop per binary and one nginx).
variants=("")
wants miss-uncached && variants+=(-uncached)
{ wants hit-2 || wants miss-2; } && variants+=(-2)
for server in "${servers[@]}"; do
    start_ours "$server" "$(binary_of "$server")" --threads 1
    if wants miss-uncached; then
        start_ours "$server-uncached" "$(binary_of "$server")" --threads 1 --response-cache-entries 0
    fi
    if wants hit-2 || wants miss-2; then start_ours "$server-2" "$(binary_of "$server")" --threads 2; fi
done

# The expected bodies of SERVER in FOLDER, from single curls: the hit, and the 20 style x state combinations of a
# miss with their counter digits zeroed (as the Lua check zeroes them).
expect_answers() { # server folder
    mkdir -p "$2"
    post "$(port_of "$1")" "$request" "$2/hit.json" "$2/hit.head"
    for n in $(seq 0 19); do
        post "$(port_of "$1")" "$(miss_body "$n")" "$2/miss-$n.json"
        sed -E 's/Message [0-9]{12}/Message 000000000000/g' "$2/miss-$n.json" >"$2/miss-zeroed-$n.json"
    done
}
# Where SERVER's expected bodies are: the baseline's own, which may differ from this build's.
expected_of() { if [[ "$1" == before* ]]; then echo "$work/expected-before"; else echo "$work/expected"; fi; }
request="$bench_resolve_request"
expect_answers ours "$work/expected"
[ -n "$baseline" ] && expect_answers before "$work/expected-before"
# nginx answers with the same header fields as the hit's.
bench_nginx_fields=$(bench_nginx_fields_of "$work/expected/hit.head")
if grep -q "[\$']" "$work/expected/hit.json" "$work/expected/miss-0.json"; then
    echo "an answer holds \$ or ': it cannot be an nginx return string" >&2
    exit 1
fi
# Every server, asked once, answers the same bytes (a baseline that answers otherwise is reported, not failed: the
# verification pass holds each server to its own answers).
started=()
for variant in "${variants[@]}"; do started+=("${servers[@]/%/$variant}"); done
for server in "${started[@]}"; do
    post "$(port_of "$server")" "$request" "$work/single.json"
    if ! cmp -s "$work/single.json" "$work/expected/hit.json"; then
        case "$server" in
            before*) echo "note: the baseline's hit answer differs from this build's" ;;
            *) echo "$server answers the hit request with other bytes than the first server" >&2; exit 1 ;;
        esac
    fi
done
start_nginx nginx 1
nginxes=(nginx)
if wants hit-2 || wants miss-2; then
    start_nginx nginx-2 2
    nginxes+=(nginx-2)
fi
for name in "${nginxes[@]}"; do
    status=$(curl -s -o "$work/nginx-body.json" -w '%{http_code}' -X POST "http://127.0.0.1:$(port_of $name)/v1/resolve" \
        -H 'Content-Type: application/json' --data-binary "$request")
    [ "$status" = 200 ] && cmp -s "$work/expected/hit.json" "$work/nginx-body.json" ||
        { echo "$name does not answer the hit's bytes ($status)" >&2; exit 1; }
done
echo "== hit answer: $(wc -c <"$work/expected/hit.json") bytes; miss answers: $(cat "$work"/expected/miss-[0-9]*.json | wc -c) bytes for 20 (nginx's miss answer $(wc -c <"$work/expected/miss-0.json") bytes); request ${#request} bytes"

# The wrk scripts. Every request of a miss is different: the counter starts at a base of its own per run and thread
# (so no run meets another's answers in the cache). Arguments after `--`: the path, the run's base, and for the
# verification pass the folder of expected bodies.
cat >"$work/resolve.lua" <<LUA
wrk.method = "POST"
wrk.body = '$request'
wrk.headers["Content-Type"] = "application/json"
LUA
cat >"$work/miss.lua" <<'LUA'
local styles = { "cell", "sidebarCell", "subtitleCell", "valueCell" }
local states = { '{}', '{"isSelected":true}', '{"isHighlighted":true}', '{"traits":{"userInterfaceStyle":"dark"}}',
    '{"isDisabled":true,"traits":{"preferredContentSizeCategory":"extraLarge"}}' }
local path, counter = "/v1/resolve", 0
threads = {}
function setup(thread)
    table.insert(threads, thread)
    thread:set("index", #threads - 1)
end
function init(args)
    path = args[1] or path
    counter = (tonumber(args[2]) or 0) * 1000000000 + index * 100000000
    wrk.headers["Content-Type"] = "application/json"
end
function request()
    counter = counter + 1
    local body = string.format('{"style":"%s","state":%s,"content":{"text":"Message %012d","secondaryText":"12 unread"}}',
        styles[counter % 4 + 1], states[counter % 5 + 1], counter)
    return wrk.format("POST", path, nil, body)
end
LUA
# The verification pass's additions: every answer's status and body checked, the counts printed by done().
cat >"$work/verify.lua" <<'LUA'
threads = threads or {}
if setup == nil then
    function setup(thread)
        table.insert(threads, thread)
        thread:set("index", #threads - 1)
    end
end
local base_init = init
local expected = {}
checked, wrong_status, wrong_body = 0, 0, 0
function init(args)
    if base_init then base_init(args) end
    local folder, kind = args[3], args[4]
    local names = kind == "miss" and 20 or 1
    for n = 0, names - 1 do
        local file = io.open(kind == "miss" and string.format("%s/miss-zeroed-%d.json", folder, n) or folder .. "/hit.json", "rb")
        expected[file:read("*a")] = true
        file:close()
    end
    check_body = args[5] ~= "status-only"
end
function response(status, headers, body)
    checked = checked + 1
    if status ~= 200 then
        wrong_status = wrong_status + 1
    elseif check_body then
        local zeroed = body:gsub("Message " .. string.rep("%d", 12), "Message 000000000000")
        if not expected[zeroed] then wrong_body = wrong_body + 1 end
    end
end
function done(summary, latency, requests)
    local c, s, b = 0, 0, 0
    for _, thread in ipairs(threads) do
        c = c + thread:get("checked")
        s = s + thread:get("wrong_status")
        b = b + thread:get("wrong_body")
    end
    io.write(string.format("verified %d %d %d\n", c, s, b))
end
LUA
cat "$work/resolve.lua" "$work/verify.lua" >"$work/resolve-verify.lua"
cat "$work/miss.lua" "$work/verify.lua" >"$work/miss-verify.lua"

# Scenario facts: the wrk script, the server of each kind, wrk threads.
script_of() { case "$1" in hit | hit-2) echo resolve ;; *) echo miss ;; esac; }
server_of() { # scenario server
    case "$2" in
        nginx) case "$1" in *-2) echo nginx-2 ;; *) echo nginx ;; esac ;;
        *) case "$1" in miss-uncached) echo "$2-uncached" ;; *-2) echo "$2-2" ;; *) echo "$2" ;; esac ;;
    esac
}
wrk_threads_of() { case "$1" in *-2) echo 2 ;; *) echo 1 ;; esac; }

# CPU time (nanoseconds, every thread, user and system) server NAME has used so far: Benchmarks/server_cpu.py.
cpu_nanoseconds() { python3 Benchmarks/server_cpu.py "$work" "$1"; }

run_number=0
results="$work/results.tsv"
: >"$results"
# Runs SCENARIO against SERVER for SECONDS; with "verify", checks every answer. Appends a row to the results.
run_one() { # scenario server seconds [verify]
    local scenario="$1" server="$2" seconds="$3" verify="${4:-}" name port script threads path rps p50 p99 non2xx
    name=$(server_of "$scenario" "$server")
    port=$(port_of "$name")
    script=$(script_of "$scenario")
    threads=$(wrk_threads_of "$scenario")
    path=/v1/resolve
    [ "$server" = nginx ] && [ "$script" = miss ] && path=/v1/resolve/miss
    run_number=$((run_number + 1))
    local arguments=(-- "$path" "$run_number" "$(expected_of "$server")" "$script")
    # nginx's miss answer is one fixed body: only its status is checked.
    if [ "$server" = nginx ] && [ "$script" = miss ]; then arguments+=(status-only); fi
    [ -n "$verify" ] && script="$script-verify"
    local cpu_before cpu_after requests cpu
    cpu_before=$(cpu_nanoseconds "$name")
    # A one-loop server's wrk on a CPU of its own (the server is on another: see the top).
    bench_wrk_cpu=""
    if $pin && [ "$threads" = 1 ]; then bench_wrk_cpu=$wrk_cpu; fi
    bench_wrk -t"$threads" -c$((connections * threads)) -d"${seconds}s" -s "$work/$script.lua" \
        "http://127.0.0.1:$port$path" "${arguments[@]}" >"$work/wrk.tsv"
    cpu_after=$(cpu_nanoseconds "$name")
    IFS=$'\t' read -r rps p50 p99 non2xx <"$work/wrk.tsv"
    requests=$(awk '/requests in/ {print $1}' "$work/wrk.out")
    cpu=$(awk -v ns=$((cpu_after - cpu_before)) -v n="${requests:-0}" 'BEGIN { printf "%.2f", (n > 0 ? ns / 1e3 / n : 0) }')
    if grep -q "Socket errors" "$work/wrk.out"; then echo "  $scenario on $name: $(grep 'Socket errors' "$work/wrk.out")"; fi
    if [ "$non2xx" != 0 ]; then
        echo "$scenario on $name: $non2xx answers were not 2xx" >&2
        exit 1
    fi
    if [ -n "$verify" ]; then
        local checked wrong_status wrong_body
        read -r _ checked wrong_status wrong_body < <(grep '^verified ' "$work/wrk.out" || echo "verified 0 0 0")
        if [ "${checked:-0}" -eq 0 ] || [ "$wrong_status" -ne 0 ] || [ "$wrong_body" -ne 0 ]; then
            echo "$scenario on $name: $checked answers checked, $wrong_status not 200, $wrong_body with other bytes" >&2
            exit 1
        fi
        printf '  %-13s %-16s verified: %s answers, all 200, bodies as expected\n' "$scenario" "$name" "$checked"
    else
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$scenario" "$server" "$rps" "$p50" "$p99" "$cpu" >>"$results"
        printf '  %-13s %-16s %10s req/s  p50 %-9s p99 %-9s CPU %6s µs a request\n' "$scenario" "$name" "$rps" "$p50" \
            "$p99" "$cpu"
    fi
}

wrk_scenarios=()
for scenario in hit miss miss-uncached hit-2 miss-2; do wants "$scenario" && wrk_scenarios+=("$scenario"); done
everyone=("${servers[@]}" nginx)

echo "== verification pass: every scenario 1 s on every server, every answer checked"
for scenario in "${wrk_scenarios[@]}"; do
    for server in "${everyone[@]}"; do run_one "$scenario" "$server" 1 verify; done
done

if ! $quick; then
    echo "== wrk: $rounds rounds x ${duration}s, $connections connections per wrk thread, interleaved"
    for round in $(seq 1 "$rounds"); do
        echo "-- round $round"
        for scenario in "${wrk_scenarios[@]}"; do
            # Rotate who goes first, so no server always follows the same one.
            order=("${everyone[@]:$((round % ${#everyone[@]}))}" "${everyone[@]:0:$((round % ${#everyone[@]}))}")
            for server in "${order[@]}"; do run_one "$scenario" "$server" "$duration"; done
        done
    done
fi

batch_results="$work/batch.tsv"
: >"$batch_results"
if wants batch; then
    echo "== batch of 1,000 items: curl total time against nginx sending the same bytes from a file; allocations"
    bench_batch_request "$work/batch.json"
    # Allocations per item: a server of its own per binary, the counter preloaded, read before and after.
    for server in "${servers[@]}"; do
        MALLOC_COUNTER_FILE="$work/$server-mallocs" LD_PRELOAD="$work/malloc_counter.so" \
            start_ours "$server-mallocs" "$(binary_of "$server")" --threads 1
    done
    batches=20
    $quick && batches=3
    python3 - "$work" "$batches" "$(port_of nginx)" "${servers[@]}" >"$batch_results" <<'PY'
import os, signal, statistics, subprocess, sys, time
work, batches, nginx_port, servers = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
body = open(f"{work}/batch.json", "rb").read()
def port(name):
    for line in open(f"{work}/{name}.log"):
        if "listening on" in line:
            return line.split("listening on ")[1].split()[0].rsplit(":", 1)[1]
    sys.exit(f"no port for {name}")
def fetch(url, post=True, output="/dev/null"):
    arguments = ["-X", "POST", "-H", "Content-Type: application/json", "--data-binary", "@-"] if post else []
    out = subprocess.run(["curl", "-s", "-o", output, "-w", "%{http_code} %{time_total}", url, *arguments],
                         input=body if post else None, capture_output=True).stdout.decode().split()
    if out[0] != "200":
        sys.exit(f"{url} answered {out[0]}")
    return float(out[1]) * 1000
expected = f"{work}/files/batch-answer.json"
fetch(f"http://127.0.0.1:{port(servers[0])}/v1/resolve/batch", output=expected)
answer = open(expected, "rb").read()
def verify():  # untimed fetches into a file: every server's answer is checked, none is timed
    for name in servers:
        output = f"{work}/batch-{name}.json"
        fetch(f"http://127.0.0.1:{port(name)}/v1/resolve/batch", output=output)
        if open(output, "rb").read() != answer:
            if name == "ours":
                sys.exit("the batch answer differs from the first one")
            print(f"note: the {name} batch answer differs from this build's", file=sys.stderr)
    output = f"{work}/batch-nginx.json"
    fetch(f"http://127.0.0.1:{nginx_port}/files/batch-answer.json", post=False, output=output)
    if open(output, "rb").read() != answer:
        sys.exit("nginx's batch answer differs")
verify()
sys.path.insert(0, "Benchmarks")
from server_cpu import cpu_nanoseconds, minor_faults
def cpu_ms(name):  # CPU time the server has used so far, in ms
    return cpu_nanoseconds(work, name) / 1e6
times = {name: [] for name in servers + ["nginx"]}
cpu = {name: 0.0 for name in servers + ["nginx"]}
faults = {name: 0 for name in servers + ["nginx"]}
def timed(name, url, post=True):  # one fetch, timed, and the server's CPU time and page faults it took
    before, faults_before = cpu_ms(name), minor_faults(work, name)
    times[name].append(fetch(url, post=post))
    cpu[name] += cpu_ms(name) - before
    faults[name] += minor_faults(work, name) - faults_before
for round in range(batches):  # interleaved, so all see the same machine; to /dev/null, as the target was set
    for name in servers:
        timed(name, f"http://127.0.0.1:{port(name)}/v1/resolve/batch")
    timed("nginx", f"http://127.0.0.1:{nginx_port}/files/batch-answer.json", post=False)
verify()
def mallocs(name):
    path = f"{work}/{name}-mallocs"
    if os.path.exists(path):
        os.remove(path)
    pid = int(open(f"{work}/{name}-mallocs.pid").read())
    os.kill(pid, signal.SIGUSR1)
    for _ in range(200):
        if os.path.exists(path) and open(path).read().endswith("\n"):
            return int(open(path).read())
        time.sleep(0.01)
    sys.exit(f"{name}: no allocation count (is Benchmarks/malloc-counter preloaded?)")
counted = 5 if batches > 3 else 2
for name in servers:
    url = f"http://127.0.0.1:{port(name + '-mallocs')}/v1/resolve/batch"
    fetch(url)  # warm-up
    before = mallocs(name)
    for _ in range(counted):
        fetch(url)
    per_item = (mallocs(name) - before) / (counted * 1000)
    median = statistics.median
    print(f"{name}\t{median(times[name]):.2f}\t{min(times[name]):.2f}\t{per_item:.2f}\t{len(answer)}\t{cpu[name] / batches:.2f}\t{faults[name] / batches:.0f}")
print(f"nginx\t{statistics.median(times['nginx']):.2f}\t{min(times['nginx']):.2f}\t\t{len(answer)}\t{cpu['nginx'] / batches:.2f}\t{faults['nginx'] / batches:.0f}")
PY
    echo "  every batch answer 200 and the same bytes; $(wc -l <"$batch_results") rows"
fi

python3 - "$results" "$batch_results" "$quick" "${servers[@]}" <<'PY'
import statistics, sys
results, batch_results, quick, servers = sys.argv[1], sys.argv[2], sys.argv[3] == "true", sys.argv[4:]
def ms(text):
    return float(text[:-2]) if text.endswith("ms") else float(text[:-2]) / 1000 if text.endswith("us") else float(text[:-1]) * 1000
rows = [line.rstrip("\n").split("\t") for line in open(results)]
labels = {"hit": "a repeated request (cache hit)", "miss": "every request different (miss)",
          "miss-uncached": "the same, --response-cache-entries 0", "hit-2": "hit, --threads 2 vs 2 nginx workers",
          "miss-2": "miss, --threads 2 vs 2 nginx workers"}
names = {"ours": "style-resolver", "before": "baseline"}
if rows:
    print("== median over rounds")
    header = "| scenario |" + "".join(f" {names[s]} req/s | p99 | ratio to nginx | CPU µs a request |" for s in servers)
    print(header + " nginx req/s | p99 | CPU µs a request |")
    print("| --- |" + " ---: |" * (4 * len(servers) + 3))
    for scenario in labels:
        picked = {server: [r for r in rows if r[0] == scenario and r[1] == server] for server in servers + ["nginx"]}
        if not picked["nginx"]:
            continue
        summary = {server: (statistics.median(float(r[2]) for r in chosen), statistics.median(ms(r[4]) for r in chosen),
                            statistics.median(float(r[5]) for r in chosen))
                   for server, chosen in picked.items()}
        nginx = summary["nginx"]
        line = f"| {labels[scenario]} |"
        for server in servers:
            rps, p99, cpu = summary[server]
            line += f" {rps:,.0f} | {p99:.3f} ms | **{rps / nginx[0]:.2f}** | {cpu:.2f} ({cpu / nginx[2]:.2f}×) |"
        print(line + f" {nginx[0]:,.0f} | {nginx[1]:.3f} ms | {nginx[2]:.2f} |")
    for server in servers:
        values = {s: statistics.median(float(r[2]) for r in rows if r[0] == s and r[1] == server) for s in labels
                  if any(r[0] == s and r[1] == server for r in rows)}
        if "miss" in values and "miss-uncached" in values:
            print(f"{names[server]}: with the answer cache a miss runs at {100 * values['miss'] / values['miss-uncached']:.0f}% "
                  "of the cache-off throughput (target: at least 95%)")
batch = [line.rstrip("\n").split("\t") for line in open(batch_results)]
if batch:
    print("| POST /v1/resolve/batch, 1,000 items | median | min | server CPU a batch | page faults a batch | heap allocations per item | answer bytes |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, median, minimum, allocations, size, cpu, faults in batch:
        label = {"ours": "style-resolver", "before": "baseline", "nginx": "nginx, the same bytes from a file"}[name]
        print(f"| {label} | {median} ms | {minimum} ms | {cpu} ms | {faults} | {allocations or '—'} | {int(size):,} |")
if quick:
    print("(--quick: verification only; the figures above are not timings)")
PY

if ! $quick; then
    echo "== start-up to first answer (median of 10)"
    python3 - "$binary" "$work" <<'PY'
import socket, statistics, subprocess, sys, time
binary, work = sys.argv[1], sys.argv[2]
request = b'POST /v1/resolve HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 17\r\nConnection: close\r\n\r\n{"style":"cell"}\n'
times = []
for attempt in range(10):
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
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
fi
echo "== every answer checked was 200 with the expected bytes"
