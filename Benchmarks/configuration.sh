#!/usr/bin/env bash
# Configuration benchmark: release build, with the allocation counter preloaded. Usage: Benchmarks/configuration.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/malloc-counter
mkdir -p "$out"
cc -O2 -shared -fPIC -o "$out/malloc_counter.so" Benchmarks/malloc-counter/malloc_counter.c
swift build -c release --product ConfigurationBenchmarks
LD_PRELOAD="$PWD/$out/malloc_counter.so" .build/release/ConfigurationBenchmarks "$@"
