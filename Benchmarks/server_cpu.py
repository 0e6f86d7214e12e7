"""CPU time a benchmark's server has used so far, for Benchmarks/service.sh.

A server is a name in the benchmark's work folder whose NAME.pid holds its process: style-resolver's one process, or
nginx's master (whose workers are its children). The time is every thread's time on a CPU, user and
system, from /proc/PID/task/TID/schedstat, in nanoseconds: per request or per batch, it says what each server spends
whatever else the machine runs, where requests per second also depend on what the client and the rest of the machine
leave it.

As a command: python3 server_cpu.py WORK NAME prints the nanoseconds.
"""
import os
import subprocess
import sys


def server_pids(work, name):
    """The processes of server NAME of the work folder WORK."""
    pid = open(f"{work}/{name}.pid").read().strip()
    children = subprocess.run(["pgrep", "-P", pid], capture_output=True, text=True).stdout.split()
    return [pid] + children


def cpu_nanoseconds(work, name):
    """The CPU time every thread of server NAME has used so far, in nanoseconds."""
    total = 0
    for pid in server_pids(work, name):
        for thread in os.listdir(f"/proc/{pid}/task"):
            total += int(open(f"/proc/{pid}/task/{thread}/schedstat").read().split()[0])
    return total


def minor_faults(work, name):
    """The minor page faults server NAME has taken so far (every thread): pages the kernel had to map in, as when
    memory given back to the kernel is touched again."""
    total = 0
    for pid in server_pids(work, name):
        total += int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[7])
    return total


if __name__ == "__main__":
    print(cpu_nanoseconds(sys.argv[1], sys.argv[2]))
