# Sourced by the check scripts: starts style-resolver on a free loopback port, waits until it is ready, and stops
# it by its PID (SIGTERM, the graceful drain), failing when it does not exit 0.
#   start_service BINARY LOG [command and flags...]   sets service_pid and service_url
#   stop_service                                       stops the service started last

if ! command -v curl >/dev/null 2>&1; then
    echo "installing curl"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq curl >/dev/null
fi

start_service() {
    local binary=$1 log=$2
    shift 2
    # The log exists before the child opens it, so the first read below never races the child's redirection.
    : >"$log"
    "$binary" "$@" --host 127.0.0.1 --port 0 >>"$log" 2>&1 &
    service_pid=$!
    local port=""
    for _ in $(seq 1 200); do
        port=$(sed -n 's/.*style-resolver listening on 127\.0\.0\.1:\([0-9][0-9]*\) .*/\1/p' "$log")
        if [ -n "$port" ] && curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then
            service_url="http://127.0.0.1:$port"
            return 0
        fi
        if ! kill -0 "$service_pid" 2>/dev/null; then
            echo "style-resolver exited before it was ready:" >&2
            cat "$log" >&2
            service_pid=""
            return 1
        fi
        sleep 0.1
    done
    echo "style-resolver was not ready after 20 s:" >&2
    cat "$log" >&2
    return 1
}

stop_service() {
    [ -n "${service_pid:-}" ] || return 0
    local pid=$service_pid status=0
    service_pid=""
    kill -TERM "$pid" 2>/dev/null || true
    wait "$pid" || status=$?
    if [ "$status" -ne 0 ]; then
        echo "style-resolver exited with status $status after SIGTERM" >&2
        return 1
    fi
}
