#!/usr/bin/env python3
"""The numbers a `firefox` preset is checked against, computed apart from the engine from Gecko's
source (Firefox on Linux, APZ).

Fling — gfx/layers/apz/src/DesktopFlingPhysics.h (`Sample`, `ApplyFrictionOrCancel`) driven by
GenericFlingAnimation.h (`DoSample`, one call per composited frame with the time since the last):
  if |v| <= apz.fling_stopped_threshold the fling ends (that sample moves nothing);
  otherwise v *= (1 - apz.fling_friction) ^ dt_ms, then the content moves v * dt_ms.
  Velocities are in pixels per millisecond. Prefs (modules/libpref/init/StaticPrefList.yaml):
  apz.fling_friction 0.002, apz.fling_stopped_threshold 0.01 px/ms,
  apz.fling_min_velocity_threshold 0.5 px/ms (a release at or under it does not fling),
  apz.max_velocity_inches_per_ms -1 (no maximum), apz.fling_curve_threshold_inches_per_ms -1
  (no velocity curve), apz.velocity_relevance_time_ms 100, apz.max_velocity_queue_size 5.
  The velocity is exact at every sample ((1 - f) ^ t depends only on the time since the release);
  the position is a right Riemann sum of it, so it depends on the frame times: the table gives it at
  30, 60 and 144 Hz, samples at k / fps after the release (APZ's first sample measures from the
  frame time at which the fling started, which this table takes to be the release).

Smooth wheel — layout/generic/ScrollAnimationBezierPhysics.cpp with the
general.smoothScroll.* prefs: mouseWheel.durationMinMS 50, mouseWheel.durationMaxMS 200,
durationToIntervalRatio 200 (x2.0), currentVelocityWeighting 0.25, stopDecelerationWeighting 0.4
(general.smoothScroll.msdPhysics.enabled is on only in Nightly). A notch's duration is
clamp(2 x the mean of the last three event intervals, 50, 200) ms; a first notch counts three
imaginary 100 ms intervals (InitializeHistory), so it lasts 200 ms. The timing function is the
cubic Bezier (0,0) (dt, dxy) (0.6, 1) (1,1) with dt = 0.25 / sqrt(1 + s^2), dxy = 0.25 s / sqrt(1 + s^2),
s = v * duration / (destination - start): from rest (0.25, 0) (0.6, 1). A notch during the
animation restarts it from the current position and velocity toward the accumulated destination.
The notch's distance is the device's: 3 lines (mousewheel's system default) of the root scroll
frame's line height; this table assumes 19 px lines (16 px DejaVu Sans at "normal" line height),
57 px a notch.

Device assumptions: one CSS pixel = one device pixel = one listdemo point (devicePixelRatio 1,
no zoom). Two columns where Gecko rounds: "exact" (double precision, what the engine claims),
and "gecko" (float32 fling state as APZ keeps it; scroll positions in 1/60 px app units for the
wheel).
Usage: firefox-fling-table.py         the fling table and the first notch (prints Swift literals)
       firefox-fling-table.py wheel   the wheel bursts, Tests/Tools/firefox-wheel-table.txt"""
import math
import struct
import sys

