#!/usr/bin/env bash
# Configuration benchmark: `updated(for:)` + resolution of a sidebar and a grouped cell, release build.
#   Benchmarks/configuration.sh            median and p90 time, heap allocations per operation
#   Benchmarks/configuration.sh --quick    fewer batches (CI)
#   Benchmarks/configuration.sh --instructions
#                                          instructions per operation under callgrind: repeatable on a busy machine
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/malloc-counter
mkdir -p "$out"
cc -O2 -shared -fPIC -o "$out/malloc_counter.so" Benchmarks/malloc-counter/malloc_counter.c
swift build -c release --product ViewConfigurationsBenchmarks
binary=.build/release/ViewConfigurationsBenchmarks

if [ "${1:-}" = "--instructions" ]; then
    command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }
    profile=$(mktemp)
    operations=$(valgrind --tool=callgrind --callgrind-out-file="$profile" --toggle-collect='*ScenarioV3run*' \
        "$binary" --quick 2>/dev/null | sed -n 's/^operations per scenario: \([0-9]*\).*/\1/p')
    callgrind_annotate "$profile" | awk -v operations="$operations" '/PROGRAM TOTALS/ { gsub(",", "", $1); total = $1 }
        END { printf "instructions per cell (sidebar and grouped, averaged): %d\n", total / (2 * operations) }'
    rm -f "$profile"
    exit 0
fi
LD_PRELOAD="$PWD/$out/malloc_counter.so" "$binary" "$@"
