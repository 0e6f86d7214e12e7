#!/usr/bin/env bash
# Shared by the benchmark scripts (source it, do not run it): installs the tools, owns a work folder and the
# processes started in it, starts nginx, runs wrk, runs servers under callgrind, holds the service's request bodies.

# Installs the Debian package of every COMMAND that is missing (found neither on PATH nor in /usr/sbin).
bench_require() { # command=package...
    local need=() pair
    for pair in "$@"; do
        command -v "${pair%%=*}" >/dev/null || [ -x "/usr/sbin/${pair%%=*}" ] || need+=("${pair#*=}")
    done
    if [ ${#need[@]} -gt 0 ]; then
        echo "== installing ${need[*]} from Debian's packages"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
    fi
}

# Installs what is missing of: wrk, nginx, curl, python3, pgrep.
bench_install_tools() {
    bench_require wrk=wrk nginx=nginx curl=curl python3=python3 pgrep=procps
    nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
}

# A fresh work folder in $work; the processes in $bench_pids and nginx are stopped, those listed in $work/pids
# killed, and the folder removed on exit.
bench_begin() {
    work="$(mktemp -d)"
    bench_pids=()
    : >"$work/pids"
    trap bench_cleanup EXIT
    trap "exit 130" INT TERM HUP
}

bench_cleanup() {
    local pid_file
    for pid in "${bench_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    # Servers under callgrind, started in subshells ($(...)), where $bench_pids cannot be extended.
    [ -f "$work/pids" ] && xargs -r kill -KILL <"$work/pids" 2>/dev/null || true
    for pid_file in "$work"/nginx*.pid; do [ -f "$pid_file" ] && kill "$(cat "$pid_file")" 2>/dev/null || true; done
    rm -rf "$work"
}

# Prints a TCP port on 127.0.0.1 that is free now, for a server that cannot be started on port 0 (nginx).
bench_free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# The header fields of the response head in HEAD_FILE (as `curl -D` writes it) that nginx does not write itself
# (all but the status line, Server, Date, Content-Type, Content-Length, Connection), as nginx `add_header`
# directives: set bench_nginx_fields to them, and nginx's `return 200` answers carry the same fields with the same
# values as ours (a fixed X-Request-Id of the same length), so wrk reads the same bytes from both servers.
bench_nginx_fields_of() { # head_file
    tr -d '\r' <"$1" | awk -F': ' 'NR > 1 && NF >= 2 && tolower($1) !~ /^(server|date|content-type|content-length|connection)$/ {
        value = substr($0, length($1) + 3); gsub("\047", "", value); printf "add_header %s \047%s\047; ", $1, value }'
}

# Writes $work/NAME.conf: nginx on 127.0.0.1:PORT with WORKERS workers answering every request with the bytes of
# BODY_FILE (`return 200`, no file I/O, access log off, keep-alive without a request cap), except at each exact PATH
# of a PATH=FILE argument, which answers FILE's bytes, and under /files/, which it serves from $work/files/ (for
# answers too large for a config string). Those answers carry the `add_header` directives in $bench_nginx_fields, if
# set (bench_nginx_fields_of). Its pid goes to $work/NAME.pid (NAME starts with "nginx", so the exit trap stops it).
# It daemonizes unless started with `-g 'daemon off; master_process off;'` (one process in the foreground, as under
# callgrind).
bench_nginx_config() { # name port workers body_file [path=file...]
    local name="$1" port="$2" workers="$3" body_file="$4" location locations="" fields="${bench_nginx_fields:-}"
    shift 4
    for location in "$@"; do
        locations+="        location = ${location%%=*} { ${fields}return 200 '$(cat "${location#*=}")'; }"$'\n'
    done
    cat >"$work/$name.conf" <<NGINX
worker_processes $workers;
pid $work/$name.pid;
error_log $work/$name-error.log;
events { worker_connections 4096; }
http {
    access_log off;
    keepalive_requests 100000000;
    keepalive_timeout 120s;
    default_type application/json;
    server {
        listen 127.0.0.1:$port reuseport backlog=1024;
        location / { ${fields}return 200 '$(cat "$body_file")'; }
${locations}        location /files/ { alias $work/files/; }
    }
}
NGINX
}

# Starts nginx as bench_nginx_config describes it and waits for its pid file. nginx daemonizes, and so runs in a
# session of its own: start our servers with `setsid` so both get their own autogroup CPU share beside wrk.
bench_start_nginx() { # name port workers body_file [path=file...]
    bench_nginx_config "$@"
    "$nginx_bin" -c "$work/$1.conf" -p "$work"
    for _ in $(seq 1 100); do [ -s "$work/$1.pid" ] && break; sleep 0.05; done
}

# The worker pids of nginx NAME, space-separated.
bench_nginx_workers() { # name
    pgrep -P "$(cat "$work/$1.pid")" | tr '\n' ' '
}

# Runs wrk (on CPU $bench_wrk_cpu only, when set) and prints "requests/s<TAB>p50<TAB>p99<TAB>non-2xx" (latencies as
# wrk prints them: 512.00us, 1.02ms).
bench_wrk() { # wrk arguments...
    if [ -n "${bench_wrk_cpu:-}" ]; then
        taskset -c "$bench_wrk_cpu" wrk --latency "$@" >"$work/wrk.out"
    else
        wrk --latency "$@" >"$work/wrk.out"
    fi
    local rps p50 p99 non2xx
    rps=$(awk '/Requests\/sec/ {print $2}' "$work/wrk.out")
    p50=$(awk '$1 == "50%" {print $2}' "$work/wrk.out")
    p99=$(awk '$1 == "99%" {print $2}' "$work/wrk.out")
    non2xx=$(awk '/Non-2xx/ {print $NF}' "$work/wrk.out")
    printf '%s\t%s\t%s\t%s\n' "$rps" "$p50" "$p99" "${non2xx:-0}"
}

# Starts SERVER ARGUMENTS... under callgrind with counting off (callgrind's file OUT, the server's output OUT.log),
# waits until it logs "listening on HOST:PORT", adds its pid to $work/pids (so the exit trap kills it even when this
# runs in a subshell) and prints "PID PORT". Start the server on port 0: a free port of its own, never one shared
# through SO_REUSEPORT with a server of another run on this machine.
bench_callgrind_start() { # out server arguments...
    local out="$1" pid port
    shift
    # Swift seeds its hashing per process, which moves dictionary-heavy counts by up to 1% from run to run; a fixed
    # seed keeps them repeatable (hashing costs the same, only the collisions are the same every run).
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$out" "$@" \
        >"$out.log" 2>&1 &
    for _ in $(seq 1 600); do grep -q "listening on" "$out.log" 2>/dev/null && break; sleep 0.1; done
    port=$(sed -n 's/.*listening on [^ ]*:\([0-9][0-9]*\).*/\1/p' "$out.log" | head -n 1)
    # The valgrind launcher's pid ($!) is not the server's: find the process by its own callgrind file.
    pid=$(pgrep -f -- "--callgrind-out-file=$out " | head -n 1 || true)
    [ -n "$pid" ] && echo "$pid" >>"$work/pids"
    [ -n "$port" ] && [ -n "$pid" ] || { echo "the server did not start under callgrind:" >&2; cat "$out.log" >&2; return 1; }
    echo "$pid $port"
}

# Has callgrind count from now on in the server PID.
bench_callgrind_on() { # pid
    callgrind_control --instr=on "$1" >/dev/null 2>&1
}

# Has callgrind write the counts of server PID (started with callgrind file OUT) and prints the instructions counted.
# The servers block the usual termination signals in their threads: the exit trap kills them afterwards.
bench_callgrind_total() { # pid out
    callgrind_control --dump "$1" >/dev/null 2>&1
    for _ in $(seq 1 600); do [ -s "$2.1" ] && break; sleep 0.1; done
    [ -s "$2.1" ] || { echo "callgrind wrote no counts for $2" >&2; return 1; }
    awk '/^totals:/ {sum += $2} END {print sum}' "$2.1"
}

# The service's resolve request of the issue: a sidebar cell, selected, dark, extra-large text, a custom state.
bench_resolve_request='{"style":"sidebarCell","state":{"traits":{"userInterfaceStyle":"dark","preferredContentSizeCategory":"extraLarge"},"isSelected":true,"customStates":{"com.my-app.MyCell.isArchived":true}},"tintColor":"#34C759","content":{"text":"Inbox","secondaryText":"12 unread","image":"tray"}}'

# Writes the service's batch request to FILE: 1,000 distinct sidebar rows, dark.
bench_batch_request() { # file
    python3 - "$1" <<'PY'
import json, sys
items = [{"id": i, "state": {"isSelected": i % 3 == 0, "isHighlighted": i % 5 == 0}, "content": {"text": f"Row {i}"}} for i in range(1000)]
with open(sys.argv[1], "w") as file:
    file.write(json.dumps({"style": "sidebarCell", "state": {"traits": {"userInterfaceStyle": "dark"}}, "items": items}))
PY
}

# The costliest functions (self cost) of callgrind file FILE, 30 lines.
bench_callgrind_annotate() { # file
    callgrind_annotate --inclusive=no "$1" 2>/dev/null | sed -n '/^Ir  *file:function/,$p' | awk 'NR <= 30' | cut -c1-160
}
