#!/usr/bin/env python3
"""listdemo's first frame against the SDL floor (issue 23), interleaved under one Xvfb.

Builds sdl-floor.c (a 480x800 window, SDL2's software renderer, 14 lines of SDL_ttf text, one present, exit),
then runs it and `listdemo snap --variable --rows 1000000 --size 480x800 --duration 0.001` (a window that
exits after its first frame) one after the other RUNS times, and prints for each the medians of the wall time
from exec to exit, of the CPU time (user + system, from wait4) and of the peak resident memory (ru_maxrss), and
listdemo's ratios to the floor (targets: at most 1.15 in time, at most 25 MB).

    Benchmarks/floor/compare-floor.py [RUNS] [LISTDEMO]     (default 9, .build/release/listdemo; needs Xvfb, cc)
"""
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FONT = os.path.join(ROOT, "Assets", "DejaVuSans.ttf")


def build_floor():
    output = os.path.join(ROOT, ".build", "sdl-floor")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "sdl2", "SDL2_ttf"], check=True, capture_output=True,
                           text=True).stdout.split()
    subprocess.run(["cc", "-O2", os.path.join(HERE, "sdl-floor.c"), "-o", output, *flags], check=True)
    return output


def run_once(command, env):
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"{command[0]} failed: {process.stderr.read().decode().strip()}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    listdemo = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, ".build", "release", "listdemo")
    floor = build_floor()
    display = ":%d" % (90 + os.getpid() % 100)
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    env = dict(os.environ, DISPLAY=display)
    env.pop("WAYLAND_DISPLAY", None)
    cases = {
        "SDL floor": [floor, FONT],
        "listdemo snap --variable --rows 1000000": [listdemo, "snap", "--variable", "--rows", "1000000",
                                                    "--size", "480x800", "--duration", "0.001"],
    }
    try:
        for command in cases.values():
            run_once(command, env)  # warms the page cache
        results = {name: [] for name in cases}
        for _ in range(runs):
            for name, command in cases.items():
                results[name].append(run_once(command, env))
    finally:
        server.terminate()
        server.wait()
    medians = {name: (statistics.median(t for t, _, _ in r) * 1000, statistics.median(c for _, c, _ in r) * 1000,
                      statistics.median(m for _, _, m in r))
               for name, r in results.items()}
    floor_time, floor_cpu, floor_memory = medians["SDL floor"]
    print(f"{'':42} {'wall':>8}    {'CPU':>8}    {'peak':>7}      wall    CPU  peak (ratios to the floor)")
    for name, (t, c, m) in medians.items():
        print(f"{name:42} {t:8.1f} ms {c:8.1f} ms {m:7.1f} MB   {t / floor_time:5.2f}x {c / floor_cpu:5.2f}x "
              f"{m / floor_memory:5.2f}x")


if __name__ == "__main__":
    main()
