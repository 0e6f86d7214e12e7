#!/usr/bin/env bash
# Shared by the benchmark scripts that compare us with nginx serving the same bytes (source it, do not run it):
# installs the load tools, owns a work folder and the processes started in it, starts nginx, runs wrk.

# Installs what is missing of: wrk, nginx, curl, python3, pgrep (Debian's packages).
bench_install_tools() {
    local need=()
    command -v wrk >/dev/null || need+=(wrk)
    command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need+=(nginx)
    command -v curl >/dev/null || need+=(curl)
    command -v python3 >/dev/null || need+=(python3)
    command -v pgrep >/dev/null || need+=(procps)
    if [ ${#need[@]} -gt 0 ]; then
        echo "== installing ${need[*]} from Debian's packages"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
    fi
    nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
}

# A fresh work folder in $work; the processes in $bench_pids and nginx are stopped and the folder removed on exit.
bench_begin() {
    work="$(mktemp -d)"
    bench_pids=()
    trap bench_cleanup EXIT
    trap "exit 130" INT TERM HUP
}

bench_cleanup() {
    for pid in "${bench_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
    rm -rf "$work"
}

# Starts nginx on 127.0.0.1:PORT with WORKERS workers answering every request with the bytes of BODY_FILE
# (`return 200`, no file I/O, access log off, keep-alive without a request cap), except under /files/, which it
# serves from $work/files/ (for answers too large for a config string). nginx daemonizes, and so runs in
# a session of its own: start our servers with `setsid` so both get their own autogroup CPU share beside wrk.
bench_start_nginx() { # port workers body_file
    local port="$1" workers="$2" body_file="$3"
    cat >"$work/nginx.conf" <<NGINX
worker_processes $workers;
daemon on;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 4096; }
http {
    access_log off;
    keepalive_requests 100000000;
    keepalive_timeout 120s;
    default_type application/json;
    server {
        listen 127.0.0.1:$port reuseport backlog=1024;
        location / { return 200 '$(cat "$body_file")'; }
        location /files/ { alias $work/files/; }
    }
}
NGINX
    "$nginx_bin" -c "$work/nginx.conf" -p "$work"
}

# nginx's worker pids, space-separated.
bench_nginx_workers() { pgrep -P "$(cat "$work/nginx.pid")" | tr '\n' ' '; }

# Runs wrk and prints "requests/s<TAB>p50<TAB>p99<TAB>non-2xx" (latencies as wrk prints them: 512.00us, 1.02ms).
bench_wrk() { # wrk arguments...
    wrk --latency "$@" >"$work/wrk.out"
    local rps p50 p99 non2xx
    rps=$(awk '/Requests\/sec/ {print $2}' "$work/wrk.out")
    p50=$(awk '$1 == "50%" {print $2}' "$work/wrk.out")
    p99=$(awk '$1 == "99%" {print $2}' "$work/wrk.out")
    non2xx=$(awk '/Non-2xx/ {print $NF}' "$work/wrk.out")
    printf '%s\t%s\t%s\t%s\n' "$rps" "$p50" "$p99" "${non2xx:-0}"
}
