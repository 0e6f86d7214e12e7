#!/usr/bin/env bash
# Guards the service's speed with numbers: measures the static release build (Scripts/build-release.sh) under
# callgrind (Benchmarks/service-instructions.sh: instructions per request of a cache hit, a miss, a miss where no two
# requests resolve alike, per item of the 1,000-item batch, and of the cached stylesheet) and with
# Benchmarks/malloc-counter preloaded (Benchmarks/service-allocations.sh: heap allocations per batch item and per
# miss), and compares each figure with the committed threshold of this toolchain, Benchmarks/Thresholds/swift-X.Y.json.
# It fails when a figure is more than 3 % over its threshold. Instruction and allocation counts do not depend on the
# machine's load, so the check does not either; only the stylesheet's route hands its work to the worker pool, so how
# often the event loop is woken for its answers varies by a percent or two, and the fewest of a few runs counts.
# How the figures are measured (request and batch counts) is recorded in the thresholds file with them. valgrind and
# gcc come from Debian's packages when missing. About a minute.
#
# Usage: Scripts/check-thresholds.sh [--update] [--binary PATH]
#   --update: write the measured figures as the thresholds (commit them with the change that moved them; an
#             improvement lowers them in the same commit)
#   --binary: measure this style-resolver instead of building one
set -euo pipefail
cd "$(dirname "$0")/.."
mode=check
binary=""
while [ $# -gt 0 ]; do
    case "$1" in
        --update) mode=update; shift ;;
        --binary) binary="$(realpath "$2")"; shift 2 ;;
        *) echo "unknown argument $1" >&2; exit 2 ;;
    esac
done
toolchain=$(swift --version 2>/dev/null | head -n 1)
version=$(sed -n 's/.*Swift version \([0-9]*\.[0-9]*\).*/\1/p' <<<"$toolchain")
[ -n "$version" ] || { echo "check-thresholds: cannot read the Swift version from: $toolchain" >&2; exit 1; }
thresholds="Benchmarks/Thresholds/swift-$version.json"
[ -n "$binary" ] || binary=$(bash Scripts/build-release.sh)
read -r requests batches allocation_batches stylesheet_runs < <(python3 Scripts/check_thresholds.py settings "$thresholds")
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
bash Benchmarks/service-instructions.sh --binary "$binary" --requests "$requests" --batches "$batches" \
    --only hit,miss,miss-unshared,batch --results "$results/instructions.tsv"
for run in $(seq 1 "$stylesheet_runs"); do
    echo "== stylesheet, run $run of $stylesheet_runs (the fewest instructions count)"
    bash Benchmarks/service-instructions.sh --binary "$binary" --requests "$requests" --only stylesheet \
        --results "$results/stylesheet.tsv" | grep "per request ("
    cat "$results/stylesheet.tsv" >>"$results/instructions.tsv"
done
bash Benchmarks/service-allocations.sh --binary "$binary" --requests "$requests" --batches "$allocation_batches" \
    --results "$results/allocations.tsv"
python3 Scripts/check_thresholds.py "$mode" "$thresholds" "$results/instructions.tsv" "$results/allocations.tsv" \
    "$toolchain"
