"""Costly renders against a running style-resolver (Scripts/check-render-budget.sh starts it with two event loops).

Registers the worst styles the render budget allows, each grown until one more rule would be over it under some
theme: many custom states (the stylesheet pairs each with every other state) and one wide condition (every term
evaluated in every resolution). Then, for a few seconds, four clients ask for uncached stylesheets of them (a new
tint and a rotating theme each time, so no answer is ever cached) while a fifth pings /healthz. Fails when a render is
not 200 or takes 2 s or more (or 100 ms of the service's CPU time, read from /proc: its PID is the third argument),
or when a style over the budget is not refused at once with its figures.

/healthz: renders run on the service's worker pool, off the event loops, so a ping never waits behind one: it is held
to 100 ms. RENDER_BUDGET_STRICT=0 holds it only to what a build rendering on its loops can promise (the kernel may
put all four clients' connections on the pinger's loop): four times the slowest render of these styles alone
(measured just before, so a machine busy with other work slows both alike) plus 50 ms.
"""

import http.client
import json
import multiprocessing
import os
import sys
import threading
import time
import urllib.parse

THEMES = ["media", "light-dark", "attribute"]
HEALTH_LIMIT = 0.100
RENDER_LIMIT = 2.0
RENDER_CPU_LIMIT = 0.100


def connect(url):
    parts = urllib.parse.urlsplit(url)
    return http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)


def request(conn, method, path, body=None):
    headers = {"Content-Type": "application/json"} if body is not None else {}
    started = time.monotonic()
    conn.request(method, path, body=body, headers=headers)
    reply = conn.getresponse()
    data = reply.read()
    return reply.status, data, time.monotonic() - started


def keyed_style(keys, rules):
    """`keys` boolean custom states, and `rules` rules each testing one of them."""
    return {
        "background": "listPlainCell",
        "content": "subtitleCell",
        "keys": {f"com.budget.k{i}": {"type": "boolean", "default": False} for i in range(keys)},
        "rules": [
            {"when": {"customStates": {f"com.budget.k{i % keys}": True}}, "set": {"background": {"cornerRadius": i % 20 + 1}}}
            for i in range(rules)
        ],
    }


def wide_style(terms):
    """One rule whose condition is `terms` flag terms, all true in most states, so each is evaluated."""
    condition = {"allOf": [{"isEditing": False} for _ in range(terms)]}
    return {"background": "listPlainCell", "content": "subtitleCell",
            "rules": [{"when": condition, "set": {"background": {"cornerRadius": 3}}}]}


