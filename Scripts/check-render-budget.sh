#!/usr/bin/env bash
# Costly renders cannot stall the service: starts the release binary on a free loopback port with two event loops
# (renders run on its worker pool, off them) and runs Scripts/check_render_budget.py against it: the worst styles the
# render budget allows, rendered uncached by four clients at once for a few seconds while /healthz is pinged. Fails
# when a render takes 2 s or more (or 100 ms of CPU time), a style over the budget is not refused at once with its
# figures, or /healthz waits 100 ms or more (RENDER_BUDGET_STRICT=0: longer than the four renders that could queue
# ahead of it on a loop that rendered itself). Timings need the release build, so this runs here rather than in `swift test` (a debug build
# renders several times slower). A run slowed by others is tried up to three times; every run's figures are printed.
# Usage: Scripts/check-render-budget.sh [seconds]   (STYLE_RESOLVER_BINARY=path uses that binary)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/lib/service.sh

binary="${STYLE_RESOLVER_BINARY:-$(bash Scripts/build-release.sh)}"
seconds="${1:-4}"
work=$(mktemp -d)
trap 'stop_service || true; rm -rf "$work"' EXIT

for attempt in 1 2 3; do
    start_service "$binary" "$work/service-$attempt.log" --data-dir "$work/data-$attempt" --threads 2 --access-log off
    echo "== render budget: run $attempt"
    if python3 Scripts/check_render_budget.py "$service_url" "$seconds" "$service_pid"; then
        stop_service
        exit 0
    fi
    stop_service
done
echo "render budget: three runs failed" >&2
exit 1
