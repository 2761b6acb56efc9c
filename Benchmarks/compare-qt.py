#!/usr/bin/env python3
"""listdemo against Qt Quick's ListView, one after the other under one Xvfb.

For each row count it launches each app on a list of that many variable-height rows, measures
the time from exec to the first presented frame and the peak resident memory (VmHWM), flings the
list with a real X client (xdotool: a quick 400 pt drag) and collects the intervals between
presented frames for 1.5 s after the release. It prints one table and the ratios listdemo / Qt.

    Benchmarks/compare-qt.py [ROWS ...]     (default 1000 1000000; needs qmlscene, Xvfb, xdotool)
"""
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QML = os.path.join(ROOT, "Benchmarks", "peer", "ListPeer.qml")


def build_listdemo():
    subprocess.run(["swift", "build", "-c", "release", "--product", "listdemo", "--package-path", ROOT],
                   check=True, stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path", "--package-path", ROOT],
                          check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "listdemo")


def xdotool(env, *args):
    subprocess.run(["xdotool", *args], env=env, check=True, stdout=subprocess.DEVNULL)


def peak_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM"):
                return int(line.split()[1])
    return 0


def run(command, env, title, frames):
    """Launches `command`; `frames()` returns the frame times (ms since the app's start) seen so far."""
    started = time.monotonic()
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []

    def pump():
        # qmlscene logs through stderr/stdout; read what is there without waiting, so both apps'
        # first frames are seen within the same 0.5 ms polling step (listdemo writes no stdout).
        import select
        while select.select([process.stdout], [], [], 0)[0]:
            line = process.stdout.readline()
            if not line:
                break
            lines.append((time.monotonic(), line))

    first = None
    while first is None and time.monotonic() - started < 30:
        pump()
        if frames(lines):
            first = time.monotonic() - started
        time.sleep(0.0005)
    window = subprocess.run(["xdotool", "search", "--sync", "--name", f"^{title}$"], env=env,
                            capture_output=True, text=True, check=True).stdout.split()[0]
    time.sleep(0.5)
    pump()
    before = len(frames(lines))
    moves = []
    # 400 pt in 8 steps 10 ms apart: a quick flick both toolkits take as a fling.
    for y in range(650, 299, -50):
        moves += ["sleep", "0.01", "mousemove", "--window", window, "240", str(y)]
    xdotool(env, "mousemove", "--window", window, "240", "700", "mousedown", "1", *moves, "mouseup", "1")
    release = time.monotonic() - started
    deadline = time.monotonic() + 1.5
    while time.monotonic() < deadline:
        pump()
        time.sleep(0.005)
    peak = peak_kb(process.pid)
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
    times = frames(lines)[before:]
    intervals = [b - a for a, b in zip(times, times[1:])]
    return first, peak, intervals


def main():
    counts = [int(a) for a in sys.argv[1:]] or [1000, 1_000_000]
    listdemo = build_listdemo()
    display = ":%d" % (300 + os.getpid() % 200)
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", QT_QPA_PLATFORM="xcb")
    for _ in range(100):
        if subprocess.run(["xdpyinfo"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
            break
        time.sleep(0.1)
    rows = []
    try:
        for count in counts:
            trace = f"/tmp/compare-qt-{os.getpid()}.jsonl"

            def listdemo_frames(_lines):
                try:
                    with open(trace) as handle:
                        return [json.loads(l)["t"] * 1000 for l in handle if l.startswith('{"frame"')]
                except (OSError, ValueError):
                    return []

            def qt_frames(lines):
                return [float(l.split()[-1]) for _, l in lines if "frame " in l]

            # listdemo's benchmark list: the snap scene with varied heights has one section;
            # the feed at count/3 sections has about count rows.
            if os.path.exists(trace):
                os.remove(trace)
            ours = run([listdemo, "snap", "--variable", "--rows", str(count), "--trace", trace],
                       env, "listdemo", listdemo_frames)
            peer = f"/tmp/compare-qt-{os.getpid()}-{count}.qml"
            with open(QML) as template, open(peer, "w") as out:
                out.write(template.read().replace("ROWS", str(count)))
            theirs = run(["qmlscene", peer], env, "qtpeer", qt_frames)
            rows.append((count, ours, theirs))
    finally:
        xvfb.terminate()

    def describe(intervals):
        if not intervals:
            return "no frames"
        ordered = sorted(intervals)
        return "p50 %.1f ms, p99 %.1f ms, %d frames" % (
            statistics.median(ordered), ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], len(ordered) + 1)

    print("| rows | app | first frame | peak memory | frame intervals during the fling |")
    print("|---|---|---|---|---|")
    for count, ours, theirs in rows:
        for name, (first, peak, intervals) in (("listdemo", ours), ("Qt Quick ListView", theirs)):
            print(f"| {count:,} | {name} | {first * 1000:.0f} ms | {peak / 1024:.1f} MB | {describe(intervals)} |")
    print()
    for count, ours, theirs in rows:
        print(f"{count:,} rows: first frame listdemo/Qt = {ours[0] / theirs[0]:.2f}, "
              f"peak memory listdemo/Qt = {ours[1] / theirs[1]:.2f}")


if __name__ == "__main__":
    main()
