#!/usr/bin/env bash
# Proves openapi.yaml against the server: validates it (openapi-spec-validator, OpenAPI 3.2), then starts the
# release binary on a free loopback port with an empty data folder and runs schemathesis against the spec the
# server itself serves (GET /openapi.yaml): every operation, PUT and DELETE of styles included, in all its phases
# (examples, coverage, fuzzing, stateful). Fails on any 5xx or any answer that breaks the spec
# (status code, content type, headers, schema), on invalid data the server accepts, and on an unclean stop.
# Each run draws a new seed and prints it; give it back to replay a failure.
# Usage: Scripts/check-openapi.sh [examples per operation=200] [seed]   (or SCHEMATHESIS_SEED=<seed>)
set -euo pipefail
cd "$(dirname "$0")/.."
examples="${1:-200}"
seed="${2:-${SCHEMATHESIS_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}}"
echo "== openapi: schemathesis seed $seed (replay: SCHEMATHESIS_SEED=$seed bash Scripts/check-openapi.sh $examples)"
root=$(pwd)
bash Scripts/python-tools.sh
source Scripts/lib/service.sh

echo "== openapi: validate openapi.yaml"
.venv-ci/bin/openapi-spec-validator openapi.yaml

echo "== openapi: schemathesis against the release binary"
binary=$(bash Scripts/build-release.sh)
work=$(mktemp -d)
trap 'stop_service || true; rm -rf "$work"' EXIT
start_service "$binary" "$work/service.log" --data-dir "$work/data" --access-log off

# Every check but positive_data_acceptance: a document can match the schema and still be refused with a 422 for
# what a schema cannot say (a rule naming a key the style does not declare, `extends` naming no style, an unknown
# style name in a resolve request). GET /v1/events never ends: schemathesis reads each stream for at most a second
# (or up to its first event, which a Last-Event-ID brings at once) and checks each event against its `itemSchema`.
# Nor use_after_free: after a DELETE it counts a CORS preflight's 204 as the style still being there, but a preflight
# (OPTIONS) answers whether the real request may be sent, whatever the style, so that the real request's 404 reaches
# the page; schemathesis applies that check to every method alike. StylesEndpointTests'
# aDeletedStyleIsGoneFromEveryReadButItsPreflight checks every read of a deleted style instead.
# One worker: with two, hypothesis intermittently failed inside Python's ast module
# ("AST constructor recursion depth mismatch", Python 3.11 here) before sending anything; one worker never has.
# Invalid data refused with 413 counts as refused: a style document of 257 rules, each setting every part of every
# kind (the coverage phase's case for `maxItems: 256`), is over --max-body-bytes, and the service refuses it unread.
cd "$work"
cat >schemathesis.toml <<'TOML'
[checks.negative_data_rejection]
expected-statuses = ["400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "428", "429", "5xx"]

[[operations]]
include-operation-id = "streamEvents"
request-timeout = 1
max-stream-events = 1
TOML
status=0
"$root/.venv-ci/bin/schemathesis" run "$service_url/openapi.yaml" \
    --checks all --exclude-checks positive_data_acceptance,use_after_free \
    --max-examples "$examples" --seed "$seed" --workers 1 \
    --generation-database none --request-timeout 10 --no-color \
    | tee "$work/schemathesis.log" || status=$?
cd "$root"

curl -fsS "$service_url/healthz" >/dev/null || { echo "openapi: the service is not healthy after the run" >&2; exit 1; }
echo "== openapi: what the server answered, by route, method and status"
curl -fsS "$service_url/metrics" | sed -n 's/^style_resolver_requests_total{\(.*\)} \([0-9]*\)$/  \1: \2/p'
stop_service
counts=$(sed -n 's/^ *\([0-9][0-9]*\) generated, \(.*\)$/\1 generated, \2/p' "$work/schemathesis.log" | tail -n 1)
if [ "$status" -ne 0 ] || [ -z "$counts" ]; then
    echo "openapi: schemathesis failed (exit $status, seed $seed)" >&2
    exit 1
fi
generated=${counts%% generated*}
echo "openapi: schemathesis generated $generated cases (seed $seed, $examples examples per operation): $counts"
echo "schemathesis: $generated passed, 0 failed"
