#!/usr/bin/env bash
# Runs the HTTPServer tests, and the event-stream tests that drive the server from other threads, under a sanitizer:
# address (default) or thread.
# Usage: Scripts/sanitize-http-tests.sh [address|thread]
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer="${1:-address}"
case "$sanitizer" in
    address|thread) ;;
    *) echo "usage: $0 [address|thread]" >&2; exit 2 ;;
esac
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1 second_deadlock_stack=1}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0 halt_on_error=1}"
echo "== HTTPServer tests with the ${sanitizer} sanitizer"
# Only HTTPServer tests run in this process, so the descriptor-exhaustion test may lower the limit.
HTTPSERVER_EXHAUST_DESCRIPTORS=1 swift test --scratch-path ".build-http-${sanitizer}" --sanitize="$sanitizer" \
    --filter HTTPServerTests
# The service's suites that drive the server from other threads (event streams), in a process of their own.
echo "== event stream tests with the ${sanitizer} sanitizer"
swift test --scratch-path ".build-http-${sanitizer}" --sanitize="$sanitizer" --skip-build --filter EventStreamTests
