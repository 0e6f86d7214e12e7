#!/usr/bin/env bash
# Runs the EpollHTTP tests under a sanitizer: address (default) or thread; then, in a process of their own, the
# service's tests that run the server with its log thread and zlib (the operable logs and gzip suites) or drive it
# from other threads (the event streams).
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
# Only EpollHTTP tests run in this process, so the descriptor-exhaustion test may lower the limit.
export HTTPSERVER_EXHAUST_DESCRIPTORS=1
echo "== EpollHTTP tests with the ${sanitizer} sanitizer"
swift test --scratch-path ".build-http-${sanitizer}" --sanitize="$sanitizer" --filter EpollHTTPTests
echo "== the service's log, gzip and event stream tests with the ${sanitizer} sanitizer"
env -u HTTPSERVER_EXHAUST_DESCRIPTORS swift test --scratch-path ".build-http-${sanitizer}" --sanitize="$sanitizer" \
    --filter "OperableLogsTests|GzipEncodingTests|EventStreamTests"
# The service's suites that run a server beside a thread of its own (the styles-folder watcher) and across registry
# changes (the answer cache's revalidation), in a process of their own: the descriptor limit stays as it is.
echo "== the service's hot-reload and per-style ETag tests with the ${sanitizer} sanitizer"
env -u HTTPSERVER_EXHAUST_DESCRIPTORS swift test --scratch-path ".build-http-${sanitizer}" --sanitize="$sanitizer" \
    --skip-build --filter 'StylesFolderWatchTests|PerStyleETagTests|ResponseCacheTests'
