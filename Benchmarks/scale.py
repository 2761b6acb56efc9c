#!/usr/bin/env python3
"""Issue 23: a list costs what is seen, not how long it is. Side by side in one run, interleaved.

Launches listdemo headless (release build, no display: SDL's dummy driver) on each case and pair of
list lengths, runs it to its first frame and exits (`--duration 0.02`: one frame and the exit), and
measures the whole process: wall time from exec to exit and peak resident memory (ru_maxrss). Each
case runs RUNS times, cases interleaved so that load on the machine falls on all of them alike; it
prints the medians and each long list's ratio to its short one (targets: at most 1.5 in both).

    Benchmarks/scale.py [RUNS] [LISTDEMO]     (default 7, .build/release/listdemo)
"""
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAIRS = [
    ("feed --sections", 1_000, 10_000_000),
    ("snap --rows", 1_000, 1_000_000_000),
    ("snap --variable --rows", 1_000, 1_000_000_000),
]


def run_once(binary, arguments):
    """Wall seconds from exec to exit, and peak resident memory in MB."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    start = time.perf_counter()
    process = subprocess.Popen([binary, *arguments, "--headless", "--duration", "0.02"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"{' '.join(arguments)} failed: {process.stderr.read().decode().strip()}")
    return elapsed, usage.ru_maxrss / 1024


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    binary = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, ".build", "release", "listdemo")
    cases = [f"{flag} {count}" for flag, short, long in PAIRS for count in (short, long)]
    results = {case: [] for case in cases}
    run_once(binary, cases[0].split())  # warms the page cache for the binary and fonts
    for _ in range(runs):
        for case in cases:
            results[case].append(run_once(binary, case.split()))
    print(f"{'case':40} {'time (ms)':>10} {'peak (MB)':>10}   ratio to 1,000: time  memory")
    for flag, short, long in PAIRS:
        medians = {}
        for count in (short, long):
            case = f"{flag} {count}"
            medians[count] = (statistics.median(t for t, _ in results[case]) * 1000,
                              statistics.median(m for _, m in results[case]))
        for count in (short, long):
            t, m = medians[count]
            ratio = "" if count == short else f"{t / medians[short][0]:>15.2f} {m / medians[short][1]:>7.2f}"
            print(f"{flag + ' ' + format(count, ','):40} {t:>10.1f} {m:>10.1f}   {ratio}")


if __name__ == "__main__":
    main()
