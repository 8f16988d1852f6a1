#!/usr/bin/env python3
"""Start-up timing of the spellspeed command, hyperfine-style (docs/performance.md).

    benchmarks/startup.py N [--first-output] COMMAND...

Runs COMMAND once unmeasured (warm caches, the launcher's build and class-data archive), then N
times, and prints the wall time of each whole run (or, with --first-output, up to the first byte on
stdout: when a user sees something) as mean ± standard deviation, min and max, and the CPU time
(user + system of the process and its children) of the whole run, with the load average. On a
shared machine compare CPU times: other work inflates wall times, much less CPU times.

    benchmarks/startup.py 10 tools/spellspeed test scripts/tests/cards/c5318639_mystical_space_typhoon.lua
    benchmarks/startup.py 10 --first-output tools/spellspeed demo --seed 7
"""
import resource
import statistics
import subprocess
import sys
import time


def cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def once(command, first_output):
    cpu_before = cpu_seconds()
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    wall = None
    if first_output:
        process.stdout.read(1)
        wall = time.perf_counter() - start
    process.stdout.read()
    process.wait()
    if wall is None:
        wall = time.perf_counter() - start
    return wall * 1000, (cpu_seconds() - cpu_before) * 1000


def main():
    runs = int(sys.argv[1])
    command = sys.argv[2:]
    first_output = command[0] == "--first-output"
    if first_output:
        command = command[1:]
    once(command, first_output)
    results = [once(command, first_output) for _ in range(runs)]
    wall = [r[0] for r in results]
    cpu = [r[1] for r in results]
    with open("/proc/loadavg") as f:
        load = f.read().split()[0]
    what = "to first output" if first_output else "whole run"
    print(f"wall ({what}): mean {statistics.mean(wall):.0f} ± {statistics.stdev(wall):.0f} ms, "
          f"min {min(wall):.0f}, max {max(wall):.0f}; CPU: mean {statistics.mean(cpu):.0f} ± "
          f"{statistics.stdev(cpu):.0f} ms, min {min(cpu):.0f} (n={runs}, load average {load})")


if __name__ == "__main__":
    main()
