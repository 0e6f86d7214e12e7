#!/usr/bin/env bash
# /healthz on one event loop while slow work runs: starts the release binary (Scripts/build-release.sh) on a free
# loopback port with ONE event loop (--threads 1), a temporary data folder and the access log off, and runs
# Benchmarks/healthz_under_load.py against it: /healthz pinged every 2 ms on its own keep-alive connection, first
# alone (the baseline), then while the largest matrix --matrix-limit allows is asked for four times and 50 distinct
# styles are PUT (with their fsync), at once. Prints the pings, p50, p99 and maximum of both phases, the matrices'
# and PUTs' times, the load average, and for the slowest pings whether the event loop was working or waiting for a
# core; each run on a fresh service, and a last table sums the runs up. Fails when, in any run under load, the p99
# is 5 ms or more or a ping took 10 ms or more; --report-only never fails. The figures depend on the machine's
# load: compare them on a quiet machine. Not part of .ci/run.
# Usage: Benchmarks/healthz-under-load.sh [--runs N] [--report-only]
#        [--matrix-limit N (default 10000, the largest the flag allows; the service's own default is 256)]
#        [--workers N] [--puts N] [--matrices N] [--baseline SECONDS]
#        (STYLE_RESOLVER_BINARY=path uses that binary instead of building one)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/lib/service.sh

runs=1
matrix_limit=10000
service_flags=()
load_flags=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --matrix-limit) matrix_limit="$2"; shift 2 ;;
        --workers) service_flags+=(--workers "$2"); shift 2 ;;
        --report-only) load_flags+=(--report-only); shift ;;
        --puts | --matrices | --baseline) load_flags+=("$1" "$2"); shift 2 ;;
        *) echo "healthz-under-load: unknown argument $1" >&2; exit 2 ;;
    esac
done

binary="${STYLE_RESOLVER_BINARY:-$(bash Scripts/build-release.sh)}"
work=$(mktemp -d)
trap 'stop_service || true; rm -rf "$work"' EXIT

status=0
for run in $(seq 1 "$runs"); do
    start_service "$binary" "$work/service-$run.log" --data-dir "$work/data-$run" --threads 1 \
        --matrix-limit "$matrix_limit" --access-log off ${service_flags[@]+"${service_flags[@]}"}
    echo "== /healthz under load: run $run of $runs"
    python3 -u Benchmarks/healthz_under_load.py "$service_url" "$matrix_limit" "$service_pid" \
        ${load_flags[@]+"${load_flags[@]}"} \
        | tee "$work/run-$run.out" || status=1
    stop_service
done

echo "== /healthz under load: $runs runs (milliseconds; load: the 1-minute load average after the run; loop-run: the"
echo "   most the event loop ran during one ping under load)"
row='%-4s %-6s %-6s %-6s %-6s %-6s %-9s %-9s %-9s %s\n'
# shellcheck disable=SC2059
printf "$row" run load pings p50 p99 max base-p99 base-max loop-run matrices
for run in $(seq 1 "$runs"); do
    sed -n 's/^healthz-under-load: ROW //p' "$work/run-$run.out" |
        while read -r load pings p50 p99 max base_p99 base_max loop_run matrices; do
            # shellcheck disable=SC2059
            printf "$row" "$run" "$load" "$pings" "$p50" "$p99" "$max" "$base_p99" "$base_max" "$loop_run" "$matrices"
        done
done
exit "$status"
