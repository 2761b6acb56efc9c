#!/usr/bin/env python3
"""Two listdemo builds side by side on the frames that bring new rows (issue 19's plain-Latin fast path).

Runs each build's headless feed fling (`feed --sections 333 --size 1280x800`, one 550 pt drag in 0.1 s),
RUNS times each, alternated A B A B so that load on the machine falls on both alike, and reads each
run's trace: the median work_ms of the moving frames (dragging, decelerating, bouncing, snapping) that
bring new rows (a willDisplay at the frame's time: rows measured, wrapped and rasterised), their mean
(a few such frames cost several times the median), and the median of the other moving frames. Prints
every run's figures, then the median and range of each over the runs.

    Benchmarks/new-row-frames.py RUNS LISTDEMO_A LISTDEMO_B

The text is in whatever face the environment chooses: LISTDEMO_FONT=bundled for DejaVu, unset for the
desktop's (fontconfig's sans-serif).
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile

MOVING = ("dragging", "decelerating", "bouncing", "snapping")


def figures(trace):
    """The median and mean work_ms of the moving frames that bring new rows, and the median of the others."""
    frames, shown = [], set()
    with open(trace) as lines:
        for line in lines:
            record = json.loads(line)
            if record.get("event") == "willDisplay":
                shown.add(round(record["t"], 6))
            elif "frame" in record and record.get("phase") in MOVING:
                frames.append((round(record["t"], 6), record["work_ms"]))
    new = [work for t, work in frames if t in shown]
    other = [work for t, work in frames if t not in shown]
    return statistics.median(new), statistics.mean(new), statistics.median(other)


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: new-row-frames.py RUNS LISTDEMO_A LISTDEMO_B")
    runs, builds = int(sys.argv[1]), {"A": sys.argv[2], "B": sys.argv[3]}
    if not 1 <= runs <= 100:
        sys.exit("RUNS must be 1 to 100")
    results = {name: [] for name in builds}
    with tempfile.TemporaryDirectory() as folder:
        script, trace = os.path.join(folder, "fling.txt"), os.path.join(folder, "trace.jsonl")
        with open(script, "w") as file:
            file.write("0.2 drag 640,700 640,150 0.1\n")
        for run in range(runs):
            for name, binary in builds.items():
                subprocess.run([binary, "feed", "--sections", "333", "--size", "1280x800", "--headless",
                                "--script", script, "--trace", trace], check=True,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                values = figures(trace)
                results[name].append(values)
                print(f"run {run + 1} {name}: new-row frames median {values[0]:.3f} ms, mean {values[1]:.3f} ms, "
                      f"other moving frames median {values[2]:.3f} ms", flush=True)
    for name, values in results.items():
        for index, label in enumerate(("new-row frames' median", "new-row frames' mean", "other moving frames' median")):
            column = [value[index] for value in values]
            print(f"{name} {label}: median {statistics.median(column):.3f} ms ({min(column):.3f}-{max(column):.3f})")


if __name__ == "__main__":
    main()