FRICTION = 0.002            # apz.fling_friction
STOPPED = 0.01              # apz.fling_stopped_threshold, px/ms
MIN_FLING = 0.5             # apz.fling_min_velocity_threshold, px/ms
WHEEL_MIN_MS, WHEEL_MAX_MS = 50, 200   # general.smoothScroll.mouseWheel.duration{Min,Max}MS
INTERVAL_RATIO = 200 / 100  # general.smoothScroll.durationToIntervalRatio
VELOCITY_WEIGHT = 0.25      # general.smoothScroll.currentVelocityWeighting
STOP_WEIGHT = 0.4           # general.smoothScroll.stopDecelerationWeighting
NOTCH = 3 * 19              # 3 lines of 19 px (see above)
APP_UNITS = 60              # app units per CSS pixel


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def fling(v0_per_s, fps, gecko, until=10.0):
    """Samples (t, position, velocity px/s) of a fling released at v0 (px/s), one per frame."""
    r = f32 if gecko else (lambda x: x)
    v = r(v0_per_s / 1000)
    if abs(v) <= MIN_FLING:
        return [(0.0, 0.0, 0.0)]
    x = 0.0
    out = [(0.0, 0.0, v * 1000)]
    k = 0
    while k / fps < until:
        k += 1
        dt_ms = 1000 * (k / fps - (k - 1) / fps)
        if abs(v) <= STOPPED:
            out.append((k / fps, x, 0.0))
            break
        v = r(v * r(r(1 - FRICTION) ** r(dt_ms)))
        x = r(x + r(v * dt_ms))
        out.append((k / fps, x, v * 1000))
    return out


def bezier(p1x, p1y, p2x, p2y, x):
    """y of the cubic Bezier (0,0) p1 p2 (1,1) at x, solved to double precision (SMILKeySpline)."""
    def coord(t, a, b):
        return 3 * a * t * (1 - t) ** 2 + 3 * b * t * t * (1 - t) + t ** 3
    lo, hi = 0.0, 1.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if coord(mid, p1x, p2x) < x:
            lo = mid
        else:
            hi = mid
    t = (lo + hi) / 2
    return coord(t, p1y, p2y), t


def slope(p1x, p1y, p2x, p2y, t):
    def d(t, a, b):
        return 3 * a * (1 - t) ** 2 + 6 * (b - a) * t * (1 - t) + 3 * (1 - b) * t * t
    return d(t, p1y, p2y) / d(t, p1x, p2x)


class Wheel:
    """ScrollAnimationBezierPhysics for one axis, driven by notch times (APZ's WheelScrollAnimation
    calls Update(event time, destination, APZ's velocity) for each notch; positions sampled at frames)."""

    def __init__(self, gecko, start=0.0, velocity=0.0):
        self.gecko = gecko
        self.first = True
        self.start = self.destination = start
        self.initial_velocity = velocity
        self.t0, self.duration = -math.inf, 1   # no Bezier yet: at rest at `start`

    def round(self, x):
        return round(x * APP_UNITS) / APP_UNITS if self.gecko else x

    def compute_duration(self, t_ns):
        """ComputeDuration: the mean of the last three intervals, truncated to int32 ms, times the ratio."""
        deltas = int((t_ns - self.prev[2]) / 1e6 / 3)
        self.prev = [t_ns, self.prev[0], self.prev[1]]
        return min(max(int(deltas * INTERVAL_RATIO), WHEEL_MIN_MS), WHEEL_MAX_MS)

    def notch(self, t_ms, distance):
        t_ns = round(t_ms * 1e6)                  # TimeStamps are whole ticks
        if self.first:                            # InitializeHistory
            gap = WHEEL_MAX_MS / INTERVAL_RATIO * 1e6
            self.prev = [t_ns - gap, t_ns - 2 * gap, t_ns - 3 * gap]
        duration = self.compute_duration(t_ns)
        destination = self.destination + distance
        velocity = self.initial_velocity
        if not self.first:
            if destination == self.destination and t_ms + duration > self.t0 + self.duration:
                return                            # the same destination, a later end: keep the Bezier
            velocity = self.velocity(t_ms)
            self.start = self.position(t_ms)
        self.destination = destination
        self.t0, self.duration = t_ms, duration
        settle = f32(1 - f32(STOP_WEIGHT))        # 1 - an AtomicFloat: float arithmetic
        if self.destination == self.start:
            self.curve = (0.0, 0.0, settle, 1.0)
        else:
            s = velocity * (duration / 1000) / (self.destination - self.start)
            n = math.sqrt(1 + s * s)
            self.curve = (1.0 / n * VELOCITY_WEIGHT, s / n * VELOCITY_WEIGHT, settle, 1.0)
        self.first = False

    def progress(self, t_ms):
        return min(1.0, (t_ms - self.t0) / self.duration)

    def position(self, t_ms):
        p = self.progress(t_ms)
        if p >= 1:
            return self.destination
        y, _ = bezier(*self.curve, p)
        return self.round((1 - y) * self.start + y * self.destination)

    def velocity(self, t_ms):
        p = self.progress(t_ms)
        if p >= 1:
            return 0.0
        _, t = bezier(*self.curve, p)
        return self.round(slope(*self.curve, t) * (self.destination - self.start) / (self.duration / 1000))