def fit(conn, name, make, size, unit):
    """Shrinks `size` (each unit of it `unit` steps of a resolution) until the style's stylesheet is within the budget
    under every theme; returns the size."""
    while size > 0:
        status, data, _ = request(conn, "PUT", f"/v1/styles/{name}", json.dumps(make(size)))
        if status not in (200, 201):
            sys.exit(f"PUT {name} answered {status}: {data[:300]!r}")
        refused = None
        for theme in THEMES:
            status, data, _ = request(conn, "GET", f"/v1/styles/{name}/stylesheet.css?theme={theme}&prefix=fit{size}")
            if status == 422:
                refused = json.loads(data)
                break
            if status != 200:
                sys.exit(f"GET {name} under {theme} answered {status}: {data[:300]!r}")
        if refused is None:
            return size
        over = refused["steps"] - refused["budget"]
        per_resolution = -(-over // refused["resolutions"])
        size -= max(1, -(-per_resolution // unit))
    sys.exit(f"{name}: no size fits the budget")


def ping(url, seconds, results):
    """Pings /healthz every 10 ms for `seconds`, in a process of its own (so the render clients' threads never hold
    its interpreter), and puts each ping's time, or an error, on `results`."""
    conn = connect(url)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        status, _, took = request(conn, "GET", "/healthz")
        results.put(took if status == 200 else f"/healthz answered {status}")
        time.sleep(0.01)
    results.put(None)


def load(url, names, seconds):
    """Four clients render uncached stylesheets for `seconds` while /healthz is pinged; returns the figures."""
    renders, health, failures = [], [], []
    stop = threading.Event()
    lock = threading.Lock()
    pings = multiprocessing.Queue()
    pinger = multiprocessing.Process(target=ping, args=(url, seconds, pings))

    def client(index):
        conn = connect(url)
        count = 0
        while not stop.is_set():
            count += 1
            name = names[(index + count) % len(names)]
            theme = THEMES[count % len(THEMES)]
            tint = f"%23{(index * 7919 + count * 104729) % 0xFFFFFF:06X}"
            path = f"/v1/styles/{name}/stylesheet.css?theme={theme}&tintColor={tint}&prefix=c{index}n{count}"
            status, data, took = request(conn, "GET", path)
            with lock:
                renders.append((took, name, theme))
                if status != 200:
                    failures.append(f"{path} answered {status}: {data[:200]!r}")

    threads = [threading.Thread(target=client, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    pinger.start()
    while (result := pings.get()) is not None:
        if isinstance(result, str):
            failures.append(result)
        else:
            health.append(result)
    stop.set()
    for thread in threads:
        thread.join()
    pinger.join()
    return renders, health, failures


def cpu_seconds(pid):
    """The user and system CPU time process `pid` has used, from /proc."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main():
    url, seconds, pid = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
    conn = connect(url)
    sizes = {
        # A rule testing a custom state is 7 steps (itself, its allOf and comparison, an assignment); a term is 1.
        "budgetKeys": fit(conn, "budgetKeys", lambda rules: keyed_style(6, rules), 64, 7),
        "budgetTerms": fit(conn, "budgetTerms", wide_style, 2000, 1),
    }
    print(f"render-budget: worst allowed styles: 6 custom states with {sizes['budgetKeys']} rules; "
          f"one rule of {sizes['budgetTerms']} terms")
    alone = []
    for name in sizes:
        for count, theme in enumerate(THEMES * 2):
            status, _, took = request(conn, "GET", f"/v1/styles/{name}/stylesheet.css?theme={theme}&prefix=alone{count}")
            alone.append(took)
    print(f"render-budget: a render alone: median {percentile(alone, 0.5) * 1000:.1f} ms, slowest "
          f"{max(alone) * 1000:.1f} ms of {len(alone)}")

    # Over the budget: refused with its figures, without rendering.
    request(conn, "PUT", "/v1/styles/budgetOver", json.dumps(keyed_style(32, 32)))
    status, data, took = request(conn, "GET", "/v1/styles/budgetOver/stylesheet.css?tintColor=%23123456")
    problem = json.loads(data) if status == 422 else {}
    if problem.get("type") != "/problems/render-budget-exceeded" or problem.get("steps", 0) <= problem.get("budget", 0):
        sys.exit(f"a style over the budget answered {status}: {data[:300]!r}")
    print(f"render-budget: over the budget: 422 in {took * 1000:.1f} ms ({problem['steps']} steps, "
          f"budget {problem['budget']})")
    if took >= HEALTH_LIMIT:
        sys.exit("the refusal took as long as a render")

    load_average, cores = os.getloadavg()[0], os.cpu_count() or 1
    strict = os.environ.get("RENDER_BUDGET_STRICT", "1") != "0"
    health_bound = HEALTH_LIMIT if strict else 4 * max(alone) + 0.050
    cpu_before = cpu_seconds(pid)
    renders, health, failures = load(url, list(sizes), seconds)
    cpu = cpu_seconds(pid) - cpu_before
    slowest = max(renders)
    print(f"render-budget: {len(renders)} uncached renders by 4 clients in {seconds:.0f} s: median "
          f"{percentile([r[0] for r in renders], 0.5) * 1000:.1f} ms, slowest {slowest[0] * 1000:.1f} ms "
          f"({slowest[1]}, {slowest[2]})")
    print(f"render-budget: {len(health)} /healthz pings meanwhile: median {percentile(health, 0.5) * 1000:.1f} ms, "
          f"p99 {percentile(health, 0.99) * 1000:.1f} ms, slowest {max(health) * 1000:.1f} ms")
    print(f"render-budget: the service's CPU time: {cpu * 1000 / len(renders):.1f} ms a render; load average "
          f"{load_average:.1f} on {cores} cores at the start")
    if failures:
        sys.exit("render-budget: " + "; ".join(failures[:5]))
    if slowest[0] >= RENDER_LIMIT:
        sys.exit(f"render-budget: a render took {slowest[0]:.2f} s, over {RENDER_LIMIT} s")
    if cpu / len(renders) >= RENDER_CPU_LIMIT:
        sys.exit(f"render-budget: a render took {cpu * 1000 / len(renders):.0f} ms of CPU time")
    verdict = "under" if max(health) < HEALTH_LIMIT else "NOT under"
    print(f"render-budget: /healthz {verdict} {HEALTH_LIMIT * 1000:.0f} ms; held to {health_bound * 1000:.0f} ms")
    if max(health) >= health_bound:
        sys.exit(f"render-budget: /healthz took {max(health) * 1000:.0f} ms, over {health_bound * 1000:.0f} ms")


if __name__ == "__main__":
    main()
