"""Compares the service's measured figures with its committed thresholds (Benchmarks/Thresholds/swift-X.Y.json).

Usage: check_thresholds.py settings THRESHOLDS
       check_thresholds.py check|update THRESHOLDS INSTRUCTIONS_TSV ALLOCATIONS_TSV TOOLCHAIN

settings prints how the thresholds were measured ("REQUESTS BATCHES ALLOCATION_BATCHES STYLESHEET_RUNS", defaults
when the file does not exist yet). check prints measured against threshold for every figure and fails when one is more
than TOLERANCE over its threshold, or when a figure is missing; update writes the measured figures as the new
thresholds. INSTRUCTIONS_TSV is Benchmarks/service-instructions.sh's --results file (name, label, instructions,
requests; of a scenario run more than once, the fewest instructions count), ALLOCATIONS_TSV Benchmarks/service-allocations.sh's (name, per item or request).
"""

import json
import sys

TOLERANCE = 0.03
# How the figures are measured: requests per single-request scenario and batches under callgrind, batches counted for
# the allocations, and runs of the stylesheet scenario (its route runs on the worker pool, so how often the event loop
# is woken for its answer depends on the threads' timing: the fewest instructions of a few runs is steady).
DEFAULT_SETTINGS = {"requests": 2000, "batches": 5, "allocationBatches": 20, "stylesheetRuns": 5}
# Key in the thresholds file: (what it is, where it comes from: "instructions" or "allocations", scenario name,
# divisor of the measured figure).
FIGURES = {
    "instructionsPerHit": ("instructions per request, POST /v1/resolve cache hit", "instructions", "hit", 1),
    "instructionsPerMiss": ("instructions per request, POST /v1/resolve miss", "instructions", "miss", 1),
    "instructionsPerUnsharedMiss": (
        "instructions per request, POST /v1/resolve miss, no two alike",
        "instructions",
        "miss-unshared",
        1,
    ),
    "instructionsPerBatchItem": (
        "instructions per item, POST /v1/resolve/batch of 1,000 items",
        "instructions",
        "batch",
        1000,
    ),
    "instructionsPerStylesheet": (
        "instructions per request, GET /v1/styles/sidebarCell/stylesheet.css",
        "instructions",
        "stylesheet",
        1,
    ),
    "allocationsPerBatchItem": (
        "heap allocations per item, POST /v1/resolve/batch of 1,000 items",
        "allocations",
        "batch-item",
        1,
    ),
    "allocationsPerMiss": ("heap allocations per request, POST /v1/resolve miss", "allocations", "miss", 1),
}


def read_settings(path):
    try:
        with open(path) as file:
            document = json.load(file)
    except FileNotFoundError:
        return DEFAULT_SETTINGS
    return {key: int(document["measuredWith"][key]) for key in DEFAULT_SETTINGS}


def measured_figures(instructions_path, allocations_path):
    sources = {"instructions": {}, "allocations": {}}
    with open(instructions_path) as file:
        for line in file:
            name, _, total, count = line.rstrip("\n").split("\t")
            value = int(total) / int(count)
            sources["instructions"][name] = min(value, sources["instructions"].get(name, value))
    with open(allocations_path) as file:
        for line in file:
            name, value = line.rstrip("\n").split("\t")
            sources["allocations"][name] = float(value)
    figures = {}
    for key, (_, source, name, divisor) in FIGURES.items():
        if name not in sources[source]:
            sys.exit(f"check-thresholds: no {source} figure for {name} was measured")
        value = sources[source][name] / divisor
        figures[key] = round(value) if source == "instructions" else round(value, 3)
    return figures


def check(thresholds_path, figures):
    try:
        with open(thresholds_path) as file:
            thresholds = json.load(file)["thresholds"]
    except FileNotFoundError:
        sys.exit(f"check-thresholds: no {thresholds_path}; write it with Scripts/check-thresholds.sh --update")
    failed = False
    print(f"{'figure':<66} {'measured':>12} {'threshold':>12} {'change':>8}")
    for key, (description, _, _, _) in FIGURES.items():
        if key not in thresholds:
            print(f"{description:<66} {figures[key]:>12,} {'none':>12}  FAIL (no threshold)")
            failed = True
            continue
        threshold = thresholds[key]
        change = figures[key] / threshold - 1
        verdict = ""
        if change > TOLERANCE:
            verdict = f"  FAIL (more than {TOLERANCE:.0%} over)"
            failed = True
        elif change < -TOLERANCE:
            verdict = "  (under: an improvement lowers the threshold with --update)"
        print(f"{description:<66} {figures[key]:>12,} {threshold:>12,} {change:>+8.1%}{verdict}")
    if failed:
        sys.exit(
            "check-thresholds: a figure is over its threshold; make it faster again, or (only for a deliberate "
            "trade) raise the threshold with --update and say why in the commit"
        )
    print(f"check-thresholds: every figure is within {TOLERANCE:.0%} of its threshold")


def update(thresholds_path, figures, toolchain, settings):
    document = {
        "toolchain": toolchain,
        "measuredWith": settings,
        "thresholds": figures,
    }
    with open(thresholds_path, "w") as file:
        json.dump(document, file, indent=2)
        file.write("\n")
    print(f"check-thresholds: wrote {thresholds_path}")
    for key, (description, _, _, _) in FIGURES.items():
        print(f"{description:<66} {figures[key]:>12,}")


def main(arguments):
    if len(arguments) == 2 and arguments[0] == "settings":
        settings = read_settings(arguments[1])
        print(*(settings[key] for key in DEFAULT_SETTINGS))
        return
    if len(arguments) != 5 or arguments[0] not in ("check", "update"):
        sys.exit(__doc__)
    mode, thresholds_path, instructions_path, allocations_path, toolchain = arguments
    figures = measured_figures(instructions_path, allocations_path)
    if mode == "check":
        check(thresholds_path, figures)
    else:
        update(thresholds_path, figures, toolchain, read_settings(thresholds_path))


if __name__ == "__main__":
    main(sys.argv[1:])