# Wheel bursts: (name, notch times in ms). Frames at k / rate s until the first past the last Bezier's end.
BURSTS = [
    ("steady", (0, 50, 100, 150)),          # 166, 133, 100 ms as the intervals shorten the mean
    ("uneven", (0, 30, 110, 140, 260)),     # quick, slow, quick, then one more once that one ended
    ("pair", (0, 150)),                     # the second notch while the first is nearly done
]


def wheel_table():
    print("# firefox-fling-table.py wheel: Gecko's smooth wheel (ScrollAnimationBezierPhysics, exact column) for")
    print("# bursts of 57 px notches from rest at 0 px, sampled at frames k / rate s; notch times in ms.")
    print("# 'burst NAME T1 T2 ...', then 'RATE FRAME POSITION GECKO' (GECKO: in 1/60 px app units, as Gecko keeps them).")
    for name, times in BURSTS:
        print(f"burst {name} " + " ".join(str(t) for t in times))
        for rate in (30, 60, 144):
            exact, gecko = Wheel(False), Wheel(True)
            pending = list(times)
            k = 0
            while True:
                k += 1
                now = 1000 * k / rate
                while pending and pending[0] <= now:
                    t = pending.pop(0)
                    exact.notch(t, NOTCH)
                    gecko.notch(t, NOTCH)
                print(f"{rate} {k} {exact.position(now)!r} {gecko.position(now)!r}")
                if now > exact.t0 + exact.duration:
                    # The sample that finds the Bezier finished (IsFinished: past its end) ends APZ's
                    # animation; the next notch makes a new one, its history imaginary again.
                    if not pending:
                        break
                    exact, gecko = Wheel(False, exact.destination), Wheel(True, gecko.destination)


def main():
    for v in (2000, 6000):
        for fps in (30, 60, 144):
            exact, gecko = fling(v, fps, False), fling(v, fps, True)
            rest, rest_g = exact[-1], gecko[-1]
            print(f"// v = {v} px/s at {fps} Hz: rest {rest[1]!r} px at {rest[0]!r} s; Gecko (float) {rest_g[1]!r} px")
            for (t, x, u), (_, xg, _) in list(zip(exact, gecko))[1:]:
                if round(t * fps) in (1, 2, 3, 6, 15, 30, 60, 120):
                    print(f"({v}, {fps}, {t!r}, {x!r}, {u!r}, {xg!r}),")
    print("// one notch from rest (57 px, 200 ms): (t ms, exact, gecko)")
    exact, gecko = Wheel(False), Wheel(True)
    exact.notch(0, NOTCH), gecko.notch(0, NOTCH)
    for t in (0, 25, 50, 100, 150, 200):
        print(f"({t}, {exact.position(t)!r}, {gecko.position(t)!r}),")
    print("// a second notch 50 ms after the first: duration, then (t ms, exact, gecko)")
    exact.notch(50, NOTCH), gecko.notch(50, NOTCH)
    print(f"// duration {exact.duration} ms, velocity carried {exact.velocity(50)!r} px/s")
    for t in (50, 75, 100, 150, 200, 250):
        print(f"({t}, {exact.position(t)!r}, {gecko.position(t)!r}),")


if __name__ == "__main__":
    wheel_table() if sys.argv[1:] == ["wheel"] else main()
